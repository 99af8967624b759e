// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The opponents Diplomacy's computer powers are measured against (bench only, never in the game):
//
//   yardstick  written from the public description of DAIDE's DumbBot (David Norman, 2002): no
//              code of it is used, its licence forbids reuse beyond non-commercial. Each power
//              has a size from its centres (c² + 4c + 16). A centre of another power is worth its
//              owner's size to attack; one of its own, the size of the largest power with a unit
//              next to it, to defend. Those values, weighted for the season (the fall counts
//              defence more), are averaged with the neighbours' again and again, and the
//              successive maps summed with falling weights (the near map most). A destination
//              is worth that, plus the power's units that could support a move there, minus the
//              most units one other power could bring. Units in a random order take the best
//              destination, now and then the next best when it is close; a place already chosen
//              by one of its own is supported instead if it can be, else the next place is
//              tried. Retreats to the best place; builds in the best centres; disbands of the
//              least valued units.
//   random     a legal hand-in drawn by walking the power's tree of choices at random.
//
// Both see only their seat's view, and are deterministic for a seed.

#include "diplomacy_deadman/engine/adjustments.hpp"
#include "diplomacy_deadman/engine/computer.hpp"
#include "diplomacy_deadman/engine/order_choices.hpp"
#include "diplomacy_deadman/engine/rules.hpp"
#include "diplomacy_deadman/engine/validation.hpp"

#include "core/choices.hpp"
#include "core/random.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace tablee::bench::diplomacy {

namespace dip = tablee::diplomacy_deadman;

inline dip::HandIn random_hand_in(const dip::State& seen, dip::Power power, std::uint64_t seed)
{
    core::Random random(seed);
    return std::get<dip::HandIn>(core::random_move_by_choices<dip::Rules>(seen, dip::index_of(power), random));
}

namespace yardstick {

// The weights of the description's proximity maps (nearest first) and of strength and
// competition, in its orders of magnitude.
inline constexpr std::array<double, 10> proximity_weights {100, 1000, 30, 10, 6, 5, 4, 3, 2, 1};
inline constexpr double strength_weight = 1000;
inline constexpr double competition_weight = 1000;

inline double power_size(int centres)
{
    return static_cast<double>(centres * centres + 4 * centres + 16);
}

// The value of each province as a destination for `who`'s units.
inline std::vector<double> destination_values(const dip::Map& map, const dip::GameState& position, dip::Power who)
{
    const std::size_t count = map.province_count();
    const bool fall = position.phase.season != dip::Season::spring;
    const double attack_weight = fall ? 600 : 700;
    const double defence_weight = fall ? 400 : 300;
    std::vector<double> proximity(count, 0.0);
    for (const dip::ProvinceId centre : map.supply_centres()) {
        const auto owner = position.owners[centre];
        if (owner == who) {
            double largest = 0;
            for (const dip::Unit& unit : position.units)
                if (unit.power != who && dip::can_reach(map, unit, centre))
                    largest = std::max(largest, power_size(dip::centre_count(position, unit.power)));
            proximity[centre] = defence_weight * largest;
        } else {
            proximity[centre] = attack_weight * (owner ? power_size(dip::centre_count(position, *owner)) : 10.0);
        }
    }
    std::vector<double> value(count, 0.0);
    for (std::size_t n = 0; n < proximity_weights.size(); ++n) {
        for (dip::ProvinceId p = 0; p < count; ++p)
            value[p] += proximity_weights[n] * proximity[p];
        std::vector<double> next(count, 0.0);
        for (dip::ProvinceId p = 0; p < count; ++p) {
            double sum = proximity[p];
            for (dip::ProvinceId q = 0; q < count; ++q)
                if (map.any_neighbours(p).test(q))
                    sum += proximity[q];
            next[p] = sum / 5;
        }
        proximity = std::move(next);
    }
    for (dip::ProvinceId p = 0; p < count; ++p) {
        double strength = 0;
        std::array<double, dip::power_count> others {};
        for (const dip::Unit& unit : position.units)
            if (dip::can_reach(map, unit, p) || map.province_of(unit.location) == p) {
                if (unit.power == who)
                    ++strength;
                else
                    ++others[dip::index_of(unit.power)];
            }
        value[p] += strength_weight * strength - competition_weight * *std::ranges::max_element(others);
    }
    return value;
}

inline std::vector<dip::Order> movement(
    const dip::Map& map, const dip::GameState& position, dip::Power who, core::Random& random)
{
    const auto value = destination_values(map, position, who);
    std::vector<std::size_t> order_of_units;
    for (std::size_t u = 0; u < position.units.size(); ++u)
        if (position.units[u].power == who)
            order_of_units.push_back(u);
    random.shuffle(std::span(order_of_units));
    std::vector<dip::Order> chosen;
    std::vector<dip::ProvinceId> targets; // where each chosen order sends its unit (or keeps it)
    for (const std::size_t u : order_of_units) {
        const dip::Unit& unit = position.units[u];
        const auto choices = dip::movement_choices(map, position, map.province_of(unit.location));
        std::vector<std::pair<double, dip::Order>> places;
        for (const dip::Order& order : choices)
            if (order.kind == dip::OrderKind::hold || (order.kind == dip::OrderKind::move && !order.via_convoy)) {
                const auto place = map.province_of(order.kind == dip::OrderKind::move ? order.target : order.unit);
                places.emplace_back(value[place], order);
            }
        std::ranges::stable_sort(places, std::greater {}, [](const auto& place) { return place.first; });
        std::size_t at = 0;
        // Now and then the next best, when it is close.
        while (at + 1 < places.size() && places[at + 1].first >= 0.9 * places[at].first && random.below(10) < 3)
            ++at;
        std::optional<dip::Order> order;
        for (; at < places.size() && !order; ++at) {
            const dip::Order& candidate = places[at].second;
            const auto place
                = map.province_of(candidate.kind == dip::OrderKind::move ? candidate.target : candidate.unit);
            const auto taken = std::ranges::find(targets, place);
            if (taken == targets.end()) {
                order = candidate;
                break;
            }
            // Chosen by one of its own already: support it there if it can.
            const dip::Order& other = chosen[static_cast<std::size_t>(taken - targets.begin())];
            for (const dip::Order& support : choices)
                if (support.kind == dip::OrderKind::support && support.other == other.unit
                    && (other.kind == dip::OrderKind::move
                            ? support.target != dip::no_location && map.province_of(support.target) == place
                            : support.target == dip::no_location))
                    order = support;
            if (order)
                break;
        }
        if (!order)
            order = choices.front(); // its hold
        chosen.push_back(*order);
        targets.push_back(map.province_of(order->kind == dip::OrderKind::move ? order->target : order->unit));
    }
    return chosen;
}

inline std::vector<dip::Order> plan(
    const dip::Map& map, const dip::GameState& position, dip::Power who, core::Random& random)
{
    const auto value = destination_values(map, position, who);
    std::vector<dip::Order> orders;
    switch (position.phase.kind) {
    case dip::PhaseKind::movement:
        return movement(map, position, who, random);
    case dip::PhaseKind::retreats:
        for (const dip::DislodgedUnit& dislodged : position.dislodged)
            if (dislodged.unit.power == who) {
                auto options = dip::retreat_choices(map, position, map.province_of(dislodged.unit.location));
                std::ranges::stable_sort(options, std::greater {}, [&](const dip::Order& order) {
                    return order.kind == dip::OrderKind::retreat ? value[map.province_of(order.target)] : -1e18;
                });
                orders.push_back(options.front());
            }
        return orders;
    case dip::PhaseKind::adjustments: {
        auto all = dip::adjustment_choices(map, position, who);
        std::erase_if(all, [](const dip::Order& order) { return order.kind == dip::OrderKind::waive; });
        const bool builds = !all.empty() && all.front().kind == dip::OrderKind::build;
        std::ranges::stable_sort(all, std::greater {},
            [&](const dip::Order& order) { return (builds ? 1 : -1) * value[map.province_of(order.unit)]; });
        int due = builds ? dip::builds_possible(map, position.units, position.owners, who)
                         : -dip::adjustment_delta(map, position.units, position.owners, who);
        for (const dip::Order& order : all) {
            if (due == 0)
                break;
            const bool centre_used = std::ranges::any_of(
                orders, [&](const dip::Order& o) { return map.province_of(o.unit) == map.province_of(order.unit); });
            if (!centre_used) {
                orders.push_back(order);
                --due;
            }
        }
        return orders;
    }
    }
    return orders;
}

} // namespace yardstick

// The yardstick's hand-in, along the power's tree so that it is a legal one.
inline dip::HandIn yardstick_hand_in(const dip::State& seen, dip::Power power, std::uint64_t seed)
{
    const dip::Map& map = dip::standard_map();
    core::Random random(seed);
    std::vector<dip::Order> wanted;
    for (const dip::Power written : dip::powers_written_for(map, seen.position, power))
        std::ranges::copy(yardstick::plan(map, seen.position, written, random), std::back_inserter(wanted));
    return dip::hand_in_following(seen, power, wanted);
}

} // namespace tablee::bench::diplomacy
