// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A whole game: phases (Spring and Fall movement, their retreats, Winter adjustments), years,
// supply-centre ownership (taken at the end of Fall, after its retreats), and the winner (the
// first power to own 18 centres). The state is a copyable value; step() never changes it in
// place and never half-applies: it returns the next state or an error.

#include "diplomacy_deadman/engine/adjustments.hpp"
#include "diplomacy_deadman/engine/movement.hpp"
#include "diplomacy_deadman/engine/retreats.hpp"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tablee::diplomacy_deadman {

enum class Season : std::uint8_t { spring, fall, winter };
enum class PhaseKind : std::uint8_t { movement, retreats, adjustments };

struct Phase {
    int year = 1901;
    Season season = Season::spring;
    PhaseKind kind = PhaseKind::movement;

    friend bool operator==(const Phase&, const Phase&) = default;
};

// "S1901M", "F1901R", "W1901A" (the usual short names).
std::string phase_text(const Phase& phase);
// Errors: diplomacy_deadman.bad_phase (text).
core::Expected<Phase> parse_phase(std::string_view text);

struct GameState {
    Phase phase;
    std::vector<Unit> units; // sorted by province
    std::vector<DislodgedUnit> dislodged; // in a retreat phase
    LocationSet contested; // in a retreat phase: provinces left empty by a standoff
    Ownership owners; // per province id: who owns its supply centre
    std::optional<Power> winner; // set when a power reaches the victory count; the game is over
    // The powers moved by the players' vote, if playing that way: the dead man of the six-player
    // game, or [extension] every power without a player at a smaller table.
    PowerSet dead_men; // at most max_dead_men

    friend bool operator==(const GameState&, const GameState&) = default;
};
// Two players at least remain to vote: a table of two moves five dead men.
inline constexpr int max_dead_men = power_count - 2;

// Spring 1901: the map's starting units, every home centre owned by its power.
GameState initial_state(const Map& map, PowerSet dead_men = {});

int centre_count(const GameState& state, Power power);

// What a phase did, for display.
struct PhaseReport {
    Phase phase;
    std::optional<MovementResult> movement;
    std::optional<RetreatResult> retreats;
    std::optional<AdjustmentResult> adjustments;
};

struct StepResult {
    GameState state;
    PhaseReport report;
};

// Adjudicates the current phase with these orders (anything illegal is recorded, never
// refused) and moves on: to the retreats if units were dislodged, else to the next movement,
// through the Winter adjustments when some power has one to make; ownership changes at the end
// of Fall. Errors: diplomacy_deadman.game_over (winner), diplomacy_deadman.bad_state (what) for a state that
// cannot exist (two units in a province, owners of the wrong size...).
core::Expected<StepResult> step(const Map& map, const GameState& state, std::span<const OrderEntry> orders);

// Checks a state read from outside. Errors: diplomacy_deadman.bad_state (what).
core::Expected<void> check_state(const Map& map, const GameState& state);

} // namespace tablee::diplomacy_deadman
