// SPDX-License-Identifier: GPL-3.0-or-later
// Diplomacy on the interface a computer plays (rules.hpp, order_tree.cpp): the powers that act at
// once, what each may see, and each power's hand-ins as a tree of choices, one order at a time.

#include "diplomacy_deadman/engine/order_choices.hpp"
#include "diplomacy_deadman/engine/rules.hpp"

#include "core/choices.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

namespace dip = tablee::diplomacy_deadman;
using P = dip::Power;

namespace {

const dip::Map& map()
{
    return dip::standard_map();
}

std::size_t seat(P power)
{
    return dip::index_of(power);
}

dip::ProvinceId province(std::string_view name)
{
    const auto id = map().find_province(name);
    REQUIRE(id);
    return *id;
}

// A state of a game without dead men whose position is `position`.
dip::State state_at(const dip::GameState& position)
{
    dip::Options options;
    options.start = position;
    return dip::Rules::start(options).value();
}

// A position of the given units in the adjustments of winter 1901.
dip::GameState winter(const std::vector<std::pair<P, std::string>>& units)
{
    auto position = dip::initial_state(map());
    position.units.clear();
    for (const auto& [power, text] : units)
        position.units.push_back(dip::parse_unit(map(), power, text).value());
    std::ranges::sort(position.units, {}, [](const dip::Unit& unit) { return map().province_of(unit.location); });
    position.phase = {1901, dip::Season::winter, dip::PhaseKind::adjustments};
    return position;
}

bool accepted(const dip::State& state, const dip::Move& move)
{
    auto copy = state;
    return dip::Rules::apply(copy, move).has_value();
}

const dip::HandIn& hand_in(const dip::Move& move)
{
    REQUIRE(std::holds_alternative<dip::HandIn>(move));
    return std::get<dip::HandIn>(move);
}

} // namespace

TEST_CASE("every power writes at once: the acting seats are those still to hand in", "[order_tree]")
{
    auto state = dip::Rules::start({}).value();
    CHECK(tablee::core::acting_seats<dip::Rules>(state) == std::vector<std::size_t> {0, 1, 2, 3, 4, 5, 6});
    CHECK_FALSE(dip::Rules::to_play(state));
    const dip::HandIn france {P::france, {"A PAR - BUR"}, {}};
    REQUIRE(dip::Rules::apply(state, france));
    CHECK(tablee::core::acting_seats<dip::Rules>(state) == std::vector<std::size_t> {0, 1, 3, 4, 5, 6});
    CHECK(dip::Rules::moves_of(state, seat(P::france)).empty()); // it has handed in
    // Another power sees that France has handed in, never what; France sees its own orders.
    const auto seen = dip::Rules::seen_by(state, seat(P::england));
    REQUIRE(seen.handed_in[seat(P::france)]);
    CHECK(seen.handed_in[seat(P::france)]->orders.empty());
    CHECK(dip::writers_left(seen) == dip::writers_left(state));
    CHECK(dip::Rules::seen_by(state, seat(P::france)) == state);
}

TEST_CASE("a power's tree asks one legal order per unit; its leaves are the hand-ins", "[order_tree]")
{
    const auto state = dip::Rules::start({}).value();
    const std::size_t france = seat(P::france);
    // The units in the position's order: Brest, Marseilles, Paris.
    std::vector<dip::Order> made;
    for (const char* unit : {"BRE", "MAR", "PAR"}) {
        const auto open = dip::Rules::choices(state, france, made);
        CHECK(open == dip::movement_choices(map(), state.position, province(unit)));
        made.push_back(open.front()); // its hold
    }
    CHECK(dip::Rules::choices(state, france, made).empty()); // a leaf
    CHECK(dip::Rules::move_of_choices(state, france, made)
        == dip::Move {dip::HandIn {P::france, {"F BRE H", "A MAR H", "A PAR H"}, {}}});
    // Random walks: one order per unit, each carried out as written, the hand-in accepted.
    tablee::core::Random random(7);
    std::set<std::vector<std::string>> seen;
    for (int walk = 0; walk < 50; ++walk) {
        const auto move = tablee::core::random_move_by_choices<dip::Rules>(state, france, random);
        const auto& orders = hand_in(move).orders;
        REQUIRE(orders.size() == 3);
        CHECK(orders[0].starts_with("F BRE"));
        CHECK(orders[1].starts_with("A MAR"));
        CHECK(orders[2].starts_with("A PAR"));
        CHECK(accepted(state, move));
        seen.insert(orders);
    }
    CHECK(seen.size() > 40); // hundreds of leaves: the walks rarely meet
    // The sample of moves_of: leaves of the tree, the first being every unit holding.
    const auto sample = dip::Rules::moves_of(state, france);
    REQUIRE(sample.size() == 3);
    CHECK(hand_in(sample.front()).orders == std::vector<std::string> {"F BRE H", "A MAR H", "A PAR H"});
}

TEST_CASE("with a dead man, a power's tree goes on with a proposal for each of its units", "[order_tree]")
{
    dip::Options options;
    options.dead_man_rule = dip::DeadManRule::chosen;
    options.chosen_dead_men = {P::italy};
    const auto state = dip::Rules::start(options).value();
    const auto acting = tablee::core::acting_seats<dip::Rules>(state);
    CHECK(acting.size() == 6);
    CHECK(std::ranges::find(acting, seat(P::italy)) == acting.end()); // the dead man writes nothing
    tablee::core::Random random(3);
    for (int walk = 0; walk < 20; ++walk) {
        const auto move = tablee::core::random_move_by_choices<dip::Rules>(state, seat(P::england), random);
        const auto& written = hand_in(move);
        CHECK(written.orders.size() == 3);
        REQUIRE(written.proposals.size() == 3); // Italy's Naples, Rome and Venice
        CHECK(written.proposals[0].starts_with("F NAP"));
        CHECK(written.proposals[1].starts_with("A ROM"));
        CHECK(written.proposals[2].starts_with("A VEN"));
        CHECK(accepted(state, move));
    }
}

TEST_CASE("builds are chosen one at a time, each set once; the disbands owed, exactly", "[order_tree]")
{
    // Germany owns Berlin, Kiel, Munich and Holland with one unit: three builds, in its three free
    // home centres (an army or a fleet in coastal Berlin and Kiel, an army in Munich), or fewer.
    auto position = winter({{P::germany, "A HOL"}, {P::russia, "A MOS"}});
    position.owners[province("HOL")] = P::germany;
    const auto builds = tablee::core::moves_by_choices<dip::Rules>(state_at(position), seat(P::germany), 1000);
    REQUIRE(builds.has_value());
    CHECK(builds->size() == 3 * 3 * 2);
    std::set<std::vector<std::string>> sets;
    for (const auto& move : *builds) {
        CHECK(accepted(state_at(position), move));
        auto orders = hand_in(move).orders;
        std::ranges::sort(orders);
        sets.insert(orders);
    }
    CHECK(sets.size() == builds->size()); // no set twice, whatever the order
    CHECK(sets.contains({})); // building nothing
    CHECK(sets.contains({"A MUN B", "F BER B", "F KIE B"}));
    // Russia: Sevastopol (army or fleet), St Petersburg (army, fleet on either coast), Warsaw.
    const auto russia = tablee::core::moves_by_choices<dip::Rules>(state_at(position), seat(P::russia), 1000);
    REQUIRE(russia.has_value());
    CHECK(russia->size() == 3 * 4 * 2);

    // Germany with three units and one centre owes two disbands: three ways.
    auto owing = winter({{P::germany, "A BER"}, {P::germany, "A MUN"}, {P::germany, "F KIE"}});
    owing.owners[province("MUN")] = std::nullopt;
    owing.owners[province("KIE")] = std::nullopt;
    const auto disbands = tablee::core::moves_by_choices<dip::Rules>(state_at(owing), seat(P::germany), 1000);
    REQUIRE(disbands.has_value());
    CHECK(disbands->size() == 3);
    for (const auto& move : *disbands) {
        CHECK(hand_in(move).orders.size() == 2);
        CHECK(accepted(state_at(owing), move));
    }
}
