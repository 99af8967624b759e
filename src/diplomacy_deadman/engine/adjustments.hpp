// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The winter adjustments: builds in free owned home centres, disbands, waives, and the
// civil-disorder removals of the 2023 rulebook when a power disbands fewer units than it must
// (DATC 4.D.8 / 6.J): the unit farthest from any centre the power owns goes first, counting
// moves over land and sea alike; fleets before armies at equal distance; then the English
// name of the province in alphabetical order. Orders are taken one by one in the order given
// (DATC 4.D.4, 4.D.6): extra builds or disbands fail.

#include "diplomacy_deadman/engine/movement.hpp"

#include <optional>
#include <span>
#include <vector>

namespace tablee::diplomacy_deadman {

// Owner of each province's supply centre, indexed by province id (none: neutral or not a centre).
using Ownership = std::vector<std::optional<Power>>;

// Centres owned minus units: > 0 builds allowed, < 0 disbands owed.
int adjustment_delta(const Map& map, std::span<const Unit> units, const Ownership& owners, Power power);
// Builds the power can actually make now: min(delta, free owned home centres), at least 0.
int builds_possible(const Map& map, std::span<const Unit> units, const Ownership& owners, Power power);

struct AdjustmentOrderResult {
    std::size_t entry = 0; // index into the orders
    Outcome outcome = Outcome::voided; // Built, Disbanded, Waived or Void
    VoidReason reason = VoidReason::none;
    Order order; // as the board reads it
};

struct AdjustmentResult {
    std::vector<AdjustmentOrderResult> orders; // one per order, in the order given
    std::vector<Unit> civil_disorder; // units removed because too few disbands were ordered
    std::vector<Unit> after; // sorted by province
};

// Orders the units of `power` in the civil-disorder removal order (first removed first).
std::vector<Unit> civil_disorder_order(
    const Map& map, std::span<const Unit> units, const Ownership& owners, Power power);

// Preconditions: owners.size() == map.province_count(). Errors: diplomacy_deadman.two_units,
// diplomacy_deadman.bad_unit for an impossible position.
core::Expected<AdjustmentResult> adjudicate_adjustments(
    const Map& map, std::span<const Unit> units, const Ownership& owners, std::span<const OrderEntry> orders);

} // namespace tablee::diplomacy_deadman
