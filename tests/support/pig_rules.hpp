// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Pig, the dice game: the smallest game with chance and two seats, for testing the core's model
// of chance steps and its search player. On your turn you roll as often as you like, adding each
// die to the turn's total, until you hold (the total is banked) or roll a 1 (it is lost). The
// first to bank `goal` points wins. The die is chance's step of its own (PigRules::chance), never
// drawn inside apply. A faulty version gives the die's faces probabilities that do not add up to 1.

#include "core/error.hpp"
#include "core/game.hpp"
#include "core/outcome.hpp"
#include "core/save.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace tablee::test {

template <bool fair_die> struct PigRulesWith {
    static constexpr int goal = 30;
    struct Options {
        std::uint64_t seed = 0; // the table's dice (core::Game::chance_move)
        friend bool operator==(const Options&, const Options&) = default;
    };
    static std::uint64_t seed(const Options& options) { return options.seed; }
    struct State {
        std::array<int, 2> banked {};
        int turn_total = 0;
        std::size_t player = 0;
        bool rolling = false; // the player asked to roll: chance acts
        friend bool operator==(const State&, const State&) = default;
    };
    struct Roll {
        friend bool operator==(const Roll&, const Roll&) = default;
    };
    struct Hold {
        friend bool operator==(const Hold&, const Hold&) = default;
    };
    struct Die {
        int face = 1;
        friend bool operator==(const Die&, const Die&) = default;
    };
    using Move = std::variant<Roll, Hold, Die>;
    static constexpr std::size_t max_moves = 100'000;

    static const core::SaveSchema& save_schema()
    {
        static const core::SaveSchema schema {.variant = "pig", .current = 1, .migrations = {}};
        return schema;
    }
    static core::Expected<State> start(const Options&) { return State {}; }
    static core::Expected<void> apply(State& state, const Move& move)
    {
        if (is_over(state))
            return core::fail("pig.over", "the game is over");
        if (state.rolling != std::holds_alternative<Die>(move))
            return core::fail("pig.wrong_step", state.rolling ? "the die is rolling" : "nobody rolled");
        if (const auto* die = std::get_if<Die>(&move)) {
            if (die->face < 1 || die->face > 6)
                return core::fail("pig.bad_face", "a die has faces 1 to 6");
            state.rolling = false;
            if (die->face == 1)
                pass(state);
            else
                state.turn_total += die->face;
        } else if (std::holds_alternative<Roll>(move)) {
            state.rolling = true;
        } else {
            state.banked[state.player] += state.turn_total;
            if (!is_over(state))
                pass(state);
        }
        return {};
    }
    static void pass(State& state)
    {
        state.turn_total = 0;
        state.player = 1 - state.player;
    }
    static nlohmann::json options_to_json(const Options& options) { return {{"seed", std::to_string(options.seed)}}; }
    static nlohmann::json move_to_json(const Move& move)
    {
        if (const auto* die = std::get_if<Die>(&move))
            return die->face;
        return std::holds_alternative<Roll>(move) ? "roll" : "hold";
    }
    static Options read_options(const core::JsonValue& json) { return {json["seed"].decimal_u64()}; }
    static Move read_move(const core::JsonValue& json)
    {
        if (json.json().is_number())
            return Die {json.integer(1, 6)};
        return json.string(4) == "roll" ? Move {Roll {}} : Move {Hold {}};
    }
    static std::optional<std::size_t> to_play(const State& state)
    {
        return is_over(state) || state.rolling ? std::nullopt : std::optional(state.player);
    }
    static std::vector<Move> legal_moves(const State& state)
    {
        if (is_over(state) || state.rolling)
            return {};
        return {Roll {}, Hold {}};
    }
    static std::vector<core::ChanceOutcome<Move>> chance(const State& state)
    {
        if (!state.rolling || is_over(state))
            return {};
        std::vector<core::ChanceOutcome<Move>> faces;
        for (int face = 1; face <= 6; ++face)
            faces.push_back({Die {face}, fair_die ? 1.0 / 6 : 1.0 / 7});
        return faces;
    }
    static bool is_over(const State& state) { return state.banked[0] >= goal || state.banked[1] >= goal; }
    static std::vector<int> scores(const State& state) { return {state.banked[0], state.banked[1]}; }
    static std::optional<core::Outcome> outcome(const State& state)
    {
        return is_over(state) ? std::optional(core::outcome_by_scores(scores(state))) : std::nullopt;
    }
    static std::vector<std::string> seat_names(const Options&) { return {"Ana", "Ben"}; }
};

using PigRules = PigRulesWith<true>;
static_assert(core::GameRules<PigRules>);

} // namespace tablee::test
