#pragma once

// What a player may write, for the views: every order the rules would carry out "knowing no
// other order" (the DATC's legal order), so that a window highlights only what makes sense and
// offers it for completion. The adjudicator stays the referee: these lists are drawn from the
// same checks (validation.hpp, retreats.hpp, adjustments.hpp), never a second copy of a rule.

#include "diplomacy_deadman/engine/game.hpp"
#include "diplomacy_deadman/engine/orders.hpp"

#include <vector>

namespace tablee::diplomacy_deadman {

// Movement phase: the legal orders of the unit standing in `province`, as its own power gives
// them: its hold, every move (by land, by sea, by convoy where fleets now at sea could carry it),
// every support, every convoy. In that order; empty when no unit stands there or in another phase.
std::vector<Order> movement_choices(const Map& map, const GameState& state, ProvinceId province);

// Retreat phase: a retreat to each place the unit dislodged from `province` may go, then its
// disband; empty when no unit was dislodged there.
std::vector<Order> retreat_choices(const Map& map, const GameState& state, ProvinceId province);

// Adjustment phase: what `power` may write. Builds when it has builds to make (an army in each
// free home centre it owns, a fleet there when coastal, on each coast of a split-coast centre),
// then its waive; disbands (one per unit of its own) when it owes some; else nothing.
std::vector<Order> adjustment_choices(const Map& map, const GameState& state, Power power);

// Whether `power` has anything to decide in this phase: units to order, a unit to retreat, an
// adjustment to make. A phase where no power has is skipped by the window with a word.
bool has_decisions(const Map& map, const GameState& state, Power power);

} // namespace tablee::diplomacy_deadman
