// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The opponents Diplomacy's computer powers are measured against (bench only, never in the game):
//
//   yardstick  DAIDE's DumbBot (David Norman, 2002-2003) as its public description tells it,
//              written again here: none of its code is used (its licence forbids reuse beyond
//              non-commercial), only what it says it does, with its published weights.
//              - Each power has a size from its centres c, c² + 4c + 16; the centres nobody owns
//                count as one more power, sized alike from their number.
//              - A centre of another power (or nobody's) has an attack value, its owner's size;
//                one of its own a defence value, the size of the largest other power with a unit
//                that could move into it.
//              - The values are spread over the map by "coast": a unit's place as an army (a
//                land or coastal province) or as a fleet (a sea, a coast). Proximity 0 is attack
//                and defence weighted for the season (spring 700 and 300, fall 600 and 400);
//                proximity n is the sum of proximity n-1 over the coasts next to it (a province
//                reached by two coasts counted once, its best) and itself, divided by 5 (in
//                integers, as the original); ten of them.
//              - Strength of a province: its units next to it or in it; competition: the most
//                any one other power has (a unit counted once for each coast of a province it
//                reaches).
//              - A coast's value: the proximities weighted {100, 1000, 30, 10, 6, 5, 4, 3, 2, 1}
//                in spring ({1000, 100, ...} in fall), plus 1000 x strength, minus 1000 x
//                competition. Winter: the spring factors, weighted {1000, 100, 30, ...}, plus
//                1000 x the defence value.
//              - Moves: units in a random order; each takes the best of its neighbouring coasts
//                or its own (worth one more: a hold), each time going on to the next best with a
//                chance of 50% times (100 - 500 x the gap / the value) % (values tied keep the
//                first listed, as the original's map does). Into a province one of its own stands
//                in: wait for that unit's order; if it stays, support it when competition is over
//                1, else look elsewhere. Into a province one of its own moves to: support that
//                move when anyone competes, else look elsewhere. No convoys. Afterwards a unit
//                left holding supports the best neighbouring move or hold that needs it.
//              - Retreats alike, never two to one province; builds in the best open home
//                centres (army or fleet, by the value of each coast); disbands of the units in
//                the least valued places, each with the same chance of the next.
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
#include <cassert>
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

using Weight = std::int64_t;
inline constexpr std::size_t depth = 10;
inline constexpr std::array<Weight, depth> spring_weights {100, 1000, 30, 10, 6, 5, 4, 3, 2, 1};
inline constexpr std::array<Weight, depth> fall_weights {1000, 100, 30, 10, 6, 5, 4, 3, 2, 1};
inline constexpr std::array<Weight, depth> winter_weights {1000, 100, 30, 10, 6, 5, 4, 3, 2, 1};
inline constexpr Weight strength_weight = 1000;
inline constexpr Weight competition_weight = 1000;
inline constexpr Weight winter_defence_weight = 1000;
inline constexpr Weight play_alternative = 50; // percent
inline constexpr Weight alternative_difference_modifier = 500;

inline Weight power_size(Weight centres)
{
    return centres * centres + 4 * centres + 16;
}

// A place a unit can be: an army's province, or a fleet's location (a sea, a coast without
// split coasts, or one of a split province's coasts).
struct Coast {
    dip::UnitType type = dip::UnitType::army;
    dip::LocationId location = dip::no_location;
    friend bool operator==(const Coast&, const Coast&) = default;
};

class Board {
public:
    explicit Board(const dip::Map& map) : m_map(map)
    {
        for (dip::ProvinceId p = 0; p < map.province_count(); ++p) {
            const auto kind = map.province(p).kind;
            if (kind != dip::ProvinceKind::sea)
                m_coasts.push_back({dip::UnitType::army, p});
            if (kind == dip::ProvinceKind::sea || (kind == dip::ProvinceKind::coast && !map.has_coasts(p)))
                m_coasts.push_back({dip::UnitType::fleet, p});
            for (const dip::LocationId coast : map.province(p).coasts)
                m_coasts.push_back({dip::UnitType::fleet, coast});
        }
        m_neighbours.resize(m_coasts.size());
        for (std::size_t c = 0; c < m_coasts.size(); ++c)
            for (std::size_t d = 0; d < m_coasts.size(); ++d) {
                const Coast& from = m_coasts[c];
                const Coast& to = m_coasts[d];
                if (from.type != to.type)
                    continue;
                if (from.type == dip::UnitType::army ? map.army_adjacent(from.location, to.location)
                                                     : map.fleet_adjacent(from.location, to.location))
                    m_neighbours[c].push_back(d);
            }
    }

    const dip::Map& map() const { return m_map; }
    std::size_t size() const { return m_coasts.size(); }
    const Coast& coast(std::size_t c) const { return m_coasts[c]; }
    dip::ProvinceId province(std::size_t c) const { return m_map.province_of(m_coasts[c].location); }
    const std::vector<std::size_t>& neighbours(std::size_t c) const { return m_neighbours[c]; }
    std::size_t of(const dip::Unit& unit) const
    {
        for (std::size_t c = 0; c < m_coasts.size(); ++c)
            if (m_coasts[c] == Coast {unit.type, unit.location})
                return c;
        return m_coasts.size();
    }

private:
    const dip::Map& m_map;
    std::vector<Coast> m_coasts;
    std::vector<std::vector<std::size_t>> m_neighbours;
};

inline const Board& standard_board()
{
    static const Board board(dip::standard_map());
    return board;
}

// Every coast's value for `who`'s units this phase, and the factors it came from.
struct Values {
    std::vector<Weight> coast; // by coast
    std::vector<Weight> defence; // by province
    std::vector<Weight> competition; // by province
};

inline Values values(const Board& board, const dip::GameState& position, dip::Power who)
{
    const dip::Map& map = board.map();
    const std::size_t provinces = map.province_count();
    const auto phase = position.phase;
    const bool fall = phase.season == dip::Season::fall;
    const bool winter = phase.kind == dip::PhaseKind::adjustments;
    const Weight attack_weight = fall ? 600 : 700; // a winter takes the spring's
    const Weight defence_weight = fall ? 400 : 300;

    std::array<Weight, dip::power_count + 1> size {}; // the last: the centres nobody owns
    for (const dip::ProvinceId centre : map.supply_centres()) {
        const auto owner = position.owners[centre];
        ++size[owner ? dip::index_of(*owner) : dip::power_count];
    }
    for (Weight& each : size)
        each = power_size(each);

    Values v;
    std::vector<Weight> attack(provinces, 0);
    v.defence.assign(provinces, 0);
    for (const dip::ProvinceId centre : map.supply_centres()) {
        const auto owner = position.owners[centre];
        if (owner == who) {
            for (const dip::Unit& unit : position.units)
                if (unit.power != who && size[dip::index_of(unit.power)] > v.defence[centre]
                    && dip::can_reach(map, unit, centre))
                    v.defence[centre] = size[dip::index_of(unit.power)];
        } else {
            attack[centre] = size[owner ? dip::index_of(*owner) : dip::power_count];
        }
    }

    const std::size_t coasts = board.size();
    std::vector<std::array<Weight, depth>> proximity(coasts);
    for (std::size_t c = 0; c < coasts; ++c)
        proximity[c][0] = attack[board.province(c)] * attack_weight + v.defence[board.province(c)] * defence_weight;
    for (std::size_t n = 1; n < depth; ++n)
        for (std::size_t c = 0; c < coasts; ++c) {
            // A province reached by two coasts (MAO to Spain's north and south) counts once, its best.
            std::vector<std::pair<dip::ProvinceId, Weight>> best;
            for (const std::size_t d : board.neighbours(c)) {
                const auto p = board.province(d);
                const auto known = std::ranges::find(best, p, &std::pair<dip::ProvinceId, Weight>::first);
                if (known == best.end())
                    best.emplace_back(p, proximity[d][n - 1]);
                else
                    known->second = std::max(known->second, proximity[d][n - 1]);
            }
            Weight sum = proximity[c][n - 1];
            for (const auto& [p, weight] : best)
                sum += weight;
            proximity[c][n] = sum / 5;
        }

    // Units next to each province, by power (a unit counts once for each coast it reaches there).
    std::vector<std::array<Weight, dip::power_count>> next_to(provinces);
    for (const dip::Unit& unit : position.units) {
        const std::size_t c = board.of(unit);
        if (c == coasts)
            continue;
        for (const std::size_t d : board.neighbours(c))
            ++next_to[board.province(d)][dip::index_of(unit.power)];
        ++next_to[board.province(c)][dip::index_of(unit.power)];
    }
    std::vector<Weight> strength(provinces, 0);
    v.competition.assign(provinces, 0);
    for (std::size_t p = 0; p < provinces; ++p)
        for (const dip::Power power : dip::all_powers) {
            const Weight count = next_to[p][dip::index_of(power)];
            if (power == who)
                strength[p] = count;
            else
                v.competition[p] = std::max(v.competition[p], count);
        }

    const auto& weights = winter ? winter_weights : fall ? fall_weights : spring_weights;
    v.coast.assign(coasts, 0);
    for (std::size_t c = 0; c < coasts; ++c) {
        Weight value = 0;
        for (std::size_t n = 0; n < depth; ++n)
            value += proximity[c][n] * weights[n];
        const auto p = board.province(c);
        if (winter)
            value += winter_defence_weight * v.defence[p];
        else
            value += strength_weight * strength[p] - competition_weight * v.competition[p];
        v.coast[c] = value;
    }
    return v;
}

// Options by value, best first; an option whose value equals one already listed is left out (the
// original keeps them in a map keyed by value).
struct Ranked {
    std::vector<std::pair<Weight, std::size_t>> options; // value, option

    void add(Weight value, std::size_t option)
    {
        if (std::ranges::find(options, value, &std::pair<Weight, std::size_t>::first) != options.end())
            return;
        options.emplace_back(value, option);
        std::ranges::stable_sort(options, std::greater {}, &std::pair<Weight, std::size_t>::first);
    }
    // From the first, on to the next with the description's chance each time.
    std::size_t pick(core::Random& random) const
    {
        std::size_t at = 0;
        while (at + 1 < options.size()) {
            const Weight value = options[at].first;
            const Weight chance
                = value == 0 ? 0 : (value - options[at + 1].first) * alternative_difference_modifier / value;
            const auto roll = static_cast<Weight>(random.below(100));
            if (roll < play_alternative && static_cast<Weight>(random.below(100)) >= chance)
                ++at;
            else
                break;
        }
        return at;
    }
};

// The choice of the tree that is `wanted`, if the rules offer it.
inline std::optional<dip::Order> offered(const std::vector<dip::Order>& choices, auto&& wanted)
{
    const auto found = std::ranges::find_if(choices, wanted);
    return found == choices.end() ? std::nullopt : std::optional(*found);
}

inline std::vector<dip::Order> movement(
    const Board& board, const dip::GameState& position, dip::Power who, const Values& v, core::Random& random)
{
    const dip::Map& map = board.map();
    std::vector<std::size_t> waiting; // indices in position.units, in the order considered
    for (std::size_t u = 0; u < position.units.size(); ++u)
        if (position.units[u].power == who)
            waiting.push_back(u);
    random.shuffle(std::span(waiting));

    enum class Kind { none, hold, move, support };
    struct Decided {
        Kind kind = Kind::none;
        dip::Order order;
    };
    std::vector<Decided> decided(position.units.size());
    std::vector<int> deferrals(position.units.size(), 0);
    std::vector<std::optional<std::size_t>> moving_to(map.province_count()); // the unit of ours moving there
    const auto ours_in = [&](dip::ProvinceId p) -> std::optional<std::size_t> {
        for (std::size_t u = 0; u < position.units.size(); ++u)
            if (position.units[u].power == who && map.province_of(position.units[u].location) == p)
                return u;
        return std::nullopt;
    };
    const auto choices_of = [&](std::size_t u) {
        return dip::movement_choices(map, position, map.province_of(position.units[u].location));
    };
    const auto hold = [&](std::size_t u) { decided[u] = {Kind::hold, choices_of(u).front()}; };

    while (!waiting.empty()) {
        const std::size_t u = waiting.front();
        const dip::Unit& unit = position.units[u];
        const std::size_t here = board.of(unit);
        const dip::ProvinceId home = board.province(here);
        Ranked ranked;
        for (const std::size_t d : board.neighbours(here))
            ranked.add(v.coast[d], d);
        ranked.add(v.coast[here] + 1, here);
        const auto choices = choices_of(u);
        bool deferred = false;
        while (decided[u].kind == Kind::none && !deferred) {
            if (ranked.options.empty()) {
                hold(u);
                break;
            }
            const std::size_t at = ranked.pick(random);
            const std::size_t dest = ranked.options[at].second;
            const dip::ProvinceId p = board.province(dest);
            if (p == home) {
                hold(u);
                break;
            }
            bool acceptable = true;
            if (const auto occupant = ours_in(p)) {
                const Kind kind = decided[*occupant].kind;
                if (kind == Kind::none && deferrals[u] < 2) {
                    // Its order decides whether this one can go there: considered right after it
                    // (twice at most: two units each waiting for the other would wait forever).
                    ++deferrals[u];
                    const auto after = std::ranges::find(waiting, *occupant);
                    waiting.insert(after + 1, u);
                    deferred = true;
                    break;
                }
                if (kind != Kind::move) {
                    if (v.competition[p] > 1) {
                        const auto& standing = position.units[*occupant];
                        if (auto support = offered(choices, [&](const dip::Order& o) {
                                return o.kind == dip::OrderKind::support && o.other == standing.location
                                    && o.target == dip::no_location;
                            })) {
                            decided[u] = {Kind::support, *support};
                            break;
                        }
                    }
                    acceptable = false;
                }
            }
            if (acceptable && moving_to[p]) {
                if (v.competition[p] > 0) {
                    const auto& mover = position.units[*moving_to[p]];
                    if (auto support = offered(choices, [&](const dip::Order& o) {
                            return o.kind == dip::OrderKind::support && o.other == mover.location
                                && o.target != dip::no_location && map.province_of(o.target) == p;
                        })) {
                        decided[u] = {Kind::support, *support};
                        break;
                    }
                }
                acceptable = false;
            }
            if (acceptable) {
                const dip::LocationId target = board.coast(dest).location;
                if (auto move = offered(choices, [&](const dip::Order& o) {
                        return o.kind == dip::OrderKind::move && !o.via_convoy && o.target == target;
                    })) {
                    decided[u] = {Kind::move, *move};
                    moving_to[p] = u;
                    break;
                }
            }
            ranked.options.erase(ranked.options.begin() + static_cast<std::ptrdiff_t>(at));
        }
        // The unit considered is done, or waits further down the list.
        waiting.erase(std::ranges::find(waiting, u));
    }

    // A unit left holding supports the most valued neighbouring move or hold of its own that
    // needs it.
    for (std::size_t u = 0; u < position.units.size(); ++u) {
        if (decided[u].kind != Kind::hold)
            continue;
        const std::size_t here = board.of(position.units[u]);
        const auto choices = choices_of(u);
        Weight best = 0;
        std::optional<dip::Order> support;
        for (const std::size_t d : board.neighbours(here)) {
            const dip::ProvinceId p = board.province(d);
            std::optional<dip::Order> candidate;
            if (moving_to[p]) {
                if (v.competition[p] > 0) {
                    const auto& mover = position.units[*moving_to[p]];
                    candidate = offered(choices, [&](const dip::Order& o) {
                        return o.kind == dip::OrderKind::support && o.other == mover.location
                            && o.target != dip::no_location && map.province_of(o.target) == p;
                    });
                }
            } else if (const auto standing = ours_in(p);
                       standing && decided[*standing].kind != Kind::move && v.competition[p] > 1) {
                const auto location = position.units[*standing].location;
                candidate = offered(choices, [&](const dip::Order& o) {
                    return o.kind == dip::OrderKind::support && o.other == location && o.target == dip::no_location;
                });
            }
            if (candidate && v.coast[d] > best) {
                best = v.coast[d];
                support = candidate;
            }
        }
        if (support)
            decided[u] = {Kind::support, *support};
    }
    std::vector<dip::Order> orders;
    for (const Decided& each : decided)
        if (each.kind != Kind::none)
            orders.push_back(each.order);
    return orders;
}

inline std::vector<dip::Order> retreats(
    const Board& board, const dip::GameState& position, dip::Power who, const Values& v, core::Random& random)
{
    const dip::Map& map = board.map();
    std::vector<std::size_t> waiting;
    for (std::size_t u = 0; u < position.dislodged.size(); ++u)
        if (position.dislodged[u].unit.power == who)
            waiting.push_back(u);
    random.shuffle(std::span(waiting));
    std::vector<dip::ProvinceId> taken;
    std::vector<dip::Order> orders;
    for (const std::size_t u : waiting) {
        const auto choices = dip::retreat_choices(map, position, map.province_of(position.dislodged[u].unit.location));
        // Coasts are ranked by value: a retreat's target is the coast it goes to.
        const auto type = position.dislodged[u].unit.type;
        Ranked ranked;
        for (std::size_t c = 0; c < board.size(); ++c)
            if (board.coast(c).type == type)
                if (std::ranges::any_of(choices, [&](const dip::Order& o) {
                        return o.kind == dip::OrderKind::retreat && o.target == board.coast(c).location;
                    }))
                    ranked.add(v.coast[c], c);
        std::optional<dip::Order> order;
        while (!order && !ranked.options.empty()) {
            const std::size_t at = ranked.pick(random);
            const std::size_t dest = ranked.options[at].second;
            if (std::ranges::find(taken, board.province(dest)) == taken.end()) {
                order = offered(choices, [&](const dip::Order& o) {
                    return o.kind == dip::OrderKind::retreat && o.target == board.coast(dest).location;
                });
                taken.push_back(board.province(dest));
            } else {
                ranked.options.erase(ranked.options.begin() + static_cast<std::ptrdiff_t>(at));
            }
        }
        if (!order)
            order = offered(choices, [](const dip::Order& o) { return o.kind == dip::OrderKind::disband; });
        if (order)
            orders.push_back(*order);
    }
    return orders;
}

inline std::vector<dip::Order> adjustments(
    const Board& board, const dip::GameState& position, dip::Power who, const Values& v, core::Random& random)
{
    const dip::Map& map = board.map();
    const auto choices = dip::adjustment_choices(map, position, who);
    const int delta = dip::adjustment_delta(map, position.units, position.owners, who);
    std::vector<dip::Order> orders;
    if (delta > 0) {
        int builds = dip::builds_possible(map, position.units, position.owners, who);
        Ranked ranked;
        for (std::size_t c = 0; c < board.size(); ++c)
            if (std::ranges::any_of(choices, [&](const dip::Order& o) {
                    return o.kind == dip::OrderKind::build && o.unit == board.coast(c).location
                        && o.unit_type == board.coast(c).type;
                }))
                ranked.add(v.coast[c], c);
        while (builds > 0 && !ranked.options.empty()) {
            const std::size_t c = ranked.options[ranked.pick(random)].second;
            if (auto build = offered(choices, [&](const dip::Order& o) {
                    return o.kind == dip::OrderKind::build && o.unit == board.coast(c).location
                        && o.unit_type == board.coast(c).type;
                }))
                orders.push_back(*build);
            --builds;
            // No second build in that centre.
            std::erase_if(
                ranked.options, [&](const auto& option) { return board.province(option.second) == board.province(c); });
        }
    } else if (delta < 0) {
        // The least valued place first: the ranking from the other end.
        Ranked ranked;
        for (const dip::Unit& unit : position.units)
            if (unit.power == who)
                ranked.add(-v.coast[board.of(unit)], board.of(unit));
        for (int left = -delta; left > 0 && !ranked.options.empty(); --left) {
            const std::size_t at = ranked.pick(random);
            const std::size_t c = ranked.options[at].second;
            if (auto disband = offered(choices, [&](const dip::Order& o) {
                    return o.kind == dip::OrderKind::disband && o.unit == board.coast(c).location;
                }))
                orders.push_back(*disband);
            ranked.options.erase(ranked.options.begin() + static_cast<std::ptrdiff_t>(at));
        }
    }
    return orders;
}

inline std::vector<dip::Order> plan(
    [[maybe_unused]] const dip::Map& map, const dip::GameState& position, dip::Power who, core::Random& random)
{
    assert(&map == &dip::standard_map()); // the board's coasts are the standard map's
    const Board& board = standard_board();
    const Values v = values(board, position, who);
    switch (position.phase.kind) {
    case dip::PhaseKind::movement:
        return movement(board, position, who, v, random);
    case dip::PhaseKind::retreats:
        return retreats(board, position, who, v, random);
    case dip::PhaseKind::adjustments:
        return adjustments(board, position, who, v, random);
    }
    return {};
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
