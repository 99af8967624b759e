// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/map.hpp"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

namespace dip = tablee::diplomacy_deadman;

namespace {

std::string map_file_text()
{
    std::ifstream file(DIPLOMACY_MAP_FILE);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

// The map file with one piece of text replaced (the replacement must happen).
std::string broken(const std::string& from, const std::string& to)
{
    std::string text = map_file_text();
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
    return text;
}

} // namespace

TEST_CASE("diplomacy map: the embedded standard map loads and has the standard counts")
{
    const auto& loaded = dip::load_standard_map();
    REQUIRE(loaded.has_value());
    const dip::Map& map = *loaded;
    CHECK(map.province_count() == 75);
    CHECK(map.location_count() == 81);
    CHECK(map.supply_centres().size() == 34);
    CHECK(map.victory_centres() == 18);
    int seas = 0, inland = 0, coasts = 0;
    for (std::size_t p = 0; p < map.province_count(); ++p) {
        const auto kind = map.province(static_cast<dip::ProvinceId>(p)).kind;
        seas += kind == dip::ProvinceKind::sea;
        inland += kind == dip::ProvinceKind::land;
        coasts += kind == dip::ProvinceKind::coast;
    }
    CHECK(seas == 19);
    CHECK(inland == 14);
    CHECK(coasts == 42);
    CHECK(map.start_units().size() == 22);
    CHECK(map.home_centres(dip::Power::russia).size() == 4);
    CHECK(map.home_centres(dip::Power::england).size() == 3);
}

TEST_CASE("diplomacy map: the embedded text is the resource file")
{
    CHECK(dip::standard_map_json() == map_file_text());
}

TEST_CASE("diplomacy map: adjacencies of the standard board")
{
    const dip::Map& map = dip::standard_map();
    auto p = [&](const char* name) { return *map.find_province(name); };
    auto l = [&](const char* code) { return *map.find_location_code(code); };
    CHECK(map.army_adjacent(p("ROM"), p("VEN")));
    CHECK_FALSE(map.fleet_adjacent(l("ROM"), l("VEN")));
    CHECK(map.fleet_adjacent(l("STP/NC"), l("NWY")));
    CHECK_FALSE(map.fleet_adjacent(l("STP/SC"), l("NWY")));
    CHECK(map.army_adjacent(p("NWY"), p("STP")));
    CHECK(map.fleet_adjacent(l("LVP"), l("NAO")));
    CHECK_FALSE(map.fleet_adjacent(l("CLY"), l("IRI")));
    CHECK(map.fleet_adjacent(l("BUL/EC"), l("BLA")));
    CHECK(map.fleet_adjacent(l("BUL/SC"), l("AEG")));
    CHECK(map.fleet_adjacent(l("SPA/SC"), l("MAO")));
    CHECK(map.fleet_reaches_province(l("MAR"), p("SPA")));
    CHECK_FALSE(map.fleet_reaches_province(l("SPA/NC"), p("LYO")));
}

TEST_CASE("diplomacy map: names in English French or codes in any spelling")
{
    const dip::Map& map = dip::standard_map();
    CHECK(map.find_province("Saint-Pétersbourg") == map.find_province("STP"));
    CHECK(map.find_province("st petersburg") == map.find_province("STP"));
    CHECK(map.find_province("bourgogne") == map.find_province("Burgundy"));
    CHECK(map.find_province("MID-ATLANTIC OCEAN") == map.find_province("mao"));
    CHECK(map.find_province("Helgoland Bight") == map.find_province("HEL"));
    CHECK(map.find_province("Mer Égée") == map.find_province("AEG"));
    CHECK_FALSE(map.find_province("Atlantis").has_value());
}

TEST_CASE("diplomacy map: a broken file is refused with what is wrong")
{
    SECTION("not JSON")
    {
        CHECK(dip::load_map("{").error().code == "diplomacy_deadman.map_syntax");
    }
    SECTION("an army neighbour listed one way only")
    {
        const auto result = dip::load_map(
            broken("\"armies\": [\"GAS\", \"MAR\", \"POR\"]", "\"armies\": [\"GAS\", \"MAR\", \"POR\", \"PIE\"]"));
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == "diplomacy_deadman.map_asymmetric");
        CHECK(result.error().args == std::vector<std::string> {"army", "SPA", "PIE"});
    }
    SECTION("a fleet neighbour listed one way only")
    {
        const auto result
            = dip::load_map(broken("\"fleets\": [\"ARM\", \"BLA\", \"CON\"]", "\"fleets\": [\"ARM\", \"BLA\"]"));
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == "diplomacy_deadman.map_asymmetric");
        CHECK(result.error().message.find("ANK") != std::string::npos);
    }
    SECTION("an unknown place")
    {
        const auto result = dip::load_map(
            broken("\"armies\": [\"GRE\", \"SER\", \"TRI\"]", "\"armies\": [\"GRE\", \"SER\", \"XXX\"]"));
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == "diplomacy_deadman.map_unknown_place");
        CHECK(result.error().args.front() == "XXX");
    }
    SECTION("a split coast named without its coast")
    {
        const auto result = dip::load_map(broken("\"BUL/SC\", \"CON\", \"EAS\"", "\"BUL\", \"CON\", \"EAS\""));
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == "diplomacy_deadman.map_bad_adjacency");
    }
    SECTION("a missing field")
    {
        const auto result = dip::load_map(broken("\"kind\": \"sea\"", "\"kinds\": \"sea\""));
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == "json.bad_value");
        CHECK(result.error().args.at(0) == "provinces[0].kind");
    }
    SECTION("a start unit at sea")
    {
        const auto result = dip::load_map(broken("\"A BUD\"", "\"A ADR\""));
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == "diplomacy_deadman.map_bad_start");
    }
    SECTION("a name used twice")
    {
        const auto result = dip::load_map(broken("\"en\": \"Albania\"", "\"en\": \"Greece\""));
        REQUIRE_FALSE(result.has_value());
        CHECK(result.error().code == "diplomacy_deadman.map_duplicate");
    }
}
