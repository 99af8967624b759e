// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Advice for the player to move, and the computer player built on it. The evaluation is
// documented in docs/dominyam-advisor.md. It reads only what the player sees (board, dice,
// rolls left, eaten tiles, options), never the generator: no peeking at future dice.

#include "dominyam/engine/game.hpp"
#include "dominyam/engine/meals.hpp"
#include "dominyam/engine/tile.hpp"

#include <optional>
#include <vector>

namespace tablee::dominyam {

// A meal with its value to the player who would make it.
struct MealValue {
    Meal meal; // point_die is the highest the dice allow (the value only grows with it)
    int point_die = 0;
    int bonus = 0; // calcul mental: pips - objective (0 when the option is off)
    int combination_gain = 0; // best_total(eaten + the two tiles) - best_total(eaten)
    int solo_bonus = 0; // solo: 2, the penalty the two tiles no longer cost at the end
    double value = 0; // the sum of the four above

    friend bool operator==(const MealValue&, const MealValue&) = default;
};

// Everything the advice depends on: what the player to move can see. Built from a State, or by
// hand (tests, "what if" tools).
struct Situation {
    Board board;
    Objective objective; // of the current turn (objective(board, turn))
    Dice dice {}; // each 1..6
    int rerolls_left = 0; // 0..2
    std::vector<Tile> eaten; // the player's tiles so far
    bool solo = false;
    bool mental_arithmetic = false;
};
// Precondition: state.rolled() && !state.over(), the dice landed.
Situation situation_of(const State& state);

// The value of each legal meal of the roll, best first (ties: lower indexes first). Empty
// before rolling, when over, or when nothing is legal.
std::vector<MealValue> rank_meals(const State& state);
std::vector<MealValue> rank_meals(const Situation& situation);

struct Advice {
    using Action = dominyam::Action; // the kinds of move (game.hpp)
    Action action = Action::roll;
    HoldMask hold {}; // reroll: the dice to keep
    std::optional<MealValue> meal; // eat: the meal to take
    double stop_value = 0; // the best meal's value with the dice as they are (0: none)
    // The expected value of following the advice: stop_value, or the expectation over the
    // remaining re-rolls when re-rolling (each later choice made optimally).
    double expected_value = 0;
};

// What to do now. Exact expectation over the re-rolls left: every hold (sub-multiset of the
// dice) and every outcome, memoised over dice multisets. Precondition: a seat is to play
// (Rules::to_play: not over, no dice thrown).
Advice advise(const State& state);
Advice advise(const Situation& situation); // never answers roll

// The move an advice says to make.
Move move_of(const Advice& advice);
// The computer player's next move (advise() as a Move). Precondition: a seat is to play.
Move choose_action(const State& state);

// The next move of a game the computer plays through, as the window would (benchmarks, tests, the
// command line's solo game): while the dice are thrown, the table's draw (core::Game::chance_move);
// else the computer player's choice. Precondition: the game is not over.
Move next_computer_move(const Game& game);

} // namespace tablee::dominyam
