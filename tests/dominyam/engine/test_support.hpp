// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the Dominyam engine tests.

#include "dominyam/engine/advisor.hpp"
#include "dominyam/engine/board.hpp"
#include "dominyam/engine/game.hpp"

#include "core/game.hpp"
#include "core/random.hpp"

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace dominyam_test {

inline std::string data_path(const std::string& name)
{
    return std::string(TABLEE_TEST_DATA_DIR) + "/dominyam/" + name;
}

inline std::string read_text(const std::string& path)
{
    std::ifstream file(path);
    if (!file)
        throw std::runtime_error("cannot open " + path);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

inline nlohmann::json read_data(const std::string& name)
{
    return nlohmann::json::parse(read_text(data_path(name)));
}

// A board from the compact test form: each tile [x1, y1, x2, y2, half1, half2].
inline tablee::dominyam::Board compact_board(const nlohmann::json& tiles)
{
    std::vector<tablee::dominyam::PlacedTile> placed;
    for (const auto& t : tiles)
        placed.push_back({{tablee::dominyam::Cell {t[0].get<int>(), t[1].get<int>()},
                              tablee::dominyam::Cell {t[2].get<int>(), t[3].get<int>()}},
            {t[4].get<int>(), t[5].get<int>()}});
    auto board = tablee::dominyam::Board::create(std::move(placed));
    if (!board)
        throw std::runtime_error("bad test board: " + board.error().message);
    return *board;
}

inline tablee::dominyam::Options players(std::size_t count, std::uint64_t seed, bool mental = false)
{
    tablee::dominyam::Options options;
    for (std::size_t i = 0; i < count; ++i)
        options.seats.push_back({"P" + std::to_string(i + 1), true});
    options.seed = seed;
    options.mental_arithmetic = mental;
    return options;
}

inline tablee::dominyam::State start(std::size_t count, std::uint64_t seed, bool mental = false)
{
    auto state = tablee::dominyam::State::start(players(count, seed, mental));
    if (!state)
        throw std::runtime_error(state.error().message);
    return *state;
}

// `state` with its thrown dice landed, if any: chance's outcome drawn from a generator of the
// test's own, seeded from the game's seed and how far it went, so that a test sees the same dice
// on every run.
inline tablee::dominyam::State landed(tablee::dominyam::State state)
{
    tablee::core::Random dice(
        state.options().seed * 31 + state.log().size() * 7 + static_cast<std::uint64_t>(state.rolls_made()));
    tablee::core::play_chance<tablee::dominyam::Rules>(state, dice);
    return state;
}

} // namespace dominyam_test
