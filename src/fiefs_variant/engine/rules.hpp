// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Fiefs on the shared game model (core/game.hpp): the table's players and settings, the moves of
// game.hpp, and the JSON forms of all three plus the whole state (the command line reads and
// prints states, docs/cli.md).
//
// JSON (the "game" of a save, variant "fiefs_variant", schema 3; schema 1's alliances read with
// "marker_on_castle_allowed", the rule they were made under; schema 2's dice, drawn inside the
// moves, are written out as chance's moves after them):
//   options: {"players": [{"name": "Anne", "control": "human" | "easy" | "normal" |
//                                                   "strong"}, ...],
//             "settings": {"income_per_mine_kind": false, "alliance_with_several": false},
//             "seed": "12345"}
//   move:    {"type": "castle", "castle": "c4", "knight": "c5"} | {"type": "borders", "edges":
//             ["c4/d4", ...]} | {"type": "knights", "spaces": ["c4"]} | {"type": "expand", "fief":
//             "c4", "space": "d4"} | {"type": "treason", "knight": "e5", "destination": "d5"} |
//             {"type": "alliance", "fief": "c4", "partners": [{"fief": "f4", "marker": "d4"}],
//             "marker_on_castle_allowed": true (optional)} |
//             {"type": "take_ducats"} | {"type": "special_income"} | {"type": "free_knight",
//             "space": "c4" | null} | {"type": "join", "fief": "c4"} | {"type": "die", "die": 1..6}
//             (chance's move, after a treason, an alliance or the special income)
// Spaces are named "a1" (top left) to "l12"; fiefs by their castle's space; edges by their two
// spaces.

#include "fiefs_variant/engine/game.hpp"

#include "core/game.hpp"
#include "core/json_reader.hpp"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tablee::fiefs_variant {

enum class Control : std::uint8_t { human, easy, normal, strong };

struct Player {
    std::string name;
    Control control = Control::human;
    friend bool operator==(const Player&, const Player&) = default;
};

struct Options {
    std::vector<Player> players; // 2 to 4, in playing order
    Settings settings;
    std::uint64_t seed = 0; // the board and every die

    friend bool operator==(const Options&, const Options&) = default;
};

struct Rules {
    using Options = fiefs_variant::Options;
    using State = fiefs_variant::State;
    using Move = fiefs_variant::Move;

    // A long game is a few hundred moves; max_rounds bounds it anyway (each action a move, and its
    // die another).
    static constexpr std::size_t max_moves = 8 * max_players * (max_rounds + 20);
    static const core::SaveSchema& save_schema();

    // Errors: seats.count, seats.empty_name, seats.duplicate_name.
    static core::Expected<State> start(const Options& options);
    static core::Expected<void> apply(State& state, const Move& move) { return fiefs_variant::apply(state, move); }

    static nlohmann::json options_to_json(const Options& options);
    static nlohmann::json move_to_json(const Move& move);
    static Options read_options(const core::JsonValue& json);
    static Move read_move(const core::JsonValue& json);

    // Nobody's while the die is to roll (Step::die): chance acts, each face 1/6.
    static std::optional<std::size_t> to_play(const State& state);
    static std::vector<core::ChanceOutcome<Move>> chance(const State& state);
    static std::uint64_t seed(const Options& options) { return options.seed; }
    static std::vector<Move> legal_moves(const State& state) { return fiefs_variant::legal_moves(state); }
    // Every move as a tree of choices (core/choices.hpp). A choice is the move so far: first one
    // of legal_moves, then the same with one more border, knight or allied fief (longer_moves),
    // as long as the player wants and the action allows; nothing stops. Precondition: the seat
    // is to play.
    using Choice = std::optional<Move>;
    static std::vector<Choice> choices(const State& state, std::size_t seat, std::span<const Choice> made);
    static Move move_of_choices(const State& state, std::size_t seat, std::span<const Choice> made);
    static bool is_over(const State& state) { return state.step == Step::over; }
    static std::vector<int> scores(const State& state) { return current_scores(state); }
    // Once over, the points ranked: the winners first ([decision] the mover among several who
    // reach the King token; else the most points, then the richer), the others by points, then
    // ducats.
    static std::optional<core::Outcome> outcome(const State& state);
    static std::vector<std::string> seat_names(const Options& options);
};

using Game = core::Game<Rules>;

std::string_view control_id(Control control); // "human", "easy", "normal", "strong"
// The computer level whose id is `id` ("easy", "normal", "strong"); nothing for any other word.
std::optional<Control> computer_level(std::string_view id);
std::string_view action_id(Action action); // "one_border", ... "special_income"
std::string_view step_id(Step step); // "setup", "action", "free_knight", "join_fief", "over"

// The whole state as JSON: settings, board rows, borders, pieces, stocks, alliances, the
// generator, the step and whose it is; `state_from_json` reads it back, checking every count and
// index so that any state it accepts can be played on. Errors: json.bad_value (path...),
// fiefs_variant.bad_state (what is inconsistent).
nlohmann::json state_to_json(const State& state);
core::Expected<State> state_from_json(const nlohmann::json& document);
// Every region (kind, owner, castle, spaces, value) and the scores: what the command line prints.
nlohmann::json regions_to_json(const Position& position);

} // namespace tablee::fiefs_variant
