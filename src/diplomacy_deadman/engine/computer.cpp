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
// The strong level: the plans drawn to start its climb from, the likely order sets of the others
// it tries each plan against (the normal level's, with seeds of its own), the most passes of its
// climb over its units.
constexpr int strong_starts = 32;
constexpr int strong_samples = 24;
constexpr int strong_passes = 4;
// Its builds: the ways to build tried at most, and the futures each is followed into.
constexpr std::size_t strong_build_candidates = 48;
constexpr std::size_t strong_build_samples = 6;
// In spring each plan is followed to the end of the fall, against fewer samples.
constexpr std::size_t strong_spring_samples = 8;
// Its picture of how the others play, before anything is revealed, two ways, every other sample
// each: the normal level's plans as they are, and the same with a power's centres drawing them
// more the more it owns (worth_for's leader_pull), as many tables turn on whoever leads. With one
// picture only it plays well against one kind of table and badly against the other
// (docs/performance.md: pulled alone, 13 solos in 70 against the yardstick but 2 against the
// normal level; not pulled, 8 and 16; mixed, 13 and 16).
constexpr double strong_leader_pull = 0.5;
// How it values a position: a centre it owns, and a centre likely to change hands the next
// year, either way (value_after). Without the latter it played one year at a time and ended
// short of a solo (docs/performance.md: 20% solos against the yardstick over 210 games, 27.6%
// with it; 4, 7 and 8 gave 25.7%, 20% and 21%).
constexpr double centre_worth = 10;
constexpr double centre_prospect = 6;
// How much the units of the other powers beyond the largest count against a centre of its own.
constexpr double joined_threat = 0.5;
// How much more a centre not its own is worth to the normal level in the fall, when taking it
// counts (1.5 before; 2 took 1.50x against DumbBot instead of 1.47x: docs/performance.md).
constexpr double fall_centre_pull = 2.0;
// Once phases are revealed, the movement phases it reads to picture each power (OthersPictured).
constexpr std::size_t strong_phases_read = 4;

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

// The provinces each kind of unit may enter from each province (none where it cannot stand), as
// lists: the province values flow along them for every plan, too often to read bit sets each time.
struct Roads {
    using Lists = std::vector<std::optional<std::vector<ProvinceId>>>; // by province
    Lists army, fleet;

    static const Roads& of(const Map& map)
    {
        assert(&map == &standard_map()); // the one map the computer plays on
        static const Roads roads = [&] {
            Roads made;
            const std::size_t count = map.province_count();
            made.army.resize(count);
            made.fleet.resize(count);
            const auto listed = [&](const LocationSet& set) {
                std::vector<ProvinceId> list;
                for (ProvinceId n = 0; n < count; ++n)
                    if (set.test(n))
                        list.push_back(n);
                return list;
            };
            for (ProvinceId p = 0; p < count; ++p) {
                const ProvinceKind kind = map.province(p).kind;
                if (kind != ProvinceKind::sea)
                    made.army[p] = listed(map.army_neighbours(p));
                if (kind != ProvinceKind::land) {
                    LocationSet next_to = map.fleet_province_neighbours(p);
                    for (const LocationId coast : map.province(p).coasts)
                        next_to |= map.fleet_province_neighbours(coast);
                    made.fleet[p] = listed(next_to);
                }
            }
            return made;
        }();
        return roads;
    }
};

// How a plan sees the board beyond its own power's good (Worth's values).
struct Outlook {
    // The way it plays (the normal level's: PlayStyle's defaults).
    PlayStyle style {};
    // A power whose centres are not to be taken: the one proposing a dead man's orders, who
    // would not have the dead man attack it.
    std::optional<Power> spared = std::nullopt;
};

Worth worth_for(const Map& map, const GameState& position, Power who, const Outlook& outlook = {})
{
    const std::size_t count = map.province_count();
    const bool fall = position.phase.season != Season::spring; // centres change hands after the fall
    std::vector<double> base(count, 0.0);
    for (const ProvinceId centre : map.supply_centres()) {
        const auto owner = position.owners[centre];
        const int danger = threats(map, position, who, centre);
        if (owner == who) {
            base[centre] = danger == 0 ? 1.0 : 2.0 + 3.0 * danger * (fall ? 1.5 : 1.0);
        } else if (owner && owner == outlook.spared) {
            base[centre] = 0; // not to be taken
        } else {
            const bool held = unit_in(map, position.units, centre).has_value();
            const double owners_pull
                = owner ? std::max(0.5, 1.0 + outlook.style.leader_pull * (centre_count(position, *owner) - 4)) : 1.0;
            base[centre] = (owner ? outlook.style.owned_worth * owners_pull : outlook.style.neutral_worth)
                - (held ? 2.0 : 0.0) - 0.5 * danger;
            if (fall)
                base[centre] *= fall_centre_pull;
        }
    }
    // The values flow along each kind of unit's roads (Roads, lists worked out once per map).
    const auto spread = [&](const Roads::Lists& next_to) {
        std::vector<double> worth = base;
        for (int step = 0; step < spread_steps; ++step) {
            std::vector<double> next(count, 0.0);
            for (ProvinceId p = 0; p < count; ++p) {
                if (!next_to[p])
                    continue;
                double best = 0;
                for (const ProvinceId n : *next_to[p])
                    best = std::max(best, worth[n]);
                next[p] = base[p] + flow * best;
            }
            worth = std::move(next);
        }
        for (ProvinceId p = 0; p < count; ++p)
            if (!next_to[p])
                worth[p] = 0;
        return worth;
    };
    const Roads& roads = Roads::of(map);
    return {spread(roads.army), spread(roads.fleet)};
}

// How the strong level pictures each power's play, by power.
using Pictures = std::array<PlayStyle, power_count>;

// A candidate order and how much it is worth.
struct Scored {
    double score = 0;
    std::size_t unit = 0; // index into the power's units
    Order order;
};

// The orders of the movement phase for `who`'s units (each a choice of movement_choices).
std::vector<Order> movement_plan(const Map& map, const GameState& position, Power who, core::Random& random,
    double noise_scale = noise, const Outlook& outlook = {})
{
    const Worth worth = worth_for(map, position, who, outlook);
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

std::vector<Order> retreat_plan(const Map& map, const GameState& position, Power who, const Outlook& outlook = {})
{
    const Worth worth = worth_for(map, position, who, outlook);
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

std::vector<Order> adjustment_plan(const Map& map, const GameState& position, Power who, const Outlook& outlook = {})
{
    const Worth worth = worth_for(map, position, who, outlook);
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

std::vector<Order> plan_for(
    const Map& map, const GameState& position, Power who, core::Random& random, const Outlook& outlook = {})
{
    switch (position.phase.kind) {
    case PhaseKind::movement:
        return movement_plan(map, position, who, random, noise, outlook);
    case PhaseKind::retreats:
        return retreat_plan(map, position, who, outlook);
    case PhaseKind::adjustments:
        return adjustment_plan(map, position, who, outlook);
    }
    return {};
}

// The ways of playing the strong level tells apart in the others (styles_read): the normal
// level's plans as they are, drawn to the leader more or less, taking other powers' centres
// before neutral ones more or less. (Against the yardstick, the likeliest of these agrees with a
// third of its units' destinations; against the normal level, with nine in ten.)
constexpr std::array<PlayStyle, 12> candidate_styles {
    PlayStyle {},
    PlayStyle {.leader_pull = strong_leader_pull},
    PlayStyle {.leader_pull = 1.5},
    PlayStyle {.leader_pull = 3.0},
    PlayStyle {.owned_worth = 6.0},
    PlayStyle {.leader_pull = strong_leader_pull, .owned_worth = 6.0},
    PlayStyle {.leader_pull = 1.5, .owned_worth = 6.0},
    PlayStyle {.leader_pull = 3.0, .owned_worth = 6.0},
    PlayStyle {.owned_worth = 30.0},
    PlayStyle {.leader_pull = strong_leader_pull, .owned_worth = 30.0},
    PlayStyle {.leader_pull = 1.5, .owned_worth = 30.0},
    PlayStyle {.leader_pull = 3.0, .owned_worth = 30.0},
};

// Where a movement order sends its unit (where it stands, for a hold, a support or a convoy).
ProvinceId destination_of(const Map& map, const Order& order)
{
    return map.province_of(order.kind == OrderKind::move ? order.target : order.unit);
}

// How the strong level playing `who` pictures the others, sample by sample: every other sample
// with the normal level's plans as they are; the others, before any movement is revealed, drawn
// to the leader; after, each power in the style read from what it did (styles_read). Read alone,
// the styles did worse than beside the plain picture (docs/performance.md).
class OthersPictured {
public:
    OthersPictured(const Map& map, std::span<const PhasePlayed> revealed, Power who)
    {
        const auto read = styles_read(map, revealed, who);
        for (const Power power : all_powers)
            m_by_parity[1][index_of(power)]
                = read[index_of(power)].value_or(PlayStyle {.leader_pull = strong_leader_pull});
    }

    const Pictures& of_sample(std::size_t sample) const { return m_by_parity[sample % 2]; }

private:
    std::array<Pictures, 2> m_by_parity {};
};

// Every power's plan for the phase of `position` as the strong level playing `who` pictures it
// (the normal level's, each other power's drawn as `others` says), or, for `who`, `own` when
// given, adjudicated; false if refused. `entries` is scratch, to spare an allocation per phase.
bool play_phase_normally(const Map& map, GameState& position, core::Random& random, std::vector<OrderEntry>& entries,
    Power who, const Pictures& others, const std::vector<Order>* own = nullptr)
{
    entries.clear();
    for (const Power power : all_powers)
        for (const Order& order : own&& power == who
                ? *own
                : plan_for(map, position, power, random,
                    Outlook {.style = power == who ? PlayStyle {} : others[index_of(power)]}))
            entries.push_back({power, order});
    auto stepped = step(map, position, entries);
    if (!stepped)
        return false;
    position = std::move(stepped->state);
    return true;
}

// The game played on as the strong level pictures it (play_phase_normally) to the end of the year's fall
// movement, or to a solo.
void play_through_fall(const Map& map, GameState& position, Power who, const Pictures& others, core::Random& random,
    std::vector<OrderEntry>& entries)
{
    while (!position.winner) {
        const bool fall_movement = position.phase.season == Season::fall && position.phase.kind == PhaseKind::movement;
        if (!play_phase_normally(map, position, random, entries, who, others) || fall_movement)
            return;
    }
}

// How good the position after a movement is for `who`: the centres it would own if the year
// ended now (its units standing on them, its own not taken), and the next year's prospects (a
// centre of its own that more units of one other power, with half of the others', than of its
// own could reach is likely lost; one not its own that more of its units could reach than any other power's, likely
// taken: centre_prospect each way), its units' worth (`worth`, its values of the position
// before), its units lost.
double value_after(const Map& map, const GameState& after, Power who, const Worth& worth)
{
    double value = 0;
    for (const ProvinceId centre : map.supply_centres()) {
        const auto standing = unit_in(map, after.units, centre);
        const auto owner = standing ? std::optional(standing->power) : after.owners[centre];
        std::array<int, power_count> around {}; // by power, its units there or next to it
        for (const Unit& unit : after.units)
            if (map.province_of(unit.location) == centre || can_reach(map, unit, centre))
                ++around[index_of(unit.power)];
        int others = 0; // the most of one other power
        int all_others = 0; // and of all: against a table that turns on the leader, several come
        // at once (counted half beyond the largest: 7.1% solos against DumbBot instead of 4.3%,
        // the same with all of them counted whole; docs/performance.md)
        for (const Power power : all_powers)
            if (power != who) {
                others = std::max(others, around[index_of(power)]);
                all_others += around[index_of(power)];
            }
        const int own = around[index_of(who)];
        if (owner == who)
            value += centre_worth - (others + joined_threat * (all_others - others) > own ? centre_prospect : 0.0);
        else if (own > others)
            value += centre_prospect;
    }
    for (const Unit& unit : after.units)
        if (unit.power == who)
            value += 0.2 * worth.of(unit.type, map.province_of(unit.location));
    for (const DislodgedUnit& dislodged : after.dislodged)
        if (dislodged.unit.power == who)
            value -= 4;
    return value;
}

// The strong level's movement: a climb over `who`'s order sets, each valued against the same
// samples of the others' likely orders (the normal level's from what the seat sees, drawn with
// more or less noise, every other one drawn to the leader: others_pull_of), adjudicated, and
// valued after (value_after), on average.
class StrongSearch {
public:
    StrongSearch(
        const Map& map, const GameState& position, Power who, const OthersPictured& others, core::Random& random)
        : m_map(map), m_position(position), m_who(who), m_others(others), m_worth(worth_for(map, position, who))
    {
        for (const Unit& unit : position.units)
            if (unit.power == who) {
                m_units.push_back(unit);
                m_choices.push_back(movement_choices(map, position, map.province_of(unit.location)));
            }
        for (int s = 0; s < strong_samples; ++s) {
            // Most samples near the others' best guess, some wilder, so that no plan leans on one guess.
            const double scale = sample_noises[static_cast<std::size_t>(s) % std::size(sample_noises)];
            std::vector<OrderEntry> sampled;
            for (const Power power : all_powers)
                if (power != who)
                    for (const Order& order : movement_plan(map, position, power, random, scale,
                             Outlook {.style = m_others.of_sample(static_cast<std::size_t>(s))[index_of(power)]}))
                        sampled.push_back({power, order});
            m_samples.push_back(std::move(sampled));
        }
    }

    std::vector<Order> best(core::Random& random, const std::stop_token& stop)
    {
        // The start: the best of the normal plan and plans drawn with much noise.
        std::vector<Order> plan = movement_plan(m_map, m_position, m_who, random);
        double value = value_of(plan);
        for (int c = 1; c < strong_starts && !stop.stop_requested(); ++c) {
            auto candidate = movement_plan(m_map, m_position, m_who, random, candidate_noise);
            if (const double v = value_of(candidate); v > value) {
                plan = std::move(candidate);
                value = v;
            }
        }
        // Then the climb: for each unit in turn, the best change of its order (with the order of
        // a unit it supports or convoys, where the change needs one), while one improves.
        for (int pass = 0; pass < strong_passes && !stop.stop_requested(); ++pass) {
            bool improved = false;
            for (std::size_t u = 0; u < m_units.size() && !stop.stop_requested(); ++u)
                for (auto& changed : changes_of(plan, u))
                    if (const double v = value_of(changed); v > value + 1e-9) {
                        plan = std::move(changed);
                        value = v;
                        improved = true;
                    }
            if (!improved)
                break;
        }
        return plan;
    }

private:
    // Half the samples wild: with one in four (0.3, 0.3, 0.3, 3), its plans leaned on the others
    // doing what they most likely do, and it ended with a centre fewer (12.2 against 13.3); wilder
    // still (0.3, 3, 8, 15) changed nothing (docs/performance.md).
    static constexpr double sample_noises[] = {noise, noise, 3.0, 8.0};

    // The plan's value on average over the samples: in a spring, followed to the end of the fall
    // (value_ahead, against fewer samples); in a fall, as it stands after it (the centres it
    // changes are the year's).
    double value_of(const std::vector<Order>& plan)
    {
        const bool spring = m_position.phase.season == Season::spring;
        const std::size_t samples = spring ? strong_spring_samples : m_samples.size();
        double total = 0;
        for (std::size_t s = 0; s < samples; ++s) {
            m_entries = m_samples[s];
            for (const Order& order : plan)
                m_entries.push_back({m_who, order});
            const auto stepped = step(m_map, m_position, m_entries);
            if (!stepped)
                continue;
            total += spring ? value_ahead(stepped->state, s) : value_after(m_map, stepped->state, m_who, m_worth);
        }
        return total / static_cast<double>(samples);
    }

    // After a movement, the game played on by every power at the normal level (with the sample's
    // own seed, so that every plan meets the same future) to the end of the next movement: after
    // a spring, its retreats and the fall. Then the position valued, less the units this movement
    // cost. (Looking on from a fall, through the winter to the spring, was tried: no stronger, ten
    // times slower; docs/performance.md.)
    double value_ahead(GameState after, std::size_t sample)
    {
        double lost = 0;
        for (const DislodgedUnit& dislodged : after.dislodged)
            lost += dislodged.unit.power == m_who ? 4 : 0;
        core::Random random(0x5EED + sample);
        play_through_fall(m_map, after, m_who, m_others.of_sample(sample), random, m_entries);
        return value_after(m_map, after, m_who, m_worth) - lost;
    }

    std::optional<std::size_t> own_unit_at(LocationId location) const
    {
        const ProvinceId province = m_map.province_of(location);
        for (std::size_t u = 0; u < m_units.size(); ++u)
            if (m_map.province_of(m_units[u].location) == province)
                return u;
        return std::nullopt;
    }

    // Whether `move`, an order of unit `u`, goes by convoy: asked so, or an army's move to a
    // province it does not border.
    bool by_convoy(std::size_t u, const Order& move) const
    {
        return move.via_convoy
            || (m_units[u].type == UnitType::army
                && !m_map.army_adjacent(m_map.province_of(m_units[u].location), m_map.province_of(move.target)));
    }

    // The move of unit `u` into the province of `target` (by convoy or not), if it has one.
    std::optional<Order> move_of(std::size_t u, LocationId target, bool convoyed) const
    {
        const ProvinceId there = m_map.province_of(target);
        for (const Order& order : m_choices[u])
            if (order.kind == OrderKind::move && m_map.province_of(order.target) == there
                && (order.target == target || m_units[u].type == UnitType::army) && convoyed == by_convoy(u, order))
                return order;
        return std::nullopt;
    }

    // A support or a convoy of its own unit whose order no longer matches it (the climb changed
    // that unit's order) becomes a hold: the order would be void, a unit wasted and an order no
    // player would write (F NWY S F LON - NTH with F LON gone elsewhere; issue 51).
    void hold_unmatched(std::vector<Order>& plan) const
    {
        for (std::size_t w = 0; w < plan.size(); ++w) {
            const Order& order = plan[w];
            if (order.kind != OrderKind::support && order.kind != OrderKind::convoy)
                continue;
            const auto helped = own_unit_at(order.other);
            if (!helped)
                continue; // another power's unit: its order is not this plan's
            const Order& its = plan[*helped];
            const bool moves = its.kind == OrderKind::move;
            const bool matched = order.target == no_location
                ? !moves && order.kind == OrderKind::support
                : moves && m_map.province_of(its.target) == m_map.province_of(order.target)
                    && (order.kind == OrderKind::support || by_convoy(*helped, its));
            if (!matched)
                plan[w] = m_choices[w].front(); // its hold
        }
    }

    // The plans that differ from `plan` in unit `u`'s order: its hold and moves; its supports of
    // its own units (and the supported move with it); its convoys of its own armies (and the
    // convoyed move with it).
    std::vector<std::vector<Order>> changes_of(const std::vector<Order>& plan, std::size_t u) const
    {
        std::vector<std::vector<Order>> changes;
        const auto with
            = [&](const Order& order, std::optional<std::size_t> other = {}, std::optional<Order> its = {}) {
                  if (plan[u] == order && (!other || plan[*other] == *its))
                      return;
                  auto changed = plan;
                  changed[u] = order;
                  if (other)
                      changed[*other] = *its;
                  hold_unmatched(changed);
                  changes.push_back(std::move(changed));
              };
        for (const Order& order : m_choices[u]) {
            switch (order.kind) {
            case OrderKind::hold:
                with(order);
                break;
            case OrderKind::move:
                if (!by_convoy(u, order))
                    with(order);
                break;
            case OrderKind::support: {
                const auto helped = own_unit_at(order.other);
                if (!helped)
                    break;
                if (order.target == no_location) {
                    if (plan[*helped].kind != OrderKind::move)
                        with(order);
                } else if (const auto move = move_of(*helped, order.target, false)) {
                    with(order, helped, move);
                }
                break;
            }
            case OrderKind::convoy: {
                const auto carried = own_unit_at(order.other);
                if (const auto move = carried ? move_of(*carried, order.target, true) : std::nullopt)
                    with(order, carried, move);
                break;
            }
            default:
                break;
            }
        }
        return changes;
    }

    const Map& m_map;
    const GameState& m_position;
    Power m_who;
    const OthersPictured& m_others;
    Worth m_worth;
    std::vector<Unit> m_units;
    std::vector<std::vector<Order>> m_choices; // by unit, movement_choices
    std::vector<std::vector<OrderEntry>> m_samples;
    std::vector<OrderEntry> m_entries; // scratch, to spare an allocation per adjudication
};

// The strong level's builds: every way to make as many builds as the normal level would (one a
// centre, army or fleet), each followed at the normal level through the next spring and fall
// (everyone else's adjustments the normal level's), against a few samples; the best on average.
std::vector<Order> strong_adjustment_plan(
    const Map& map, const GameState& position, Power who, const OthersPictured& others)
{
    std::vector<Order> normal = adjustment_plan(map, position, who);
    if (normal.empty() || normal.front().kind != OrderKind::build)
        return normal; // disbands, or nothing to build: as the normal level
    std::vector<Order> builds;
    for (const Order& order : adjustment_choices(map, position, who))
        if (order.kind == OrderKind::build)
            builds.push_back(order);
    std::vector<std::vector<Order>> candidates {normal};
    std::vector<Order> chosen;
    const std::function<void(std::size_t)> choose = [&](std::size_t from) {
        if (chosen.size() == normal.size()) {
            if (std::ranges::find(candidates, chosen) == candidates.end())
                candidates.push_back(chosen);
            return;
        }
        for (std::size_t b = from; b < builds.size() && candidates.size() < strong_build_candidates; ++b) {
            const ProvinceId centre = map.province_of(builds[b].unit);
            if (std::ranges::any_of(chosen, [&](const Order& o) { return map.province_of(o.unit) == centre; }))
                continue;
            chosen.push_back(builds[b]);
            choose(b + 1);
            chosen.pop_back();
        }
    };
    choose(0);
    const Worth worth = worth_for(map, position, who);
    std::vector<OrderEntry> entries;
    std::size_t best = 0;
    double best_value = -1e300;
    for (std::size_t c = 0; c < candidates.size(); ++c) {
        double total = 0;
        for (std::size_t sample = 0; sample < strong_build_samples; ++sample) {
            core::Random random(0xB1D + sample); // the same futures for every candidate
            GameState next = position;
            const Pictures& pull = others.of_sample(sample);
            if (play_phase_normally(map, next, random, entries, who, pull, &candidates[c]))
                play_through_fall(map, next, who, pull, random, entries);
            total += value_after(map, next, who, worth);
        }
        if (total > best_value) {
            best_value = total;
            best = c;
        }
    }
    return candidates[best];
}

} // namespace

std::array<std::optional<PlayStyle>, power_count> styles_read(
    const Map& map, std::span<const PhasePlayed> revealed, Power who)
{
    std::array<std::array<int, candidate_styles.size()>, power_count> agreed {};
    std::size_t read = 0;
    for (auto phase = revealed.rbegin(); phase != revealed.rend() && read < strong_phases_read; ++phase) {
        const GameState& before = phase->before;
        if (before.phase.kind != PhaseKind::movement)
            continue;
        ++read;
        for (const Power power : all_powers) {
            if (power == who)
                continue;
            for (std::size_t c = 0; c < candidate_styles.size(); ++c) {
                core::Random unused(0); // no noise: the style's own plan
                for (const Order& planned :
                    movement_plan(map, before, power, unused, 0.0, Outlook {.style = candidate_styles[c]}))
                    for (const OrderEntry& done : phase->outcome.entries)
                        if (done.power == power && map.province_of(done.order.unit) == map.province_of(planned.unit)
                            && destination_of(map, done.order) == destination_of(map, planned))
                            ++agreed[index_of(power)][c];
            }
        }
    }
    std::array<std::optional<PlayStyle>, power_count> styles {};
    if (read == 0)
        return styles;
    for (const Power power : all_powers)
        if (power != who) {
            // The first of equals: the plainer style (a power with no unit left plays as normal).
            const auto& counts = agreed[index_of(power)];
            styles[index_of(power)]
                = candidate_styles[static_cast<std::size_t>(std::ranges::max_element(counts) - counts.begin())];
        }
    return styles;
}

std::uint64_t computer_seed(std::uint64_t game_seed, const Phase& phase, Power power)
{
    const std::uint64_t phase_number = static_cast<std::uint64_t>(phase.year) * 9
        + static_cast<std::uint64_t>(phase.season) * 3 + static_cast<std::uint64_t>(phase.kind);
    return game_seed ^ (0x9E3779B97F4A7C15ULL * (phase_number * power_count + index_of(power) + 1));
}

HandIn computer_hand_in(const State& seen, Power power, ComputerLevel level, std::uint64_t seed,
    std::span<const PhasePlayed> revealed, std::stop_token stop)
{
    const Map& map = standard_map();
    const GameState& position = seen.position;
    assert(std::ranges::count(writers_left(seen), power) == 1);
    core::Random random(seed);
    // The plan for its own units, then for each dead man's it proposes for: the dead man's play
    // as it would be if it left this power alone (each computer proposes for its own good, as a
    // person would, so that the vote is a vote).
    std::vector<Order> plan;
    for (const Power written : powers_written_for(map, position, power))
        std::ranges::copy(written != power       ? plan_for(map, position, written, random, Outlook {.spared = power})
                : level != ComputerLevel::strong ? plan_for(map, position, written, random)
                : position.phase.kind == PhaseKind::movement
                ? StrongSearch(map, position, power, OthersPictured(map, revealed, power), random).best(random, stop)
                : position.phase.kind == PhaseKind::adjustments
                ? strong_adjustment_plan(map, position, power, OthersPictured(map, revealed, power))
                : plan_for(map, position, written, random),
            std::back_inserter(plan));
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
    State& state, const ComputerSeats& computers, std::uint64_t game_seed, std::vector<PhasePlayed>* revealed)
{
    assert(!state.over());
    const Phase phase = state.position.phase;
    const auto writing = writers_left(state);
    const auto apply
        = [&](const Move& move) { return revealed ? apply_move(state, move, *revealed) : Rules::apply(state, move); };
    if (writers(state).empty())
        if (auto played = apply(PhaseOrders {}); !played)
            return std::unexpected(std::move(played.error()));
    std::vector<HandIn> made;
    for (const Power power : writing) {
        const auto level = computers[index_of(power)];
        if (!level)
            continue;
        const State seen = Rules::seen_by(state, index_of(power));
        made.push_back(computer_hand_in(seen, power, *level, computer_seed(game_seed, phase, power),
            revealed ? std::span<const PhasePlayed>(*revealed) : std::span<const PhasePlayed> {}));
        if (auto handed = apply(made.back()); !handed)
            return std::unexpected(std::move(handed.error()));
    }
    return made;
}

} // namespace tablee::diplomacy_deadman
