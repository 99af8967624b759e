// SPDX-License-Identifier: GPL-3.0-or-later
// Real save files written by Tablée (tests/data/saves/fiefs_variant), loaded as a user's would
// be: a change made the same way to writing and reading cannot hide from these.

#include "saved_file.hpp"

#include "fiefs_variant/engine/rules.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <variant>
#include <vector>

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
    // 92 moves, three of which rolled the die: schema 3 writes each die after its move.
    CHECK(game->history().cursor() == 95);
    CHECK(std::ranges::count_if(game->history().applied(), fv::rolls_die) == 3);
    CHECK(std::ranges::count_if(game->history().applied(), [](const fv::Move& move) {
        return std::holds_alternative<fv::RollDie>(move);
    }) == 3);
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

TEST_CASE("a schema-2 Fiefs save opens with the dice it rolled, each now a move after its own", "[save][saved_files]")
{
    // Written by Tablée before the die became chance's move: Anne (a person) tried her luck seven
    // times (three special incomes, the first a 6 and its free knight, and four alliances that
    // all failed); the last two moves undone.
    const auto game = fv::Game::load(saved_file("fiefs_variant/schema-2/dice_rolled_round_15.tablee"));
    REQUIRE(game);
    CHECK(game->options().seed == 7);
    CHECK(game->options().settings.income_per_mine_kind);
    const auto& moves = game->history().moves();
    CHECK(moves.size() == 58 + 7);
    CHECK(game->history().cursor() == 56 + 7);
    // Every rolling move is followed by its die, and the first special income's was the 6 that
    // brought the free knight placed after it.
    for (std::size_t i = 0; i < moves.size(); ++i)
        if (fv::rolls_die(moves[i])) {
            REQUIRE(i + 1 < moves.size());
            CHECK(std::holds_alternative<fv::RollDie>(moves[i + 1]));
        }
    CHECK(moves[18] == fv::Move(fv::SpecialIncome {}));
    CHECK(moves[19] == fv::Move(fv::RollDie {6}));
    CHECK(std::holds_alternative<fv::PlaceFreeKnight>(moves[20]));
    // The position reached is the one the old engine reached (ducats, scores, round), so every
    // die is the one it drew.
    const auto& state = game->state();
    CHECK(state.round == 15);
    CHECK(state.position.players[0].ducats == 1);
    CHECK(state.position.players[1].ducats == 5);
    CHECK(state.position.players[2].ducats == 1);
    CHECK(state.position.alliances.empty());
    CHECK(fv::current_scores(state) == std::vector<int> {17, 17, 6});
    // Saved again, it is schema 3 and opens as it was.
    const auto again = fv::Game::load(game->save("test", "2026-11-26T00:00:00Z"));
    REQUIRE(again);
    CHECK(again->history().moves() == moves);
    CHECK(again->state() == state);
}
