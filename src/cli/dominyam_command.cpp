// tablee-cli dominyam new|meals|score: the Dominyam engine behind JSON (docs/cli.md).

#include "cli/command.hpp"

#include "dominyam/engine/board.hpp"
#include "dominyam/engine/meals.hpp"
#include "dominyam/engine/scoring.hpp"
#include "dominyam/engine/serialization.hpp"

#include "core/random.hpp"

#include <fmt/format.h>

#include <charconv>
#include <cstdint>
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

std::unexpected<core::Error> bad_input(const std::string& what, const std::string& message)
{
    return core::fail("dominyam.bad_input", message, {what});
}

int run_new(Invocation& invocation)
{
    const auto& args = invocation.args;
    if (args.size() != 3 || args[1] != "--seed")
        return report_usage(invocation.err, "usage: tablee-cli dominyam new --seed S");
    const std::string& text = args[2];
    std::uint64_t seed = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (text.empty() || error != std::errc {} || end != text.data() + text.size())
        return report_usage(invocation.err,
            fmt::format("--seed takes a whole number from 0 to 18446744073709551615, not \"{}\"", text));
    core::Random random(seed);
    print_json(invocation.out, dy::board_to_json(dy::Board::generate(random)));
    return exit_ok;
}

core::Expected<nlohmann::json> read_object(std::istream& in)
{
    auto json = read_json_input(in);
    if (!json)
        return json;
    if (!json->is_object())
        return bad_input("input", "the input must be a JSON object");
    return json;
}

core::Expected<nlohmann::json> meals(std::istream& in)
{
    auto json = read_object(in);
    if (!json)
        return json;
    const auto tiles = json->find("tiles");
    if (tiles == json->end())
        return bad_input("tiles", "\"tiles\" is missing: give the tiles still on the board");
    auto board = dy::board_from_json(*tiles);
    if (!board)
        return std::unexpected(board.error());

    const auto turn_json = json->find("turn");
    if (turn_json == json->end() || !turn_json->is_number_integer())
        return bad_input("turn", "\"turn\" must be a whole number from 1 to 14");
    const bool turn_in_range = turn_json->is_number_unsigned()
        ? turn_json->get<std::uint64_t>() >= 1 && turn_json->get<std::uint64_t>() <= dy::first_turn
        : turn_json->get<std::int64_t>() >= 1 && turn_json->get<std::int64_t>() <= dy::first_turn;
    if (!turn_in_range)
        return core::fail("dominyam.bad_turn",
            fmt::format("the turn is {}; turns go from 14 down to 1", turn_json->dump()), {turn_json->dump()});
    const int turn = static_cast<int>(turn_json->get<std::int64_t>());

    const auto dice_json = json->find("dice");
    if (dice_json == json->end() || !dice_json->is_array())
        return bad_input("dice", "\"dice\" must be an array of five dice");
    if (dice_json->size() != static_cast<std::size_t>(dy::dice_count))
        return core::fail("dominyam.bad_dice_count", fmt::format("give exactly 5 dice, not {}", dice_json->size()),
            {std::to_string(dice_json->size())});
    dy::Dice dice {};
    for (std::size_t k = 0; k < dice.size(); ++k) {
        const auto& die = (*dice_json)[k];
        const bool ok = die.is_number_integer()
            && (die.is_number_unsigned() ? die.get<std::uint64_t>() >= 1 && die.get<std::uint64_t>() <= 6
                                         : die.get<std::int64_t>() >= 1 && die.get<std::int64_t>() <= 6);
        if (!ok)
            return core::fail("dominyam.bad_die", fmt::format("a die shows 1 to 6, not {}", die.dump()), {die.dump()});
        dice[k] = static_cast<int>(die.get<std::int64_t>());
    }

    const auto options = dy::legal_meals(*board, turn, dice);
    nlohmann::json out;
    if (options.objective.dead) {
        out = {{"dead", true}, {"meals", nlohmann::json::array()}};
        return out;
    }
    auto list = nlohmann::json::array();
    for (const auto& meal : options.meals)
        list.push_back({{"tiles", {meal.first, meal.second}}, {"point_die", meal.point_die}, {"pips", meal.pips}});
    out = {{"objective", options.objective.value}, {"dead", false}, {"meals", std::move(list)}};
    return out;
}

core::Expected<nlohmann::json> score(std::istream& in)
{
    auto json = read_object(in);
    if (!json)
        return json;
    const auto tiles_json = json->find("tiles");
    if (tiles_json == json->end() || !tiles_json->is_array())
        return bad_input("tiles", "\"tiles\" must be an array of tiles like [3, 5]");
    if (tiles_json->size() > static_cast<std::size_t>(dy::tile_count))
        return core::fail("dominyam.too_many_tiles",
            fmt::format("a set has {} tiles, not {}", dy::tile_count, tiles_json->size()),
            {std::to_string(tiles_json->size())});
    std::vector<dy::Tile> tiles;
    std::vector<std::array<int, 2>> as_given;
    dy::TileSet seen = 0;
    for (std::size_t i = 0; i < tiles_json->size(); ++i) {
        const auto& tile = (*tiles_json)[i];
        if (!tile.is_array() || tile.size() != 2)
            return bad_input(fmt::format("tiles[{}]", i), fmt::format("tiles[{}] must be a pair like [3, 5]", i));
        std::array<int, 2> halves {};
        for (std::size_t k = 0; k < 2; ++k) {
            const auto& half = tile[k];
            const bool ok = half.is_number_integer()
                && (half.is_number_unsigned() ? half.get<std::uint64_t>() <= 6
                                              : half.get<std::int64_t>() >= 0 && half.get<std::int64_t>() <= 6);
            if (!ok)
                return core::fail("dominyam.bad_half",
                    fmt::format("tiles[{}] has a half of {}; halves go from 0 (blank) to 6", i, half.dump()),
                    {std::to_string(i), half.dump()});
            halves[k] = static_cast<int>(half.get<std::int64_t>());
        }
        const auto domino = dy::Tile::of(halves[0], halves[1]);
        const auto bit = dy::TileSet {1} << domino.id();
        if (seen & bit)
            return core::fail("dominyam.duplicate_tile",
                fmt::format("the domino {} appears twice; a set has each domino once", domino.name()), {domino.name()});
        seen |= bit;
        tiles.push_back(domino);
        as_given.push_back(halves);
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

int run(Invocation& invocation)
{
    const auto& args = invocation.args;
    if (args.empty())
        return report_usage(invocation.err, "usage: tablee-cli dominyam new|meals|score (see --help)");
    const std::string& sub = args[0];
    if (sub == "new")
        return run_new(invocation);
    if (sub != "meals" && sub != "score")
        return report_usage(invocation.err, fmt::format("unknown subcommand \"{}\"; try new, meals or score", sub));
    if (args.size() > 1)
        return report_usage(invocation.err, fmt::format("unknown option \"{}\" for dominyam {}", args[1], sub));
    const auto result = sub == "meals" ? meals(invocation.in) : score(invocation.in);
    if (!result)
        return report_error(invocation.err, result.error());
    print_json(invocation.out, *result);
    return exit_ok;
}

} // namespace

Command dominyam_command()
{
    return {"dominyam", "Dominyam: deal a board, list legal meals, score eaten tiles", usage_text, run};
}

} // namespace tablee::cli
