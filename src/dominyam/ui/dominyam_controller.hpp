// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dominyam/engine/advisor.hpp"
#include "dominyam/engine/game.hpp"
#include "gui/game_controller.hpp"

#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace tablee::dominyam::ui {

// Owns a game of Dominyam and is the only way the views change it (gui::GameControllerOf): they
// send intents (roll, hold a die, click a tile...), the controller asks the engine, applies what
// is legal, reports what is not (in words), and plays the computer's turns off the GUI thread.
class DominyamController : public gui::GameControllerOf<Game> {
    Q_OBJECT

public:
    explicit DominyamController(Game game, QObject* parent = nullptr);
    ~DominyamController() override;

    // The dice the player has chosen to keep for the next re-roll.
    const HoldMask& hold() const { return m_hold; }
    // The first tile of a meal being chosen, if any.
    std::optional<std::size_t> selectedTile() const { return m_selected; }
    // The legal meals of the current roll (empty before rolling).
    const std::vector<Meal>& legalMeals() const { return m_meals; }
    // Tiles that are part of at least one legal meal.
    std::set<std::size_t> eatableTiles() const;
    // Tiles that make a legal meal with `tile`.
    std::set<std::size_t> partnersOf(std::size_t tile) const;
    // The point dice the player may choose for a meal of these two tiles, highest first.
    std::vector<int> pointDieChoices(std::size_t first, std::size_t second) const;

    // The dice held are a choice in progress, not yet a move: saved beside the moves (a crash or
    // a save between two throws keeps them) and taken back when the game is opened.
    nlohmann::json saveGame() const override;
    bool resumeWorkInProgress(const nlohmann::json& game) override;

    // The advice shown after a hint request, until the next move.
    const std::optional<Advice>& hint() const { return m_hint; }

public slots:
    void roll();
    void reroll();
    void toggleHold(int die);
    // First click selects, a click on a partner eats (with the highest point die), a click on
    // the selected tile deselects.
    void clickTile(std::size_t tile);
    void eat(std::size_t first, std::size_t second, int pointDie);
    void pass();
    void clearSelection();
    void requestHint();
    // Whether a hint was asked for in this game (saved with it): a solo score made with advice is
    // marked so in the high-score table.
    bool adviceUsed() const { return m_adviceUsed; }

signals:
    void gameOver();

private:
    void onPlayed(const Move& move) override;
    void onRewound() override;
    bool isComputerSeat(std::size_t seat) const override;
    std::optional<ComputerTurn> computerTurn() const override;
    void onComputerChose(const Move& move) override;
    // A ranked solo game has no undo: undoing would show the dice to come. A practice game takes
    // back everything, dice included; at a table of several, the dice rolled stand.
    QString whyNoUndo() const override;
    QString chanceReason() const override;
    bool mayUndoChance() const override { return state().options().practice; }
    // What the views read that derives from the state; a new position starts with no choice.
    void refresh();

    HoldMask m_hold {};
    std::optional<std::size_t> m_selected;
    std::vector<Meal> m_meals;
    std::optional<Advice> m_hint;
    bool m_adviceUsed = false;
    // The computer seats' players, by level: shared with the worker thread that thinks, and kept
    // for the game (the strong player keeps its look-ahead for the turn).
    std::shared_ptr<ComputerPlayer> m_normal = std::make_shared<ComputerPlayer>(Level::normal);
    std::shared_ptr<ComputerPlayer> m_strong = std::make_shared<ComputerPlayer>(Level::strong);
};

} // namespace tablee::dominyam::ui
