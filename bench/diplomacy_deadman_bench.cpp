// SPDX-License-Identifier: GPL-3.0-or-later
// Speed of the Diplomacy adjudicator (docs/performance.md, "Diplomacy"): the Spring 1901 phase
// with all 22 units ordered, and large random positions (30+ units, many supports and convoys)
// generated from fixed seeds with core::Random, so every run measures the same phases; and the
// replay of a whole game (what undo and loading cost).

#include "diplomacy_deadman/engine/movement.hpp"
#include "diplomacy_deadman/engine/orders.hpp"
#include "diplomacy_deadman/engine/rules.hpp"

#include "core/random.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <numeric>
#include <vector>

namespace dip = tablee::diplomacy_deadman;

namespace {

struct Phase {
    std::vector<dip::Unit> units;
    std::vector<dip::OrderEntry> orders;
};

dip::OrderEntry parsed(dip::Power power, const char* text)
{
    return {power, *dip::parse_order(dip::standard_map(), text)};
}

Phase spring_1901()
{
    const dip::Map& map = dip::standard_map();
    Phase phase;
    for (const auto& s : map.start_units())
        phase.units.push_back({s.power, s.type, s.location});
    using P = dip::Power;
    for (const auto& [power, text] : std::vector<std::pair<P, const char*>> {{P::austria, "A VIE - GAL"},
             {P::austria, "A BUD - SER"}, {P::austria, "F TRI - ALB"}, {P::england, "F LON - ENG"},
             {P::england, "F EDI - NTH"}, {P::england, "A LVP - YOR"}, {P::france, "F BRE - MAO"},
             {P::france, "A PAR - BUR"}, {P::france, "A MAR S A PAR - BUR"}, {P::germany, "F KIE - DEN"},
             {P::germany, "A BER - KIE"}, {P::germany, "A MUN - BUR"}, {P::italy, "F NAP - ION"},
             {P::italy, "A ROM - APU"}, {P::italy, "A VEN H"}, {P::russia, "A WAR - GAL"}, {P::russia, "A MOS - UKR"},
             {P::russia, "F SEV - BLA"}, {P::russia, "F STP/SC - BOT"}, {P::turkey, "F ANK - BLA"},
             {P::turkey, "A CON - BUL"}, {P::turkey, "A SMY - ARM"}})
        phase.orders.push_back(parsed(power, text));
    return phase;
}

template <class T> const T& pick(tablee::core::Random& random, const std::vector<T>& items)
{
    return items[static_cast<std::size_t>(random.below(items.size()))];
}

// A crowded board: `count` units on random provinces, ordered to move, support each other's
// moves and holds, and convoy armies along chains of fleets.
Phase random_phase(std::uint64_t seed, std::size_t count)
{
    const dip::Map& map = dip::standard_map();
    tablee::core::Random random(seed);
    std::vector<dip::ProvinceId> provinces(map.province_count());
    std::iota(provinces.begin(), provinces.end(), dip::ProvinceId {0});
    random.shuffle(std::span<dip::ProvinceId>(provinces));
    Phase phase;
    std::vector<int> at(map.province_count(), -1);
    for (std::size_t i = 0; i < count && i < provinces.size(); ++i) {
        const dip::ProvinceId p = provinces[i];
        const auto& province = map.province(p);
        dip::Unit unit {static_cast<dip::Power>(random.below(7)), dip::UnitType::army, p};
        if (province.kind == dip::ProvinceKind::sea
            || (province.kind == dip::ProvinceKind::coast && random.below(2) == 0))
            unit.type = dip::UnitType::fleet;
        if (unit.type == dip::UnitType::fleet && !province.coasts.empty())
            unit.location = pick(random, province.coasts);
        at[p] = static_cast<int>(phase.units.size());
        phase.units.push_back(unit);
    }
    auto reachable = [&](const dip::Unit& unit) {
        std::vector<dip::LocationId> out;
        for (std::size_t l = 0; l < map.location_count(); ++l) {
            const auto id = static_cast<dip::LocationId>(l);
            const bool ok = unit.type == dip::UnitType::army
                ? !map.is_coast_location(id) && map.army_adjacent(map.province_of(unit.location), map.province_of(id))
                : map.fleet_adjacent(unit.location, id);
            if (ok)
                out.push_back(id);
        }
        return out;
    };
    // First pass: moves, holds and convoy chains.
    std::vector<dip::Order> orders(phase.units.size());
    std::vector<bool> busy(phase.units.size(), false);
    for (std::size_t i = 0; i < phase.units.size(); ++i) {
        const dip::Unit& unit = phase.units[i];
        orders[i]
            = {dip::OrderKind::hold, unit.type, unit.location, dip::no_location, std::nullopt, dip::no_location, false};
        if (busy[i])
            continue;
        const auto roll = random.below(10);
        const dip::ProvinceId here = map.province_of(unit.location);
        if (unit.type == dip::UnitType::army && map.province(here).kind == dip::ProvinceKind::coast && roll < 3) {
            // Walk a chain of idle fleets at sea and land the army where the chain ends.
            std::vector<std::size_t> chain;
            dip::ProvinceId last = here;
            for (int step = 0; step < 4; ++step) {
                std::vector<std::size_t> next;
                for (std::size_t j = 0; j < phase.units.size(); ++j) {
                    const dip::ProvinceId p = map.province_of(phase.units[j].location);
                    if (!busy[j] && j != i && map.province(p).kind == dip::ProvinceKind::sea
                        && map.fleet_reaches_province(last, p)
                        && std::find(chain.begin(), chain.end(), j) == chain.end())
                        next.push_back(j);
                }
                if (next.empty())
                    break;
                chain.push_back(pick(random, next));
                last = map.province_of(phase.units[chain.back()].location);
            }
            std::vector<dip::ProvinceId> landings;
            for (std::size_t p = 0; p < map.province_count(); ++p)
                if (map.province(static_cast<dip::ProvinceId>(p)).kind == dip::ProvinceKind::coast && p != here
                    && !chain.empty() && map.fleet_reaches_province(last, static_cast<dip::ProvinceId>(p)))
                    landings.push_back(static_cast<dip::ProvinceId>(p));
            if (!landings.empty()) {
                const dip::ProvinceId to = pick(random, landings);
                orders[i] = {dip::OrderKind::move, unit.type, unit.location, to, std::nullopt, dip::no_location, false};
                for (std::size_t j : chain) {
                    busy[j] = true;
                    orders[j] = {dip::OrderKind::convoy, dip::UnitType::fleet, phase.units[j].location, to,
                        dip::UnitType::army, unit.location, false};
                }
                continue;
            }
        }
        if (roll < 5) {
            const auto targets = reachable(unit);
            if (!targets.empty())
                orders[i] = {dip::OrderKind::move, unit.type, unit.location, pick(random, targets), std::nullopt,
                    dip::no_location, false};
        }
    }
    // Second pass: the idle units support a neighbour's move or hold.
    for (std::size_t i = 0; i < phase.units.size(); ++i) {
        if (busy[i] || orders[i].kind != dip::OrderKind::hold || random.below(10) < 1)
            continue;
        const dip::Unit& unit = phase.units[i];
        std::vector<dip::Order> options;
        for (std::size_t j = 0; j < phase.units.size(); ++j) {
            if (j == i)
                continue;
            const dip::Order& other = orders[j];
            const dip::ProvinceId target
                = other.kind == dip::OrderKind::move ? map.province_of(other.target) : map.province_of(other.unit);
            if (target == map.province_of(unit.location))
                continue;
            const bool can = unit.type == dip::UnitType::army
                ? map.army_adjacent(map.province_of(unit.location), target)
                : map.fleet_reaches_province(unit.location, target);
            if (can)
                options.push_back({dip::OrderKind::support, unit.type, unit.location,
                    other.kind == dip::OrderKind::move ? other.target : dip::no_location, phase.units[j].type,
                    phase.units[j].location, false});
        }
        if (!options.empty())
            orders[i] = pick(random, options);
    }
    for (std::size_t i = 0; i < phase.units.size(); ++i)
        phase.orders.push_back({phase.units[i].power, orders[i]});
    return phase;
}

std::vector<Phase> random_phases()
{
    std::vector<Phase> phases;
    for (std::uint64_t seed = 1; seed <= 64; ++seed)
        phases.push_back(random_phase(seed, 30 + static_cast<std::size_t>(seed % 13)));
    return phases;
}

void BM_Spring1901(benchmark::State& state)
{
    const Phase phase = spring_1901();
    for (auto _ : state) {
        auto result = dip::adjudicate_movement(dip::standard_map(), phase.units, phase.orders);
        benchmark::DoNotOptimize(result);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_Spring1901);

void BM_RandomPositions(benchmark::State& state)
{
    const auto phases = random_phases();
    std::size_t i = 0;
    for (auto _ : state) {
        const Phase& phase = phases[i++ % phases.size()];
        auto result = dip::adjudicate_movement(dip::standard_map(), phase.units, phase.orders);
        benchmark::DoNotOptimize(result);
    }
    std::size_t units = 0, supports = 0, convoys = 0;
    for (const auto& phase : phases) {
        units += phase.units.size();
        for (const auto& o : phase.orders) {
            supports += o.order.kind == dip::OrderKind::support;
            convoys += o.order.kind == dip::OrderKind::convoy;
        }
    }
    state.counters["units/phase"] = static_cast<double>(units) / static_cast<double>(phases.size());
    state.counters["supports/phase"] = static_cast<double>(supports) / static_cast<double>(phases.size());
    state.counters["convoys/phase"] = static_cast<double>(convoys) / static_cast<double>(phases.size());
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_RandomPositions);

void BM_ParseOrder(benchmark::State& state)
{
    const char* texts[] = {"A PAR - BUR", "F North Sea Convoys A London - Belgium", "a venise s a rome - apulie",
        "F St Petersburg (nc) - Barents Sea"};
    std::size_t i = 0;
    for (auto _ : state) {
        auto order = dip::parse_order(dip::standard_map(), texts[i++ % 4]);
        benchmark::DoNotOptimize(order);
    }
    state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_ParseOrder);

// A whole game replayed from its seed, as undo and loading do: 50 phases (about ten years) chosen
// among the rules' listed legal moves by core::Random, the draw left out, Italy the dead man.
void BM_ReplayTenYears(benchmark::State& state)
{
    dip::Options options;
    options.dead_man_rule = dip::DeadManRule::chosen;
    options.chosen_dead_men = {dip::Power::italy};
    auto game = dip::Game::create(options).value();
    tablee::core::Random choose(2026);
    while (game.history().moves().size() < 50 && !dip::Rules::is_over(game.state())) {
        auto moves = dip::Rules::legal_moves(game.state());
        std::erase_if(moves, [](const dip::Move& move) { return std::holds_alternative<dip::AgreeDraw>(move); });
        (void)game.play(moves[static_cast<std::size_t>(choose.below(moves.size()))]);
    }
    const auto moves = game.history().applied();
    for (auto _ : state) {
        auto replayed = dip::Game::replay(options, moves);
        benchmark::DoNotOptimize(replayed);
    }
    state.counters["phases"] = static_cast<double>(moves.size());
}
BENCHMARK(BM_ReplayTenYears)->Unit(benchmark::kMicrosecond);

} // namespace
