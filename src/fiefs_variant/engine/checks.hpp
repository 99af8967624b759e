// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Inside the Fiefs engine (game.hpp is its interface; nothing outside src/fiefs_variant/engine
// includes this): what a move is checked against, each check refusing with the rule in words
// (checks.cpp), and the few helpers the engine's files share besides.

#include "fiefs_variant/engine/game.hpp"

#include "core/error.hpp"

#include <string>
#include <vector>

namespace tablee::fiefs_variant::detail {

inline std::string text(int number)
{
    return std::to_string(number);
}

inline Stock& stock_of(Position& position, int player)
{
    return position.players[static_cast<std::size_t>(player)];
}
inline const Stock& stock_of(const Position& position, int player)
{
    return position.players[static_cast<std::size_t>(player)];
}

core::Expected<void> check_space(Space space);
core::Expected<void> check_step(const State& state, Step step);
core::Expected<void> check_ducats(const Position& position, int player, int price);

// The least a die-priced attempt can cost: an attempt needs that much in hand ([decision]: an
// attempt that could never be paid is not offered).
inline constexpr int cheapest_attempt = 1;
// An attempt needs cheapest_attempt in hand: refused with its own code (too_poor_to_attempt, the
// die's least price and the ducats), since the price list says "die", not a number.
core::Expected<void> check_attempt_ducats(const Position& position, int player);
// The player has `count` knights left to place (a knight, two, a traitor's replacement).
core::Expected<void> check_knights_left(const Position& position, int player, int count);

// ---- Setup

bool castle_site(const Position& position, Space space);
int nearest_own_castle(const Position& position, int player, Space space);
// How far from the player's other castles their next one must stand.
int castle_distance(const Position& position, int player);
core::Expected<void> check_castle(const State& state, const PlaceCastle& move);

// ---- Borders

// What every border of one player in one position is checked against, computed once.
struct BorderCheck {
    const Position& position;
    Regions regions;
    int player;
    std::vector<int> open_castle_regions; // the regions of the player's castles not in fiefs

    BorderCheck(const Position& of, int who) : position(of), regions(of), player(who)
    {
        for (const Space castle : open_castles(position, regions, player))
            open_castle_regions.push_back(regions.index_of(castle));
    }
};

// Whether the player may place a border on `edge` now ("Action rules", Borders).
core::Expected<void> check_border(const BorderCheck& check, Edge edge);

// `position` with `edges` placed in turn by `player`, or the first refusal.
core::Expected<Position> with_borders(Position position, int player, const std::vector<Edge>& edges);

// ---- Knights

core::Expected<void> check_knight(const Position& position, const Regions& regions, int player, Space space);
void put_knight(Position& position, int player, Space space);
// How many of `spaces` are forests (a knight placed on one costs 1 ducat more).
int forests(const Position& position, const std::vector<Space>& spaces);
// `position` with knights of `player` placed in turn on `spaces`, or the first refusal.
core::Expected<Position> with_knights(Position position, int player, const std::vector<Space>& spaces);

// ---- Expansion

// The position after an expansion, and a space of each castle-less part it cut off.
struct Expansion {
    Position after;
    std::vector<Space> castleless;
};

core::Expected<Expansion> expansion(const Position& position, int player, const Expand& move);

// ---- Treason and alliance

core::Expected<void> check_treason(
    const Position& position, const Regions& regions, int player, const AttemptTreason& move);
// Whether `marker` may hold the alliance marker between the touching fiefs of region indices `a`
// and `b` (`on_castle_allowed` for alliances made under schema 1).
bool marker_between(
    const Position& position, const Regions& regions, int a, int b, Space marker, bool on_castle_allowed = false);
core::Expected<void> check_alliance(const State& state, const AttemptAlliance& move);

// ---- Shared by the turns and the queries

// (turns.cpp) The fiefs a castle-less part may join: those it touches when they are all of one
// colour and it touches no neutral zone or open land. Empty otherwise.
std::vector<int> joinable_fiefs(const Regions& regions, int part);

// (scoring.cpp) Ends the game if one of its ends has come after `mover`'s move: the winners are
// set and the step is over. Whether it ended.
bool check_end(State& state, int mover);

} // namespace tablee::fiefs_variant::detail
