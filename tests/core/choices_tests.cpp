// SPDX-License-Identifier: GPL-3.0-or-later
// Moves made of several choices (core/choices.hpp), on the smallest game whose moves are
// combinations (tests/support/cards_rules.hpp: take one to three of six cards), and on faulty
// versions of it, each breaking one promise of the tree, to show that the random-games tester's
// check for it fires. Also the tester's checks of simultaneous phases (tests/support/bid_rules.hpp).
#include "core/choices.hpp"
#include "core/random_games.hpp"

#include "bid_rules.hpp"
#include "cards_rules.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <set>
#include <string>
#include <vector>

using namespace tablee;
using test::CardsFault;
using test::CardsRules;

namespace {

std::set<unsigned long> card_sets(const std::vector<CardsRules::Move>& moves)
{
    std::set<unsigned long> sets;
    for (const auto& move : moves)
        sets.insert(move.cards.to_ulong());
    return sets;
}

} // namespace

TEST_CASE("a tree of choices gives every move once: its leaves are the combinations", "[choices]")
{
    const CardsRules::State start;
    // One, two or three cards of six: 6 + 15 + 20 sets.
    const auto all = core::moves_by_choices<CardsRules>(start, 0, 100);
    REQUIRE(all);
    CHECK(all->size() == 41);
    CHECK(card_sets(*all).size() == 41); // each reached by one path
    for (const auto& move : *all) {
        auto copy = start;
        CHECK(CardsRules::apply(copy, move));
    }
    // The tree's order: the first card, then the first after it, then the third.
    CHECK(all->front().cards.to_ulong() == 0b000111);
    // Beyond the limit, nothing: the walk stops rather than listing a part.
    CHECK_FALSE(core::moves_by_choices<CardsRules>(start, 0, 40));
    // The first choice everywhere, the last everywhere (the last is "stop" once a card is taken).
    CHECK(core::move_by_choices<CardsRules>(start, 0, [](const auto&) { return std::size_t {0}; }).cards.to_ulong()
        == 0b000111);
    CHECK(core::move_by_choices<CardsRules>(start, 0, [](const auto& open) { return open.size() - 1; }).cards.to_ulong()
        == 0b100000);
    // With three cards left, the tree has their seven sets.
    CardsRules::State late;
    late.taken = 0b010101;
    const auto left = core::moves_by_choices<CardsRules>(late, 0, 100);
    REQUIRE(left);
    CHECK(card_sets(*left)
        == std::set<unsigned long> {0b000010, 0b001000, 0b100000, 0b001010, 0b100010, 0b101000, 0b101010});
    // A random walk reaches pairs and triples as well as single cards.
    core::Random random(3);
    std::set<std::size_t> sizes;
    for (int walk = 0; walk < 200; ++walk) {
        const auto move = core::random_move_by_choices<CardsRules>(start, 0, random);
        CHECK(card_sets(*all).contains(move.cards.to_ulong()));
        sizes.insert(move.cards.count());
    }
    CHECK(sizes == std::set<std::size_t> {1, 2, 3});
}

TEST_CASE("the random-games tester walks the trees of choices and plays their moves", "[choices][random_games]")
{
    std::size_t walked = 0, moves = 0, games_with_few_moves = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const auto report = core::play_random_game<CardsRules>({}, seed, 100);
        INFO((report ? std::string() : report.error().message));
        REQUIRE(report);
        CHECK(report->finished);
        walked += report->walked;
        moves += report->moves;
        // Singles only would take six moves; a move from the tree may take two or three cards.
        if (report->moves < 6)
            ++games_with_few_moves;
    }
    CHECK(walked > moves * 4);
    CHECK(games_with_few_moves > 0);
}

namespace {

template <CardsFault fault, bool table = false> std::string violation()
{
    const auto report = core::play_random_game<test::CardsRulesWith<fault, table>>({}, 5, 100);
    return report ? std::string("none") : report.error().code;
}

} // namespace

TEST_CASE("the random-games tester catches each broken promise of a tree of choices", "[choices][random_games]")
{
    CHECK(violation<CardsFault::none>() == "none");
    CHECK(violation<CardsFault::takes_gone_cards>() == "random_games.choices");
    CHECK(violation<CardsFault::any_order>() == "random_games.choices");
    CHECK(violation<CardsFault::no_early_stop>() == "random_games.choices");
}

TEST_CASE("where no seat acts, the tester walks the table's tree and plays its moves", "[choices][random_games]")
{
    using Table = test::CardsRulesWith<CardsFault::none, true>;
    std::size_t walked = 0, moves = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const auto report = core::play_random_game<Table>({}, seed, 100);
        INFO((report ? std::string() : report.error().message));
        REQUIRE(report);
        CHECK(report->finished);
        walked += report->walked;
        moves += report->moves;
    }
    CHECK(walked > moves * 4);
    // Each broken promise of the table's tree is caught as a seat's is.
    CHECK(violation<CardsFault::takes_gone_cards, true>() == "random_games.choices");
    CHECK(violation<CardsFault::any_order, true>() == "random_games.choices");
    CHECK(violation<CardsFault::no_early_stop, true>() == "random_games.choices");
}

TEST_CASE(
    "the random-games tester checks the seats that act at once, their moves and their views", "[choices][random_games]")
{
    using Bid = test::BidRules<test::BidScoring::cycle>;
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const auto report = core::play_random_game<Bid>({}, seed, 100);
        INFO((report ? std::string() : report.error().message));
        REQUIRE(report);
        CHECK(report->finished);
    }
}
