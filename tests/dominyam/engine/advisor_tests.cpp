// SPDX-License-Identifier: GPL-3.0-or-later
#include "test_support.hpp"

#include "dominyam/engine/advisor.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace tablee::dominyam;

namespace {

// Four tiles in a column: 0-3 and 5-0 on top (eatable together), 6-6 and 6-5 at the bottom.
Situation column_situation(Dice dice, int rerolls_left)
{
    Situation s;
    s.board = dominyam_test::compact_board(
        nlohmann::json::parse("[[0,0,1,0,0,3],[0,1,1,1,5,0],[0,2,1,2,6,6],[0,3,1,3,6,5]]"));
    s.objective = objective(s.board, 8);
    s.dice = dice;
    s.rerolls_left = rerolls_left;
    return s;
}

double brute_force_stop(Situation s)
{
    s.rerolls_left = 0;
    const auto ranked = rank_meals(s);
    return ranked.empty() ? 0.0 : ranked.front().value;
}

// The exact expectation of re-rolling the dice not held once, over all 6^k outcomes by position.
double brute_force_reroll(const Situation& s, unsigned hold)
{
    std::vector<std::size_t> free;
    for (std::size_t k = 0; k < 5; ++k)
        if (!(hold & (1u << k)))
            free.push_back(k);
    int outcomes = 1;
    for (std::size_t i = 0; i < free.size(); ++i)
        outcomes *= 6;
    double sum = 0;
    for (int code = 0; code < outcomes; ++code) {
        Situation next = s;
        int rest = code;
        for (std::size_t k : free) {
            next.dice[k] = rest % 6 + 1;
            rest /= 6;
        }
        sum += brute_force_stop(next);
    }
    return sum / outcomes;
}

} // namespace

TEST_CASE("meal values: point die plus bonus plus what the tiles add to the combinations", "[advisor]")
{
    Situation s = column_situation({3, 5, 1, 1, 6}, 0);
    s.eaten = {Tile::of(3, 3), Tile::of(5, 5)};
    s.mental_arithmetic = true;
    s.solo = true;
    const auto ranked = rank_meals(s);
    REQUIRE(ranked.size() == 1);
    const auto& meal = ranked.front();
    CHECK(meal.meal.first == 0);
    CHECK(meal.meal.second == 1);
    CHECK(meal.point_die == 6);
    CHECK(meal.bonus == 0); // 8 pips, objective 8
    // 3-3 5-5 alone: pair 5-5 (10) + 3 = 13; with 0-3 and 0-5: full 3-3 0-3 5-5 (25) + 5 = 30.
    CHECK(meal.combination_gain == 17);
    CHECK(meal.solo_bonus == 2);
    CHECK(meal.value == 6 + 0 + 17 + 2);
}

TEST_CASE("with no re-roll left the advice is the best meal or a pass", "[advisor]")
{
    const auto eat = advise(column_situation({3, 5, 1, 1, 6}, 0));
    CHECK(eat.action == Advice::Action::eat);
    REQUIRE(eat.meal);
    CHECK(eat.meal->point_die == 6);
    const auto pass = advise(column_situation({1, 1, 1, 1, 1}, 0));
    CHECK(pass.action == Advice::Action::pass);
    CHECK(pass.stop_value == 0);
}

TEST_CASE("the hold advice is the exact best expectation over one re-roll", "[advisor]")
{
    for (const Dice dice : {Dice {3, 1, 1, 2, 2}, Dice {3, 5, 1, 1, 2}, Dice {6, 6, 1, 2, 3}, Dice {4, 4, 4, 4, 4}}) {
        const Situation s = column_situation(dice, 1);
        const auto advice = advise(s);
        double best = brute_force_stop(s);
        for (unsigned hold = 0; hold < 31; ++hold)
            best = std::max(best, brute_force_reroll(s, hold));
        INFO("dice " << dice[0] << dice[1] << dice[2] << dice[3] << dice[4]);
        CHECK(std::abs(advice.expected_value - best) < 1e-9);
        if (advice.action == Advice::Action::reroll) {
            unsigned hold = 0;
            for (std::size_t k = 0; k < 5; ++k)
                hold |= advice.hold[k] ? 1u << k : 0u;
            CHECK(std::abs(brute_force_reroll(s, hold) - best) < 1e-9);
        } else {
            CHECK(std::abs(advice.stop_value - best) < 1e-9);
        }
    }
}

TEST_CASE("two re-rolls are worth at least as much as one", "[advisor]")
{
    for (const Dice dice : {Dice {1, 1, 2, 2, 4}, Dice {6, 1, 2, 3, 4}}) {
        const double one = advise(column_situation(dice, 1)).expected_value;
        const double two = advise(column_situation(dice, 2)).expected_value;
        CHECK(two >= one - 1e-9);
        CHECK(one >= brute_force_stop(column_situation(dice, 0)) - 1e-9);
    }
}

TEST_CASE("the computer player's first move is a roll and then it follows the advice", "[advisor]")
{
    const State state = dominyam_test::start(1, 3);
    CHECK(std::holds_alternative<RollMove>(choose_action(state)));
    const State rolled = dominyam_test::landed(*apply(state, RollMove {}));
    const auto advice = advise(rolled);
    const Move move = choose_action(rolled);
    CHECK(move.index() == static_cast<std::size_t>(advice.action));
    // It sees only what the player sees: the same situation gives the same advice.
    CHECK(advise(situation_of(rolled)).expected_value == advice.expected_value);
}
