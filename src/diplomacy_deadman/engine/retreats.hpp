// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The retreat phase: each dislodged unit retreats to an adjacent province that is empty, was
// not left empty by a standoff, and is not where its attacker came from (unless the attacker
// came by convoy, 2023 rules / DATC 4.A.5) - or it is disbanded. Two retreats to one province
// disband both. Supports and convoys do not exist in this phase.

#include "diplomacy_deadman/engine/movement.hpp"

#include <span>
#include <vector>

namespace tablee::diplomacy_deadman {

struct RetreatUnitResult {
    DislodgedUnit unit;
    std::size_t entry = no_entry; // the order it carried out, or none (disbanded unordered)
    Order order; // that order as the board reads it (a disband when unordered)
    Outcome outcome = Outcome::disbanded; // Retreated or Disbanded
    VoidReason reason = VoidReason::none; // why it was disbanded against its order
};

struct RetreatResult {
    std::vector<RetreatUnitResult> units; // one per dislodged unit, in the order given
    std::vector<RejectedOrder> rejected;
    std::vector<Unit> after; // every unit on the board afterwards, sorted by province
};

// Where a dislodged unit may retreat (locations; a fleet's coasts listed one by one).
// `units` are the units standing after the movement.
std::vector<LocationId> retreat_options(
    const Map& map, std::span<const Unit> units, const DislodgedUnit& unit, const LocationSet& contested);

// The provinces two or more of `orders` (one power's retreats, say) retreat to, in order: such
// units are all disbanded, which a player who wrote both wants to hear before handing them in.
std::vector<ProvinceId> retreats_meeting(const Map& map, std::span<const Order> orders);

// Preconditions: `units` and `dislodged` come from one adjudicate_movement (a possible
// position). Errors: diplomacy_deadman.two_units, diplomacy_deadman.bad_unit for an impossible position.
core::Expected<RetreatResult> adjudicate_retreats(const Map& map, std::span<const Unit> units,
    std::span<const DislodgedUnit> dislodged, const LocationSet& contested, std::span<const OrderEntry> orders);

} // namespace tablee::diplomacy_deadman
