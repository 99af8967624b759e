// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "civ_calamities/engine/rules.hpp"
#include "gui/game_controller.hpp"

#include <optional>
#include <vector>

namespace tablee::civ_calamities::ui {

// The referee's game open in the window, and the calamity being resolved: its start and the
// choices made so far, replayed by the engine at each step (run_calamity), so that undoing a step
// is dropping the last choice and the board is changed only when the calamity is applied whole
// (one move: undo takes it back at once).
class CivController : public gui::GameControllerOf<Game> {
    Q_OBJECT

public:
    explicit CivController(Game game, QObject* parent = nullptr);

    const Position& position() const { return state().position; }
    const Board& board() const { return standard_board(); }

    // The quick editor: one nation's tokens and city in one area, an advance.
    bool setHolding(NationId nation, AreaId area, int tokens, bool city);
    bool setAdvance(NationId nation, Advance advance, bool held);
    // Whether the surplus population phase has anything to take back now (a nation alone over
    // an area's limit: phases.hpp).
    bool hasSurplusToRemove() const { return has_lone_surplus(board(), position()); }

    // The calamity in progress, if any.
    bool resolving() const { return m_calamity.has_value(); }
    // Starts resolving (refused with the reason: a trader who is the victim...).
    bool beginCalamity(const CalamityStart& start);
    // The state after the choices so far. Precondition: resolving().
    const CalamityState& calamity() const;
    const std::vector<Choice>& choices() const { return m_choices; }
    std::vector<Choice> legalChoices() const;
    // Makes a choice; refused (moveRejected) with the rule it breaks.
    bool choose(const Choice& choice);
    // Takes back the last choice (nothing when none was made).
    void undoChoice();
    // Puts the finished calamity on the board (one move); false while a choice is still to make.
    bool applyCalamity();
    void cancelCalamity();

    // While a calamity is resolved, Undo (Ctrl+Z, the Edit menu) takes back its last step, as
    // "Undo the step" does, never a move of the board before it (a review lost a whole calamity
    // and the Secession applied before it to one Ctrl+Z); with no step chosen it is off (Cancel
    // gives the calamity up), and Redo waits until the calamity is applied or given up.
    UndoTerms undoTerms() const override;
    QString undoOffReason() const override;
    QString undoText() const override;
    bool canRedo() const override;
    void undo() override;
    void redo() override;

    // The game with the calamity in progress, if any, beside its moves ("calamity_in_progress",
    // a calamity move's form: see rules.hpp), so that a crash or a save loses no step.
    nlohmann::json saveGame() const override;
    bool resumeWorkInProgress(const nlohmann::json& game) override;
    // What became of a calamity in progress found in the save the game was restored from.
    enum class Resumed { nothing, resumed, dropped };
    Resumed resumed() const { return m_resumed; }

signals:
    // The calamity in progress changed (begun, a choice, undone, applied, cancelled).
    void calamityChanged();
    // A calamity in progress found in the save was resumed or dropped (resumed() tells which).
    void calamityResumed();

protected:
    void onRewound() override;

private:
    std::optional<CalamityStart> m_start;
    std::vector<Choice> m_choices;
    std::optional<CalamityState> m_calamity;
    Resumed m_resumed = Resumed::nothing;
};

} // namespace tablee::civ_calamities::ui
