// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game of Dominyam: options, moves, the state (a copyable value), `apply` (validate, then
// produce the next state, never half-applied), the results, and `Game` = initial state + history
// with undo/redo by replay.
//
// Turn flow: a turn starts unrolled; the player must Roll, may Reroll up to twice, then Eat two
// tiles or Pass. Then the next turn starts (next seat; turn number per the solo/multiplayer
// rules), or the game ends (28 tiles eaten, dead board, or the 14th solo turn played).
//
// The dice are chance's step: a roll or a re-roll throws them, and the faces they show are the
// next move, chance's (DiceMove; Rules::chance lists them with their probabilities). The table
// draws it from the game's seed (core::Game::chance_move); the state holds no generator, so a
// computer player that copies it cannot see the dice to come.

#include "dominyam/engine/board.hpp"
#include "dominyam/engine/meals.hpp"
#include "dominyam/engine/scoring.hpp"
#include "dominyam/engine/tile.hpp"

#include "core/error.hpp"
#include "core/game.hpp"
#include "core/json_reader.hpp"
#include "core/random.hpp"
#include "core/score_sheet.hpp"
#include "core/seats.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tablee::dominyam {

inline constexpr std::size_t min_players = 1; // one player = the solo game
inline constexpr std::size_t max_players = 8; // solo, or hotseat for 2 to 8
inline constexpr int max_rolls = 3; // the roll and at most two re-rolls
// Solo: once over, each tile left on the board costs this many points.
inline constexpr int solo_penalty_per_tile_left = 1;

// How well a computer seat plays (advisor.hpp's ComputerPlayer).
enum class Level { normal, strong };
// "normal", "strong": the words of saves and of the command line.
std::string_view level_id(Level level);
std::optional<Level> level_from_id(std::string_view id);

struct Options {
    std::vector<core::Seat> seats; // in playing order; exactly one = solo
    bool mental_arithmetic = false; // variant "calcul mental": a meal also scores pips - objective
    std::uint64_t seed = 0; // the board comes from core::Random(seed), and the table draws the dice from it
    // Solo: a practice game, where undo is allowed and the score stays off the high-score table
    // (a ranked solo game has no undo: undo would show the dice to come). Tablée's decision.
    bool practice = false;
    // By seat, the level of a computer seat (a person's entry means nothing); empty or short, normal
    // (saves made before the strong level).
    std::vector<Level> levels {};

    bool solo() const { return seats.size() == 1; }
    Level level(std::size_t seat) const { return seat < levels.size() ? levels[seat] : Level::normal; }
    friend bool operator==(const Options&, const Options&) = default;
};

// Moves as data. Tiles are board indexes (Board::tiles()).
struct RollMove { // the first roll of the turn: five new dice
    friend bool operator==(const RollMove&, const RollMove&) = default;
};
struct RerollMove { // re-roll the dice not held (at least one)
    HoldMask hold {};
    friend bool operator==(const RerollMove&, const RerollMove&) = default;
};
struct EatMove { // eat two tiles; `point_die` is the value of the fifth die, one the dice allow
    std::size_t first = 0;
    std::size_t second = 0;
    int point_die = 0;
    friend bool operator==(const EatMove&, const EatMove&) = default;
};
struct PassMove { // eat nothing this turn (allowed even when a meal exists)
    friend bool operator==(const PassMove&, const PassMove&) = default;
};
// Chance's move after a roll or a re-roll: the five dice as they land, the held ones unchanged.
struct DiceMove {
    Dice dice {};
    friend bool operator==(const DiceMove&, const DiceMove&) = default;
};
using Move = std::variant<RollMove, RerollMove, EatMove, PassMove, DiceMove>;

enum class EndReason {
    none, // still playing
    all_eaten, // the 28 tiles are eaten (multiplayer)
    dead_board, // no pair satisfies rules 1, 3 and 4
    turns_done, // solo: the 14 turns are played
};

// One finished turn, for the score sheet and the game log.
struct TurnRecord {
    std::size_t player = 0;
    int turn = first_turn;
    Objective objective; // in force during that turn
    Dice dice {}; // the dice at the end of the turn
    int rolls = 0; // 1..3
    std::optional<Meal> meal; // the tiles eaten and the point die chosen; nothing = no meal
    int bonus = 0; // calcul mental: pips - objective value
    int points = 0; // point die + bonus (0 without a meal)

    friend bool operator==(const TurnRecord&, const TurnRecord&) = default;
};

class State {
public:
    // The state before the first roll: board from the seed, turn 14, first seat to play.
    // Errors: seats.count (1 to 8 players), seats.empty_name, seats.duplicate_name.
    static core::Expected<State> start(const Options& options);

    const Options& options() const { return m_options; }
    bool solo() const { return m_options.solo(); }
    const core::Seats& seats() const { return m_seats; }
    std::size_t current_player() const { return m_seats.current_index(); }

    const Board& board() const { return m_board; }
    int turn() const { return m_turn; } // 14..1
    const Objective& objective() const { return m_objective; } // of the current turn
    bool rolled() const { return m_rolls > 0; } // the turn's first roll is made
    int rolls_made() const { return m_rolls; } // 0..3, counting a throw whose faces are to come
    // The dice are thrown and chance shows their faces next: the dice held meanwhile (none for
    // the turn's first roll). Nothing while a seat is to play.
    const std::optional<HoldMask>& dice_thrown() const { return m_thrown; }
    // Re-rolls still allowed this turn (2 before the first roll too).
    int rerolls_left() const { return m_rolls == 0 ? max_rolls - 1 : max_rolls - m_rolls; }
    const Dice& dice() const { return m_dice; } // all 0 until the first roll lands

    // Board indexes of the tiles each player has eaten, in the order eaten.
    const std::vector<std::size_t>& eaten(std::size_t player) const { return m_eaten[player]; }
    std::vector<Tile> eaten_tiles(std::size_t player) const;
    // Every finished turn, oldest first.
    const std::vector<TurnRecord>& log() const { return m_log; }

    bool over() const { return m_end != EndReason::none; }
    EndReason end_reason() const { return m_end; }

    friend bool operator==(const State&, const State&) = default;

private:
    friend core::Expected<void> apply_in_place(State& state, const Move& move);
    void end_turn(TurnRecord record);

    Options m_options;
    core::Seats m_seats;
    Board m_board;
    int m_turn = first_turn;
    Objective m_objective;
    int m_rolls = 0;
    Dice m_dice {};
    std::optional<HoldMask> m_thrown;
    std::vector<std::vector<std::size_t>> m_eaten;
    std::vector<TurnRecord> m_log;
    EndReason m_end = EndReason::none;
};

// The state after `move`, or why the move is refused (the state is then unchanged).
// Errors (args): dominyam.game_over, dominyam.dice_thrown (a seat's move while chance is to show
// the dice), dominyam.no_dice_thrown (dice given when none were thrown), dominyam.bad_dice (a held
// die changed or a face off 1..6: the dice), dominyam.already_rolled, dominyam.not_rolled,
// dominyam.no_roll_left, dominyam.nothing_rerolled, and every error of check_meal
// (dominyam.bad_tile, same_tile, tile_eaten, not_touching, dice_mismatch, bad_point_die,
// not_exposed, would_isolate, below_objective).
core::Expected<State> apply(const State& state, const Move& move);
// The same, changing `state` itself (no copy: replays and the advisor use it). On an error
// `state` is unchanged.
core::Expected<void> apply_in_place(State& state, const Move& move);

// The legal meals for the current roll (empty before rolling or when over).
std::vector<Meal> legal_meals(const State& state);

// The kinds of move, for the question the dice tray asks: may the player do this now?
enum class Action { roll, reroll, eat, pass };
// Whether the rules allow a move of this kind now, or why not, with the error `apply` gives for it
// (dominyam.game_over, dice_thrown, already_rolled, not_rolled, no_roll_left). What the move carries (the dice
// held, the meal) is checked by `apply`.
core::Expected<void> check_action(const State& state, Action action);
inline bool allows(const State& state, Action action)
{
    return check_action(state, action).has_value();
}

// Where a box of the turn track (turn numbers 14..1) stands: played, being played, or to come.
enum class TurnMark { to_come, current, played };
TurnMark turn_mark(const State& state, int turn);

// One player's score, for the score sheet and the end screen.
struct PlayerResult {
    std::string name;
    int meal_points = 0; // point dice of the meals
    int bonus_points = 0; // calcul mental bonuses
    std::vector<Tile> eaten; // in the order eaten; end_game indexes refer to this list
    EndGameScore end_game; // best combinations + Values of the eaten tiles
    int penalty = 0; // solo: minus the tiles left on the board (<= 0), in the running total too
    int total = 0;
    int rank = 1; // competition rank, 1 = winner (ties share)
};

struct Results {
    std::vector<PlayerResult> players; // by seat
    std::vector<std::size_t> winners; // every seat with the highest total (ties share the win)
    bool final = false; // the game is over; otherwise the totals are "if it ended now" (solo penalty included)
    bool solo = false;

    // Whether to name `player` the winner: the game is over and played by several (a solo game
    // ends with a score, not a win), and `player` has the highest total (maybe shared: winners).
    bool is_winner(std::size_t player) const
    {
        return final && !solo && std::ranges::find(winners, player) != winners.end();
    }
};

Results results(const State& state);

// The score sheet as players keep it on paper, one column per player: a row per turn number
// reached ("turn 14" ... "turn 1": the points of the meal made in it, calcul mental bonus
// included), then one row per combination kind (kind_id), "values", and in solo "tiles_left"
// (what the tiles left cost: before the end, as if it ended now, like the combinations). Row labels are these stable
// keys, for the window to translate; totals() and winners() agree with results().
core::ScoreSheet score_sheet(const State& state);

// The rules as the shared game model takes them (core/game.hpp); JSON forms in serialization.hpp.
struct Rules {
    using Options = dominyam::Options;
    using State = dominyam::State;
    using Move = dominyam::Move;

    // A solo game has at most 14 turns of 4 moves; multiplayer passes have no limit in the rules,
    // but no real game comes near this bound.
    static constexpr std::size_t max_moves = 10'000;
    // Variant "dominyam", schema 2 (schema 1 drew the dice inside the roll and re-roll moves).
    static const core::SaveSchema& save_schema();

    static core::Expected<State> start(const Options& options) { return State::start(options); }
    static core::Expected<void> apply(State& state, const Move& move) { return apply_in_place(state, move); }

    static nlohmann::json options_to_json(const Options& options);
    static nlohmann::json move_to_json(const Move& move);
    static Options read_options(const core::JsonValue& json);
    static Move read_move(const core::JsonValue& json);

    // The seat to play, until the game is over; nothing while the dice are thrown.
    static std::optional<std::size_t> to_play(const State& state);
    // Every legal move: roll; the re-rolls (each set of dice held, at least one rolled again);
    // each legal meal with each point die the dice allow; pass. None while the dice are thrown.
    static std::vector<Move> legal_moves(const State& state);
    // While the dice are thrown: what they may show, the dice thrown taking each multiset of
    // faces in rising order (core::dice_outcomes), with its probability. Empty otherwise.
    static std::vector<core::ChanceOutcome<Move>> chance(const State& state);
    static std::uint64_t seed(const Options& options) { return options.seed; }
    static bool is_over(const State& state) { return state.over(); }
    // The totals of results(state), by seat.
    static std::vector<int> scores(const State& state);
    // Once over, the totals and ranks of results(state).
    static std::optional<core::Outcome> outcome(const State& state);
    static std::vector<std::string> seat_names(const Options& options);
};

// A game in progress: options, the moves in force and those undone, undo/redo by replay, its
// JSON and its save file (core/game.hpp).
using Game = core::Game<Rules>;

} // namespace tablee::dominyam
