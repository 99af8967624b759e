// SPDX-License-Identifier: GPL-3.0-or-later
// The computer powers (computer.hpp): every order they write is legal, over thousands of seeded
// phases; they read only what their seat may see; the same seed writes the same orders; and
// their play makes sense (no bounce of their own, centres taken).

#include "random_game_count.hpp"

#include "diplomacy_deadman/engine/computer.hpp"
#include "diplomacy_deadman/engine/order_choices.hpp"
#include "diplomacy_deadman/engine/retreats.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <string>

namespace dip = tablee::diplomacy_deadman;
using P = dip::Power;

namespace {

const dip::Map& map()
{
    return dip::standard_map();
}

dip::ComputerSeats all_computers()
{
    dip::ComputerSeats seats;
    seats.fill(dip::ComputerLevel::normal);
    return seats;
}

std::set<std::string> texts(const std::vector<dip::Order>& orders)
{
    std::set<std::string> out;
    for (const auto& order : orders)
        out.insert(dip::order_text(map(), order));
    return out;
}

// Why `hand_in` is not what a careful player of its power may write in `state` (empty when it
// is): every order read back must be one of its unit's legal orders, one per unit to decide, and
// the same for the proposals of the dead men's units.
std::string wrong_order(const dip::State& state, const dip::HandIn& hand_in)
{
    const dip::GameState& position = state.position;
    std::set<dip::ProvinceId> ordered;
    const auto check = [&](const std::string& text) -> std::string {
        const auto order = dip::parse_order(map(), text);
        if (!order)
            return "unreadable: " + text;
        const dip::ProvinceId from = map().province_of(order->unit);
        if (!ordered.insert(from).second && position.phase.kind != dip::PhaseKind::adjustments)
            return "a second order for a unit: " + text;
        switch (position.phase.kind) {
        case dip::PhaseKind::movement:
            return texts(dip::movement_choices(map(), position, from)).contains(text) ? "" : "illegal: " + text;
        case dip::PhaseKind::retreats:
            return texts(dip::retreat_choices(map(), position, from)).contains(text) ? "" : "illegal: " + text;
        case dip::PhaseKind::adjustments: {
            const auto unit = dip::unit_in(map(), position.units, from);
            const dip::Power whose = order->kind == dip::OrderKind::build ? *map().province(from).home : unit->power;
            return texts(dip::adjustment_choices(map(), position, whose)).contains(text) ? "" : "illegal: " + text;
        }
        }
        return "";
    };
    for (const auto& text : hand_in.orders)
        if (auto problem = check(text); !problem.empty())
            return problem;
    for (const auto& text : hand_in.proposals)
        if (auto problem = check(text); !problem.empty())
            return problem;
    if (position.phase.kind == dip::PhaseKind::movement) {
        const auto units = std::ranges::count_if(position.units, [&](const dip::Unit& unit) {
            return unit.power == hand_in.power
                || (position.dead_men.contains(unit.power) && !hand_in.proposals.empty());
        });
        if (static_cast<std::size_t>(units) != hand_in.orders.size() + hand_in.proposals.size())
            return "not one order per unit";
    }
    return "";
}

} // namespace

TEST_CASE("computer powers write only legal orders, one per unit, over thousands of seeded phases", "[computer]")
{
    const unsigned games = random_game_count(12, 3);
    std::size_t hand_ins = 0;
    for (std::uint64_t seed = 1; seed <= games; ++seed) {
        dip::Options options;
        options.seed = seed;
        if (seed % 3 == 0) { // a dead man, or two, whose units get proposals
            options.dead_man_rule = dip::DeadManRule::drawn;
            options.drawn_dead_men = 1 + static_cast<int>(seed % 2);
        }
        auto state = dip::Rules::start(options).value();
        while (!state.over() && state.position.phase.year <= 1908) {
            for (const P power : dip::writers_left(state)) {
                const auto hand_in = dip::computer_hand_in(dip::Rules::seen_by(state, dip::index_of(power)), power,
                    dip::ComputerLevel::normal, dip::computer_seed(seed, state.position.phase, power));
                INFO(dip::phase_text(state.position.phase) << " " << dip::power_name_en(power));
                CHECK(wrong_order(state, hand_in).empty());
                ++hand_ins;
                REQUIRE(dip::Rules::apply(state, hand_in));
            }
            if (dip::writers(state).empty() && !state.over())
                REQUIRE(dip::Rules::apply(state, dip::PhaseOrders {}));
        }
    }
    CHECK(hand_ins > games * 100);
}

// The supports and convoys of `hand_in` for a unit of the same hand-in that its order does not
// match (a support of a move the unit does not make, of a hold where it moves): void orders no
// player would write.
std::vector<std::string> unmatched_supports(const dip::HandIn& hand_in)
{
    std::map<dip::ProvinceId, dip::Order> by_unit;
    for (const auto& text : hand_in.orders) {
        const auto order = dip::parse_order(map(), text).value();
        by_unit[map().province_of(order.unit)] = order;
    }
    std::vector<std::string> unmatched;
    for (const auto& [province, order] : by_unit) {
        if (order.kind != dip::OrderKind::support && order.kind != dip::OrderKind::convoy)
            continue;
        const auto helped = by_unit.find(map().province_of(order.other));
        if (helped == by_unit.end())
            continue; // another power's unit
        const bool moves = helped->second.kind == dip::OrderKind::move;
        const bool matched = order.target == dip::no_location
            ? !moves
            : moves && map().province_of(helped->second.target) == map().province_of(order.target);
        if (!matched)
            unmatched.push_back(dip::order_text(map(), order) + " / " + dip::order_text(map(), helped->second));
    }
    return unmatched;
}

// Its strength is measured in bench/diplomacy_deadman_versus.cpp (docs/performance.md).
TEST_CASE("the strong level writes legal orders too, the same for a seed", "[computer]")
{
    // France strong against six normal through 1901.
    for (std::uint64_t seed = 1; seed <= random_game_count(2, 1); ++seed) {
        dip::Options options;
        options.seed = seed;
        auto state = dip::Rules::start(options).value();
        std::vector<dip::PhasePlayed> revealed; // the strong level reads what the others did
        while (!state.over() && state.position.phase.year <= 1901) {
            for (const P power : dip::writers_left(state)) {
                const auto level = power == P::france ? dip::ComputerLevel::strong : dip::ComputerLevel::normal;
                const auto seen = dip::Rules::seen_by(state, dip::index_of(power));
                const auto seed_now = dip::computer_seed(seed, state.position.phase, power);
                const auto hand_in = dip::computer_hand_in(seen, power, level, seed_now, revealed);
                CHECK(wrong_order(state, hand_in).empty());
                if (power == P::france) {
                    CHECK(dip::computer_hand_in(seen, power, level, seed_now, revealed) == hand_in);
                    CHECK(unmatched_supports(hand_in).empty());
                }
                REQUIRE(dip::apply_move(state, hand_in, revealed));
            }
            if (dip::writers(state).empty() && !state.over())
                REQUIRE(dip::Rules::apply(state, dip::PhaseOrders {}));
        }
        CHECK(revealed.size() >= 3); // the fall and the winter were written with the spring revealed
    }
}

TEST_CASE("the strong level reads how each other power plays from the phases revealed", "[computer]")
{
    // Tables of normal computers through 1902: read by France, the others play the normal level's
    // plain style. Its plans are drawn with a little noise, and in the first years most styles
    // plan alike, so a power now and then agrees better with another style over the phases read:
    // three in four read plain at least (20 of the 24 here).
    int plain = 0, read = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        dip::Options options;
        options.seed = seed;
        auto state = dip::Rules::start(options).value();
        std::vector<dip::PhasePlayed> revealed;
        CHECK(std::ranges::none_of(
            dip::styles_read(map(), revealed, P::france), [](const auto& style) { return style.has_value(); }));
        while (state.position.phase.year <= 1902) {
            for (const P power : dip::writers_left(state)) {
                const auto seen = dip::Rules::seen_by(state, dip::index_of(power));
                REQUIRE(dip::apply_move(state,
                    dip::computer_hand_in(
                        seen, power, dip::ComputerLevel::normal, dip::computer_seed(seed, state.position.phase, power)),
                    revealed));
            }
        }
        const auto styles = dip::styles_read(map(), revealed, P::france);
        CHECK_FALSE(styles[dip::index_of(P::france)]);
        for (const P power : dip::all_powers)
            if (power != P::france) {
                REQUIRE(styles[dip::index_of(power)]);
                ++read;
                plain += *styles[dip::index_of(power)] == dip::PlayStyle {};
            }
    }
    CHECK(read == 24);
    CHECK(plain * 4 >= read * 3);
}

TEST_CASE("a computer power reads only what its seat may see, and the same seed writes the same", "[computer]")
{
    auto state = dip::Rules::start({}).value();
    // France hands in one thing or another: England's computer writes the same either way.
    auto one = state;
    auto other = state;
    REQUIRE(dip::Rules::apply(one, dip::HandIn {P::france, {"A PAR - BUR", "A MAR S A PAR - BUR"}, {}}));
    REQUIRE(dip::Rules::apply(other, dip::HandIn {P::france, {"F BRE - ENG", "A PAR - PIC"}, {}}));
    const auto england = [](const dip::State& s, std::uint64_t seed) {
        return dip::computer_hand_in(
            dip::Rules::seen_by(s, dip::index_of(P::england)), P::england, dip::ComputerLevel::normal, seed);
    };
    CHECK(england(one, 5) == england(other, 5));
    // What England sees holds nothing of France's orders.
    CHECK(dip::Rules::seen_by(one, dip::index_of(P::england)) == dip::Rules::seen_by(other, dip::index_of(P::england)));
    CHECK(england(state, 5) == england(state, 5));
    std::set<std::vector<std::string>> varied;
    for (std::uint64_t seed = 1; seed <= 20; ++seed)
        varied.insert(england(state, seed).orders);
    CHECK(varied.size() > 1); // near-ties go one way or the other
}

TEST_CASE("computer powers play sensibly: no bounce of their own, neutral centres taken in 1901", "[computer]")
{
    std::size_t centres = 0;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        dip::Options options;
        options.seed = seed;
        auto state = dip::Rules::start(options).value();
        // Spring 1901: no two units of a power to one place.
        for (const P power : dip::all_powers) {
            const auto hand_in = dip::computer_hand_in(
                state, power, dip::ComputerLevel::normal, dip::computer_seed(seed, state.position.phase, power));
            std::set<dip::ProvinceId> destinations;
            for (const auto& text : hand_in.orders) {
                const auto order = dip::parse_order(map(), text).value();
                const auto there = order.kind == dip::OrderKind::move ? order.target : order.unit;
                CHECK(destinations.insert(map().province_of(there)).second);
            }
        }
        while (state.position.phase.year == 1901)
            REQUIRE(dip::computers_play(state, all_computers(), seed));
        for (const P power : dip::all_powers)
            centres += static_cast<std::size_t>(dip::centre_count(state.position, power));
    }
    // 22 home centres; the twelve neutral ones are the prize of 1901: half of them at least.
    CHECK(centres / 5 >= 22 + 6);
}

TEST_CASE("each computer proposes the dead man's orders for its own good: never against itself", "[computer]")
{
    // Italy the dead man, every other power a computer, to the end of 1903: what each proposes
    // for Italy's units never moves into a centre the proposer owns, and where the dead man is
    // near someone's centres the proposals differ from power to power (the vote is a vote).
    std::size_t phases = 0, differing = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        dip::Options options;
        options.dead_man_rule = dip::DeadManRule::chosen;
        options.chosen_dead_men = {P::italy};
        auto state = dip::Rules::start(options).value();
        while (!state.over() && state.position.phase.year <= 1903) {
            const dip::Phase phase = state.position.phase;
            if (dip::writers(state).empty()) {
                REQUIRE(dip::Rules::apply(state, dip::PhaseOrders {}));
                continue;
            }
            std::set<std::vector<std::string>> proposals;
            for (const P power : dip::writers_left(state)) {
                const auto hand_in = dip::computer_hand_in(dip::Rules::seen_by(state, dip::index_of(power)), power,
                    dip::ComputerLevel::normal, dip::computer_seed(seed, phase, power));
                INFO(dip::power_name_en(power) << " in " << dip::phase_text(phase));
                for (const std::string& text : hand_in.proposals) {
                    const auto order = dip::parse_order(map(), text).value();
                    if (order.kind == dip::OrderKind::move)
                        CHECK_FALSE(state.position.owners[map().province_of(order.target)] == power);
                }
                proposals.insert(hand_in.proposals);
                REQUIRE(dip::Rules::apply(state, hand_in));
            }
            if (phase.kind == dip::PhaseKind::movement) {
                ++phases;
                differing += proposals.size() > 1;
            }
        }
    }
    INFO(differing << " of " << phases << " movement phases");
    CHECK(differing * 4 >= phases);
}
