// SPDX-License-Identifier: GPL-3.0-or-later
// The Dominion campaign window used as a table would: the setup wizard, a whole end of round
// through the wizard (scores, private keeps, eliminations, reveal), refusals in words, the
// language switch, saving and the printed sheets.

#include "app/language.hpp"
#include "core/random.hpp"
#include "dominion_campaign/engine/error_codes.hpp"
#include "dominion_campaign/engine/serialization.hpp"
#include "dominion_campaign/ui/campaign_controller.hpp"
#include "dominion_campaign/ui/campaign_document.hpp"
#include "dominion_campaign/ui/campaign_view.hpp"
#include "dominion_campaign/ui/card_tile.hpp"
#include "dominion_campaign/ui/dominion_campaign_module.hpp"
#include "dominion_campaign/ui/dominion_campaign_session.hpp"
#include "dominion_campaign/ui/end_of_round_wizard.hpp"
#include "dominion_campaign/ui/kingdom_picker.hpp"
#include "dominion_campaign/ui/score_correction_dialog.hpp"
#include "dominion_campaign/ui/setup_wizard.hpp"
#include "gui/document_output.hpp"
#include "gui/score_sheet_model.hpp"
#include "gui/variant_registry.hpp"

#include "dialog_checks.hpp"
#include "document_checks.hpp"
#include "game_checks.hpp"
#include "layout_checks.hpp"
#include "module_checks.hpp"
#include "monkey.hpp"
#include "rules_checks.hpp"
#include "screenshots.hpp"

#include <QAbstractButton>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QMessageBox>
#include <QPageSize>
#include <QPdfWriter>
#include <QPushButton>
#include <QScatterSeries>
#include <QSet>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QUrl>

using namespace tablee;
using namespace tablee::dominion_campaign;
using tablee::test::saveShot;

namespace {

// The source's worked example: Alex, Bob, Chris and its round-1 kingdom.
Campaign exampleCampaign()
{
    auto campaign = Campaign::create(Options {{"Alex", "Bob", "Chris"}, {"base1"}, 3, 20261122}).value();
    const bool set = campaign
                         .play(SetKingdom {{"cellar", "workshop", "mine", "remodel", "militia", "moat", "village",
                             "market", "smithy", "woodcutter"}})
                         .has_value();
    const bool started = campaign.play(StartCampaign {}).has_value();
    Q_ASSERT(set && started);
    (void)set;
    (void)started;
    return campaign;
}

// Every label's text on the wizard's current page, one per line.
QString pageText(ui::EndOfRoundWizard& wizard)
{
    QStringList texts;
    for (const auto* label : wizard.page()->findChildren<QLabel*>())
        texts << label->text();
    return texts.join(QLatin1Char('\n'));
}

// Confirms the wizard's step; a keep or an elimination asks first, answered Yes by Return (the
// question's default, for both alike: with Cancel first a keyboard's second Return went back to
// the cards, a review), or `answer` by a click.
void clickConfirm(ui::EndOfRoundWizard& wizard, QMessageBox::StandardButton answer = QMessageBox::Yes)
{
    int asked = 0;
    bool returnTookTheAction = true;
    QTimer answerer;
    answerer.setInterval(5);
    QObject::connect(&answerer, &QTimer::timeout, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            ++asked;
            if (answer == QMessageBox::Yes) {
                returnTookTheAction = returnTookTheAction && box->defaultButton() == box->button(QMessageBox::Yes);
                QTest::keyClick(box, Qt::Key_Return);
            } else {
                box->button(answer)->click();
            }
        }
    });
    answerer.start();
    const bool asking = wizard.step() == ui::EndOfRoundWizard::Step::eliminate
        || wizard.step() == ui::EndOfRoundWizard::Step::keepChoice;
    QTest::mouseClick(wizard.confirmButton(), Qt::LeftButton);
    QCOMPARE(asked, asking ? 1 : 0);
    QVERIFY(returnTookTheAction);
}

void chooseAndConfirm(ui::EndOfRoundWizard& wizard, const QString& objectName)
{
    auto* radio = wizard.page()->findChild<ui::CardTile*>(objectName);
    QVERIFY2(radio, qPrintable(objectName));
    QVERIFY2(radio->isEnabled(), qPrintable(objectName));
    QTest::mouseClick(radio, Qt::LeftButton, {}, QPoint(radio->width() / 2, radio->height() / 2));
    QVERIFY(radio->isChecked());
    clickConfirm(wizard);
}

void keepThroughWizard(ui::EndOfRoundWizard& wizard, std::size_t player, const QString& card)
{
    QCOMPARE(wizard.step(), ui::EndOfRoundWizard::Step::passScreen);
    QCOMPARE(wizard.keepPlayer(), player);
    // Nothing of anyone's choices on the pass-the-screen page.
    QVERIFY(wizard.page()->findChildren<ui::CardTile*>().isEmpty());
    // The keyboard's frame on "Show my choices", not on Close.
    QTRY_COMPARE(wizard.focusWidget(), wizard.confirmButton());
    clickConfirm(wizard);
    QCOMPARE(wizard.step(), ui::EndOfRoundWizard::Step::keepChoice);
    // Nothing to confirm until a card is chosen.
    QVERIFY(!wizard.confirmButton()->isEnabled());
    chooseAndConfirm(wizard, QStringLiteral("keep_") + card);
}

void enterScores(ui::EndOfRoundWizard& wizard, const std::vector<int>& points)
{
    QCOMPARE(wizard.step(), ui::EndOfRoundWizard::Step::scores);
    // Enter after the first score must not confirm the others as zeros.
    QVERIFY(!wizard.confirmButton()->isDefault());
    for (std::size_t p = 0; p < points.size(); ++p) {
        auto* spin = wizard.page()->findChild<QSpinBox*>(QStringLiteral("score%1").arg(p));
        QVERIFY(spin);
        spin->setValue(points[p]);
    }
    clickConfirm(wizard);
}

} // namespace

class DominionCampaignUiTests : public QObject {
    Q_OBJECT

private slots:
    // Every place Tab stops at shows that it has the keyboard (a scroll area's own frame does not).
    void everyTabStopIsSeen()
    {
        ui::DominionCampaignSession session(exampleCampaign());
        session.widget()->resize(1000, 700);
        session.widget()->show();
        QVERIFY(QTest::qWaitForWindowExposed(session.widget()));
        const QStringList unseen = tablee::test::unseenTabStops(*session.widget());
        QVERIFY2(unseen.isEmpty(), qPrintable(unseen.join(QStringLiteral(", "))));
    }

    // Every code the engine can return has a text of its own, in English and in French: none
    // falls back to the engine's English message (src/<variant>/engine/error_codes.hpp).
    void everyErrorCodeHasATextInBothLanguages()
    {
        const auto module = gui::make_dominion_campaign_module();
        const QStringList missing = tablee::test::codesWithoutText(*module, tablee::dominion_campaign::error_codes);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // English plurals come from the English translation.
        m_language = std::make_unique<app::LanguageManager>();
        m_language->setLanguage(QStringLiteral("en"));
    }

    // Scores entered, then undone during the keeps (a slip seen): the scores page comes back with
    // the numbers typed, not zeros, for the one wrong to be mended.
    void undoneScoresComeBackAsTyped()
    {
        ui::DominionCampaignSession session(exampleCampaign());
        session.view().resize(1100, 760);
        session.view().show();
        QVERIFY(QTest::qWaitForWindowExposed(&session.view()));
        QTest::mouseClick(session.view().endOfRoundButton(), Qt::LeftButton);
        QPointer<ui::EndOfRoundWizard> wizard = session.endOfRoundWizard();
        QVERIFY(wizard);
        enterScores(*wizard, {30, 20, 10});
        QCOMPARE(session.controller().state().phase(), Phase::keeps);
        wizard->close();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // as the event loop would
        QVERIFY(!wizard);
        session.undo();
        QCOMPARE(session.controller().state().phase(), Phase::playing);
        QTest::mouseClick(session.view().endOfRoundButton(), Qt::LeftButton);
        wizard = session.endOfRoundWizard();
        QVERIFY(wizard);
        QCOMPARE(wizard->step(), ui::EndOfRoundWizard::Step::scores);
        const std::vector<int> typed {30, 20, 10};
        for (std::size_t player = 0; player < typed.size(); ++player) {
            auto* box = wizard->page()->findChild<QSpinBox*>(QStringLiteral("score%1").arg(player));
            QVERIFY(box);
            QCOMPARE(box->value(), typed[player]);
        }
        // Tab from the last box goes to Confirm.
        auto* last = wizard->page()->findChild<QSpinBox*>(
            QStringLiteral("score%1").arg(session.controller().state().seating().back()));
        wizard->activateWindow();
        QTRY_VERIFY(wizard->isActiveWindow());
        last->setFocus();
        QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(last));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), wizard->confirmButton());
    }

    void playsAWholeRoundThroughTheWizard()
    {
        ui::DominionCampaignSession session(exampleCampaign());
        session.view().resize(1100, 760);
        session.view().show();
        QVERIFY(QTest::qWaitForWindowExposed(&session.view()));
        QCOMPARE(session.view().roundLabel()->text(), QStringLiteral("Round 1 of 6"));
        QCOMPARE(session.view().kingdomTiles().front()->shownName(), QStringLiteral("Cellar"));
        QVERIFY(!session.view().printSetupButton()->isHidden());
        // Alike starting decks share one row, the players named in playing order.
        const auto labels = session.view().findChildren<QLabel*>();
        QVERIFY(std::ranges::any_of(labels, [](const QLabel* label) {
            return label->isVisible() && label->text() == QStringLiteral("Alex, Bob, Chris:");
        }));
        QCOMPARE(session.view().deckText(0), session.view().deckText(2));
        saveShot(session.view(), QStringLiteral("dashboard-round1.png"));

        QTest::mouseClick(session.view().endOfRoundButton(), Qt::LeftButton);
        QPointer<ui::EndOfRoundWizard> wizard = session.endOfRoundWizard();
        QVERIFY(wizard);
        enterScores(*wizard, {30, 20, 10});
        QCOMPARE(session.controller().state().phase(), Phase::keeps);

        // The ranking is public before the private keeps.
        QVERIFY(wizard->page()->findChild<QLabel*>() != nullptr);
        QVERIFY(pageText(*wizard).contains(QStringLiteral("1. Alex (30) · 2. Bob (20) · 3. Chris (10)")));
        QVERIFY(!pageText(*wizard).contains(QStringLiteral("Ties go"))); // none to explain
        keepThroughWizard(*wizard, 0, QStringLiteral("village"));
        // Bob's choices: Mine costs 5, and says so.
        QCOMPARE(wizard->step(), ui::EndOfRoundWizard::Step::passScreen);
        clickConfirm(*wizard);
        auto* mine = wizard->page()->findChild<ui::CardTile*>(QStringLiteral("keep_mine"));
        QVERIFY(mine);
        QVERIFY(!mine->isEnabled());
        QCOMPARE(mine->note(), QStringLiteral("costs more than 4"));
        QVERIFY(mine->toolTip().contains(QStringLiteral("Mine costs 5 coins: a kept card costs at most 4.")));
        saveShot(*wizard, QStringLiteral("keep-choice.png"));
        chooseAndConfirm(*wizard, QStringLiteral("keep_village"));
        keepThroughWizard(*wizard, 2, QStringLiteral("smithy"));

        // Eliminations: Bob (2nd) picks 1, then Chris (3rd) picks 2.
        QCOMPARE(wizard->step(), ui::EndOfRoundWizard::Step::eliminate);
        QVERIFY(wizard->titleLabel()->text().contains(QStringLiteral("Bob")));
        // A kept card may be eliminated; its tile says who kept it.
        auto* villageTile = wizard->page()->findChild<ui::CardTile*>(QStringLiteral("eliminate_village"));
        QVERIFY(villageTile && villageTile->isEnabled());
        QCOMPARE(villageTile->note(), QStringLiteral("kept by Alex, Bob"));
        const auto placeOf = [&](const char* card) {
            const auto* shown = wizard.data();
            QWidget* page = shown != nullptr ? shown->page() : nullptr; // the wizard's page of the moment
            auto* tile
                = page ? page->findChild<ui::CardTile*>(QStringLiteral("eliminate_") + QLatin1String(card)) : nullptr;
            return tile ? tile->mapTo(page, QPoint(0, 0)) : QPoint(-1, -1);
        };
        const QPoint marketBefore = placeOf("market");
        chooseAndConfirm(*wizard, QStringLiteral("eliminate_cellar"));
        QCOMPARE(wizard->step(), ui::EndOfRoundWizard::Step::eliminate);
        QVERIFY(wizard->titleLabel()->text().contains(QStringLiteral("Chris")));
        // The eliminated card stays in its place, greyed and said; the others do not move.
        auto* cellar = wizard->page()->findChild<ui::CardTile*>(QStringLiteral("eliminate_cellar"));
        QVERIFY(cellar && !cellar->isEnabled());
        QCOMPARE(cellar->note(), QStringLiteral("eliminated"));
        QCOMPARE(placeOf("market"), marketBefore);
        chooseAndConfirm(*wizard, QStringLiteral("eliminate_market"));
        chooseAndConfirm(*wizard, QStringLiteral("eliminate_smithy"));

        QCOMPARE(wizard->step(), ui::EndOfRoundWizard::Step::reveal);
        // Still the end of round 1, though its new cards are round 2's.
        QCOMPARE(wizard->windowTitle(), QStringLiteral("End of round 1"));
        saveShot(*wizard, QStringLiteral("reveal.png"));
        const State& state = session.controller().state();
        QCOMPARE(state.round(), 2);
        QCOMPARE(state.phase(), Phase::playing);
        QCOMPARE(state.seating(), (std::vector<std::size_t> {2, 1, 0}));
        const auto& previous = state.round_record(1);
        QCOMPARE(previous.keeps[0], std::optional<CardId>("village"));
        QCOMPARE(previous.keeps[1], std::optional<CardId>("village"));
        QCOMPARE(previous.keeps[2], std::optional<CardId>("smithy"));
        QCOMPARE(previous.eliminated.size(), std::size_t {3});
        QCOMPARE(previous.eliminated[0], (Elimination {1, "cellar"}));
        QCOMPARE(previous.eliminated[1], (Elimination {2, "market"}));
        QCOMPARE(previous.drawn.size(), std::size_t {3});
        const auto piles = supply(state);
        const auto village = std::ranges::find(piles, CardId("village"), &Pile::card);
        QCOMPARE(village->count, 8);
        QVERIFY(session.view().deckText(0).contains(QStringLiteral("Village")));
        QVERIFY(session.view().deckText(0).contains(QStringLiteral("8 Copper")));
        QCOMPARE(session.view().roundLabel()->text(), QStringLiteral("Round 2 of 6"));
        QCOMPARE(wizard->confirmButton()->text(), QStringLiteral("To the table"));
        QVERIFY(wizard->findChild<QPushButton*>(QStringLiteral("printSetupButton")));
        clickConfirm(*wizard);
        QTRY_VERIFY(!wizard);
        if (qEnvironmentVariableIsSet("TABLEE_TEST_OUTPUT_DIR")) {
            QFile file(qEnvironmentVariable("TABLEE_TEST_OUTPUT_DIR") + QStringLiteral("/round2.tablee"));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(
                QByteArray::fromStdString(session.controller().campaign().save("0.1.0", "2026-11-22T03:00:00Z")));
        }
        saveShot(session.view(), QStringLiteral("dashboard-round2.png"));
        session.view().tabs()->setCurrentIndex(1);
        QCOMPARE(session.view().standingsModel()->rowCount(), 3);
        saveShot(session.view(), QStringLiteral("standings.png"));
        session.view().tabs()->setCurrentIndex(2);
        QVERIFY(session.view().history()->toPlainText().contains(QStringLiteral("Smithy (by Chris)")));
        saveShot(session.view(), QStringLiteral("history.png"));

        // Round 2: Alex may not keep a second Village; the reason is written next to it.
        QVERIFY(session.controller().play(EnterScores {{5, 5, 5}}));
        QTest::mouseClick(session.view().endOfRoundButton(), Qt::LeftButton);
        wizard = session.endOfRoundWizard();
        QVERIFY(wizard);
        QCOMPARE(wizard->keepPlayer(), std::size_t {2}); // Chris plays first in round 2
        QVERIFY(session.controller().play(Keep {2, "moat"}));
        wizard->close();
        QTRY_VERIFY(!wizard);
        QTest::mouseClick(session.view().endOfRoundButton(), Qt::LeftButton);
        wizard = session.endOfRoundWizard();
        QCOMPARE(wizard->keepPlayer(), std::size_t {1});
        clickConfirm(*wizard);
        auto* second = wizard->page()->findChild<ui::CardTile*>(QStringLiteral("keep_village"));
        QVERIFY(second && !second->isEnabled());
        QVERIFY(second->toolTip().contains(QStringLiteral("already holds Village")));
        // A refusal of the engine reaches the wizard in words.
        QVERIFY(!session.controller().play(Keep {1, "mine"}));
        QCOMPARE(wizard->refusalLabel()->text(), QStringLiteral("Mine costs 5 coins: a kept card costs at most 4."));
        wizard->close();
    }

    void scoresAreTypedWithEnterBetweenPlayers()
    {
        ui::DominionCampaignSession session(exampleCampaign());
        session.view().show();
        session.openEndOfRound();
        QPointer<ui::EndOfRoundWizard> wizard = session.endOfRoundWizard();
        QVERIFY(wizard);
        QCOMPARE(wizard->step(), ui::EndOfRoundWizard::Step::scores);
        const std::vector<QString> typed {QStringLiteral("30"), QStringLiteral("-2"), QStringLiteral("17")};
        for (std::size_t player = 0; player < typed.size(); ++player) {
            auto* box = wizard->page()->findChild<QSpinBox*>(QStringLiteral("score%1").arg(player));
            QVERIFY(box);
            box->selectAll();
            QTest::keyClicks(box, typed[player]);
            QTest::keyClick(box, Qt::Key_Return);
            // Enter moves on to the next player; after the last one, it shows what Confirm would
            // record, and records nothing yet.
            QCOMPARE(wizard->step(), ui::EndOfRoundWizard::Step::scores);
        }
        const auto* toRecord = wizard->page()->findChild<QLabel*>(QStringLiteral("scoresToRecord"));
        QVERIFY(toRecord && toRecord->isVisibleTo(wizard));
        QVERIFY2(toRecord->text().contains(QStringLiteral("30")) && toRecord->text().contains(QStringLiteral("-2"))
                && toRecord->text().contains(QStringLiteral("17")),
            qPrintable(toRecord->text()));
        QVERIFY(session.controller().state().current().scores.empty());
        QVERIFY(wizard->focusWidget() == wizard->confirmButton() && wizard->confirmButton()->isDefault());
        // A score changed then is said again; Enter again records them.
        auto* last = wizard->page()->findChild<QSpinBox*>(QStringLiteral("score2"));
        last->setValue(18);
        QVERIFY2(toRecord->text().contains(QStringLiteral("18")), qPrintable(toRecord->text()));
        last->setValue(17);
        QTest::keyClick(wizard->confirmButton(), Qt::Key_Return);
        QCOMPARE(wizard->step(), ui::EndOfRoundWizard::Step::passScreen);
        QCOMPARE(session.controller().state().current().scores, (std::vector<int> {30, -2, 17}));
        wizard->close();
    }

    void aDoubleClickChoosesAndConfirms()
    {
        ui::DominionCampaignSession session(exampleCampaign());
        QVERIFY(session.controller().play(EnterScores {{3, 2, 1}}));
        session.view().show();
        session.openEndOfRound();
        QPointer<ui::EndOfRoundWizard> wizard = session.endOfRoundWizard();
        QVERIFY(wizard);
        clickConfirm(*wizard);
        auto* moat = wizard->page()->findChild<ui::CardTile*>(QStringLiteral("keep_moat"));
        QVERIFY(moat);
        // The keep asks first, naming the card, as an elimination does.
        QString asked;
        QTimer answerer;
        answerer.setInterval(5);
        QObject::connect(&answerer, &QTimer::timeout, [&] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                asked = box->text();
                box->button(QMessageBox::Yes)->click();
            }
        });
        answerer.start();
        QTest::mouseDClick(moat, Qt::LeftButton);
        answerer.stop();
        QVERIFY2(asked.contains(QStringLiteral("Moat")), qPrintable(asked));
        QCOMPARE(session.controller().state().current().keeps[0], std::optional<CardId>("moat"));
        QCOMPARE(wizard->step(), ui::EndOfRoundWizard::Step::passScreen);
        wizard->close();
    }

    void theStandingsRankTiesByTheCampaignRule()
    {
        auto campaign = Campaign::create(Options {{"Ana", "Bruno"}, {"base1"}, 3, 7}).value();
        QVERIFY(campaign.play(StartCampaign {}).has_value());
        QVERIFY(campaign.play(EnterScores {{10, 10}}).has_value());
        ui::DominionCampaignSession session(std::move(campaign));
        // Tied at 10: Bruno played later in the round, so Bruno ranks first (not 1 and 1).
        const auto* model = session.view().standingsModel();
        QCOMPARE(model->data(model->index(model->rankRow(), 0)).toInt(), 2);
        QCOMPARE(model->data(model->index(model->rankRow(), 1)).toInt(), 1);
        // Where the ranking is read before the keeps, the tie is explained too.
        session.view().show();
        QTest::mouseClick(session.view().endOfRoundButton(), Qt::LeftButton);
        QPointer<ui::EndOfRoundWizard> wizard = session.endOfRoundWizard();
        QVERIFY(wizard);
        QCOMPARE(wizard->step(), ui::EndOfRoundWizard::Step::passScreen);
        QVERIFY2(pageText(*wizard).contains(QStringLiteral("1. Bruno (10) · 2. Ana (10). Ties go to the player who "
                                                           "played later in the last round.")),
            qPrintable(pageText(*wizard)));
        wizard->close();
    }

    // Colour is never the only cue: each player's line has its own dash and marker shape, so tied
    // lines stay both visible and tellable apart (scripts/colour-blind-pictures.sh shows it).
    void theStandingsChartTellsPlayersApartWithoutColour()
    {
        auto campaign = Campaign::create(Options {{"Ana", "Bruno", "Chloé", "Dan"}, {"base1", "base2"}, 3, 11}).value();
        QVERIFY(campaign.play(StartCampaign {}).has_value());
        QVERIFY(campaign.play(EnterScores {{20, 20, 12, 5}}).has_value());
        ui::DominionCampaignSession session(std::move(campaign));
        auto& view = session.view();
        view.resize(1100, 760);
        view.tabs()->setCurrentIndex(1);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSet<int> dashes;
        QSet<int> shapes;
        for (auto* series : view.chartView()->chart()->series()) {
            if (auto* line = qobject_cast<QLineSeries*>(series);
                line && series->type() == QAbstractSeries::SeriesTypeLine)
                dashes.insert(static_cast<int>(line->pen().style()));
            if (auto* markers = qobject_cast<QScatterSeries*>(series))
                shapes.insert(static_cast<int>(markers->markerShape()));
        }
        QCOMPARE(dashes.size(), 4);
        QCOMPARE(shapes.size(), 4);
        // The legend names each player once, by its marker (the shape tells tied lines apart).
        QStringList legend;
        for (auto* marker : view.chartView()->chart()->legend()->markers())
            if (marker->isVisible()) {
                QCOMPARE(marker->series()->type(), QAbstractSeries::SeriesTypeScatter);
                legend << marker->label();
            }
        QCOMPARE(legend,
            (QStringList {
                QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Chloé"), QStringLiteral("Dan")}));
        saveShot(view, QStringLiteral("standings-tied.png"));
    }

    void aWholeCampaignEndsWithTheFinalRanking()
    {
        ui::DominionCampaignSession session(exampleCampaign());
        auto& controller = session.controller();
        // Every round through the engine's own moves, each player keeping a Copper.
        while (!controller.state().over()) {
            const int round = controller.state().round();
            QVERIFY(controller.play(EnterScores {{round, 2 * round, 10}}));
            if (controller.state().over())
                break;
            for (std::size_t player = 0; player < 3; ++player)
                QVERIFY(controller.play(Keep {player, "copper"}));
            while (const auto turn = current_chooser(controller.state()))
                QVERIFY(controller.play(Eliminate {turn->chooser, eliminable_cards(controller.state()).front()}));
        }
        QCOMPARE(controller.state().round(), 6);
        QVERIFY(session.isFinished());
        QVERIFY(session.view().printSetupButton()->isHidden());
        QVERIFY(session.askToSaveWhenFinished());
        QCOMPARE(session.view().endOfRoundButton()->text(), QStringLiteral("Final ranking…"));
        QTest::mouseClick(session.view().endOfRoundButton(), Qt::LeftButton);
        QPointer<ui::EndOfRoundWizard> wizard = session.endOfRoundWizard();
        QVERIFY(wizard);
        QCOMPARE(wizard->step(), ui::EndOfRoundWizard::Step::finalRanking);
        // Bob 42, Chris 60, Alex 21.
        QVERIFY(pageText(*wizard).contains(QStringLiteral("Chris wins the campaign!")));
        QVERIFY(wizard->findChild<QPushButton*>(QStringLiteral("printResultsButton")));
        saveShot(*wizard, QStringLiteral("final-ranking.png"));
        clickConfirm(*wizard);
        QTRY_VERIFY(!wizard);
    }

    void theSetupWizardDrawsTheFirstKingdom()
    {
        app::LanguageManager language;
        language.setLanguage(QStringLiteral("en"));
        ui::SetupWizard wizard;
        wizard.setPlayers({QStringLiteral("Ana"), QStringLiteral("Ana")});
        QVERIFY(!wizard.options());
        wizard.setPlayers({QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Chloé")});
        wizard.setSeed(QStringLiteral("42"));
        QVERIFY(wizard.roundsLabel()->text().contains(QStringLiteral("6 rounds")));
        wizard.setReplaced(4);
        QVERIFY(wizard.roundsLabel()->text().contains(QStringLiteral("never be used")));
        wizard.setReplaced(3);
        wizard.show();
        wizard.next();
        QVERIFY(wizard.campaign());
        const auto first = wizard.campaign()->state().kingdom();
        QTest::mouseClick(wizard.redrawButton(), Qt::LeftButton);
        QVERIFY(wizard.campaign()->state().kingdom() != first);
        saveShot(wizard, QStringLiteral("setup-kingdom.png"));
        // Return with the focus on Redraw (where it lands after Next) keeps the kingdom drawn and
        // finishes: the wizard's button, never the page's.
        const auto drawn = wizard.campaign()->state().kingdom();
        wizard.redrawButton()->setFocus();
        QTest::keyClick(wizard.redrawButton(), Qt::Key_Return);
        QCOMPARE(wizard.campaign()->state().kingdom(), drawn);
        QVERIFY(!wizard.isVisible());
        QCOMPARE(wizard.campaign()->state().phase(), Phase::playing);
    }

    // A longer note under the settings (both base sets: two lines in French) moves nothing above
    // it: the players' rows kept their height (they were squeezed, the wizard sized once).
    void theSetupsFirstPageKeepsItsRowsAsItsNoteGrows()
    {
        app::LanguageManager language;
        language.setLanguage(QStringLiteral("fr"));
        ui::SetupWizard wizard;
        wizard.setPlayers({QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Chloé")});
        wizard.resize(820, 580);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        const auto fields = wizard.findChildren<QLineEdit*>();
        QVERIFY(!fields.isEmpty());
        QList<int> heights;
        for (const QLineEdit* field : fields)
            heights << field->height();
        const int lines = wizard.roundsLabel()->height();
        for (auto* box : wizard.findChildren<QCheckBox*>())
            if (box->property("setId").isValid())
                box->setChecked(true);
        QVERIFY(wizard.roundsLabel()->text().contains(QStringLiteral("ne servira jamais")));
        for (int pass = 0; pass < 3; ++pass) // the layouts' passes, done now rather than waited for
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCOMPARE(wizard.roundsLabel()->height(), lines);
        for (qsizetype i = 0; i < fields.size(); ++i)
            QCOMPARE(fields[i]->height(), heights[i]);
        saveShot(wizard, QStringLiteral("setup-both-sets-fr.png"));
        language.setLanguage(QStringLiteral("en"));
    }

    void round1sKingdomMayBeChosenByHand()
    {
        ui::SetupWizard wizard;
        wizard.setPlayers({QStringLiteral("Alex"), QStringLiteral("Bob"), QStringLiteral("Chris")});
        wizard.setSeed(QStringLiteral("5"));
        wizard.show();
        wizard.next();
        QVERIFY(wizard.campaign());
        // The source's example, which is also the rulebook's "First Game".
        const std::vector<CardId> firstGame {
            "cellar", "market", "militia", "mine", "moat", "remodel", "smithy", "village", "woodcutter", "workshop"};
        ui::KingdomPicker picker(wizard.campaign()->state());
        QCOMPARE(picker.tiles().size(), std::size_t {25});
        // It starts from the drawn kingdom; "Use these cards" waits for exactly ten.
        QCOMPARE(picker.chosen().size(), std::size_t {10});
        QVERIFY(picker.okButton()->isEnabled());
        picker.setChosen({"cellar", "market"});
        QVERIFY(!picker.okButton()->isEnabled());
        QCOMPARE(picker.countLabel()->text(), QStringLiteral("2 of 10 cards ticked."));
        auto* moat = picker.findChild<ui::CardTile*>(QStringLiteral("pick_moat"));
        QVERIFY(moat);
        QTest::mouseClick(moat, Qt::LeftButton);
        QVERIFY(moat->isChecked());
        picker.setChosen(firstGame);
        QVERIFY(picker.okButton()->isEnabled());

        QVERIFY(wizard.chooseKingdom(picker.chosen()));
        auto kingdom = wizard.campaign()->state().kingdom();
        std::ranges::sort(kingdom);
        QCOMPARE(kingdom, firstGame);
        QCOMPARE(wizard.kingdomTiles().front()->shownName(), QStringLiteral("Cellar"));
        // Nine cards are refused by the engine, in words, and nothing changes.
        QVERIFY(!wizard.chooseKingdom({firstGame.begin(), firstGame.end() - 1}));
        QVERIFY(!wizard.findChild<QLabel*>(QStringLiteral("kingdomError"))->text().isEmpty());
        kingdom = wizard.campaign()->state().kingdom();
        std::ranges::sort(kingdom);
        QCOMPARE(kingdom, firstGame);
    }

    void aSavedCampaignReopensExactly()
    {
        ui::DominionCampaignSession session(exampleCampaign());
        auto& controller = session.controller();
        QVERIFY(controller.play(EnterScores {{3, 2, 1}}));
        QCOMPARE(session.undoText(), QStringLiteral("enter the scores"));
        QVERIFY(controller.play(Keep {0, "village"}));
        // A keep is chosen in private: Undo names the player, not the card.
        QCOMPARE(session.undoText(), QStringLiteral("Alex’s keep"));
        const auto module = gui::make_dominion_campaign_module();
        auto reopened = module->loadGame(session.saveGame());
        QVERIFY(reopened.has_value());
        auto* restored = static_cast<ui::DominionCampaignSession*>(reopened->get());
        QVERIFY(restored->controller().state() == controller.state());
        QVERIFY(restored->canUndo());
        restored->undo();
        QVERIFY(restored->controller().state().current().keeps[0] == std::nullopt);
        QVERIFY(!module->loadGame(nlohmann::json {{"options", 3}}).has_value());
    }

    // A monkey: thousands of seeded random clicks on what a person can reach (the dashboard, the
    // end-of-round wizard: buttons, score boxes, card tiles), undo, redo, save and reopen, the
    // language. Nothing may crash, hang or trip a sanitizer, and the campaign shown is always the
    // one its history replays to.
    void aMonkeyCannotBreakTheCampaign()
    {
        const int events = 3'000; // a second or two; about ten under the sanitizers
        core::Random random(tablee::test::monkey_seed(20261123));
        const auto module = gui::make_dominion_campaign_module();
        auto session = std::make_unique<ui::DominionCampaignSession>(exampleCampaign());
        session->view().show();
        const tablee::test::QuestionAnswerer questions(20261128); // "Eliminate this card?"
        int changes = 0;
        int furthestRound = 1;
        for (int event = 0; event < events; ++event) {
            const auto before = session->controller().state();
            QList<QWidget*> roots {&session->view()};
            if (auto* wizard = session->endOfRoundWizard(); wizard && wizard->isVisible())
                roots << wizard;
            // What a person can press: no print button (its dialog would wait for a printer).
            QList<QAbstractButton*> buttons;
            QList<QSpinBox*> boxes;
            for (QWidget* root : roots) {
                for (auto* button : root->findChildren<QAbstractButton*>())
                    if (button->isVisible() && button->isEnabled()
                        && !button->objectName().contains(QStringLiteral("print"), Qt::CaseInsensitive))
                        buttons << button;
                for (auto* box : root->findChildren<QSpinBox*>())
                    if (box->isVisible() && box->isEnabled())
                        boxes << box;
            }
            const int what = random.between(0, 99);
            if (what < 45 && !buttons.isEmpty()) {
                auto* button = buttons[static_cast<int>(random.below(static_cast<std::uint64_t>(buttons.size())))];
                if (qobject_cast<ui::CardTile*>(button))
                    QTest::mouseDClick(button, Qt::LeftButton);
                else
                    button->click();
            } else if (what < 70 && !boxes.isEmpty()) {
                boxes[static_cast<int>(random.below(static_cast<std::uint64_t>(boxes.size())))]->setValue(
                    random.between(-5, 60));
            } else if (what < 80) {
                session->openEndOfRound();
            } else if (what < 87) {
                session->undo();
            } else if (what < 93) {
                session->redo();
            } else if (what < 97) { // saved and opened again
                if (auto* wizard = session->endOfRoundWizard())
                    wizard->close();
                auto reopened = module->loadGame(session->saveGame());
                QVERIFY(reopened);
                auto* restored = static_cast<ui::DominionCampaignSession*>(reopened->release());
                QVERIFY(restored->controller().state() == session->controller().state());
                session.reset(restored);
                session->view().show();
            } else {
                m_language->setLanguage(random.below(2) == 0 ? QStringLiteral("fr") : QStringLiteral("en"));
            }
            QVERIFY2(
                tablee::test::showsWhatItsHistoryReplays(session->controller()), qPrintable(QString::number(event)));
            if (!(session->controller().state() == before))
                ++changes;
            furthestRound = std::max(furthestRound, session->controller().state().round());
            if (session->controller().state().over()) {
                if (auto* wizard = session->endOfRoundWizard())
                    wizard->close();
                session = std::make_unique<ui::DominionCampaignSession>(exampleCampaign());
                session->view().show();
            }
        }
        m_language->setLanguage(QStringLiteral("en"));
        QVERIFY2(changes > events / 50, qPrintable(QString::number(changes)));
        QVERIFY2(furthestRound > 1, "the monkey never finished a round: it tested little");
        qInfo("monkey: %d events, %d changed the campaign, round %d reached", events, changes, furthestRound);
    }

    // At the three screens a table plays on, in both languages, with four players (the most
    // copies in the starting decks): no pile's mark covers its count (at scale 2 in French
    // « 27 en decks » hid Copper's « ×33 »), and neither leaves its tile.
    void noMarkEverCoversAPilesCount()
    {
        auto campaign = Campaign::create(Options {{"Alex", "Bob", "Chris", "Dana"}, {"base1"}, 3, 20261207}).value();
        QVERIFY(campaign
                    .play(SetKingdom {{"cellar", "workshop", "mine", "remodel", "militia", "moat", "village", "market",
                        "smithy", "woodcutter"}})
                    .has_value());
        QVERIFY(campaign.play(StartCampaign {}).has_value());
        ui::DominionCampaignSession session(std::move(campaign));
        auto& view = session.view();
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        app::LanguageManager language;
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("fr")}) {
            language.setLanguage(code);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
            for (const auto& room : tablee::test::screen_rooms()) {
                view.resize(room.view);
                QTest::qWait(30);
                int marked = 0;
                for (ui::CardTile* tile : view.findChildren<ui::CardTile*>()) {
                    if (!tile->isVisible() || tile->countArea().isEmpty())
                        continue;
                    const QString where
                        = QStringLiteral("%1 at %2 in %3").arg(tile->shownName(), QLatin1String(room.name), code);
                    QVERIFY2(QRectF(tile->rect()).contains(tile->countArea()), qPrintable(where));
                    if (tile->markArea().isEmpty())
                        continue;
                    ++marked;
                    QVERIFY2(QRectF(tile->rect()).contains(tile->markArea()), qPrintable(where));
                    QVERIFY2(!tile->markArea().intersects(tile->countArea()), qPrintable(where));
                }
                QVERIFY(marked > 0); // Copper and Estate at least
                tablee::test::saveShot(
                    view, QStringLiteral("campaign-marks-%1-%2.png").arg(code).arg(room.view.width()));
            }
        }
        language.setLanguage(QStringLiteral("en"));
    }

    // Every dialog closes with Escape, as people expect of a desktop window.
    // Read across a table: on a large screen the dashboard's text and cards grow with the space.
    void theDashboardGrowsOnALargeScreen()
    {
        ui::DominionCampaignSession session(exampleCampaign());
        auto& view = session.view();
        view.resize(1200, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.textZoom(), 1.0);
        const QSize smallTile = view.kingdomTiles().front()->sizeHint();
        const qreal smallText = view.font().pointSizeF();
        tablee::test::saveShot(view, QStringLiteral("campaign-1200.png"));

        view.resize(1900, 1040);
        QVERIFY(view.textZoom() >= 1.3);
        QVERIFY(view.font().pointSizeF() > smallText * 1.25);
        QVERIFY(view.kingdomTiles().front()->sizeHint().height() > smallTile.height() * 1.25);
        QTRY_VERIFY(view.kingdomTiles().front()->height() > smallTile.height() * 1.25);
        tablee::test::saveShot(view, QStringLiteral("campaign-1900.png"));
        {
            app::LanguageManager language; // read across a table in French too
            language.setLanguage(QStringLiteral("fr"));
            QTRY_COMPARE(view.roundLabel()->text(), QStringLiteral("Manche 1 sur 6"));
            QTest::qWait(50); // the layout follows the new texts' sizes
            tablee::test::saveShot(view, QStringLiteral("campaign-1900-fr.png"));
            language.setLanguage(QStringLiteral("en"));
        }

        view.resize(1200, 800); // and back
        QCOMPARE(view.textZoom(), 1.0);
        QCOMPARE(view.font().pointSizeF(), smallText);
    }

    // Round 1's scores found wrong once round 2's cards are drawn (Undo stops at the draw): Game ›
    // Correct a round's scores shows the round as entered, what the totals become, and plays the
    // correction; the standings follow, and Undo takes it back.
    void aRoundsScoresAreCorrectedAfterTheDraw()
    {
        auto campaign = exampleCampaign();
        const auto play = [&](const Move& move) { QVERIFY(campaign.play(move).has_value()); };
        play(EnterScores {{30, 25, 20}});
        play(Keep {0, "village"});
        play(Keep {1, "village"});
        play(Keep {2, "smithy"});
        while (const auto turn = current_chooser(campaign.state()))
            play(Eliminate {turn->chooser, eliminable_cards(campaign.state()).front()});
        while (campaign.state().drawing() != Draw::none)
            play(DrawCard {cards_to_draw(campaign.state()).front()});
        QCOMPARE(campaign.state().round(), 2);
        ui::DominionCampaignSession session(std::move(campaign));
        session.view().show();
        QAction* correct = nullptr;
        for (QAction* action : session.gameActions())
            if (action->text().remove(QLatin1Char('&')).contains(QStringLiteral("Correct")))
                correct = action;
        QVERIFY(correct);
        QVERIFY(correct->isEnabled());
        correct->trigger();
        auto* dialog = session.view().findChild<ui::ScoreCorrectionDialog*>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(dialog->roundBox()->currentData().toInt(), 1);
        QCOMPARE(dialog->scoreBox(1)->value(), 25); // as entered
        QVERIFY(!dialog->correctButton()->isEnabled()); // nothing changed yet
        dialog->scoreBox(1)->selectAll();
        QTest::keyClicks(dialog->scoreBox(1), QStringLiteral("35"));
        QVERIFY(dialog->correctButton()->isEnabled());
        // What it does, before it does it: the new totals, best first, and what stays.
        const QString preview = dialog->previewLabel()->text();
        QVERIFY2(preview.contains(QStringLiteral("Bob 35 (was 25)")) && preview.contains(QStringLiteral("Alex 30"))
                && preview.indexOf(QStringLiteral("Bob")) < preview.indexOf(QStringLiteral("Alex")),
            qPrintable(preview));
        QVERIFY(dialog->previewLabel()->text().contains(QStringLiteral("stay as they were played")));
        saveShot(*dialog, QStringLiteral("campaign-score-correction.png"));
        QTest::mouseClick(dialog->correctButton(), Qt::LeftButton);
        QTRY_VERIFY(!session.view().findChild<ui::ScoreCorrectionDialog*>());
        const auto& state = session.controller().state();
        QCOMPARE(state.totals(), (std::vector<int> {30, 35, 20}));
        QCOMPARE(state.round_record(1).ranking, (std::vector<std::size_t> {1, 0, 2}));
        const auto* model = session.view().standingsModel();
        QCOMPARE(model->data(model->index(model->rankRow(), 1)).toInt(), 1); // Bob leads now
        // The history says so: Bob now leads round 1 yet picked as the second-ranked did.
        QVERIFY2(session.view().history()->toPlainText().contains(QStringLiteral("corrected during round 2")),
            qPrintable(session.view().history()->toPlainText()));
        QVERIFY(session.controller().canUndo());
        session.controller().undo();
        QCOMPARE(session.controller().state().totals(), (std::vector<int> {30, 25, 20}));
        // Not while the end of a round is under way: its eliminations follow the standings.
        QVERIFY(session.controller().play(EnterScores {{1, 2, 3}}));
        QVERIFY(!correct->isEnabled());
    }

    void everyDialogClosesWithEscape()
    {
        ui::DominionCampaignSession session(exampleCampaign());
        auto campaign = exampleCampaign();
        ui::SetupWizard setup;
        ui::KingdomPicker picker(campaign.state());
        ui::EndOfRoundWizard endOfRound(session.controller());
        for (QDialog* dialog : std::initializer_list<QDialog*> {&setup, &picker, &endOfRound})
            QVERIFY2(tablee::test::closesWithEscape(*dialog), qPrintable(dialog->objectName()));
    }

    void sheetsArePrintedToPdf()
    {
        QTemporaryDir dir;
        auto campaign = exampleCampaign();
        QTextDocument setup;
        ui::CampaignDocument::fillSetupSheet(setup, campaign.state());
        QVERIFY(setup.toPlainText().contains(QStringLiteral("7 Copper, 3 Estate")));
        QVERIFY(gui::DocumentOutput::writePdf(setup, dir.filePath(QStringLiteral("setup.pdf")), QStringLiteral("t")));
        QVERIFY(campaign.play(EnterScores {{25, 31, 25}}).has_value());
        QTextDocument results;
        ui::CampaignDocument::fillResults(results, campaign.state());
        // The score sheet as the dashboard shows it, ranks by the tie rule: Chris played after Alex.
        const QString printed = results.toHtml();
        QVERIFY(printed.contains(QStringLiteral("Round 1")));
        QVERIFY(printed.contains(QStringLiteral("Rank")));
        const QString sheet = results.toPlainText();
        QVERIFY(sheet.contains(QStringLiteral("Total")));
        QVERIFY(sheet.contains(QStringLiteral("31")));
        // The standings chart as the dashboard draws it, a picture in the document: drawn, not blank.
        QVERIFY(printed.contains(QStringLiteral("tablee:standings-chart")));
        const QImage chart
            = results.resource(QTextDocument::ImageResource, QUrl(QStringLiteral("tablee:standings-chart")))
                  .value<QImage>();
        QVERIFY(!chart.isNull());
        int inked = 0;
        for (int y = 0; y < chart.height(); y += 4)
            for (int x = 0; x < chart.width(); x += 4)
                inked += chart.pixelColor(x, y) != QColor(Qt::white) ? 1 : 0;
        QVERIFY2(inked > chart.width() * chart.height() / 16 / 50, qPrintable(QString::number(inked)));
        tablee::test::saveImage(chart, QStringLiteral("campaign-results-chart.png"));
        QVERIFY(
            gui::DocumentOutput::writePdf(results, dir.filePath(QStringLiteral("results.pdf")), QStringLiteral("t")));
        QPdfWriter writer(dir.filePath(QStringLiteral("layout.pdf")));
        writer.setPageSize(QPageSize(QPageSize::A4));
        QVERIFY(tablee::test::tablesStayWithTheirHeadings(*gui::DocumentOutput::paginated(results, writer)));
    }

    // A card kept whose pile then leaves the kingdom: its copies come from the box, and the setup
    // sheet lists them with the decks they go to, so that the table fetches every physical card.
    void theSetupSheetListsKeptCardsWhosePileIsGone()
    {
        auto campaign = exampleCampaign();
        QVERIFY(campaign.play(EnterScores {{25, 31, 25}}).has_value());
        QVERIFY(campaign.play(Keep {0, "moat"}).has_value());
        QVERIFY(campaign.play(Keep {1, "moat"}).has_value());
        QVERIFY(campaign.play(Keep {2, "village"}).has_value());
        const auto first = current_chooser(campaign.state());
        QVERIFY(first);
        QVERIFY(campaign.play(Eliminate {first->chooser, "moat"}).has_value());
        while (const auto turn = current_chooser(campaign.state()))
            QVERIFY(campaign.play(Eliminate {turn->chooser, eliminable_cards(campaign.state()).front()}).has_value());
        campaign.play_chance();
        QCOMPARE(campaign.state().round(), 2);
        QTextDocument setup;
        ui::CampaignDocument::fillSetupSheet(setup, campaign.state());
        const QString text = setup.toPlainText();
        QVERIFY2(text.contains(QStringLiteral("From the box, for the starting decks")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Moat")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Alex (1), Bob (1)")), qPrintable(text));
        // Village's pile is on the table: its kept copy is taken from it, said as a reduced pile.
        const QString fromTheBox
            = text.section(QStringLiteral("From the box"), 1).section(QStringLiteral("Starting decks"), 0, 0);
        QVERIFY2(!fromTheBox.contains(QStringLiteral("Village")), qPrintable(fromTheBox));
        // Without a kept card off the table, no such list.
        QTextDocument roundOne;
        ui::CampaignDocument::fillSetupSheet(roundOne, exampleCampaign().state());
        QVERIFY(!roundOne.toPlainText().contains(QStringLiteral("From the box")));
    }

    void theRulesShowEveryDecisionInBothLanguages()
    {
        const auto rules = tablee::test::rulesInBothLanguages(
            gui::make_dominion_campaign_module(), QStringLiteral("campaign-rules-fr.png"));
        QCOMPARE(rules.english.count(QStringLiteral("Tablée’s decision")), 6);
        QCOMPARE(rules.french.count(QStringLiteral("Choix de Tablée")), 6);
    }

    void textsFollowTheLanguage()
    {
        app::LanguageManager language;
        language.setLanguage(QStringLiteral("en"));
        ui::DominionCampaignSession session(exampleCampaign());
        session.view().resize(1100, 760);
        session.view().show();
        language.setLanguage(QStringLiteral("fr"));
        QTRY_COMPARE(session.view().endOfRoundButton()->text(), QStringLiteral("Fin de manche…"));
        QCOMPARE(session.view().roundLabel()->text(), QStringLiteral("Manche 1 sur 6"));
        QCOMPARE(session.view().kingdomTiles().front()->shownName(), QStringLiteral("Cave"));
        saveShot(session.view(), QStringLiteral("dashboard-fr.png"));
        language.setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(session.view().endOfRoundButton()->text(), QStringLiteral("End of round…"));
    }

private:
    std::unique_ptr<app::LanguageManager> m_language;
};

QTEST_MAIN(DominionCampaignUiTests)
#include "dominion_campaign_ui_tests.moc"
