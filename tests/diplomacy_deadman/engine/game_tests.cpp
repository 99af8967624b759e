// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/game.hpp"
#include "diplomacy_deadman/engine/rules.hpp"
#include "diplomacy_deadman/engine/serialization.hpp"

#include <catch2/catch.hpp>

namespace dip = tablee::diplomacy_deadman;

namespace {

const dip::Map& map()
{
    return dip::standard_map();
}

std::vector<dip::OrderEntry> orders(const std::vector<std::pair<dip::Power, std::string>>& texts)
{
    std::vector<dip::OrderEntry> out;
    for (const auto& [power, text] : texts) {
        auto order = dip::parse_order(map(), text);
        REQUIRE(order.has_value());
        out.push_back({power, *order});
    }
    return out;
}

dip::GameState play(const dip::GameState& state, const std::vector<std::pair<dip::Power, std::string>>& texts)
{
    auto next = dip::step(map(), state, orders(texts));
    REQUIRE(next.has_value());
    return next->state;
}

bool has_unit(const dip::GameState& state, dip::Power power, const std::string& text)
{
    const auto unit = dip::parse_unit(map(), power, text);
    return unit && std::find(state.units.begin(), state.units.end(), *unit) != state.units.end();
}

} // namespace

TEST_CASE("diplomacy game: the 1901 position")
{
    const auto state = dip::initial_state(map());
    CHECK(state.phase == dip::Phase {1901, dip::Season::spring, dip::PhaseKind::movement});
    CHECK(state.units.size() == 22);
    CHECK(dip::centre_count(state, dip::Power::russia) == 4);
    CHECK(dip::centre_count(state, dip::Power::italy) == 3);
    CHECK(has_unit(state, dip::Power::russia, "F STP/SC"));
    CHECK_FALSE(state.winner.has_value());
}

TEST_CASE("diplomacy game: a year from Spring to the Winter builds")
{
    using P = dip::Power;
    auto state = dip::initial_state(map());
    state = play(state, {{P::germany, "A MUN - RUH"}, {P::germany, "F KIE - DEN"}, {P::germany, "A BER - KIE"}});
    CHECK(dip::phase_text(state.phase) == "F1901M");
    CHECK(dip::centre_count(state, P::germany) == 3); // no change before the end of Fall
    state = play(state, {{P::germany, "A RUH - HOL"}, {P::germany, "F DEN H"}, {P::germany, "A KIE - BER"}});
    CHECK(dip::phase_text(state.phase) == "W1901A");
    CHECK(dip::centre_count(state, P::germany) == 5);
    CHECK(dip::adjustment_delta(map(), state.units, state.owners, P::germany) == 2);
    state = play(state, {{P::germany, "F KIE B"}, {P::germany, "A MUN B"}, {P::germany, "A BER B"}});
    CHECK(dip::phase_text(state.phase) == "S1902M");
    CHECK(has_unit(state, P::germany, "F KIE"));
    CHECK(has_unit(state, P::germany, "A MUN"));
    CHECK(std::count_if(state.units.begin(), state.units.end(), [](const dip::Unit& u) {
        return u.power == P::germany;
    }) == 5);
}

TEST_CASE("diplomacy game: dislodgement leads to a retreat phase")
{
    using P = dip::Power;
    auto state = dip::initial_state(map());
    state.units = *dip::canonical_units(map(),
        {*dip::parse_unit(map(), P::austria, "A TYR"), *dip::parse_unit(map(), P::austria, "A TRI"),
            *dip::parse_unit(map(), P::italy, "A VEN")});
    state = play(state, {{P::austria, "A TYR - VEN"}, {P::austria, "A TRI S A TYR - VEN"}});
    CHECK(dip::phase_text(state.phase) == "S1901R");
    REQUIRE(state.dislodged.size() == 1);
    const auto options = dip::retreat_options(map(), state.units, state.dislodged.front(), state.contested);
    CHECK(options.size() == 4); // APU, PIE, ROM, TUS (not TYR: the attacker came from there)
    state = play(state, {{P::italy, "A VEN R PIE"}});
    CHECK(dip::phase_text(state.phase) == "F1901M");
    CHECK(has_unit(state, P::italy, "A PIE"));
}

TEST_CASE("diplomacy game: eighteen centres win and end the game")
{
    using P = dip::Power;
    auto state = dip::initial_state(map());
    state.phase = {1905, dip::Season::fall, dip::PhaseKind::movement};
    state.units = {*dip::parse_unit(map(), P::france, "A PAR")};
    int owned = 0;
    for (dip::ProvinceId centre : map().supply_centres()) {
        const auto& code = map().province(centre).code;
        state.owners[centre] = std::nullopt;
        if (code != "BUR" && code != "PAR" && owned < 17) {
            state.owners[centre] = P::france;
            ++owned;
        }
    }
    REQUIRE(dip::centre_count(state, P::france) == 17);
    state = play(state, {});
    CHECK(dip::centre_count(state, P::france) == 18);
    REQUIRE(state.winner == P::france);
    CHECK(dip::step(map(), state, {}).error().code == "diplomacy_deadman.game_over");
}

TEST_CASE("diplomacy game: the state survives JSON and a schema-1 save opens as a game starting there")
{
    using P = dip::Power;
    auto state = dip::initial_state(map(), {P::italy});
    state = play(state, {{P::austria, "A VIE - TYR"}, {P::germany, "A MUN - TYR"}});
    const auto json = dip::state_to_json(map(), state);
    const auto back = dip::state_from_json(map(), json);
    REQUIRE(back.has_value());
    CHECK(*back == state);
    // Schema 1 saved the position alone.
    const tablee::core::SaveSchema schema_1 {"diplomacy_deadman", 1, {}};
    const std::string text = tablee::core::write_save(schema_1, json, "0.1.0", "2026-01-01T00:00:00Z");
    const auto game = dip::Game::load(text);
    REQUIRE(game.has_value());
    CHECK(game->state().position == state);
    CHECK(game->options().dead_man_rule == dip::DeadManRule::chosen);
    CHECK(game->options().chosen_dead_men == dip::PowerSet {P::italy});
    CHECK(game->history().moves().empty());
}

TEST_CASE("diplomacy game: impossible states are refused")
{
    auto json = dip::state_to_json(map(), dip::initial_state(map()));
    SECTION("bad phase")
    {
        json["phase"] = "X1901M";
        CHECK(dip::state_from_json(map(), json).error().code == "diplomacy_deadman.bad_phase");
    }
    SECTION("two units in one province")
    {
        json["units"]["ITALY"].push_back("A PAR");
        CHECK(dip::state_from_json(map(), json).error().code == "diplomacy_deadman.two_units");
    }
    SECTION("a centre owned twice")
    {
        json["centres"]["ITALY"].push_back("PAR");
        CHECK(dip::state_from_json(map(), json).error().code == "diplomacy_deadman.bad_state");
    }
    SECTION("a unit that is not text names its path")
    {
        json["units"]["ITALY"].push_back(7);
        const auto state = dip::state_from_json(map(), json);
        REQUIRE_FALSE(state);
        CHECK(state.error().code == "json.bad_value");
        CHECK(state.error().args.at(0) == "state.units.ITALY[3]");
    }
    SECTION("an unknown power")
    {
        json["centres"].erase("TURKEY");
        json["centres"]["PRUSSIA"] = nlohmann::json::array();
        const auto state = dip::state_from_json(map(), json);
        REQUIRE_FALSE(state);
        CHECK(state.error().args == std::vector<std::string> {"state.centres.PRUSSIA", "choice", "PRUSSIA"});
    }
    SECTION("a dislodged unit without its attacker")
    {
        json["dislodged"] = {{{"power", "ITALY"}, {"unit", "A ROM"}}};
        const auto state = dip::state_from_json(map(), json);
        REQUIRE_FALSE(state);
        CHECK(state.error().args.at(0) == "state.dislodged[0].attacker_from");
    }
    SECTION("a fleet in Spain without its coast")
    {
        json["units"]["ITALY"].push_back("F SPA");
        CHECK(dip::state_from_json(map(), json).error().code == "diplomacy_deadman.bad_unit");
    }
}
