// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diplomacy_deadman/engine/order_choices.hpp"
#include "diplomacy_deadman/engine/rules.hpp"
#include "diplomacy_deadman/ui/phase_report.hpp"
#include "gui/game_controller.hpp"

#include <QString>

#include <array>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tablee::diplomacy_deadman::ui {

// The game open in the window, and the phase being written: each player in turn, in private,
// writes orders for their own units and, in a game with a dead man, proposals for its units.
// What a player writes is a draft (orders as data) until they hand in; a hand-in is a move of the
// game (engine HandIn), so it is saved at once, and the last one plays the phase. In a sandbox
// one person writes every power's orders and "Adjudicate" plays the phase as one move.
class DiplomacyController : public gui::GameControllerOf<Game> {
    Q_OBJECT

public:
    explicit DiplomacyController(Game game, QObject* parent = nullptr);

    const GameState& position() const { return state().position; }
    const Options& options() const { return game().options(); }
    bool isSandbox() const { return options().sandbox; }
    // In a sandbox, the power whose orders are being written (a click on another power's unit,
    // or an order typed for it, switches to that power).
    void setSandboxPower(Power power);

    // The powers that write this phase (engine: writers()), and whether each has handed in.
    std::vector<Power> writers() const { return diplomacy_deadman::writers(state()); }
    bool hasHandedIn(Power power) const { return has_handed_in(state(), power); }
    int handedInCount() const;
    // Whether the dead men have something to decide this phase (every writer proposes then).
    bool deadMenDecide() const;
    // The one writing now, or next: the writer the table chose among the people left, else the
    // first of them (in a sandbox, the power chosen); nothing once all have handed in (or when
    // nobody has anything to decide: the phase is then played at once by handIn()), and while
    // only computers are left to hand in.
    std::optional<Power> writer() const;
    // Whether the writer has anything of their own to decide this phase (engine: has_decisions).
    // When only the dead men's units need deciding, the writer proposes for them and nothing else.
    bool writerHasOwnDecision() const;
    // The table decides who writes next, among those who have not handed in.
    void chooseNextWriter(Power power);

    // What `power` has written so far (proposals: for the dead men's units), by the province of
    // the unit or centre each is for.
    const std::map<ProvinceId, Order>& drafts(Power power, bool proposals) const;
    // Reads `text` as an order of the current writer (or, with `proposal`, for a dead man)
    // and keeps it, replacing what was written for that unit. It must be one the rules would
    // carry out now (order_choices.hpp); refused with the reason otherwise (orderRefused).
    bool write(const QString& text, bool proposal);
    // Keeps `order`, one of the choices offered (no reading needed).
    bool write(const Order& order, bool proposal);
    void erase(ProvinceId province, bool proposal);
    // The units of the current writer (or of the dead men) that have no order yet.
    std::vector<ProvinceId> unordered(bool proposal) const;
    // What may be written for the unit or centre in `province` now (all of the writer's
    // adjustment choices for a centre or unit of theirs in a Winter).
    std::vector<Order> choices(ProvinceId province, bool proposal) const;
    // In a Winter: the builds `power` may make (or disbands it owes) and how many the writer has
    // written (proposal: among the proposals for the dead men).
    AdjustmentCount adjustmentCount(Power power, bool proposal) const;
    // What the rules offer for `province` knowing no other order (choices() also leaves out a
    // build or disband beyond the count written).
    std::vector<Order> rulesChoices(ProvinceId province, bool proposal) const;
    // In a sandbox's movement or retreats, the one person writes for any power's unit: the power
    // written for follows the unit clicked or the order typed (write()). (A sandbox has no dead
    // men, so no proposals.)
    bool writesForAnyUnit() const { return isSandbox() && position().phase.kind != PhaseKind::adjustments; }
    // Then, what may be written for the unit in `province`, whichever power's it is.
    std::vector<Order> anyPowersChoices(ProvinceId province) const;

    // The current writer hands in (a move of the game: saved at once); the last hand-in plays the
    // phase. In a sandbox, every power's orders are played at once.
    void handIn();
    // Whether `power` has written orders or proposals not yet handed in.
    bool hasDrafts(Power power) const { return !m_orders[index(power)].empty() || !m_proposals[index(power)].empty(); }
    // The drafts are saved with the game, beside its moves (as the hand-ins they would make), so
    // that a crash or a kill loses nothing written; the save is the table's file, as the hand-ins
    // in it are. A restored game gives them back to their writers, each order as the choices offer
    // it now. Drafts that no longer fit the position (a file changed by hand) are all dropped, and
    // draftsDropped() says so until the next move.
    nlohmann::json saveGame() const override;
    bool resumeWorkInProgress(const nlohmann::json& game) override;
    bool draftsDropped() const { return m_draftsDropped; }
    // The table agrees a draw: the game ends.
    void agreeDraw();
    // A phase nobody has anything to decide in is played by itself (a retreat with nowhere to
    // go): undo and redo go over it as over one move with the phase before (Undo: the kit's
    // rule, core::MoveMaker::automatic).
    void redo() override;
    // A person's orders handed in and not yet revealed are sealed: the table's Undo does not take
    // them back (core/undo_policy.hpp); only their writer may, behind the hand-over screen (the
    // view's take-back page): they come back as that writer's drafts, and the writer is the next
    // to write. False when `power` has no such hand-in (none, a computer's, a sandbox).
    bool takeBackHandIn(Power power);
    bool mayTakeBackHandIn(Power power) const;
    // Redo would play again another move than what is drafted now: orders written since an Undo
    // that differ from the ones it hands in (none written: nothing to lose, no question).
    // (The changes stay kept: an Undo after the Redo brings them back, at the table as in a
    // sandbox.)
    bool redoDiffersFromDrafts() const;
    // The player whose hand-in Redo plays again (empty when Redo plays a whole phase).
    QString redoWriterName() const;

    // The phases the history in force played, each adjudicated once and kept.
    const std::vector<PhasePlayed>& playedPhases() const { return m_phases; }
    // The positions the game went through: before each phase played, then now.
    std::vector<GameState> positions() const;
    // The phase the last move played (the reveal's); nothing when the last move was a hand-in
    // that left others to write, a draw, or at the start.
    const PhasePlayed* lastPlayed() const;
    // Whether every move since the last phase played is a computer power's hand-in (none: the
    // last move played it).
    bool onlyComputersSinceLastPhase() const;
    // What the reveal shows: the phase the last move played and, when that phase was played by
    // itself (nobody had anything to decide), the ones before it back to the phase the players
    // wrote; oldest first. Empty when lastPlayed() is nothing.
    std::vector<const PhasePlayed*> revealedPhases() const;
    // The last phase played, whatever came after it (the board between phases shows it faintly).
    const PhasePlayed* lastPhase() const { return m_phases.empty() ? nullptr : &m_phases.back(); }
    // The table went on from the reveal of the last phase played (Continue): saved with the game,
    // so that a game resumed after it does not show that reveal again (a review saw a report it
    // had dismissed come back after a restart). A phase played since is not read.
    void markReportRead();
    bool lastReportRead() const { return !m_phases.empty() && m_reportRead == m_phases.back().move; }

    // In a sandbox: the computer's orders for the power being written (the strong level, from
    // what that power's seat sees), thought out off the GUI thread and then put in its drafts for
    // the person to change: for its units still without an order, keeping what was written, or
    // for all of them when each had one. Nothing outside a sandbox.
    void suggestOrders();
    // Whether suggestOrders is still thinking (a move or an undo meanwhile forgets it).
    bool isSuggesting() const { return m_suggesting; }

    // Whether a computer plays `power` (never a dead man's, nor in a sandbox).
    bool isComputer(Power power) const;
    // The people at the table: the powers neither a computer nor the vote plays (one in a sandbox).
    std::size_t peopleCount() const;
    // The computer powers still to hand in this phase (they think off the GUI thread, one after
    // the other, at the table's pace).
    std::vector<Power> computersLeft() const;

signals:
    // The writer changed (a hand-in), or the drafts did.
    void draftsChanged();
    // Drafts saved with the game were dropped as it was restored (resumeWorkInProgress).
    void savedDraftsDropped();
    // A save said the last phase's reveal had been read (resumeWorkInProgress).
    void reportReadRestored();
    // An order the rules would not carry out now: the order as read, and why, in words.
    void orderRefused(const QString& order, const QString& why);

protected:
    void onPlayed(const Move& move) override;
    void onRewound() override;
    void onWithdrawn(const Move& move) override;
    // Who plays the power of `seat` (Undo's words: whose orders are sealed, who hands in again).
    QString seatName(std::size_t seat) const override;
    // Undo's and Redo's words: whose orders (a hand-in names its player, as the table knows who
    // handed in, never what), the adjudication (a sandbox's phase), the draw.
    QString moveText(const Move& move) const override;
    bool isComputerSeat(std::size_t seat) const override { return isComputer(all_powers[seat]); }
    std::optional<ComputerTurn> computerTurn() const override;
    bool playComputerMove(const Move& move) override { return playTracked(move); }

private:
    // What the drafts would hand in now: the whole phase (a sandbox's Adjudicate), or one power's.
    PhaseOrders draftedPhase() const;
    HandIn draftedHandIn(Power power) const;
    static std::size_t index(Power power) { return static_cast<std::size_t>(power); }
    // Whose units `proposal` writes for: the writer's own, or the dead men's (none when nobody
    // is writing).
    std::vector<Power> owners(bool proposal) const;
    // Drafts cleared; after an undo, the drafts of a hand-in taken back come back to its writer.
    void resetDrafts();
    // A hand-in taken back (by Undo, or by its writer): its orders become the writer's drafts
    // (unless the writer has drafts kept for this position), and the writer writes next.
    void takeBackIntoDrafts(const HandIn& taken);
    void rebuildPhases();
    bool playTracked(const Move& move);
    // Nobody writes in the phase now: it is played (once the current signals are through).
    bool nobodyWrites() const { return !state().over() && writers().empty(); }
    void skipPhaseLater();
    // What `owner` may write for `province` in the current position.
    std::vector<Order> choicesFor(Power owner, ProvinceId province) const;
    // The same, kept until a move changes the position (m_choices).
    const std::vector<Order>& knownChoices(Power owner, ProvinceId province) const;
    // Why `order` may not join the writer's drafts: a build or disband beyond the count.
    VoidReason beyondCount(const Order& order, bool proposal) const;
    // The computer's hand-in for `power` (suggestOrders), as its drafts.
    void takeSuggestion(Power power, const HandIn& suggested);
    // A suggestion asked for the position before a move or an undo is dropped.
    void forgetSuggestion();
    // The units on the board and those dislodged from it.
    std::vector<Unit> unitsOnBoard() const;
    // `text` read as an order of the position now, in its canonical form (what the choices hold).
    core::Expected<Order> canonicalOrder(const std::string& text) const;
    // `texts` as drafts for units (or centres) of `owners`: each order as the choices offer it;
    // the number of texts that are no such order (a waive, one the position does not allow, one
    // beyond a Winter's count) is `leftOut`.
    struct DraftsRead {
        std::map<ProvinceId, Order> drafts;
        std::size_t leftOut = 0;
    };
    DraftsRead draftsRead(std::span<const Power> owners, const std::vector<std::string>& texts) const;
    // The writer's drafts (or proposals) as a list, for the engine's counts.
    std::vector<Order> writtenOrders(bool proposal) const;

    std::array<std::map<ProvinceId, Order>, power_count> m_orders;
    std::array<std::map<ProvinceId, Order>, power_count> m_proposals;
    std::optional<Power> m_sandboxPower;
    std::optional<Power> m_nextWriter;
    mutable std::map<std::pair<Power, ProvinceId>, std::vector<Order>> m_choices;
    std::vector<PhasePlayed> m_phases;
    // The position the drafts were written in: undo and redo within it keep them.
    GameState m_draftsPosition;
    // The drafts of positions left with something written (an adjudicated sandbox phase, the
    // next phase's drafts when Undo went back): Undo or Redo back there brings them back.
    struct KeptDrafts {
        GameState position;
        std::array<std::map<ProvinceId, Order>, power_count> orders, proposals;
    };
    static constexpr std::size_t max_kept_drafts = 16;
    std::vector<KeptDrafts> m_keptDrafts;
    // The drafts of a writer whose hand-in Redo played again over them, in the same phase: Undo
    // taking that hand-in back brings them back instead of the hand-in's orders.
    struct KeptWriting {
        GameState position;
        Power power = Power::austria;
        std::map<ProvinceId, Order> orders, proposals;
    };
    std::vector<KeptWriting> m_keptWriting;
    // While playTracked plays a move: the phase it played, for onPlayed to keep.
    std::optional<PhasePlayed>* m_reported = nullptr;
    // Thinks for suggestOrders, apart from the computer powers' turns (none in a sandbox).
    gui::ComputerTurns m_suggester;
    bool m_suggesting = false; // from the request to the drafts (the thinking starts a moment later)
    bool m_draftsDropped = false;
    // The move that played the phase whose reveal the table went on from (markReportRead).
    std::optional<std::size_t> m_reportRead;
};

} // namespace tablee::diplomacy_deadman::ui
