// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The table's one rule for taking a move back, decided from the rules alone, so that every window
// (the kit's controller asks it) and a host refereeing a table over several screens apply the
// same one. The keeper of the game must never let one player change what the others have seen or
// played:
// - Undo goes back to the last move a person made; the computers' moves after it go with it
//   (they would be made again at once);
// - chance is never undone: a die rolled, a card dealt stands, and Undo says so;
// - a hand-in of a simultaneous phase is sealed until the phase is revealed: nobody takes it back
//   from the table, only its writer may, in private (sealed_move_of, Game::withdraw);
// - a phase the table has seen revealed, or a turn another person has seen finished (that
//   person is to play now), is taken back only with the table's consent (the window asks,
//   naming what is undone and who plays again);
// - a move of one's own turn, with only computers to play since, or the table's own move (a
//   referee's entry), is one's own to take back.

#include "core/game.hpp"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <optional>
#include <span>
#include <vector>

namespace tablee::core {

// Who made a move of the history, and what it did at the table, known from the position before
// it.
struct MoveMaker {
    // The seat whose move it is; nothing for chance's and the table's (a referee's entry, a phase
    // played by itself).
    std::optional<std::size_t> seat;
    bool chance = false; // an outcome of chance
    // Played by the table by itself: a simultaneous phase in which nobody has anything to decide.
    bool automatic = false;
    // The last hand-in of a simultaneous phase: it plays the phase, and every hand-in of it is
    // shown to the table.
    bool reveals = false;

    friend bool operator==(const MoveMaker&, const MoveMaker&) = default;
};

// Whether the rules have phases in which several seats act at once (R::acting_seats).
template <class R> constexpr bool has_simultaneous_phases = requires(const typename R::State& state)
{
    R::acting_seats(state);
};

// Who makes `move` in `before`, and what it does at the table.
template <GameRules R> MoveMaker move_maker(const typename R::State& before, const typename R::Move& move)
{
    MoveMaker maker;
    maker.chance = !chance_outcomes<R>(before).empty();
    if (maker.chance)
        return maker;
    maker.seat = seat_of<R>(before, move);
    if constexpr (has_simultaneous_phases<R>) {
        const auto acting = R::acting_seats(before);
        maker.automatic = acting.empty() && !maker.seat && !R::is_over(before);
        maker.reveals = maker.seat && acting.size() == 1 && acting.front() == *maker.seat;
    }
    return maker;
}

// Who made each move in force of `game`, oldest first (replayed from its start).
template <GameRules R> std::vector<MoveMaker> move_makers(const Game<R>& game)
{
    std::vector<MoveMaker> makers;
    typename R::State state = game.initial_state();
    for (const auto& move : game.history().applied()) {
        makers.push_back(move_maker<R>(state, move));
        [[maybe_unused]] const auto applied = R::apply(state, move);
        assert(applied); // the game accepted it from this start
    }
    return makers;
}

// What Undo may take back now, and on what terms.
struct UndoPlan {
    enum class Verdict {
        nothing, // no person's move to take back (none made, or only the computers')
        own, // a move of one's own turn (computers only since), or the table's entry
        consent, // a turn another person has seen finished, or a revealed phase: if the table agrees
        chance, // chance has acted since that move: its outcome stands
        sealed, // that move is a hand-in not yet revealed: only its writer may take it back
    };
    Verdict verdict = Verdict::nothing;
    // How many moves Undo takes back (own or consent): the person's move and all after it.
    std::size_t count = 0;
    // The seat whose move Undo stops at: who plays again (own or consent), whose hand-in is
    // sealed; nothing for the table's move.
    std::optional<std::size_t> seat;
    // The moves taken back include a phase the table has seen revealed.
    bool reveal = false;

    bool allowed() const { return verdict == Verdict::own || verdict == Verdict::consent; }
    friend bool operator==(const UndoPlan&, const UndoPlan&) = default;
};

// The table's rule (top of this file) applied to `game`, whose moves in force were made by
// `makers` (move_makers). `is_computer(seat)`: whether a computer plays that seat. With
// `chance_stands` false, chance's outcomes are taken back like any move (a practice game where
// nobody is ranked). Precondition: makers.size() == game.history().cursor().
template <GameRules R, class IsComputer>
UndoPlan plan_undo(
    const Game<R>& game, std::span<const MoveMaker> makers, IsComputer is_computer, bool chance_stands = true)
{
    assert(makers.size() == game.history().cursor());
    UndoPlan plan;
    for (std::size_t count = 1; count <= makers.size(); ++count) {
        const MoveMaker& maker = makers[makers.size() - count];
        if (maker.chance && chance_stands)
            return {.verdict = UndoPlan::Verdict::chance, .count = 0, .seat = std::nullopt, .reveal = false};
        plan.reveal = plan.reveal || maker.reveals;
        if (maker.chance || maker.automatic || (maker.seat && is_computer(*maker.seat)))
            continue; // goes with the person's move before it
        plan.count = count;
        plan.seat = maker.seat;
        if (!maker.seat) {
            plan.verdict = plan.reveal ? UndoPlan::Verdict::consent : UndoPlan::Verdict::own;
        } else if (plan.reveal) {
            plan.verdict = UndoPlan::Verdict::consent;
        } else if (has_simultaneous_phases<R>) {
            // A hand-in, and the phase it was handed in for is still open.
            plan = {.verdict = UndoPlan::Verdict::sealed, .count = 0, .seat = maker.seat, .reveal = false};
        } else {
            // Another person to play now has seen that turn finished; a computer to play (or
            // nobody: the game over) asks nobody.
            const auto acting = acting_seats<R>(game.state());
            const bool other_person = std::ranges::any_of(
                acting, [&](std::size_t seat) { return seat != *maker.seat && !is_computer(seat); });
            plan.verdict = other_person ? UndoPlan::Verdict::consent : UndoPlan::Verdict::own;
        }
        return plan;
    }
    return {}; // only the computers (or chance) have moved: undoing would be replayed at once
}

// The index of `seat`'s hand-in in the simultaneous phase still open (its move since the last
// phase was played), which only its writer may take back (Game::withdraw); nothing when it has
// not handed in for this phase.
inline std::optional<std::size_t> sealed_move_of(std::span<const MoveMaker> makers, std::size_t seat)
{
    for (std::size_t index = makers.size(); index-- > 0;) {
        const MoveMaker& maker = makers[index];
        if (maker.reveals || maker.automatic || maker.chance || !maker.seat)
            return std::nullopt; // the phase began after it
        if (*maker.seat == seat)
            return index;
    }
    return std::nullopt;
}

} // namespace tablee::core
