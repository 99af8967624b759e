// SPDX-License-Identifier: GPL-3.0-or-later
// Saves (setup + moves + cursor in the core envelope) and golden draws for fixed seeds.

#include "dominion_campaign/engine/serialization.hpp"

#include "test_support.hpp"

#include "core/save.hpp"

#include <catch2/catch.hpp>

namespace dc = tablee::dominion_campaign;
using namespace tablee::dominion_campaign::test;
using Cards = std::vector<dc::CardId>;

namespace {

dc::Campaign campaign_in_round_3(std::uint64_t seed)
{
    auto campaign = dc::Campaign::create(three_players(seed));
    REQUIRE(campaign);
    const auto ok = [&](const dc::Move& move) { REQUIRE(campaign->play(move)); };
    ok(dc::RedrawKingdom {});
    ok(dc::SetSeating {{1, 0, 2}});
    ok(dc::StartCampaign {});
    for (int round = 1; round <= 2; ++round) {
        ok(dc::EnterScores {{round, -round, 2 * round}});
        for (std::size_t p = 0; p < 3; ++p) {
            const auto options = dc::legal_keeps(campaign->state(), p);
            ok(dc::Keep {p, std::ranges::find_if(options, [](const auto& o) { return !o.refusal; })->card});
        }
        while (const auto turn = dc::current_chooser(campaign->state()))
            ok(dc::Eliminate {turn->chooser, dc::eliminable_cards(campaign->state()).back()});
    }
    ok(dc::EnterScores {{0, 0, 0}});
    ok(dc::Keep {1, "silver"});
    campaign->undo(); // one undone move, kept for redo
    return std::move(*campaign);
}

} // namespace

TEST_CASE("save: a campaign round trips through the envelope", "[dominion_campaign][save]")
{
    const auto campaign = campaign_in_round_3(99);
    const auto text = campaign.save("0.1.0", "2026-01-01T00:00:00Z");
    const auto json = nlohmann::json::parse(text);
    CHECK(json["variant"] == "dominion_campaign");
    CHECK(json["schema"] == 1);
    CHECK(json["game"]["options"]["seed"] == "99");
    CHECK(json["game"]["cursor"] == campaign.history().cursor());
    auto loaded = dc::Campaign::load(text);
    REQUIRE(loaded);
    CHECK(loaded->state() == campaign.state());
    CHECK(loaded->history() == campaign.history());
    REQUIRE(loaded->can_redo());
    loaded->redo();
    CHECK(loaded->state().current().keeps[1] == dc::CardId("silver"));
}

TEST_CASE("save: every move kind round trips as JSON", "[dominion_campaign][save]")
{
    const std::vector<dc::Move> moves {dc::RedrawKingdom {}, dc::SetKingdom {{"a", "b"}}, dc::SetSeating {{2, 0, 1}},
        dc::ShuffleSeating {}, dc::StartCampaign {}, dc::SetDrawn {{"x"}}, dc::EnterScores {{-4, 0, 7}},
        dc::Keep {1, "silver"}, dc::Eliminate {2, "moat"}};
    for (const auto& move : moves) {
        const auto back = tablee::core::move_from_json<dc::Rules>(dc::Rules::move_to_json(move));
        REQUIRE(back);
        CHECK(*back == move);
    }
    const auto options = three_players(18446744073709551615u);
    CHECK(*tablee::core::options_from_json<dc::Rules>(dc::Rules::options_to_json(options)) == options);
}

TEST_CASE("save: damaged files are refused", "[dominion_campaign][save]")
{
    const auto campaign = campaign_in_round_3(5);
    auto json = campaign.to_json();
    const auto code = [](const nlohmann::json& game) {
        auto loaded = dc::Campaign::from_json(game);
        REQUIRE_FALSE(loaded);
        // For a malformed value, the path it names too.
        if (loaded.error().code == "json.bad_value")
            return loaded.error().code + " " + loaded.error().args.at(0);
        // A refused move or settings: the rule they break.
        if (loaded.error().code == "game.refused_move")
            return loaded.error().code + " " + loaded.error().args.at(0) + " "
                + tablee::core::cause_of(loaded.error(), 1).code;
        if (loaded.error().code == "game.refused_options")
            return loaded.error().code + " " + tablee::core::cause_of(loaded.error(), 0).code;
        return loaded.error().code;
    };
    auto damaged = json;
    damaged["cursor"] = 10'000;
    CHECK(code(damaged) == "history.bad_cursor");
    damaged = json;
    damaged["moves"][0] = {{"type", "fly"}};
    CHECK(code(damaged) == "json.bad_value game.moves[0].type");
    damaged = json;
    damaged["moves"][1] = {{"type", "keep"}, {"player", "Alex"}, {"card", "gold"}};
    CHECK(code(damaged) == "json.bad_value game.moves[1].player");
    damaged = json;
    damaged["moves"][2] = {{"type", "keep"}, {"player", 0}, {"card", "gold"}};
    CHECK(code(damaged) == "game.refused_move 3 dominion_campaign.wrong_phase");
    damaged = json;
    damaged["options"]["seed"] = "-1";
    CHECK(code(damaged) == "json.bad_value game.options.seed");
    damaged = json;
    damaged["options"]["players"] = {"Solo"};
    CHECK(code(damaged) == "game.refused_options seats.count");
    damaged = json;
    damaged.erase("moves");
    CHECK(code(damaged) == "json.bad_value game.moves");
    CHECK(code(nlohmann::json::array()) == "json.bad_value game");
    // Far more moves than any campaign: refused before anything is replayed.
    damaged = json;
    damaged["moves"] = nlohmann::json::array();
    for (int i = 0; i < 10'001; ++i)
        damaged["moves"].push_back({{"type", "redraw_kingdom"}});
    CHECK(code(damaged) == "json.bad_value game.moves");

    const std::array schemas {dc::Rules::save_schema()};
    auto other = tablee::core::write_save({"dominyam", 1, {}}, json, "0.1.0", "now");
    CHECK(dc::Campaign::load(other).error().code == "save.unknown_variant");
    CHECK(dc::Campaign::load("not json").error().code == "save.not_json");
}

TEST_CASE("golden draws: round 1 kingdoms for fixed seeds", "[dominion_campaign][golden]")
{
    CHECK(started(three_players(1)).kingdom()
        == Cards {"bureaucrat", "moneylender", "chancellor", "adventurer", "militia", "moat", "thief", "woodcutter",
            "laboratory", "cellar"});
    CHECK(started(three_players(20260915)).kingdom()
        == Cards {"laboratory", "workshop", "festival", "library", "council_room", "thief", "chancellor", "village",
            "chapel", "spy"});
    auto state = started(three_players(1));
    play(state, dc::RedrawKingdom {});
    CHECK(state.kingdom()
        == Cards {"throne_room", "witch", "library", "woodcutter", "bureaucrat", "moneylender", "cellar", "feast",
            "adventurer", "mine"});
}

TEST_CASE("golden draws: the replacements of a whole campaign", "[dominion_campaign][golden]")
{
    auto state = started(three_players(7));
    play(state, dc::StartCampaign {});
    while (!state.over())
        play_round(state, {1, 2, 3});
    std::vector<Cards> drawn;
    for (const auto& round : state.rounds())
        drawn.push_back(round.drawn);
    CHECK(drawn
        == std::vector<Cards> {{"thief", "market", "festival"}, {"witch", "gardens", "moneylender"},
            {"council_room", "throne_room", "smithy"}, {"village", "cellar", "bureaucrat"},
            {"remodel", "spy", "library"}, {}});
}
