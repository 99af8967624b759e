// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The one controller of a game open in the window, for every variant: it owns the core::Game and
// is the only way the views change it. They send moves; the controller asks the engine through
// the game, applies what is legal, reports what is not as the engine's core::Error (the views put
// it in the variant's words), and signals every change, which the session turns into "modified", Undo/Redo and
// autosave.
//
// GameController is the part Qt's signals need (a QObject cannot be a template);
// GameControllerOf<Game> holds a core::Game<Rules> and does the work. A variant's controller
// derives from it to add what its views choose before a move (dice held, a tile selected...)
// through the hooks onPlayed and onRewound.
//
// Computer players, once for every variant: a variant says which seats computers play and how the
// one to move thinks (computerTurn); the controller has it think off the GUI thread at the
// table's pace (gui::ComputerTurns) and plays its move, and Undo goes back to the last position
// where a person was to move, the computers' moves after it with it.

#include "core/error.hpp"
#include "core/game.hpp"
#include "gui/computer_turns.hpp"

#include <QObject>
#include <QString>
#include <QTimer>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace tablee::gui {

class GameController : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    virtual bool canUndo() const = 0;
    virtual bool canRedo() const = 0;
    // The game has ended (no more moves).
    virtual bool isOver() const = 0;
    // The game, as the `game` object of a save (core::Game::to_json).
    virtual nlohmann::json saveGame() const = 0;
    // What undo would take back and redo would play again, in a few words ("eat 3-6 and 2-2");
    // empty when there is nothing, or when the variant has no words for its moves.
    virtual QString undoText() const = 0;
    virtual QString redoText() const = 0;
    // What the players were choosing when the game was saved, not yet a move (a calamity's steps
    // so far): saveGame() writes it beside the moves, and a restored game takes it back from
    // that `game` object. False when some was saved but no longer fits the game: it is dropped,
    // and the variant's view says so. Nothing to resume by default.
    virtual bool resumeWorkInProgress(const nlohmann::json& game)
    {
        (void)game;
        return true;
    }

public slots:
    // Nothing happens when there is nothing to undo or redo.
    virtual void undo() = 0;
    virtual void redo() = 0;

signals:
    // After every change of the game or of the choices in progress.
    void stateChanged();
    // A move the rules refuse, with the engine's reason (for the view to put in words).
    void moveRejected(const tablee::core::Error& reason);
    // A move was played, undone or redone: for the session's "modified" mark and autosave.
    void movePlayed();
    // The choices in progress (not yet a move) changed: they are autosaved and marked modified
    // too, so that a crash in the middle of a long calamity loses nothing.
    void workInProgressChanged();

protected:
    void refuse(const core::Error& reason) { emit moveRejected(reason); }
    void announceChange()
    {
        emit stateChanged();
        emit movePlayed();
    }
    void announceWorkInProgress()
    {
        emit stateChanged();
        emit workInProgressChanged();
    }
    // What Undo says it takes back: a person's move, and the computers' moves after it.
    static QString withComputersMoves(const QString& own, int computersMoves)
    {
        return computersMoves == 0 ? own
                                   : tr("%1 and the %n computer move(s) after it", nullptr, computersMoves).arg(own);
    }
};

template <class Game> class GameControllerOf : public GameController {
public:
    using State = typename Game::State;
    using Move = typename Game::Move;
    using Rules = typename Game::Rules;
    // The variant's words for a move played in this game (the state names its tiles, players...).
    using MoveWords = QString (*)(const State&, const Move&);

    explicit GameControllerOf(Game game, MoveWords words = nullptr, QObject* parent = nullptr)
        : GameController(parent), m_game(std::move(game)), m_words(words)
    {
        connect(&m_computer, &ComputerTurns::thinkingChanged, this, &GameController::stateChanged);
    }

    const Game& game() const { return m_game; }
    const State& state() const { return m_game.state(); }

    // Applies `move`; on a refusal emits moveRejected with the engine's error and returns false
    // (nothing changes).
    // Where chance acts after it (a die the move rolls), the table draws at once from the game's
    // seed (core::Game::chance_move), and those moves are announced with it.
    bool play(const Move& move)
    {
        return playWith(move, [&](Game& game) { return game.play(move); });
    }
    // The same, for rules whose apply also reports what the move did (core::Game::play).
    template <class Report> bool play(const Move& move, Report& report)
    {
        return playWith(move, [&](Game& game) { return game.play(move, report); });
    }

    // A computer is to move (it thinks, or is about to): in a simultaneous phase, one of the
    // seats acting now is a computer's.
    bool isComputerToMove() const
    {
        return std::ranges::any_of(
            core::acting_seats<Rules>(state()), [this](std::size_t seat) { return isComputerSeat(seat); });
    }
    bool isThinking() const { return m_computer.isThinking(); }
    // A fixed pause before every computer's move instead of the variant's (0 in tests).
    void setComputerPause(int milliseconds) { m_computer.setFixedPause(milliseconds); }

    bool canUndo() const override { return movesToUndo() > 0; }
    bool canRedo() const override { return m_game.can_redo(); }
    bool isOver() const override { return Rules::is_over(m_game.state()); }
    nlohmann::json saveGame() const override { return m_game.to_json(); }
    QString undoText() const override
    {
        const std::size_t count = movesToUndo();
        if (count == 0)
            return {};
        const auto moves = m_game.history().applied();
        const std::size_t first = moves.size() - count;
        // Chance's outcomes go with the move that rolled them, unnamed.
        const auto computers = m_following
            ? std::ranges::count_if(m_movers.begin() + static_cast<std::ptrdiff_t>(first + 1), m_movers.end(),
                [](const Mover& mover) { return !mover.chance; })
            : 0;
        const QString own = moveText(moves[first]);
        return own.isEmpty() ? QString() : withComputersMoves(own, static_cast<int>(computers));
    }
    QString redoText() const override { return canRedo() ? moveText(*moveToRedo()) : QString(); }
    // The move Redo would play again; nothing when there is none.
    const Move* moveToRedo() const
    {
        return canRedo() ? &m_game.history().moves()[m_game.history().cursor()] : nullptr;
    }

    void undo() override
    {
        const std::size_t count = movesToUndo();
        if (count == 0)
            return;
        for (std::size_t i = 0; i < count; ++i)
            m_game.undo();
        rewound();
    }
    void redo() override
    {
        if (!canRedo())
            return;
        // A move and the chance after it come back together: redo never stops where chance acts.
        do
            m_game.redo();
        while (m_game.can_redo() && chanceActs());
        drawChance();
        rewound();
    }

protected:
    // Who plays `seat`: true for a computer.
    virtual bool isComputerSeat(std::size_t seat) const
    {
        (void)seat;
        return false;
    }
    // How the computer to move chooses (run off the GUI thread, on a copy of the state; a long
    // thought ends early once its stop_token says so: its move is then thrown away), and how long
    // the table sees the position before it plays (ms). Asked whenever a computer is to move.
    struct ComputerTurn {
        std::function<Move(const State&, std::stop_token)> choose;
        int pause = 0;
    };
    virtual std::optional<ComputerTurn> computerTurn() const { return std::nullopt; }
    // Just before the computer's chosen move is played (Dominyam shows the dice it keeps).
    virtual void onComputerChose(const Move& move) { (void)move; }
    // Plays the computer's chosen move (a variant that keeps a report of each move plays it its
    // own way); false when refused.
    virtual bool playComputerMove(const Move& move) { return play(move); }
    // Whether Undo may take anything back now (not a ranked solo game's dice, not a finished
    // game), and whether it may go back over `move` (not over a die rolled inside a move).
    virtual bool mayUndo() const { return true; }
    virtual bool mayUndoOver(const Move& move) const
    {
        (void)move;
        return true;
    }
    // The computers start to play: at the end of the variant's constructor (a restored game may
    // have a computer to move). Until then Undo takes back one move at a time.
    void followComputers()
    {
        m_following = true;
        rebuildMovers();
        // Once the session has connected to it (and a test has set the pace). A game saved while
        // chance was to act (a file written by hand) has it act now.
        QTimer::singleShot(0, this, [this] {
            if (chanceActs()) {
                drawChance();
                rebuildMovers();
                announceChange();
            }
            scheduleComputer();
        });
    }

    // For a variant's own moves (a report besides the move, say): it calls onPlayed and
    // announceChange itself. Not with computer players (their movers would not be kept).
    Game& mutableGame()
    {
        assert(!m_following);
        return m_game;
    }
    // After a move was played, before the signals: update what is derived from the state.
    virtual void onPlayed(const Move&) { }
    // After undo or redo, before the signals.
    virtual void onRewound() { }

    // The variant's words for `move` (empty without any): its MoveWords, or its own where they
    // need more than the state (the players' names in the options).
    virtual QString moveText(const Move& move) const { return m_words ? m_words(state(), move) : QString(); }

private:
    // Who makes the next move: a seat, the table together (nothing), or chance.
    struct Mover {
        std::optional<std::size_t> seat;
        bool chance = false;
    };
    static Mover moverOf(const State& state, const Move& move)
    {
        return {core::seat_of<Rules>(state, move), !core::chance_outcomes<Rules>(state).empty()};
    }
    bool chanceActs() const { return !core::chance_outcomes<Rules>(state()).empty(); }

    template <class Apply> bool playWith(const Move& move, Apply apply)
    {
        const auto mover = moverOf(state(), move);
        if (auto played = apply(m_game); !played) {
            refuse(played.error());
            return false;
        }
        if (m_following)
            m_movers.push_back(mover);
        onPlayed(move);
        drawChance();
        scheduleComputer();
        announceChange();
        return true;
    }
    // A person's move, where Undo stops: not chance's, not a computer's.
    bool isPersonsMove(const Mover& mover) const
    {
        return !mover.chance && (!mover.seat || !isComputerSeat(*mover.seat));
    }

    // While chance acts, the table draws and plays its outcome (signals are the caller's).
    void drawChance()
    {
        if constexpr (requires(const Game& game) { game.chance_move(); }) {
            while (chanceActs()) {
                const Move outcome = m_game.chance_move();
                [[maybe_unused]] const auto played = m_game.play(outcome);
                assert(played); // chance's outcomes are legal moves
                if (m_following)
                    m_movers.push_back({std::nullopt, true});
                onPlayed(outcome);
            }
        }
    }

    // How many moves Undo takes back: to the last position where a person was to move (the
    // computers' moves after it go too); 0 when it may not.
    std::size_t movesToUndo() const
    {
        if (!m_game.can_undo() || !mayUndo() || isThinking())
            return 0;
        if (!m_following)
            return mayUndoOver(m_game.history().applied().back()) ? 1 : 0;
        const auto moves = m_game.history().applied();
        assert(m_movers.size() == moves.size());
        for (std::size_t count = 1; count <= moves.size(); ++count) {
            const std::size_t index = moves.size() - count;
            if (!mayUndoOver(moves[index]))
                return 0;
            if (isPersonsMove(m_movers[index]))
                return count;
        }
        return 0; // only computers have moved: undoing would be replayed at once
    }

    void rewound()
    {
        rebuildMovers();
        onRewound();
        scheduleComputer();
        announceChange();
    }

    // Who made each move in force, replayed from the start (after undo, redo or loading).
    void rebuildMovers()
    {
        if (!m_following)
            return;
        m_movers.clear();
        State before = m_game.initial_state();
        for (const Move& move : m_game.history().applied()) {
            m_movers.push_back(moverOf(before, move));
            [[maybe_unused]] const auto applied = Rules::apply(before, move);
            assert(applied); // the game accepted it from this start
        }
    }

    // After every change: forget any thought about the position before, and have the computer
    // to move think about this one.
    void scheduleComputer()
    {
        if (!m_following)
            return;
        const auto turn = isComputerToMove() ? computerTurn() : std::nullopt;
        if (!turn) {
            m_computer.reschedule(std::nullopt, 0);
            return;
        }
        // The state is a value: the worker thinks on its own copy while the board is drawn.
        ComputerTurns::Think think
            = [this, choose = turn->choose, position = state()](std::stop_token stop) -> std::function<void()> {
            const Move move = choose(position, stop);
            return [this, move] {
                onComputerChose(move);
                playComputerMove(move);
            };
        };
        m_computer.reschedule(think, turn->pause);
    }

    Game m_game;
    MoveWords m_words;
    ComputerTurns m_computer;
    bool m_following = false;
    std::vector<Mover> m_movers; // who made each move in force
};

} // namespace tablee::gui
