// SPDX-License-Identifier: GPL-3.0-or-later
// Real save files written by Tablée (tests/data/saves/fiefs_variant), loaded as a user's would
// be: a change made the same way to writing and reading cannot hide from these.

#include "saved_file.hpp"

#include "fiefs_variant/engine/rules.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <variant>

namespace fv = tablee::fiefs_variant;

TEST_CASE("a schema-1 Fiefs save opens: three players, a wide alliance made, turns after it", "[save][saved_files]")
{
    const auto game = fv::Game::load(saved_file("fiefs_variant/schema-1/wide_alliance_round_27.tablee"));
    REQUIRE(game);
    const auto& players = game->options().players;
    REQUIRE(players.size() == 3);
    CHECK(players[0].name == "Anne");
    CHECK(players[0].control == fv::Control::human);
    CHECK(players[1].name == "Aliénor");
    CHECK(game->options().seed == 1);
    CHECK(game->options().settings.alliance_with_several);
    CHECK(game->history().cursor() == 92);
    CHECK(game->state().step != fv::Step::over);
    CHECK(game->state().round == 27);
    // Its alliance, read under the rule it was made by (schema 1: a marker could be on a castle).
    const auto& moves = game->history().moves();
    const auto alliance = std::ranges::find_if(
        moves, [](const fv::Move& move) { return std::holds_alternative<fv::AttemptAlliance>(move); });
    REQUIRE(alliance != moves.end());
    CHECK(std::get<fv::AttemptAlliance>(*alliance).partners.size() == 2);
    CHECK(std::get<fv::AttemptAlliance>(*alliance).marker_on_castle_allowed);
    CHECK(game->state().position.alliances.size() == 2);
}
