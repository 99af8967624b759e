// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/order_choices.hpp"

#include "diplomacy_deadman/engine/validation.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>
#include <string>

namespace dip = tablee::diplomacy_deadman;

namespace {

const dip::Map& map()
{
    return dip::standard_map();
}

dip::ProvinceId province(std::string_view name)
{
    const auto id = map().find_province(name);
    REQUIRE(id);
    return *id;
}

std::set<std::string> texts(const std::vector<dip::Order>& orders)
{
    std::set<std::string> out;
    for (const auto& order : orders)
        out.insert(dip::order_text(map(), order));
    return out;
}

dip::GameState after(const dip::GameState& state, const std::vector<std::pair<dip::Power, std::string>>& written)
{
    std::vector<dip::OrderEntry> entries;
    for (const auto& [power, text] : written)
        entries.push_back({power, dip::parse_order(map(), text).value()});
    return dip::step(map(), state, entries).value().state;
}

} // namespace

TEST_CASE("a unit's choices in 1901: its hold, its moves, supports of its neighbours' moves", "[order_choices]")
{
    const auto start = dip::initial_state(map());
    const auto paris = texts(dip::movement_choices(map(), start, province("PAR")));
    for (const char* expected : {"A PAR H", "A PAR - BUR", "A PAR - PIC", "A PAR - GAS", "A PAR - BRE",
             "A PAR S A MAR - BUR", "A PAR S F BRE - PIC", "A PAR S F BRE"})
        CHECK(paris.contains(expected));
    for (const char* refused : {"A PAR - MAR", "A PAR - ENG", "A PAR S A MUN - RUH", "A PAR S A MAR - SPA"})
        CHECK_FALSE(paris.contains(refused));
    // Fleets name the coast where there are two: St Petersburg's south coast, not "STP".
    const auto stp = texts(dip::movement_choices(map(), start, province("STP")));
    CHECK(stp.contains("F STP/SC - BOT"));
    CHECK(stp.contains("F STP/SC - FIN"));
    CHECK(stp.contains("F STP/SC - LVN"));
    CHECK_FALSE(stp.contains("F STP/SC - BAR")); // the north coast's sea
    // Nothing there, or another phase: nothing to choose.
    CHECK(dip::movement_choices(map(), start, province("BUR")).empty());
}

TEST_CASE("every choice is an order the adjudicator carries out, and none twice", "[order_choices]")
{
    const auto start = dip::initial_state(map());
    const auto board = dip::BoardIndex::build(map(), start.units).value();
    for (const auto& unit : start.units) {
        const auto choices = dip::movement_choices(map(), start, map().province_of(unit.location));
        REQUIRE(!choices.empty());
        CHECK(texts(choices).size() == choices.size());
        for (const auto& order : choices)
            CHECK(dip::check_movement_order(map(), board, unit.power, order) == dip::VoidReason::none);
    }
}

namespace {

// Every movement order of the unit in `province` that the adjudicator carries out, found by
// asking the check about every order of every kind, to every place, for every other unit: what
// movement_choices must give, by a road that cannot share its short cuts.
std::set<std::string> every_order_carried_out(const dip::GameState& state, dip::ProvinceId province)
{
    const auto board = dip::BoardIndex::build(map(), state.units).value();
    const dip::Unit* unit = board.unit_at(province);
    REQUIRE(unit);
    const auto make = [&](dip::OrderKind kind, dip::LocationId target, const dip::Unit* other) {
        return dip::Order {kind, unit->type, unit->location, target, other ? std::optional(other->type) : std::nullopt,
            other ? other->location : dip::no_location, false};
    };
    std::vector<dip::Order> orders {make(dip::OrderKind::hold, dip::no_location, nullptr)};
    // A move names a coast only for a fleet, and where there are two; a support or a convoy names
    // the province (the coast does not matter), as the windows write them.
    for (dip::LocationId target = 0; target < map().location_count(); ++target) {
        const bool coast = map().is_coast_location(target);
        if (unit->type == dip::UnitType::army ? !coast : coast || !map().has_coasts(map().province_of(target)))
            orders.push_back(make(dip::OrderKind::move, target, nullptr));
    }
    for (const dip::Unit& other : state.units) {
        if (other.location == unit->location)
            continue;
        orders.push_back(make(dip::OrderKind::support, dip::no_location, &other));
        for (dip::ProvinceId target = 0; target < map().province_count(); ++target)
            for (const auto kind : {dip::OrderKind::support, dip::OrderKind::convoy})
                orders.push_back(make(kind, target, &other));
    }
    std::set<std::string> carried_out;
    for (const auto& order : orders)
        if (dip::check_movement_order(map(), board, unit->power, order) == dip::VoidReason::none)
            carried_out.insert(dip::order_text(map(), order));
    return carried_out;
}

} // namespace

TEST_CASE("a unit's choices are every order the adjudicator would carry out", "[order_choices]")
{
    auto state = dip::initial_state(map());
    state = after(state,
        {{dip::Power::england, "F LON - NTH"}, {dip::Power::england, "A LVP - YOR"},
            {dip::Power::england, "F EDI - NWG"}, {dip::Power::france, "F BRE - MAO"},
            {dip::Power::italy, "F NAP - ION"}, {dip::Power::turkey, "F ANK - BLA"}});
    for (const auto& position : {dip::initial_state(map()), state})
        for (const dip::Unit& unit : position.units) {
            const dip::ProvinceId province = map().province_of(unit.location);
            INFO(dip::unit_text(map(), unit));
            CHECK(
                texts(dip::movement_choices(map(), position, province)) == every_order_carried_out(position, province));
        }
}

TEST_CASE("a fleet at sea convoys an army to a coast its chain reaches", "[order_choices]")
{
    auto state = dip::initial_state(map());
    state = after(state, {{dip::Power::england, "F LON - NTH"}, {dip::Power::england, "A LVP - YOR"}});
    const auto london = texts(dip::movement_choices(map(), state, province("NTH")));
    CHECK(london.contains("F NTH C A YOR - NWY"));
    CHECK(london.contains("F NTH C A YOR - BEL"));
    CHECK_FALSE(london.contains("F NTH C A YOR - PAR"));
    const auto york = texts(dip::movement_choices(map(), state, province("YOR")));
    CHECK(york.contains("A YOR - NWY")); // by convoy
}

// A position of a few units, sorted as positions are.
dip::GameState with_units(dip::GameState state, const std::vector<std::pair<dip::Power, std::string>>& units)
{
    state.units.clear();
    for (const auto& [power, text] : units)
        state.units.push_back(dip::parse_unit(map(), power, text).value());
    std::ranges::sort(state.units, {}, [](const dip::Unit& unit) { return map().province_of(unit.location); });
    return state;
}

TEST_CASE("retreats offer each free neighbour, then the disband", "[order_choices]")
{
    auto state = with_units(dip::initial_state(map()),
        {{dip::Power::france, "A BUR"}, {dip::Power::germany, "A MUN"}, {dip::Power::germany, "A RUH"}});
    state = after(state, {{dip::Power::germany, "A MUN - BUR"}, {dip::Power::germany, "A RUH S A MUN - BUR"}});
    REQUIRE(state.phase.kind == dip::PhaseKind::retreats);
    const auto burgundy = texts(dip::retreat_choices(map(), state, province("BUR")));
    CHECK(burgundy
        == std::set<std::string> {
            "A BUR R BEL", "A BUR R GAS", "A BUR R MAR", "A BUR R PAR", "A BUR R PIC", "A BUR D"});
    CHECK(dip::has_decisions(map(), state, dip::Power::france));
    CHECK_FALSE(dip::has_decisions(map(), state, dip::Power::germany));
    CHECK(dip::movement_choices(map(), state, province("BUR")).empty());
}

TEST_CASE("adjustments offer the builds owed in free home centres, or the disbands", "[order_choices]")
{
    auto state = with_units(dip::initial_state(map()), {{dip::Power::germany, "A HOL"}, {dip::Power::russia, "A MOS"}});
    state.phase = {1901, dip::Season::winter, dip::PhaseKind::adjustments};
    state.owners[province("HOL")] = dip::Power::germany;
    const auto germany = texts(dip::adjustment_choices(map(), state, dip::Power::germany));
    CHECK(germany == std::set<std::string> {"A BER B", "F BER B", "A KIE B", "F KIE B", "A MUN B", "WAIVE"});
    // Russia owns its four home centres with one unit: builds, a fleet on each coast of St Petersburg.
    const auto russia = texts(dip::adjustment_choices(map(), state, dip::Power::russia));
    CHECK(russia.contains("F STP/NC B"));
    CHECK(russia.contains("F STP/SC B"));
    CHECK(russia.contains("A WAR B"));
    CHECK_FALSE(russia.contains("F WAR B")); // inland
    CHECK_FALSE(russia.contains("A MOS B")); // occupied
    // France owns no centre any more and has no unit: nothing to decide.
    for (const auto centre : map().home_centres(dip::Power::france))
        state.owners[centre] = std::nullopt;
    CHECK(dip::adjustment_choices(map(), state, dip::Power::france).empty());
    CHECK_FALSE(dip::has_decisions(map(), state, dip::Power::france));
    // A power with more units than centres disbands one of its own.
    state.owners[province("HOL")] = std::nullopt;
    for (const auto centre : map().home_centres(dip::Power::germany))
        state.owners[centre] = std::nullopt;
    CHECK(texts(dip::adjustment_choices(map(), state, dip::Power::germany)) == std::set<std::string> {"A HOL D"});
}

TEST_CASE("adjustments: a build or disband beyond the count written is refused, one replacing another is not",
    "[order_choices]")
{
    auto state = with_units(dip::initial_state(map()), {{dip::Power::germany, "A HOL"}, {dip::Power::russia, "A MOS"}});
    state.phase = {1901, dip::Season::winter, dip::PhaseKind::adjustments};
    // Germany: 4 centres (Holland too), 1 unit: 3 builds in its 3 free home centres.
    state.owners[province("HOL")] = dip::Power::germany;
    const auto order = [](const char* text) { return dip::parse_order(map(), text).value(); };
    std::vector<dip::Order> written {order("A BER B"), order("F KIE B"), order("A WAR B")}; // Warsaw: Russia's
    auto count = dip::adjustment_count(map(), state, dip::Power::germany, written);
    CHECK_FALSE(count.disbands);
    CHECK(count.due == 3);
    CHECK(count.written == 2);
    CHECK(count.left() == 1);
    CHECK(dip::beyond_adjustment_count(map(), state, dip::Power::germany, written, order("A MUN B"))
        == dip::VoidReason::none);
    written.push_back(order("A MUN B"));
    CHECK(dip::adjustment_count(map(), state, dip::Power::germany, written).left() == 0);
    // A fourth: refused; the fleet in Kiel becoming an army: a replacement, accepted; Russia's
    // build is counted for Russia only.
    CHECK(dip::beyond_adjustment_count(map(), state, dip::Power::germany, written, order("F BER B"))
        == dip::VoidReason::none);
    CHECK(dip::beyond_adjustment_count(map(), state, dip::Power::germany, written, order("A KIE B"))
        == dip::VoidReason::none);
    state.owners[province("HOL")] = std::nullopt; // now 2 builds for 3 written
    CHECK(
        dip::beyond_adjustment_count(map(), state, dip::Power::germany, {}, order("A BER B")) == dip::VoidReason::none);
    const std::vector<dip::Order> two {order("A BER B"), order("F KIE B")};
    CHECK(dip::beyond_adjustment_count(map(), state, dip::Power::germany, two, order("A MUN B"))
        == dip::VoidReason::no_build_allowed);
    CHECK(dip::adjustment_count(map(), state, dip::Power::russia, two).written == 0);
    // Disbands owed: Germany with no centre and its army in Holland owes one.
    for (const auto centre : map().home_centres(dip::Power::germany))
        state.owners[centre] = std::nullopt;
    count = dip::adjustment_count(map(), state, dip::Power::germany, std::vector<dip::Order> {order("A HOL D")});
    CHECK(count.disbands);
    CHECK(count.due == 1);
    CHECK(count.left() == 0);
}
