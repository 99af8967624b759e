#include "dominyam/engine/serialization.hpp"

#include <fmt/format.h>

#include <charconv>
#include <cstdint>
#include <limits>
#include <optional>

namespace tablee::dominyam {

namespace {

template <class... Ts> struct Overloaded : Ts... {
    using Ts::operator()...;
};

// Any JSON integer that fits comfortably in an int; nothing for other types or huge values
// (callers decide which error that is).
std::optional<int> small_int(const nlohmann::json& json)
{
    constexpr std::int64_t limit = 1'000'000'000;
    if (json.is_number_unsigned()) {
        const auto value = json.get<std::uint64_t>();
        return value <= static_cast<std::uint64_t>(limit) ? std::optional<int>(static_cast<int>(value)) : std::nullopt;
    }
    if (json.is_number_integer()) {
        const auto value = json.get<std::int64_t>();
        return value >= -limit && value <= limit ? std::optional<int>(static_cast<int>(value)) : std::nullopt;
    }
    return std::nullopt;
}

std::optional<std::size_t> small_index(const nlohmann::json& json)
{
    const auto value = small_int(json);
    if (!value || *value < 0)
        return std::nullopt;
    return static_cast<std::size_t>(*value);
}

std::unexpected<core::Error> bad_input(const std::string& what)
{
    return core::fail("dominyam.bad_input", fmt::format("\"{}\" is missing or malformed", what), {what});
}

core::Expected<Cell> cell_from_json(const nlohmann::json& json, const std::string& what)
{
    if (!json.is_array() || json.size() != 2)
        return bad_input(what);
    const auto x = small_int(json[0]);
    const auto y = small_int(json[1]);
    if (!x || !y) {
        if (json[0].is_number_integer() && json[1].is_number_integer())
            return core::fail("dominyam.cell_off_board", fmt::format("\"{}\" is a cell off the 8 x 7 board", what),
                {what, json.dump()});
        return bad_input(what);
    }
    return Cell {*x, *y};
}

} // namespace

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
    if (!tiles.is_array())
        return bad_input("tiles");
    if (tiles.size() > static_cast<std::size_t>(tile_count))
        return core::fail("dominyam.too_many_tiles",
            fmt::format("a board holds at most {} tiles, not {}", tile_count, tiles.size()),
            {std::to_string(tiles.size())});
    std::vector<PlacedTile> placed;
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const auto& tile = tiles[i];
        const auto where = fmt::format("tiles[{}]", i);
        if (!tile.is_object())
            return bad_input(where);
        const auto cells = tile.find("cells");
        const auto halves = tile.find("halves");
        if (cells == tile.end() || !cells->is_array() || cells->size() != 2)
            return bad_input(where + ".cells");
        if (halves == tile.end() || !halves->is_array() || halves->size() != 2)
            return bad_input(where + ".halves");
        PlacedTile entry;
        for (std::size_t k = 0; k < 2; ++k) {
            auto cell = cell_from_json((*cells)[k], fmt::format("{}.cells[{}]", where, k));
            if (!cell)
                return std::unexpected(cell.error());
            entry.cells[k] = *cell;
            const auto half = small_int((*halves)[k]);
            if (!half || *half < 0 || *half > max_pip)
                return core::fail("dominyam.bad_half",
                    fmt::format("{}.halves[{}] must be a whole number from 0 (blank) to 6", where, k),
                    {std::to_string(i), (*halves)[k].dump()});
            entry.halves[k] = *half;
        }
        placed.push_back(entry);
    }
    return Board::create(std::move(placed));
}

nlohmann::json move_to_json(const Move& move)
{
    return std::visit(
        Overloaded {
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
        },
        move);
}

core::Expected<Move> move_from_json(const nlohmann::json& json)
{
    const auto bad = [](const std::string& what) {
        return core::fail("dominyam.bad_move", fmt::format("a recorded move is malformed ({})", what), {what});
    };
    if (!json.is_object())
        return bad("not an object");
    const auto type = json.find("type");
    if (type == json.end() || !type->is_string())
        return bad("type");
    const auto& name = type->get_ref<const std::string&>();
    if (name == "roll")
        return RollMove {};
    if (name == "pass")
        return PassMove {};
    if (name == "reroll") {
        const auto hold = json.find("hold");
        if (hold == json.end() || !hold->is_array() || hold->size() != static_cast<std::size_t>(dice_count))
            return bad("hold");
        RerollMove reroll;
        for (std::size_t k = 0; k < reroll.hold.size(); ++k) {
            if (!(*hold)[k].is_boolean())
                return bad("hold");
            reroll.hold[k] = (*hold)[k].get<bool>();
        }
        return reroll;
    }
    if (name == "eat") {
        const auto tiles = json.find("tiles");
        const auto die = json.find("point_die");
        if (tiles == json.end() || !tiles->is_array() || tiles->size() != 2)
            return bad("tiles");
        const auto first = small_index((*tiles)[0]);
        const auto second = small_index((*tiles)[1]);
        if (!first || !second)
            return bad("tiles");
        const auto point_die = die == json.end() ? std::nullopt : small_int(*die);
        if (!point_die)
            return bad("point_die");
        return EatMove {*first, *second, *point_die};
    }
    return bad("type");
}

nlohmann::json options_to_json(const Options& options)
{
    auto seats = nlohmann::json::array();
    for (const auto& seat : options.seats)
        seats.push_back({{"name", seat.name}, {"computer", seat.computer}});
    return {{"seats", std::move(seats)}, {"mental_arithmetic", options.mental_arithmetic},
        {"seed", std::to_string(options.seed)}};
}

core::Expected<Options> options_from_json(const nlohmann::json& json)
{
    const auto bad = [](const std::string& what) {
        return core::fail("dominyam.bad_options", fmt::format("the game's options are malformed ({})", what), {what});
    };
    if (!json.is_object())
        return bad("options");
    Options options;
    const auto seats = json.find("seats");
    if (seats == json.end() || !seats->is_array() || seats->size() > max_players)
        return bad("seats");
    for (const auto& seat : *seats) {
        if (!seat.is_object() || !seat.contains("name") || !seat["name"].is_string() || !seat.contains("computer")
            || !seat["computer"].is_boolean())
            return bad("seats");
        options.seats.push_back({seat["name"].get<std::string>(), seat["computer"].get<bool>()});
    }
    const auto mental = json.find("mental_arithmetic");
    if (mental == json.end() || !mental->is_boolean())
        return bad("mental_arithmetic");
    options.mental_arithmetic = mental->get<bool>();
    const auto seed = json.find("seed");
    if (seed == json.end() || !seed->is_string())
        return bad("seed");
    const auto& text = seed->get_ref<const std::string&>();
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), options.seed);
    if (text.empty() || error != std::errc {} || end != text.data() + text.size())
        return bad("seed");
    return options;
}

nlohmann::json game_to_json(const Game& game)
{
    auto moves = nlohmann::json::array();
    for (const auto& move : game.history().moves())
        moves.push_back(move_to_json(move));
    return {
        {"options", options_to_json(game.options())}, {"moves", std::move(moves)}, {"cursor", game.history().cursor()}};
}

core::Expected<Game> game_from_json(const nlohmann::json& json)
{
    const auto bad = [](const std::string& what) {
        return core::fail("dominyam.bad_save", fmt::format("the saved game is damaged ({})", what), {what});
    };
    if (!json.is_object())
        return bad("game");
    const auto options_json = json.find("options");
    if (options_json == json.end())
        return bad("options");
    auto options = options_from_json(*options_json);
    if (!options)
        return std::unexpected(options.error());
    const auto moves_json = json.find("moves");
    // A solo game has at most 14 turns of 4 moves; multiplayer passes have no limit in the rules,
    // but no real game comes near this bound, which keeps a hostile file from replaying for ever.
    constexpr std::size_t max_moves = 10'000;
    if (moves_json == json.end() || !moves_json->is_array() || moves_json->size() > max_moves)
        return bad("moves");
    std::vector<Move> moves;
    moves.reserve(moves_json->size());
    for (const auto& move_json : *moves_json) {
        auto move = move_from_json(move_json);
        if (!move)
            return std::unexpected(move.error());
        moves.push_back(*move);
    }
    const auto cursor_json = json.find("cursor");
    const auto cursor = cursor_json == json.end() ? std::nullopt : small_index(*cursor_json);
    if (!cursor)
        return bad("cursor");
    return Game::restore(std::move(*options), std::move(moves), *cursor);
}

const core::SaveSchema& save_schema()
{
    static const core::SaveSchema schema {.variant = "dominyam", .current = 1, .migrations = {}};
    return schema;
}

std::string save_game(const Game& game, std::string_view app_version, std::string_view saved_at)
{
    return core::write_save(save_schema(), game_to_json(game), app_version, saved_at);
}

core::Expected<Game> load_game(std::string_view text)
{
    const std::array schemas {save_schema()};
    auto envelope = core::read_save(text, schemas);
    if (!envelope)
        return std::unexpected(envelope.error());
    return game_from_json(envelope->game);
}

} // namespace tablee::dominyam
