#pragma once

#include "diplomacy_deadman/engine/order_choices.hpp"
#include "diplomacy_deadman/engine/rules.hpp"
#include "diplomacy_deadman/ui/phase_report.hpp"
#include "gui/game_controller.hpp"

#include <QString>

#include <array>
#include <map>
#include <optional>
#include <vector>

namespace tablee::diplomacy_deadman::ui {

// The game open in the window, and the phase being written: each player in turn, in private,
// writes orders for their own units and, in a game with a dead man, proposals for its units.
// What they write is a draft until the last player hands in; then the phase is played (one move
// of core::Game: every order and proposal as written) and the reveal shows what it did.
class DiplomacyController : public gui::GameControllerOf<Game> {
    Q_OBJECT

public:
    explicit DiplomacyController(Game game, QObject* parent = nullptr);

    const GameState& position() const { return state().position; }
    // A sandbox: one person writes every power's orders on one screen, and "Adjudicate" plays
    // the phase (no hand-over, no dead man). Undo goes back one phase.
    bool isSandbox() const { return options().sandbox; }
    // In a sandbox, the power whose orders are being written (a click on another power's unit,
    // or an order typed for it, switches to that power).
    void setSandboxPower(Power power);
    const Options& options() const { return game().options(); }

    // The players who write this phase, in the powers' order: those with something to decide,
    // and everyone (the dead men aside) when a dead man has something to decide.
    std::vector<Power> writers() const;
    // The one writing now: the first writer who has not handed in (in a sandbox, the power
    // chosen); nothing once all have (or when nobody has anything to decide: the phase is then
    // played at once by handIn()).
    std::optional<Power> writer() const;

    // The orders `power` has written so far (proposals: for the dead men's units), by the
    // province of the unit or centre they are for, in the usual notation.
    const std::map<ProvinceId, std::string>& drafts(Power power, bool proposals) const;
    // Reads `text` as an order of the current writer (or, with `proposal`, for a dead man)
    // and keeps it, replacing what was written for that unit. It must be one the rules would
    // carry out now (order_choices.hpp); refused with the reason otherwise (moveRejected).
    bool write(const QString& text, bool proposal);
    // Keeps `order`, one of the choices offered (no reading needed).
    bool write(const Order& order, bool proposal);
    void erase(ProvinceId province, bool proposal);
    // The units of the current writer (or of the dead men) that have no order yet.
    std::vector<ProvinceId> unordered(bool proposal) const;
    // What may be written for the unit or centre in `province` now (all of the writer's
    // adjustment choices for a centre or unit of theirs in a Winter).
    std::vector<Order> choices(ProvinceId province, bool proposal) const;

    // The current writer is done; when the last is, the phase is played (in a sandbox, at once).
    void handIn();
    // The table agrees a draw: the game ends.
    void agreeDraw();

    // The positions the game went through: before each move of the history in force, then now.
    std::vector<GameState> positions() const;
    // What move `index` of the history in force did (the vote, the adjudication), recomputed
    // from the history; nothing for a draw or an index past the cursor.
    std::optional<PlayedPhase> playedPhase(std::size_t index) const;
    // The last phase played (the reveal's); nothing at the start or after a draw.
    std::optional<PlayedPhase> lastPlayed() const;

signals:
    // The writer changed (a hand-in), or the drafts did.
    void draftsChanged();
    // An order the rules would not carry out now: the order as read, and why, in words.
    void orderRefused(const QString& order, const QString& why);

protected:
    void onPlayed(const Move& move) override;
    void onRewound() override;

private:
    static std::size_t index(Power power) { return static_cast<std::size_t>(power); }
    // Whose units `proposal` writes for: the writer's own, or the dead men's (none when nobody
    // is writing).
    std::vector<Power> owners(bool proposal) const;
    void resetDrafts();
    // What `owner` may write for `province` in the current position (choices() keeps them).
    std::vector<Order> choicesFor(Power owner, ProvinceId province) const;

    std::array<std::map<ProvinceId, std::string>, power_count> m_orders;
    std::array<std::map<ProvinceId, std::string>, power_count> m_proposals;
    std::array<bool, power_count> m_handedIn {};
    std::optional<Power> m_sandboxPower;
    mutable std::map<std::pair<Power, ProvinceId>, std::vector<Order>> m_choices;
};

} // namespace tablee::diplomacy_deadman::ui
