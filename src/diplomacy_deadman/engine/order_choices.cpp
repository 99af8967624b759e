// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/order_choices.hpp"

#include "diplomacy_deadman/engine/adjustments.hpp"
#include "diplomacy_deadman/engine/retreats.hpp"
#include "diplomacy_deadman/engine/validation.hpp"

#include <algorithm>
#include <cassert>

namespace tablee::diplomacy_deadman {

std::vector<Order> movement_choices(const Map& map, const GameState& state, ProvinceId province)
{
    std::vector<Order> choices;
    if (state.phase.kind != PhaseKind::movement)
        return choices;
    const auto board = BoardIndex::build(map, state.units);
    if (!board)
        return choices;
    const Unit* unit = board->unit_at(province);
    if (!unit)
        return choices;
    const auto legal
        = [&](const Order& order) { return check_movement_order(map, *board, unit->power, order) == VoidReason::none; };
    const auto keep = [&](Order order) {
        if (legal(order))
            choices.push_back(order);
    };
    keep({OrderKind::hold, unit->type, unit->location, no_location, std::nullopt, no_location, false});
    // Moves: every location, the check telling adjacency and convoy routes apart. An army names
    // provinces; a fleet names the coast where there are two.
    for (LocationId target = 0; target < map.location_count(); ++target) {
        const ProvinceId place = map.province_of(target);
        const bool named_as_it_must = unit->type == UnitType::army
            ? !map.is_coast_location(target)
            : map.is_coast_location(target) || !map.has_coasts(place);
        if (place != province && named_as_it_must)
            keep({OrderKind::move, unit->type, unit->location, target, std::nullopt, no_location, false});
    }
    // Supports and convoys of every other unit: of its hold and of each move it could make. A
    // unit supports only into a province it could move to itself, and only a fleet at sea
    // convoys: those are asked first, since the checks of every province for every unit made
    // this the slowest query a computer player asks (the check still decides each order).
    std::vector<ProvinceId> reachable;
    for (ProvinceId target = 0; target < map.province_count(); ++target)
        if (can_reach(map, *unit, target))
            reachable.push_back(target);
    const bool convoys = unit->type == UnitType::fleet && map.province(province).kind == ProvinceKind::sea;
    for (const Unit& other : board->units()) {
        if (map.province_of(other.location) == province)
            continue;
        keep({OrderKind::support, unit->type, unit->location, no_location, other.type, other.location, false});
        for (ProvinceId target : reachable)
            keep({OrderKind::support, unit->type, unit->location, target, other.type, other.location, false});
        if (convoys && other.type == UnitType::army)
            for (ProvinceId target = 0; target < map.province_count(); ++target)
                keep({OrderKind::convoy, unit->type, unit->location, target, other.type, other.location, false});
    }
    return choices;
}

std::vector<Order> retreat_choices(const Map& map, const GameState& state, ProvinceId province)
{
    std::vector<Order> choices;
    if (state.phase.kind != PhaseKind::retreats)
        return choices;
    const auto dislodged = std::ranges::find_if(
        state.dislodged, [&](const DislodgedUnit& d) { return map.province_of(d.unit.location) == province; });
    if (dislodged == state.dislodged.end())
        return choices;
    const Unit& unit = dislodged->unit;
    for (LocationId target : retreat_options(map, state.units, *dislodged, state.contested))
        choices.push_back({OrderKind::retreat, unit.type, unit.location, target, std::nullopt, no_location, false});
    choices.push_back({OrderKind::disband, unit.type, unit.location, no_location, std::nullopt, no_location, false});
    return choices;
}

bool has_retreat(const Map& map, const GameState& state, ProvinceId province)
{
    return retreat_choices(map, state, province).size() > 1; // more than its disband
}

std::vector<Order> adjustment_choices(const Map& map, const GameState& state, Power power)
{
    std::vector<Order> choices;
    if (state.phase.kind != PhaseKind::adjustments)
        return choices;
    if (builds_possible(map, state.units, state.owners, power) > 0) {
        for (ProvinceId centre : map.home_centres(power)) {
            if (state.owners[centre] != power || unit_in(map, state.units, centre))
                continue;
            choices.push_back(
                {OrderKind::build, UnitType::army, centre, no_location, std::nullopt, no_location, false});
            if (map.province(centre).kind != ProvinceKind::coast)
                continue;
            if (map.has_coasts(centre)) {
                for (LocationId coast : map.province(centre).coasts)
                    choices.push_back(
                        {OrderKind::build, UnitType::fleet, coast, no_location, std::nullopt, no_location, false});
            } else {
                choices.push_back(
                    {OrderKind::build, UnitType::fleet, centre, no_location, std::nullopt, no_location, false});
            }
        }
        choices.push_back({OrderKind::waive, std::nullopt, no_location, no_location, std::nullopt, no_location, false});
    } else if (adjustment_delta(map, state.units, state.owners, power) < 0) {
        for (const Unit& unit : state.units)
            if (unit.power == power)
                choices.push_back(
                    {OrderKind::disband, unit.type, unit.location, no_location, std::nullopt, no_location, false});
    }
    return choices;
}

namespace {

// Whether a written adjustment order counts for `power` (of the given kind).
bool counts_for(const Map& map, const GameState& state, Power power, const Order& order, OrderKind kind)
{
    if (order.kind != kind || order.unit == no_location)
        return false;
    if (kind == OrderKind::build)
        return map.province(map.province_of(order.unit)).home == power;
    const auto unit = unit_in(map, state.units, map.province_of(order.unit));
    return unit && unit->power == power;
}

} // namespace

AdjustmentCount adjustment_count(const Map& map, const GameState& state, Power power, std::span<const Order> written)
{
    AdjustmentCount count;
    if (state.phase.kind != PhaseKind::adjustments)
        return count;
    const int delta = adjustment_delta(map, state.units, state.owners, power);
    count.disbands = delta < 0;
    count.due = count.disbands ? -delta : builds_possible(map, state.units, state.owners, power);
    const OrderKind kind = count.disbands ? OrderKind::disband : OrderKind::build;
    count.written = static_cast<int>(
        std::ranges::count_if(written, [&](const Order& order) { return counts_for(map, state, power, order, kind); }));
    return count;
}

VoidReason beyond_adjustment_count(
    const Map& map, const GameState& state, Power power, std::span<const Order> written, const Order& order)
{
    const AdjustmentCount count = adjustment_count(map, state, power, written);
    const OrderKind kind = count.disbands ? OrderKind::disband : OrderKind::build;
    if (!counts_for(map, state, power, order, kind) || count.left() > 0)
        return VoidReason::none;
    const ProvinceId place = map.province_of(order.unit);
    const bool replaces = std::ranges::any_of(written, [&](const Order& w) {
        return w.unit != no_location && map.province_of(w.unit) == place && counts_for(map, state, power, w, kind);
    });
    if (replaces)
        return VoidReason::none;
    return count.disbands ? VoidReason::no_disband_owed : VoidReason::no_build_allowed;
}

bool has_decisions(const Map& map, const GameState& state, Power power)
{
    switch (state.phase.kind) {
    case PhaseKind::movement:
        return std::ranges::any_of(state.units, [&](const Unit& unit) { return unit.power == power; });
    case PhaseKind::retreats:
        return std::ranges::any_of(state.dislodged, [&](const DislodgedUnit& d) {
            return d.unit.power == power && has_retreat(map, state, map.province_of(d.unit.location));
        });
    case PhaseKind::adjustments:
        return !adjustment_choices(map, state, power).empty();
    }
    return false;
}

bool dead_men_decide(const Map& map, const GameState& state)
{
    return std::ranges::any_of(state.dead_men.powers(), [&](Power dead) { return has_decisions(map, state, dead); });
}

std::vector<Power> powers_written_for(const Map& map, const GameState& state, Power writer)
{
    std::vector<Power> powers {writer};
    for (const Power dead : state.dead_men.powers())
        if (has_decisions(map, state, dead))
            powers.push_back(dead);
    return powers;
}

VoidReason why_not_a_choice(const Map& map, const GameState& state, std::span<const Power> owners, const Order& order)
{
    assert(!owners.empty());
    if (state.phase.kind == PhaseKind::retreats) {
        // The order alone, as the retreats' adjudication reads it.
        const auto dislodged = std::ranges::find_if(state.dislodged,
            [&](const DislodgedUnit& d) { return map.province_of(d.unit.location) == map.province_of(order.unit); });
        if (dislodged == state.dislodged.end())
            return VoidReason::no_unit;
        if (std::ranges::find(owners, dislodged->unit.power) == owners.end())
            return VoidReason::foreign_unit;
        const OrderEntry alone[] {{dislodged->unit.power, order}};
        const auto result = adjudicate_retreats(map, state.units, state.dislodged, state.contested, alone);
        if (result && !result->rejected.empty())
            return result->rejected.front().reason;
        if (result)
            for (const RetreatUnitResult& unit : result->units)
                if (unit.entry == 0 && unit.reason != VoidReason::none)
                    return unit.reason;
        return VoidReason::wrong_phase;
    }
    if (state.phase.kind == PhaseKind::adjustments) {
        // The order alone, for each power that may write it, as the adjustments' adjudication
        // reads it (a fleet built where two coasts are: which one).
        VoidReason reason = VoidReason::wrong_phase;
        for (const Power power : owners) {
            const OrderEntry alone[] {{power, order}};
            const auto result = adjudicate_adjustments(map, state.units, state.owners, alone);
            if (result && !result->orders.empty() && result->orders.front().reason != VoidReason::none) {
                reason = result->orders.front().reason;
                if (reason != VoidReason::foreign_unit)
                    break;
            }
        }
        return reason;
    }
    const auto board = BoardIndex::build(map, state.units);
    if (!board)
        return VoidReason::wrong_phase;
    const Unit* unit = board->unit_at(map.province_of(order.unit));
    const bool owned = unit && std::ranges::find(owners, unit->power) != owners.end();
    const VoidReason reason = check_movement_order(map, *board, owned ? unit->power : owners.front(), order);
    return reason == VoidReason::none && !owned ? VoidReason::foreign_unit : reason;
}

} // namespace tablee::diplomacy_deadman
