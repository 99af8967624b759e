// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// JSON forms of boards, moves and options (Rules' JSON members are defined here), and the save
// schema. Readers check everything and refuse damaged data with an error; they never throw. The
// game and its save file are core::Game's: `game.to_json()`, `Game::from_json`, `game.save(...)`,
// `Game::load(text)`.
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

#include <nlohmann/json.hpp>

namespace tablee::dominyam {

// Every tile of the board; with `present_only`, only those not eaten.
nlohmann::json board_to_json(const Board& board, bool present_only = false);
// Reads the "tiles" array of the board form (the array itself, not the enclosing object).
// Errors: json.bad_value (path, kind...: core/json_reader.hpp), dominyam.too_many_tiles (count),
// then those of Board::create (cells off the board, halves beyond 0..6...).
core::Expected<Board> board_from_json(const nlohmann::json& tiles);

} // namespace tablee::dominyam
