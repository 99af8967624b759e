// SPDX-License-Identifier: GPL-3.0-or-later
// The Dominyam window played as a person would: clicks on the buttons, the dice and the tiles.

#include "app/language.hpp"
#include "dominyam/engine/advisor.hpp"
#include "dominyam/engine/error_codes.hpp"
#include "dominyam/engine/serialization.hpp"
#include "dominyam/ui/board_view.hpp"
#include "dominyam/ui/dice_tray.hpp"
#include "dominyam/ui/dominyam_controller.hpp"
#include "dominyam/ui/dominyam_module.hpp"
#include "dominyam/ui/dominyam_session.hpp"
#include "dominyam/ui/dominyam_texts.hpp"
#include "dominyam/ui/dominyam_view.hpp"
#include "dominyam/ui/high_score_store.hpp"
#include "dominyam/ui/new_game_dialog.hpp"
#include "dominyam/ui/score_sheet_document.hpp"
#include "dominyam/ui/turn_track.hpp"
#include "gui/document_output.hpp"
#include "gui/score_sheet_model.hpp"
#include "gui/score_sheet_view.hpp"
#include "gui/variant_registry.hpp"

#include "dialog_checks.hpp"
#include "document_checks.hpp"
#include "game_checks.hpp"
#include "layout_checks.hpp"
#include "module_checks.hpp"
#include "monkey.hpp"
#include "rules_checks.hpp"
#include "screenshots.hpp"
#include "waiting.hpp"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDialog>
#include <QFile>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPageSize>
#include <QPdfWriter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QShortcut>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <tuple>
#include <vector>

using namespace tablee;
using namespace tablee::dominyam;

namespace {

Game makeGame(std::vector<core::Seat> seats, std::uint64_t seed, bool mental = false)
{
    return Game::create(Options {.seats = std::move(seats), .mental_arithmetic = mental, .seed = seed}).value();
}

void clickTile(ui::DominyamView& view, std::size_t tile)
{
    const QRect rect = view.board()->tileRect(tile);
    QVERIFY2(!rect.isEmpty(), "tile not on the board");
    QTest::mouseClick(view.board(), Qt::LeftButton, {}, rect.center());
}

void clickDie(ui::DominyamView& view, int die)
{
    auto* tray = view.diceTray();
    const QRect rect = tray->dieRect(die);
    QWidget* strip = tray->childAt(rect.center());
    QVERIFY(strip);
    QTest::mouseClick(strip, Qt::LeftButton, {}, strip->mapFrom(tray, rect.center()));
}

// Plays the current person's turn by clicking what the advisor recommends.
void playTurnThroughWidgets(ui::DominyamSession& session)
{
    auto& controller = session.controller();
    auto& view = session.view();
    QVERIFY(!controller.isComputerToMove());
    QTest::mouseClick(view.diceTray()->rollButton(), Qt::LeftButton);
    QVERIFY(controller.state().rolled());
    for (;;) {
        const Advice advice = advise(controller.state());
        if (advice.action == Advice::Action::reroll) {
            for (int die = 0; die < dice_count; ++die)
                if (controller.hold()[static_cast<std::size_t>(die)] != advice.hold[static_cast<std::size_t>(die)])
                    clickDie(view, die);
            QCOMPARE(controller.hold(), advice.hold);
            const int before = controller.state().rolls_made();
            QTest::mouseClick(view.diceTray()->rollButton(), Qt::LeftButton);
            QCOMPARE(controller.state().rolls_made(), before + 1);
            continue;
        }
        if (advice.action == Advice::Action::eat) {
            const auto eatenBefore = controller.state().board().remaining();
            clickTile(view, advice.meal->meal.first);
            QCOMPARE(controller.selectedTile(), std::optional(advice.meal->meal.first));
            clickTile(view, advice.meal->meal.second);
            QCOMPARE(controller.state().board().remaining(), eatenBefore - 2);
        } else {
            QTest::mouseClick(view.diceTray()->passButton(), Qt::LeftButton);
        }
        return;
    }
}

QDialog* openDialog(const QString& name)
{
    for (auto* widget : QApplication::topLevelWidgets())
        if (widget->objectName() == name && widget->isVisible())
            return qobject_cast<QDialog*>(widget);
    return nullptr;
}

} // namespace

class DominyamUiTests : public QObject {
    Q_OBJECT

private slots:
    // Every code the engine can return has a text of its own, in English and in French: none
    // falls back to the engine's English message (src/<variant>/engine/error_codes.hpp).
    void everyErrorCodeHasATextInBothLanguages()
    {
        const auto module = gui::make_dominyam_module();
        const QStringList missing = tablee::test::codesWithoutText(*module, tablee::dominyam::error_codes);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(ui::HighScoreStore().path());
    }

    void playsAWholeSoloGameThroughTheWidgets()
    {
        ui::DominyamSession session(makeGame({{"Ana", false}}, 20261122));
        session.view().resize(1200, 800);
        session.view().show();
        QVERIFY(QTest::qWaitForWindowExposed(&session.view()));

        int turns = 0;
        while (!session.isFinished()) {
            playTurnThroughWidgets(session);
            ++turns;
            QVERIFY(turns <= 14);
            // Before the end the tiles left are no blank: what they would cost if it ended now,
            // in the running total as the end-game lines are.
            if (session.isFinished())
                break;
            const State& now = session.controller().state();
            auto* sheet = session.view().scoreSheet();
            const int tilesLeftRow = sheet->totalRow() - 1;
            QCOMPARE(sheet->headerData(tilesLeftRow, Qt::Vertical).toString(), QStringLiteral("Tiles left"));
            QCOMPARE(sheet->index(tilesLeftRow, 0).data().toInt(), -static_cast<int>(now.board().remaining()));
            const PlayerResult running = results(now).players[0];
            QCOMPARE(running.penalty, -static_cast<int>(now.board().remaining()));
            QCOMPARE(
                running.total, running.meal_points + running.bonus_points + running.end_game.total + running.penalty);
            QCOMPARE(sheet->data(sheet->index(sheet->totalRow(), 0)).toInt(), running.total);
        }
        QCOMPARE(turns, 14);
        const State& state = session.controller().state();
        QCOMPARE(static_cast<int>(state.eaten(0).size() + state.board().remaining()), 28);

        // The score sheet shows the engine's result, penalty included.
        const Results result = results(state);
        QVERIFY(result.final);
        auto* sheet = session.view().scoreSheet();
        QCOMPARE(sheet->data(sheet->index(sheet->totalRow(), 0)).toInt(), result.players[0].total);
        QCOMPARE(sheet->index(sheet->totalRow() - 1, 0).data().typeId(), QMetaType::Int);
        QCOMPARE(sheet->index(sheet->totalRow() - 1, 0).data().toInt(), result.players[0].penalty);
        // Total in sight at the sheet's foot, whatever it scrolls to; alone, no rank.
        auto* sheetView = session.view().findChild<gui::ScoreSheetView*>(QStringLiteral("scoreSheet"));
        QVERIFY(sheetView && sheetView->footer() && sheetView->footer()->isVisible());
        QVERIFY(!sheetView->footer()->isRowHidden(sheet->totalRow()));
        QVERIFY(sheetView->footer()->isRowHidden(sheet->rankRow()));
        QVERIFY(sheetView->isRowHidden(sheet->rankRow()));
        QVERIFY(sheetView->footer()->isRowHidden(0));
        QVERIFY(sheetView->rect().contains(sheetView->footer()->geometry()));
        QVERIFY(sheetView->footer()->height() >= sheetView->verticalHeader()->defaultSectionSize());
        // Below the rows, covering none: the sheet's own Total and Rank are the footer's.
        QVERIFY(sheetView->isRowHidden(sheet->totalRow()));
        QVERIFY(sheetView->footer()->geometry().top() > sheetView->viewport()->geometry().bottom());
        QCOMPARE(session.view().turnTrack()->objectiveText(), QStringLiteral("The 14 turns are played."));

        // The results appear, whole on the screen, saying where the score entered the high
        // scores; the table opens when asked, with this game in it.
        QTRY_VERIFY(openDialog(QStringLiteral("dominyamResults")));
        auto* resultsDialog = openDialog(QStringLiteral("dominyamResults"));
        QVERIFY(resultsDialog->frameGeometry().height() <= resultsDialog->screen()->availableGeometry().height());
        const QString text = resultsDialog->findChild<QTextBrowser*>()->toPlainText();
        // Shown from its top: the heading in sight, not the sheet's end.
        QCOMPARE(resultsDialog->findChild<QTextBrowser*>()->verticalScrollBar()->value(), 0);
        QVERIFY2(text.contains(QStringLiteral("Ana")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Tiles left on the board")));
        const QString note = resultsDialog->findChild<QLabel*>(QStringLiteral("resultsNote"))->text();
        QVERIFY2(note.contains(QStringLiteral("enters the solo high scores at place 1")), qPrintable(note));
        QVERIFY(!openDialog(QStringLiteral("highScores")));
        resultsDialog->findChild<QPushButton*>(QStringLiteral("highScoresButton"))->click();
        QTRY_VERIFY(openDialog(QStringLiteral("highScores")));
        openDialog(QStringLiteral("highScores"))->reject();
        resultsDialog->reject();
        QTest::qWait(20);
        QVERIFY(!openDialog(QStringLiteral("highScores"))); // closing the results opens nothing more
        const auto table = ui::HighScoreStore().load();
        QVERIFY(table);
        QCOMPARE(table->entries().size(), std::size_t {1});
        QCOMPARE(table->entries()[0].score, result.players[0].total);
        QCOMPARE(table->entries()[0].seed, std::uint64_t {20261122});
    }

    // "Play again" at the end: the same table and options, a new board and new dice.
    // On the three screens, in both languages, alone or three: every player's box, the score
    // sheet's header and its Total, the dice and the status line whole in sight with nothing to
    // scroll, and the board where it was after the first turn (issue 51: at 1280x800 the third
    // player scrolled away; at scale 2 the status line was below the window's edge; the board
    // moved up when the last turn's line appeared).
    void everyScoreAndTheStatusLineAreInSightOnEveryScreen()
    {
        app::LanguageManager language;
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("fr")}) {
            language.setLanguage(code);
            for (const auto& room : test::screen_rooms()) {
                for (const int players : {1, 3}) {
                    std::vector<core::Seat> seats;
                    for (int seat = 1; seat <= players; ++seat) // a long name last, as a computer's
                        seats.push_back(
                            {(seat == 3 ? QStringLiteral("Player 3 (computer)") : QStringLiteral("Player %1").arg(seat))
                                    .toStdString(),
                                false});
                    ui::DominyamSession session(makeGame(seats, 4242));
                    auto& view = session.view();
                    view.resize(room.view);
                    view.show();
                    QVERIFY(QTest::qWaitForWindowExposed(&view));
                    const QString where
                        = QStringLiteral("%1, %2, %3 player(s)").arg(code, QLatin1String(room.name)).arg(players);
                    QVERIFY2(view.minimumSizeHint().height() <= room.view.height(),
                        qPrintable(
                            where + QStringLiteral(": the view asks %1 pixels").arg(view.minimumSizeHint().height())));
                    QTRY_VERIFY2(view.size() == room.view,
                        qPrintable(where
                            + QStringLiteral(": the view asks %1x%2")
                                  .arg(view.minimumSizeHint().width())
                                  .arg(view.minimumSizeHint().height())));
                    auto* sheet = view.findChild<gui::ScoreSheetView*>(QStringLiteral("scoreSheet"));
                    const auto cards = view.findChildren<QWidget*>(QStringLiteral("playerCard"));
                    QCOMPARE(cards.size(), players);
                    const auto check = [&](const char* when) {
                        QTest::qWait(20);
                        QList<const QWidget*> parts {view.board(), view.diceTray(), sheet->horizontalHeader(),
                            sheet->footer(), view.findChild<QLabel*>(QStringLiteral("message"))};
                        for (const QWidget* card : cards)
                            parts << card;
                        parts << view.findChild<QLabel*>(QStringLiteral("lastTurn"));
                        // Alone, what the running total takes off for the tiles left, said under it
                        // (inside the player's card).
                        const auto penalties = view.findChildren<QLabel*>(QStringLiteral("playerPenalty"));
                        QCOMPARE(static_cast<int>(std::ranges::count_if(penalties, &QWidget::isVisible)),
                            players == 1 ? 1 : 0);
                        for (const QLabel* penalty : penalties)
                            if (penalty->isVisible())
                                QVERIFY2(test::wholeInSight(penalty, view).isEmpty(),
                                    qPrintable(where + QStringLiteral(": ") + test::wholeInSight(penalty, view)));
                        for (const QWidget* part : parts) {
                            const QString problem = test::wholeInSight(part, view);
                            QVERIFY2(problem.isEmpty(),
                                qPrintable(
                                    where + QLatin1Char(' ') + QLatin1String(when) + QStringLiteral(": ") + problem));
                        }
                        // The legend in the side, or where there is no room for it, behind a
                        // button that shows it.
                        auto* legend = view.findChild<QWidget*>(QStringLiteral("legend"));
                        auto* legendButton = view.findChild<QPushButton*>(QStringLiteral("legendButton"));
                        QCOMPARE(legend->isVisible(), !legendButton->isVisible());
                        parts << (legend->isVisible() ? static_cast<const QWidget*>(legend) : legendButton);
                        for (const QWidget* part : {legend, static_cast<QWidget*>(legendButton)})
                            if (part->isVisible())
                                QVERIFY2(test::wholeInSight(part, view).isEmpty(),
                                    qPrintable(where + QStringLiteral(": ") + test::wholeInSight(part, view)));
                        if (std::string_view(room.name) == "1280x800") // room for all, full size
                            QVERIFY2(legend->isVisible() && !view.diceTray()->isCompact(), qPrintable(where));
                        const QString overlap = test::noneOverlaps(parts, view);
                        QVERIFY2(overlap.isEmpty(), qPrintable(where + QStringLiteral(": ") + overlap));
                        test::saveShot(view,
                            QStringLiteral("dominyam-%1-%2-%3-%4.png")
                                .arg(QString::fromLatin1(room.name).replace(QLatin1Char(' '), QLatin1Char('-')), code)
                                .arg(players)
                                .arg(QLatin1String(when)));
                    };
                    check("start");
                    if (players == 3) { // a long name, shortened in its narrow column, whole in its tooltip
                        const QString whole
                            = view.scoreSheet()->headerData(2, Qt::Horizontal, Qt::ToolTipRole).toString();
                        QCOMPARE(whole, view.scoreSheet()->headerData(2, Qt::Horizontal).toString());
                        QVERIFY2(whole.endsWith(code == QLatin1String("fr") ? QStringLiteral("(ordinateur)")
                                                                            : QStringLiteral("(computer)")),
                            qPrintable(whole));
                    }
                    if (auto* legendButton = view.findChild<QPushButton*>(QStringLiteral("legendButton"));
                        legendButton->isVisible()) {
                        legendButton->click();
                        QWidget* popup = nullptr;
                        QTRY_VERIFY((popup = QApplication::activePopupWidget()) != nullptr);
                        QCOMPARE(popup->objectName(), QStringLiteral("legendPopup"));
                        const auto texts = popup->findChildren<QLabel*>();
                        QVERIFY(std::ranges::any_of(texts, [&](const QLabel* label) {
                            return label->text()
                                == (code == QLatin1String("fr") ? QStringLiteral("à la merci du néant")
                                                                : QStringLiteral("exposed to the void"));
                        }));
                        QVERIFY(QRect(QPoint(0, 0), room.view)
                                    .contains(QRect(view.mapFromGlobal(popup->pos()), popup->size())));
                        test::saveShot(*popup, QStringLiteral("dominyam-legend-%1.png").arg(code));
                        QTest::keyClick(popup, Qt::Key_Escape);
                        QTRY_VERIFY(!QApplication::activePopupWidget());
                    }
                    const QRect board = test::rectIn(*view.board(), view);
                    playTurnThroughWidgets(session);
                    check("after-a-turn");
                    QCOMPARE(test::rectIn(*view.board(), view), board);
                    // The turn just scored (or passed) in sight on the sheet, above the end-game
                    // lines: at scale 2 a review saw only those.
                    const QString turn14
                        = code == QLatin1String("fr") ? QStringLiteral("Tour 14") : QStringLiteral("Turn 14");
                    int turnRow = -1;
                    for (int row = 0; row < sheet->model()->rowCount(); ++row)
                        if (sheet->model()->headerData(row, Qt::Vertical).toString() == turn14)
                            turnRow = row;
                    QVERIFY2(turnRow >= 0, qPrintable(where));
                    const int turnTop = sheet->rowViewportPosition(turnRow);
                    QVERIFY2(turnTop >= 0 && turnTop + sheet->rowHeight(turnRow) <= sheet->viewport()->height(),
                        qPrintable(where
                            + QStringLiteral(": the turn just played at %1 of %2")
                                  .arg(turnTop)
                                  .arg(sheet->viewport()->height())));
                    // What the turn did, alone as at a table.
                    QVERIFY2(view.lastTurnText().startsWith(
                                 code == QLatin1String("fr") ? QStringLiteral("Tour 14") : QStringLiteral("Turn 14")),
                        qPrintable(view.lastTurnText()));
                }
            }
        }
    }

    // A ranked solo game has no undo: passing with a meal on the board is asked first, Cancel the
    // default (a stray P lost a turn for good); with nothing to eat, P passes at once.
    void aRankedPassWithAMealPossibleIsAskedFirst()
    {
        ui::DominyamSession session(makeGame({{"Ana", false}}, 20261207));
        auto& controller = session.controller();
        session.view().show();
        int rolls = 0;
        while (controller.state().turn() > 1 && rolls < 100) {
            controller.roll();
            ++rolls;
            QTRY_VERIFY(controller.state().rolled());
            if (!controller.legalMeals().empty())
                break;
            controller.pass();
        }
        QVERIFY2(!controller.legalMeals().empty(), "no meal in the rolls tried");
        const auto before = controller.state();
        QString asked;
        const auto answer = [&](QMessageBox::StandardButton button) {
            QTimer::singleShot(50, [&asked, button] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                if (!box)
                    return;
                asked = box->text();
                box->button(button)->click();
            });
        };
        answer(QMessageBox::No);
        session.view().diceTray()->passButton()->click();
        QVERIFY2(asked.contains(QStringLiteral("cannot undo")), qPrintable(asked));
        QVERIFY(controller.state() == before); // cancelled: still to play
        asked.clear();
        answer(QMessageBox::Yes);
        session.view().diceTray()->passButton()->click();
        QVERIFY(!asked.isEmpty());
        QCOMPARE(controller.state().log().size(), before.log().size() + 1);
        QVERIFY(!controller.state().log().back().meal);
    }

    void aFinishedGameIsPlayedAgainAtTheSameTable()
    {
        // A practice game: its score stays off the high-score table the other tests read.
        ui::DominyamSession session(
            Game::create(Options {.seats = {{"Ana", false}}, .seed = 20261123, .practice = true}).value());
        session.view().resize(1200, 800);
        session.view().show();
        QVERIFY(QTest::qWaitForWindowExposed(&session.view()));
        while (!session.isFinished())
            playTurnThroughWidgets(session);
        QSignalSpy asked(&session, &gui::GameSession::playAgainRequested);
        QTRY_VERIFY(openDialog(QStringLiteral("dominyamResults")));
        auto* again
            = openDialog(QStringLiteral("dominyamResults"))->findChild<QPushButton*>(QStringLiteral("playAgainButton"));
        QVERIFY(again);
        again->click();
        QCOMPARE(asked.size(), 1);
        QTest::qWait(50);
        QVERIFY(!openDialog(QStringLiteral("highScores"))); // straight to the next game

        const auto module = gui::make_dominyam_module();
        const auto next = module->playAgain(session);
        QVERIFY(next);
        const auto options = Game::from_json(next->saveGame()).value().options();
        QVERIFY(options.seats == session.controller().state().options().seats);
        QVERIFY(options.practice);
        QVERIFY(options.seed != 20261123);
        QVERIFY(!next->isFinished());
    }

    // A damaged high-score file used to be read as an empty table and written over by the next
    // record: every earlier record was lost. It is now kept, byte for byte, and said.
    void aDamagedHighScoreFileIsSetAsideNeverWrittenOver_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("capacity text") << QByteArray(R"({"capacity":"x","entries":[]})");
        QTest::newRow("date a number") << QByteArray(
            R"({"capacity":10,"entries":[{"name":"Ana","score":104,"date":5,"seed":"1"}]})");
        QTest::newRow("seed of 20 nines")
            << QByteArray(R"({"capacity":10,"entries":[{"name":"Ana","score":104,"seed":"99999999999999999999"}]})");
        QTest::newRow("cut short") << QByteArray("{\"capacity\":10,\"entries\":[{\"name\":\"Ana\",\"sco");
    }

    // The table reads whole: the date on one line, every digit of the seed (which replays the
    // board), the new entry marked.
    void theHighScoreTableShowsEachColumnWhole()
    {
        core::HighScores table;
        table.add(core::HighScore {"Ana", 214, "2026-11-23T10:00:00Z", 18446744073709551615ULL});
        table.add(core::HighScore {"Bruno", 190, "2026-11-24T21:30:00Z", 42});
        ui::HighScoresDialog dialog(table, std::size_t {0});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* list = dialog.findChild<QTableWidget*>(QStringLiteral("highScoresTable"));
        QVERIFY(list);
        QCOMPARE(list->item(0, 4)->text(), QStringLiteral("18446744073709551615"));
        for (const int column : {1, 2, 3, 4}) {
            const int needed = list->fontMetrics().horizontalAdvance(list->item(0, column)->text());
            QVERIFY2(list->horizontalHeader()->sectionSize(column) >= needed, qPrintable(QString::number(column)));
        }
        QVERIFY(list->horizontalHeader()->length() <= list->viewport()->width() + 1); // no column cut off
        QVERIFY(list->item(0, 0)->font().bold());
    }

    void aDamagedHighScoreFileIsSetAsideNeverWrittenOver()
    {
        QFETCH(QByteArray, bytes);
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const ui::HighScoreStore store(folder.path());
        {
            QFile file(store.path());
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
        QVERIFY(!store.load()); // said, not read as an empty table
        const auto recorded = store.add(core::HighScore {"Bruno", 90, "2026-11-23T10:00:00Z", 7});
        QVERIFY(!recorded.keptAs.isEmpty());
        QCOMPARE(recorded.place, std::optional<std::size_t> {0});
        QFile kept(recorded.keptAs);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bytes);
        const auto table = store.load();
        QVERIFY(table);
        QCOMPARE(table->entries().size(), std::size_t {1});
        QCOMPARE(table->entries()[0].name, std::string("Bruno"));
        // The dialog of a damaged table says so instead of showing an empty table.
        {
            QFile file(store.path());
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
        std::unique_ptr<ui::HighScoresDialog> dialog(
            ui::HighScoresDialog::forStoredTable(store, std::nullopt, {}, nullptr));
        auto* note = dialog->findChild<QLabel*>(QStringLiteral("highScoresNote"));
        QVERIFY(note);
        QVERIFY2(note->text().contains(QStringLiteral("cannot be read")), qPrintable(note->text()));
        // Said as the high-score file's damage: nobody takes it for a save.
        QVERIFY2(!note->text().contains(QStringLiteral("save")), qPrintable(note->text()));
        QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("highScoresNone"))->isHidden());
    }

    void anIllegalChoiceIsRefusedWithTheRuleInWords()
    {
        ui::DominyamSession session(makeGame({{"Ana", false}}, 5));
        session.view().resize(1200, 800);
        session.view().show();
        auto& controller = session.controller();
        QTest::mouseClick(session.view().diceTray()->rollButton(), Qt::LeftButton);
        // Two tiles far apart: opposite corners of the board.
        const auto& board = controller.state().board();
        const auto first = board.tile_at({0, 0}).value();
        const auto second = board.tile_at({7, 6}).value();
        clickTile(session.view(), first);
        clickTile(session.view(), second);
        QVERIFY2(
            session.view().message().contains(QStringLiteral("do not touch")), qPrintable(session.view().message()));
        QCOMPARE(controller.state().board().remaining(), std::size_t {28});
        QCOMPARE(controller.selectedTile(), std::optional(first));
    }

    void theComputerPlaysItsTurns()
    {
        ui::DominyamSession session(makeGame({{"Ana", false}, {"Robot", true}, {"Bruno", false}}, 77));
        session.controller().setComputerPause(0);
        session.view().show();
        auto& controller = session.controller();
        QTest::mouseClick(session.view().diceTray()->rollButton(), Qt::LeftButton);
        QTest::mouseClick(session.view().diceTray()->passButton(), Qt::LeftButton);
        // Robot thinks off the GUI thread, then plays until Bruno's turn.
        QTRY_COMPARE_WITH_TIMEOUT(controller.state().current_player(), std::size_t {2}, test::computerThoughtBoundMs);
        bool robotPlayed = false;
        for (const auto& record : controller.state().log())
            robotPlayed |= record.player == 1;
        QVERIFY(robotPlayed);
        QVERIFY(!session.view().diceTray()->rollButton()->isEnabled() == controller.isComputerToMove());
        // Bruno sees what Robot did, above what he has to do.
        QVERIFY2(session.view().lastTurnText().contains(QStringLiteral("Robot (computer)")),
            qPrintable(session.view().lastTurnText()));
        session.view().resize(1000, 700);
        tablee::test::saveShot(session.view(), QStringLiteral("computer-followed.png"));
        {
            app::LanguageManager language; // the same line in French
            language.setLanguage(QStringLiteral("fr"));
            QTRY_VERIFY_WITH_TIMEOUT(session.view().lastTurnText().contains(QStringLiteral("Robot (ordinateur)")),
                test::computerThoughtBoundMs);
            tablee::test::saveShot(session.view(), QStringLiteral("computer-followed-fr.png"));
            language.setLanguage(QStringLiteral("en"));
        }
    }

    void aStrongComputerIsChosenNamedAndPlays()
    {
        {
            ui::NewGameDialog dialog; // index 2 of the seat's list: "Computer, strong"
            dialog.setPlayers({QStringLiteral("Ana"), QStringLiteral("Deep")}, {0, 2});
            const auto options = dialog.options();
            QVERIFY(options);
            QVERIFY(options->seats[1].computer);
            QVERIFY(options->level(1) == Level::strong);
            QVERIFY(options->level(0) == Level::normal);
            dialog.setPlayers({QStringLiteral("Ana"), QStringLiteral("Robot")}, {0, 1});
            QVERIFY(dialog.options()->level(1) == Level::normal);
        }
        Options options {
            .seats = {{"Ana", false}, {"Deep", true}}, .seed = 77, .levels = {Level::normal, Level::strong}};
        ui::DominyamSession session(Game::create(options).value());
        session.controller().setComputerPause(0);
        auto& controller = session.controller();
        controller.roll();
        controller.pass();
        // Deep looks ahead off the GUI thread, then plays its turn through to Ana's.
        QTRY_COMPARE_WITH_TIMEOUT(controller.state().current_player(), std::size_t {0}, test::computerThoughtBoundMs);
        QVERIFY(controller.state().log().back().player == 1);
        QVERIFY2(session.view().lastTurnText().contains(QStringLiteral("Deep (computer), strong level")),
            qPrintable(session.view().lastTurnText()));
        {
            app::LanguageManager language;
            language.setLanguage(QStringLiteral("fr"));
            QTRY_VERIFY2_WITH_TIMEOUT(
                session.view().lastTurnText().contains(QStringLiteral("Deep (ordinateur), niveau fort")),
                qPrintable(session.view().lastTurnText()), test::computerThoughtBoundMs);
            language.setLanguage(QStringLiteral("en"));
        }
        // The level is kept in the save, and read back.
        const auto reopened = Game::from_json(controller.game().to_json());
        QVERIFY(reopened);
        QVERIFY(reopened->options().level(1) == Level::strong);
    }

    void aHintSaysItsDecimalsInTheInterfaceLanguage()
    {
        app::LanguageManager language;
        language.setLanguage(QStringLiteral("fr"));
        ui::DominyamSession session(makeGame({{"Ana", false}}, 20261122));
        session.controller().roll();
        session.controller().requestHint();
        const QString message = session.view().message();
        QVERIFY2(message.contains(QRegularExpression(QStringLiteral("\\d,\\d"))), qPrintable(message));
        language.setLanguage(QStringLiteral("en"));
        session.controller().requestHint();
        QVERIFY2(session.view().message().contains(QRegularExpression(QStringLiteral("\\d\\.\\d"))),
            qPrintable(session.view().message()));
    }

    // A hint to keep dice names each by its place (its key) and value, so that one 3 of two is
    // told apart; its gain is said in plain words; its key is the button's first letter in the
    // interface language (C for « Conseil »), H still working.
    void aHintNamesTheDiceToKeepByPlace()
    {
        bool seen = false;
        for (std::uint64_t seed = 1; seed <= 200 && !seen; ++seed) {
            ui::DominyamSession session(makeGame({{"Ana", false}}, seed));
            session.controller().roll();
            session.controller().requestHint();
            const auto& hint = session.controller().hint();
            QVERIFY(hint);
            if (hint->action != Advice::Action::reroll || std::ranges::none_of(hint->hold, std::identity {}))
                continue;
            seen = true;
            const QString message = session.view().message();
            QVERIFY2(message.contains(QStringLiteral("end-game lines included")), qPrintable(message));
            for (int die = 0; die < dice_count; ++die)
                if (hint->hold[static_cast<std::size_t>(die)])
                    QVERIFY2(
                        message.contains(QStringLiteral("die %1 (%2)")
                                             .arg(die + 1)
                                             .arg(session.controller().state().dice()[static_cast<std::size_t>(die)])),
                        qPrintable(message));
            // Dice held that the hint would re-roll are named to release.
            const auto keep = hint->hold;
            std::vector<int> released;
            for (int die = 0; die < dice_count; ++die)
                if (!keep[static_cast<std::size_t>(die)]) {
                    session.controller().toggleHold(die);
                    released.push_back(die + 1);
                }
            session.controller().requestHint();
            QVERIFY(session.controller().hint() && session.controller().hint()->hold == keep);
            const QString again = session.view().message();
            QVERIFY2(again.contains(QStringLiteral("Release die %1").arg(released.front())), qPrintable(again));
            for (const int die : released)
                QVERIFY2(again.contains(QStringLiteral("die %1").arg(die)), qPrintable(again));
        }
        QVERIFY(seen);

        // The key asks the hint, pressed as a player would, in both languages (in English the
        // same H set twice was ambiguous and did nothing).
        app::LanguageManager language;
        ui::DominyamSession session(makeGame({{"Ana", false}}, 7));
        session.view().show();
        QVERIFY(QTest::qWaitForWindowExposed(&session.view()));
        QTest::mouseClick(session.view().diceTray()->rollButton(), Qt::LeftButton);
        auto* tray = session.view().diceTray();
        for (const auto& [code, text, key] :
            {std::tuple {"fr", "Conseil (C)", Qt::Key_C}, std::tuple {"en", "Hint (H)", Qt::Key_H}}) {
            language.setLanguage(QString::fromLatin1(code));
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
            QCOMPARE(tray->hintButton()->text(), QString::fromUtf8(text));
            QVERIFY(tray->hintShortcut()->keys().contains(QKeySequence(key)));
            QVERIFY(tray->hintShortcut()->keys().contains(QKeySequence(Qt::Key_H)));
            // The Game menu's entry shows its key, as a menu shows a shortcut.
            const QString keyText = QKeySequence(key).toString();
            QVERIFY2(std::ranges::any_of(session.gameActions(),
                         [&](const QAction* action) { return action->text().endsWith(QLatin1Char('\t') + keyText); }),
                code);
            for (const Qt::Key pressed : {key, Qt::Key_H}) {
                QSignalSpy asked(tray->hintButton(), &QPushButton::clicked);
                QTest::keyClick(session.view().board(), pressed);
                QVERIFY2(asked.count() == 1, code);
                QVERIFY(session.controller().hint().has_value());
            }
        }
    }

    // At a table, a turn nobody ate in is played again by the next player: the line naming the
    // turn says so, and the last turn's line why; the objective keeps its one line (the board
    // under the track jumped when a second came and went).
    void aTurnPlayedAgainSaysWhy()
    {
        ui::DominyamSession session(makeGame({{"Ana", false}, {"Bob", false}}, 11));
        auto& controller = session.controller();
        const QString objectiveBefore = session.view().turnTrack()->objectiveText();
        controller.roll();
        controller.pass();
        QCOMPARE(controller.state().turn(), 14);
        const QString said = session.view().turnTrack()->playerText();
        QVERIFY2(said.contains(QStringLiteral("Turn 14 again — Bob to play")), qPrintable(said));
        QCOMPARE(session.view().turnTrack()->objectiveText(), objectiveBefore);
        QVERIFY2(
            session.view().lastTurnText().contains(QStringLiteral("Ana")), qPrintable(session.view().lastTurnText()));
    }

    void theNewGameDialogRemembersTheTable()
    {
        {
            ui::NewGameDialog dialog;
            dialog.setPlayers({QStringLiteral("Ana"), QStringLiteral("Robot")}, {false, true});
            dialog.setMentalArithmetic(true);
            dialog.accept();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        ui::NewGameDialog again;
        tablee::test::saveShot(again, QStringLiteral("new-game.png"));
        const auto options = again.options();
        QVERIFY(options);
        QCOMPARE(options->seats.size(), std::size_t {2});
        QCOMPARE(options->seats[0].name, std::string("Ana"));
        QVERIFY(!options->seats[0].computer);
        QCOMPARE(options->seats[1].name, std::string("Robot"));
        QVERIFY(options->seats[1].computer);
        QVERIFY(options->mental_arithmetic);
        // Alone at the table: a ranked game unless practice is ticked.
        again.setPlayers({QStringLiteral("Ana")}, {false});
        QVERIFY(!again.options()->practice);
        tablee::test::saveShot(again, QStringLiteral("new-game-solo.png"));
    }

    void theSeedIsShownWholeAndCopied()
    {
        ui::DominyamSession session(makeGame({{"Ana", false}}, 18446744073709551615u));
        QAction* copy = nullptr;
        for (auto* action : session.gameActions())
            if (action->objectName() == QStringLiteral("copySeed"))
                copy = action;
        QVERIFY(copy);
        QVERIFY(copy->text().contains(QStringLiteral("18446744073709551615")));
        copy->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("18446744073709551615"));
    }

    // Everything playable by mouse is playable by keyboard: the board's tiles too.
    void theBoardIsPlayedFromTheKeyboard()
    {
        ui::DominyamSession session(makeGame({{"Ana", false}}, 20261122));
        auto& controller = session.controller();
        auto* board = session.view().board();
        session.view().resize(1000, 700);
        session.view().show();
        QVERIFY(QTest::qWaitForWindowExposed(&session.view()));
        controller.roll();
        board->setFocus();
        QTRY_VERIFY(board->hasFocus());
        QVERIFY(board->keyboardTile());
        const auto start = *board->keyboardTile();
        QTest::keyClick(board, Qt::Key_Right);
        QVERIFY(board->keyboardTile() && *board->keyboardTile() != start);
        QVERIFY(board->tileRect(*board->keyboardTile()).center().x() > board->tileRect(start).center().x());
        QVERIFY(!board->accessibleDescription().isEmpty()); // the tile's name, for screen readers
        tablee::test::saveShot(session.view(), QStringLiteral("keyboard-board.png"));
        QTest::keyClick(board, Qt::Key_Return);
        QCOMPARE(controller.selectedTile(), board->keyboardTile());
        QTest::keyClick(board, Qt::Key_Escape);
        QVERIFY(!controller.selectedTile());
        // A meal chosen from the keyboard: the first legal one, tile by tile (passing until a roll
        // allows one: the seed is fixed, so this always ends the same way).
        while (controller.legalMeals().empty() && !controller.state().over()) {
            controller.pass();
            controller.roll();
        }
        QVERIFY(!controller.legalMeals().empty());
        const auto meal = controller.legalMeals().front();
        QTest::keyClick(board, Qt::Key_Return); // choose where the keyboard is...
        QTest::keyClick(board, Qt::Key_Escape); // ...and change one's mind
        for (const auto tile : {meal.first, meal.second}) {
            for (int step = 0; step < 40 && board->keyboardTile() != tile; ++step) {
                const QPoint here = board->tileRect(*board->keyboardTile()).center();
                const QPoint there = board->tileRect(tile).center();
                const int key = there.x() > here.x() + 2 ? Qt::Key_Right
                    : there.x() < here.x() - 2           ? Qt::Key_Left
                    : there.y() > here.y()               ? Qt::Key_Down
                                                         : Qt::Key_Up;
                QTest::keyClick(board, static_cast<Qt::Key>(key));
            }
            QCOMPARE(board->keyboardTile(), std::optional<std::size_t>(tile));
            QTest::keyClick(board, Qt::Key_Return);
            if (tile == meal.first) // every mark at once: exposed, can be eaten, chosen
                tablee::test::saveShot(session.view(), QStringLiteral("board-marks.png"));
        }
        QCOMPARE(controller.state().eaten(0).size(), std::size_t {2});
        QCOMPARE(controller.state().log().back().meal->first, meal.first);
    }

    // Every place Tab stops at shows that it has the keyboard (the players' cards scroll, but
    // their area holds no key: the first Tab went there and nothing showed it).
    void everyTabStopIsSeen()
    {
        ui::DominyamSession session(makeGame({{"Ana", false}, {"Ben", false}}, 20261207));
        session.view().resize(1000, 700);
        session.view().show();
        QVERIFY(QTest::qWaitForWindowExposed(&session.view()));
        session.controller().roll();
        const QStringList unseen = tablee::test::unseenTabStops(session.view());
        QVERIFY2(unseen.isEmpty(), qPrintable(unseen.join(QStringLiteral(", "))));
    }

    // Undo would show the dice to come: a ranked solo game has none; a practice game has it, and
    // its score stays off the high-score table.
    void aRankedSoloGameHasNoUndoAPracticeGameStaysOffTheTable()
    {
        QFile::remove(ui::HighScoreStore().path());
        ui::DominyamSession ranked(makeGame({{"Ana", false}}, 77));
        ranked.controller().roll();
        QVERIFY(!ranked.canUndo());

        ui::DominyamSession practice(
            Game::create(Options {.seats = {{"Ana", false}}, .seed = 77, .practice = true}).value());
        auto& controller = practice.controller();
        controller.roll();
        QVERIFY(practice.canUndo());
        while (!controller.state().over())
            QVERIFY(controller.play(choose_action(controller.state())));
        const auto table = ui::HighScoreStore().load();
        QVERIFY(table);
        QVERIFY(table->entries().empty());
    }

    // The game log, to follow what the computer and the others did.
    void theGameLogSaysEachFinishedTurn()
    {
        ui::DominyamSession session(makeGame({{"Ana", false}, {"Bruno", false}}, 31));
        auto& controller = session.controller();
        controller.roll();
        controller.pass();
        const auto& state = controller.state();
        QCOMPARE(state.log().size(), std::size_t {1});
        QVERIFY(ui::DominyamTexts::turnText(state, state.log().front())
                    .startsWith(QStringLiteral("Turn 14 — Ana: passed; dice ")));
        while (!state.over() && (state.log().empty() || !state.log().back().meal))
            QVERIFY(controller.play(choose_action(state)));
        const auto& meal = state.log().back();
        const QString line = ui::DominyamTexts::turnText(state, meal);
        QVERIFY2(
            line.contains(QStringLiteral(" ate ")) && line.contains(QStringLiteral("point die: ")), qPrintable(line));
        QAction* log = nullptr;
        for (auto* action : session.gameActions())
            if (action->objectName() == QStringLiteral("gameLog"))
                log = action;
        QVERIFY(log);
        // The log opens as a modal window, one line per finished turn, and closes with Escape.
        bool shown = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = QApplication::activeModalWidget();
            if (!dialog)
                return;
            auto* list = dialog->findChild<QListWidget*>(QStringLiteral("logList"));
            shown = list && list->count() == static_cast<int>(state.log().size());
            tablee::test::saveShot(*dialog, QStringLiteral("game-log.png"));
            QTest::keyClick(dialog, Qt::Key_Escape);
        });
        log->trigger();
        QVERIFY(shown);
    }

    void aFinishedGameOfSeveralIsOfferedForSaving()
    {
        const ui::DominyamSession hotseat(makeGame({{"Ana", false}, {"Bruno", false}}, 5));
        QVERIFY(hotseat.askToSaveWhenFinished());
        const ui::DominyamSession solo(makeGame({{"Ana", false}}, 5));
        QVERIFY(!solo.askToSaveWhenFinished()); // its score is in the high-score table
    }

    // A monkey: thousands of seeded random clicks, keys and commands (undo, redo, hint, save and
    // load, a new game, the language) on the game screen. Nothing may crash, hang or trip a
    // sanitizer, and the game shown is always the one its history replays to (the engine stays
    // the referee whatever the order of events). Fewer events under the sanitizers.
    void aMonkeyCannotBreakTheGameScreen()
    {
        const int events = tablee::test::monkey_events;
        app::LanguageManager language;
        language.setLanguage(QStringLiteral("en"));
        core::Random random(tablee::test::monkey_seed(20261123));
        const auto module = gui::make_dominyam_module();
        auto session = std::make_unique<ui::DominyamSession>(makeGame({{"Ana", false}, {"Bruno", false}}, 1));
        const auto show = [&] {
            session->view().resize(1000, 700);
            session->view().show();
        };
        show();
        const std::array keys {Qt::Key_Space, Qt::Key_P, Qt::Key_H, Qt::Key_1, Qt::Key_3, Qt::Key_5, Qt::Key_Left,
            Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_Return, Qt::Key_Escape, Qt::Key_Tab};
        int games = 1;
        int changes = 0; // events after which the game was another: the monkey really plays
        int meals = 0;
        for (int event = 0; event < events; ++event) {
            auto& view = session->view();
            auto& controller = session->controller();
            const auto before = controller.state();
            const int what = random.between(0, 99);
            if (what < 8 && !controller.legalMeals().empty()) { // a player who sees a meal clicks it
                const auto& legal = controller.legalMeals();
                const auto& meal = legal[random.below(legal.size())];
                controller.clearSelection();
                clickTile(view, meal.first);
                clickTile(view, meal.second);
            } else if (what < 40) { // a click somewhere on the board
                auto* board = view.board();
                QTest::mouseClick(board, Qt::LeftButton, {},
                    QPoint(random.between(0, board->width() - 1), random.between(0, board->height() - 1)));
            } else if (what < 50) { // a die
                clickDie(view, random.between(0, dice_count - 1));
            } else if (what < 65) { // a button of the tray
                const std::array buttons {
                    view.diceTray()->rollButton(), view.diceTray()->passButton(), view.diceTray()->hintButton()};
                buttons[random.below(buttons.size())]->click();
            } else if (what < 85) { // a key, where the focus is
                QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : view.board();
                QTest::keyClick(target, keys[random.below(keys.size())]);
            } else if (what < 91) {
                session->undo();
            } else if (what < 96) {
                session->redo();
            } else if (what < 98) { // saved and opened again
                auto reopened = module->loadGame(session->saveGame());
                QVERIFY(reopened);
                auto* restored = static_cast<ui::DominyamSession*>(reopened->release());
                QVERIFY(restored->controller().state() == controller.state());
                session.reset(restored);
                show();
            } else { // the language
                language.setLanguage(random.below(2) == 0 ? QStringLiteral("fr") : QStringLiteral("en"));
            }
            QVERIFY2(
                tablee::test::showsWhatItsHistoryReplays(session->controller()), qPrintable(QString::number(event)));
            if (!(session->controller().state() == before))
                ++changes;
            if (session->controller().state().log().size() > before.log().size()
                && session->controller().state().log().back().meal)
                ++meals;
            if (session->controller().state().over()) { // the next game
                session = std::make_unique<ui::DominyamSession>(
                    makeGame({{"Ana", false}, {"Bruno", false}}, static_cast<std::uint64_t>(++games)));
                show();
            }
        }
        language.setLanguage(QStringLiteral("en"));
        QVERIFY2(changes > events / 10, qPrintable(QString::number(changes)));
        QVERIFY2(meals > 0, "the monkey never ate: it tested nothing but refusals");
        qInfo("monkey: %d events, %d changed the game, %d meals, %d games", events, changes, meals, games);
    }

    // A finished solo game has eaten up to 28 tiles: they wrap inside the player's card, whatever
    // its width, instead of running past its edge.
    void eatenTilesWrapInsideTheCard()
    {
        ui::DominyamSession session(makeGame({{"Ana", false}}, 20261122));
        auto& controller = session.controller();
        while (!controller.state().over())
            QVERIFY(controller.play(choose_action(controller.state())));
        session.view().resize(640, 600); // a narrow side panel
        session.view().show();
        QVERIFY(QTest::qWaitForWindowExposed(&session.view()));
        auto* tray = session.view().findChild<QWidget*>(QStringLiteral("eatenTiles"));
        QVERIFY(tray);
        const auto eaten = controller.state().eaten(0).size();
        QVERIFY(eaten > 7); // more than one row's worth at the usual width
        const int perRow = tray->width() / 34; // a small tile and its gap
        QVERIFY(perRow > 0);
        const auto rows
            = static_cast<int>((eaten + static_cast<std::size_t>(perRow) - 1) / static_cast<std::size_t>(perRow));
        QVERIFY2(
            tray->height() >= rows * 19, qPrintable(QStringLiteral("%1 rows in %2 px").arg(rows).arg(tray->height())));
        QVERIFY(tray->geometry().right() <= tray->parentWidget()->contentsRect().right());
    }

    // Alone, the card grows with its tray while the game is played, and never scrolls (a
    // finished game's card in three rows was a small box with a scroll bar: a review).
    void aSoloCardGrowsWithItsTrayAndNeverScrolls()
    {
        ui::DominyamSession session(makeGame({{"Ana", false}}, 20261122));
        auto& controller = session.controller();
        session.view().resize(tablee::test::screen_rooms().front().view);
        session.view().show();
        QVERIFY(QTest::qWaitForWindowExposed(&session.view()));
        auto* panel = session.view().findChild<QWidget*>(QStringLiteral("playersPanel"));
        auto* area = qobject_cast<QScrollArea*>(panel->parentWidget()->parentWidget());
        QVERIFY(area);
        while (!controller.state().over()) {
            QVERIFY(controller.play(choose_action(controller.state())));
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QTRY_COMPARE(area->verticalScrollBar()->maximum(), 0);
        }
        QVERIFY(controller.state().eaten(0).size() > 14); // trays in more than two rows
    }

    // Every dialog closes with Escape, as people expect of a desktop window.
    void everyDialogClosesWithEscape()
    {
        ui::NewGameDialog newGame;
        ui::HighScoresDialog scores(core::HighScores {}, std::nullopt);
        for (QDialog* dialog : std::initializer_list<QDialog*> {&newGame, &scores})
            QVERIFY2(tablee::test::closesWithEscape(*dialog), qPrintable(dialog->objectName()));
    }

    // The table's rule for Undo (core/undo_policy.hpp): the dice rolled stand; a player's
    // finished turn comes back only with the table's consent, named in the question.
    void undoNeverTakesTheDiceBackAndAsksForAnothersTurn()
    {
        {
            ui::DominyamSession session(makeGame({{"Ana", false}, {"Robot", true}}, 99));
            session.controller().setComputerPause(0);
            auto& controller = session.controller();
            controller.roll();
            // Ana's throw stands: Undo is off, and says why.
            QVERIFY(!session.canUndo());
            QCOMPARE(session.undoOffReason(), QStringLiteral("the dice have been rolled"));
            controller.pass();
            QTRY_COMPARE_WITH_TIMEOUT(
                controller.state().current_player(), std::size_t {0}, test::computerThoughtBoundMs);
            // Ana's pass would come back with the robot's throws after it: they stand.
            QVERIFY(!session.canUndo());
            QCOMPARE(session.undoOffReason(), QStringLiteral("the dice have been rolled"));
            session.undo(); // nothing happens
            QCOMPARE(controller.state().current_player(), std::size_t {0});
        }
        {
            ui::DominyamSession session(makeGame({{"Ana", false}, {"Bruno", false}}, 99));
            auto& controller = session.controller();
            controller.roll();
            const auto dice = controller.state().dice();
            controller.pass();
            QCOMPARE(controller.state().current_player(), std::size_t {1});
            // Bruno is to roll: Ana's pass is her finished turn, taken back only if the table agrees.
            QVERIFY(session.canUndo());
            QCOMPARE(controller.undoTerms(), gui::GameController::UndoTerms::consent);
            QCOMPARE(session.undoText(), QStringLiteral("pass"));
            const QString question = session.undoConsentQuestion();
            QVERIFY2(question.contains(QStringLiteral("Ana")) && question.contains(QStringLiteral("pass")),
                qPrintable(question));
            session.undo();
            // Ana decides again, before the same dice.
            QCOMPARE(controller.state().current_player(), std::size_t {0});
            QCOMPARE(controller.state().dice(), dice);
            QCOMPARE(session.redoText(), QStringLiteral("pass"));
            // Her throw before it stands.
            QVERIFY(!session.canUndo());
            QCOMPARE(session.undoOffReason(), QStringLiteral("the dice have been rolled"));
        }
        {
            // A practice game, where nobody is ranked, takes the dice back too, without a question.
            auto game = Game::create(Options {.seats = {{"Ana", false}}, .seed = 7, .practice = true}).value();
            ui::DominyamSession session(std::move(game));
            auto& controller = session.controller();
            controller.roll();
            QCOMPARE(controller.undoTerms(), gui::GameController::UndoTerms::own);
            session.undo();
            QVERIFY(!controller.state().rolled());
        }
        {
            // A ranked solo game has no undo at all, and says so.
            ui::DominyamSession session(makeGame({{"Ana", false}}, 7));
            session.controller().roll();
            QCOMPARE(session.undoOffReason(), QStringLiteral("a ranked game has no undo"));
        }
    }

    void aSavedGameReopensExactly()
    {
        ui::DominyamSession session(makeGame({{"Ana", false}, {"Bruno", false}}, 31, true));
        auto& controller = session.controller();
        controller.roll();
        controller.toggleHold(0);
        controller.reroll();
        controller.pass();
        controller.roll();
        // The dice held before the next throw are autosaved and come back with the game.
        QSignalSpy autosaved(&controller, &gui::GameController::workInProgressChanged);
        controller.toggleHold(1);
        controller.toggleHold(3);
        QCOMPARE(autosaved.count(), 2);
        const HoldMask held {false, true, false, true, false};
        QVERIFY(controller.hold() == held);
        const auto module = gui::make_dominyam_module();
        auto reopened = module->loadGame(session.saveGame());
        QVERIFY(reopened.has_value());
        auto* restored = static_cast<ui::DominyamSession*>(reopened->get());
        QVERIFY(restored->controller().state() == controller.state());
        QVERIFY(restored->controller().hold() == held);
        // Held dice that no longer fit (a file changed by hand: no throw to keep them for) are
        // let go; the game opens.
        controller.pass();
        auto changed = session.saveGame();
        QVERIFY(!changed.contains("held_dice")); // a new turn holds none
        changed["held_dice"] = {true, true, true, true, true};
        auto other = module->loadGame(changed);
        QVERIFY(other.has_value());
        QVERIFY(static_cast<ui::DominyamSession*>(other->get())->controller().hold() == HoldMask {});
        QVERIFY(!module->loadGame(nlohmann::json {{"options", 3}}).has_value());
    }

    void scoreSheetsArePrintedToPdf()
    {
        // A finished 3-player game, played by the advisor.
        auto game = makeGame({{"Ana", false}, {"Bruno", false}, {"Chloé", false}}, 4242, true);
        while (!game.state().over())
            QVERIFY(game.play(next_computer_move(game)).has_value());
        QTemporaryDir dir;
        // TABLEE_TEST_OUTPUT_DIR keeps the PDFs for a person to look at.
        const QString folder = qEnvironmentVariableIsSet("TABLEE_TEST_OUTPUT_DIR")
            ? qEnvironmentVariable("TABLEE_TEST_OUTPUT_DIR")
            : dir.path();
        QTextDocument filled;
        ui::ScoreSheetDocument::fillResults(filled, game.state());
        const QString text = filled.toPlainText();
        for (const auto& player : results(game.state()).players) {
            QVERIFY(text.contains(QString::fromStdString(player.name)));
            QVERIFY(text.contains(QString::number(player.total)));
        }
        QVERIFY(gui::DocumentOutput::writePdf(
            filled, folder + QStringLiteral("/filled.pdf"), ui::ScoreSheetDocument::title()));
        // Three players' details run onto a second page: each stays whole, under its heading.
        QPdfWriter writer(dir.filePath(QStringLiteral("layout.pdf")));
        writer.setPageSize(QPageSize(QPageSize::A4));
        const auto pages = gui::DocumentOutput::paginated(filled, writer);
        QCOMPARE(pages->pageCount(), 2);
        QVERIFY(test::tablesStayWithTheirHeadings(*pages));
        // Titles wrap only at their dashes.
        QVERIFY(filled.toRawText().contains(QStringLiteral("Dominyam\u00a0— score\u00a0sheet")));
        QTextDocument blank;
        ui::ScoreSheetDocument::fillBlank(blank, 5);
        QVERIFY(blank.toPlainText().contains(QStringLiteral("Turn 1 (objective 1)")));
        QVERIFY(gui::DocumentOutput::writePdf(
            blank, folder + QStringLiteral("/blank.pdf"), ui::ScoreSheetDocument::title()));
        for (const auto* name : {"/filled.pdf", "/blank.pdf"}) {
            QFile pdf(folder + QLatin1String(name));
            QVERIFY(pdf.open(QIODevice::ReadOnly));
            QVERIFY(pdf.read(5) == "%PDF-");
        }
    }

    // Print shows the pages first (the preview's own button then chooses the printer).
    void printingShowsAPreviewFirst()
    {
        auto game = makeGame({{"Ana", false}, {"Bruno", false}}, 77);
        while (!game.state().over())
            QVERIFY(game.play(next_computer_move(game)).has_value());
        QTextDocument sheet;
        ui::ScoreSheetDocument::fillResults(sheet, game.state());
        bool previewed = false;
        QTimer::singleShot(300, [&previewed] {
            if (auto* preview = openDialog(QStringLiteral("printPreview"))) {
                previewed = true;
                test::saveShot(*preview, QStringLiteral("print-preview-en.png"));
                preview->reject();
            }
        });
        gui::DocumentOutput::print(nullptr, sheet, ui::ScoreSheetDocument::title());
        QVERIFY(previewed);
    }

    void theRulesShowEveryDecisionInBothLanguages()
    {
        const auto rules
            = tablee::test::rulesInBothLanguages(gui::make_dominyam_module(), QStringLiteral("rules-fr.png"));
        QVERIFY(
            rules.english.contains(QStringLiteral("Tablée’s decision: the cells are walked in a clockwise spiral")));
        // The rules' decisions, ranked solo games, and the computer's levels.
        QCOMPARE(rules.english.count(QStringLiteral("Tablée’s decision")), 9);
        QCOMPARE(rules.french.count(QStringLiteral("Choix de Tablée")), 9);
        QVERIFY(rules.english.contains(
            QStringLiteral("The strong computer also looks six turns ahead in a solo game, four with others")));
        QVERIFY(rules.french.contains(
            QStringLiteral("ordinateur fort voit aussi six tours plus loin en solitaire, quatre avec d")));
    }

    // A solo game ranked on the high-score table is dealt from a number nobody chose: a game
    // number typed in plays unranked (the practice box ticked and held, and said why); erased, the
    // box is the player's again, and it is remembered as the player left it.
    void aChosenGameNumberPlaysUnranked()
    {
        QSettings().remove(QStringLiteral("dominyam/newGame/practice"));
        {
            ui::NewGameDialog dialog;
            dialog.setPlayers({QStringLiteral("Ana")}, {false});
            auto* practice = dialog.findChild<QCheckBox*>(QStringLiteral("practice"));
            QVERIFY(practice && !practice->isChecked() && practice->isEnabled());
            QVERIFY(!dialog.options()->practice); // ranked
            dialog.setSeed(QStringLiteral("1234"));
            QVERIFY(practice->isChecked() && !practice->isEnabled());
            QVERIFY(practice->toolTip().contains(QStringLiteral("unranked")));
            QVERIFY(practice->text().contains(QStringLiteral("unranked"))); // said where it is seen
            QVERIFY(dialog.options()->practice);
            dialog.setSeed(QString());
            QVERIFY(!practice->isChecked() && practice->isEnabled());
            QVERIFY(!dialog.options()->practice);
            dialog.setSeed(QStringLiteral("1234"));
            dialog.accept();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
            QVERIFY(dialog.options()->practice);
        }
        ui::NewGameDialog again;
        again.setPlayers({QStringLiteral("Ana")}, {false});
        QVERIFY(!again.options()->practice); // remembered as the player left it: ranked
    }

    // A hint asked for in a solo game is kept with the game (a kill and a resume do not shed it)
    // and marks its score in the high-score table.
    void aScoreMadeWithHintsIsMarked()
    {
        ui::DominyamSession session(makeGame({{"Ana", false}}, 5));
        auto& controller = session.controller();
        controller.roll();
        QVERIFY(!controller.adviceUsed());
        controller.requestHint();
        QVERIFY(controller.adviceUsed());
        const auto module = gui::make_dominyam_module();
        auto reopened = module->loadGame(session.saveGame());
        QVERIFY(reopened);
        QVERIFY(static_cast<ui::DominyamSession*>(reopened->get())->controller().adviceUsed());
        core::HighScores table;
        table.add({"Ana", 120, "2026-12-07T01:00:00Z", 5, true});
        table.add({"Ben", 110, "2026-12-07T01:00:00Z", 6, false});
        ui::HighScoresDialog dialog(table, std::nullopt);
        auto* list = dialog.findChild<QTableWidget*>(QStringLiteral("highScoresTable"));
        QCOMPARE(list->item(0, 2)->text(), QStringLiteral("with hints"));
        QCOMPARE(list->item(1, 2)->text(), QStringLiteral("none"));
    }

    void theNewGameDialogChecksThePlayers()
    {
        ui::NewGameDialog dialog;
        dialog.setPlayers({QStringLiteral("Ana"), QStringLiteral("Ana")}, {false, false});
        QVERIFY(!dialog.options());
        dialog.setPlayers({QStringLiteral("Ana"), QStringLiteral("Robot")}, {false, true});
        dialog.setSeed(QStringLiteral("1234"));
        dialog.setMentalArithmetic(true);
        const auto options = dialog.options();
        QVERIFY(options);
        QCOMPARE(options->seed, std::uint64_t {1234});
        QVERIFY(options->mental_arithmetic);
        QVERIFY(options->seats[1].computer);
        // Eight seats on a low screen: the dialog stays whole on it, its body scrolling.
        QStringList eight;
        for (int i = 1; i <= 8; ++i)
            eight << QStringLiteral("Player %1").arg(i);
        dialog.setPlayers(eight, {});
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::qWait(20);
        QVERIFY2(dialog.screen()->availableGeometry().contains(dialog.geometry()),
            qPrintable(QStringLiteral("%1x%2 at %3,%4")
                           .arg(dialog.width())
                           .arg(dialog.height())
                           .arg(dialog.x())
                           .arg(dialog.y())));
        // Back to two seats, it shrinks to them.
        const int tall = dialog.height();
        dialog.setPlayers({QStringLiteral("Ana"), QStringLiteral("Bob")}, {});
        QTRY_VERIFY2(dialog.height() < tall, qPrintable(QStringLiteral("%1 then %2").arg(tall).arg(dialog.height())));
    }

    void textsFollowTheLanguage()
    {
        app::LanguageManager language;
        ui::DominyamSession session(makeGame({{"Ana", false}}, 3));
        session.view().show();
        language.setLanguage(QStringLiteral("fr"));
        QTRY_COMPARE(session.view().diceTray()->rollButton()->text(), QStringLiteral("Lancer (Espace)"));
        QCOMPARE(
            session.view().turnTrack()->playerText(), QStringLiteral("Tour 14, en comptant à rebours depuis\u00a014"));
        language.setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(session.view().diceTray()->rollButton()->text(), QStringLiteral("Roll (Space)"));
    }
};

QTEST_MAIN(DominyamUiTests)
#include "dominyam_ui_tests.moc"
