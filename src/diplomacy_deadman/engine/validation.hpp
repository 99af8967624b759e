// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Read-only validation: is an order possible on this board, "not knowing any other orders"
// (the DATC's notion of a legal order, issue 4.E.1)? An illegal order is ignored and the unit
// holds; its reason is recorded for display. Matching (does a support find the move it
// supports?) belongs to adjudication, not here.

#include "diplomacy_deadman/engine/map.hpp"
#include "diplomacy_deadman/engine/orders.hpp"
#include "diplomacy_deadman/engine/position.hpp"

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

namespace tablee::diplomacy_deadman {

// Why an order was not carried out. Stable codes (void_reason_code) for programs and the Qt
// layer, English text (void_reason_message) for the command line.
enum class VoidReason : std::uint8_t {
    none,
    no_unit, // no unit there
    foreign_unit, // the unit belongs to another power
    wrong_phase, // e.g. a build in a movement phase
    several_orders, // the unit received different legal orders (DATC 4.D.3: it holds)
    same_place, // a move to where the unit already stands
    not_adjacent,
    army_to_sea,
    fleet_inland,
    coast_needed, // two coasts reachable and none named
    coast_unreachable, // the coast named cannot be reached
    only_armies_convoyed,
    no_convoy_route, // no chain of fleets could ever carry the army there
    support_own_place, // a unit cannot support into, or support, its own province
    support_no_unit, // no unit to support or convoy there
    support_unreachable, // the supporter could not move there itself
    supported_move_impossible, // the supported unit could not make that move
    support_not_matched, // the supported unit does something else
    convoy_from_coast, // only fleets at sea convoy
    convoy_not_army,
    convoy_not_on_route, // the fleet is not needed by any route (DATC 6.G.19)
    convoy_not_matched, // no army moves by convoy as described
    not_dislodged, // a retreat order for a unit that was not dislodged
    retreat_blocked, // occupied, contested, or where the attacker came from
    retreat_collision, // several units retreated there: all disbanded
    not_home_centre,
    centre_not_owned,
    centre_occupied,
    no_build_allowed, // no build (or no more builds) owed
    no_disband_owed, // no disband (or no more disbands) owed
    already_ordered, // a second build in one centre, a unit disbanded twice
    unit_type_needed, // a build in a coastal province must say A or F (or name a coast)
};

std::string_view void_reason_code(VoidReason reason);
std::string_view void_reason_message(VoidReason reason);

// The units of a position indexed by province, for constant-time look-ups.
class BoardIndex {
public:
    // Errors: diplomacy_deadman.two_units (province), diplomacy_deadman.bad_unit (unit).
    static core::Expected<BoardIndex> build(const Map& map, std::span<const Unit> units);

    // Index into the span given to build(), or -1.
    int index_at(ProvinceId province) const { return m_at[province]; }
    const Unit* unit_at(ProvinceId province) const
    {
        return m_at[province] < 0 ? nullptr : &m_units[static_cast<std::size_t>(m_at[province])];
    }
    // Sea provinces holding a fleet: the places a convoy could go through.
    const LocationSet& fleet_seas() const { return m_fleet_seas; }
    std::span<const Unit> units() const { return m_units; }

private:
    std::array<std::int16_t, max_locations> m_at {};
    std::span<const Unit> m_units;
    LocationSet m_fleet_seas;
};

// Whether an army could be carried from `from` to `to` through seas in `fleets` (provinces),
// ignoring the fleets in `excluded`. Both ends must be coastal provinces.
bool convoy_route_exists(const Map& map, const LocationSet& fleets, ProvinceId from, ProvinceId to);

// Whether the sea `fleet` lies on some route from `from` to `to` through `fleets` that uses no
// more fleets than needed (a chordless path): a fleet that no route needs may not convoy.
bool fleet_needed_for_route(
    const Map& map, const LocationSet& fleets, ProvinceId from, ProvinceId to, ProvinceId fleet);

// The legality of a movement-phase order for the unit it names, as given by `power`.
// On success `resolved_target` receives the move's destination with its coast settled
// (DATC 4.B.2: the only reachable coast when none is named). Returns VoidReason::none when the
// order is legal.
// Whether `unit` could move into `province` by itself (no convoy; for a fleet, on any of its
// coasts): the test of a support, and of where a unit's next move may go.
bool can_reach(const Map& map, const Unit& unit, ProvinceId province);

VoidReason check_movement_order(
    const Map& map, const BoardIndex& board, Power power, const Order& order, LocationId* resolved_target = nullptr);

} // namespace tablee::diplomacy_deadman
