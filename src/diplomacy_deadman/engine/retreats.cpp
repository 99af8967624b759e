// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/retreats.hpp"

#include <algorithm>
#include <array>
#include <map>

namespace tablee::diplomacy_deadman {

namespace {

// The settled destination of a retreat, or the reason it is impossible.
VoidReason check_retreat(const Map& map, const BoardIndex& board, const DislodgedUnit& d, const LocationSet& contested,
    LocationId target, LocationId* settled)
{
    if (target == no_location || target >= map.location_count())
        return VoidReason::not_adjacent;
    const ProvinceId from = map.province_of(d.unit.location);
    const ProvinceId to = map.province_of(target);
    if (to == from)
        return VoidReason::same_place;
    LocationId place = to;
    if (d.unit.type == UnitType::army) {
        if (map.province(to).kind == ProvinceKind::sea)
            return VoidReason::army_to_sea;
        if (!map.army_adjacent(from, to))
            return VoidReason::not_adjacent; // no convoy in a retreat (DATC 6.H.13)
    } else {
        if (map.province(to).kind == ProvinceKind::land)
            return VoidReason::fleet_inland;
        if (map.is_coast_location(target)) {
            if (!map.fleet_adjacent(d.unit.location, target))
                return VoidReason::coast_unreachable;
            place = target;
        } else if (map.has_coasts(to)) {
            int reachable = 0;
            for (LocationId coast : map.province(to).coasts)
                if (map.fleet_adjacent(d.unit.location, coast)) {
                    place = coast;
                    ++reachable;
                }
            if (reachable == 0)
                return VoidReason::not_adjacent;
            if (reachable > 1)
                return VoidReason::coast_needed;
        } else if (!map.fleet_adjacent(d.unit.location, to))
            return VoidReason::not_adjacent;
    }
    if (board.unit_at(to) != nullptr || contested.test(to) || (to == d.attacker_from && !d.by_convoy))
        return VoidReason::retreat_blocked;
    if (settled)
        *settled = place;
    return VoidReason::none;
}

} // namespace

std::vector<LocationId> retreat_options(
    const Map& map, std::span<const Unit> units, const DislodgedUnit& unit, const LocationSet& contested)
{
    std::vector<LocationId> options;
    auto board = BoardIndex::build(map, units);
    if (!board)
        return options;
    for (std::size_t l = 0; l < map.location_count(); ++l) {
        const auto id = static_cast<LocationId>(l);
        if (unit.unit.type == UnitType::fleet && map.has_coasts(map.province_of(id)) && !map.is_coast_location(id))
            continue; // fleets name the coast
        if (unit.unit.type == UnitType::army && map.is_coast_location(id))
            continue;
        LocationId settled = no_location;
        if (check_retreat(map, *board, unit, contested, id, &settled) == VoidReason::none)
            options.push_back(settled);
    }
    return options;
}

std::vector<ProvinceId> retreats_meeting(const Map& map, std::span<const Order> orders)
{
    std::map<ProvinceId, int> arriving;
    for (const Order& order : orders)
        if ((order.kind == OrderKind::retreat || order.kind == OrderKind::move) && order.target != no_location)
            ++arriving[map.province_of(order.target)];
    std::vector<ProvinceId> meeting;
    for (const auto& [province, count] : arriving)
        if (count > 1)
            meeting.push_back(province);
    return meeting;
}

core::Expected<RetreatResult> adjudicate_retreats(const Map& map, std::span<const Unit> units,
    std::span<const DislodgedUnit> dislodged, const LocationSet& contested, std::span<const OrderEntry> orders)
{
    auto built = BoardIndex::build(map, units);
    if (!built)
        return std::unexpected(built.error());
    const BoardIndex& board = *built;
    RetreatResult result;
    result.units.resize(dislodged.size());
    std::array<int, max_locations> index_of {};
    index_of.fill(-1);
    for (std::size_t i = 0; i < dislodged.size(); ++i) {
        const ProvinceId p = map.province_of(dislodged[i].unit.location);
        if (index_of[p] >= 0)
            return core::fail(
                "diplomacy_deadman.two_units", "two dislodged units in one province", {map.province(p).code});
        index_of[p] = static_cast<int>(i);
        auto& r = result.units[i];
        r.unit = dislodged[i];
        r.order = Order {OrderKind::disband, dislodged[i].unit.type, dislodged[i].unit.location, no_location,
            std::nullopt, no_location, false};
    }
    std::vector<LocationId> target(dislodged.size(), no_location);
    std::vector<bool> several(dislodged.size(), false);
    for (std::size_t e = 0; e < orders.size(); ++e) {
        const OrderEntry& entry = orders[e];
        const Order& order = entry.order;
        if (order.unit == no_location || order.unit >= map.location_count()) {
            result.rejected.push_back(
                {e, order.kind == OrderKind::waive ? VoidReason::wrong_phase : VoidReason::no_unit});
            continue;
        }
        const int i = index_of[map.province_of(order.unit)];
        if (i < 0) {
            result.rejected.push_back({e, VoidReason::not_dislodged});
            continue;
        }
        const auto u = static_cast<std::size_t>(i);
        if (dislodged[u].unit.power != entry.power) {
            result.rejected.push_back({e, VoidReason::foreign_unit});
            continue;
        }
        VoidReason reason = VoidReason::none;
        LocationId settled = no_location;
        if (order.kind == OrderKind::retreat || order.kind == OrderKind::move)
            reason = check_retreat(map, board, dislodged[u], contested, order.target, &settled);
        else if (order.kind != OrderKind::disband)
            reason = VoidReason::wrong_phase; // no hold, support or convoy in a retreat (DATC 6.H.1-3)
        auto& r = result.units[u];
        if (reason != VoidReason::none) {
            if (r.entry == no_entry && !several[u] && r.reason == VoidReason::none) {
                r.entry = e;
                r.reason = reason;
                r.order = order;
            } else
                result.rejected.push_back({e, reason});
            continue;
        }
        if (several[u]) {
            result.rejected.push_back({e, VoidReason::several_orders});
            continue;
        }
        if (r.entry != no_entry && r.reason == VoidReason::none) {
            const bool same = r.order.kind == order.kind && target[u] == settled;
            if (same) {
                result.rejected.push_back({e, VoidReason::already_ordered});
                continue;
            }
            result.rejected.push_back({r.entry, VoidReason::several_orders});
            result.rejected.push_back({e, VoidReason::several_orders});
            several[u] = true;
            r.entry = no_entry;
            r.reason = VoidReason::several_orders;
            target[u] = no_location;
            continue;
        }
        if (r.entry != no_entry)
            result.rejected.push_back({r.entry, r.reason});
        r.entry = e;
        r.reason = VoidReason::none;
        r.order = order;
        target[u] = order.kind == OrderKind::disband ? no_location : settled;
    }
    // Collisions: two or more retreats into one province disband them all.
    std::array<int, max_locations> arrivals {};
    for (std::size_t u = 0; u < dislodged.size(); ++u)
        if (target[u] != no_location)
            ++arrivals[map.province_of(target[u])];
    result.after.assign(units.begin(), units.end());
    for (std::size_t u = 0; u < dislodged.size(); ++u) {
        auto& r = result.units[u];
        r.order.unit = dislodged[u].unit.location;
        r.order.unit_type = dislodged[u].unit.type;
        if (target[u] == no_location) {
            r.outcome = r.reason == VoidReason::none ? Outcome::disbanded : Outcome::voided;
            continue;
        }
        r.order.kind = OrderKind::retreat;
        r.order.target = target[u];
        if (arrivals[map.province_of(target[u])] > 1) {
            r.outcome = Outcome::disbanded;
            r.reason = VoidReason::retreat_collision;
            continue;
        }
        r.outcome = Outcome::retreated;
        Unit moved = dislodged[u].unit;
        moved.location = target[u];
        result.after.push_back(moved);
    }
    std::sort(result.after.begin(), result.after.end(),
        [&](const Unit& a, const Unit& b) { return map.province_of(a.location) < map.province_of(b.location); });
    std::sort(result.rejected.begin(), result.rejected.end(),
        [](const RejectedOrder& a, const RejectedOrder& b) { return a.entry < b.entry; });
    return result;
}

} // namespace tablee::diplomacy_deadman
