// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The computer players of Fiefs.
//
// Both think in "enclosures": for each of their castles not yet in a fief, an area grown from the
// castle within its open region, one space at a time, each time the one adding the fewest missing
// borders; every size is weighed by its fief value (mines counted for their income), discounted
// for each border still missing, plus or minus the fiefs its closing would close for others or
// for itself; the best is the plan.
//   easy   places its castles anywhere legal, then follows its best plan one border (1 ducat) at
//          a time, takes ducats when it has none, and expands onto spaces that score once its
//          castles are closed (or when it has money to spare); now and then it tries its luck
//          with the special income.
//   normal places its castles where the best enclosures are; buys borders two at a time (a
//          border a turn, where one at a time gives three in four turns); looks one action ahead,
//          playing each of its plan's borders and each expansion on a copy of the game: it takes
//          a move that wins at once, and an expansion for the change it makes to its lead over
//          the best opponent (cut-off parts settled); puts knights where its fiefs meet others
//          that could take from it or that it could take from.
// In benchmarks (bench/fiefs_variant_bench.cpp, docs/performance.md) normal wins about 87% of
// two-player games against easy.
// Neither draws from the game's generator: their choices are moves like a person's, and their
// own variety comes from a generator seeded by the position.

#include "fiefs_variant/engine/game.hpp"
#include "fiefs_variant/engine/rules.hpp"

#include <stop_token>

namespace tablee::fiefs_variant {

// The move of a computer player of `level` for state.current. The strong level's search ends early
// once `stop` is requested (the window's computer turns: the game changed or the window closes);
// its move is then a lesser one, meant to be thrown away.
// Precondition: a player is to move (the game is not over, the die is not to roll).
Move computer_move(const State& state, Control level, std::stop_token stop = {});

// The strong player's search: play-outs a decision in the game, and its move with another number
// (tests, benchmarks). Same precondition.
inline constexpr std::size_t strong_iterations = 72;
Move strong_move(const State& state, std::size_t iterations, std::stop_token stop = {});
// The few moves its search weighs at `state` (tests: what it may never choose is not among them).
std::vector<Move> strong_candidates(const State& state);

} // namespace tablee::fiefs_variant
