// SPDX-License-Identifier: GPL-3.0-or-later
// tablee-cli dominyam new|meals|score: the Dominyam engine behind JSON (docs/cli.md).

#include "cli/command.hpp"

#include "dominyam/engine/board.hpp"
#include "dominyam/engine/meals.hpp"
#include "dominyam/engine/scoring.hpp"
#include "dominyam/engine/serialization.hpp"

#include "core/json_reader.hpp"
#include "core/random.hpp"

#include <fmt/format.h>

#include <cstdint>
#include <limits>
#include <string>

namespace tablee::cli {

namespace {

namespace dy = tablee::dominyam;

const char* const usage_text = R"(Usage: tablee-cli dominyam <subcommand>

  new --seed S   print the board dealt by seed S (a whole number 0..2^64-1):
                 {"tiles": [{"cells": [[x,y],[x,y]], "halves": [a,b]}, ...]}
  meals          read {"tiles": [...], "turn": T, "dice": [d1,...,d5]} (the tiles still on the
                 board, in the form above) and print the turn's objective and every legal meal:
                 {"objective": O, "dead": false, "meals": [{"tiles": [i,j], "point_die": p, "pips": s}]}
  score          read {"tiles": [[a,b], ...]} (a player's eaten tiles) and print the best
                 end-of-game arrangement: {"total": N, "combinations": [...], "values": v}

Cells are [column 0..7, row 0..6], top-left [0,0]; halves[k] lies on cells[k]; 0 is the blank.
Refused input: JSON error on standard error, exit 1. Usage errors: exit 2.
)";

Answer new_board(std::span<const std::string> words)
{
    if (words.size() != 2 || words[0] != "--seed")
        return std::unexpected(usage_error("usage: tablee-cli dominyam new --seed S"));
    const auto seed = whole_number_word("--seed", words[1], std::numeric_limits<std::uint64_t>::max());
    if (!seed)
        return std::unexpected(seed.error());
    core::Random random(*seed);
    return dy::board_to_json(dy::Board::generate(random));
}

Answer meals(const nlohmann::json& input)
{
    const core::JsonReader reader(input);
    const core::JsonValue root = reader.root();
    const int turn = root["turn"].integer(1, dy::first_turn);
    dy::Dice dice {};
    const auto dice_json = root["dice"].items_exactly(dice.size());
    for (std::size_t k = 0; k < dice_json.size(); ++k)
        dice[k] = dice_json[k].integer(1, 6);
    const nlohmann::json& tiles = root["tiles"].json();
    if (!reader.ok())
        return std::unexpected(*reader.error());
    auto board = dy::board_from_json(tiles);
    if (!board)
        return std::unexpected(board.error());

    const auto options = dy::legal_meals(*board, turn, dice);
    if (options.objective.dead)
        return nlohmann::json {{"dead", true}, {"meals", nlohmann::json::array()}};
    auto list = nlohmann::json::array();
    for (const auto& meal : options.meals)
        list.push_back({{"tiles", {meal.first, meal.second}}, {"point_die", meal.point_die}, {"pips", meal.pips}});
    return nlohmann::json {{"objective", options.objective.value}, {"dead", false}, {"meals", std::move(list)}};
}

Answer score(const nlohmann::json& input)
{
    const core::JsonReader reader(input);
    std::vector<std::array<int, 2>> as_given;
    for (const auto& tile : reader.root()["tiles"].items(static_cast<std::size_t>(dy::tile_count))) {
        std::array<int, 2> halves {};
        const auto items = tile.items_exactly(halves.size());
        for (std::size_t k = 0; k < items.size(); ++k)
            halves[k] = items[k].integer(0, dy::max_pip);
        as_given.push_back(halves);
    }
    if (!reader.ok())
        return std::unexpected(*reader.error());
    std::vector<dy::Tile> tiles;
    dy::TileSet seen = 0;
    for (const auto& halves : as_given) {
        const auto domino = dy::Tile::of(halves[0], halves[1]);
        const auto bit = dy::TileSet {1} << domino.id();
        if (seen & bit)
            return core::fail("dominyam.duplicate_tile",
                fmt::format("the domino {} appears twice; a set has each domino once", domino.name()), {domino.name()});
        seen |= bit;
        tiles.push_back(domino);
    }
    const auto result = dy::score_tiles(tiles);
    auto combinations = nlohmann::json::array();
    for (const auto& combination : result.combinations) {
        auto members = nlohmann::json::array();
        for (std::size_t index : combination.tiles)
            members.push_back(as_given[index]);
        combinations.push_back(
            {{"kind", dy::kind_id(combination.kind)}, {"tiles", std::move(members)}, {"points", combination.points}});
    }
    return nlohmann::json {
        {"total", result.total}, {"combinations", std::move(combinations)}, {"values", result.values}};
}

} // namespace

Command dominyam_command()
{
    return {.name = "dominyam",
        .variant = "dominyam",
        .summary = "Dominyam: deal a board, list legal meals, score eaten tiles",
        .usage = usage_text,
        .subcommands = {{.name = "new", .from_words = new_board}, {.name = "meals", .from_input = meals},
            {.name = "score", .from_input = score}}};
}

} // namespace tablee::cli
