// SPDX-License-Identifier: GPL-3.0-or-later
// The campaign: the source's example end to end, every refusal, the flow queries a window uses,
// undo/redo, campaign lengths and the pile arithmetic over whole campaigns.

#include "dominion_campaign/engine/campaign.hpp"

#include "test_support.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

namespace dc = tablee::dominion_campaign;
using namespace tablee::dominion_campaign::test;
using Deck = std::vector<dc::DeckEntry>;
using Cards = std::vector<dc::CardId>;

namespace {

const Cards source_kingdom {
    "cellar", "workshop", "mine", "remodel", "militia", "moat", "village", "market", "smithy", "woodcutter"};

int pile(const dc::State& state, const std::string& card, int round = 0)
{
    const auto piles = dc::supply(state, round);
    const auto found = std::ranges::find(piles, card, &dc::Pile::card);
    REQUIRE(found != piles.end());
    return found->count;
}

// The source's example up to the end of round 1's keeps (Alex 30, Bob 25, Chris 20).
dc::State source_after_round_1_keeps()
{
    auto state = started(three_players());
    play(state, dc::SetKingdom {source_kingdom});
    play(state, dc::StartCampaign {});
    play(state, dc::EnterScores {{30, 25, 20}});
    play(state, dc::Keep {0, "village"});
    play(state, dc::Keep {1, "village"});
    play(state, dc::Keep {2, "smithy"});
    return state;
}

dc::State source_round_2()
{
    auto state = source_after_round_1_keeps();
    play(state, dc::Eliminate {1, "cellar"});
    play(state, dc::Eliminate {2, "market"});
    play(state, dc::Eliminate {2, "smithy"});
    play(state, dc::SetDrawn {{"feast", "adventurer", "witch"}});
    return state;
}

} // namespace

TEST_CASE("source example: three players over three rounds", "[dominion_campaign][campaign]")
{
    auto state = started(three_players());
    CHECK(state.phase() == dc::Phase::setup);
    CHECK(state.round_count() == 6);
    CHECK(state.unused_card_count() == 0);
    play(state, dc::SetKingdom {source_kingdom});
    play(state, dc::StartCampaign {});
    CHECK(state.phase() == dc::Phase::playing);
    CHECK(state.round() == 1);
    CHECK(state.kingdom() == source_kingdom);
    for (std::size_t p = 0; p < 3; ++p)
        CHECK(dc::starting_deck(state, p) == Deck {{"copper", 7}, {"estate", 3}});
    CHECK(pile(state, "village") == 10);
    CHECK(pile(state, "copper") == 60 - 3 * 7);
    CHECK(pile(state, "estate") == 12);

    play(state, dc::EnterScores {{30, 25, 20}});
    CHECK(state.phase() == dc::Phase::keeps);
    CHECK(state.ranking() == std::vector<std::size_t> {0, 1, 2});
    CHECK(dc::missing_keeps(state) == std::vector<std::size_t> {0, 1, 2});
    // Keeps in any order.
    play(state, dc::Keep {2, "smithy"});
    play(state, dc::Keep {0, "village"});
    CHECK(dc::missing_keeps(state) == std::vector<std::size_t> {1});
    play(state, dc::Keep {1, "village"});
    CHECK(state.phase() == dc::Phase::eliminations);

    // 3 players: the 2nd (Bob) picks 1, then the 3rd (Chris) picks 2.
    const auto turns = dc::elimination_turns(state);
    REQUIRE(turns.size() == 2);
    CHECK(turns[0] == dc::EliminationTurn {1, 1, 1, 0});
    CHECK(turns[1] == dc::EliminationTurn {2, 2, 2, 0});
    CHECK(dc::current_chooser(state)->chooser == 1);
    play(state, dc::Eliminate {1, "cellar"});
    CHECK(dc::current_chooser(state) == dc::EliminationTurn {2, 2, 2, 0});
    play(state, dc::Eliminate {2, "market"});
    CHECK(dc::current_chooser(state) == dc::EliminationTurn {2, 2, 2, 1});
    CHECK(dc::eliminable_cards(state).size() == 8);
    play(state, dc::Eliminate {2, "smithy"});
    CHECK(state.round() == 2);
    CHECK(state.phase() == dc::Phase::playing);
    CHECK(state.round_record(1).drawn.size() == 3);
    play(state, dc::SetDrawn {{"feast", "adventurer", "witch"}});

    CHECK(state.kingdom()
        == Cards {
            "workshop", "mine", "remodel", "militia", "moat", "village", "woodcutter", "feast", "adventurer", "witch"});
    CHECK(pile(state, "village") == 8);
    CHECK(pile(state, "smithy", 1) == 10);
    CHECK(dc::starting_deck(state, 0) == Deck {{"copper", 8}, {"estate", 3}, {"village", 1}});
    CHECK(dc::starting_deck(state, 1) == Deck {{"copper", 8}, {"estate", 3}, {"village", 1}});
    CHECK(dc::starting_deck(state, 2) == Deck {{"copper", 8}, {"estate", 3}, {"smithy", 1}});
    // Reverse ranking: Chris starts, Alex (the leader) plays last.
    CHECK(state.seating() == std::vector<std::size_t> {2, 1, 0});

    play(state, dc::EnterScores {{20, 30, 25}}); // totals 50, 55, 45
    CHECK(state.ranking() == std::vector<std::size_t> {1, 0, 2});
    // Alex and Bob may not keep a second Village.
    CHECK(refusal(state, dc::Keep {0, "village"}) == "dominion_campaign.duplicate_in_deck");
    CHECK(refusal(state, dc::Keep {1, "village"}) == "dominion_campaign.duplicate_in_deck");
    play(state, dc::Keep {0, "militia"});
    play(state, dc::Keep {1, "moat"});
    play(state, dc::Keep {2, "remodel"});
    // Ranking Bob, Alex, Chris: Alex picks 1, Chris 2.
    CHECK(dc::current_chooser(state)->chooser == 0);
    play(state, dc::Eliminate {0, "feast"});
    play(state, dc::Eliminate {2, "workshop"});
    play(state, dc::Eliminate {2, "mine"});
    CHECK(state.round() == 3);
    CHECK(dc::starting_deck(state, 0)
        == Deck {{"copper", 9}, {"estate", 3}, {"curse", 1}, {"village", 1}, {"militia", 1}});
    CHECK(
        dc::starting_deck(state, 1) == Deck {{"copper", 9}, {"estate", 3}, {"curse", 1}, {"village", 1}, {"moat", 1}});
    CHECK(dc::starting_deck(state, 2)
        == Deck {{"copper", 9}, {"estate", 3}, {"curse", 1}, {"smithy", 1}, {"remodel", 1}});
    CHECK(pile(state, "curse") == 20 - 3);
    CHECK(pile(state, "copper") == 60 - 3 * 9);
    CHECK(pile(state, "village") == 8);
    CHECK(pile(state, "militia") == 9);
    CHECK(pile(state, "moat") == 9);
    CHECK(pile(state, "remodel") == 9);
    CHECK(state.seating() == std::vector<std::size_t> {2, 0, 1});

    // The history keeps every round.
    REQUIRE(state.rounds().size() == 3);
    const auto& first = state.round_record(1);
    CHECK(first.kingdom == source_kingdom);
    CHECK(first.scores == std::vector<int> {30, 25, 20});
    CHECK(first.keeps == std::vector<std::optional<dc::CardId>> {"village", "village", "smithy"});
    CHECK(first.eliminated == std::vector<dc::Elimination> {{1, "cellar"}, {2, "market"}, {2, "smithy"}});
    CHECK(first.drawn == Cards {"feast", "adventurer", "witch"});
    CHECK(first.seating == std::vector<std::size_t> {0, 1, 2});
    CHECK(state.round_record(2).totals == std::vector<int> {50, 55, 45});
}

TEST_CASE("campaign: lengths for 25 cards k 3 then 50 cards k 5 and k 4", "[dominion_campaign][campaign]")
{
    const auto run = [](const dc::Options& options, std::shared_ptr<const dc::Catalog> catalog) {
        auto state = dc::State::start(options, std::move(catalog));
        REQUIRE(state);
        play(*state, dc::StartCampaign {});
        int rounds = 0;
        while (!state->over()) {
            REQUIRE(state->round() == rounds + 1);
            play_round(*state, std::vector<int>(options.players.size(), rounds % 3));
            ++rounds;
        }
        // Every pool card was used once the campaign is over (no leftover here).
        CHECK(state->unused_cards().empty());
        return rounds;
    };
    CHECK(run(three_players(), dc::standard_catalog()) == 6);
    dc::Options big;
    big.players = {"Ana", "Ben", "Cyd", "Dee"};
    big.sets = {"big"};
    big.replaced = 5;
    CHECK(run(big, big_catalog(50)) == 9);
    big.replaced = 4;
    big.players = {"Ana", "Ben"};
    CHECK(run(big, big_catalog(50)) == 11);
}

TEST_CASE("campaign: leftover cards are reported and never drawn", "[dominion_campaign][campaign]")
{
    auto options = three_players();
    options.sets = {"base2"};
    auto state = started(options);
    CHECK(state.pool().size() == 26);
    CHECK(state.round_count() == 6);
    CHECK(state.unused_card_count() == 1);
    play(state, dc::StartCampaign {});
    while (!state.over())
        play_round(state, {1, 2, 3});
    CHECK(state.unused_cards().size() == 1);
}

TEST_CASE("campaign: curses join the decks at rounds 3 and 5", "[dominion_campaign][campaign]")
{
    auto state = started(three_players(7));
    play(state, dc::StartCampaign {});
    std::vector<int> curses;
    while (true) {
        const auto deck = dc::starting_deck(state, 0);
        const auto curse = std::ranges::find(deck, "curse", &dc::DeckEntry::card);
        curses.push_back(curse == deck.end() ? 0 : curse->count);
        if (state.last_round())
            break;
        play_round(state, {3, 2, 1});
    }
    CHECK(curses == std::vector<int> {0, 0, 1, 1, 2, 2});
}

TEST_CASE("piles: 4 players in round 6 leave 12 Coppers in the supply", "[dominion_campaign][campaign]")
{
    dc::Options options;
    options.players = {"Ana", "Ben", "Cyd", "Dee"};
    auto state = started(options);
    play(state, dc::StartCampaign {});
    for (int round = 1; round < 6; ++round)
        play_round(state, {1, 1, 1, 1});
    REQUIRE(state.round() == 6);
    // play_round keeps the first card each may keep; make sure none kept a Copper for this count.
    for (const auto& kept : state.current().kept)
        REQUIRE(std::ranges::count(kept, "copper") == 0);
    CHECK(pile(state, "copper") == 60 - 4 * (6 + 6)); // = 12
    CHECK(pile(state, "copper") == 12);
    CHECK(pile(state, "curse") == 30 - 4 * 2);
    CHECK(pile(state, "estate") == 12);
}

TEST_CASE("piles: Coppers beyond a set are reported as a shortfall", "[dominion_campaign][campaign]")
{
    // 4 players, 50 cards, k 4: 11 rounds; round 10 needs 4 x 16 = 64 Coppers.
    dc::Options options;
    options.players = {"Ana", "Ben", "Cyd", "Dee"};
    options.sets = {"big"};
    options.replaced = 4;
    auto state = dc::State::start(options, big_catalog(50));
    REQUIRE(state);
    play(*state, dc::StartCampaign {});
    while (state->round() < 10)
        play_round(*state, {1, 2, 3, 4});
    const auto piles = dc::supply(*state);
    const auto copper = std::ranges::find(piles, "copper", &dc::Pile::card);
    CHECK(copper->count == 0);
    CHECK(copper->shortfall == 4);
}

TEST_CASE("keeps: a kept Gardens pile with two players", "[dominion_campaign][campaign]")
{
    dc::Options options;
    options.players = {"Ana", "Ben"};
    auto state = started(options);
    play(state,
        dc::SetKingdom {
            {"gardens", "cellar", "chapel", "moat", "village", "workshop", "smithy", "mine", "market", "festival"}});
    play(state, dc::StartCampaign {});
    CHECK(pile(state, "gardens") == 8);
    CHECK(pile(state, "curse") == 10);
    CHECK(pile(state, "estate") == 8);
    play(state, dc::EnterScores {{5, 5}});
    play(state, dc::Keep {0, "gardens"});
    play(state, dc::Keep {1, "estate"});
    // 2 players: the 1st (Ben, later in round 1 with equal score) picks 1, the 2nd (Ana) 2.
    CHECK(state.ranking() == std::vector<std::size_t> {1, 0});
    CHECK(dc::elimination_turns(state) == std::vector<dc::EliminationTurn> {{1, 0, 1, 0}, {0, 1, 2, 0}});
    play(state, dc::Eliminate {1, "gardens"}); // a kept card's pile may be eliminated
    play(state, dc::Eliminate {0, "cellar"});
    play(state, dc::Eliminate {0, "chapel"});
    CHECK(dc::starting_deck(state, 0) == Deck {{"copper", 8}, {"estate", 3}, {"gardens", 1}});
    CHECK(dc::starting_deck(state, 1) == Deck {{"copper", 8}, {"estate", 4}});
    CHECK(pile(state, "estate") == 7);
    CHECK(std::ranges::find(state.kingdom(), "gardens") == state.kingdom().end());
}

TEST_CASE("keeps: legal_keeps gives the reason for every refused card", "[dominion_campaign][campaign]")
{
    auto state = source_round_2();
    play(state, dc::EnterScores {{1, 1, 1}});
    const auto options = dc::legal_keeps(state, 0);
    REQUIRE(options.size() == 17); // 10 kingdom piles + 7 basic
    const auto reason = [&](const std::string& card) -> std::string {
        const auto found = std::ranges::find(options, card, &dc::KeepOption::card);
        REQUIRE(found != options.end());
        return found->refusal ? found->refusal->code : "";
    };
    CHECK(reason("village") == "dominion_campaign.duplicate_in_deck");
    CHECK(reason("witch") == "dominion_campaign.cost_too_high");
    CHECK(reason("mine") == "dominion_campaign.cost_too_high");
    CHECK(reason("gold") == "dominion_campaign.cost_too_high");
    CHECK(reason("province") == "dominion_campaign.cost_too_high");
    CHECK(reason("militia").empty());
    CHECK(reason("silver").empty());
    CHECK(reason("copper").empty());
    CHECK(reason("estate").empty());
    CHECK(reason("curse").empty());
    CHECK(reason("feast").empty());
    CHECK(dc::legal_keeps(state, 7).empty());
}

TEST_CASE("refusals: setup", "[dominion_campaign][refusals]")
{
    const auto code = [](dc::Options options) {
        auto state = dc::State::start(options);
        REQUIRE_FALSE(state);
        return state.error().code;
    };
    auto options = three_players();
    options.players = {"Solo"};
    CHECK(code(options) == "seats.count");
    options.players = {"A", "B", "C", "D", "E"};
    CHECK(code(options) == "seats.count");
    options.players = {"A", "A"};
    CHECK(code(options) == "seats.duplicate_name");
    options.players = {"A", ""};
    CHECK(code(options) == "seats.empty_name");
    options = three_players();
    options.sets = {};
    CHECK(code(options) == "dominion_campaign.no_set");
    options.sets = {"intrigue"};
    CHECK(code(options) == "dominion_campaign.unknown_set");
    options.sets = {"base1", "base1"};
    CHECK(code(options) == "dominion_campaign.duplicate_set");
    options = three_players();
    options.replaced = 0;
    CHECK(code(options) == "dominion_campaign.bad_replaced");
    options.replaced = 11;
    CHECK(code(options) == "dominion_campaign.bad_replaced");
    options.replaced = 16; // 25 cards: at most 10 replaced anyway
    CHECK(code(options) == "dominion_campaign.bad_replaced");
    options.replaced = 10;
    CHECK(started(options).round_count() == 2);
    options.replaced = 3;
    options.sets = {"big"};
    auto small = dc::State::start(options, big_catalog(10));
    REQUIRE_FALSE(small);
    CHECK(small.error().code == "dominion_campaign.pool_too_small");
}

TEST_CASE("refusals: setup moves", "[dominion_campaign][refusals]")
{
    auto state = started(three_players());
    CHECK(refusal(state, dc::SetKingdom {{"cellar"}}) == "dominion_campaign.wrong_count");
    auto kingdom = source_kingdom;
    kingdom[0] = "nothing";
    CHECK(refusal(state, dc::SetKingdom {kingdom}) == "dominion_campaign.unknown_card");
    kingdom[0] = "artisan"; // second edition only
    CHECK(refusal(state, dc::SetKingdom {kingdom}) == "dominion_campaign.not_in_pool");
    kingdom[0] = "copper";
    CHECK(refusal(state, dc::SetKingdom {kingdom}) == "dominion_campaign.not_in_pool");
    kingdom[0] = "village";
    CHECK(refusal(state, dc::SetKingdom {kingdom}) == "dominion_campaign.duplicate_card");
    CHECK(refusal(state, dc::SetSeating {{0, 1}}) == "dominion_campaign.wrong_count");
    CHECK(refusal(state, dc::SetSeating {{0, 1, 1}}) == "dominion_campaign.bad_seating");
    CHECK(refusal(state, dc::SetSeating {{0, 1, 3}}) == "dominion_campaign.bad_seating");
    CHECK(refusal(state, dc::EnterScores {{1, 2, 3}}) == "dominion_campaign.wrong_phase");
    CHECK(refusal(state, dc::Keep {0, "village"}) == "dominion_campaign.wrong_phase");
    CHECK(refusal(state, dc::Eliminate {0, "village"}) == "dominion_campaign.wrong_phase");
    CHECK(refusal(state, dc::SetDrawn {{"feast", "witch", "spy"}}) == "dominion_campaign.wrong_phase");
    play(state, dc::SetSeating {{2, 0, 1}});
    CHECK(state.seating() == std::vector<std::size_t> {2, 0, 1});
    play(state, dc::StartCampaign {});
    CHECK(refusal(state, dc::RedrawKingdom {}) == "dominion_campaign.wrong_phase");
    CHECK(refusal(state, dc::SetKingdom {source_kingdom}) == "dominion_campaign.wrong_phase");
    CHECK(refusal(state, dc::SetSeating {{0, 1, 2}}) == "dominion_campaign.wrong_phase");
    CHECK(refusal(state, dc::ShuffleSeating {}) == "dominion_campaign.wrong_phase");
    CHECK(refusal(state, dc::StartCampaign {}) == "dominion_campaign.wrong_phase");
    CHECK(refusal(state, dc::SetDrawn {{"feast", "witch", "spy"}}) == "dominion_campaign.wrong_phase"); // round 1
}

TEST_CASE("refusals: scores", "[dominion_campaign][refusals]")
{
    auto state = started(three_players());
    play(state, dc::StartCampaign {});
    CHECK(refusal(state, dc::EnterScores {{1, 2}}) == "dominion_campaign.wrong_count");
    CHECK(refusal(state, dc::EnterScores {{1, 2, 3, 4}}) == "dominion_campaign.wrong_count");
    CHECK(refusal(state, dc::EnterScores {{1, 2, 100'001}}) == "dominion_campaign.bad_score");
    play(state, dc::EnterScores {{-3, 0, 12}}); // negative scores are fine
    CHECK(state.totals() == std::vector<int> {-3, 0, 12});
    CHECK(refusal(state, dc::EnterScores {{1, 2, 3}}) == "dominion_campaign.wrong_phase");
}

TEST_CASE("refusals: keeps", "[dominion_campaign][refusals]")
{
    auto state = started(three_players());
    play(state, dc::SetKingdom {source_kingdom});
    play(state, dc::StartCampaign {});
    play(state, dc::EnterScores {{30, 25, 20}});
    CHECK(refusal(state, dc::Keep {0, "market"}) == "dominion_campaign.cost_too_high");
    CHECK(refusal(state, dc::Keep {0, "gold"}) == "dominion_campaign.cost_too_high");
    CHECK(refusal(state, dc::Keep {0, "witch"}) == "dominion_campaign.not_in_supply");
    CHECK(refusal(state, dc::Keep {0, "unicorn"}) == "dominion_campaign.unknown_card");
    CHECK(refusal(state, dc::Keep {3, "village"}) == "dominion_campaign.bad_player");
    play(state, dc::Keep {0, "village"});
    CHECK(refusal(state, dc::Keep {0, "smithy"}) == "dominion_campaign.already_kept");
    CHECK(refusal(state, dc::Eliminate {1, "cellar"}) == "dominion_campaign.wrong_phase");

    const auto error = dc::check_keep(state, 1, "market");
    REQUIRE_FALSE(error);
    CHECK(error.error().args == std::vector<std::string> {"market", "5"});
}

TEST_CASE("refusals: a duplicate in the starting deck", "[dominion_campaign][refusals]")
{
    auto state = source_round_2();
    play(state, dc::EnterScores {{0, 0, 0}});
    const auto error = dc::check_keep(state, 0, "village");
    REQUIRE_FALSE(error);
    CHECK(error.error().code == "dominion_campaign.duplicate_in_deck");
    CHECK(error.error().args == std::vector<std::string> {"Alex", "village"});
    // Chris kept a Smithy, which is no longer in the supply anyway; he may keep a Village.
    CHECK(dc::check_keep(state, 2, "village"));
    CHECK(dc::check_keep(state, 2, "smithy").error().code == "dominion_campaign.not_in_supply");
}

TEST_CASE("refusals: an empty pile", "[dominion_campaign][refusals]")
{
    // Two players keep a Curse every round: the pile holds 10 with 2 players, and the decks
    // take the kept ones plus one each at rounds 3 and 5, so a keep is refused at round 5.
    dc::Options options;
    options.players = {"Ana", "Ben"};
    options.sets = {"big"};
    options.replaced = 1;
    auto state = dc::State::start(options, big_catalog(40));
    REQUIRE(state);
    play(*state, dc::StartCampaign {});
    bool refused = false;
    while (!state->over() && !refused) {
        play(*state, dc::EnterScores {{1, 1}});
        if (state->over())
            break;
        for (std::size_t p = 0; p < 2 && !refused; ++p) {
            const auto checked = dc::check_keep(*state, p, "curse");
            if (!checked) {
                CHECK(checked.error().code == "dominion_campaign.pile_empty");
                CHECK(checked.error().args == std::vector<std::string> {"curse"});
                refused = true;
                break;
            }
            play(*state, dc::Keep {p, "curse"});
        }
        if (refused)
            break;
        while (const auto turn = dc::current_chooser(*state))
            play(*state, dc::Eliminate {turn->chooser, dc::eliminable_cards(*state).front()});
    }
    CHECK(refused);
    CHECK(state->round() == 5);
    // The pile count the window shows agrees: no Curse left once pending keeps are counted.
    const auto pending = std::ranges::count(state->current().keeps, std::optional<dc::CardId>("curse"));
    CHECK(pile(*state, "curse") - pending == 0);
}

TEST_CASE("refusals: eliminations", "[dominion_campaign][refusals]")
{
    auto state = source_after_round_1_keeps();
    CHECK(refusal(state, dc::Eliminate {2, "cellar"}) == "dominion_campaign.not_your_turn");
    CHECK(refusal(state, dc::Eliminate {0, "cellar"}) == "dominion_campaign.not_your_turn");
    const auto error = dc::check_elimination(state, 0, "cellar");
    CHECK(error.error().args == std::vector<std::string> {"Alex", "Bob"});
    CHECK(refusal(state, dc::Eliminate {5, "cellar"}) == "dominion_campaign.bad_player");
    CHECK(refusal(state, dc::Eliminate {1, "witch"}) == "dominion_campaign.not_in_kingdom");
    CHECK(refusal(state, dc::Eliminate {1, "copper"}) == "dominion_campaign.not_in_kingdom");
    CHECK(refusal(state, dc::Eliminate {1, "unicorn"}) == "dominion_campaign.unknown_card");
    play(state, dc::Eliminate {1, "cellar"});
    CHECK(refusal(state, dc::Eliminate {1, "market"}) == "dominion_campaign.not_your_turn");
    CHECK(refusal(state, dc::Eliminate {2, "cellar"}) == "dominion_campaign.already_eliminated");
    CHECK(refusal(state, dc::Keep {0, "moat"}) == "dominion_campaign.wrong_phase");
}

TEST_CASE("refusals: chosen draws", "[dominion_campaign][refusals]")
{
    auto state = source_after_round_1_keeps();
    play(state, dc::Eliminate {1, "cellar"});
    play(state, dc::Eliminate {2, "market"});
    play(state, dc::Eliminate {2, "smithy"});
    CHECK(refusal(state, dc::SetDrawn {{"feast", "witch"}}) == "dominion_campaign.wrong_count");
    CHECK(refusal(state, dc::SetDrawn {{"feast", "witch", "cellar"}}) == "dominion_campaign.already_used");
    CHECK(refusal(state, dc::SetDrawn {{"feast", "witch", "village"}}) == "dominion_campaign.already_used");
    CHECK(refusal(state, dc::SetDrawn {{"feast", "witch", "witch"}}) == "dominion_campaign.duplicate_card");
    CHECK(refusal(state, dc::SetDrawn {{"feast", "witch", "sentry"}}) == "dominion_campaign.not_in_pool");
    CHECK(refusal(state, dc::SetDrawn {{"feast", "witch", "unicorn"}}) == "dominion_campaign.unknown_card");
    // Re-choosing replaces the earlier choice.
    play(state, dc::SetDrawn {{"feast", "witch", "spy"}});
    play(state, dc::SetDrawn {{"feast", "adventurer", "witch"}});
    CHECK(state.round_record(1).drawn == Cards {"feast", "adventurer", "witch"});
    CHECK(std::ranges::count(state.kingdom(), "spy") == 0);
}

TEST_CASE("refusals: the campaign is over", "[dominion_campaign][refusals]")
{
    auto state = started(three_players(3));
    play(state, dc::StartCampaign {});
    for (int round = 1; round <= 6; ++round)
        play_round(state, {round, 2 * round, 3});
    REQUIRE(state.over());
    CHECK(refusal(state, dc::EnterScores {{1, 2, 3}}) == "dominion_campaign.wrong_phase");
    CHECK(refusal(state, dc::Keep {0, "copper"}) == "dominion_campaign.wrong_phase");
    CHECK(dc::elimination_turns(state).empty());
    // Totals: Alex 21, Bob 42, Chris 18.
    const auto final = dc::standings(state);
    REQUIRE(final.size() == 3);
    CHECK(final[0].player == 1);
    CHECK(final[0].total == 42);
    CHECK(final[0].rounds == std::vector<int> {2, 4, 6, 8, 10, 12});
    CHECK(final[1].player == 0);
    CHECK(final[2].player == 2);
    CHECK(final[2].rank == 3);
}

TEST_CASE("ranking: the tie rule through a campaign", "[dominion_campaign][campaign]")
{
    auto state = started(three_players());
    play(state, dc::SetSeating {{1, 2, 0}}); // Bob, Chris, Alex
    play(state, dc::StartCampaign {});
    play(state, dc::EnterScores {{10, 10, 10}});
    // All tied: the later player ranks higher: Alex, Chris, Bob.
    CHECK(state.ranking() == std::vector<std::size_t> {0, 2, 1});
    play(state, dc::Keep {0, "copper"});
    play(state, dc::Keep {1, "copper"});
    play(state, dc::Keep {2, "copper"});
    while (const auto turn = dc::current_chooser(state))
        play(state, dc::Eliminate {turn->chooser, dc::eliminable_cards(state).front()});
    // Round 2 in reverse ranking: Bob, Chris, Alex: the same order, as the source says.
    CHECK(state.seating() == std::vector<std::size_t> {1, 2, 0});
    play(state, dc::EnterScores {{0, 5, 5}}); // Bob and Chris tie at 15, Chris played later
    CHECK(state.ranking() == std::vector<std::size_t> {2, 1, 0});
    CHECK(state.seating() == std::vector<std::size_t> {1, 2, 0});

    // The score sheet: a row per scored round, the campaign totals, the tie rule's ranks.
    const auto sheet = dc::score_sheet(state);
    REQUIRE(sheet.rows() == 2);
    CHECK(sheet.row_label(0) == "round 1");
    CHECK(sheet.row_label(1) == "round 2");
    CHECK(sheet.cell(1, 2) == 5);
    CHECK(sheet.total(0) == 10);
    CHECK(sheet.total(1) == 15);
    CHECK(sheet.total(2) == 15);
    CHECK(sheet.ranks() == std::vector<int> {3, 2, 1}); // no shared rank: Chris, Bob, Alex
    CHECK(sheet.winners() == std::vector<std::size_t> {2});
}

TEST_CASE("corrections: a round's scores entered again after the draw", "[dominion_campaign][campaign]")
{
    // Round 1 entered as 30, 25, 20 (Alex leads); the table finds in round 2 that Bob had 35.
    auto state = source_round_2();
    const auto before = state;
    CHECK(refusal(state, dc::CorrectScores {2, {1, 2, 3}}) == "dominion_campaign.not_scored"); // being played
    CHECK(refusal(state, dc::CorrectScores {0, {1, 2, 3}}) == "dominion_campaign.not_scored");
    CHECK(refusal(state, dc::CorrectScores {1, {1, 2}}) == "dominion_campaign.wrong_count");
    CHECK(refusal(state, dc::CorrectScores {1, {1, 2, 100'001}}) == "dominion_campaign.bad_score");
    CHECK(state == before); // refused: nothing changed

    play(state, dc::CorrectScores {1, {30, 35, 20}});
    CHECK(state.round_record(1).scores == std::vector<int> {30, 35, 20});
    CHECK(state.round_record(1).totals == std::vector<int> {30, 35, 20});
    CHECK(state.round_record(1).ranking == std::vector<std::size_t> {1, 0, 2});
    CHECK(state.totals() == std::vector<int> {30, 35, 20});
    // What was played on the old standings stands: round 1's eliminations (Bob's one pick, then
    // Chris's two), the keeps, round 2's seating in the old reverse ranking.
    CHECK(state.round_record(1).eliminated == before.round_record(1).eliminated);
    CHECK(state.round_record(1).keeps == before.round_record(1).keeps);
    CHECK(state.seating() == before.seating());
    CHECK(state.phase() == dc::Phase::playing);

    // Round 2 entered, then round 1 corrected again in round 3: both rounds' totals follow.
    play(state, dc::EnterScores {{20, 30, 25}}); // totals 50, 65, 45
    CHECK(state.ranking() == std::vector<std::size_t> {1, 0, 2});
    play(state, dc::Keep {0, "militia"});
    play(state, dc::Keep {1, "moat"});
    play(state, dc::Keep {2, "remodel"});
    while (const auto turn = dc::current_chooser(state))
        play(state, dc::Eliminate {turn->chooser, dc::eliminable_cards(state).front()});
    REQUIRE(state.round() == 3);
    CHECK(refusal(state, dc::CorrectScores {3, {1, 2, 3}}) == "dominion_campaign.not_scored");
    play(state, dc::CorrectScores {1, {30, 25, 20}}); // back as first entered: totals 50, 55, 45
    CHECK(state.round_record(2).totals == std::vector<int> {50, 55, 45});
    CHECK(state.round_record(2).ranking == std::vector<std::size_t> {1, 0, 2});
    CHECK(state.totals() == std::vector<int> {50, 55, 45});
    const auto sheet = dc::score_sheet(state);
    CHECK(sheet.cell(0, 1) == 25);
    CHECK(sheet.total(1) == 55);

    // Only while a round is played: not in its keeps.
    play(state, dc::EnterScores {{1, 1, 1}});
    CHECK(refusal(state, dc::CorrectScores {1, {30, 25, 21}}) == "dominion_campaign.wrong_phase");
}

TEST_CASE("undo and redo replay the draws exactly", "[dominion_campaign][campaign]")
{
    auto campaign = dc::Campaign::create(three_players(42));
    REQUIRE(campaign);
    const auto first_kingdom = campaign->state().kingdom();
    // Each draw is chance's steps after the move that started it: card by card, from the seed.
    const auto play = [&](const dc::Move& move) {
        REQUIRE(campaign->play(move));
        campaign->play_chance();
    };
    const auto redo_with_draws = [&] {
        do
            campaign->redo();
        while (campaign->state().drawing() != dc::Draw::none);
    };
    play(dc::RedrawKingdom {});
    CHECK(campaign->history().cursor() == 11); // the redraw and its ten cards
    const auto second_kingdom = campaign->state().kingdom();
    CHECK(second_kingdom != first_kingdom);
    play(dc::StartCampaign {});
    play(dc::EnterScores {{3, 2, 1}});
    for (std::size_t p = 0; p < 3; ++p)
        play(dc::Keep {p, "silver"});
    while (const auto turn = dc::current_chooser(campaign->state()))
        play(dc::Eliminate {turn->chooser, dc::eliminable_cards(campaign->state()).front()});
    const dc::State after = campaign->state();
    REQUIRE(after.round() == 2);

    // A refused move changes nothing and is not recorded.
    const auto moves = campaign->history().moves().size();
    CHECK_FALSE(campaign->play(dc::EnterScores {{1}}));
    CHECK(campaign->history().moves().size() == moves);
    CHECK(campaign->state() == after);

    while (campaign->can_undo())
        campaign->undo();
    CHECK(campaign->state() == campaign->initial_state());
    CHECK(campaign->state().kingdom() == first_kingdom);
    redo_with_draws();
    CHECK(campaign->state().kingdom() == second_kingdom);
    while (campaign->can_redo())
        campaign->redo();
    CHECK(campaign->state() == after);

    // Undo the last elimination and its three draws: back to the chooser's turn, the draw gone.
    for (int i = 0; i < 4; ++i)
        campaign->undo();
    CHECK(campaign->state().phase() == dc::Phase::eliminations);
    CHECK(campaign->state().drawing() == dc::Draw::none);
    CHECK(campaign->state().round() == 1);
    CHECK(campaign->state().current().drawn.empty());
    redo_with_draws();
    CHECK(campaign->state() == after);
}

TEST_CASE("draws: chance brings each card once, from what the draw may bring", "[dominion_campaign][campaign]")
{
    auto state = started(three_players(3));
    CHECK(dc::Rules::chance(state).empty());
    CHECK(refusal(state, dc::DrawCard {"witch"}) == "dominion_campaign.wrong_phase");
    REQUIRE(dc::apply_in_place(state, dc::RedrawKingdom {}));
    CHECK(state.drawing() == dc::Draw::kingdom);
    CHECK(state.kingdom().empty());
    CHECK_FALSE(dc::Rules::to_play(state));
    const auto outcomes = dc::Rules::chance(state);
    REQUIRE(outcomes.size() == state.pool().size());
    for (const auto& outcome : outcomes)
        CHECK(outcome.probability == Approx(1.0 / static_cast<double>(state.pool().size())));
    CHECK(refusal(state, dc::DrawSeat {0}) == "dominion_campaign.wrong_phase");
    CHECK(refusal(state, dc::DrawCard {"copper"}) == "dominion_campaign.not_drawable");
    REQUIRE(dc::apply_in_place(state, dc::DrawCard {"witch"}));
    CHECK(refusal(state, dc::DrawCard {"witch"}) == "dominion_campaign.not_drawable");
    CHECK(dc::Rules::chance(state).size() == state.pool().size() - 1);
    for (const auto& card : dc::cards_to_draw(state)) {
        if (state.drawing() == dc::Draw::none)
            break;
        REQUIRE(dc::apply_in_place(state, dc::DrawCard {card}));
    }
    CHECK(state.drawing() == dc::Draw::none);
    CHECK(state.kingdom().size() == 10);
    CHECK(state.kingdom().front() == "witch");

    REQUIRE(dc::apply_in_place(state, dc::ShuffleSeating {}));
    CHECK(refusal(state, dc::DrawCard {"moat"}) == "dominion_campaign.wrong_phase");
    CHECK(refusal(state, dc::DrawSeat {3}) == "dominion_campaign.bad_player");
    REQUIRE(dc::apply_in_place(state, dc::DrawSeat {2}));
    CHECK(refusal(state, dc::DrawSeat {2}) == "dominion_campaign.bad_seating");
    CHECK(dc::seats_to_draw(state) == std::vector<std::size_t> {0, 1});
}

TEST_CASE("apply returns the next state and leaves the old one", "[dominion_campaign][campaign]")
{
    const auto state = started(three_players());
    const auto next = dc::apply(state, dc::StartCampaign {});
    REQUIRE(next);
    CHECK(next->phase() == dc::Phase::playing);
    CHECK(state.phase() == dc::Phase::setup);
    const auto refused = dc::apply(state, dc::Keep {0, "copper"});
    REQUIRE_FALSE(refused);
    CHECK(refused.error().args == std::vector<std::string> {"keep", "setup"});
}

TEST_CASE("random seating and replay", "[dominion_campaign][campaign]")
{
    auto campaign = dc::Campaign::create(three_players(5));
    REQUIRE(campaign);
    REQUIRE(campaign->play(dc::ShuffleSeating {}));
    // The order is chance's to draw, a place at a time; nothing else may be done meanwhile.
    CHECK(campaign->state().seating().empty());
    CHECK(dc::Rules::chance(campaign->state()).size() == 3);
    CHECK(dc::Rules::legal_moves(campaign->state()).empty());
    CHECK(refusal(campaign->state(), dc::StartCampaign {}) == "dominion_campaign.wrong_phase");
    campaign->play_chance();
    auto seating = campaign->state().seating();
    std::ranges::sort(seating);
    CHECK(seating == std::vector<std::size_t> {0, 1, 2});
    REQUIRE(campaign->play(dc::StartCampaign {}));
    const auto replayed = dc::Campaign::replay(three_players(5), campaign->history().applied());
    REQUIRE(replayed);
    CHECK(replayed->seating() == campaign->state().seating());
    const std::vector<dc::Move> bad {dc::StartCampaign {}, dc::StartCampaign {}};
    const auto refused = dc::Campaign::replay(three_players(5), bad);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().code == "game.refused_move");
    CHECK(refused.error().args.front() == "2");
    CHECK(tablee::core::cause_of(refused.error(), 1).code == "dominion_campaign.wrong_phase");
}

TEST_CASE("keeps: chosen in private, revealed once everyone has chosen", "[dominion_campaign][campaign]")
{
    auto state = started(three_players());
    play(state, dc::StartCampaign {});
    play(state, dc::EnterScores {{10, 20, 30}});
    REQUIRE(state.phase() == dc::Phase::keeps);
    CHECK_FALSE(dc::keeps_revealed(state, state.current()));
    play(state, dc::Keep {0, "copper"});
    play(state, dc::Keep {1, "copper"});
    CHECK_FALSE(dc::keeps_revealed(state, state.current()));
    play(state, dc::Keep {2, "copper"});
    CHECK(state.phase() != dc::Phase::keeps);
    CHECK(dc::keeps_revealed(state, state.rounds().front()));
}
