// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a player may write, for the views: every order the rules would carry out "knowing no
// other order" (the DATC's legal order), so that a window highlights only what makes sense and
// offers it for completion. The adjudicator stays the referee: these lists are drawn from the
// same checks (validation.hpp, retreats.hpp, adjustments.hpp), never a second copy of a rule.

#include "diplomacy_deadman/engine/game.hpp"
#include "diplomacy_deadman/engine/orders.hpp"
#include "diplomacy_deadman/engine/validation.hpp"

#include <span>
#include <vector>

namespace tablee::diplomacy_deadman {

// Movement phase: the legal orders of the unit standing in `province`, as its own power gives
// them: its hold, every move (by land, by sea, by convoy where fleets now at sea could carry it),
// every support, every convoy. In that order; empty when no unit stands there or in another phase.
std::vector<Order> movement_choices(const Map& map, const GameState& state, ProvinceId province);

// Retreat phase: a retreat to each place the unit dislodged from `province` may go, then its
// disband; empty when no unit was dislodged there.
std::vector<Order> retreat_choices(const Map& map, const GameState& state, ProvinceId province);

// Retreat phase: whether the unit dislodged from `province` has somewhere to go (else it can
// only be disbanded, and nobody has to decide for it).
bool has_retreat(const Map& map, const GameState& state, ProvinceId province);

// Adjustment phase: what `power` may write. Builds when it has builds to make (an army in each
// free home centre it owns, a fleet there when coastal, on each coast of a split-coast centre),
// then its waive; disbands (one per unit of its own) when it owes some; else nothing.
std::vector<Order> adjustment_choices(const Map& map, const GameState& state, Power power);

// Adjustment phase: the builds `power` may make (or the disbands it owes) and how many of them are
// among `written`, the orders written so far (of any power: a build counts for the power whose
// home centre it is in, a disband for the unit's).
struct AdjustmentCount {
    bool disbands = false; // it owes disbands (else it may build)
    int due = 0; // builds it may make, or disbands it owes
    int written = 0;
    int left() const { return due > written ? due - written : 0; }
};
AdjustmentCount adjustment_count(const Map& map, const GameState& state, Power power, std::span<const Order> written);

// Adjustment phase: whether `order`, a build or disband for `power`, may join `written`:
// no_build_allowed (or no_disband_owed) once every build allowed (disband owed) is written, unless
// it replaces the order written for its own place; none otherwise (an order for another power's
// centre or unit among them). The adjudicator would void the
// extra one, silently for the player who wrote it: a window refuses it as it is written.
VoidReason beyond_adjustment_count(
    const Map& map, const GameState& state, Power power, std::span<const Order> written, const Order& order);

// Whether `power` has anything to decide in this phase: units to order, a unit to retreat, an
// adjustment to make. A phase where no power has is skipped by the window with a word.
bool has_decisions(const Map& map, const GameState& state, Power power);
// Whether one of the dead men has something to decide (then every living power proposes).
bool dead_men_decide(const Map& map, const GameState& state);
// The powers a hand-in of `writer` writes for, in its order: the writer's own units, then each
// dead man with something to decide (its proposals).
std::vector<Power> powers_written_for(const Map& map, const GameState& state, Power writer);

// Why `order` is not among what `owners` may write now (a player's own power, or the dead men
// for proposals), in the adjudicator's words where it has them: in a movement phase the check of
// the order as the unit's owner (or the first of `owners`) would give it, foreign_unit when the
// order is legal but for a unit of nobody among `owners`; in a retreat or an adjustment phase
// the reason the phase's adjudication gives the order alone (a fleet built where two coasts are:
// coast_needed); wrong_phase where it has none (an order of another phase).
// Precondition: owners is not empty.
VoidReason why_not_a_choice(const Map& map, const GameState& state, std::span<const Power> owners, const Order& order);

} // namespace tablee::diplomacy_deadman
