// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The board ("le monde"): where the dominoes lie, which are still there, and the geometric rules
// of a meal: exposure ("à la merci du néant"), touching, two-step exposure and no isolation.
//
// A Board keeps every tile it started with, by index, and a flag for the ones eaten, so that an
// index names the same domino for the whole game (the UI and the moves refer to tiles by it).

#include "dominyam/engine/tile.hpp"

#include "core/error.hpp"
#include "core/random.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace tablee::dominyam {

// Bit i = tile index i. A board never has more than 28 tiles (56 cells).
using TileMask = std::uint32_t;
// Bit (y * 8 + x) = cell (x, y).
using CellMask = std::uint64_t;

// The 56 cells in the order of the clockwise spiral from the top-left corner, rings inwards
// (spec [decision] "spiral layout").
const std::array<Cell, cell_count>& spiral_cells();
// The 28 places of the spiral: cells 2k and 2k+1 of the walk. Every place is a straight domino.
const std::array<std::array<Cell, 2>, tile_count>& spiral_places();

class Board {
public:
    // An empty board (no tile at all).
    Board() = default;

    // A board made of the given tiles, e.g. read from the command line.
    // Errors (args): dominyam.too_many_tiles (count), dominyam.bad_half (tile index, value),
    // dominyam.cell_off_board (tile index, "x,y"), dominyam.cells_not_adjacent (tile index),
    // dominyam.cells_overlap ("x,y"), dominyam.duplicate_tile (tile name).
    static core::Expected<Board> create(std::vector<PlacedTile> tiles);

    // The 28 dominoes shuffled onto the spiral places with `random`, each turned either way at
    // random. Draws 28 shuffle numbers then 28 coin flips, in place order.
    static Board generate(core::Random& random);

    // Every tile the board started with (eaten ones included), by index.
    const std::vector<PlacedTile>& tiles() const { return m_tiles; }
    std::size_t size() const { return m_tiles.size(); }
    // Precondition: i < size().
    const PlacedTile& tile(std::size_t i) const { return m_tiles[i]; }

    // Precondition for every index taking function below: indexes < size().
    bool is_present(std::size_t i) const { return (m_present >> i) & 1u; }
    std::size_t remaining() const;
    // The present tile covering `cell`, if any.
    std::optional<std::size_t> tile_at(Cell cell) const;

    // Exposed: on one of its long sides both cells are empty (off the board or eaten).
    bool is_exposed(std::size_t i) const { return exposed_with(i, m_occupied); }
    // A cell of one is orthogonally adjacent to a cell of the other (presence is not checked).
    bool touch(std::size_t i, std::size_t j) const { return (m_neighbours[i] >> j) & 1u; }
    // Rule 3: i exposed now and j exposed once i is gone, or the other way round.
    bool exposed_together(std::size_t i, std::size_t j) const;
    // Rule 4: the first remaining tile (lowest index) that would touch no other remaining tile
    // once i and j are gone; nothing when none would.
    std::optional<std::size_t> isolated_after(std::size_t i, std::size_t j) const;
    // Rules 1, 3 and 4 together (dice and objective ignored): every pair (i < j) of present
    // tiles that touch, are exposed together and isolate nobody, in index order.
    std::vector<std::pair<std::size_t, std::size_t>> eatable_pairs() const;

    // Takes the tile off the board. Precondition: is_present(i).
    void remove(std::size_t i);

    friend bool operator==(const Board& a, const Board& b)
    {
        return a.m_tiles == b.m_tiles && a.m_present == b.m_present;
    }

private:
    void index_tiles();
    bool exposed_with(std::size_t i, CellMask occupied) const
    {
        return (m_sides[i][0] & occupied) == 0 || (m_sides[i][1] & occupied) == 0;
    }

    std::vector<PlacedTile> m_tiles;
    TileMask m_present = 0;
    CellMask m_occupied = 0;
    // Per tile, derived from m_tiles once: its cells, the on-board cells of each long side, and
    // the tiles it touches. They make every rule a few mask operations (the advisor asks often).
    std::array<CellMask, tile_count> m_cells {};
    std::array<std::array<CellMask, 2>, tile_count> m_sides {};
    std::array<TileMask, tile_count> m_neighbours {};
};

} // namespace tablee::dominyam
