// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/high_scores.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace tablee::core;

TEST_CASE("high scores keep the best entries in order", "[high_scores]")
{
    HighScores table(3);
    CHECK(table.add({"Ana", 80, "2026-01-01", 1}) == 0u);
    CHECK(table.add({"Bruno", 104, "2026-01-02", 2}) == 0u);
    CHECK(table.add({"Chloé", 80, "2026-01-03", 3}) == 2u); // below the earlier 80
    CHECK_FALSE(table.qualifies(80));
    CHECK_FALSE(table.add({"Dan", 79, "2026-01-04", 4}));
    CHECK(table.add({"Eve", 90, "2026-01-05", 5}) == 1u);
    REQUIRE(table.entries().size() == 3);
    CHECK(table.entries()[0].name == "Bruno");
    CHECK(table.entries()[1].name == "Eve");
    CHECK(table.entries()[2].name == "Ana");
}

TEST_CASE("high scores survive a JSON round trip", "[high_scores]")
{
    HighScores table(5);
    table.add({"Ana", 80, "2026-01-01", 18446744073709551615ULL});
    table.add({"Bruno", -3, "2026-01-02", 2});
    const auto restored = HighScores::from_json(table.to_json());
    REQUIRE(restored);
    CHECK(restored->entries() == table.entries());
    CHECK(restored->capacity() == 5);
}

TEST_CASE("a damaged high-score file is refused", "[high_scores]")
{
    CHECK_FALSE(HighScores::from_json(nlohmann::json::array()));
    CHECK_FALSE(HighScores::from_json({{"entries", {{{"name", "A"}, {"score", "x"}, {"seed", "1"}}}}}));
    CHECK_FALSE(HighScores::from_json({{"entries", {{{"name", "A"}, {"score", 1}, {"seed", "-1"}}}}}));
    CHECK(HighScores::from_json({{"entries", {{{"name", "A"}, {"score", 1}, {"seed", "12"}}}}}).value().entries().size()
        == 1);
}

TEST_CASE("high-score files that used to crash the reader are refused with the field named", "[high_scores]")
{
    using nlohmann::json;
    const json entry = {{"name", "A"}, {"score", 1}, {"date", "2026-01-01"}, {"seed", "12"}};
    const auto with = [&](const json& table_changes, const json& entry_changes) {
        json e = entry;
        e.merge_patch(entry_changes);
        json table = {{"capacity", 10}, {"entries", {e}}};
        table.merge_patch(table_changes);
        return HighScores::from_json(table);
    };
    struct Case {
        const char* name;
        json table;
        json entry;
        const char* path;
    };
    // Found by fuzzing: type_error from value(), UBSan's out-of-range int, out_of_range from stoull.
    const Case cases[] = {
        {"capacity text", {{"capacity", "x"}}, json::object(), "capacity"},
        {"capacity beyond int", {{"capacity", 1e300}}, json::object(), "capacity"},
        {"capacity zero", {{"capacity", 0}}, json::object(), "capacity"},
        {"date a number", json::object(), {{"date", 5}}, "entries[0].date"},
        {"seed of 20 nines", json::object(), {{"seed", "99999999999999999999"}}, "entries[0].seed"},
        {"seed with a sign", json::object(), {{"seed", "+5"}}, "entries[0].seed"},
        {"score beyond int", json::object(), {{"score", 4294967296LL}}, "entries[0].score"},
        {"name missing", json::object(), {{"name", nullptr}}, "entries[0].name"},
    };
    for (const auto& c : cases) {
        INFO(c.name);
        const auto table = with(c.table, c.entry);
        REQUIRE_FALSE(table);
        CHECK(table.error().code == "json.bad_value");
        CHECK(table.error().args.at(0) == c.path);
    }
    // A null capacity reads as absent (the default table), like a missing one.
    CHECK(with({{"capacity", nullptr}}, json::object()).value().capacity() == 10);
}

TEST_CASE("a score made with hints keeps its mark through the file", "[high_scores]")
{
    HighScores table;
    table.add({"Ana", 120, "2026-12-07T01:00:00Z", 5, true});
    table.add({"Ben", 110, "2026-12-07T01:00:00Z", 6, false});
    const auto json = table.to_json();
    CHECK(json["entries"][0]["advised"] == true);
    CHECK_FALSE(json["entries"][1].contains("advised")); // as earlier files were written
    const auto restored = HighScores::from_json(json);
    REQUIRE(restored);
    CHECK(restored->entries() == table.entries());
}
