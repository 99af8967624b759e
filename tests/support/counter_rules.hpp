// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The smallest game the core's model plays, for testing the model itself and the shell: a count
// that each move raises by a step of 1 to 9 (1 to 4 on an odd count), over at 100. One seat.
// Its faulty versions break one promise of core::GameRules each, to show that the random-games
// tester catches it.

#include "core/error.hpp"
#include "core/game.hpp"
#include "core/outcome.hpp"
#include "core/save.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace tablee::test {

enum class CounterFault {
    none,
    listed_refused, // lists a step of 10, which apply refuses
    refusal_changes, // a refused step still moves the count
    not_deterministic, // a step also records how many steps were ever applied, in any game
    moves_after_the_end, // lists moves once over
    bad_outcome, // ranks its one seat second
};

template <CounterFault fault> struct CounterRulesWith {
    struct Options {
        int start = 0;
        friend bool operator==(const Options&, const Options&) = default;
    };
    struct State {
        int count = 0;
        int stamp = 0; // not_deterministic: the number of steps ever applied
        friend bool operator==(const State&, const State&) = default;
    };
    struct Move {
        int step = 1;
        friend bool operator==(const Move&, const Move&) = default;
    };
    static constexpr int goal = 100;
    static constexpr std::size_t max_moves = 1000;

    static int largest_step(const State& state) { return state.count % 2 == 0 ? 9 : 4; }

    static const core::SaveSchema& save_schema()
    {
        static const core::SaveSchema schema {.variant = "counter", .current = 1, .migrations = {}};
        return schema;
    }
    static core::Expected<State> start(const Options& options)
    {
        if (options.start < 0 || options.start >= goal)
            return core::fail("counter.bad_start", "a count starts from 0 to 99");
        return State {options.start};
    }
    static core::Expected<void> apply(State& state, const Move& move)
    {
        if (is_over(state))
            return core::fail("counter.over", "the count is reached");
        if (move.step < 1 || move.step > largest_step(state)) {
            if constexpr (fault == CounterFault::refusal_changes)
                state.count += move.step;
            return core::fail("counter.bad_step", "a step is 1 to 9, 1 to 4 on an odd count");
        }
        state.count += move.step;
        if constexpr (fault == CounterFault::not_deterministic) {
            static int applied = 0;
            state.stamp = ++applied;
        }
        return {};
    }
    static nlohmann::json options_to_json(const Options& options) { return {{"start", options.start}}; }
    static nlohmann::json move_to_json(const Move& move) { return move.step; }
    static Options read_options(const core::JsonValue& json) { return {json["start"].integer(0, goal - 1)}; }
    static Move read_move(const core::JsonValue& json) { return {json.integer(1, 9)}; }
    static std::optional<std::size_t> to_play(const State& state)
    {
        return is_over(state) ? std::nullopt : std::optional<std::size_t>(0);
    }
    static std::vector<Move> legal_moves(const State& state)
    {
        if (is_over(state) && fault != CounterFault::moves_after_the_end)
            return {};
        std::vector<Move> moves;
        for (int step = 1; step <= largest_step(state); ++step)
            moves.push_back({step});
        if (fault == CounterFault::listed_refused)
            moves.push_back({10});
        return moves;
    }
    static bool is_over(const State& state) { return state.count >= goal; }
    static std::vector<int> scores(const State& state) { return {state.count}; }
    static std::optional<core::Outcome> outcome(const State& state)
    {
        if (!is_over(state))
            return std::nullopt;
        return core::Outcome {scores(state), {fault == CounterFault::bad_outcome ? 2 : 1}};
    }
    static std::vector<std::string> seat_names(const Options&) { return {"Counter"}; }
};

using CounterRules = CounterRulesWith<CounterFault::none>;
static_assert(core::GameRules<CounterRules>);

} // namespace tablee::test
