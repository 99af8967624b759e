// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Moves made of several choices. Where a move is a combination (a Diplomacy power's orders, one
// per unit; Fiefs' one to three borders; a calamity's losses), listing every legal move is out of
// the question: a power with nine units has billions of order sets. Such a variant lists a sample
// in legal_moves and gives its moves whole as a tree of choices, walked one choice at a time, as
// godip's Options() does: each node says what may be chosen next, and a path from the root to a
// leaf is one move. A variant supplies, beside core::GameRules:
//
//   Choice                              one step of a move (a unit's order, a border, "stop")
//   choices(state, seat, made)          the choices open to `seat` (one of the acting seats) after
//                                       those `made` from the root, in a fixed order; empty when
//                                       `made` is a whole move (a leaf)
//   move_of_choices(state, seat, made)  that whole move. Precondition: `made` is a leaf
//
// The promise, which the random-games tester checks: the leaves are exactly the moves the seat may
// make now, each reached by one path only (so that a search or a random walk weighs every move
// alike); where moves_of lists moves for the seat, each is a leaf. A combination that may stop
// early (one border or two) has a choice that stops. A seat with nothing to decide has one move,
// the root itself.
//
// Where no seat acts and chance does not, the table moves as one (a referee's edits: Civilization's
// calamities, whose losses are combinations). A variant whose table moves are given as a tree says
// so with `static constexpr bool table_choices = true`, and its tree is that of core::table_seat:
// its leaves are exactly the legal moves, and every move legal_moves lists is among them.

#include "core/game.hpp"
#include "core/random.hpp"

#include <concepts>
#include <cstddef>
#include <limits>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace tablee::core {

// The seat whose tree holds the table's moves (see above): no player's seat.
inline constexpr std::size_t table_seat = std::numeric_limits<std::size_t>::max();

template <class R>
concept ChoiceRules = GameRules<R> && requires(
    const typename R::State& state, std::size_t seat, std::span<const typename R::Choice> made)
{
    {
        R::choices(state, seat, made)
        } -> std::same_as<std::vector<typename R::Choice>>;
    {
        R::move_of_choices(state, seat, made)
        } -> std::same_as<typename R::Move>;
};

// The move of `seat` reached from `made` (the root when it is empty) by taking, at every step,
// the choice `pick(open)` names among those open: its first (pick returns 0), its last...
// Precondition: `seat` acts now, `made` follows its tree, and pick returns an index below
// open.size().
// The table's moves are a tree of choices, walked with core::table_seat.
template <class R>
concept TableChoiceRules = ChoiceRules<R> && requires
{
    requires R::table_choices;
};

template <ChoiceRules R, class Pick>
typename R::Move move_by_choices(
    const typename R::State& state, std::size_t seat, Pick pick, std::vector<typename R::Choice> made = {})
{
    for (auto open = R::choices(state, seat, made); !open.empty(); open = R::choices(state, seat, made))
        made.push_back(std::move(open[pick(std::as_const(open))]));
    return R::move_of_choices(state, seat, made);
}

// A move of `seat` drawn by walking the tree on from `made`, each step's choice drawn uniformly
// among those open (so a move on a branch with few siblings is likelier than one among many: the
// walk is for variety, not for a uniform draw over the moves). Same preconditions.
template <ChoiceRules R>
typename R::Move random_move_by_choices(
    const typename R::State& state, std::size_t seat, Random& random, std::vector<typename R::Choice> made = {})
{
    const auto draw = [&random](const auto& open) { return static_cast<std::size_t>(random.below(open.size())); };
    return move_by_choices<R>(state, seat, draw, std::move(made));
}

namespace detail {
// Adds the leaves under `made` to `leaves`, depth first; false once a leaf would be the
// (limit + 1)-th.
template <ChoiceRules R>
bool collect_leaves(const typename R::State& state, std::size_t seat, std::vector<typename R::Choice>& made,
    std::vector<typename R::Move>& leaves, std::size_t limit)
{
    const auto open = R::choices(state, seat, made);
    if (open.empty()) {
        if (leaves.size() == limit)
            return false;
        leaves.push_back(R::move_of_choices(state, seat, made));
        return true;
    }
    // Each choice leads to a leaf at least: more choices than room left, and the tree is too big.
    if (open.size() > limit - leaves.size())
        return false;
    for (const auto& choice : open) {
        made.push_back(choice);
        const bool room = collect_leaves<R>(state, seat, made, leaves, limit);
        made.pop_back();
        if (!room)
            return false;
    }
    return true;
}
} // namespace detail

// Every move of `seat` below `made` (the whole tree when it is empty), leaf by leaf in the tree's
// order, when there are at most `limit` of them; nothing when there are more (the walk stops at
// the first leaf too many). Precondition: `seat` acts now and `made` follows its tree.
template <ChoiceRules R>
std::optional<std::vector<typename R::Move>> moves_by_choices(
    const typename R::State& state, std::size_t seat, std::size_t limit, std::vector<typename R::Choice> made = {})
{
    std::vector<typename R::Move> leaves;
    if (!detail::collect_leaves<R>(state, seat, made, leaves, limit))
        return std::nullopt;
    return leaves;
}

} // namespace tablee::core
