// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Fiefs game: a turn is the mine income, then one action bought from the price list
// (../shared/rules/fiefs-variant.md, "A turn" and "Action rules"). Moves are data; `apply`
// checks a move against every rule and refuses it with the rule in words (nothing changes
// then); the `legal_*` queries are what the window highlights and the computer players try.
//
// Steps: the setup (each player in turn places a castle and its first knight, round after round),
// then turns; within a turn two questions may follow the action: where the special income's
// free knight goes, and which fief a castle-less part cut off by an expansion joins (asked of
// the owner of the one colour it touches, who may not be the player whose turn it is).

#include "fiefs_variant/engine/position.hpp"

#include "core/error.hpp"
#include "core/random.hpp"

#include <array>
#include <optional>
#include <variant>
#include <vector>

namespace tablee::fiefs_variant {

struct Settings {
    // Option: the mine income is 1 ducat per kind of mine in the player's fiefs (at most 3)
    // instead of 1 per mine space.
    bool income_per_mine_kind = false;
    // Option, the source's sub-variant: one alliance may take in several fiefs adjacent to the
    // player's, for 1 ducat more.
    bool alliance_with_several = false;
    friend bool operator==(const Settings&, const Settings&) = default;
};

// [decision] A safety net the source does not need at a real table: a game neither of whose ends
// has come after this many rounds ends then, scored as when every castle is in a fief.
inline constexpr int max_rounds = 150;

// Moves. Fiefs are named by their castle's space.
struct PlaceCastle { // setup: a castle and its first knight
    Space castle = 0;
    Space knight = 0;
    friend bool operator==(const PlaceCastle&, const PlaceCastle&) = default;
};
struct PlaceBorders { // 1 to 3 borders, placed in this order
    std::vector<Edge> edges;
    friend bool operator==(const PlaceBorders&, const PlaceBorders&) = default;
};
struct PlaceKnights { // 1 or 2 knights, placed in this order
    std::vector<Space> spaces;
    friend bool operator==(const PlaceKnights&, const PlaceKnights&) = default;
};
struct Expand {
    Space fief = 0;
    Space space = 0;
    friend bool operator==(const Expand&, const Expand&) = default;
};
struct AttemptTreason { // the enemy knight, and where the player's own knight goes
    Space knight = 0;
    Space destination = 0;
    friend bool operator==(const AttemptTreason&, const AttemptTreason&) = default;
};
struct AlliancePartner {
    Space fief = 0;
    Space marker = 0; // a space of either fief touching the other
    friend bool operator==(const AlliancePartner&, const AlliancePartner&) = default;
};
struct AttemptAlliance {
    Space fief = 0;
    std::vector<AlliancePartner> partners; // one; several with Settings::alliance_with_several
    // Made under schema 1, when a marker could stand on a castle (saves of that schema replay
    // as they were played): no marker goes on a castle since.
    bool marker_on_castle_allowed = false;
    friend bool operator==(const AttemptAlliance&, const AttemptAlliance&) = default;
};
struct TakeDucats {
    friend bool operator==(const TakeDucats&, const TakeDucats&) = default;
};
struct SpecialIncome {
    friend bool operator==(const SpecialIncome&, const SpecialIncome&) = default;
};
struct PlaceFreeKnight { // after a special income of 6; nothing = declined
    std::optional<Space> space;
    friend bool operator==(const PlaceFreeKnight&, const PlaceFreeKnight&) = default;
};
struct JoinFief { // the fief a castle-less part joins
    Space fief = 0;
    friend bool operator==(const JoinFief&, const JoinFief&) = default;
};
// Chance's move: the die a treason, an alliance or the special income rolled (Step::die).
struct RollDie {
    int die = 1; // 1 to 6
    friend bool operator==(const RollDie&, const RollDie&) = default;
};
using Move = std::variant<PlaceCastle, PlaceBorders, PlaceKnights, Expand, AttemptTreason, AttemptAlliance, TakeDucats,
    SpecialIncome, PlaceFreeKnight, JoinFief, RollDie>;

// Whether a player's move rolls a die: chance acts after it (Step::die), and neither it nor the
// die is ever undone (the die would be known).
bool rolls_die(const Move& move);

// The price list, in its order.
enum class Action : std::uint8_t {
    one_border,
    two_borders,
    three_borders,
    one_knight,
    two_knights,
    expansion,
    treason,
    alliance,
    take_ducats,
    special_income,
};
inline constexpr int action_count = 10;
inline constexpr std::array<Action, action_count> all_actions {Action::one_border, Action::two_borders,
    Action::three_borders, Action::one_knight, Action::two_knights, Action::expansion, Action::treason,
    Action::alliance, Action::take_ducats, Action::special_income};
// The fixed price, or nothing for the die-priced treason and alliance (special income: 0).
std::optional<int> fixed_price(Action action);
// The actions of the price list that place `count` borders (1 to 3) or knights (1 or 2), and how
// many pieces an action places (0 for the others).
Action borders_action(std::size_t count);
Action knights_action(std::size_t count);
int pieces_placed(Action action);
// The die table of treason and alliance: the price for `die`, or nothing when the attempt fails.
std::optional<int> attempt_price(int die);
inline constexpr int ducats_taken = 3;
inline constexpr int special_income_knight_die = 6;

// `die`: a player's move rolls the die, chance is to act (the move waits in State::pending).
enum class Step : std::uint8_t { setup, action, free_knight, join_fief, over, die };

// What the last move's die did, for the table to see.
struct Roll {
    Action action = Action::special_income;
    int die = 0;
    bool succeeded = false; // an attempt paid for and made; an income taken
    int paid = 0;
    friend bool operator==(const Roll&, const Roll&) = default;
};

struct State {
    Settings settings;
    Position position;
    core::Random random;
    Step step = Step::setup;
    int current = 0; // who places, acts or chooses
    int turn_player = 0; // whose turn it is (differs from `current` while a join is asked)
    int round = 0; // 1 from the first turn after setup
    int income = 0; // the mine income turn_player took at the start of this turn
    std::optional<Roll> roll; // the last move's die
    std::optional<Move> pending; // Step::die: the move the die decides
    std::vector<Space> castleless; // parts still to settle after an expansion (a space of each)
    std::vector<int> winners; // once over

    friend bool operator==(const State&, const State&) = default;
};

// A new game of `players` on `terrain`. Precondition: players in [min_players, max_players].
State new_state(const Terrains& terrain, int players, Settings settings, core::Random random);

// Applies `move` for state.current, or refuses it with the rule it breaks (fiefs_variant.* codes,
// error_codes.hpp); nothing changes on a refusal. A move that rolls the die only waits for it
// (Step::die): chance's RollDie then plays it. No die is ever drawn here.
core::Expected<void> apply(State& state, const Move& move);
// A player's move and its die in one (the computer players' look-ahead, the command line, tests).
// Precondition: die in 1..6.
core::Expected<void> apply_with_die(State& state, const Move& move, int die);
// Chance's outcomes at Step::die: the six faces, 1/6 each; nothing at any other step.
std::vector<RollDie> die_faces(const State& state);

// The rule `move` breaks now, in the engine's error (nothing when it is legal); the state is left
// as it is.
std::optional<core::Error> refusal_of(const State& state, const Move& move);

// Why `action` cannot be bought now (nothing when it can): not the action step, too few ducats
// for its fixed price, no legal target, an empty supply.
std::optional<core::Error> why_not(const State& state, Action action);

// Queries for the views and the computer players (empty outside their step).
std::vector<PlaceCastle> legal_castles(const State& state);
// The borders the current player may place after `placed` (already chosen this action).
std::vector<Edge> legal_borders(const State& state, const std::vector<Edge>& placed = {});
// The spaces a knight may go to after `placed`; `free_knight` for the special income's.
std::vector<Space> legal_knight_spaces(const State& state, const std::vector<Space>& placed = {});
// The same for the next knight of `action` (one or two knights), keeping those the player can pay
// for with `placed` (a forest costs 1 ducat more).
std::vector<Space> affordable_knight_spaces(const State& state, Action action, const std::vector<Space>& placed);
std::vector<Expand> legal_expansions(const State& state);
// The expansion a player means by naming `space` alone: the strongest of their fiefs that may take
// it (only a stronger fief takes from another player's); nothing when none may.
std::optional<Expand> expansion_onto(const State& state, Space space);
std::vector<AttemptTreason> legal_treasons(const State& state);
// One partner each (with several allowed, any set of them is legal too).
std::vector<AttemptAlliance> legal_alliances(const State& state);
std::vector<JoinFief> legal_joins(const State& state);
// Every legal move, except that border and knight pairs and triples are not listed, nor
// alliances with several fiefs (longer_moves builds them); the computer players and random tests
// use it.
std::vector<Move> legal_moves(const State& state);
// The legal moves that place one piece more than `move`, a legal move of the current player: its
// borders and one more, its knights and one more (when the longer action is affordable), its
// alliance with one more fief (with Settings::alliance_with_several); empty for other moves.
// From legal_moves, these reach every legal move.
std::vector<Move> longer_moves(const State& state, const Move& move);

// The position after the current player's borders `edges`, if they are legal: the preview of the
// fiefs they would close.
std::optional<Position> preview_borders(const State& state, const std::vector<Edge>& edges);

std::vector<int> current_scores(const State& state);

// How a finished game ended, for its results: which of the ends came (the rules' two, or the
// round limit), and how the winners were told apart.
enum class Ending : std::uint8_t {
    king_token, // a score reached the King token
    every_castle_enclosed, // every castle is in a fief
    round_limit, // [decision] max_rounds passed
};
struct GameEnd {
    Ending ending = Ending::every_castle_enclosed;
    // Several scores reached the King token on the same move (the mover wins if among them).
    bool several_reached_king = false;
    // Tied on points with a player who did not win: the richer won.
    bool decided_by_ducats = false;
    friend bool operator==(const GameEnd&, const GameEnd&) = default;
};
// Nothing while the game goes on.
std::optional<GameEnd> game_end(const State& state);

} // namespace tablee::fiefs_variant
