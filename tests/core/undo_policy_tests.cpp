// SPDX-License-Identifier: GPL-3.0-or-later
// The table's one rule for Undo (core/undo_policy.hpp), on the smallest games of each kind: turns
// (cards taken in turn), chance (Pig's die) and a phase played at once (both seats bid).
#include "core/undo_policy.hpp"

#include "bid_rules.hpp"
#include "cards_rules.hpp"
#include "pig_rules.hpp"

#include <catch2/catch.hpp>

#include <bitset>

using namespace tablee;
using Verdict = core::UndoPlan::Verdict;

namespace {

using Cards = core::Game<test::CardsRules>;
using TableCards = core::Game<test::CardsRulesWith<test::CardsFault::none, true>>;
using Pig = core::Game<test::PigRules>;
using Bid = core::Game<test::BidRules<test::BidScoring::highest>>;

test::CardsRules::Move take(std::size_t seat, std::size_t card)
{
    return {seat, std::bitset<test::CardsRules::card_count>().set(card)};
}

const auto nobody = [](std::size_t) { return false; };
const auto seat1 = [](std::size_t seat) { return seat == 1; };

template <class G, class IsComputer> core::UndoPlan plan(const G& game, IsComputer is_computer)
{
    return core::plan_undo(game, core::move_makers(game), is_computer);
}

} // namespace

TEST_CASE("undo: a finished turn another person has seen needs the table's consent", "[undo]")
{
    auto game = Cards::create({}).value();
    CHECK(plan(game, nobody).verdict == Verdict::nothing);
    REQUIRE(game.play(take(0, 0)));
    // Ana took a card; Ben is to play and has seen it.
    CHECK(plan(game, nobody) == core::UndoPlan {.verdict = Verdict::consent, .count = 1, .seat = 0, .reveal = false});
    // Against a computer, Ana's move is hers to take back, with the computer's moves after it.
    CHECK(plan(game, seat1).verdict == Verdict::own);
    REQUIRE(game.play(take(1, 1)));
    CHECK(plan(game, seat1) == core::UndoPlan {.verdict = Verdict::own, .count = 2, .seat = 0, .reveal = false});
    // Between two people, Ben's turn is over and Ana is to play: his, with consent.
    CHECK(plan(game, nobody) == core::UndoPlan {.verdict = Verdict::consent, .count = 1, .seat = 1, .reveal = false});
    // Only computers have moved: nothing to take back.
    auto computers = Cards::create({}).value();
    REQUIRE(computers.play(take(0, 0)));
    CHECK(plan(computers, [](std::size_t) { return true; }).verdict == Verdict::nothing);
}

TEST_CASE("undo: the table's own entries are its own to take back", "[undo]")
{
    using Move = TableCards::Move;
    auto game = TableCards::create({}).value();
    REQUIRE(game.play(Move {take(0, 0).seat, take(0, 0).cards}));
    REQUIRE(game.play(Move {take(1, 1).seat, take(1, 1).cards}));
    CHECK(plan(game, nobody)
        == core::UndoPlan {.verdict = Verdict::own, .count = 1, .seat = std::nullopt, .reveal = false});
}

TEST_CASE("undo: chance is never taken back except where nobody is ranked", "[undo]")
{
    // A seed whose first die is not a 1 (a 1 would give Ben the turn).
    auto game = Pig::create({.seed = 0}).value();
    for (std::uint64_t seed = 0;; ++seed) {
        game = Pig::create({.seed = seed}).value();
        REQUIRE(game.play(test::PigRules::Roll {}));
        REQUIRE(game.play(game.chance_move()));
        if (game.state().player == 0)
            break;
    }
    const auto makers = core::move_makers(game);
    REQUIRE(makers.size() == 2);
    CHECK(makers[1].chance);
    CHECK(plan(game, nobody).verdict == Verdict::chance);
    CHECK(core::plan_undo(game, makers, nobody, false)
        == core::UndoPlan {.verdict = Verdict::own, .count = 2, .seat = 0, .reveal = false});
}

TEST_CASE("undo: a hand-in is sealed until the reveal; the revealed phase needs consent", "[undo]")
{
    using Move = test::BidRules<test::BidScoring::highest>::Move;
    auto game = Bid::create({}).value();
    REQUIRE(game.play(Move {1, 2}));
    auto makers = core::move_makers(game);
    CHECK_FALSE(makers[0].reveals);
    // Ben's pick is sealed: nobody takes it back from the table.
    CHECK(core::plan_undo(game, makers, nobody)
        == core::UndoPlan {.verdict = Verdict::sealed, .count = 0, .seat = 1, .reveal = false});
    // Only its writer, in private: it is still open.
    CHECK(core::sealed_move_of(makers, 1) == std::optional<std::size_t>(0));
    CHECK_FALSE(core::sealed_move_of(makers, 0));
    REQUIRE(game.play(Move {0, 1}));
    makers = core::move_makers(game);
    CHECK(makers[1].reveals);
    // Ana's pick played the round: both picks are seen, nobody's is sealed any more.
    CHECK(core::plan_undo(game, makers, nobody)
        == core::UndoPlan {.verdict = Verdict::consent, .count = 1, .seat = 0, .reveal = true});
    CHECK_FALSE(core::sealed_move_of(makers, 1));
    // Ben a computer: Ana's pick and his are taken back together, the reveal with them.
    auto against = Bid::create({}).value();
    REQUIRE(against.play(Move {0, 1}));
    REQUIRE(against.play(Move {1, 2}));
    CHECK(plan(against, seat1) == core::UndoPlan {.verdict = Verdict::consent, .count = 2, .seat = 0, .reveal = true});
}

TEST_CASE("a sealed hand-in is withdrawn by its writer; the phases before stand", "[undo][game]")
{
    using Move = test::BidRules<test::BidScoring::highest>::Move;
    auto game = Bid::create({}).value();
    REQUIRE(game.play(Move {0, 1}));
    REQUIRE(game.play(Move {1, 1})); // round 1 played
    REQUIRE(game.play(Move {1, 2})); // Ben's pick for round 2
    REQUIRE(game.play(Move {0, 0}));
    game.undo(); // Ana's taken back: to redo
    REQUIRE(game.can_redo());
    const auto index = core::sealed_move_of(core::move_makers(game), 1);
    REQUIRE(index == std::optional<std::size_t>(2));
    const auto taken = game.withdraw(*index);
    REQUIRE(taken);
    CHECK(*taken == Move {1, 2});
    CHECK(game.state().round == 1);
    CHECK(game.state().points == std::array<int, 2> {1, 1});
    CHECK_FALSE(game.state().picked[1]);
    // Nothing left for Redo to play over the writer's new choice.
    CHECK_FALSE(game.can_redo());
    CHECK(game.history().moves().size() == 2);

    // A later move that no longer replays without it: refused, nothing changed.
    auto cards = Cards::create({}).value();
    REQUIRE(cards.play(take(0, 0)));
    REQUIRE(cards.play(take(1, 1)));
    const auto before = cards.state();
    const auto refused = cards.withdraw(0);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().code == "game.refused_move");
    CHECK(cards.history().cursor() == 2);
    CHECK(cards.state() == before);
}
