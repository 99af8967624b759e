// SPDX-License-Identifier: GPL-3.0-or-later
// tablee-cli dominyam new|meals|score|computer|solo: the Dominyam engine behind JSON (docs/cli.md).

#include "cli/command.hpp"

#include "dominyam/engine/advisor.hpp"
#include "dominyam/engine/board.hpp"
#include "dominyam/engine/meals.hpp"
#include "dominyam/engine/scoring.hpp"
#include "dominyam/engine/serialization.hpp"

#include "core/json_reader.hpp"
#include "core/overloaded.hpp"
#include "core/random.hpp"
#include "core/save.hpp"

#include <fmt/format.h>

#include <cassert>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <variant>

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
  computer [--level L]
                 read a saved game (a .tablee file, or {"game": GAME, "level": L}) and print
                 what the computer player of level L does with the dice and rolls left:
                 {"move": MOVE, "expected_points": x}; MOVE is {"type": "roll"},
                 {"type": "reroll", "hold": [5 booleans: the dice kept]}, {"type": "eat",
                 "tiles": [i,j], "point_die": p} or {"type": "pass"}
  solo --seed S [--level L]
                 play the solo game of seed S as the window deals it (board and dice), the
                 computer player of level L choosing, and print every throw, every choice and
                 the final score: {"score": N, "turns": [...], "game": GAME, ...}

Levels: "normal" (weighs this turn; the window's advice) and "strong" (also looks four turns
ahead, every way they may go). GAME is the "game" object of a save.

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

constexpr std::size_t max_level_length = 16; // the longest word read as a level

// A saved game given whole (the envelope of a .tablee file: older schemas are migrated) or as
// {"game": GAME}.
core::Expected<dy::Game> read_game(const nlohmann::json& input)
{
    if (input.is_object() && input.contains("format")) {
        auto envelope = core::read_save(input.dump(), std::span(&dy::Rules::save_schema(), 1));
        if (!envelope)
            return std::unexpected(std::move(envelope.error()));
        return dy::Game::from_json(envelope->game);
    }
    if (!input.is_object() || !input.contains("game"))
        return core::fail("json.bad_value", "game: expected a saved game", {"game", "object"});
    return dy::Game::from_json(input["game"]);
}

double rounded(double value)
{
    return std::round(value * 1000.0) / 1000.0;
}

Answer computer(const nlohmann::json& input)
{
    auto game = read_game(input);
    if (!game)
        return std::unexpected(std::move(game.error()));
    const core::JsonReader reader(input);
    const auto level_json = reader.root().find("level");
    const dy::Level level = level_json
        ? level_json->parsed(max_level_length, [](const std::string& word) { return dy::level_from_id(word); })
        : dy::Level::normal;
    if (!reader.ok())
        return std::unexpected(*reader.error());
    const dy::State& state = game->state();
    if (state.over())
        return core::fail("dominyam.game_over", "the game is over");
    if (state.dice_thrown())
        return core::fail("dominyam.dice_thrown", "the dice are thrown: their faces come first");
    const dy::Advice advice = dy::ComputerPlayer(level).advise(state);
    return nlohmann::json {
        {"move", dy::Rules::move_to_json(dy::move_of(advice))}, {"expected_points", rounded(advice.expected_value)}};
}

// The turns of a finished game as its throws and choices: each throw's dice and those held
// through it, then the meal or the pass that ended the turn.
nlohmann::json turns_of(const dy::Game& game)
{
    auto turns = nlohmann::json::array();
    dy::State state = game.initial_state();
    auto throws = nlohmann::json::array();
    dy::HoldMask held {};
    for (const dy::Move& move : game.history().applied()) {
        if (const auto* reroll = std::get_if<dy::RerollMove>(&move))
            held = reroll->hold;
        else if (std::holds_alternative<dy::RollMove>(move))
            held = {};
        [[maybe_unused]] const auto applied = dy::apply_in_place(state, move);
        assert(applied); // the game's own moves
        if (std::holds_alternative<dy::DiceMove>(move)) {
            throws.push_back({{"dice", state.dice()}, {"held", held}});
            continue;
        }
        if (!std::holds_alternative<dy::EatMove>(move) && !std::holds_alternative<dy::PassMove>(move))
            continue;
        const dy::TurnRecord& record = state.log().back();
        nlohmann::json meal = nullptr;
        if (record.meal)
            meal = {{"tiles", {record.meal->first, record.meal->second}}, {"point_die", record.meal->point_die},
                {"pips", record.meal->pips}};
        turns.push_back({{"turn", record.turn}, {"objective", record.objective.value}, {"throws", std::move(throws)},
            {"meal", std::move(meal)}, {"points", record.points}});
        throws = nlohmann::json::array();
    }
    return turns;
}

Answer solo(std::span<const std::string> words)
{
    const auto usage = [] { return usage_error("usage: tablee-cli dominyam solo --seed S [--level L]"); };
    std::optional<std::uint64_t> seed;
    dy::Level level = dy::Level::normal;
    for (std::size_t k = 0; k < words.size(); k += 2) {
        if (k + 1 >= words.size())
            return std::unexpected(usage());
        if (words[k] == "--seed") {
            const auto number = whole_number_word("--seed", words[k + 1], std::numeric_limits<std::uint64_t>::max());
            if (!number)
                return std::unexpected(number.error());
            seed = *number;
        } else if (words[k] == "--level") {
            const auto named = dy::level_from_id(words[k + 1]);
            if (!named)
                return std::unexpected(
                    usage_error(fmt::format("--level takes \"normal\" or \"strong\", not \"{}\"", words[k + 1])));
            level = *named;
        } else {
            return std::unexpected(usage());
        }
    }
    if (!seed)
        return std::unexpected(usage());
    dy::Options options;
    options.seats = {{"Solo", true}};
    options.seed = *seed;
    auto game = dy::Game::create(options);
    if (!game)
        return std::unexpected(std::move(game.error()));
    dy::ComputerPlayer player(level);
    while (!game->state().over()) {
        [[maybe_unused]] const auto played = game->play(dy::next_computer_move(*game, player));
        assert(played); // the computer and the table only make legal moves
    }
    const dy::PlayerResult result = dy::results(game->state()).players.front();
    const auto end = [&] {
        switch (game->state().end_reason()) {
        case dy::EndReason::dead_board:
            return "dead_board";
        case dy::EndReason::all_eaten:
            return "all_eaten";
        case dy::EndReason::turns_done:
        case dy::EndReason::none:
            break;
        }
        return "turns_done";
    }();
    return nlohmann::json {{"seed", std::to_string(*seed)}, {"level", dy::level_id(level)}, {"score", result.total},
        {"meal_points", result.meal_points}, {"end_game", result.end_game.total}, {"tiles_left", result.penalty},
        {"end", end}, {"turns", turns_of(*game)}, {"game", game->to_json()}};
}

} // namespace

Command dominyam_command()
{
    return {.name = "dominyam",
        .variant = "dominyam",
        .summary = "Dominyam: deal a board, list legal meals, score eaten tiles, the computer's choice, a solo game",
        .usage = usage_text,
        .subcommands = {{.name = "new", .from_words = new_board}, {.name = "meals", .from_input = meals},
            {.name = "score", .from_input = score},
            {.name = "computer", .from_input = computer, .input_options = {"level"}},
            {.name = "solo", .from_words = solo}}};
}

} // namespace tablee::cli
