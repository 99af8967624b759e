// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Fiefs board (../shared/rules/fiefs-variant.md, "Board"): 12 x 12 spaces made of nine 4 x 4
// tiles of the project's own design (resources/fiefs_variant/tiles.json, embedded at build time).
// [decision] The royal city's tile is the centre; the eight others are shuffled and each turned
// a quarter turn 0-3 times, all drawn from the game's generator.
//
// Geometry: a space is row * 12 + column (row 0 at the top); an edge lies between two
// orthogonally adjacent spaces: edges 0-131 are the east sides of columns 0-10, 132-263 the
// south sides of rows 0-10. The board's outer edge is always a border and is no edge here.
// Spaces are named like a chess board, "a1" at the top left to "l12" at the bottom right.

#include "core/error.hpp"
#include "core/random.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tablee::fiefs_variant {

inline constexpr int board_side = 12;
inline constexpr int space_count = board_side * board_side;
inline constexpr int edge_count = 2 * board_side * (board_side - 1);
inline constexpr int tile_side = 4;

using Space = int; // 0..space_count-1
using Edge = int; // 0..edge_count-1

enum class Terrain : std::uint8_t { meadow, forest, village, iron_mine, silver_mine, gold_mine, royal_city };
inline constexpr int terrain_count = 7;

constexpr bool is_mine(Terrain terrain)
{
    return terrain == Terrain::iron_mine || terrain == Terrain::silver_mine || terrain == Terrain::gold_mine;
}
// [decision] What a space scores inside a fief: forest 1, village 3, royal city 5.
constexpr int space_value(Terrain terrain)
{
    switch (terrain) {
    case Terrain::forest:
        return 1;
    case Terrain::village:
        return 3;
    case Terrain::royal_city:
        return 5;
    default:
        return 0;
    }
}
// Knights stand on meadows and forests only.
constexpr bool knight_terrain(Terrain terrain)
{
    return terrain == Terrain::meadow || terrain == Terrain::forest;
}

using Terrains = std::array<Terrain, space_count>;

constexpr int row_of(Space space)
{
    return space / board_side;
}
constexpr int column_of(Space space)
{
    return space % board_side;
}
constexpr Space space_at(int row, int column)
{
    return row * board_side + column;
}
constexpr bool on_board(int row, int column)
{
    return row >= 0 && row < board_side && column >= 0 && column < board_side;
}
constexpr bool valid_space(Space space)
{
    return space >= 0 && space < space_count;
}
constexpr bool valid_edge(Edge edge)
{
    return edge >= 0 && edge < edge_count;
}
constexpr int distance(Space a, Space b)
{
    const int rows = row_of(a) - row_of(b);
    const int columns = column_of(a) - column_of(b);
    return (rows < 0 ? -rows : rows) + (columns < 0 ? -columns : columns);
}

struct EdgeSpaces {
    Space first; // west or north
    Space second; // east or south
};
inline constexpr int east_edges = board_side * (board_side - 1); // the edges 0..131

constexpr EdgeSpaces spaces_of(Edge edge)
{
    if (edge < east_edges) {
        const int row = edge / (board_side - 1), column = edge % (board_side - 1);
        return {space_at(row, column), space_at(row, column + 1)};
    }
    const int south = edge - east_edges;
    return {south, south + board_side};
}
// The edge between two spaces, if they are orthogonally adjacent.
constexpr std::optional<Edge> edge_between(Space a, Space b)
{
    if (!valid_space(a) || !valid_space(b))
        return std::nullopt;
    if (a > b)
        std::swap(a, b);
    if (b == a + 1 && row_of(a) == row_of(b))
        return row_of(a) * (board_side - 1) + column_of(a);
    if (b == a + board_side)
        return east_edges + a;
    return std::nullopt;
}

// A space's orthogonal neighbours and the edges to them (2 to 4).
struct Neighbour {
    Space space;
    Edge edge;
};
struct Neighbours {
    std::array<Neighbour, 4> items {};
    int count = 0;
    constexpr const Neighbour* begin() const { return items.data(); }
    constexpr const Neighbour* end() const { return items.data() + count; }
};

namespace detail {
constexpr std::array<Neighbours, space_count> make_neighbours()
{
    std::array<Neighbours, space_count> all {};
    for (Space space = 0; space < space_count; ++space) {
        const int row = row_of(space), column = column_of(space);
        auto& list = all[static_cast<std::size_t>(space)];
        for (const auto& [r, c] : {std::pair(row - 1, column), std::pair(row, column - 1), std::pair(row, column + 1),
                 std::pair(row + 1, column)})
            if (on_board(r, c))
                list.items[static_cast<std::size_t>(list.count++)]
                    = {space_at(r, c), *edge_between(space, space_at(r, c))};
    }
    return all;
}
inline constexpr std::array<Neighbours, space_count> neighbour_table = make_neighbours();
} // namespace detail

// Called in every inner loop of the engine: a table built at compile time.
constexpr const Neighbours& neighbours(Space space)
{
    return detail::neighbour_table[static_cast<std::size_t>(space)];
}

// "a1" .. "l12"; and back (nothing for anything else).
std::string space_name(Space space);
std::optional<Space> parse_space(std::string_view name);
// "c4/d4" (west or north space first); parse_edge takes the two spaces in either order.
std::string edge_name(Edge edge);
std::optional<Edge> parse_edge(std::string_view name);

// One letter per terrain in data and text: M F V I S G R.
char terrain_letter(Terrain terrain);
std::optional<Terrain> terrain_from_letter(char letter);

struct Tile {
    std::string id;
    std::array<Terrain, tile_side * tile_side> spaces {}; // row by row
};

// The nine tiles, the royal city's first. Errors: json.bad_value (path...),
// fiefs_variant.bad_tiles (what is wrong).
core::Expected<std::vector<Tile>> read_tiles(std::string_view text);
std::string_view standard_tiles_json(); // the embedded file
// The embedded tiles, read once. Aborts with the message if the embedded file is broken (a
// build error, caught by the tests).
const std::vector<Tile>& standard_tiles();

// A board of the tiles: the first in the centre, the others shuffled into the eight places and
// each turned by `random`. Precondition: tiles.size() == 9.
Terrains make_board(const std::vector<Tile>& tiles, core::Random& random);

} // namespace tablee::fiefs_variant
