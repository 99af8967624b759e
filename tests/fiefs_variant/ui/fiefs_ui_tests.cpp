// SPDX-License-Identifier: GPL-3.0-or-later
// Fiefs through its widgets: a few turns of a person against a computer player by clicks on the
// board and the price list (targets marked, refusals said, undo back to the person's move), a
// computer game up to an expansion that cuts a fief, a finished game's results, the new-game
// dialog and the rules, in both languages, with pictures of each for a person to look at.

#include "app/language.hpp"
#include "fiefs_variant/engine/computer.hpp"
#include "fiefs_variant/engine/error_codes.hpp"
#include "fiefs_variant/ui/board_view.hpp"
#include "fiefs_variant/ui/fiefs_controller.hpp"
#include "fiefs_variant/ui/fiefs_module.hpp"
#include "fiefs_variant/ui/fiefs_session.hpp"
#include "fiefs_variant/ui/fiefs_view.hpp"
#include "fiefs_variant/ui/new_game_dialog.hpp"

#include "dialog_checks.hpp"
#include "game_checks.hpp"
#include "layout_checks.hpp"
#include "module_checks.hpp"
#include "monkey.hpp"
#include "rules_checks.hpp"
#include "screenshots.hpp"
#include "waiting.hpp"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QWheelEvent>

#include <cmath>
#include <map>

namespace fv = tablee::fiefs_variant;
namespace gui = tablee::gui;
namespace app = tablee::app;
namespace test = tablee::test;

namespace {

fv::Game game(std::vector<fv::Player> players, std::uint64_t seed)
{
    return fv::Game::create({std::move(players), {}, seed}).value();
}

using test::shownAtLaptopSize;

QPushButton* actionButton(fv::ui::FiefsView& view, fv::Action action)
{
    return view.findChild<QPushButton*>(QStringLiteral("action_%1").arg(static_cast<int>(action)));
}

QLabel* whyNot(fv::ui::FiefsView& view, fv::Action action)
{
    return view.findChild<QLabel*>(QStringLiteral("whyNot_%1").arg(static_cast<int>(action)));
}

void clickSpace(fv::ui::FiefsView& view, fv::Space space)
{
    QTest::mouseClick(view.board(), Qt::LeftButton, {}, view.board()->spacePoint(space).toPoint());
}

// Plays the computer players' moves on the test's clock, not the table's pace.
void playComputers(fv::ui::FiefsController& controller, int moves)
{
    for (int i = 0; i < moves && controller.state().step != fv::Step::over; ++i) {
        // A person's seat plays as the easy computer player would.
        const auto seat
            = controller.game().options().players[static_cast<std::size_t>(controller.state().current)].control;
        const auto control = seat == fv::Control::human ? fv::Control::easy : seat;
        QVERIFY(controller.play(fv::computer_move(controller.state(), control)));
    }
}

// The results dialog open on screen, if any.
QDialog* resultsDialog()
{
    for (QWidget* widget : QApplication::topLevelWidgets())
        if (widget->objectName() == QLatin1String("fiefsResults") && widget->isVisible())
            return qobject_cast<QDialog*>(widget);
    return nullptr;
}

} // namespace

class FiefsUiTests : public QObject {
    Q_OBJECT

private slots:
    // Every place Tab stops at shows that it has the keyboard (a scroll area's own frame does not).
    void everyTabStopIsSeen()
    {
        fv::ui::FiefsSession session(game({{"Alice", fv::Control::human}, {"Bob", fv::Control::human}}, 3));
        session.widget()->resize(1000, 700);
        session.widget()->show();
        QVERIFY(QTest::qWaitForWindowExposed(session.widget()));
        const QStringList unseen = tablee::test::unseenTabStops(*session.widget());
        QVERIFY2(unseen.isEmpty(), qPrintable(unseen.join(QStringLiteral(", "))));
    }

    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyErrorCodeHasATextInBothLanguages()
    {
        const auto module = gui::make_fiefs_variant_module();
        const QStringList missing = test::codesWithoutText(*module, fv::error_codes);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

    void aPersonPlaysAFewTurnsAgainstTheComputerInBothLanguages()
    {
        app::LanguageManager language;
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("fr")}) {
            language.setLanguage(code);
            fv::ui::FiefsSession session(game({{"Anne", fv::Control::human}, {"Bot", fv::Control::normal}}, 3));
            auto& view = session.view();
            auto& controller = session.controller();
            controller.setComputerPause(0);
            QVERIFY(shownAtLaptopSize(view));
            QVERIFY2(test::clashingMnemonics(view).isEmpty(), qPrintable(test::clashingMnemonics(view).join(';')));

            // Setup: the castle's spaces marked; a click on one, then on its knight's.
            auto* targets = view.findChild<QListWidget*>(QStringLiteral("targets"));
            for (int castle = 0; castle < fv::castles_each(2); ++castle) {
                QTRY_COMPARE_WITH_TIMEOUT(controller.state().current, 0, test::computerThoughtBoundMs);
                QVERIFY(controller.state().step == fv::Step::setup);
                const auto sites = controller.targetSpaces();
                QVERIFY(!sites.empty());
                QCOMPARE(targets->count(), static_cast<int>(sites.size()));
                clickSpace(view, sites[sites.size() / 2]);
                QCOMPARE(controller.pickedSpaces().size(), std::size_t {1});
                // The castle put down counts in its column before its knight is (one move).
                const auto* players = view.findChild<QTreeWidget*>(QStringLiteral("players"));
                QVERIFY(
                    players->topLevelItem(0)->text(4).startsWith(QLocale().toString(castle + 1) + QLatin1Char('/')));
                if (castle == 0)
                    test::saveShot(view, QStringLiteral("fiefs-setup-%1.png").arg(code));
                // The knight by keyboard: the list of targets, Enter.
                targets->setFocus();
                targets->setCurrentRow(0);
                QTest::keyClick(targets, Qt::Key_Return);
                QCOMPARE(controller.pickedSpaces().size(), std::size_t {0});
            }
            QTRY_VERIFY_WITH_TIMEOUT(controller.state().step == fv::Step::action, test::computerThoughtBoundMs);
            QTRY_COMPARE_WITH_TIMEOUT(controller.state().current, 0, test::computerThoughtBoundMs);

            // The price list: what cannot be bought is greyed, with why.
            QVERIFY(!actionButton(view, fv::Action::expansion)->isEnabled());
            QVERIFY(!whyNot(view, fv::Action::expansion)->text().isEmpty());
            QVERIFY(actionButton(view, fv::Action::two_borders)->isEnabled());

            // Two borders: the edges marked, picked one at a time, a refusal said in words.
            const auto ducats = controller.state().position.players[0].ducats;
            QTest::mouseClick(actionButton(view, fv::Action::two_borders), Qt::LeftButton);
            QVERIFY(controller.action() == fv::Action::two_borders);
            const auto edges = controller.targetEdges();
            QVERIFY(!edges.empty());
            QVERIFY(targets->count() >= static_cast<int>(edges.size()));
            QTest::mouseClick(view.board(), Qt::LeftButton, {}, view.board()->edgePoint(edges.front()).toPoint());
            QCOMPARE(controller.pickedEdges().size(), std::size_t {1});
            controller.pickEdge(edges.front()); // the same edge again: refused, with the rule
            auto* refusal = view.findChild<QLabel*>(QStringLiteral("refusal"));
            QVERIFY(refusal->isVisible());
            QVERIFY(!refusal->text().isEmpty());
            // In the game's words and language, not the engine's English message.
            QVERIFY2(refusal->text().front().isUpper(), qPrintable(refusal->text()));
            QVERIFY2(refusal->text()
                    != QString::fromStdString(
                        fv::refusal_of(controller.state(), fv::PlaceBorders {{edges.front(), edges.front()}})->message),
                qPrintable(refusal->text()));
            const auto second = controller.targetEdges();
            QVERIFY(!second.empty());
            test::saveShot(view, QStringLiteral("fiefs-borders-%1.png").arg(code));
            QTest::mouseClick(view.board(), Qt::LeftButton, {}, view.board()->edgePoint(second.back()).toPoint());
            QCOMPARE(controller.state().position.borders.count(), std::size_t {2});
            QCOMPARE(controller.state().position.players[0].ducats, ducats - 3);

            // The computer answers; undo takes back the person's move and the computer's.
            QTRY_COMPARE_WITH_TIMEOUT(controller.state().current, 0, test::computerThoughtBoundMs);
            QVERIFY(controller.canUndo());
            const auto logLines = controller.log().size();
            QVERIFY(view.findChild<QListWidget*>(QStringLiteral("log"))->count() == logLines);
            session.undo();
            QCOMPARE(controller.state().position.borders.count(), std::size_t {0});
            QCOMPARE(controller.state().position.players[0].ducats, ducats);
            QVERIFY(controller.log().size() < logLines);

            // Ducats by keyboard: the price list's button, Space.
            actionButton(view, fv::Action::take_ducats)->setFocus();
            QTest::keyClick(actionButton(view, fv::Action::take_ducats), Qt::Key_Space);
            QTRY_COMPARE_WITH_TIMEOUT(controller.state().current, 0, test::computerThoughtBoundMs);
            QCOMPARE(controller.state().position.players[0].ducats, ducats + 3);
            test::saveShot(view, QStringLiteral("fiefs-turns-%1.png").arg(code));
        }
        language.setLanguage(QStringLiteral("en"));
    }

    // Two friends at one screen: Undo on one's turn takes back the other's finished turn only once
    // the table agrees (the question names who plays again); a die rolled stands, and Undo says
    // so rather than going grey without a word.
    void undoOnAnothersTurnAsksTheTable()
    {
        fv::ui::FiefsSession session(game({{"Alice", fv::Control::human}, {"Bob", fv::Control::human}}, 3));
        auto& controller = session.controller();
        while (controller.state().step != fv::Step::action)
            playComputers(controller, 1); // the castles placed
        const int first = controller.state().current;
        const QString firstName = controller.names()[first];
        controller.chooseAction(fv::Action::take_ducats);
        QVERIFY(controller.state().current != first);
        QCOMPARE(controller.undoTerms(), gui::GameController::UndoTerms::consent);
        const QString question = session.undoConsentQuestion();
        QVERIFY2(question.contains(QStringLiteral("%1 plays it again").arg(firstName)), qPrintable(question));
        session.undo();
        QCOMPARE(controller.state().current, first);
        QCOMPARE(controller.undoTerms(), gui::GameController::UndoTerms::consent); // the castle before
        // The special income rolls the die: its result stands.
        QVERIFY(controller.play(fv::SpecialIncome {}));
        QVERIFY(!session.canUndo());
        QCOMPARE(session.undoOffReason(), QStringLiteral("the die has been rolled"));
    }

    // The last die stays in sight, with whose it was, after the next player's move (a special
    // income's die was gone from the panel once the computer had played after it).
    void theLastDieStaysInSightAfterTheNextMove()
    {
        fv::ui::FiefsSession session(game({{"Alice", fv::Control::human}, {"Bob", fv::Control::human}}, 3));
        auto& controller = session.controller();
        while (controller.state().step != fv::Step::action)
            playComputers(controller, 1); // the castles placed
        const QString roller = controller.names()[controller.state().current];
        QVERIFY(controller.play(fv::SpecialIncome {}));
        if (controller.state().step == fv::Step::free_knight) // a 6: the free knight declined
            controller.declineKnight();
        QVERIFY(controller.state().roll);
        const int die = controller.state().roll->die;
        QVERIFY(controller.play(fv::TakeDucats {})); // the next player: no die
        QVERIFY(!controller.state().roll);
        auto* line = session.view().findChild<QLabel*>(QStringLiteral("die"));
        QVERIFY(line);
        QVERIFY2(
            line->text().startsWith(QStringLiteral("%1’s die — %2").arg(roller).arg(die)), qPrintable(line->text()));
        QVERIFY(!line->toolTip().isEmpty()); // for which action
    }

    // Seed 13 of two normal players and an easy one: its 89th move (the dice not counted) is an
    // expansion that cuts 7 spaces off a fief (found by playing the seeds in order; the engine
    // tests check the rule).
    void anExpansionCuttingAFief()
    {
        app::LanguageManager language;
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("fr")}) {
            language.setLanguage(code);
            fv::ui::FiefsSession session(game(
                {{"Yvain", fv::Control::normal}, {"Aliénor", fv::Control::normal}, {"Baudouin", fv::Control::easy}},
                13));
            auto& controller = session.controller();
            controller.setComputerPause(3'600'000); // the test plays the computers' moves itself
            QVERIFY(shownAtLaptopSize(session.view()));
            playComputers(controller, 88);
            const fv::Move cut = fv::computer_move(controller.state(), controller.game().options().players[0].control);
            QVERIFY(std::holds_alternative<fv::Expand>(cut));
            const auto space = std::get<fv::Expand>(cut).space;
            const fv::Regions before(controller.state().position);
            const auto loser = before.of(space).castle;
            const auto spacesBefore = before.of(space).spaces.size();
            test::saveShot(session.view(), QStringLiteral("fiefs-cut-before-%1.png").arg(code));
            QVERIFY(controller.play(cut));
            const fv::Regions after(controller.state().position);
            QCOMPARE(after.fief_of(loser)->spaces.size(), spacesBefore - 8); // the space taken and 7 cut off
            // The expansion's line, before the next player's mine income if any (a line of its own).
            const auto& log = controller.log();
            QVERIFY(std::any_of(log.end() - std::min<qsizetype>(2, log.size()), log.end(),
                [&](const QString& line) { return line.contains(QString::fromStdString(fv::space_name(space))); }));
            test::saveShot(session.view(), QStringLiteral("fiefs-cut-after-%1.png").arg(code));
        }
        language.setLanguage(QStringLiteral("en"));
    }

    void aFinishedGameShowsEachFiefsSpacesAndValue()
    {
        app::LanguageManager language;
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("fr")}) {
            language.setLanguage(code);
            fv::ui::FiefsSession session(game(
                {{"Yvain", fv::Control::normal}, {"Aliénor", fv::Control::normal}, {"Baudouin", fv::Control::easy}},
                10));
            auto& controller = session.controller();
            controller.setComputerPause(3'600'000);
            QVERIFY(shownAtLaptopSize(session.view()));
            playComputers(controller, 2000);
            QVERIFY(controller.state().step == fv::Step::over);
            QVERIFY(!controller.canUndo()); // a finished game stands
            // The log says who closed fiefs and what each move did to the scores.
            const QString log = controller.log().join(QLatin1Char('\n'));
            QVERIFY2(log.contains(code == QLatin1String("en") ? QStringLiteral("now holds")
                                                              : QStringLiteral("détient désormais")),
                qPrintable(log.right(300)));
            QVERIFY2(log.contains(code == QLatin1String("en") ? QStringLiteral(" gains ") : QStringLiteral(" gagne ")),
                qPrintable(log.right(300)));
            // The end announced: each move that left one or two castles outside a fief, fewer
            // than before, says so (counted again here from the moves themselves).
            int announced = 0;
            {
                const auto moves = controller.game().history().applied();
                auto replay = fv::Game::create(controller.game().options()).value();
                const auto open = [](const fv::State& state) {
                    const fv::Regions regions(state.position);
                    std::size_t count = 0;
                    for (int player = 0; player < state.position.player_count(); ++player)
                        count += fv::open_castles(state.position, regions, player).size();
                    return static_cast<int>(count);
                };
                for (const auto& move : moves) {
                    const fv::State before = replay.state();
                    QVERIFY(replay.play(move));
                    const fv::State& after = replay.state();
                    if (before.step != fv::Step::setup && after.step != fv::Step::over && after.step != fv::Step::die
                        && open(after) > 0 && open(after) <= 2 && open(after) < open(before))
                        ++announced;
                }
            }
            const QString ends = code == QLatin1String("en")
                ? QStringLiteral("the game ends when none is")
                : QStringLiteral("la partie s’arrête quand il n’en reste aucun");
            QCOMPARE(static_cast<int>(log.count(ends)), announced);
            QVERIFY(announced > 0); // this game (seed 10) comes to its end by the castles
            // The players' points alone once over (a winner past the King token read « 45 of 40 »).
            const auto* players = session.view().findChild<QTreeWidget*>(QStringLiteral("players"));
            for (int row = 0; row < players->topLevelItemCount(); ++row) {
                bool number = false;
                QLocale().toInt(players->topLevelItem(row)->text(1), &number);
                QVERIFY2(number, qPrintable(players->topLevelItem(row)->text(1)));
            }
            auto* results = session.view().findChild<QTextBrowser*>(QStringLiteral("results"));
            QVERIFY(results->isVisible());
            QVERIFY(!session.view().findChild<QListWidget*>(QStringLiteral("targets"))->isVisible());
            const QString text = results->toPlainText();
            const fv::Regions regions(controller.state().position);
            for (const auto& region : regions.all())
                if (region.kind == fv::RegionKind::fief)
                    QVERIFY2(text.contains(QString::fromStdString(fv::space_name(region.castle))), qPrintable(text));
            QVERIFY2(text.contains(code == QLatin1String("en") ? QStringLiteral("wins") : QStringLiteral("gagne")),
                qPrintable(text.left(300)));
            test::saveShot(session.view(), QStringLiteral("fiefs-results-%1.png").arg(code));

            // The results opened by themselves, whole: the winner, why it ended (the engine's
            // game_end), a line per player, and Play again, which asks for another game.
            QDialog* dialog = nullptr;
            QTRY_VERIFY((dialog = resultsDialog()) != nullptr);
            const QString shown = dialog->findChild<QTextBrowser*>(QStringLiteral("results"))->toPlainText();
            const auto end = fv::game_end(controller.state());
            QVERIFY(end);
            const QString why = end->ending == fv::Ending::king_token
                ? (code == QLatin1String("en") ? QStringLiteral("King token") : QStringLiteral("Roi"))
                : (code == QLatin1String("en") ? QStringLiteral("castle") : QStringLiteral("château"));
            QVERIFY2(shown.contains(why, Qt::CaseInsensitive), qPrintable(shown.left(400)));
            for (const QString& name : controller.names())
                QVERIFY(shown.contains(name));
            QVERIFY(dialog->frameGeometry().height() <= dialog->screen()->availableGeometry().height());
            test::saveShot(*dialog, QStringLiteral("fiefs-results-dialog-%1.png").arg(code));
            int asked = 0;
            connect(&session, &gui::GameSession::playAgainRequested, [&] { ++asked; });
            auto* again = dialog->findChild<QPushButton*>(QStringLiteral("playAgainButton"));
            QVERIFY(again);
            again->click();
            QCOMPARE(asked, 1);
            QTRY_VERIFY(resultsDialog() == nullptr);
            // The Game menu opens them again.
            const auto actions = session.gameActions();
            QCOMPARE(actions.size(), 1);
            QVERIFY(actions.front()->isEnabled());
            actions.front()->trigger();
            QTRY_VERIFY((dialog = resultsDialog()) != nullptr);
            dialog->close();
            QTRY_VERIFY(resultsDialog() == nullptr);
        }
        language.setLanguage(QStringLiteral("en"));
    }

    // Picking a castle site shows Cancel below the targets and changes the heading (it wraps in
    // French): nothing in the panel moves under the mouse for them, in either language.
    void thePanelStaysPutWhenAnActionIsPicked()
    {
        app::LanguageManager language;
        for (const auto* code : {"en", "fr"}) {
            language.setLanguage(QString::fromLatin1(code));
            fv::ui::FiefsSession session(game({{"Anne-Charlotte", fv::Control::human}, {"Bot", fv::Control::easy}}, 7));
            auto& view = session.view();
            session.controller().setComputerPause(0);
            QVERIFY(shownAtLaptopSize(view));
            auto* log = view.findChild<QListWidget*>(QStringLiteral("log"));
            auto* targets = view.findChild<QListWidget*>(QStringLiteral("targets"));
            auto* players = view.findChild<QTreeWidget*>(QStringLiteral("players"));
            const QRect logBefore = log->geometry();
            const QRect targetsBefore = targets->geometry();
            const QRect playersBefore = players->geometry();
            clickSpace(view, session.controller().targetSpaces().front());
            QCOMPARE(session.controller().pickedSpaces().size(), std::size_t {1});
            QVERIFY(view.findChild<QPushButton*>(QStringLiteral("cancelAction"))->isVisible());
            QCoreApplication::processEvents();
            QCOMPARE(players->geometry(), playersBefore);
            QCOMPARE(targets->geometry(), targetsBefore);
            QCOMPARE(log->geometry(), logBefore);
        }
        language.setLanguage(QStringLiteral("en"));
    }

    // A click the rules refuse says why, in the game's words; Escape lets go of what was picked;
    // the heading follows the setup's two clicks; the players' table says who the computers are.
    void aRefusedClickSaysWhyAndEscapeLetsGo()
    {
        fv::ui::FiefsSession session(game({{"Anne", fv::Control::human}, {"Bot", fv::Control::easy}}, 7));
        auto& view = session.view();
        auto& controller = session.controller();
        controller.setComputerPause(0);
        QVERIFY(shownAtLaptopSize(view));
        auto* refusal = view.findChild<QLabel*>(QStringLiteral("refusal"));
        auto* turn = view.findChild<QLabel*>(QStringLiteral("turn"));
        const auto sites = controller.targetSpaces();
        QVERIFY(!sites.empty());
        fv::Space elsewhere = 0;
        while (std::ranges::find(sites, elsewhere) != sites.end())
            ++elsewhere;
        clickSpace(view, elsewhere);
        QVERIFY(refusal->isVisible());
        QVERIFY2(!refusal->text().isEmpty(), "a click on no castle site says why");
        QVERIFY(turn->text().contains(QStringLiteral("places a castle")));
        clickSpace(view, sites.front());
        QCOMPARE(controller.pickedSpaces().size(), std::size_t {1});
        QVERIFY2(turn->text().contains(QStringLiteral("first knight")), qPrintable(turn->text()));
        view.activateWindow();
        view.board()->setFocus();
        QTest::keyClick(view.board(), Qt::Key_Escape);
        QVERIFY(controller.pickedSpaces().empty());
        QVERIFY(turn->text().contains(QStringLiteral("places a castle")));
        // One click in the list of targets picks one, as a click on the board does; a second
        // click at once (a double click) picks nothing more.
        auto* targets = view.findChild<QListWidget*>(QStringLiteral("targets"));
        const QPoint firstTarget = targets->visualItemRect(targets->item(0)).center();
        QTest::mouseClick(targets->viewport(), Qt::LeftButton, {}, firstTarget);
        QCOMPARE(controller.pickedSpaces().size(), std::size_t {1});
        QTest::mouseClick(targets->viewport(), Qt::LeftButton, {}, firstTarget);
        QCOMPARE(controller.pickedSpaces().size(), std::size_t {1});
        view.board()->setFocus();
        QTest::keyClick(view.board(), Qt::Key_Escape);
        QVERIFY(controller.pickedSpaces().empty());
        // Reached by its shortcut, the list of targets has its first one chosen.
        targets->setCurrentRow(-1);
        targets->setFocus();
        QCOMPARE(targets->currentRow(), 0);
        auto* players = view.findChild<QTreeWidget*>(QStringLiteral("players"));
        QVERIFY2(players->topLevelItem(1)->text(0).contains(QStringLiteral("Bot — easy")),
            qPrintable(players->topLevelItem(1)->text(0)));
        QCOMPARE(players->topLevelItem(0)->text(0), QStringLiteral("Anne"));
    }

    // At the three sizes a table plays at (a laptop, a small screen, a large one at scale 2: the
    // view's room under the menus), whose turn, the players, the whole price list, the targets
    // and the log are in sight at once, nothing scrolled away; digits buy from the price list.
    void theSidePanelShowsEverythingAtTheThreeSizes()
    {
        app::LanguageManager language;
        language.setLanguage(QStringLiteral("en"));
        fv::ui::FiefsSession session(game(
            {{"Anne", fv::Control::human}, {"Aliénor", fv::Control::normal}, {"Baudouin", fv::Control::easy}}, 10));
        auto& view = session.view();
        auto& controller = session.controller();
        controller.setComputerPause(3'600'000);
        QVERIFY(shownAtLaptopSize(view));
        playComputers(controller, 3 * fv::castles_each(3));
        while (controller.state().current != 0)
            playComputers(controller, 1);
        QVERIFY(controller.state().step == fv::Step::action);
        for (const QSize size : {QSize(1280, 740), QSize(1024, 640), QSize(960, 480)}) {
            view.resize(size);
            QTRY_COMPARE(view.size(), size);
            QTest::qWait(20);
            const QRect room = view.rect();
            const auto inSight = [&](QWidget* widget) {
                return widget && widget->isVisible()
                    && room.contains(QRect(widget->mapTo(&view, QPoint(0, 0)), widget->size()));
            };
            QVERIFY(inSight(view.findChild<QLabel*>(QStringLiteral("turn"))));
            auto* players = view.findChild<QTreeWidget*>(QStringLiteral("players"));
            QVERIFY(inSight(players));
            // Every player's row whole in the table, no scroll bar over the last one.
            QVERIFY(!players->horizontalScrollBar()->isVisible());
            for (int row = 0; row < players->topLevelItemCount(); ++row)
                QVERIFY2(players->viewport()->rect().contains(players->visualItemRect(players->topLevelItem(row))),
                    qPrintable(QStringLiteral("row %1 at %2x%3").arg(row).arg(size.width()).arg(size.height())));
            for (const fv::Action action : fv::all_actions) {
                QVERIFY2(inSight(actionButton(view, action)),
                    qPrintable(QStringLiteral("%1x%2").arg(size.width()).arg(size.height())));
                // Its words whole, not cut at the button's edge.
                QVERIFY2(actionButton(view, action)->width() >= actionButton(view, action)->sizeHint().width(),
                    qPrintable(QStringLiteral("%1 at %2x%3")
                                   .arg(actionButton(view, action)->text())
                                   .arg(size.width())
                                   .arg(size.height())));
            }
            // Why an action cannot be bought: one line each, none running into the next.
            for (std::size_t i = 0; i + 1 < fv::all_actions.size(); ++i) {
                QLabel* reason = whyNot(view, fv::all_actions[i]);
                QLabel* next = whyNot(view, fv::all_actions[i + 1]);
                QVERIFY(!reason->geometry().intersects(next->geometry()));
                QVERIFY(reason->height() < 2 * reason->fontMetrics().lineSpacing());
            }
            // Before an action is picked the targets' list is away and the log has its room...
            auto* targets = view.findChild<QListWidget*>(QStringLiteral("targets"));
            auto* log = view.findChild<QListWidget*>(QStringLiteral("log"));
            QVERIFY(!targets->isVisible());
            QVERIFY(inSight(log));
            QTRY_COMPARE(log->verticalScrollBar()->value(), log->verticalScrollBar()->maximum()); // the newest line
            const int logAlone = log->height();
            // ... once picked, the targets and the log are both in sight, the newest line still shown.
            controller.chooseAction(fv::Action::one_border);
            QTest::qWait(20);
            QVERIFY(inSight(targets));
            QVERIFY(targets->count() > 0);
            QVERIFY(inSight(log));
            QVERIFY(log->height() >= 60);
            QVERIFY(logAlone > log->height());
            QTRY_COMPARE(log->verticalScrollBar()->value(), log->verticalScrollBar()->maximum());
            QVERIFY(view.board()->width() >= 360);
            test::saveShot(view, QStringLiteral("fiefs-layout-%1x%2.png").arg(size.width()).arg(size.height()));
            controller.cancelAction();
            QTest::qWait(20);
        }
        // Beside the targets (960x480 here) the reasons have no room: a click on an action that
        // cannot be bought says why where the prompt was.
        QVERIFY(!whyNot(view, fv::Action::three_borders)->isVisible());
        const auto unavailable = std::ranges::find_if(
            fv::all_actions, [&](fv::Action action) { return !actionButton(view, action)->isEnabled(); });
        QVERIFY(unavailable != fv::all_actions.end());
        // ... and under the price list, each after its action's key, where there is room.
        auto* whyNotList = view.findChild<QLabel*>(QStringLiteral("whyNotList"));
        QVERIFY(whyNotList && whyNotList->isVisible());
        QVERIFY2(whyNotList->text().contains(whyNot(view, *unavailable)->toolTip()), qPrintable(whyNotList->text()));
        // ... as wide as the price list asks without it: a long reason wraps rather than
        // widening the column and squeezing the log beside it.
        auto* panel = view.findChild<QWidget*>(QStringLiteral("pricePanel"));
        QVERIFY(panel);
        const int withReasons = panel->sizeHint().width();
        whyNotList->hide();
        QCOMPARE(panel->sizeHint().width(), withReasons);
        whyNotList->show();
        auto* refusal = view.findChild<QLabel*>(QStringLiteral("refusal"));
        QVERIFY(!refusal->isVisible());
        QTest::mouseClick(actionButton(view, *unavailable), Qt::LeftButton);
        QVERIFY(refusal->isVisible());
        QCOMPARE(refusal->text(), whyNot(view, *unavailable)->toolTip());
        QVERIFY(!controller.action().has_value());
        // Each action says what it does, in the rules' words (the die tables from the engine).
        for (const fv::Action action : fv::all_actions)
            QVERIFY(!actionButton(view, action)->toolTip().isEmpty());
        QVERIFY(actionButton(view, fv::Action::special_income)->toolTip().contains(QStringLiteral("1 to 5")));
        QVERIFY(actionButton(view, fv::Action::alliance)->toolTip().contains(QStringLiteral("3: 7 ducats")));
        // The keys the price list shows: 9 takes 3 ducats from anywhere in the view.
        const int ducats = controller.state().position.players[0].ducats;
        view.board()->setFocus();
        QTest::keyClick(view.board(), Qt::Key_9);
        QCOMPARE(controller.state().position.players[0].ducats >= ducats + fv::ducats_taken, true);
        // In French too, whose words are longer: at scale 2, « Placer 2 chevaliers » whole.
        language.setLanguage(QStringLiteral("fr"));
        QCoreApplication::sendPostedEvents();
        view.resize(960, 480);
        QTest::qWait(20);
        for (const fv::Action action : fv::all_actions)
            QVERIFY2(actionButton(view, action)->width() >= actionButton(view, action)->sizeHint().width(),
                qPrintable(actionButton(view, action)->text()));
        // On a small screen, the players' names whole (« Aliénor — normal »), not « Alié… ».
        view.resize(1024, 640);
        QTest::qWait(20);
        auto* table = view.findChild<QTreeWidget*>(QStringLiteral("players"));
        for (int row = 0; row < table->topLevelItemCount(); ++row) {
            const QString name = table->topLevelItem(row)->text(0);
            QVERIFY2(
                table->header()->sectionSize(0) >= table->fontMetrics().horizontalAdvance(name) + 24, qPrintable(name));
        }
        language.setLanguage(QStringLiteral("en"));
    }

    // On a small screen (1024x700), with four seats named as the new-game dialog names them: the
    // board takes at least half the width, the log shows eight lines and Cancel is whole, under
    // the targets, not over them; in both languages, while castles are placed and while an action
    // is. A key of an action that cannot be bought says why, and the board goes on answering.
    void onASmallScreenTheBoardHasHalfTheWidthAndTheLogEightLines()
    {
        app::LanguageManager language;
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("fr")}) {
            language.setLanguage(code);
            const bool french = code == QLatin1String("fr");
            const auto computer = [&](int seat) {
                return french ? QStringLiteral("Joueur %1 (ordinateur)").arg(seat)
                              : QStringLiteral("Player %1 (computer)").arg(seat);
            };
            fv::ui::FiefsSession session(game(
                {{french ? "Joueur 1" : "Player 1", fv::Control::human},
                    {computer(2).toStdString(), fv::Control::normal}, {computer(3).toStdString(), fv::Control::normal},
                    {computer(4).toStdString(), fv::Control::easy}},
                11));
            auto& view = session.view();
            auto& controller = session.controller();
            controller.setComputerPause(3'600'000);
            QVERIFY(shownAtLaptopSize(view));
            const QSize room = test::screen_rooms()[1].view;
            view.resize(room);
            QTRY_COMPARE(view.size(), room);
            auto* log = view.findChild<QListWidget*>(QStringLiteral("log"));
            auto* targets = view.findChild<QListWidget*>(QStringLiteral("targets"));
            auto* cancel = view.findChild<QPushButton*>(QStringLiteral("cancelAction"));
            const auto checkRoom = [&](const char* when) {
                QTest::qWait(20);
                const QString where = code + QLatin1Char(' ') + QLatin1String(when);
                QVERIFY2(view.board()->width() * 2 >= view.width(),
                    qPrintable(
                        where + QStringLiteral(": board %1 of %2").arg(view.board()->width()).arg(view.width())));
                QVERIFY2(log->viewport()->height() >= 8 * log->fontMetrics().lineSpacing(),
                    qPrintable(where + QStringLiteral(": log %1 high").arg(log->viewport()->height())));
                for (const QWidget* part : {static_cast<const QWidget*>(log), static_cast<const QWidget*>(targets)}) {
                    const QString problem = test::wholeInSight(part, view);
                    QVERIFY2(problem.isEmpty(), qPrintable(where + QStringLiteral(": ") + problem));
                }
                if (cancel->isVisible()) {
                    const QString problem = test::wholeInSight(cancel, view);
                    QVERIFY2(problem.isEmpty(), qPrintable(where + QStringLiteral(": ") + problem));
                }
                const QString overlap = test::noneOverlaps({log, targets, cancel, view.board()}, view);
                QVERIFY2(overlap.isEmpty(), qPrintable(where + QStringLiteral(": ") + overlap));
                test::saveShot(view, QStringLiteral("fiefs-1024x700-%1-%2.png").arg(code, QLatin1String(when)));
            };
            QVERIFY(targets->isVisible()); // the first castle's meadows
            checkRoom("setup");
            playComputers(controller, 3 * fv::castles_each(4));
            while (controller.state().current != 0 || controller.state().step != fv::Step::action)
                playComputers(controller, 1);
            // A key of an action that cannot be bought says why...
            const auto unavailable = std::ranges::find_if(
                fv::all_actions, [&](fv::Action action) { return !actionButton(view, action)->isEnabled(); });
            QVERIFY(unavailable != fv::all_actions.end());
            view.board()->setFocus();
            const int key
                = (static_cast<int>(std::ranges::find(fv::all_actions, *unavailable) - fv::all_actions.begin()) + 1)
                % 10;
            QTest::keyClick(view.board(), static_cast<Qt::Key>(Qt::Key_0 + key));
            auto* refusal = view.findChild<QLabel*>(QStringLiteral("refusal"));
            QVERIFY(refusal->isVisible());
            QCOMPARE(refusal->text(), whyNot(view, *unavailable)->toolTip());
            // ... and the board still takes a border after it.
            QTest::keyClick(view.board(), Qt::Key_1);
            QCOMPARE(controller.action(), std::optional(fv::Action::one_border));
            checkRoom("action");
            const auto before = controller.game().history().cursor();
            const fv::Edge edge = controller.targetEdges().front();
            QTest::mouseClick(view.board(), Qt::LeftButton, {}, view.board()->edgePoint(edge).toPoint());
            QTRY_VERIFY(controller.game().history().cursor() > before);
        }
        language.setLanguage(QStringLiteral("en"));
    }

    // 10,000 seeded random events (fewer under the sanitizers) on a person's game against two
    // computers (easy ones: the normal one's thinking would take the test's time): clicks on the board, targets chosen
    // in the list, the price list's keys, any key, the panel's buttons, undo, redo, save and reopen, the language; the
    // computers' turns played as they come. The game must really be played, and always show what its history replays.
    void aMonkeyCannotBreakTheGame()
    {
        const int events = tablee::test::monkey_events;
        app::LanguageManager language;
        language.setLanguage(QStringLiteral("en"));
        tablee::core::Random random(tablee::test::monkey_seed(20261126));
        const auto module = gui::make_fiefs_variant_module();
        std::uint64_t seed = 1;
        const auto newSession = [&] {
            auto session = std::make_unique<fv::ui::FiefsSession>(
                game({{"Anne", fv::Control::human}, {"Aliénor", fv::Control::easy}, {"Baudouin", fv::Control::easy}},
                    seed++));
            session->controller().setComputerPause(3'600'000); // played below, on the test's clock
            session->view().resize(1180, 760);
            session->view().show();
            return session;
        };
        auto session = newSession();
        const tablee::test::MenuAnswerer menus(20261127);
        const std::array keys {Qt::Key_Return, Qt::Key_Escape, Qt::Key_Tab, Qt::Key_Space, Qt::Key_Plus, Qt::Key_Minus,
            Qt::Key_Left, Qt::Key_Down, Qt::Key_Up, Qt::Key_Right, Qt::Key_0, Qt::Key_5, Qt::Key_9};
        int personMoves = 0;
        int finished = 0;
        for (int event = 0; event < events; ++event) {
            auto& view = session->view();
            auto& controller = session->controller();
            if (controller.isComputerToMove()) {
                playComputers(controller, 1);
                continue;
            }
            const auto before = controller.game().history().cursor();
            const int what = random.between(0, 99);
            if (what < 30) { // a click on the board: on a target, a space, anywhere
                auto* board = view.board();
                QPoint point(random.between(0, board->width() - 1), random.between(0, board->height() - 1));
                const auto targets = controller.targetSpaces();
                const auto edges = controller.targetEdges();
                if (const int aim = random.between(0, 3); aim == 0 && !targets.empty())
                    point = board->spacePoint(targets[random.below(targets.size())]).toPoint();
                else if (aim == 1 && !edges.empty())
                    point = board->edgePoint(edges[random.below(edges.size())]).toPoint();
                else if (aim == 2)
                    point = board->spacePoint(static_cast<fv::Space>(random.below(fv::space_count))).toPoint();
                QTest::mouseClick(board, Qt::LeftButton, {}, point);
            } else if (what < 45) { // a target from the list, by keyboard
                auto* targets = view.findChild<QListWidget*>(QStringLiteral("targets"));
                if (targets->count() > 0) {
                    targets->setFocus();
                    targets->setCurrentRow(
                        static_cast<int>(random.below(static_cast<std::uint64_t>(targets->count()))));
                    QTest::keyClick(targets, Qt::Key_Return);
                }
            } else if (what < 62) { // the price list's keys, where the focus is
                QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : view.board();
                QTest::keyClick(target, static_cast<Qt::Key>(Qt::Key_0 + random.between(0, 9)));
            } else if (what < 72) { // any key
                QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : view.board();
                QTest::keyClick(target, keys[random.below(keys.size())]);
            } else if (what < 78) { // the panel's buttons
                for (const char* name : {"cancelAction", "declineKnight", "makeAlliance"})
                    if (auto* button = view.findChild<QPushButton*>(QLatin1String(name));
                        button && button->isVisible() && random.below(2) == 0)
                        button->click();
            } else if (what < 84) {
                session->undo();
            } else if (what < 87) {
                session->redo();
            } else if (what < 92) { // saved and opened again
                auto reopened = module->loadGame(session->saveGame());
                QVERIFY(reopened);
                auto* restored = static_cast<fv::ui::FiefsSession*>(reopened->release());
                QVERIFY(restored->controller().state() == controller.state());
                restored->controller().setComputerPause(3'600'000);
                session.reset(restored);
                session->view().resize(1180, 760);
                session->view().show();
            } else if (what < 95) { // the language
                language.setLanguage(random.below(2) == 0 ? QStringLiteral("fr") : QStringLiteral("en"));
            } else { // a resize: the panel above or beside the targets
                view.resize(random.between(900, 1400), random.between(460, 820));
            }
            if (session->controller().game().history().cursor() > before)
                ++personMoves;
            if (event % 100 == 0)
                QVERIFY2(tablee::test::showsWhatItsHistoryReplays(session->controller()),
                    qPrintable(QString::number(event)));
            if (session->controller().isOver()) {
                ++finished;
                QTRY_VERIFY(resultsDialog() != nullptr); // the results, opened by themselves
                resultsDialog()->close();
                session = newSession();
            }
        }
        language.setLanguage(QStringLiteral("en"));
        QVERIFY2(personMoves > events / 40, qPrintable(QString::number(personMoves)));
        qInfo("monkey: %d events, %d moves by the person, %d games finished, %d menus", events, personMoves, finished,
            menus.answered());
    }

    // Seed 1 with the sub-variant: after 84 moves (the dice not counted) one of Anne's fiefs
    // touches three fiefs of others (found by playing the seeds in order).
    void aWideAllianceTakesInSeveralFiefs()
    {
        fv::ui::FiefsSession session(fv::Game::create(
            {{{"Anne", fv::Control::human}, {"Aliénor", fv::Control::normal}, {"Baudouin", fv::Control::easy}},
                {false, true}, 1})
                                         .value());
        auto& controller = session.controller();
        controller.setComputerPause(3'600'000);
        playComputers(controller, 84);
        QCOMPARE(controller.state().current, 0);
        QVERIFY(controller.state().position.players[0].ducats >= 2); // an attempt and the 1 ducat more
        controller.chooseAction(fv::Action::alliance);
        QVERIFY(controller.action() == fv::Action::alliance);
        // The list of targets offers the fiefs, by owner and castle, not each of their spaces.
        const auto* targetList = session.view().findChild<QListWidget*>(QStringLiteral("targets"));
        const auto offered = controller.targetFiefs();
        QCOMPARE(targetList->count(), static_cast<int>(offered.size()));
        QVERIFY(controller.targetSpaces().size() > offered.size());
        for (int row = 0; row < targetList->count(); ++row)
            QVERIFY2(targetList->item(row)->text().contains(QStringLiteral("’s fief at ")),
                qPrintable(targetList->item(row)->text()));
        // The fief with several neighbours to ally with, and two of them: each clicked, then its marker.
        const auto alliances = fv::legal_alliances(controller.state());
        std::map<fv::Space, std::vector<fv::AttemptAlliance>> byFief;
        for (const auto& alliance : alliances)
            if (std::ranges::none_of(byFief[alliance.fief], [&](const fv::AttemptAlliance& seen) {
                    return seen.partners.front().fief == alliance.partners.front().fief;
                }))
                byFief[alliance.fief].push_back(alliance);
        const auto several = std::ranges::find_if(byFief, [](const auto& entry) { return entry.second.size() >= 2; });
        QVERIFY(several != byFief.end());
        for (std::size_t partner = 0; partner < 2; ++partner) {
            const auto& alliance = several->second[partner];
            const auto targets = controller.targetSpaces();
            QVERIFY(std::ranges::find(targets, alliance.partners.front().fief) != targets.end());
            controller.pickSpace(alliance.partners.front().fief);
            const auto markers = controller.targetSpaces();
            QVERIFY(std::ranges::find(markers, alliance.partners.front().marker) != markers.end());
            // A click off the markers is refused for its own sake: the marker's rule, with the
            // space clicked (a review read "not f2", the fief accepted the step before).
            for (fv::Space elsewhere = 0; elsewhere < fv::space_count; ++elsewhere)
                if (std::ranges::find(markers, elsewhere) == markers.end()) {
                    std::optional<tablee::core::Error> why;
                    const auto said = QObject::connect(&controller, &tablee::gui::GameController::moveRejected,
                        [&](const tablee::core::Error& reason) { why = reason; });
                    controller.pickSpace(elsewhere);
                    QObject::disconnect(said);
                    QVERIFY(why);
                    QCOMPARE(why->code, std::string("fiefs_variant.alliance_marker"));
                    QCOMPARE(why->args.front(), fv::space_name(elsewhere));
                    break;
                }
            controller.pickSpace(alliance.partners.front().marker);
            QCOMPARE(controller.alliancePartners().size(), partner + 1);
        }
        QVERIFY(!session.view().findChild<QPushButton*>(QStringLiteral("makeAlliance"))->isHidden());
        const auto moves = controller.game().history().cursor();
        const auto alliancesBefore = controller.state().position.alliances.size();
        controller.makeAlliance();
        // The attempt, and chance's die after it, rolled at once.
        QCOMPARE(controller.game().history().cursor(), moves + 2);
        const auto applied = controller.game().history().applied();
        QVERIFY(std::holds_alternative<fv::RollDie>(applied.back()));
        const auto& made = std::get<fv::AttemptAlliance>(applied[applied.size() - 2]);
        QCOMPARE(made.partners.size(), std::size_t {2});
        // The log says whether it was made and what it cost (the die's line), before the next
        // player's mine income, a line of its own.
        const auto* log = session.view().findChild<QListWidget*>(QStringLiteral("log"));
        QString said;
        for (int row = std::max(0, log->count() - 2); row < log->count(); ++row)
            if (log->item(row)->text().contains(QStringLiteral("allian")))
                said = log->item(row)->text();
        QVERIFY2(said.contains(QStringLiteral("die")), qPrintable(said));
        // The partners by their owners, and nothing said to "you" in a line about a player.
        QVERIFY2(said.contains(QStringLiteral("’s fief at ")), qPrintable(said));
        QVERIFY2(!said.contains(QStringLiteral("you")), qPrintable(said));
        QVERIFY2(
            said.contains(QStringLiteral("fails")) != (controller.state().position.alliances.size() > alliancesBefore),
            qPrintable(said));
        QVERIFY(shownAtLaptopSize(session.view()));
        test::saveShot(session.view(), QStringLiteral("fiefs-alliance.png"));
        // A space pointed at says what it is: whose fief and its worth, whose piece, open land.
        const auto& position = controller.state().position;
        const fv::Regions regions(position);
        const auto* board = session.view().board();
        bool sawFief = false;
        bool sawOpen = false;
        for (fv::Space space = 0; space < fv::space_count; ++space) {
            const QString described = board->spaceDescription(space);
            QVERIFY(described.startsWith(QString::fromStdString(fv::space_name(space))));
            if (position.castle_at(space) != fv::no_player)
                QVERIFY2(described.contains(QStringLiteral("’s castle")), qPrintable(described));
            if (regions.of(space).kind == fv::RegionKind::fief) {
                sawFief = true;
                QVERIFY2(
                    described.contains(QStringLiteral("’s fief at ")) && described.contains(QStringLiteral("worth")),
                    qPrintable(described));
            } else if (regions.of(space).kind == fv::RegionKind::open_land) {
                sawOpen = true;
                QVERIFY2(described.contains(QStringLiteral("Open land")), qPrintable(described));
            }
        }
        QVERIFY(sawFief && sawOpen);
        for (const auto& alliance : position.alliances)
            QVERIFY(board->spaceDescription(alliance.marker).contains(QStringLiteral("alliance marker")));
    }

    // Before a border is placed, the fiefs it would close are shown: pointed at on the board or
    // chosen in the list of targets.
    void theFiefABorderWouldCloseIsPreviewed()
    {
        fv::ui::FiefsSession session(fv::Game::create(
            {{{"Anne", fv::Control::human}, {"Aliénor", fv::Control::normal}, {"Baudouin", fv::Control::easy}}, {}, 1})
                                         .value());
        auto& controller = session.controller();
        auto& view = session.view();
        controller.setComputerPause(3'600'000);
        QVERIFY(shownAtLaptopSize(view));
        // Anne's turns come round until one border of hers would close a fief.
        std::optional<fv::Edge> closing;
        for (int turn = 0; turn < 40 && !closing && controller.state().step != fv::Step::over; ++turn) {
            if (controller.state().current == 0 && controller.state().step == fv::Step::action
                && !fv::why_not(controller.state(), fv::Action::one_border)) {
                controller.chooseAction(fv::Action::one_border);
                const auto fiefs = [](const fv::Position& position) {
                    const fv::Regions regions(position);
                    return std::ranges::count_if(
                        regions.all(), [](const fv::Region& region) { return region.kind == fv::RegionKind::fief; });
                };
                for (const auto edge : controller.targetEdges())
                    if (const auto after = controller.previewWith(edge);
                        after && fiefs(*after) > fiefs(controller.state().position))
                        closing = edge;
                if (closing)
                    break;
                controller.cancelAction();
            }
            playComputers(controller, 1);
        }
        QVERIFY(closing);
        // Pointed at with the mouse: the board shows the position with that border.
        QTest::mouseMove(view.board(), view.board()->edgePoint(*closing).toPoint());
        QVERIFY(view.board()->previewed());
        QVERIFY(view.board()->previewed()->borders[static_cast<std::size_t>(*closing)]);
        test::saveShot(view, QStringLiteral("fiefs-preview.png"));
        // Chosen in the list of targets, by keyboard: the same.
        QTest::mouseMove(view.board(), QPoint(2, 2));
        auto* targets = view.findChild<QListWidget*>(QStringLiteral("targets"));
        for (int row = 0; row < targets->count(); ++row)
            if (targets->item(row)->data(Qt::UserRole).toInt() == *closing)
                targets->setCurrentRow(row);
        QVERIFY(view.board()->previewed());
        QVERIFY(view.board()->previewed()->borders[static_cast<std::size_t>(*closing)]);
    }

    void everyPlayerHasAMarkOfTheirOwn()
    {
        QCOMPARE(fv::ui::playerMarks({QStringLiteral("Anne"), QStringLiteral("Aliénor"), QStringLiteral("Baudouin")}),
            QStringList({QStringLiteral("An"), QStringLiteral("Al"), QStringLiteral("B")}));
        QCOMPARE(fv::ui::playerMarks({QStringLiteral("anne"), QString()}),
            QStringList({QStringLiteral("A"), QStringLiteral("2")}));
    }

    void aGameSavedComesBackAsItWas()
    {
        fv::ui::FiefsSession session(game({{"Anne", fv::Control::human}, {"Bot", fv::Control::easy}}, 5));
        session.controller().setComputerPause(3'600'000);
        playComputers(session.controller(), 30);
        const auto module = gui::make_fiefs_variant_module();
        auto loaded = module->loadGame(session.saveGame());
        QVERIFY(loaded);
        auto* restored = dynamic_cast<fv::ui::FiefsSession*>(loaded->get());
        QVERIFY(restored);
        QVERIFY(restored->controller().state() == session.controller().state());
        QCOMPARE(restored->controller().log(), session.controller().log());
    }

    void theNewGameDialog()
    {
        app::LanguageManager language;
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("fr")}) {
            language.setLanguage(code);
            fv::ui::NewGameDialog dialog;
            dialog.findChild<QSpinBox*>(QStringLiteral("playerCount"))->setValue(3);
            dialog.findChild<QLineEdit*>(QStringLiteral("name_0"))->setText(QStringLiteral("Anne"));
            dialog.findChild<QComboBox*>(QStringLiteral("control_1"))->setCurrentIndex(1);
            dialog.findChild<QComboBox*>(QStringLiteral("control_2"))->setCurrentIndex(2);
            dialog.findChild<QLineEdit*>(QStringLiteral("seed"))->setText(QStringLiteral("42"));
            const auto options = dialog.options();
            QVERIFY(options);
            QCOMPARE(options->players.size(), std::size_t {3});
            QCOMPARE(options->players[0].name, std::string("Anne"));
            QVERIFY(options->players[1].control == fv::Control::easy);
            QVERIFY(options->players[2].control == fv::Control::normal);
            QCOMPARE(options->seed, std::uint64_t {42});
            dialog.show();
            test::saveShot(dialog, QStringLiteral("fiefs-new-game-%1.png").arg(code));
            QVERIFY2(test::clashingMnemonics(dialog).isEmpty(), qPrintable(test::clashingMnemonics(dialog).join(';')));
            // Two seats of one name: the dialog says why before Start.
            dialog.findChild<QLineEdit*>(QStringLiteral("name_1"))->setText(QStringLiteral("Anne"));
            QVERIFY(!dialog.options());
            QVERIFY(!dialog.findChild<QLabel*>(QStringLiteral("problem"))->text().isEmpty());
        }
        language.setLanguage(QStringLiteral("en"));
    }

    // A friend named in a seat the computer holds by default is seated as a person (the game gave
    // « Dora » to the computer, a review); a computer chosen by hand keeps its seat, named.
    void aNameTypedInAComputersSeatSeatsAPerson()
    {
        fv::ui::NewGameDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* control = dialog.findChild<QComboBox*>(QStringLiteral("control_1"));
        QVERIFY(control->currentIndex() != 0); // seat 2: a computer by default
        QTest::keyClicks(dialog.findChild<QLineEdit*>(QStringLiteral("name_1")), QStringLiteral("Dora"));
        QCOMPARE(control->currentIndex(), 0);
        QVERIFY(dialog.options()->players[1].control == fv::Control::human);
        // The wheel over a list not clicked scrolls the dialog, never changes the seat.
        auto* other = dialog.findChild<QComboBox*>(QStringLiteral("control_2"));
        const int before = other->currentIndex();
        const QPointF middle(other->width() / 2.0, other->height() / 2.0);
        QWheelEvent wheel(middle, other->mapToGlobal(middle), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
            Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(other, &wheel);
        QCOMPARE(other->currentIndex(), before);
        // Chosen by hand, the computer stays whatever is typed.
        control->setCurrentIndex(1);
        emit control->activated(1);
        QTest::keyClicks(dialog.findChild<QLineEdit*>(QStringLiteral("name_1")), QStringLiteral("Bot"));
        QCOMPARE(control->currentIndex(), 1);
    }

    // No two seats' colours are alike (orange and vermilion read as one): each pair apart by far in
    // RGB, besides each seat's letter.
    void noTwoSeatsColoursAreAlike()
    {
        for (int a = 0; a < 4; ++a)
            for (int b = a + 1; b < 4; ++b) {
                const QColor one = fv::ui::playerColour(a);
                const QColor other = fv::ui::playerColour(b);
                const double distance = std::hypot(
                    std::hypot(one.red() - other.red(), one.green() - other.green()), one.blue() - other.blue());
                QVERIFY2(distance > 100, qPrintable(QStringLiteral("seats %1 and %2: %3").arg(a).arg(b).arg(distance)));
            }
    }

    void theRulesShowEveryDecisionInBothLanguages()
    {
        const auto rules
            = test::rulesInBothLanguages(gui::make_fiefs_variant_module(), QStringLiteral("fiefs-rules-fr.png"));
        QCOMPARE(rules.english.count(QStringLiteral("Tablée’s decision")), 21);
        QCOMPARE(rules.french.count(QStringLiteral("Choix de Tablée")), 21);
    }
};

QTEST_MAIN(FiefsUiTests)
#include "fiefs_ui_tests.moc"
