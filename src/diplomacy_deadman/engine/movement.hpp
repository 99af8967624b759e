// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Adjudication of a movement phase (DATC v3.0, chapter 5): the equations of 5.B solved by
// Lucas Kruijswijk's guess-and-backtrack algorithm (5.F, with the "recursion hits" refinement
// and the convoy short-cut of 5.D), the Szykman rule for convoy paradoxes and "all move" for
// circular movement. The DATC's preferred option is taken wherever it offers several; see
// docs/diplomacy-datc.md.
//
// Orders are first checked (validation.hpp): an illegal order is recorded with its reason and
// the unit holds; it never stops the phase. A unit with no order holds.

#include "diplomacy_deadman/engine/map.hpp"
#include "diplomacy_deadman/engine/orders.hpp"
#include "diplomacy_deadman/engine/position.hpp"
#include "diplomacy_deadman/engine/validation.hpp"

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace tablee::diplomacy_deadman {

// An order as given, by whom.
struct OrderEntry {
    Power power = Power::austria;
    Order order;

    friend bool operator==(const OrderEntry&, const OrderEntry&) = default;
};

enum class Outcome : std::uint8_t {
    held, // held (ordered to, or unordered)
    moved,
    bounced, // the move failed
    no_route, // a convoyed move whose convoy failed (no fleet chain left)
    supported, // the support was given
    cut, // the support was cut
    convoyed, // the convoying fleet did its part
    disrupted, // the convoying fleet failed (dislodged, or a paradox: Szykman rule)
    voided, // the order was illegal or matched nothing: the unit held (or, retreating, disbanded)
    retreated,
    disbanded, // a retreat phase's disband (ordered, forced or by collision), or an adjustment's
    built,
    waived,
};

// "held", "moved", "bounced", "no_route", "supported", "cut", "convoyed", "disrupted", "void",
// "retreated", "disbanded", "built", "waived".
std::string_view outcome_code(Outcome outcome);

inline constexpr std::size_t no_entry = static_cast<std::size_t>(-1);

struct UnitResult {
    Unit unit;
    std::size_t entry = no_entry; // the order it carried out (index into the orders), or none
    Order order; // that order as the board reads it (a hold when unordered)
    Outcome outcome = Outcome::held;
    VoidReason reason = VoidReason::none; // for Outcome::voided
    bool dislodged = false;
    ProvinceId dislodged_from = 0; // where the dislodging unit came from
    bool dislodged_by_convoy = false;
};

// An order that no unit carried out, and why.
struct RejectedOrder {
    std::size_t entry = 0; // index into the orders
    VoidReason reason = VoidReason::none;
};

struct MovementResult {
    std::vector<UnitResult> units; // one per unit, in the order of the position given
    std::vector<RejectedOrder> rejected; // orders for no unit, for another power's unit, extra ones
    std::vector<Unit> after; // the units left standing, sorted by province
    std::vector<DislodgedUnit> dislodged; // sorted by province
    LocationSet contested; // provinces left empty by a standoff: no retreat there
};

// Adjudicates one movement phase. Preconditions: none on the orders (anything is recorded);
// the position must be possible. Errors: diplomacy_deadman.two_units (province), diplomacy_deadman.bad_unit
// (unit) for an impossible position.
core::Expected<MovementResult> adjudicate_movement(
    const Map& map, std::span<const Unit> units, std::span<const OrderEntry> orders);

} // namespace tablee::diplomacy_deadman
