// SPDX-License-Identifier: GPL-3.0-or-later
// The kit's game controller with chance (Pig: a die after every roll) and a computer seat: the
// table rolls the die at once from the game's seed; Undo never takes a die back at a table (and
// says why), and in a practice game takes a person's move back with the die and the computer's
// moves after it, Redo bringing them back together.

#include "gui/computer_turns.hpp"
#include "gui/game_controller.hpp"

#include "core/game.hpp"
#include "pig_rules.hpp"
#include "waiting.hpp"

#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <chrono>
#include <functional>
#include <stop_token>
#include <thread>
#include <variant>

using namespace tablee;
using PigRules = test::PigRules;
using PigGame = core::Game<PigRules>;

namespace {

QString pigWords(const PigRules::State&, const PigRules::Move& move)
{
    if (const auto* die = std::get_if<PigRules::Die>(&move))
        return QStringLiteral("die %1").arg(die->face);
    return std::holds_alternative<PigRules::Roll>(move) ? QStringLiteral("roll") : QStringLiteral("hold");
}

// Seat 0 a person, seat 1 a computer that rolls until its turn holds 20 or more. A practice game
// takes the dice back too.
class PigController : public gui::GameControllerOf<PigGame> {
public:
    explicit PigController(PigGame game, bool practice = false)
        : GameControllerOf(std::move(game), &pigWords), m_practice(practice)
    {
        setComputerPause(0);
        followComputers();
    }

protected:
    bool isComputerSeat(std::size_t seat) const override { return seat == 1; }
    bool mayUndoChance() const override { return m_practice; }
    std::optional<ComputerTurn> computerTurn() const override
    {
        return ComputerTurn {[](const PigRules::State& state, std::stop_token) -> PigRules::Move {
                                 if (state.turn_total >= 20)
                                     return PigRules::Hold {};
                                 return PigRules::Roll {};
                             },
            0};
    }

private:
    bool m_practice = false;
};

std::size_t dice(const PigGame& game)
{
    std::size_t count = 0;
    for (const auto& move : game.history().applied())
        count += std::holds_alternative<PigRules::Die>(move) ? 1U : 0U;
    return count;
}

} // namespace

class GameControllerTests : public QObject {
    Q_OBJECT

private slots:
    // A thought no longer wanted is asked to stop: when the game changes under it, and when the
    // window (here its ComputerTurns) goes while a long search runs; its result is never played.
    void aThoughtNoLongerWantedIsAskedToStop()
    {
        std::atomic<int> stopsSeen = 0;
        std::atomic<bool> acted = false;
        // Thinks until asked to stop (at most a minute, for a test that would otherwise hang).
        const gui::ComputerTurns::Think endless = [&](std::stop_token stop) -> std::function<void()> {
            for (int waited = 0; !stop.stop_requested() && waited < 60'000; ++waited)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            stopsSeen += stop.stop_requested() ? 1 : 0;
            return [&acted] { acted = true; };
        };
        {
            gui::ComputerTurns turns;
            turns.setFixedPause(0);
            turns.reschedule(endless, 0);
            QTRY_VERIFY(turns.isThinking());
            turns.reschedule(std::nullopt, 0); // a person's move: nobody is to think any more
            QTRY_VERIFY(!turns.isThinking());
            QCOMPARE(stopsSeen.load(), 1);
            QVERIFY(!acted);

            turns.reschedule(endless, 0);
            QTRY_VERIFY(turns.isThinking());
        } // closed while thinking: the destructor stops the search before it joins
        QCOMPARE(stopsSeen.load(), 2);
        QCoreApplication::sendPostedEvents();
        QVERIFY(!acted);
    }

    void aRollIsFollowedByItsDieAtOnce()
    {
        PigController controller(PigGame::create({3}).value());
        QSignalSpy played(&controller, &gui::GameController::movePlayed);
        QVERIFY(controller.play(PigRules::Roll {}));
        // The die came with the roll, in one change.
        QCOMPARE(controller.game().history().cursor(), std::size_t {2});
        QVERIFY(std::holds_alternative<PigRules::Die>(controller.game().history().applied().back()));
        QVERIFY(core::chance_outcomes<PigRules>(controller.state()).empty());
        QCOMPARE(played.count(), 1);
        // Another controller on the same game rolls the same face.
        PigController again(PigGame::create({3}).value());
        QVERIFY(again.play(PigRules::Roll {}));
        QVERIFY(again.game().history().applied().back() == controller.game().history().applied().back());
    }

    void aDieRolledStandsAndUndoSaysWhy()
    {
        PigController controller(PigGame::create({3}).value());
        QVERIFY(controller.play(PigRules::Roll {}));
        QVERIFY(!controller.canUndo());
        QCOMPARE(controller.undoTerms(), gui::GameController::UndoTerms::off);
        QCOMPARE(controller.undoOffReason(), QStringLiteral("chance has been drawn"));
        QVERIFY(controller.undoText().isEmpty());
        const auto cursor = controller.game().history().cursor();
        controller.undo(); // nothing happens
        QCOMPARE(controller.game().history().cursor(), cursor);
    }

    void undoTakesTheMoveBackWithItsDieAndTheComputersMovesAfterIt()
    {
        // Seeds until the person's first roll is not a 1 (a 1 passes the turn to the computer).
        for (std::uint64_t seed = 0;; ++seed) {
            PigController controller(PigGame::create({seed}).value(), true);
            QVERIFY(controller.play(PigRules::Roll {}));
            if (controller.state().player != 0)
                continue;
            QVERIFY(controller.canUndo());
            QCOMPARE(controller.undoText(), QStringLiteral("roll")); // its die unnamed
            controller.undo();
            QCOMPARE(controller.game().history().cursor(), std::size_t {0});
            QVERIFY(controller.canRedo());
            controller.redo(); // the roll and its die, together
            QCOMPARE(controller.game().history().cursor(), std::size_t {2});
            QCOMPARE(dice(controller.game()), std::size_t {1});

            // The person holds; the computer plays its whole turn by itself.
            const auto before = controller.game().history().cursor();
            QVERIFY(controller.play(PigRules::Hold {}));
            QTRY_VERIFY_WITH_TIMEOUT(
                !PigRules::is_over(controller.state()) && controller.state().player == 0 && !controller.isThinking(),
                test::computerThoughtBoundMs);
            const auto after = controller.game().history().cursor();
            QVERIFY(after > before + 2); // at least a roll and its die, by the computer
            // Undo names the person's hold and counts the computer's moves, not the dice.
            std::size_t computersMoves = 0;
            for (std::size_t i = before + 1; i < after; ++i)
                computersMoves
                    += std::holds_alternative<PigRules::Die>(controller.game().history().moves()[i]) ? 0U : 1U;
            // (No translation loaded here: the English plural is the English file's.)
            const QString undoText = controller.undoText();
            QVERIFY2(undoText.startsWith(QStringLiteral("hold and the %1 computer move").arg(computersMoves)),
                qPrintable(undoText));
            controller.undo();
            QCOMPARE(controller.game().history().cursor(), before);
            QCOMPARE(controller.state().player, std::size_t {0});
            return;
        }
    }
};

QTEST_MAIN(GameControllerTests)
#include "game_controller_tests.moc"
