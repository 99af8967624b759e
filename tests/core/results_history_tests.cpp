// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/results_history.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace tablee::core;

namespace {
GameResult result(std::string variant, std::optional<std::uint64_t> seed,
    std::vector<PlayerResult> players = {{"Ana", 120, 1}, {"Bruno", 95, 2}}, std::string date = "2026-11-23T20:00:00Z")
{
    GameResult made;
    made.variant = std::move(variant);
    made.date = std::move(date);
    made.seed = seed;
    made.players = std::move(players);
    return made;
}
} // namespace

TEST_CASE("the results history keeps the newest games first, up to its capacity", "[results_history]")
{
    ResultsHistory history(2);
    CHECK(history.add(result("dominyam", 1)) == 0u);
    CHECK(history.add(result("dominion_campaign", 2)) == 0u);
    CHECK(history.add(result("dominyam", 3)) == 0u);
    REQUIRE(history.entries().size() == 2);
    CHECK(history.entries()[0].seed == 3);
    CHECK(history.entries()[1].seed == 2);
}

TEST_CASE("the results history survives a JSON round trip", "[results_history]")
{
    ResultsHistory history;
    history.add(result("dominyam", 18446744073709551615ULL));
    history.add(
        result("dominion_campaign", 7, {{"Chloé", -3, 2}, {"Dan", 40, 1}, {"Eve", 40, 1}}, "2026-11-24T21:00:00Z"));
    const auto restored = ResultsHistory::from_json(history.to_json());
    REQUIRE(restored);
    CHECK(restored->entries() == history.entries());
    CHECK(restored->capacity() == history.capacity());
}

TEST_CASE("a damaged results file is refused", "[results_history]")
{
    CHECK_FALSE(ResultsHistory::from_json(nlohmann::json::array()));
    CHECK_FALSE(ResultsHistory::from_json({{"entries", {{{"variant", "dominyam"}, {"date", ""}, {"seed", "x"}}}}}));
    ResultsHistory one;
    one.add(result("dominyam", 1));
    auto json = one.to_json();
    json["entries"][0]["players"][0]["rank"] = 0; // places start at 1
    CHECK_FALSE(ResultsHistory::from_json(json));
    json["entries"][0]["players"][0]["rank"] = 1;
    CHECK(ResultsHistory::from_json(json));
}

TEST_CASE("a game that draws nothing is kept without a game number", "[results_history]")
{
    ResultsHistory history;
    history.add(result("civ_calamities", std::nullopt, {{"Egypt", 12, 1}, {"Babylon", 9, 2}}, "2026-11-26T13:45:00Z"));
    const auto json = history.to_json();
    CHECK_FALSE(json["entries"][0].contains("seed"));
    const auto back = ResultsHistory::from_json(json);
    REQUIRE(back);
    CHECK(back->entries() == history.entries());
}

TEST_CASE("the history says how a game ended and keeps its save's name; an entry can be deleted", "[results_history]")
{
    ResultsHistory history;
    GameResult solo = result("diplomacy_deadman", 5);
    solo.ending = Ending::solo;
    solo.year = 1907;
    solo.save = "20261207-014501-diplomacy_deadman.tablee";
    GameResult abandoned = result("fiefs_variant", 6);
    abandoned.ending = Ending::abandoned;
    abandoned.moves = 42;
    GameResult evening = result("civ_calamities", 0);
    evening.seed.reset();
    evening.ending = Ending::record;
    history.add(solo);
    history.add(abandoned);
    history.add(evening);
    const auto json = history.to_json();
    CHECK(json["entries"][0]["ending"] == "record");
    CHECK(json["entries"][2]["year"] == 1907);
    const auto restored = ResultsHistory::from_json(json);
    REQUIRE(restored);
    CHECK(restored->entries() == history.entries());
    // An entry of an earlier version (no ending) reads as ranked.
    auto earlier = json;
    earlier["entries"][0].erase("ending");
    CHECK(ResultsHistory::from_json(earlier)->entries()[0].ending == Ending::ranked);
    // An ending nobody knows is refused with its path.
    earlier["entries"][0]["ending"] = "won";
    CHECK(ResultsHistory::from_json(earlier).error().code == "json.bad_value");
    history.remove(1);
    REQUIRE(history.entries().size() == 2);
    CHECK(history.entries()[0].ending == Ending::record);
    CHECK(history.entries()[1].ending == Ending::solo);
}
