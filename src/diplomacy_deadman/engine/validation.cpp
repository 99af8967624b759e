// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/validation.hpp"

#include <fmt/format.h>

namespace tablee::diplomacy_deadman {

namespace {

struct ReasonText {
    std::string_view code, message;
};

constexpr std::array<ReasonText, 33> reason_texts {{
    {"none", "no problem"},
    {"no_unit", "there is no unit there"},
    {"foreign_unit", "the unit belongs to another power"},
    {"wrong_phase", "this kind of order is not given in this phase"},
    {"several_orders", "the unit received several different orders, so it holds"},
    {"same_place", "a unit cannot move to where it stands"},
    {"not_adjacent", "the destination is not next to the unit"},
    {"army_to_sea", "an army cannot go to sea"},
    {"fleet_inland", "a fleet cannot go inland"},
    {"coast_needed", "the fleet could reach two coasts: name one"},
    {"coast_unreachable", "the fleet cannot reach that coast"},
    {"only_armies_convoyed", "only armies can be convoyed"},
    {"no_convoy_route", "no chain of fleets could carry the army there"},
    {"support_own_place", "a unit cannot support into or hold its own province"},
    {"support_no_unit", "there is no unit to support or convoy there"},
    {"support_unreachable", "the supporting unit could not move there itself"},
    {"supported_move_impossible", "the supported unit could not make that move"},
    {"support_not_matched", "the supported unit was ordered otherwise"},
    {"convoy_from_coast", "only a fleet at sea can convoy"},
    {"convoy_not_army", "only an army can be convoyed"},
    {"convoy_not_on_route", "the fleet is not needed by any route of that convoy"},
    {"convoy_not_matched", "no army moves by convoy as this order describes"},
    {"not_dislodged", "the unit was not dislodged: it has no retreat to make"},
    {"retreat_blocked", "the unit cannot retreat there"},
    {"retreat_collision", "several units retreated there: all are disbanded"},
    {"not_home_centre", "units are built in the power's own home centres only"},
    {"centre_not_owned", "the power does not own that centre"},
    {"centre_occupied", "a unit already stands in that centre"},
    {"no_build_allowed", "the power has no build left"},
    {"no_disband_owed", "the power has no disband left to make"},
    {"already_ordered", "that was already ordered this phase"},
    {"unit_type_needed", "say which unit to build: A or F (and the coast)"},
}};

bool coastal(const Map& map, ProvinceId province)
{
    return map.province(province).kind == ProvinceKind::coast;
}

// Seas in `fleets` next to `province`.
LocationSet seas_next_to(const Map& map, const LocationSet& fleets, ProvinceId province)
{
    return map.fleet_province_neighbours(province) & fleets;
}

bool chordless_search(const Map& map, const LocationSet& fleets, ProvinceId to, ProvinceId wanted, ProvinceId last,
    LocationSet forbidden, bool has_wanted, int depth)
{
    if (map.fleet_reaches_province(last, to))
        return has_wanted; // the route ends here: going on would make a shortcut to `to`
    if (depth > 24)
        return false;
    // Next seas: next to the last one, not next to any earlier place of the route.
    LocationSet next = map.fleet_province_neighbours(last) & fleets & ~forbidden;
    LocationSet grown = forbidden | map.fleet_province_neighbours(last) | Map::province_bit(last);
    for (std::size_t s = next._Find_first(); s < max_locations; s = next._Find_next(s)) {
        const auto sea = static_cast<ProvinceId>(s);
        if (chordless_search(map, fleets, to, wanted, sea, grown, has_wanted || sea == wanted, depth + 1))
            return true;
    }
    return false;
}

} // namespace

std::string_view void_reason_code(VoidReason reason)
{
    return reason_texts[static_cast<std::size_t>(reason)].code;
}
std::string_view void_reason_message(VoidReason reason)
{
    return reason_texts[static_cast<std::size_t>(reason)].message;
}

core::Expected<BoardIndex> BoardIndex::build(const Map& map, std::span<const Unit> units)
{
    BoardIndex board;
    board.m_at.fill(-1);
    board.m_units = units;
    for (std::size_t i = 0; i < units.size(); ++i) {
        const Unit& unit = units[i];
        if (unit.location >= map.location_count())
            return core::fail("diplomacy_deadman.bad_unit", "a unit stands nowhere", {"?"});
        const ProvinceId province = map.province_of(unit.location);
        const Province& p = map.province(province);
        const bool fits = unit.type == UnitType::army
            ? (p.kind != ProvinceKind::sea && unit.location == province)
            : (p.kind != ProvinceKind::land && (p.coasts.empty() || map.is_coast_location(unit.location)));
        if (!fits)
            return core::fail("diplomacy_deadman.bad_unit", fmt::format("{} cannot stand there", unit_text(map, unit)),
                {unit_text(map, unit)});
        if (board.m_at[province] >= 0)
            return core::fail("diplomacy_deadman.two_units", fmt::format("two units stand in {}", p.code), {p.code});
        board.m_at[province] = static_cast<std::int16_t>(i);
        if (unit.type == UnitType::fleet && p.kind == ProvinceKind::sea)
            board.m_fleet_seas.set(province);
    }
    return board;
}

bool convoy_route_exists(const Map& map, const LocationSet& fleets, ProvinceId from, ProvinceId to)
{
    if (!coastal(map, from) || !coastal(map, to) || from == to)
        return false;
    LocationSet reached = seas_next_to(map, fleets, from);
    LocationSet frontier = reached;
    while (frontier.any()) {
        LocationSet next;
        for (std::size_t s = frontier._Find_first(); s < max_locations; s = frontier._Find_next(s)) {
            if (map.fleet_reaches_province(static_cast<LocationId>(s), to))
                return true;
            next |= map.fleet_province_neighbours(static_cast<LocationId>(s));
        }
        next &= fleets & ~reached;
        reached |= next;
        frontier = next;
    }
    return false;
}

bool fleet_needed_for_route(const Map& map, const LocationSet& fleets, ProvinceId from, ProvinceId to, ProvinceId fleet)
{
    if (!coastal(map, from) || !coastal(map, to) || from == to || !fleets.test(fleet))
        return false;
    const LocationSet first = seas_next_to(map, fleets, from);
    const LocationSet forbidden = map.fleet_province_neighbours(from) | Map::province_bit(from);
    for (std::size_t s = first._Find_first(); s < max_locations; s = first._Find_next(s)) {
        const auto sea = static_cast<ProvinceId>(s);
        // Seas next to `from` other than the first one are shortcuts, hence forbidden later on.
        if (chordless_search(map, fleets, to, fleet, sea, forbidden, sea == fleet, 0))
            return true;
    }
    return false;
}

bool can_reach(const Map& map, const Unit& unit, ProvinceId province)
{
    return unit.type == UnitType::army ? map.army_adjacent(map.province_of(unit.location), province)
                                       : map.fleet_reaches_province(unit.location, province);
}

VoidReason check_movement_order(
    const Map& map, const BoardIndex& board, Power power, const Order& order, LocationId* resolved_target)
{
    if (order.unit == no_location || order.unit >= map.location_count())
        return VoidReason::no_unit;
    const ProvinceId here = map.province_of(order.unit);
    const Unit* unit = board.unit_at(here);
    if (unit == nullptr)
        return VoidReason::no_unit;
    if (unit->power != power)
        return VoidReason::foreign_unit;
    // The unit's type and coast as written do not matter (DATC 4.C.2, 4.B.5): the board decides.
    switch (order.kind) {
    case OrderKind::hold:
        return VoidReason::none;
    case OrderKind::move: {
        if (order.target == no_location || order.target >= map.location_count())
            return VoidReason::not_adjacent;
        const ProvinceId there = map.province_of(order.target);
        if (there == here)
            return VoidReason::same_place;
        const Province& target = map.province(there);
        if (unit->type == UnitType::army) {
            if (target.kind == ProvinceKind::sea)
                return VoidReason::army_to_sea;
            const bool adjacent = map.army_adjacent(here, there);
            if (resolved_target)
                *resolved_target = there; // an army's coast means nothing (DATC 4.B.6)
            if (adjacent && !order.via_convoy)
                return VoidReason::none;
            if (convoy_route_exists(map, board.fleet_seas(), here, there))
                return VoidReason::none;
            return coastal(map, here) && target.kind == ProvinceKind::coast ? VoidReason::no_convoy_route
                                                                            : VoidReason::not_adjacent;
        }
        if (order.via_convoy)
            return VoidReason::only_armies_convoyed;
        if (target.kind == ProvinceKind::land)
            return VoidReason::fleet_inland;
        if (map.is_coast_location(order.target)) {
            if (!map.fleet_adjacent(unit->location, order.target))
                return map.fleet_reaches_province(unit->location, there) ? VoidReason::coast_unreachable
                                                                         : VoidReason::not_adjacent;
            if (resolved_target)
                *resolved_target = order.target;
            return VoidReason::none;
        }
        if (!target.coasts.empty()) {
            LocationId only = no_location;
            int reachable = 0;
            for (LocationId coast : target.coasts)
                if (map.fleet_adjacent(unit->location, coast)) {
                    only = coast;
                    ++reachable;
                }
            if (reachable == 0)
                return VoidReason::not_adjacent;
            if (reachable > 1)
                return VoidReason::coast_needed;
            if (resolved_target)
                *resolved_target = only;
            return VoidReason::none;
        }
        if (!map.fleet_adjacent(unit->location, there))
            return VoidReason::not_adjacent;
        if (resolved_target)
            *resolved_target = there;
        return VoidReason::none;
    }
    case OrderKind::support: {
        if (order.other == no_location || order.other >= map.location_count())
            return VoidReason::support_no_unit;
        const ProvinceId other_province = map.province_of(order.other);
        if (other_province == here)
            return VoidReason::support_own_place;
        const Unit* other = board.unit_at(other_province);
        if (other == nullptr)
            return VoidReason::support_no_unit;
        if (order.target == no_location) { // support to hold
            return can_reach(map, *unit, other_province) ? VoidReason::none : VoidReason::support_unreachable;
        }
        if (order.target >= map.location_count())
            return VoidReason::support_unreachable;
        const ProvinceId there = map.province_of(order.target);
        if (there == here)
            return VoidReason::support_own_place; // DATC 6.D.34
        if (there == other_province)
            return VoidReason::supported_move_impossible;
        if (!can_reach(map, *unit, there))
            return VoidReason::support_unreachable; // the coast does not matter (DATC 6.B.4)
        if (other->type == UnitType::army) {
            if (map.province(there).kind == ProvinceKind::sea)
                return VoidReason::supported_move_impossible;
            if (map.army_adjacent(other_province, there))
                return VoidReason::none;
            // A convoyed move can be supported, but not by a fleet the convoy needs (DATC 6.D.31).
            LocationSet fleets = board.fleet_seas();
            fleets.reset(here);
            return convoy_route_exists(map, fleets, other_province, there) ? VoidReason::none
                                                                           : VoidReason::supported_move_impossible;
        }
        const bool reachable = map.is_coast_location(order.target) ? map.fleet_adjacent(other->location, order.target)
                                                                   : map.fleet_reaches_province(other->location, there);
        return reachable ? VoidReason::none : VoidReason::supported_move_impossible;
    }
    case OrderKind::convoy: {
        if (unit->type != UnitType::fleet || map.province(here).kind != ProvinceKind::sea)
            return VoidReason::convoy_from_coast;
        if (order.other == no_location || order.other >= map.location_count() || order.target == no_location
            || order.target >= map.location_count())
            return VoidReason::support_no_unit;
        const ProvinceId from = map.province_of(order.other);
        const ProvinceId to = map.province_of(order.target);
        const Unit* army = board.unit_at(from);
        if (army == nullptr)
            return VoidReason::support_no_unit;
        if (army->type != UnitType::army)
            return VoidReason::convoy_not_army;
        if (!coastal(map, from) || !coastal(map, to) || from == to)
            return VoidReason::no_convoy_route;
        return fleet_needed_for_route(map, board.fleet_seas(), from, to, here) ? VoidReason::none
                                                                               : VoidReason::convoy_not_on_route;
    }
    case OrderKind::retreat:
    case OrderKind::disband:
    case OrderKind::build:
    case OrderKind::waive:
        return VoidReason::wrong_phase;
    }
    return VoidReason::wrong_phase;
}

} // namespace tablee::diplomacy_deadman
