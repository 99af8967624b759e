// SPDX-License-Identifier: GPL-3.0-or-later
#include "test_support.hpp"

#include "dominyam/engine/advisor.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <stop_token>
#include <utility>

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

namespace {

// A solo game of `seed` played by the normal computer until `turn` is rolled, or nothing when it
// ends before.
std::optional<State> solo_rolled_at(std::uint64_t seed, int turn)
{
    auto game = Game::create({{{"Solo", false}}, false, seed});
    REQUIRE(game);
    while (!game->state().over()) {
        const State& state = game->state();
        if (state.turn() == turn && state.rolled() && !state.dice_thrown())
            return state;
        REQUIRE(game->play(next_computer_move(*game)));
    }
    return std::nullopt;
}

} // namespace

TEST_CASE("levels are read back from their words", "[advisor]")
{
    for (const Level level : {Level::normal, Level::strong})
        CHECK(level_from_id(level_id(level)) == level);
    CHECK(level_id(Level::strong) == "strong");
    CHECK_FALSE(level_from_id("hard"));
}

namespace {

// The state after the seat to play in `rolled` (re-rolls left) eats the pair, or passes, reached by
// the rules' moves: all five dice re-rolled, landing on the pair's halves.
State after_choice(const State& rolled, std::optional<std::pair<std::size_t, std::size_t>> pair)
{
    State after = *apply(rolled, RerollMove {});
    if (!pair) {
        REQUIRE(apply_in_place(after, DiceMove {{1, 1, 1, 1, 1}}));
        REQUIRE(apply_in_place(after, PassMove {}));
        return after;
    }
    const Tile a = rolled.board().tile(pair->first).tile();
    const Tile b = rolled.board().tile(pair->second).tile();
    const auto face = [](int half) { return half == 0 ? 1 : half; };
    REQUIRE(apply_in_place(after, DiceMove {{face(a.low), face(a.high), face(b.low), face(b.high), 1}}));
    REQUIRE(apply_in_place(after, EatMove {pair->first, pair->second, *best_point_die(a, b, after.dice())}));
    return after;
}

// The normal player's expected value of the turn starting in `start`: every first roll with its
// probability, then advise()'s own expectation.
double turn_value(const State& start)
{
    const State thrown = *apply(start, RollMove {});
    double value = 0;
    for (const auto& outcome : Rules::chance(thrown)) {
        const State landed = *apply(thrown, outcome.move);
        value += outcome.probability * advise(landed).expected_value;
    }
    return value;
}

} // namespace

TEST_CASE("on the last solo turn the look-ahead is exactly this turn's weighing", "[advisor][look-ahead]")
{
    // After turn 1 the game is over: eating rather than passing gains the bonus, what the tiles
    // add to the combinations and the two tiles' penalty, however far it looks.
    int checked = 0;
    for (std::uint64_t seed = 1; seed <= 30 && checked < 5; ++seed) {
        const auto state = solo_rolled_at(seed, 1);
        if (!state)
            continue;
        const auto outlooks = look_ahead(*state, 3);
        for (const MealValue& meal : rank_meals(*state)) {
            const auto outlook = std::ranges::find_if(outlooks,
                [&](const PairOutlook& o) { return o.first == meal.meal.first && o.second == meal.meal.second; });
            REQUIRE(outlook != outlooks.end());
            CHECK(outlook->value == Approx(meal.bonus + meal.combination_gain + meal.solo_bonus));
            ++checked;
        }
    }
    CHECK(checked >= 5);
}

TEST_CASE("looking one turn ahead adds the next turn's expected value after each choice", "[advisor][look-ahead]")
{
    // Checked against the advice itself: the look-ahead follows each turn's endings forward, the
    // advice works the same expectation backward from the last re-roll.
    const auto rolled = solo_rolled_at(5, 11);
    REQUIRE(rolled);
    REQUIRE(rolled->rerolls_left() > 0);
    const auto now = look_ahead(*rolled, 0); // this turn's weighing only
    const auto ahead = look_ahead(*rolled, 1);
    REQUIRE(ahead.size() == now.size());
    REQUIRE_FALSE(ahead.empty());
    const double passing = turn_value(after_choice(*rolled, std::nullopt));
    for (std::size_t k = 0; k < ahead.size(); ++k) {
        REQUIRE(std::pair(ahead[k].first, ahead[k].second) == std::pair(now[k].first, now[k].second));
        const double next = turn_value(after_choice(*rolled, std::pair(ahead[k].first, ahead[k].second)));
        CHECK(ahead[k].value == Approx(now[k].value + next - passing).margin(1e-6));
    }
}

TEST_CASE("the look-ahead depends on the position, not on the dice", "[advisor][look-ahead]")
{
    const auto rolled = solo_rolled_at(7, 12);
    REQUIRE(rolled);
    REQUIRE(rolled->rerolls_left() > 0);
    const auto outlooks = look_ahead(*rolled, 2);
    // Every pair the turn's meal may take (with re-rolls left, any of them), in index order.
    std::size_t reaching = 0;
    for (const auto& [i, j] : rolled->board().eatable_pairs())
        if (rolled->board().tile(i).tile().pips() + rolled->board().tile(j).tile().pips() >= rolled->objective().value)
            ++reaching;
    CHECK(outlooks.size() == reaching);
    CHECK(std::ranges::is_sorted(outlooks, {}, [](const PairOutlook& o) { return std::pair(o.first, o.second); }));
    // The same position, the same outlooks; other dice of the same turn, the same outlooks.
    CHECK(look_ahead(*rolled, 2) == outlooks);
    State other = *apply(*rolled, RerollMove {});
    REQUIRE(apply_in_place(other, DiceMove {{6, 6, 6, 6, 6}}));
    CHECK(look_ahead(other, 2) == outlooks);
    // Stopped: no outlook, the normal level's weighing.
    std::stop_source stopped;
    stopped.request_stop();
    CHECK(look_ahead(*rolled, 2, stopped.get_token()).empty());
}

TEST_CASE("the strong player's advice weighs the outlooks, and it plays a game through", "[advisor][look-ahead]")
{
    const auto rolled = solo_rolled_at(3, 13);
    REQUIRE(rolled);
    ComputerPlayer strong(Level::strong, 1);
    Situation situation = situation_of(*rolled);
    situation.outlooks = look_ahead(*rolled, 1);
    const Advice expected = advise(situation);
    const Advice advice = strong.advise(*rolled);
    CHECK(advice.action == expected.action);
    CHECK(advice.expected_value == Approx(expected.expected_value));
    CHECK(strong.advise(*rolled).expected_value == advice.expected_value); // kept for the turn
    for (const MealValue& meal : rank_meals(situation)) {
        REQUIRE(meal.outlook);
        CHECK(meal.value == Approx(meal.point_die + *meal.outlook));
    }
    ComputerPlayer normal(Level::normal);
    CHECK(normal.advise(*rolled).expected_value == advise(*rolled).expected_value);

    // A two-player game, strong against normal, to its end: every move legal.
    auto game = Game::create({{{"Strong", true}, {"Normal", true}}, false, 11});
    REQUIRE(game);
    ComputerPlayer second(Level::normal);
    while (!game->state().over()) {
        const bool first = Rules::to_play(game->state()) == std::size_t {0};
        REQUIRE(game->play(next_computer_move(*game, first ? strong : second)));
    }
    CHECK(results(game->state()).final);
}

TEST_CASE("the advice keeps the dice already held among equal ones", "[advisor]")
{
    const Dice dice {3, 5, 1, 3, 3};
    // Two 3s advised, dice 1 and 4; the player holds die 5's 3: it is kept, with one other 3.
    const HoldMask advised {true, false, false, true, false};
    const HoldMask held {false, false, false, false, true};
    CHECK(keeping_what_is_held(dice, advised, held) == HoldMask {true, false, false, false, true});
    // Nothing held: the advice as it was; the values kept are the same whatever is held.
    CHECK(keeping_what_is_held(dice, advised, HoldMask {}) == advised);
    const HoldMask all_held {true, true, true, true, true};
    CHECK(keeping_what_is_held(dice, advised, all_held) == advised);
    // A held die of a value the advice does not keep stays unkept.
    CHECK(keeping_what_is_held(dice, HoldMask {false, true, false, false, false}, held)
        == HoldMask {false, true, false, false, false});
}
