// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/orders.hpp"
#include "diplomacy_deadman/engine/retreats.hpp"

#include <catch2/catch.hpp>

namespace dip = tablee::diplomacy_deadman;

namespace {

std::string canonical(const std::string& text)
{
    const dip::Map& map = dip::standard_map();
    auto order = dip::parse_order(map, text);
    REQUIRE(order.has_value());
    return dip::order_text(map, *order);
}

std::string error_code(const std::string& text)
{
    auto order = dip::parse_order(dip::standard_map(), text);
    REQUIRE_FALSE(order.has_value());
    return order.error().code;
}

} // namespace

TEST_CASE("diplomacy orders: the standard notation")
{
    CHECK(canonical("A PAR H") == "A PAR H");
    CHECK(canonical("A PAR - BUR") == "A PAR - BUR");
    CHECK(canonical("A LON - BEL VIA") == "A LON - BEL VIA");
    CHECK(canonical("F NTH C A LON - BEL") == "F NTH C A LON - BEL");
    CHECK(canonical("A VEN S A ROM - APU") == "A VEN S A ROM - APU");
    CHECK(canonical("F CON S F BLA") == "F CON S F BLA");
    CHECK(canonical("F MAO - SPA/NC") == "F MAO - SPA/NC");
    CHECK(canonical("F CON - BUL/EC") == "F CON - BUL/EC");
    CHECK(canonical("A MUN R BOH") == "A MUN R BOH");
    CHECK(canonical("A MUN D") == "A MUN D");
    CHECK(canonical("A PAR B") == "A PAR B");
    CHECK(canonical("F STP/NC B") == "F STP/NC B");
    CHECK(canonical("WAIVE") == "WAIVE");
    CHECK(canonical("A PAR") == "A PAR H");
}

TEST_CASE("diplomacy orders: case spacing and full English or French names")
{
    CHECK(canonical("Army Paris -> Burgundy") == "A PAR - BUR");
    CHECK(canonical("a paris - bourgogne") == "A PAR - BUR");
    CHECK(canonical("  a   PAR-BUR ") == "A PAR - BUR");
    CHECK(canonical("F St Petersburg (nc) - Barents Sea") == "F STP/NC - BAR");
    CHECK(canonical("F Saint-Pétersbourg côte nord - mer de Barents") == "F STP/NC - BAR");
    // "Marseille S" is not "Marseilles": a one-letter word after a name is the order's keyword.
    CHECK(canonical("A Marseille S F Brest - Gascogne") == "A MAR S F BRE - GAS");
    CHECK(canonical("F Mer du Nord C A Londres - Belgique") == "F NTH C A LON - BEL");
    // A French table writes a hold T (tient).
    CHECK(canonical("A Paris T") == "A PAR H");
    CHECK(canonical("F Saint-Pétersbourg côte sud t") == "F STP/SC H");
    CHECK(canonical("F North Sea Convoys A London - Belgium") == "F NTH C A LON - BEL");
    CHECK(canonical("F Mid-Atlantic Ocean - Spain(nc)") == "F MAO - SPA/NC");
    CHECK(canonical("A Spain - Portugal via convoy") == "A SPA - POR VIA");
    CHECK(canonical("Build A Warsaw") == "A WAR B");
    CHECK(canonical("Remove A Paris") == "A PAR D");
    CHECK(canonical("England: F London Supports Turkish F Wales - English Channel") == "F LON S F WAL - ENG");
    CHECK(canonical("A Holland Supports Ruhr - Belgium") == "A HOL S RUH - BEL");
    CHECK(canonical("f con s f bla") == "F CON S F BLA");
}

TEST_CASE("diplomacy orders: a place typed short is the one province whose name begins so")
{
    CHECK(canonical("A Norv - Suède") == "A NWY - SWE");
    CHECK(canonical("F Mer de Norv - Norv") == "F NWG - NWY");
    CHECK(canonical("A Tyro S A Vien - Trie") == "A TYR S A VIE - TRI");
    CHECK(canonical("F St Pét côte nord - Barents") == "F STP/NC - BAR");
    // A whole name or code before any start: "Bel" is Belgium's code, not the start of another.
    CHECK(canonical("A Hol - Bel") == "A HOL - BEL");
    // Several provinces begin so (Norway, North Sea, North Africa): the player says which.
    CHECK(error_code("A Nor - Swe") == "diplomacy_deadman.order_ambiguous_place");
    const auto several = dip::parse_order(dip::standard_map(), "A Nor - Swe");
    REQUIRE(several.error().args.size() == 2);
    CHECK(several.error().args[1].find("NWY") != std::string::npos);
    CHECK(several.error().args[1].find("NTH") != std::string::npos);
    // Two letters are no start.
    CHECK(error_code("A No - Swe") == "diplomacy_deadman.order_unknown_place");
}

TEST_CASE("diplomacy orders: unreadable orders are refused with a code")
{
    CHECK(error_code("") == "diplomacy_deadman.order_empty");
    CHECK(error_code("   ") == "diplomacy_deadman.order_empty");
    CHECK(error_code("A XYZ - PAR") == "diplomacy_deadman.order_unknown_place");
    CHECK(error_code("A PAR - ") == "diplomacy_deadman.order_syntax");
    CHECK(error_code("A PAR X BUR") == "diplomacy_deadman.order_syntax");
    CHECK(error_code("F NTH C A LON") == "diplomacy_deadman.order_syntax");
    CHECK(error_code(std::string(1000, 'A')) == "diplomacy_deadman.order_too_long");
}

TEST_CASE("diplomacy orders: the canonical form makes one order of two writings")
{
    const dip::Map& map = dip::standard_map();
    const std::vector<dip::Unit> units {
        {dip::Power::italy, dip::UnitType::army, *map.find_location_code("VEN")},
        {dip::Power::france, dip::UnitType::fleet, *map.find_location_code("GAS")},
        {dip::Power::england, dip::UnitType::army, *map.find_location_code("LON")},
    };
    auto canon = [&](const std::string& text) {
        return dip::order_text(map, dip::canonical_order(map, units, *dip::parse_order(map, text)));
    };
    CHECK(canon("Ven - Tri") == canon("Army Venice -> Trieste"));
    CHECK(canon("venise - trieste") == "A VEN - TRI");
    CHECK(canon("F GAS - SPA") == canon("F Gascony - Spain(nc)")); // one coast reachable
    CHECK(canon("LON - BEL VIA") == canon("A LON - BEL")); // not adjacent: convoy either way
    CHECK(canon("F VEN - TRI") == "A VEN - TRI"); // the board knows the unit type
    CHECK(canon("A VEN - TRI/NC") == "A VEN - TRI");
    CHECK(canon("A VEN - TRI") != canon("A VEN - PIE"));
}

TEST_CASE("diplomacy orders: retreats meeting in one province are found before the hand-in")
{
    const dip::Map& map = dip::standard_map();
    const auto read = [&](std::initializer_list<const char*> texts) {
        std::vector<dip::Order> orders;
        for (const char* text : texts) {
            auto order = dip::parse_order(map, text);
            REQUIRE(order.has_value());
            orders.push_back(*order);
        }
        return orders;
    };
    // Two retreats to Bohemia, one written as a move; a coast counts as its province.
    const auto meeting = dip::retreats_meeting(map, read({"A MUN R BOH", "A VIE - BOH", "A GAL R UKR"}));
    REQUIRE(meeting == std::vector {*map.find_province("BOH")});
    CHECK(dip::retreats_meeting(map, read({"F MAO R SPA/NC", "F LYO R SPA/SC"}))
        == std::vector {*map.find_province("SPA")});
    CHECK(dip::retreats_meeting(map, read({"A MUN R BOH", "A VIE D", "A GAL R UKR"})).empty());
}
