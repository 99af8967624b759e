// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a player may eat with a roll: dice matching (blank = joker), the point die, the turn's
// objective with its automatic lowering, and the full check of a meal with the rule it breaks.

#include "dominyam/engine/board.hpp"
#include "dominyam/engine/tile.hpp"

#include "core/error.hpp"

#include <cstddef>
#include <optional>
#include <vector>

namespace tablee::dominyam {

// The distinct values the fifth die (the point die) can take when the four other dice match the
// four halves of a and b, highest first; empty when the dice do not match at all. A non-blank
// half needs a die of its value; a blank half takes any die.
std::vector<int> point_die_choices(Tile a, Tile b, const Dice& dice);
// The highest of point_die_choices (the default the software offers), if any.
std::optional<int> best_point_die(Tile a, Tile b, const Dice& dice);

// The objective of a turn on a given board.
struct Objective {
    int turn = first_turn; // the turn number T, 14..1
    int value = first_turn; // what pips(A) + pips(B) must reach this turn
    bool lowered = false; // value < turn because no eatable pair reaches T; value == best_pips then
    bool dead = false; // no pair satisfies rules 1, 3 and 4 at all: the game is over
    int best_pips = 0; // M: the most pips of an eatable pair (0 when dead)

    friend bool operator==(const Objective&, const Objective&) = default;
};

// The objective for turn `turn` on `board`: T, or M when M < T (lowered; this turn only).
// Precondition: 1 <= turn <= 14 (not checked; any positive number works the same way).
Objective objective(const Board& board, int turn);

// One legal meal: tiles by board index (first < second), the point die offered (the highest
// the dice allow), and the pips of the two tiles.
struct Meal {
    std::size_t first = 0;
    std::size_t second = 0;
    int point_die = 0;
    int pips = 0;

    friend bool operator==(const Meal&, const Meal&) = default;
};

struct MealOptions {
    Objective objective;
    std::vector<Meal> meals; // every legal pair once, in index order; empty when dead
};

// Every legal meal for this board, turn and roll.
// Preconditions: 1 <= turn <= 14, every die in 1..6.
MealOptions legal_meals(const Board& board, int turn, const Dice& dice);

// Checks one meal against the five rules, in the spec's order (1 touch, 2 dice, 3 exposure,
// 4 isolation, 5 objective), and returns it when legal.
// Errors (args): dominyam.bad_tile (index), dominyam.same_tile (index), dominyam.tile_eaten
// (tile), dominyam.not_touching (A, B), dominyam.dice_mismatch (A, B, dice "1 2 3 4 5"),
// dominyam.bad_point_die (die, the allowed ones "5 3"), dominyam.not_exposed (A, B),
// dominyam.would_isolate (isolated tile), dominyam.below_objective (objective, pips).
// Tiles are named "low-high", e.g. "3-5".
core::Expected<Meal> check_meal(
    const Board& board, int objective_value, const Dice& dice, std::size_t first, std::size_t second, int point_die);

} // namespace tablee::dominyam
