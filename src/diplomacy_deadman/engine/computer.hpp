// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The computer powers of Diplomacy.
//
//   normal  Tablée's own fast heuristic. It values every province for the power: a centre of
//           another power most (half as much again as a neutral one, twice in the fall), less
//           where it is held, one of its own by how many foreign units could walk in; the values then flow to the
//           provinces next to them, four steps out and fading, separately for armies and fleets (each by its own
//           roads). Each unit then takes the best of its hold and its moves, the best pairs first,
//           never two of its own to one place, never into a place its own unit keeps, never a swap
//           (which would bounce); a unit left holding where nothing threatens it supports a move
//           of its own into a place a foreign unit holds or could also enter, or a threatened
//           unit of its own. Retreats go to the best place left; builds in the best free home
//           centres, a fleet where the sea is worth more than the land; the disbands owed are its
//           least useful units. A seeded generator breaks near-ties, so the same seed gives the
//           same orders.
//   strong  a search that uses the adjudicator, in movement phases. It plays its order sets against
//           the same 24 samples of the others' likely orders (the normal level's for every other
//           power, from what its seat sees, drawn with more or less noise; every other sample in
//           the style each power has shown in the phases revealed: styles_read), adjudicated, and
//           values the position after: the centres it would own if the year ended there, those
//           likely to change hands the next year (more units of one side than of any other
//           around them), its units' worth, its units dislodged. In spring each set is followed
//           to the end of the fall (everyone's retreats and fall at the normal level, against 8
//           of the samples), since the centres change hands only then. It starts from the best of
//           the normal plan and 31 plans drawn with much more noise, then climbs: for each unit in
//           turn, the best change of its order (a support or a convoy with the move it helps),
//           while one improves, at most 4 passes. Its builds: every way to make them (one a
//           centre, army or fleet), each followed at the normal level through the next spring and
//           fall, the best on average over 6 futures. Retreats and disbands as normal. Tens of
//           milliseconds a phase, at most a few seconds in a crowded spring (docs/performance.md).
//
// A computer power writes from what its seat sees (Rules::seen_by: the others' hand-ins are
// empty there), and writes only orders of its power's tree of choices (order_tree.cpp): one
// legal order per unit, in the tree's order. In a game with dead men it proposes for their units
// what it would order if it played them ([decision], the rules screen says so), so that the vote
// stays the source's rule.

#include "diplomacy_deadman/engine/rules.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <stop_token>
#include <string_view>
#include <vector>

namespace tablee::diplomacy_deadman {

// What the computer of `level` hands in for `power` in `seen` (the state as its seat sees it),
// its choices varied by `seed`; the strong level reads in `revealed` (the phases played so far,
// oldest first, as the whole table saw them) how each other power plays (styles_read).
// Precondition: power is among writers_left(seen).
HandIn computer_hand_in(const State& seen, Power power, ComputerLevel level, std::uint64_t seed,
    std::span<const PhasePlayed> revealed = {}, std::stop_token stop = {});

// The hand-in of `power` in `seen` that follows `wanted` along the power's tree of choices
// (order_tree.cpp): at each step the wanted order among those open; where none is, the waive that
// stops the builds, or the first choice (a hold, the first retreat). A computer player's orders,
// legal whatever it wanted. Precondition: power is among writers_left(seen).
HandIn hand_in_following(const State& seen, Power power, std::span<const Order> wanted);

// How a power plays, as the strong level pictures the others (its plans are the normal level's,
// valued this way): what a neutral centre is worth to take, what another power's is, and how much
// more the latter for each centre its owner has beyond four (0: as much whoever owns it). The
// normal level's own: another power's centre worth half as much again as a neutral one (it was
// 6, and the normal level only drew level with DumbBot, 1.03x: docs/performance.md).
struct PlayStyle {
    double leader_pull = 0;
    double neutral_worth = 10;
    double owned_worth = 15;

    friend bool operator==(const PlayStyle&, const PlayStyle&) = default;
};

// The style of each power other than `who` that agrees best with what its units did in the last
// movement phases of `revealed` (the phases played, oldest first, as the whole table saw them):
// the most units sent where that style's plan sends them. None for `who`, and none at all before
// a movement phase is revealed.
std::array<std::optional<PlayStyle>, power_count> styles_read(
    const Map& map, std::span<const PhasePlayed> revealed, Power who);

// The seed a game's computer uses for `power` in the current phase: from the game's seed, the
// phase and the power, so that a replayed game writes the same orders.
std::uint64_t computer_seed(std::uint64_t game_seed, const Phase& phase, Power power);

// Every computer among the writers left hands in, each from what its seat sees, seeded by
// computer_seed; a phase nobody has anything to write in is played as it stands. The hand-ins
// made, in order. `revealed`, when given, holds the phases played so far (the strong level reads
// them), and the phase played here is added to it. Precondition: the game is not over. Errors:
// those of Rules::apply.
core::Expected<std::vector<HandIn>> computers_play(State& state, const ComputerSeats& computers,
    std::uint64_t game_seed, std::vector<PhasePlayed>* revealed = nullptr);

} // namespace tablee::diplomacy_deadman
