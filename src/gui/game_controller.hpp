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
// table's pace (gui::ComputerTurns) and plays its move.
//
// Undo follows the table's one rule (core/undo_policy.hpp): back to the last position where a
// person was to move, the computers' moves after it with it; never over chance; a hand-in sealed
// until its phase is revealed (only its writer takes it back: takeBackSealed); another seat's
// finished turn or a revealed phase only with the table's consent, which the window asks for.

#include "core/error.hpp"
#include "core/game.hpp"
#include "core/undo_policy.hpp"
#include "gui/computer_turns.hpp"
#include "gui/elision.hpp"

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

    // Undo's terms now (core/undo_policy.hpp).
    enum class UndoTerms {
        none, // nothing to take back
        own, // the player acting now takes back a move of their own turn: no question
        consent, // another player's finished turn, or a phase the table has seen: ask the table
        off, // chance has acted, a hand-in is sealed, a finished or ranked game: undoOffReason says
    };
    virtual UndoTerms undoTerms() const = 0;
    // Undo may take something back now, once asked where it needs the table's consent.
    bool canUndo() const
    {
        const UndoTerms terms = undoTerms();
        return terms == UndoTerms::own || terms == UndoTerms::consent;
    }
    // Why Undo is off, in a few words for its menu item ("the die has been rolled"); empty when it
    // is not off.
    virtual QString undoOffReason() const = 0;
    // With UndoTerms::consent: the question to the table, naming what is taken back and who plays
    // again.
    virtual QString undoConsentQuestion() const = 0;
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
    // Takes back what undoTerms() offers (the caller has asked for the table's consent where it
    // is needed); nothing happens when Undo is off or there is nothing to undo or redo.
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
    // Why Undo is off, from the table's rule: chance's outcome stands (`chance`, the variant's
    // words), or `writer`'s hand-in is sealed.
    static QString sealedReason(const QString& writer)
    {
        return elideBeforeNames(tr("%1’s orders are sealed until the reveal", "why Undo is off").arg(writer));
    }
    static QString defaultChanceReason() { return tr("chance has been drawn", "why Undo is off"); }
    // The table's consent asked for `what` (undoText), `who` playing again (empty: the table
    // itself), `reveal`: a phase whose hand-ins everyone has seen.
    static QString consentQuestion(const QString& what, const QString& who, bool reveal)
    {
        if (reveal && !who.isEmpty())
            return elideBeforeNames(tr("Undo takes back a phase everyone has seen revealed (%1).\n\n%2 hands in again, "
                                       "having seen everyone’s orders: they come back to %2’s own screen only. Take "
                                       "it back only if everyone at the table agrees.")
                                        .arg(what, who));
        if (reveal)
            return tr("Undo takes back a phase everyone has seen revealed (%1). Take it back only if everyone at the "
                      "table agrees.")
                .arg(what);
        return elideBeforeNames(tr("Undo takes back %2’s last turn (%1), already seen by the table.\n\n%2 plays it "
                                   "again. Take it back only if everyone at the table agrees.")
                                    .arg(what, who));
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
        : GameController(parent), m_game(std::move(game)), m_words(words), m_makers(core::move_makers(m_game))
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

    UndoTerms undoTerms() const override
    {
        if (!m_game.can_undo() || isThinking())
            return UndoTerms::none;
        if (!whyNoUndo().isEmpty())
            return UndoTerms::off;
        switch (undoPlan().verdict) {
        case core::UndoPlan::Verdict::nothing:
            return UndoTerms::none;
        case core::UndoPlan::Verdict::own:
            return UndoTerms::own;
        case core::UndoPlan::Verdict::consent:
            return UndoTerms::consent;
        case core::UndoPlan::Verdict::chance:
        case core::UndoPlan::Verdict::sealed:
            return UndoTerms::off;
        }
        return UndoTerms::none;
    }
    QString undoOffReason() const override
    {
        if (!m_game.can_undo() || isThinking())
            return {};
        if (const QString variants = whyNoUndo(); !variants.isEmpty())
            return variants;
        const auto plan = undoPlan();
        if (plan.verdict == core::UndoPlan::Verdict::chance)
            return chanceReason();
        if (plan.verdict == core::UndoPlan::Verdict::sealed)
            return sealedReason(seatName(*plan.seat));
        return {};
    }
    QString undoConsentQuestion() const override
    {
        const auto plan = undoPlan();
        if (plan.verdict != core::UndoPlan::Verdict::consent)
            return {};
        return consentQuestion(undoText(), plan.seat ? seatName(*plan.seat) : QString(), plan.reveal);
    }
    bool canRedo() const override { return m_game.can_redo(); }
    bool isOver() const override { return Rules::is_over(m_game.state()); }
    nlohmann::json saveGame() const override { return m_game.to_json(); }
    QString undoText() const override
    {
        const auto plan = undoPlan();
        if (!plan.allowed())
            return {};
        const auto moves = m_game.history().applied();
        const std::size_t first = moves.size() - plan.count;
        // Chance's outcomes go with the move that rolled them, unnamed, and so does a phase the
        // table played by itself.
        const auto computers = std::ranges::count_if(m_makers.begin() + static_cast<std::ptrdiff_t>(first + 1),
            m_makers.end(), [this](const core::MoveMaker& maker) { return maker.seat && isComputerSeat(*maker.seat); });
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
        if (!canUndo())
            return;
        const std::size_t count = undoPlan().count;
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

    // In a simultaneous phase still open: `seat`'s writer takes back the orders they handed in
    // (in private, behind the hand-over screen: the view sees to it). The others' hand-ins stand;
    // Redo has nothing left to play. onWithdrawn gives the move to the variant (its writer's
    // drafts). False when that seat has no sealed hand-in now.
    bool takeBackSealed(std::size_t seat)
    {
        const auto index = core::sealed_move_of(m_makers, seat);
        if (!index)
            return false;
        auto taken = m_game.withdraw(*index);
        if (!taken) {
            refuse(taken.error());
            return false;
        }
        rebuildMakers();
        onWithdrawn(*taken);
        scheduleComputer();
        announceChange();
        return true;
    }
    // Whether `seat` has a sealed hand-in its writer may take back now.
    bool hasSealed(std::size_t seat) const { return core::sealed_move_of(m_makers, seat).has_value(); }

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
    // The variant's own reason why Undo is off now, in a few words for its menu item (a ranked
    // solo game, a finished game whose result stands); empty when the table's rule decides.
    virtual QString whyNoUndo() const { return {}; }
    // Why chance's outcome stops Undo, in the variant's words ("the die has been rolled").
    virtual QString chanceReason() const { return defaultChanceReason(); }
    // Whether Undo takes chance's outcomes back too: never at a table (a die rolled stands); a
    // practice game nobody is ranked in may.
    virtual bool mayUndoChance() const { return false; }
    // The name of whoever plays `seat`, for Undo's words (who plays again, whose orders are
    // sealed): the rules' seat names by default.
    virtual QString seatName(std::size_t seat) const
    {
        const auto names = Rules::seat_names(m_game.options());
        return seat < names.size() ? QString::fromStdString(names[seat]) : QString();
    }
    // The computers start to play: at the end of the variant's constructor (a restored game may
    // have a computer to move). Until then Undo takes back one move at a time.
    void followComputers()
    {
        m_following = true;
        // Once the session has connected to it (and a test has set the pace). A game saved while
        // chance was to act (a file written by hand) has it act now.
        QTimer::singleShot(0, this, [this] {
            if (chanceActs()) {
                drawChance();
                announceChange();
            }
            scheduleComputer();
        });
    }

    // After a move was played, before the signals: update what is derived from the state.
    virtual void onPlayed(const Move&) { }
    // After undo or redo, before the signals.
    virtual void onRewound() { }
    // After a sealed hand-in was taken back by its writer (takeBackSealed), before the signals:
    // `move` is the hand-in, for its writer's drafts.
    virtual void onWithdrawn(const Move& move) { (void)move; }

    // The variant's words for `move` (empty without any): its MoveWords, or its own where they
    // need more than the state (the players' names in the options).
    virtual QString moveText(const Move& move) const { return m_words ? m_words(state(), move) : QString(); }

private:
    bool chanceActs() const { return !core::chance_outcomes<Rules>(state()).empty(); }
    core::UndoPlan undoPlan() const
    {
        assert(m_makers.size() == m_game.history().cursor());
        return core::plan_undo(
            m_game, m_makers, [this](std::size_t seat) { return isComputerSeat(seat); }, !mayUndoChance());
    }

    template <class Apply> bool playWith(const Move& move, Apply apply)
    {
        const auto maker = core::move_maker<Rules>(state(), move);
        if (auto played = apply(m_game); !played) {
            refuse(played.error());
            return false;
        }
        m_makers.push_back(maker);
        onPlayed(move);
        drawChance();
        scheduleComputer();
        announceChange();
        return true;
    }
    // While chance acts, the table draws and plays its outcome (signals are the caller's).
    void drawChance()
    {
        if constexpr (requires(const Game& game) { game.chance_move(); }) {
            while (chanceActs()) {
                const Move outcome = m_game.chance_move();
                const auto maker = core::move_maker<Rules>(state(), outcome);
                [[maybe_unused]] const auto played = m_game.play(outcome);
                assert(played); // chance's outcomes are legal moves
                m_makers.push_back(maker);
                onPlayed(outcome);
            }
        }
    }

    void rewound()
    {
        rebuildMakers();
        onRewound();
        scheduleComputer();
        announceChange();
    }

    // Who made each move in force, replayed from the start (after undo, redo or a withdrawal).
    void rebuildMakers() { m_makers = core::move_makers(m_game); }

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
    std::vector<core::MoveMaker> m_makers; // who made each move in force
};

} // namespace tablee::gui
