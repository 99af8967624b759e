// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/computer.hpp"

#include "diplomacy_deadman/engine/adjustments.hpp"
#include "diplomacy_deadman/engine/order_choices.hpp"
#include "diplomacy_deadman/engine/validation.hpp"

#include "core/choices.hpp"
#include "core/random.hpp"

#include <algorithm>
#include <cassert>
#include <functional>
#include <iterator>
#include <vector>

namespace tablee::diplomacy_deadman {

namespace {

// How much of a province's worth flows to its neighbours, at each of `spread_steps` steps.
constexpr double flow = 0.5;
constexpr int spread_steps = 4;
// The noise that breaks near-ties (a share of one point); the strong level's candidates are drawn
// with more, to vary them.
constexpr double noise = 0.3;
constexpr double candidate_noise = 25.0;
// The strong level: its candidate order sets, and the likely order sets of the others it tries
// each against (the normal level's, with seeds of its own).
constexpr int strong_candidates = 64;
constexpr int strong_samples = 16;

// What each province is worth to one power, for an army and for a fleet standing there.
struct Worth {
    std::vector<double> army, fleet; // by province; 0 where the unit cannot stand
    double of(UnitType type, ProvinceId province) const
    {
        return type == UnitType::army ? army[province] : fleet[province];
    }
};

// Foreign units that could enter `province` next phase.
int threats(const Map& map, const GameState& position, Power who, ProvinceId province)
{
    return static_cast<int>(std::ranges::count_if(
        position.units, [&](const Unit& unit) { return unit.power != who && can_reach(map, unit, province); }));
}

Worth worth_for(const Map& map, const GameState& position, Power who)
{
    const std::size_t count = map.province_count();
    const bool fall = position.phase.season != Season::spring; // centres change hands after the fall
    std::vector<double> base(count, 0.0);
    for (const ProvinceId centre : map.supply_centres()) {
        const auto owner = position.owners[centre];
        const int danger = threats(map, position, who, centre);
        if (owner == who) {
            base[centre] = danger == 0 ? 1.0 : 2.0 + 3.0 * danger * (fall ? 1.5 : 1.0);
        } else {
            const bool held = unit_in(map, position.units, centre).has_value();
            base[centre] = (owner ? 6.0 : 10.0) - (held ? 2.0 : 0.0) - 0.5 * danger;
            if (fall)
                base[centre] *= 1.5;
        }
    }
    // The provinces each kind of unit may enter from each province.
    const auto spread = [&](UnitType type) {
        std::vector<double> worth = base;
        const auto passable = [&](ProvinceId p) {
            const ProvinceKind kind = map.province(p).kind;
            return type == UnitType::army ? kind != ProvinceKind::sea : kind != ProvinceKind::land;
        };
        std::vector<LocationSet> next_to(count);
        for (ProvinceId p = 0; p < count; ++p) {
            if (type == UnitType::army) {
                next_to[p] = map.army_neighbours(p);
            } else if (passable(p)) {
                next_to[p] = map.fleet_province_neighbours(p);
                for (const LocationId coast : map.province(p).coasts)
                    next_to[p] |= map.fleet_province_neighbours(coast);
            }
        }
        for (int step = 0; step < spread_steps; ++step) {
            std::vector<double> next(count, 0.0);
            for (ProvinceId p = 0; p < count; ++p) {
                if (!passable(p))
                    continue;
                double best = 0;
                for (ProvinceId n = 0; n < count; ++n)
                    if (next_to[p].test(n))
                        best = std::max(best, worth[n]);
                next[p] = base[p] + flow * best;
            }
            worth = std::move(next);
        }
        for (ProvinceId p = 0; p < count; ++p)
            if (!passable(p))
                worth[p] = 0;
        return worth;
    };
    return {spread(UnitType::army), spread(UnitType::fleet)};
}

// A candidate order and how much it is worth.
struct Scored {
    double score = 0;
    std::size_t unit = 0; // index into the power's units
    Order order;
};

// The orders of the movement phase for `who`'s units (each a choice of movement_choices).
std::vector<Order> movement_plan(
    const Map& map, const GameState& position, Power who, core::Random& random, double noise_scale = noise)
{
    const Worth worth = worth_for(map, position, who);
    const bool fall = position.phase.season == Season::fall;
    std::vector<Unit> units;
    std::vector<std::vector<Order>> choices;
    for (const Unit& unit : position.units)
        if (unit.power == who) {
            units.push_back(unit);
            choices.push_back(movement_choices(map, position, map.province_of(unit.location)));
        }
    const auto jitter = [&] { return noise_scale * static_cast<double>(random.below(1000)) / 1000.0; };
    std::vector<Scored> scored;
    for (std::size_t u = 0; u < units.size(); ++u) {
        const ProvinceId here = map.province_of(units[u].location);
        for (const Order& order : choices[u]) {
            if (order.kind == OrderKind::hold) {
                double keep = worth.of(units[u].type, here);
                if (position.owners[here] == who && map.province(here).supply_centre)
                    keep += (fall ? 2.5 : 1.0) * threats(map, position, who, here);
                scored.push_back({keep + jitter(), u, order});
            } else if (order.kind == OrderKind::move && !order.via_convoy) {
                const ProvinceId there = map.province_of(order.target);
                // A move that needs a convoy is left out: nothing here plans the convoy with it.
                if (units[u].type == UnitType::army && !map.army_adjacent(here, there))
                    continue;
                const auto standing = unit_in(map, position.units, there);
                const double bounce = standing && standing->power != who ? 2.0 : 0.0;
                scored.push_back({worth.of(units[u].type, there) - bounce + jitter(), u, order});
            }
        }
    }
    std::ranges::sort(scored, [](const Scored& a, const Scored& b) { return a.score > b.score; });

    // The best pairs first: one order per unit, one unit of its own per place, no swap.
    std::vector<std::optional<Order>> chosen(units.size());
    const auto destination = [&](std::size_t u) {
        const Order& order = *chosen[u];
        return order.kind == OrderKind::move ? map.province_of(order.target) : map.province_of(units[u].location);
    };
    const auto unit_at = [&](ProvinceId province) -> std::optional<std::size_t> {
        for (std::size_t u = 0; u < units.size(); ++u)
            if (map.province_of(units[u].location) == province)
                return u;
        return std::nullopt;
    };
    for (const Scored& option : scored) {
        if (chosen[option.unit])
            continue;
        const ProvinceId here = map.province_of(units[option.unit].location);
        const ProvinceId there = option.order.kind == OrderKind::move ? map.province_of(option.order.target) : here;
        bool free = true;
        for (std::size_t u = 0; u < units.size(); ++u)
            if (chosen[u] && destination(u) == there)
                free = false;
        if (option.order.kind == OrderKind::move) {
            // A unit of its own there must have chosen to leave, and not for here (a swap bounces).
            if (const auto other = unit_at(there);
                other && (!chosen[*other] || destination(*other) == there || destination(*other) == here))
                free = false;
        }
        if (free)
            chosen[option.unit] = option.order;
    }
    for (std::size_t u = 0; u < units.size(); ++u)
        if (!chosen[u])
            chosen[u] = choices[u].front(); // its hold (a place nobody else of its own chose)

    // Units left holding support a move of their own that meets resistance, or a threatened unit.
    for (std::size_t u = 0; u < units.size(); ++u) {
        if (chosen[u]->kind != OrderKind::hold)
            continue;
        std::optional<Scored> best;
        for (const Order& order : choices[u]) {
            if (order.kind != OrderKind::support)
                continue;
            const auto helped = unit_at(map.province_of(order.other));
            if (!helped)
                continue;
            const Order& plan = *chosen[*helped];
            double gain = 0;
            if (order.target != no_location) { // support of a move: the same move planned
                if (plan.kind != OrderKind::move || map.province_of(plan.target) != map.province_of(order.target))
                    continue;
                const ProvinceId there = map.province_of(order.target);
                const auto standing = unit_in(map, position.units, there);
                const int resistance = threats(map, position, who, there) + (standing && standing->power != who);
                if (resistance == 0)
                    continue;
                gain = worth.of(units[*helped].type, there) + resistance;
            } else { // support of a hold: the helped unit stays where foreign units could come
                if (plan.kind == OrderKind::move)
                    continue;
                const ProvinceId there = map.province_of(units[*helped].location);
                const int danger = threats(map, position, who, there);
                if (danger == 0)
                    continue;
                gain = worth.of(units[*helped].type, there) * 0.5 + danger;
            }
            if (!best || gain > best->score)
                best = Scored {gain, u, order};
        }
        if (best)
            chosen[u] = best->order;
    }
    std::vector<Order> orders;
    for (const auto& order : chosen)
        orders.push_back(*order);
    return orders;
}

std::vector<Order> retreat_plan(const Map& map, const GameState& position, Power who)
{
    const Worth worth = worth_for(map, position, who);
    std::vector<Order> orders;
    std::vector<ProvinceId> taken;
    for (const DislodgedUnit& dislodged : position.dislodged) {
        if (dislodged.unit.power != who)
            continue;
        const auto options = retreat_choices(map, position, map.province_of(dislodged.unit.location));
        std::optional<Order> best;
        double best_worth = -1;
        for (const Order& order : options) {
            if (order.kind != OrderKind::retreat)
                continue;
            const ProvinceId there = map.province_of(order.target);
            if (std::ranges::find(taken, there) != taken.end())
                continue;
            if (const double value = worth.of(dislodged.unit.type, there); value > best_worth) {
                best = order;
                best_worth = value;
            }
        }
        if (best)
            taken.push_back(map.province_of(best->target));
        orders.push_back(best ? *best : options.back()); // its disband
    }
    return orders;
}

std::vector<Order> adjustment_plan(const Map& map, const GameState& position, Power who)
{
    const Worth worth = worth_for(map, position, who);
    const auto all = adjustment_choices(map, position, who);
    std::vector<Order> orders;
    if (all.empty())
        return orders;
    if (all.front().kind == OrderKind::disband) {
        const int owed = -adjustment_delta(map, position.units, position.owners, who);
        std::vector<std::pair<double, Order>> units;
        for (const Order& order : all)
            units.emplace_back(worth.of(order.unit_type.value_or(UnitType::army), map.province_of(order.unit)), order);
        std::ranges::stable_sort(units, {}, [](const auto& unit) { return unit.first; });
        for (int i = 0; i < owed && i < static_cast<int>(units.size()); ++i)
            orders.push_back(units[static_cast<std::size_t>(i)].second);
        return orders;
    }
    // The best build in each free centre, then the best centres.
    std::vector<std::pair<double, Order>> builds;
    for (const Order& order : all) {
        if (order.kind != OrderKind::build)
            continue;
        const ProvinceId centre = map.province_of(order.unit);
        const double value = worth.of(*order.unit_type, centre);
        const auto same = std::ranges::find_if(
            builds, [&](const auto& build) { return map.province_of(build.second.unit) == centre; });
        if (same == builds.end())
            builds.emplace_back(value, order);
        else if (value > same->first)
            *same = {value, order};
    }
    std::ranges::stable_sort(builds, std::greater {}, [](const auto& build) { return build.first; });
    const int allowed = builds_possible(map, position.units, position.owners, who);
    for (int i = 0; i < allowed && i < static_cast<int>(builds.size()); ++i)
        orders.push_back(builds[static_cast<std::size_t>(i)].second);
    return orders;
}

std::vector<Order> plan_for(const Map& map, const GameState& position, Power who, core::Random& random)
{
    switch (position.phase.kind) {
    case PhaseKind::movement:
        return movement_plan(map, position, who, random);
    case PhaseKind::retreats:
        return retreat_plan(map, position, who);
    case PhaseKind::adjustments:
        return adjustment_plan(map, position, who);
    }
    return {};
}

// How good the position after a movement is for `who`: the centres it would own if the year
// ended now (its units standing on them, its own not taken), its units' worth, its units lost.
double value_after(const Map& map, const GameState& after, Power who)
{
    double value = 0;
    for (const ProvinceId centre : map.supply_centres()) {
        const auto standing = unit_in(map, after.units, centre);
        const auto owner = standing ? std::optional(standing->power) : after.owners[centre];
        if (owner == who)
            value += 10;
    }
    const Worth worth = worth_for(map, after, who);
    for (const Unit& unit : after.units)
        if (unit.power == who)
            value += 0.2 * worth.of(unit.type, map.province_of(unit.location));
    for (const DislodgedUnit& dislodged : after.dislodged)
        if (dislodged.unit.power == who)
            value -= 4;
    return value;
}

// The strong level's movement: candidate order sets for `who` (the normal one, and others drawn
// with more noise), each tried against the same samples of the others' likely orders (the normal
// level's, from what the seat sees), adjudicated, and valued after; the best on average.
std::vector<Order> strong_movement_plan(
    const Map& map, const GameState& position, Power who, core::Random& random, const std::stop_token& stop)
{
    std::vector<std::vector<Order>> candidates {movement_plan(map, position, who, random)};
    for (int c = 1; c < strong_candidates; ++c) {
        auto candidate = movement_plan(map, position, who, random, candidate_noise);
        if (std::ranges::find(candidates, candidate) == candidates.end())
            candidates.push_back(std::move(candidate));
    }
    std::vector<std::vector<OrderEntry>> samples;
    for (int s = 0; s < strong_samples; ++s) {
        std::vector<OrderEntry> others;
        for (const Power power : all_powers)
            if (power != who)
                for (const Order& order : movement_plan(map, position, power, random))
                    others.push_back({power, order});
        samples.push_back(std::move(others));
    }
    std::size_t best = 0;
    double best_value = -1e300;
    for (std::size_t c = 0; c < candidates.size() && !stop.stop_requested(); ++c) {
        double total = 0;
        for (const auto& others : samples) {
            std::vector<OrderEntry> entries = others;
            for (const Order& order : candidates[c])
                entries.push_back({who, order});
            const auto stepped = step(map, position, entries);
            if (stepped)
                total += value_after(map, stepped->state, who);
        }
        if (total > best_value) {
            best_value = total;
            best = c;
        }
    }
    return candidates[best];
}

} // namespace

std::uint64_t computer_seed(std::uint64_t game_seed, const Phase& phase, Power power)
{
    const std::uint64_t phase_number = static_cast<std::uint64_t>(phase.year) * 9
        + static_cast<std::uint64_t>(phase.season) * 3 + static_cast<std::uint64_t>(phase.kind);
    return game_seed ^ (0x9E3779B97F4A7C15ULL * (phase_number * power_count + index_of(power) + 1));
}

HandIn computer_hand_in(const State& seen, Power power, ComputerLevel level, std::uint64_t seed, std::stop_token stop)
{
    const Map& map = standard_map();
    const GameState& position = seen.position;
    assert(std::ranges::count(writers_left(seen), power) == 1);
    core::Random random(seed);
    // The plan for its own units, then for each dead man's it proposes for.
    std::vector<Order> plan = level == ComputerLevel::strong && position.phase.kind == PhaseKind::movement
        ? strong_movement_plan(map, position, power, random, stop)
        : plan_for(map, position, power, random);
    if (dead_men_decide(map, position))
        for (const Power dead : position.dead_men.powers())
            if (has_decisions(map, position, dead))
                std::ranges::copy(plan_for(map, position, dead, random), std::back_inserter(plan));
    return hand_in_following(seen, power, plan);
}

HandIn hand_in_following(const State& seen, Power power, std::span<const Order> wanted)
{
    const auto pick = [&](const std::vector<Order>& open) -> std::size_t {
        const auto planned = std::ranges::find_if(
            open, [&](const Order& order) { return std::ranges::find(wanted, order) != wanted.end(); });
        if (planned != open.end())
            return static_cast<std::size_t>(planned - open.begin());
        // Nothing wanted here: the waive that stops the builds, else a hold or the first retreat.
        return open.back().kind == OrderKind::waive ? open.size() - 1 : 0;
    };
    return std::get<HandIn>(core::move_by_choices<Rules>(seen, index_of(power), pick));
}

core::Expected<std::vector<HandIn>> computers_play(
    State& state, const ComputerSeats& computers, std::uint64_t game_seed)
{
    assert(!state.over());
    const Phase phase = state.position.phase;
    const auto writing = writers_left(state);
    if (writers(state).empty())
        if (auto played = Rules::apply(state, PhaseOrders {}); !played)
            return std::unexpected(std::move(played.error()));
    std::vector<HandIn> made;
    for (const Power power : writing) {
        const auto level = computers[index_of(power)];
        if (!level)
            continue;
        const State seen = Rules::seen_by(state, index_of(power));
        made.push_back(computer_hand_in(seen, power, *level, computer_seed(game_seed, phase, power)));
        if (auto handed = Rules::apply(state, made.back()); !handed)
            return std::unexpected(std::move(handed.error()));
    }
    return made;
}

} // namespace tablee::diplomacy_deadman
