// SPDX-License-Identifier: GPL-3.0-or-later
// The game record as JSON (record.hpp): one entry per phase played, as the command line's "step"
// answers it, ending on the game's position.

#include "diplomacy_deadman/engine/record.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

namespace dip = tablee::diplomacy_deadman;
using P = dip::Power;

TEST_CASE("diplomacy record: every phase with its orders, tally, results and the position after", "[record]")
{
    dip::Options options;
    options.dead_man_rule = dip::DeadManRule::chosen;
    options.chosen_dead_men = {P::italy};
    options.players[static_cast<std::size_t>(P::france)] = "Ana";
    auto game = dip::Game::create(options).value();
    dip::PhaseOrders spring;
    spring.orders[static_cast<std::size_t>(P::france)] = {"A PAR - BUR", "A MAR to the moon"};
    spring.proposals[static_cast<std::size_t>(P::france)] = {"A VEN - TYR"};
    REQUIRE(game.play(spring));
    REQUIRE(game.play(dip::PhaseOrders {}));
    REQUIRE(game.play(dip::AgreeDraw {}));

    const auto record = dip::game_record_json(game);
    CHECK(record["format"] == "tablee-diplomacy-record");
    CHECK(record["options"]["players"]["FRANCE"] == "Ana");
    REQUIRE(record["phases"].size() == 2);
    const auto& first = record["phases"][0];
    CHECK(first["phase"] == "S1901M");
    CHECK(first["orders"]["FRANCE"] == nlohmann::json {"A PAR - BUR", "A MAR to the moon"});
    CHECK(first["dead_man"]["dead_man"] == "ITALY");
    CHECK(first["dead_man"]["orders"] == nlohmann::json {"A VEN - TYR"});
    const auto& french = first["results"]["FRANCE"];
    const auto result_of = [&](const std::string& order) {
        const auto found = std::ranges::find_if(french, [&](const auto& r) { return r["order"] == order; });
        REQUIRE(found != french.end());
        return (*found)["result"].get<std::string>();
    };
    CHECK(result_of("A PAR - BUR") == "moved");
    CHECK(result_of("A MAR to the moon") == "void"); // unreadable: the unit holds
    CHECK(std::ranges::any_of(first["results"]["ITALY"],
        [](const auto& r) { return r["order"] == "A VEN - TYR" && r["result"] == "moved"; }));
    CHECK(first["after"]["ITALY"].size() == 3);
    CHECK(record["phases"][1]["phase"] == "F1901M");
    CHECK(dip::state_from_json(dip::standard_map(), record["phases"][1]["state"]).value() == game.state().position);
    CHECK(record["result"]["draw"] == true);
    CHECK(record["result"]["winner"].is_null());
}
