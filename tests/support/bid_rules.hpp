// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game played at once by both seats, the smallest for testing the search player's simultaneous
// phases: `rounds` rounds in which both seats pick a number from 0 to 2 without seeing the
// other's (each pick is a move of its own; a pick not yet revealed is hidden from the other seat,
// BidRules::seen_by). Once both have picked, the round is scored by `Scoring`:
// - Highest: each seat scores its pick (picking 2 is never worse: a weakly dominant move);
// - Cycle: rock, paper, scissors (0 beats 2, 1 beats 0, 2 beats 1), the winner a point (no move
//   is best; a good search spreads its picks over the three).
// Whoever has more points at the end wins.

#include "core/error.hpp"
#include "core/game.hpp"
#include "core/outcome.hpp"
#include "core/save.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tablee::test {

enum class BidScoring { highest, cycle };

template <BidScoring scoring> struct BidRules {
    static constexpr int rounds = 2;
    static constexpr int most = 2; // picks 0..most
    struct Options {
        friend bool operator==(const Options&, const Options&) = default;
    };
    struct State {
        int round = 0;
        std::array<int, 2> points {};
        std::array<std::optional<int>, 2> picked {}; // this round's, until both have picked
        friend bool operator==(const State&, const State&) = default;
    };
    struct Move {
        std::size_t seat = 0;
        int pick = 0;
        friend bool operator==(const Move&, const Move&) = default;
    };
    static constexpr std::size_t max_moves = 1'000;

    static const core::SaveSchema& save_schema()
    {
        static const core::SaveSchema schema {.variant = "bid", .current = 1, .migrations = {}};
        return schema;
    }
    static core::Expected<State> start(const Options&) { return State {}; }
    static core::Expected<void> apply(State& state, const Move& move)
    {
        if (is_over(state))
            return core::fail("bid.over", "the game is over");
        if (move.seat > 1 || move.pick < 0 || move.pick > most)
            return core::fail("bid.bad_pick", "a seat 0 or 1 picks 0 to 2");
        if (state.picked[move.seat])
            return core::fail("bid.picked", "that seat has picked this round");
        state.picked[move.seat] = move.pick;
        if (!state.picked[0] || !state.picked[1])
            return {};
        const int a = *state.picked[0];
        const int b = *state.picked[1];
        if constexpr (scoring == BidScoring::highest) {
            state.points[0] += a;
            state.points[1] += b;
        } else if (a != b) {
            state.points[(a + 2) % 3 == b ? 0 : 1] += 1; // a beats the pick before it in the cycle
        }
        state.picked = {};
        ++state.round;
        return {};
    }
    static nlohmann::json options_to_json(const Options&) { return nlohmann::json::object(); }
    static nlohmann::json move_to_json(const Move& move) { return {{"seat", move.seat}, {"pick", move.pick}}; }
    static Options read_options(const core::JsonValue&) { return {}; }
    static Move read_move(const core::JsonValue& json)
    {
        return {static_cast<std::size_t>(json["seat"].integer(0, 1)), static_cast<int>(json["pick"].integer(0, most))};
    }
    // Nobody alone: both pick at once.
    static std::optional<std::size_t> to_play(const State&) { return std::nullopt; }
    static std::vector<std::size_t> acting_seats(const State& state)
    {
        std::vector<std::size_t> seats;
        for (std::size_t seat = 0; seat < 2 && !is_over(state); ++seat)
            if (!state.picked[seat])
                seats.push_back(seat);
        return seats;
    }
    // The moves `seat` may make now (its picks), none when it is not picking.
    static std::vector<Move> moves_of(const State& state, std::size_t seat)
    {
        std::vector<Move> moves;
        if (!is_over(state) && !state.picked[seat])
            for (int pick = 0; pick <= most; ++pick)
                moves.push_back({seat, pick});
        return moves;
    }
    static std::vector<Move> legal_moves(const State& state)
    {
        auto moves = moves_of(state, 0);
        const auto second = moves_of(state, 1);
        moves.insert(moves.end(), second.begin(), second.end());
        return moves;
    }
    // The other seat's pick of this round is not revealed yet.
    static State seen_by(const State& state, std::size_t seat)
    {
        State seen = state;
        if (seen.picked[1 - seat])
            seen.picked[1 - seat] = 0; // picked, but not what
        return seen;
    }
    static bool is_over(const State& state) { return state.round >= rounds; }
    static std::vector<int> scores(const State& state) { return {state.points[0], state.points[1]}; }
    static std::optional<core::Outcome> outcome(const State& state)
    {
        return is_over(state) ? std::optional(core::outcome_by_scores(scores(state))) : std::nullopt;
    }
    static std::vector<std::string> seat_names(const Options&) { return {"Ana", "Ben"}; }
};

static_assert(core::GameRules<BidRules<BidScoring::highest>>);

} // namespace tablee::test
