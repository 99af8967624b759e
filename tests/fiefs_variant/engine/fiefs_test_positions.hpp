// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Positions for the Fiefs engine's tests, built by hand on a board of meadows.

#include "fiefs_variant/engine/game.hpp"

#include <cassert>
#include <initializer_list>
#include <utility>

namespace fiefs_test {

using namespace tablee::fiefs_variant;

inline Space at(const char* name)
{
    const auto space = parse_space(name);
    assert(space);
    return *space;
}
inline Edge edge(const char* a, const char* b)
{
    const auto found = edge_between(at(a), at(b));
    assert(found);
    return *found;
}

// A game past its setup (no castle left to place) on meadows but for `terrain`, player 0 to act.
inline State turn_state(int players, std::initializer_list<std::pair<const char*, Terrain>> terrain = {})
{
    Terrains board;
    board.fill(Terrain::meadow);
    for (const auto& [name, kind] : terrain)
        board[static_cast<std::size_t>(at(name))] = kind;
    State state = new_state(board, players, {}, tablee::core::Random(7));
    for (auto& stock : state.position.players)
        stock.castles = 0;
    state.step = Step::action;
    state.round = 1;
    return state;
}

inline void castle(State& state, const char* where, int player)
{
    state.position.castle[static_cast<std::size_t>(at(where))] = static_cast<std::int8_t>(player);
}
inline void knight(State& state, const char* where, int player)
{
    state.position.knight[static_cast<std::size_t>(at(where))] = static_cast<std::int8_t>(player);
    --state.position.players[static_cast<std::size_t>(player)].knights;
}
inline void border(State& state, const char* a, const char* b)
{
    state.position.borders.set(static_cast<std::size_t>(edge(a, b)));
}
// Borders all round the rectangle from `top_left` to `bottom_right` (the board's side needs none).
inline void enclose(State& state, const char* top_left, const char* bottom_right)
{
    const Space from = at(top_left), to = at(bottom_right);
    for (int row = row_of(from); row <= row_of(to); ++row)
        for (int column = column_of(from); column <= column_of(to); ++column)
            for (const auto& next : neighbours(space_at(row, column)))
                if (row_of(next.space) < row_of(from) || row_of(next.space) > row_of(to)
                    || column_of(next.space) < column_of(from) || column_of(next.space) > column_of(to))
                    state.position.borders.set(static_cast<std::size_t>(next.edge));
}
inline int ducats(const State& state, int player)
{
    return state.position.players[static_cast<std::size_t>(player)].ducats;
}
inline void set_ducats(State& state, int player, int ducats)
{
    state.position.players[static_cast<std::size_t>(player)].ducats = ducats;
}
inline const Region& region_at(const State& state, const char* where)
{
    static thread_local std::optional<Regions> regions; // kept alive for the reference
    regions.emplace(state.position);
    return regions->of(at(where));
}
inline std::string refusal(State state, const Move& move, int die = 1)
{
    const auto applied = apply_with_die(state, move, die);
    return applied ? std::string("accepted") : applied.error().code;
}

} // namespace fiefs_test
