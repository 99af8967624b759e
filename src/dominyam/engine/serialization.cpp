// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/engine/serialization.hpp"

#include "core/dice.hpp"
#include "core/game.hpp"
#include "core/json_reader.hpp"
#include "core/overloaded.hpp"
#include "core/random.hpp"
#include "core/save.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <variant>
#include <vector>

namespace tablee::dominyam {

namespace {

constexpr std::size_t max_type_length = 32;

// Any JSON whole number, clamped to int: the board's and the dominoes' ranges are rules, which
// Board::create checks with its own errors, and a number beyond int is as far off the board
// (or as far from a domino's half) as int's limit.
int clamped_int(const core::JsonValue& value)
{
    const auto number
        = value.integer(std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max());
    return static_cast<int>(
        std::clamp<std::int64_t>(number, std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
}

PlacedTile read_tile(const core::JsonValue& tile)
{
    PlacedTile placed;
    const auto cells = tile["cells"].items_exactly(2);
    for (std::size_t k = 0; k < cells.size(); ++k) {
        const auto xy = cells[k].items_exactly(2);
        if (xy.size() == 2)
            placed.cells[k] = Cell {clamped_int(xy[0]), clamped_int(xy[1])};
    }
    const auto halves = tile["halves"].items_exactly(2);
    for (std::size_t k = 0; k < halves.size(); ++k)
        placed.halves[k] = clamped_int(halves[k]);
    return placed;
}

} // namespace

Move Rules::read_move(const core::JsonValue& json)
{
    const std::string type = json["type"].string(max_type_length);
    if (type == "roll")
        return RollMove {};
    if (type == "pass")
        return PassMove {};
    if (type == "reroll") {
        RerollMove reroll;
        const auto hold = json["hold"].items_exactly(dice_count);
        for (std::size_t k = 0; k < hold.size(); ++k)
            reroll.hold[k] = hold[k].boolean();
        return reroll;
    }
    if (type == "dice") {
        DiceMove landing;
        const auto dice = json["dice"].items_exactly(dice_count);
        for (std::size_t k = 0; k < dice.size(); ++k)
            landing.dice[k] = dice[k].integer(1, max_pip);
        return landing;
    }
    if (type == "eat") {
        EatMove eat;
        const auto tiles = json["tiles"].items_exactly(2);
        if (tiles.size() == 2) {
            eat.first = tiles[0].integer<std::size_t>(0, tile_count - 1);
            eat.second = tiles[1].integer<std::size_t>(0, tile_count - 1);
        }
        eat.point_die = json["point_die"].integer(1, max_pip);
        return eat;
    }
    if (json.reader().ok())
        json.reader().fail_at(
            json["type"].path(), "roll, reroll, dice, eat or pass, not \"" + type + "\"", {"choice", type});
    return PassMove {};
}

namespace {
constexpr std::size_t max_level_length = 16; // the longest word a level is read as
} // namespace

Options Rules::read_options(const core::JsonValue& json)
{
    Options options;
    for (const auto& seat : json["seats"].items(max_players))
        options.seats.push_back({seat["name"].string(core::max_name_length), seat["computer"].boolean()});
    options.mental_arithmetic = json["mental_arithmetic"].boolean();
    // Optional: saves made before practice games were ranked games.
    if (const auto practice = json.find("practice"))
        options.practice = practice->boolean();
    options.seed = json["seed"].decimal_u64();
    // Optional: saves made before the strong level have every computer seat normal.
    if (const auto levels = json.find("levels")) {
        for (const auto& item : levels->items(max_players))
            options.levels.push_back(
                item.parsed(max_level_length, [](const std::string& word) { return level_from_id(word); }));
    }
    return options;
}

nlohmann::json board_to_json(const Board& board, bool present_only)
{
    auto tiles = nlohmann::json::array();
    for (std::size_t i = 0; i < board.size(); ++i) {
        if (present_only && !board.is_present(i))
            continue;
        const auto& placed = board.tile(i);
        tiles.push_back({{"cells", {{placed.cells[0].x, placed.cells[0].y}, {placed.cells[1].x, placed.cells[1].y}}},
            {"halves", {placed.halves[0], placed.halves[1]}}});
    }
    return {{"tiles", std::move(tiles)}};
}

core::Expected<Board> board_from_json(const nlohmann::json& tiles)
{
    if (tiles.is_array() && tiles.size() > static_cast<std::size_t>(tile_count))
        return core::fail("dominyam.too_many_tiles",
            fmt::format("a board holds at most {} tiles, not {}", tile_count, tiles.size()),
            {std::to_string(tiles.size())});
    auto read = core::read_json(tiles, "tiles", [](const core::JsonValue& root) {
        std::vector<PlacedTile> placed;
        for (const auto& tile : root.items(static_cast<std::size_t>(tile_count)))
            placed.push_back(read_tile(tile));
        return placed;
    });
    if (!read)
        return std::unexpected(read.error());
    return Board::create(std::move(*read));
}

nlohmann::json Rules::move_to_json(const Move& move)
{
    return std::visit(
        core::Overloaded {
            [](const RollMove&) -> nlohmann::json {
                return {{"type", "roll"}};
            },
            [](const RerollMove& reroll) -> nlohmann::json {
                return {{"type", "reroll"}, {"hold", reroll.hold}};
            },
            [](const EatMove& eat) -> nlohmann::json {
                return {{"type", "eat"}, {"tiles", {eat.first, eat.second}}, {"point_die", eat.point_die}};
            },
            [](const PassMove&) -> nlohmann::json {
                return {{"type", "pass"}};
            },
            [](const DiceMove& landing) -> nlohmann::json {
                return {{"type", "dice"}, {"dice", landing.dice}};
            },
        },
        move);
}

nlohmann::json Rules::options_to_json(const Options& options)
{
    auto seats = nlohmann::json::array();
    for (const auto& seat : options.seats)
        seats.push_back({{"name", seat.name}, {"computer", seat.computer}});
    nlohmann::json json {{"seats", std::move(seats)}, {"mental_arithmetic", options.mental_arithmetic},
        {"seed", std::to_string(options.seed)}};
    if (options.practice)
        json["practice"] = true;
    if (!options.levels.empty()) {
        auto levels = nlohmann::json::array();
        for (const Level level : options.levels)
            levels.push_back(level_id(level));
        json["levels"] = std::move(levels);
    }
    return json;
}

namespace {

// Schema 1 -> 2: schema 1 drew the dice inside the roll and re-roll moves, from the generator of
// the game's seed after the board's draw, in the order the moves were played (the undone ones
// after the cursor went on from there when redone). The same draws, written as the chance moves
// that follow them, give every saved game the dice it had.
core::Expected<nlohmann::json> dice_as_moves(nlohmann::json game)
{
    if (!game.is_object())
        return game; // reading it says what is wrong
    auto options = core::options_from_json<Rules>(game.value("options", nlohmann::json()));
    if (!options)
        return std::unexpected(std::move(options.error()));
    core::Random random(options->seed);
    (void)Board::generate(random);
    Dice dice {};
    return core::insert_after_moves(
        std::move(game), [&](const nlohmann::json& json) -> core::Expected<std::vector<nlohmann::json>> {
            auto move = core::move_from_json<Rules>(json);
            if (!move)
                return std::unexpected(std::move(move.error()));
            std::vector<bool> keep(dice_count, false);
            if (const auto* reroll = std::get_if<RerollMove>(&*move))
                keep.assign(reroll->hold.begin(), reroll->hold.end());
            else if (!std::holds_alternative<RollMove>(*move))
                return std::vector<nlohmann::json> {};
            const auto values = core::reroll(random, std::vector<int>(dice.begin(), dice.end()), keep);
            std::ranges::copy(values, dice.begin());
            return std::vector {Rules::move_to_json(DiceMove {dice})};
        });
}

} // namespace

const core::SaveSchema& Rules::save_schema()
{
    static const core::SaveSchema schema {.variant = "dominyam", .current = 2, .migrations = {dice_as_moves}};
    return schema;
}

} // namespace tablee::dominyam
