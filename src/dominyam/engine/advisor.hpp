// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Advice for the player to move, and the computer player built on it. The evaluation is
// documented in docs/dominyam-advisor.md. It reads only what the player sees (board, dice,
// rolls left, eaten tiles, options), never the generator: no peeking at future dice.

#include "dominyam/engine/game.hpp"
#include "dominyam/engine/meals.hpp"
#include "dominyam/engine/tile.hpp"

#include <cstddef>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string_view>
#include <vector>

namespace tablee::dominyam {

// The strong level's weighing of one meal of this turn: what it is worth beyond its point die,
// looking at the next turns too.
struct PairOutlook {
    std::size_t first = 0; // board indexes, first < second
    std::size_t second = 0;
    // The normal level's weighing (bonus, what the tiles add to the combinations, solo: the two
    // tiles' penalty) plus what the player may expect of the next turns after eating the pair,
    // minus the same after passing. In a game of several, the others' expected points count
    // against the player (shared among them: the margin over the others).
    double value = 0;

    friend bool operator==(const PairOutlook&, const PairOutlook&) = default;
};

// A meal with its value to the player who would make it.
struct MealValue {
    Meal meal; // point_die is the highest the dice allow (the value only grows with it)
    int point_die = 0;
    int bonus = 0; // calcul mental: pips - objective (0 when the option is off)
    int combination_gain = 0; // best_total(eaten + the two tiles) - best_total(eaten)
    int solo_bonus = 0; // solo: 2, the penalty the two tiles no longer cost at the end
    // Strong level: the pair's outlook, which stands for the three terms above in `value`.
    std::optional<double> outlook {};
    // point_die + bonus + combination_gain + solo_bonus, or point_die + outlook; passing is worth 0
    double value = 0;

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
    // Strong level: an outlook per eatable pair reaching the objective (look_ahead); empty, the
    // normal level's weighing.
    std::vector<PairOutlook> outlooks {};
};
// Precondition: state.rolled() && !state.over(), the dice landed.
Situation situation_of(const State& state);

// The strong level's look-ahead for the seat to play (rolled or not, not while the dice are
// thrown), `turns` turns beyond this one: an outlook for each pair it may eat this turn (every
// eatable pair reaching the objective; with no re-roll left, those the dice allow). Exact: every
// way each later turn may end, with its probability (the turn's dice and holds worked out as
// advise() does), the player's own turns played for the look-ahead, the others' as the normal
// player plays them (the endings of their turns under 1% left out). Deterministic; the dice of
// the turn do not change it. Stopped: none (the normal level's weighing).
std::vector<PairOutlook> look_ahead(const State& state, int turns, std::stop_token stop = {});

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

// The dice to keep as `advised` says, its values the same, but the dice the player already holds
// (`held`) chosen first among equal ones: where two dice show a 3, the advice keeps the one held
// rather than asking to swap it for the other (a review saw "keep die 2 (3)" with die 4's 3 held).
HoldMask keeping_what_is_held(const Dice& dice, const HoldMask& advised, const HoldMask& held);

// The move an advice says to make.
Move move_of(const Advice& advice);
// The normal computer player's next move (advise() as a Move). Precondition: a seat is to play.
Move choose_action(const State& state);

// A computer player of a level (game.hpp). Normal weighs this turn: each meal's point die, its
// calcul mental bonus, what its tiles add to the end-game combinations and, solo, the penalty they
// no longer cost. Strong weighs what follows each meal it may make, and passing, over the next
// turns (look_ahead: an exact expectimax, no random play-out). The strong level looks ahead once a
// turn (its outlooks do not depend on the dice) and keeps them for the turn's later decisions; the
// same position always gets the same move, kept or not. Safe to call from several threads (the
// window's computer thinks on a worker thread).
class ComputerPlayer {
public:
    // How many turns beyond the present one the strong level looks at, as the window plays it
    // (docs/performance.md): alone, six, each a turn of its own; with others, four, as their
    // turns branch on how they end (six would take seconds, and win no more games).
    static constexpr int strong_solo_turns = 6;
    static constexpr int strong_turns = 4;
    // The strong level's horizon; nothing: the window's, by the game (solo or not).
    explicit ComputerPlayer(Level level, std::optional<int> turns = std::nullopt);

    Level level() const { return m_level; }
    // Preconditions as advise(state). Stopped, the advice of the outlooks made so far.
    Advice advise(const State& state, std::stop_token stop = {});
    Move choose(const State& state, std::stop_token stop = {}) { return move_of(advise(state, stop)); }

private:
    struct Kept {
        Options options;
        Board board;
        std::vector<TurnRecord> log; // with the board, the turn: the outlooks depend on nothing else
        std::vector<PairOutlook> outlooks {};
    };
    std::vector<PairOutlook> outlooks(const State& state, std::stop_token stop);

    Level m_level;
    std::optional<int> m_turns;
    std::mutex m_mutex;
    std::optional<Kept> m_kept;
};

// The next move of a game the computer plays through, as the window would (benchmarks, tests, the
// command line's solo game): while the dice are thrown, the table's draw (core::Game::chance_move);
// else `player`'s choice. Precondition: the game is not over.
Move next_computer_move(const Game& game, ComputerPlayer& player);
// The same with the normal player.
Move next_computer_move(const Game& game);

} // namespace tablee::dominyam
