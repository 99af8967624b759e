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
