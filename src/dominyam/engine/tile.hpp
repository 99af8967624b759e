// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Dominoes, cells and the dice of Dominyam: the small value types every other header uses.

#include <array>
#include <cstdint>
#include <string>

namespace tablee::dominyam {

inline constexpr int board_columns = 8;
inline constexpr int board_rows = 7;
inline constexpr int cell_count = board_columns * board_rows; // 56
inline constexpr int tile_count = 28; // the double-six set
inline constexpr int max_pip = 6;
inline constexpr int dice_count = 5;
inline constexpr int first_turn = 14; // turns count down from 14 to 1

// The five dice of a roll, each 1..6 (0 only in a state that has not rolled yet).
using Dice = std::array<int, dice_count>;
// One flag per die, true = keep it when re-rolling.
using HoldMask = std::array<bool, dice_count>;

// One of the 28 dominoes, named by its halves with low <= high (0 is the blank).
struct Tile {
    int low = 0;
    int high = 0;

    // Precondition: 0 <= a, b <= 6. The order of the halves does not matter.
    static constexpr Tile of(int a, int b) { return a <= b ? Tile {a, b} : Tile {b, a}; }

    constexpr int pips() const { return low + high; }
    constexpr bool is_double() const { return low == high; }
    // 0..27 in the order 0-0, 0-1, ..., 0-6, 1-1, ..., 6-6; a handy key for sets and masks.
    constexpr int id() const { return low * (2 * max_pip + 3 - low) / 2 + (high - low); }
    // "3-5": the form error arguments and logs use.
    std::string name() const;

    friend constexpr bool operator==(const Tile&, const Tile&) = default;
    friend constexpr auto operator<=>(const Tile&, const Tile&) = default;
};

// The tile whose id() is `id`. Precondition: 0 <= id < 28.
Tile tile_from_id(int id);

// A cell of the 8 x 7 board: x is the column 0..7, y the row 0..6, (0,0) the top-left corner.
struct Cell {
    int x = 0;
    int y = 0;

    constexpr bool on_board() const { return x >= 0 && x < board_columns && y >= 0 && y < board_rows; }
    // y * 8 + x. Precondition: on_board().
    constexpr int index() const { return y * board_columns + x; }

    friend constexpr bool operator==(const Cell&, const Cell&) = default;
    friend constexpr auto operator<=>(const Cell&, const Cell&) = default;
};

constexpr bool adjacent(Cell a, Cell b)
{
    const int dx = a.x > b.x ? a.x - b.x : b.x - a.x;
    const int dy = a.y > b.y ? a.y - b.y : b.y - a.y;
    return dx + dy == 1;
}

// A domino lying on the board: halves[k] is printed on cells[k].
struct PlacedTile {
    std::array<Cell, 2> cells {};
    std::array<int, 2> halves {};

    Tile tile() const { return Tile::of(halves[0], halves[1]); }
    bool horizontal() const { return cells[0].y == cells[1].y; }

    friend bool operator==(const PlacedTile&, const PlacedTile&) = default;
};

} // namespace tablee::dominyam
