// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The smallest game whose moves are combinations, for testing trees of choices
// (core/choices.hpp): six cards worth 1 to 6 lie on the table; two seats take turns taking one,
// two or three of them, and score what they take; the game ends when the table is empty. Like
// Fiefs' borders, legal_moves lists only the single cards; the tree gives every move: the cards
// in rising order (so each set is reached once), "stop" after the first.
// Its faulty versions break one promise of the tree each, to show that the random-games tester
// catches it. Its table version has no seat acting: the table takes the cards for whoever's
// turn it is (as a referee moves for the table), the tree being core::table_seat's.

#include "core/choices.hpp"
#include "core/error.hpp"
#include "core/game.hpp"
#include "core/outcome.hpp"
#include "core/save.hpp"

#include <nlohmann/json.hpp>

#include <array>
#include <bitset>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tablee::test {

enum class CardsFault {
    none,
    takes_gone_cards, // the tree offers cards already taken, which apply refuses
    any_order, // the tree offers the cards in any order: a pair is reached by two paths
    no_early_stop, // the tree never stops before three cards: the single cards listed are no leaves
};

template <CardsFault fault, bool table = false> struct CardsRulesWith {
    static constexpr bool table_choices = table;
    static constexpr int card_count = 6;
    static constexpr int most_taken = 3;
    static constexpr int stop = -1; // the choice that ends a move

    struct Options {
        friend bool operator==(const Options&, const Options&) = default;
    };
    struct State {
        std::bitset<card_count> taken;
        std::array<int, 2> points {};
        std::size_t to_move = 0;
        friend bool operator==(const State&, const State&) = default;
    };
    struct Move {
        std::size_t seat = 0;
        std::bitset<card_count> cards;
        friend bool operator==(const Move&, const Move&) = default;
    };
    using Choice = int; // a card, 0 to 5, or stop
    static constexpr std::size_t max_moves = 100;

    static const core::SaveSchema& save_schema()
    {
        static const core::SaveSchema schema {.variant = "cards", .current = 1, .migrations = {}};
        return schema;
    }
    static core::Expected<State> start(const Options&) { return State {}; }
    static core::Expected<void> apply(State& state, const Move& move)
    {
        if (is_over(state))
            return core::fail("cards.over", "the table is empty");
        if (move.seat != state.to_move)
            return core::fail("cards.not_your_turn", "the other seat takes now");
        if (move.cards.none() || move.cards.count() > most_taken)
            return core::fail("cards.count", "one to three cards are taken");
        if ((move.cards & state.taken).any())
            return core::fail("cards.gone", "a card was taken already");
        state.taken |= move.cards;
        for (int card = 0; card < card_count; ++card)
            if (move.cards.test(static_cast<std::size_t>(card)))
                state.points[move.seat] += card + 1;
        state.to_move = 1 - state.to_move;
        return {};
    }
    static nlohmann::json options_to_json(const Options&) { return nlohmann::json::object(); }
    static nlohmann::json move_to_json(const Move& move)
    {
        return {{"seat", move.seat}, {"cards", move.cards.to_ulong()}};
    }
    static Options read_options(const core::JsonValue&) { return {}; }
    static Move read_move(const core::JsonValue& json)
    {
        return {static_cast<std::size_t>(json["seat"].integer(0, 1)),
            std::bitset<card_count>(json["cards"].integer(0ULL, (1ULL << card_count) - 1))};
    }
    static std::optional<std::size_t> to_play(const State& state)
    {
        return is_over(state) || table ? std::nullopt : std::optional(state.to_move);
    }
    // The single cards only: the pairs and triples come from the tree.
    static std::vector<Move> legal_moves(const State& state)
    {
        std::vector<Move> moves;
        for (std::size_t card = 0; card < card_count && !is_over(state); ++card)
            if (!state.taken.test(card))
                moves.push_back({state.to_move, std::bitset<card_count>().set(card)});
        return moves;
    }

    static std::vector<Choice> choices(const State& state, std::size_t, std::span<const Choice> made)
    {
        if (!made.empty() && (made.back() == stop || static_cast<int>(made.size()) == most_taken))
            return {};
        std::vector<Choice> open;
        const int after = made.empty() || fault == CardsFault::any_order ? -1 : made.back();
        for (int card = after + 1; card < card_count; ++card)
            if ((fault == CardsFault::takes_gone_cards || !state.taken.test(static_cast<std::size_t>(card)))
                && std::ranges::find(made, card) == made.end())
                open.push_back(card);
        if (!made.empty() && (fault != CardsFault::no_early_stop || open.empty()))
            open.push_back(stop);
        return open;
    }
    static Move move_of_choices(const State& state, std::size_t seat, std::span<const Choice> made)
    {
        Move move {table ? state.to_move : seat, {}};
        for (const Choice card : made)
            if (card != stop)
                move.cards.set(static_cast<std::size_t>(card));
        return move;
    }

    static bool is_over(const State& state) { return state.taken.all(); }
    static std::vector<int> scores(const State& state) { return {state.points[0], state.points[1]}; }
    static std::optional<core::Outcome> outcome(const State& state)
    {
        return is_over(state) ? std::optional(core::outcome_by_scores(scores(state))) : std::nullopt;
    }
    static std::vector<std::string> seat_names(const Options&) { return {"Ana", "Ben"}; }
};

using CardsRules = CardsRulesWith<CardsFault::none>;
static_assert(core::ChoiceRules<CardsRules>);
static_assert(!core::TableChoiceRules<CardsRules>);
static_assert(core::TableChoiceRules<CardsRulesWith<CardsFault::none, true>>);

} // namespace tablee::test
