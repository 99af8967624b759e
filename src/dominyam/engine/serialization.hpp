#pragma once

// JSON forms of boards, moves and games, and the save schema. Readers check everything and
// refuse damaged data with an error; they never throw.
//
//   board: {"tiles": [{"cells": [[x,y],[x,y]], "halves": [a,b]}, ...]}   (the command line's form)
//   move:  {"type": "roll"} | {"type": "reroll", "hold": [true,false,...]} |
//          {"type": "eat", "tiles": [i,j], "point_die": p} | {"type": "pass"}
//   game:  {"options": {"seats": [{"name": "Ana", "computer": false}, ...],
//                       "mental_arithmetic": false, "seed": "12345"},
//           "moves": [move, ...], "cursor": n}
// The seed is a decimal string: JSON numbers lose precision beyond 2^53 in many readers.

#include "dominyam/engine/board.hpp"
#include "dominyam/engine/game.hpp"

#include "core/error.hpp"
#include "core/save.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace tablee::dominyam {

// Every tile of the board; with `present_only`, only those not eaten.
nlohmann::json board_to_json(const Board& board, bool present_only = false);
// Reads the "tiles" array of the board form (the array itself, not the enclosing object).
// Errors: json.bad_value (path, kind...: core/json_reader.hpp), dominyam.too_many_tiles (count),
// then those of Board::create (cells off the board, halves beyond 0..6...).
core::Expected<Board> board_from_json(const nlohmann::json& tiles);

nlohmann::json move_to_json(const Move& move);
// Errors: json.bad_value (path, kind...).
core::Expected<Move> move_from_json(const nlohmann::json& json);

nlohmann::json options_to_json(const Options& options);
// Errors: json.bad_value (path, kind...).
core::Expected<Options> options_from_json(const nlohmann::json& json);

nlohmann::json game_to_json(const Game& game);
// Errors: json.bad_value (path, kind..., e.g. "game.moves[3].type"), history.bad_cursor, the
// errors of Game::create for the options, or the code of a move that does not replay (args end
// with the move number). Never throws, whatever the JSON.
core::Expected<Game> game_from_json(const nlohmann::json& json);

// Variant "dominyam", schema 1.
const core::SaveSchema& save_schema();
// A complete save file (envelope + game_to_json).
std::string save_game(const Game& game, std::string_view app_version, std::string_view saved_at);
// Errors: those of core::read_save (save.*), save.foreign when the file is another variant's,
// then those of game_from_json.
core::Expected<Game> load_game(std::string_view text);

} // namespace tablee::dominyam
