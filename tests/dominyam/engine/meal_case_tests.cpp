// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the rule cases of tests/data/dominyam/meal_cases.json: one board, turn and roll each,
// a meal to check, and optionally the objective and the complete list of legal meals.

#include "test_support.hpp"

#include "dominyam/engine/meals.hpp"

#include <catch2/catch.hpp>

using namespace tablee::dominyam;

TEST_CASE("rule cases from meal_cases.json", "[meals][data]")
{
    const auto data = dominyam_test::read_data("meal_cases.json");
    REQUIRE(data["cases"].size() >= 20);
    for (const auto& c : data["cases"]) {
        INFO(c["name"].get<std::string>());
        const Board board = dominyam_test::compact_board(c["tiles"]);
        const int turn = c["turn"].get<int>();
        const Dice dice = c["dice"].get<Dice>();
        const auto options = legal_meals(board, turn, dice);

        if (c.contains("dead")) {
            CHECK(options.objective.dead == c["dead"].get<bool>());
            CHECK(options.meals.empty());
        }
        if (c.contains("objective")) {
            CHECK(options.objective.value == c["objective"][0].get<int>());
            CHECK(options.objective.lowered == c["objective"][1].get<bool>());
            CHECK(options.objective.turn == turn);
        }
        if (c.contains("meals")) {
            std::vector<std::array<int, 4>> listed;
            for (const auto& meal : options.meals)
                listed.push_back(
                    {static_cast<int>(meal.first), static_cast<int>(meal.second), meal.point_die, meal.pips});
            CHECK(listed == c["meals"].get<std::vector<std::array<int, 4>>>());
        }

        const auto& eat = c["eat"];
        const auto checked = check_meal(board, options.objective.value, dice, eat[0].get<std::size_t>(),
            eat[1].get<std::size_t>(), eat[2].get<int>());
        if (c["expect"] == "ok") {
            CHECK(checked.has_value());
            if (!checked)
                INFO("refused: " << checked.error().code << " " << checked.error().message);
        } else {
            REQUIRE_FALSE(checked.has_value());
            const auto expected = c["expect"].get<std::vector<std::string>>();
            CHECK(checked.error().code == expected.front());
            CHECK(checked.error().args == std::vector<std::string>(expected.begin() + 1, expected.end()));
            CHECK_FALSE(checked.error().message.empty());
        }
    }
}

TEST_CASE("point die choices: blanks take any die and the highest leftover is offered", "[meals][dice]")
{
    // 0-0 and 0-1: only the 1 is needed; any other die can be the point die.
    CHECK(point_die_choices(Tile::of(0, 0), Tile::of(0, 1), {1, 2, 6, 4, 4}) == std::vector {6, 4, 2});
    CHECK(best_point_die(Tile::of(0, 0), Tile::of(0, 1), {1, 2, 6, 4, 4}) == 6);
    // The 1 is needed, so with a single 1 it cannot be the point die.
    CHECK(point_die_choices(Tile::of(0, 0), Tile::of(0, 1), {1, 2, 2, 2, 2}) == std::vector {2});
    // No die for the 5.
    CHECK_FALSE(best_point_die(Tile::of(5, 0), Tile::of(1, 1), {1, 1, 2, 3, 4}));
    // Four halves, five dice: the exact fit leaves the fifth die.
    CHECK(point_die_choices(Tile::of(3, 4), Tile::of(5, 6), {6, 5, 4, 3, 1}) == std::vector {1});
}

TEST_CASE("the objective is the turn unless no eatable pair reaches it", "[meals][objective]")
{
    const auto board = dominyam_test::compact_board(
        nlohmann::json::parse("[[0,0,1,0,1,2],[0,1,1,1,3,4],[0,2,1,2,6,6],[0,3,1,3,5,6],[0,4,1,4,0,1],[0,5,1,5,0,2]]"));
    const auto at12 = objective(board, 12);
    CHECK(at12.value == 10);
    CHECK(at12.lowered);
    CHECK(at12.turn == 12);
    CHECK(at12.best_pips == 10);
    const auto at9 = objective(board, 9);
    CHECK(at9.value == 9);
    CHECK_FALSE(at9.lowered);
    CHECK(objective(Board {}, 5).dead);
}
