// SPDX-License-Identifier: GPL-3.0-or-later
// Real save files written by Tablée (tests/data/saves/diplomacy_deadman), loaded as a user's
// would be: a change made the same way to writing and reading cannot hide from these.

#include "saved_file.hpp"

#include "diplomacy_deadman/engine/rules.hpp"

#include <catch2/catch.hpp>

#include <string>

namespace dip = tablee::diplomacy_deadman;

TEST_CASE("a schema-1 Diplomacy save (a state snapshot) opens as a game in Fall 1901", "[save][saved_files]")
{
    const auto game = dip::Game::load(saved_file("diplomacy_deadman/schema-1/fall_1901_italy_dead.tablee"));
    REQUIRE(game);
    CHECK(game->history().moves().empty());
    const dip::GameState* state = &game->state().position;
    CHECK(dip::phase_text(state->phase) == "F1901M");
    CHECK(state->dead_men == dip::PowerSet {dip::Power::italy});
    CHECK(state->units.size() == 22);
    CHECK_FALSE(state->winner);
}

TEST_CASE("a schema-2 Diplomacy save holds the whole game: every phase replays", "[save][saved_files]")
{
    auto game = dip::Game::load(saved_file("diplomacy_deadman/schema-2/winter_1901_italy_dead.tablee"));
    REQUIRE(game);
    CHECK(game->options().players[static_cast<std::size_t>(dip::Power::france)] == "Chloé");
    CHECK(game->history().moves().size() == 3);
    CHECK(game->history().cursor() == 2); // the Winter builds were undone
    const dip::GameState& winter = game->state().position;
    CHECK(dip::phase_text(winter.phase) == "W1901A");
    // The dead man's army went to Tyrolia in Spring, then to Vienna by two votes to one.
    CHECK(winter.owners[*dip::standard_map().find_province("VIE")] == dip::Power::italy);
    CHECK(dip::centre_count(winter, dip::Power::france) == 5);
    game->redo();
    CHECK(dip::phase_text(game->state().position.phase) == "S1902M");
}

TEST_CASE("a schema-3 Diplomacy save keeps the hand-ins of a phase being written", "[save][saved_files]")
{
    // Written by the window's autosave, killed with two powers handed in (Eve and Chloé).
    auto game = dip::Game::load(saved_file("diplomacy_deadman/schema-3/spring_1901_two_hand_ins.tablee"));
    REQUIRE(game);
    const dip::State& state = game->state();
    CHECK(dip::phase_text(state.position.phase) == "S1901M");
    CHECK(dip::has_handed_in(state, dip::Power::austria));
    CHECK(dip::has_handed_in(state, dip::Power::england));
    CHECK(dip::writers_left(state).size() == 4);
    CHECK(state.handed_in[static_cast<std::size_t>(dip::Power::austria)]->proposals
        == std::vector<std::string> {"A VEN - TYR"});
    // The powers were drawn for the six people with the game number.
    CHECK(game->options().players[static_cast<std::size_t>(dip::Power::france)] == "Anne");
    CHECK(state.position.dead_men == dip::PowerSet {dip::Power::italy});
}

TEST_CASE("a schema-3 Diplomacy save with orders begun opens as the game it holds", "[save][saved_files]")
{
    // Written by the window's autosave, killed while Ana (England) had two orders written and not
    // handed in: they are the window's, beside the moves, and the game is the moves alone.
    auto game = dip::Game::load(saved_file("diplomacy_deadman/schema-3/spring_1901_orders_begun.tablee"));
    REQUIRE(game);
    const dip::State& state = game->state();
    CHECK(dip::phase_text(state.position.phase) == "S1901M");
    CHECK(game->history().moves().size() == 4); // the four computers' hand-ins
    CHECK_FALSE(dip::has_handed_in(state, dip::Power::england));
    CHECK(dip::writers_left(state) == std::vector {dip::Power::england, dip::Power::france});
    CHECK(game->options().players[static_cast<std::size_t>(dip::Power::england)] == "Ana");
}
