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

#include "core/error.hpp"

#include <QObject>
#include <QString>

#include <nlohmann/json.hpp>

#include <utility>

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
};

template <class Game> class GameControllerOf : public GameController {
public:
    using State = typename Game::State;
    using Move = typename Game::Move;
    // The variant's words for a move played in this game (the state names its tiles, players...).
    using MoveWords = QString (*)(const State&, const Move&);

    explicit GameControllerOf(Game game, MoveWords words = nullptr, QObject* parent = nullptr)
        : GameController(parent), m_game(std::move(game)), m_words(words)
    { }

    const Game& game() const { return m_game; }
    const State& state() const { return m_game.state(); }

    // Applies `move`; on a refusal emits moveRejected with the engine's error and returns false
    // (nothing changes).
    bool play(const Move& move)
    {
        if (auto played = m_game.play(move); !played) {
            refuse(played.error());
            return false;
        }
        onPlayed(move);
        announceChange();
        return true;
    }

    bool canUndo() const override { return m_game.can_undo(); }
    bool canRedo() const override { return m_game.can_redo(); }
    bool isOver() const override { return Game::Rules::is_over(m_game.state()); }
    nlohmann::json saveGame() const override { return m_game.to_json(); }
    QString undoText() const override
    {
        return m_words && canUndo() ? m_words(state(), m_game.history().applied().back()) : QString();
    }
    QString redoText() const override
    {
        return m_words && canRedo() ? m_words(state(), m_game.history().moves()[m_game.history().cursor()]) : QString();
    }

    void undo() override
    {
        if (!canUndo())
            return;
        m_game.undo();
        onRewound();
        announceChange();
    }
    void redo() override
    {
        if (!canRedo())
            return;
        m_game.redo();
        onRewound();
        announceChange();
    }

protected:
    // For a variant's own undo (several moves at once, say); it calls onRewound and
    // announceChange itself.
    Game& mutableGame() { return m_game; }
    // After a move was played, before the signals: update what is derived from the state.
    virtual void onPlayed(const Move&) { }
    // After undo or redo, before the signals.
    virtual void onRewound() { }

    // The variant's words for `move` (empty without any).
    QString moveText(const Move& move) const { return m_words ? m_words(state(), move) : QString(); }

private:
    Game m_game;
    MoveWords m_words;
};

} // namespace tablee::gui
