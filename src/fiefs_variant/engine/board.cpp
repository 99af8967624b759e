// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/engine/board.hpp"

#include "core/json_reader.hpp"

#include <cassert>
#include <cstdio>
#include <cstdlib>
#include <utility>

namespace tablee::fiefs_variant {

namespace {

constexpr std::string_view terrain_letters = "MFVISGR"; // in Terrain's order

// The space of a tile's cell (row, column) after `turns` quarter turns clockwise.
std::pair<int, int> turned(int row, int column, int turns)
{
    for (int i = 0; i < turns; ++i)
        std::tie(row, column) = std::pair(column, tile_side - 1 - row);
    return {row, column};
}

} // namespace

std::string space_name(Space space)
{
    assert(valid_space(space));
    return std::string(1, static_cast<char>('a' + column_of(space))) + std::to_string(row_of(space) + 1);
}

std::optional<Space> parse_space(std::string_view name)
{
    if (name.size() < 2 || name.size() > 3 || name[0] < 'a' || name[0] >= 'a' + board_side)
        return std::nullopt;
    int row = 0;
    for (const char digit : name.substr(1)) {
        if (digit < '0' || digit > '9')
            return std::nullopt;
        row = row * 10 + (digit - '0');
    }
    if (name[1] == '0' || row < 1 || row > board_side)
        return std::nullopt;
    return space_at(row - 1, name[0] - 'a');
}

std::string edge_name(Edge edge)
{
    const auto [first, second] = spaces_of(edge);
    return space_name(first) + "/" + space_name(second);
}

std::optional<Edge> parse_edge(std::string_view name)
{
    const auto slash = name.find('/');
    if (slash == std::string_view::npos)
        return std::nullopt;
    const auto a = parse_space(name.substr(0, slash));
    const auto b = parse_space(name.substr(slash + 1));
    if (!a || !b)
        return std::nullopt;
    return edge_between(*a, *b);
}

char terrain_letter(Terrain terrain)
{
    return terrain_letters[static_cast<std::size_t>(terrain)];
}

std::optional<Terrain> terrain_from_letter(char letter)
{
    const auto at = terrain_letters.find(letter);
    if (at == std::string_view::npos)
        return std::nullopt;
    return static_cast<Terrain>(at);
}

core::Expected<std::vector<Tile>> read_tiles(std::string_view text)
{
    const auto document = nlohmann::json::parse(text, nullptr, false);
    if (document.is_discarded())
        return core::fail("fiefs_variant.bad_tiles", "the tiles file is not JSON", {"not JSON"});
    const core::JsonReader reader(document, "tiles");
    std::vector<Tile> tiles;
    for (const auto& entry : reader.root()["tiles"].items_exactly(9)) {
        Tile tile;
        tile.id = entry["id"].string(40);
        const auto rows = entry["rows"].items_exactly(tile_side);
        for (std::size_t row = 0; row < rows.size(); ++row) {
            const std::string letters = rows[row].string(tile_side);
            if (!reader.ok())
                break;
            if (letters.size() != static_cast<std::size_t>(tile_side))
                return core::fail("fiefs_variant.bad_tiles", "tile " + tile.id + ": a row is not 4 letters", {tile.id});
            for (std::size_t column = 0; column < letters.size(); ++column) {
                const auto terrain = terrain_from_letter(letters[column]);
                if (!terrain)
                    return core::fail(
                        "fiefs_variant.bad_tiles", "tile " + tile.id + ": unknown terrain letter", {tile.id});
                tile.spaces[row * tile_side + column] = *terrain;
            }
        }
        tiles.push_back(std::move(tile));
    }
    if (!reader.ok())
        return std::unexpected(*reader.error());
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        int cities = 0;
        for (const Terrain terrain : tiles[i].spaces)
            cities += terrain == Terrain::royal_city ? 1 : 0;
        if (cities != (i == 0 ? 1 : 0))
            return core::fail("fiefs_variant.bad_tiles",
                "tile " + tiles[i].id + ": the first tile alone holds the royal city, once", {tiles[i].id});
    }
    return tiles;
}

const std::vector<Tile>& standard_tiles()
{
    static const std::vector<Tile> tiles = [] {
        auto read = read_tiles(standard_tiles_json());
        if (!read) {
            std::fprintf(stderr, "Embedded Fiefs tiles refused: %s\n", read.error().message.c_str());
            std::abort();
        }
        return std::move(*read);
    }();
    return tiles;
}

Terrains make_board(const std::vector<Tile>& tiles, core::Random& random)
{
    assert(tiles.size() == 9);
    std::array<std::size_t, 8> order {1, 2, 3, 4, 5, 6, 7, 8};
    random.shuffle(std::span(order));
    Terrains board {};
    std::size_t next = 0;
    for (int place = 0; place < 9; ++place) {
        const bool centre = place == 4;
        const Tile& tile = tiles[centre ? 0 : order[next++]];
        const int turns = centre ? 0 : random.between(0, 3);
        const int top = place / 3 * tile_side, left = place % 3 * tile_side;
        for (int row = 0; row < tile_side; ++row)
            for (int column = 0; column < tile_side; ++column) {
                const auto [r, c] = turned(row, column, turns);
                board[static_cast<std::size_t>(space_at(top + r, left + c))]
                    = tile.spaces[static_cast<std::size_t>(row * tile_side + column)];
            }
    }
    return board;
}

} // namespace tablee::fiefs_variant
