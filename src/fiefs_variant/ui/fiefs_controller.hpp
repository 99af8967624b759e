// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiefs_variant/engine/rules.hpp"

#include "gui/computer_turns.hpp"
#include "gui/game_controller.hpp"

#include <QStringList>

#include <optional>
#include <vector>

namespace tablee::fiefs_variant::ui {

// A game of Fiefs open in the window (gui::GameControllerOf): the views send what the player
// picks (an action of the price list, then spaces and edges on the board or in the list of
// targets), the controller asks the engine what is legal, plays the move once it is whole, and
// lets the computer players move at the table's pace (gui::ComputerTurns).
//
// Undo follows the table's rule (core/undo_policy.hpp): the last move of a person, with the
// computer moves made since, but never a die rolled (its result stands), and another player's
// finished turn only once the table agrees.
class FiefsController : public gui::GameControllerOf<Game> {
    Q_OBJECT

public:
    explicit FiefsController(Game game, QObject* parent = nullptr);

    QStringList names() const;
    // The last die rolled in the game and whose turn rolled it: shown until the next die (the
    // state's own roll is the last move's, gone once a computer plays after it, and a person's
    // special income die was then in the log only: a review).
    struct RolledDie {
        int player = 0;
        Roll roll;
    };
    const std::optional<RolledDie>& lastDie() const { return m_lastDie; }
    bool isComputer(int player) const;

    // The action being put together: its kind, and what was picked so far.
    std::optional<Action> action() const { return m_action; }
    const std::vector<Edge>& pickedEdges() const { return m_edges; }
    const std::vector<Space>& pickedSpaces() const { return m_spaces; }
    const std::vector<AlliancePartner>& alliancePartners() const { return m_partners; }
    // What the board highlights and the list of targets offers now.
    std::vector<Edge> targetEdges() const;
    std::vector<Space> targetSpaces() const;
    // The fiefs offered, by their castles: those an alliance may take in while one is chosen, or
    // those a cut-off part may join. The board highlights their spaces; the list of targets names
    // the fiefs, not each space. Else none.
    std::vector<Space> targetFiefs() const;
    // While an alliance's marker is chosen: the player's fief (by its castle) that the marker at
    // `marker` would ally with the fief picked; else nothing.
    std::optional<Space> alliedByMarker(Space marker) const;
    // The position after the borders picked so far (nothing when none): the fiefs they close.
    std::optional<Position> preview() const;
    // The same with `edge` added (a target pointed at or chosen in the list, before it is picked).
    std::optional<Position> previewWith(Edge edge) const;
    // What the player is asked now, in words.
    QString prompt() const;
    // The log of the game, a line a move, in the interface language.
    const QStringList& log() const { return m_log; }

public slots:
    // An action of the price list: ducats and the special income are played at once; the others
    // wait for their targets. Choosing the chosen action again puts it down.
    void chooseAction(tablee::fiefs_variant::Action action);
    void cancelAction();
    void pickSpace(tablee::fiefs_variant::Space space);
    void pickEdge(tablee::fiefs_variant::Edge edge);
    void declineKnight();
    // Makes the alliance with the fiefs chosen so far (the sub-variant: several).
    void makeAlliance();

private:
    void onPlayed(const Move& move) override;
    void onRewound() override;
    void refresh();
    void rebuildLog();
    bool isComputerSeat(std::size_t seat) const override { return isComputer(static_cast<int>(seat)); }
    std::optional<ComputerTurn> computerTurn() const override;
    // A finished game stands: its result is the table's (and the results history's).
    QString whyNoUndo() const override;
    QString chanceReason() const override;
    // Why a click on a space that is no target now is refused, in the engine's words; nothing
    // when no question is asked of the person (no action chosen, a computer to move).
    std::optional<core::Error> refusalAt(Space space) const;
    // The legal alliances still open to the one being put together.
    std::vector<AttemptAlliance> allianceChoices() const;
    // Those of them with the fief picked (the first click) as partner: one per marker possible.
    std::vector<AttemptAlliance> markerChoices() const;

    std::optional<Action> m_action;
    std::vector<Edge> m_edges;
    std::vector<Space> m_spaces;
    std::optional<Space> m_allianceFief; // the player's fief in the alliance being made
    std::vector<AlliancePartner> m_partners;
    QStringList m_log;
    State m_logged; // the position the log has reached
    std::optional<RolledDie> m_lastDie;
    // Keeps the die `move` rolled, if it did, played from `before` to `after`.
    void noteDie(const State& before, const Move& move, const State& after);
};

} // namespace tablee::fiefs_variant::ui
