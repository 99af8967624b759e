// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/movement.hpp"

#include <catch2/catch.hpp>

namespace dip = tablee::diplomacy_deadman;

namespace {

std::vector<dip::OrderEntry> orders(dip::Power power, const std::vector<std::string>& texts)
{
    std::vector<dip::OrderEntry> out;
    for (const auto& text : texts)
        out.push_back({power, *dip::parse_order(dip::standard_map(), text)});
    return out;
}

std::vector<dip::Unit> start()
{
    std::vector<dip::Unit> units;
    for (const auto& s : dip::standard_map().start_units())
        units.push_back({s.power, s.type, s.location});
    return units;
}

} // namespace

TEST_CASE("diplomacy movement: an illegal order is recorded and the unit holds")
{
    const dip::Map& map = dip::standard_map();
    const auto units = start();
    const auto given = orders(dip::Power::france, {"A PAR - MUN", "A MAR - BUR", "F KIE - HOL"});
    const auto result = dip::adjudicate_movement(map, units, given);
    REQUIRE(result.has_value());
    int moved = 0;
    for (const auto& r : result->units) {
        if (r.entry == 0) {
            CHECK(r.outcome == dip::Outcome::voided);
            CHECK(r.reason == dip::VoidReason::not_adjacent);
        }
        moved += r.outcome == dip::Outcome::moved;
    }
    CHECK(moved == 1);
    REQUIRE(result->rejected.size() == 1);
    CHECK(result->rejected.front().entry == 2);
    CHECK(result->rejected.front().reason == dip::VoidReason::foreign_unit);
}

TEST_CASE("diplomacy movement: two different orders for one unit make it hold")
{
    const dip::Map& map = dip::standard_map();
    const auto units = start();
    const auto given = orders(dip::Power::france, {"A PAR - BUR", "A PAR - PIC", "A PAR - BUR"});
    const auto result = dip::adjudicate_movement(map, units, given);
    REQUIRE(result.has_value());
    for (const auto& r : result->units)
        if (r.unit.location == *map.find_location_code("PAR"))
            CHECK(r.reason == dip::VoidReason::several_orders);
    CHECK(result->after == *dip::canonical_units(map, units));
}

TEST_CASE("diplomacy movement: an impossible position is refused")
{
    const dip::Map& map = dip::standard_map();
    auto units = start();
    units.push_back({dip::Power::italy, dip::UnitType::army, *map.find_location_code("PAR")});
    CHECK(dip::adjudicate_movement(map, units, {}).error().code == "diplomacy_deadman.two_units");
    units.back() = {dip::Power::italy, dip::UnitType::army, *map.find_location_code("NTH")};
    CHECK(dip::adjudicate_movement(map, units, {}).error().code == "diplomacy_deadman.bad_unit");
}

TEST_CASE("diplomacy movement: a standoff leaves its province contested")
{
    const dip::Map& map = dip::standard_map();
    const auto units = start();
    auto given = orders(dip::Power::germany, {"A MUN - TYR"});
    const auto more = orders(dip::Power::italy, {"A VEN - TYR"});
    given.insert(given.end(), more.begin(), more.end());
    const auto result = dip::adjudicate_movement(map, units, given);
    REQUIRE(result.has_value());
    CHECK(result->contested.test(*map.find_province("TYR")));
    CHECK(result->contested.count() == 1);
}
