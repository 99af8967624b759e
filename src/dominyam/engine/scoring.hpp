// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// End-of-game scoring: a player's eaten tiles arranged into the combinations that give the
// highest total (each combination kind at most once, each tile in at most one combination, the
// blank never a joker here), the other tiles scoring their higher half as Values.

#include "dominyam/engine/tile.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace tablee::dominyam {

enum class CombinationKind {
    full, // "Plein de néant": 3 tiles, exactly one blank, three X, two Y (X != Y, 1..6): 25
    large_straight, // 3 tiles reading {0..5}, {0,2,3,4,5,6} or {1..6}: 20
    small_straight, // 2 tiles reading {1..4}, {2..5} or {3..6}: 15
    three_of_a_kind, // "Brelan": X-X and X-0, X in 1..6: 3X
    pair, // a double X-X, X in 1..6: 2X (0-0 would be worth nothing, so it never counts)
};
inline constexpr std::array all_combination_kinds {CombinationKind::full, CombinationKind::large_straight,
    CombinationKind::small_straight, CombinationKind::three_of_a_kind, CombinationKind::pair};

// "full", "large_straight", "small_straight", "three_of_a_kind", "pair" (command line, saves,
// translation keys).
std::string_view kind_id(CombinationKind kind);

// What a combination is worth as the rules state it: `fixed` points (Full 25, straights 20 and 15),
// or `per_x` times X, the value it repeats (Brelan 3X, Pair 2X). The printed score sheet shows it.
struct CombinationValue {
    int fixed = 0;
    int per_x = 0;
};
CombinationValue combination_value(CombinationKind kind);

struct Combination {
    CombinationKind kind = CombinationKind::pair;
    std::vector<std::size_t> tiles; // indexes into the scored tiles, ascending
    int points = 0;

    friend bool operator==(const Combination&, const Combination&) = default;
};

struct EndGameScore {
    int total = 0; // combinations + values
    std::vector<Combination> combinations; // in the order of all_combination_kinds
    std::vector<std::size_t> value_tiles; // the tiles in no combination, ascending
    int values = 0; // the sum of their higher halves

    friend bool operator==(const EndGameScore&, const EndGameScore&) = default;
};

// The best arrangement of `tiles`. Exhaustive (branch and bound over the at most 5 combinations);
// when several arrangements tie the same one is always returned.
// Precondition: the tiles are distinct dominoes (at most 28). Duplicates are not checked here
// (the command line and the game never pass any).
EndGameScore score_tiles(std::span<const Tile> tiles);

// Bit Tile::id() set for each tile owned.
using TileSet = std::uint32_t;
TileSet tile_set(std::span<const Tile> tiles);
// score_tiles(...).total for the tiles of `owned`, without building the arrangement (fast).
int best_total(TileSet owned);

} // namespace tablee::dominyam
