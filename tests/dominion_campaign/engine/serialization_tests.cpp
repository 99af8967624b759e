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
    const auto ok = [&](const dc::Move& move) {
        REQUIRE(campaign->play(move));
        campaign->play_chance();
    };
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
    CHECK(json["schema"] == 3);
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

TEST_CASE("save: a schema-1 campaign's draws become chance's moves, the same cards and places",
    "[dominion_campaign][save][migration]")
{
    // Written as schema 1 wrote it: two shuffles and a redraw in the setup, a round to its last
    // elimination, which is undone (kept for redo). The cards and places in the checks below are
    // the ones schema 1 drew for these moves, read with that version.
    const auto game = nlohmann::json::parse(R"({"options": {"players": ["Ana", "Ben", "Cleo", "Dan"],
        "replaced": 3, "seed": "77", "sets": ["base1"]}, "moves": [{"type": "shuffle_seating"},
        {"type": "redraw_kingdom"}, {"type": "shuffle_seating"}, {"type": "start"},
        {"type": "scores", "points": [3, 1, 2, 5]}, {"type": "keep", "player": 0, "card": "village"},
        {"type": "keep", "player": 1, "card": "village"}, {"type": "keep", "player": 2, "card": "village"},
        {"type": "keep", "player": 3, "card": "village"}, {"type": "eliminate", "chooser": 0, "card": "moat"},
        {"type": "eliminate", "chooser": 2, "card": "spy"}, {"type": "eliminate", "chooser": 1, "card": "chapel"}],
        "cursor": 11})");
    const auto text = tablee::core::write_save({"dominion_campaign", 1, {}}, game, "0.1.0", "2026-11-23T10:00:00Z");
    auto campaign = dc::Campaign::load(text);
    REQUIRE(campaign);
    // 4 + 10 + 4 placed or drawn after the setup's three moves; the undone elimination's three
    // replacements follow it, after the cursor.
    CHECK(campaign->history().cursor() == 11 + 18);
    CHECK(campaign->history().moves().size() == 12 + 18 + 3);
    CHECK(campaign->state().kingdom()
        == Cards {"laboratory", "library", "moat", "bureaucrat", "village", "cellar", "spy", "woodcutter", "chapel",
            "moneylender"});
    CHECK(campaign->state().seating() == std::vector<std::size_t> {2, 0, 1, 3});
    CHECK(campaign->state().phase() == dc::Phase::eliminations);
    while (campaign->can_redo())
        campaign->redo();
    CHECK(campaign->state().round() == 2);
    CHECK(campaign->state().round_record(1).drawn == Cards {"adventurer", "witch", "workshop"});
    CHECK(campaign->state().seating() == std::vector<std::size_t> {1, 2, 0, 3});
}

TEST_CASE("save: every move kind round trips as JSON", "[dominion_campaign][save]")
{
    const std::vector<dc::Move> moves {dc::RedrawKingdom {}, dc::SetKingdom {{"a", "b"}}, dc::SetSeating {{2, 0, 1}},
        dc::ShuffleSeating {}, dc::StartCampaign {}, dc::SetDrawn {{"x"}}, dc::EnterScores {{-4, 0, 7}},
        dc::Keep {1, "silver"}, dc::Eliminate {2, "moat"}, dc::DrawCard {"witch"}, dc::DrawSeat {2},
        dc::CorrectScores {2, {-1, 30, 12}}};
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

// The draws a campaign of this seed makes as the window makes them: each draw a step of chance's,
// drawn from the seed (core::Game::chance_move).
dc::Campaign drawn_as_the_table_draws(std::uint64_t seed)
{
    auto campaign = dc::Campaign::create(three_players(seed));
    REQUIRE(campaign);
    return std::move(*campaign);
}

void table_plays(dc::Campaign& campaign, const dc::Move& move)
{
    REQUIRE(campaign.play(move));
    campaign.play_chance();
}

TEST_CASE("golden draws: round 1 kingdoms for fixed seeds", "[dominion_campaign][golden]")
{
    CHECK(started(three_players(1)).kingdom()
        == Cards {"bureaucrat", "moneylender", "chancellor", "adventurer", "militia", "moat", "thief", "woodcutter",
            "laboratory", "cellar"});
    CHECK(started(three_players(20260915)).kingdom()
        == Cards {"laboratory", "workshop", "festival", "library", "council_room", "thief", "chancellor", "village",
            "chapel", "spy"});
    auto campaign = drawn_as_the_table_draws(1);
    table_plays(campaign, dc::RedrawKingdom {});
    CHECK(campaign.state().kingdom()
        == Cards {"remodel", "moat", "bureaucrat", "smithy", "mine", "gardens", "militia", "chancellor", "woodcutter",
            "workshop"});
}

TEST_CASE("golden draws: the replacements of a whole campaign", "[dominion_campaign][golden]")
{
    auto campaign = drawn_as_the_table_draws(7);
    table_plays(campaign, dc::StartCampaign {});
    while (!campaign.state().over()) {
        table_plays(campaign, dc::EnterScores {{1, 2, 3}});
        if (campaign.state().over())
            break;
        for (std::size_t p = 0; p < 3; ++p) {
            const auto options = dc::legal_keeps(campaign.state(), p);
            table_plays(
                campaign, dc::Keep {p, std::ranges::find_if(options, [](const auto& o) { return !o.refusal; })->card});
        }
        while (const auto turn = dc::current_chooser(campaign.state()))
            table_plays(campaign, dc::Eliminate {turn->chooser, dc::eliminable_cards(campaign.state()).front()});
    }
    std::vector<Cards> drawn;
    for (const auto& round : campaign.state().rounds())
        drawn.push_back(round.drawn);
    CHECK(drawn
        == std::vector<Cards> {{"council_room", "smithy", "remodel"}, {"witch", "market", "bureaucrat"},
            {"moneylender", "festival", "thief"}, {"cellar", "gardens", "throne_room"}, {"library", "spy", "village"},
            {}});
}
