// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/adjustments.hpp"

#include <algorithm>
#include <array>
#include <limits>

namespace tablee::diplomacy_deadman {

namespace {

int owned_centres(const Map& map, const Ownership& owners, Power power)
{
    int count = 0;
    for (ProvinceId centre : map.supply_centres())
        if (centre < owners.size() && owners[centre] == power)
            ++count;
    return count;
}

int unit_count(std::span<const Unit> units, Power power)
{
    return static_cast<int>(std::count_if(units.begin(), units.end(), [&](const Unit& u) { return u.power == power; }));
}

bool free_owned_home(const Map& map, const BoardIndex& board, const Ownership& owners, Power power, ProvinceId centre)
{
    return centre < owners.size() && owners[centre] == power && board.unit_at(centre) == nullptr
        && map.province(centre).home == power;
}

} // namespace

int adjustment_delta(const Map& map, std::span<const Unit> units, const Ownership& owners, Power power)
{
    return owned_centres(map, owners, power) - unit_count(units, power);
}

int builds_possible(const Map& map, std::span<const Unit> units, const Ownership& owners, Power power)
{
    const int delta = adjustment_delta(map, units, owners, power);
    if (delta <= 0)
        return 0;
    auto board = BoardIndex::build(map, units);
    if (!board)
        return 0;
    int free = 0;
    for (ProvinceId centre : map.home_centres(power))
        if (free_owned_home(map, *board, owners, power, centre))
            ++free;
    return std::min(delta, free);
}

std::vector<Unit> civil_disorder_order(
    const Map& map, std::span<const Unit> units, const Ownership& owners, Power power)
{
    // Distance of every province to the nearest owned centre, moving over land and sea alike.
    std::array<int, max_locations> distance {};
    distance.fill(std::numeric_limits<int>::max());
    std::vector<ProvinceId> queue;
    for (ProvinceId centre : map.supply_centres())
        if (centre < owners.size() && owners[centre] == power) {
            distance[centre] = 0;
            queue.push_back(centre);
        }
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const ProvinceId p = queue[head];
        const LocationSet& next = map.any_neighbours(p);
        for (std::size_t n = next._Find_first(); n < max_locations; n = next._Find_next(n))
            if (distance[n] == std::numeric_limits<int>::max()) {
                distance[n] = distance[p] + 1;
                queue.push_back(static_cast<ProvinceId>(n));
            }
    }
    std::vector<Unit> own;
    for (const Unit& unit : units)
        if (unit.power == power)
            own.push_back(unit);
    std::sort(own.begin(), own.end(), [&](const Unit& a, const Unit& b) {
        const ProvinceId pa = map.province_of(a.location);
        const ProvinceId pb = map.province_of(b.location);
        if (distance[pa] != distance[pb])
            return distance[pa] > distance[pb];
        if (a.type != b.type)
            return a.type == UnitType::fleet;
        return map.province(pa).name_en < map.province(pb).name_en;
    });
    return own;
}

core::Expected<AdjustmentResult> adjudicate_adjustments(
    const Map& map, std::span<const Unit> units, const Ownership& owners, std::span<const OrderEntry> orders)
{
    auto built = BoardIndex::build(map, units);
    if (!built)
        return std::unexpected(built.error());
    const BoardIndex& board = *built;
    AdjustmentResult result;
    std::array<int, power_count> builds_left {};
    std::array<int, power_count> disbands_left {};
    for (Power power : all_powers) {
        const int delta = adjustment_delta(map, units, owners, power);
        builds_left[static_cast<std::size_t>(power)] = std::max(delta, 0);
        disbands_left[static_cast<std::size_t>(power)] = std::max(-delta, 0);
    }
    std::vector<Unit> after(units.begin(), units.end());
    LocationSet built_in; // provinces built in this phase
    LocationSet disbanded; // provinces whose unit was disbanded this phase
    for (std::size_t e = 0; e < orders.size(); ++e) {
        const OrderEntry& entry = orders[e];
        const auto who = static_cast<std::size_t>(entry.power);
        AdjustmentOrderResult r;
        r.entry = e;
        r.order = entry.order;
        auto refuse = [&](VoidReason reason) {
            r.outcome = Outcome::voided;
            r.reason = reason;
            result.orders.push_back(r);
        };
        const Order& order = entry.order;
        if (order.kind == OrderKind::waive) {
            if (builds_left[who] == 0) {
                refuse(VoidReason::no_build_allowed);
                continue;
            }
            --builds_left[who];
            r.outcome = Outcome::waived;
            result.orders.push_back(r);
            continue;
        }
        if (order.unit == no_location || order.unit >= map.location_count()) {
            refuse(VoidReason::no_unit);
            continue;
        }
        const ProvinceId province = map.province_of(order.unit);
        if (order.kind == OrderKind::build) {
            const Province& p = map.province(province);
            if (builds_left[who] == 0) {
                refuse(VoidReason::no_build_allowed);
                continue;
            }
            if (!p.supply_centre || p.home != entry.power) {
                refuse(VoidReason::not_home_centre);
                continue;
            }
            if (owners.size() <= province || owners[province] != entry.power) {
                refuse(VoidReason::centre_not_owned);
                continue;
            }
            if (built_in.test(province)) {
                refuse(VoidReason::already_ordered);
                continue;
            }
            if (board.unit_at(province) != nullptr) {
                refuse(VoidReason::centre_occupied);
                continue;
            }
            // Missing type (DATC 4.C.3): an army inland, a fleet when a coast is named.
            std::optional<UnitType> type = order.unit_type;
            if (!type) {
                if (p.kind == ProvinceKind::land)
                    type = UnitType::army;
                else if (map.is_coast_location(order.unit))
                    type = UnitType::fleet;
                else {
                    refuse(VoidReason::unit_type_needed);
                    continue;
                }
            }
            LocationId place = province;
            if (*type == UnitType::fleet) {
                if (p.kind == ProvinceKind::land) {
                    refuse(VoidReason::fleet_inland); // DATC 4.C.4: no army instead
                    continue;
                }
                if (map.has_coasts(province)) {
                    if (!map.is_coast_location(order.unit)) {
                        refuse(VoidReason::coast_needed); // DATC 4.B.7
                        continue;
                    }
                    place = order.unit;
                }
            }
            --builds_left[who];
            built_in.set(province);
            const Unit unit {entry.power, *type, place};
            after.push_back(unit);
            r.order.unit_type = *type;
            r.order.unit = place;
            r.outcome = Outcome::built;
            result.orders.push_back(r);
            continue;
        }
        if (order.kind == OrderKind::disband) {
            const Unit* unit = board.unit_at(province);
            if (unit == nullptr) {
                refuse(VoidReason::no_unit);
                continue;
            }
            if (unit->power != entry.power) {
                refuse(VoidReason::foreign_unit);
                continue;
            }
            if (disbanded.test(province)) {
                refuse(VoidReason::already_ordered);
                continue;
            }
            if (disbands_left[who] == 0) {
                refuse(VoidReason::no_disband_owed);
                continue;
            }
            --disbands_left[who];
            disbanded.set(province);
            r.order.unit_type = unit->type;
            r.order.unit = unit->location;
            r.outcome = Outcome::disbanded;
            result.orders.push_back(r);
            continue;
        }
        refuse(VoidReason::wrong_phase);
    }
    // Civil disorder for disbands still owed.
    for (Power power : all_powers) {
        int owed = disbands_left[static_cast<std::size_t>(power)];
        if (owed == 0)
            continue;
        for (const Unit& unit : civil_disorder_order(map, units, owners, power)) {
            if (owed == 0)
                break;
            const ProvinceId province = map.province_of(unit.location);
            if (disbanded.test(province))
                continue;
            disbanded.set(province);
            result.civil_disorder.push_back(unit);
            --owed;
        }
    }
    std::erase_if(after, [&](const Unit& unit) {
        const ProvinceId p = map.province_of(unit.location);
        return disbanded.test(p) && !built_in.test(p);
    });
    std::sort(after.begin(), after.end(),
        [&](const Unit& a, const Unit& b) { return map.province_of(a.location) < map.province_of(b.location); });
    result.after = std::move(after);
    return result;
}

} // namespace tablee::diplomacy_deadman
