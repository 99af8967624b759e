// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the Dominion campaign engine tests.

#include "dominion_campaign/engine/campaign.hpp"
#include "dominion_campaign/engine/cards.hpp"

#include <catch2/catch.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace tablee::dominion_campaign::test {

inline State started(const Options& options)
{
    auto state = State::start(options);
    REQUIRE(state);
    return *state;
}

// Applies a move that must be accepted, then the draw it starts (if any), from the seed.
inline void play(State& state, const Move& move)
{
    auto applied = apply_in_place(state, move);
    INFO(std::string(move_name(move)) << ": " << (applied ? std::string() : applied.error().message));
    REQUIRE(applied);
    core::Random random(state.options().seed);
    core::play_chance<Rules>(state, random);
}

// The error code of a move that must be refused, checking that the state did not change.
inline std::string refusal(const State& state, const Move& move)
{
    State copy = state;
    auto applied = apply_in_place(copy, move);
    REQUIRE_FALSE(applied);
    CHECK(copy == state);
    return applied.error().code;
}

inline Options three_players(std::uint64_t seed = 1)
{
    Options options;
    options.players = {"Alex", "Bob", "Chris"};
    options.seed = seed;
    return options;
}

// A catalog of `count` made-up kingdom cards in one set "big" (plus the real basic cards), for
// pools larger than the base game.
inline std::shared_ptr<const Catalog> big_catalog(int count)
{
    auto json = nlohmann::json::parse(standard_catalog_json());
    json["sets"] = nlohmann::json::array({{{"id", "big"}, {"en", "Big"}, {"fr", "Grand"}}});
    auto kingdom = nlohmann::json::array();
    for (int i = 0; i < count; ++i)
        kingdom.push_back({{"id", fmt::format("card_{}", i)}, {"en", fmt::format("Card {}", i)},
            {"fr", fmt::format("Carte {}", i)}, {"cost", 2 + i % 5}, {"types", {"action"}}, {"sets", {"big"}}});
    json["kingdom"] = kingdom;
    auto catalog = load_catalog(json.dump());
    REQUIRE(catalog);
    return std::make_shared<const Catalog>(*catalog);
}

// Plays the current round to its end with the given scores: every player keeps the first card
// they may keep, every chooser eliminates the first cards they may. Precondition: phase playing.
inline void play_round(State& state, const std::vector<int>& scores)
{
    play(state, EnterScores {scores});
    if (state.over())
        return;
    for (std::size_t p = 0; p < state.player_count(); ++p) {
        const auto options = legal_keeps(state, p);
        const auto first = std::ranges::find_if(options, [](const KeepOption& option) { return !option.refusal; });
        REQUIRE(first != options.end());
        play(state, Keep {p, first->card});
    }
    while (const auto turn = current_chooser(state))
        play(state, Eliminate {turn->chooser, eliminable_cards(state).front()});
}

} // namespace tablee::dominion_campaign::test
