// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Dead Man vote (/work/shared/rules/diplomacy-deadman.md): the seventh power is moved by
// the plurality of everyone's proposals. Proposals are compared as canonical orders (one order
// written two ways is one order). Movement: strict plurality, else the unit holds. Retreats
// [decision]: strict plurality, else (tie or no proposal) the unit is disbanded. Adjustments
// [decision]: per centre, the build with strictly more proposals than any other build there is
// accepted; accepted builds are taken by decreasing count up to the number allowed, a tie at
// the cut leaves the slot unused (waived). Disbands: units by decreasing count, a tie at the cut
// not taken; whatever is still owed follows the civil-disorder rule (adjustments.hpp).

#include "diplomacy_deadman/engine/game.hpp"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tablee::diplomacy_deadman {

// Far beyond any table (six or seven players, each proposing at most one counted order per
// dead-man unit, at most 17 of them before the dead man wins): the bounds keep a script or a
// damaged file from making the tally work without end.
inline constexpr std::size_t max_proposers = 64;
inline constexpr std::size_t max_proposals_per_proposer = 100;
inline constexpr std::size_t max_proposals = 4096;

struct Proposal {
    std::string proposer; // who proposed it (a player's name); one proposal per player per unit counts, the last
    Order order;
};

struct TallyEntry {
    Order order; // canonical
    std::string text; // its canonical text
    int count = 0;
};

// What the vote gave one unit or centre, and why, for the words of a report.
enum class TallyOutcome : std::uint8_t {
    carried_out, // the order with the strict plurality is carried out
    no_plurality, // no proposal, or a tie at the top: the unit holds, is disbanded (retreats), no build
    outnumbered, // adjustments: the builds allowed (disbands owed) went to places with more proposals
    tie_at_cut, // adjustments: tied with other places for the last builds (disbands): none of them taken
    after_tie, // adjustments: fewer proposals than a tie at the cut, after which nothing is taken
    civil_disorder, // a disband the vote did not give while some are still owed: the civil-disorder rule chooses
};

// The tally for one unit (movement, retreats, disbands) or one centre (builds).
struct UnitTally {
    Power power = Power::austria; // the dead man whose unit or home centre it is
    LocationId place = no_location; // the unit's location, or the centre's province for builds
    std::optional<Unit> unit; // the unit voted on (none for a centre)
    std::vector<TallyEntry> entries; // most proposed first, then by text
    std::optional<Order> chosen; // the order the vote gives (none: hold / disband / no build)
    TallyOutcome outcome = TallyOutcome::no_plurality;
};

// The vote for every dead man of the game (one, or [extension] several at a small table: each
// proposal counts for the dead man whose unit, or home centre, it names).
struct DeadManVote {
    std::vector<UnitTally> tallies; // one per dead-man unit (per centre proposed for builds), by power
    std::vector<OrderEntry> orders; // the dead man's orders that result
    std::vector<RejectedOrder> rejected; // proposals not counted (entry = proposal index)
};

// The dead man a proposal about `province` is for in the current phase: the owner of the unit
// there (in a retreat, of the dislodged unit), or the power whose home centre it is (a build);
// nothing when neither is a dead man.
std::optional<Power> dead_man_at(const Map& map, const GameState& state, ProvinceId province);

// Tallies the proposals for the current phase of `state`, in time linear in their number.
// Errors: diplomacy_deadman.too_many_proposals (count, limit) beyond max_proposals,
// diplomacy_deadman.no_dead_man when the game has no dead man, diplomacy_deadman.game_over.
core::Expected<DeadManVote> tally_dead_man(const Map& map, const GameState& state, std::span<const Proposal> proposals);

} // namespace tablee::diplomacy_deadman
