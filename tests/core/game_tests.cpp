// SPDX-License-Identifier: GPL-3.0-or-later
// The game model every variant runs on (core::Game) and its random-games tester, tested on the
// smallest game (tests/support/counter_rules.hpp) and on faulty versions of it, each breaking one
// promise of core::GameRules, to show that the tester's check for it fires.
#include "core/game.hpp"
#include "core/random_games.hpp"
#include "counter_rules.hpp"
#include "pig_rules.hpp"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <array>
#include <cmath>
#include <string>
#include <vector>

using namespace tablee;
using test::CounterFault;
using test::CounterRules;
using Counter = core::Game<CounterRules>;
using Move = CounterRules::Move;

TEST_CASE("a game plays, refuses without changing anything, undoes and redoes", "[game]")
{
    CHECK(Counter::create({.start = 100}).error().code == "counter.bad_start");
    auto game = Counter::create({.start = 10}).value();
    CHECK(game.state().count == 10);
    REQUIRE(game.play({9}));
    REQUIRE(game.play({2})); // 19 is odd: at most 4
    const auto before = game.state();
    const auto refused = game.play({9});
    REQUIRE_FALSE(refused);
    CHECK(refused.error().code == "counter.bad_step");
    CHECK(game.state() == before);
    CHECK(game.history().moves().size() == 2);
    game.undo();
    CHECK(game.state().count == 19);
    CHECK(game.can_redo());
    game.redo();
    CHECK(game.state() == before);
    game.undo();
    REQUIRE(game.play({1})); // a new move drops the undone one
    CHECK_FALSE(game.can_redo());
    CHECK(game.history().moves() == std::vector<Move> {{9}, {1}});
    CHECK(game.initial_state().count == 10);
}

TEST_CASE("a game is restored from its moves and cursor, or refused with the first bad move", "[game]")
{
    const std::vector<Move> moves {{9}, {4}, {2}};
    const auto restored = Counter::restore({.start = 0}, moves, 2);
    REQUIRE(restored);
    CHECK(restored->state().count == 13);
    CHECK(restored->can_redo());
    CHECK(Counter::restore({.start = 0}, moves, 4).error().code == "history.bad_cursor");
    // The third move is refused (13 is odd), even though it lies beyond the cursor: redo must
    // never fail later.
    const std::vector<Move> bad {{9}, {4}, {9}};
    const auto refused = Counter::restore({.start = 0}, bad, 1);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().code == "game.refused_move");
    CHECK(refused.error().args == std::vector<std::string> {"3", "counter.bad_step"});
    CHECK(Counter::restore({.start = -1}, {}, 0).error().code == "game.refused_options");
    CHECK(Counter::replay({.start = 0}, moves).value().count == 15);
}

TEST_CASE("a game's save comes back whole, and another variant's or a broken one is refused", "[game]")
{
    auto game = Counter::create({.start = 4}).value();
    REQUIRE(game.play({5}));
    REQUIRE(game.play({3}));
    game.undo();
    const auto loaded = Counter::load(game.save("test", "2026-11-26T12:00:00Z"));
    REQUIRE(loaded);
    CHECK(loaded->state() == game.state());
    CHECK(loaded->history().moves() == game.history().moves());
    CHECK(loaded->history().cursor() == 1);
    CHECK(loaded->options() == game.options());

    auto other = nlohmann::json::parse(game.save("test", "now"));
    other["variant"] = "fiefs_variant";
    CHECK(Counter::load(other.dump()).error().code == "save.unknown_variant");
    const auto broken = Counter::from_json({{"options", {{"start", 4}}}, {"moves", {5, "seven"}}, {"cursor", 1}});
    REQUIRE_FALSE(broken);
    CHECK(broken.error().code == "json.bad_value");
}

TEST_CASE("the random-games tester plays a sound game to its end", "[game][random_games]")
{
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const auto report = core::play_random_game<CounterRules>({.start = 0}, seed, 1000);
        REQUIRE(report);
        CHECK(report->finished);
        CHECK(report->moves >= 12); // 100 by steps of at most 9
        CHECK(report->listed > report->moves);
        CHECK(report->refused > 0); // steps of 5 to 9 tried again on odd counts
    }
    const auto cut = core::play_random_game<CounterRules>({.start = 0}, 1, 3);
    REQUIRE(cut);
    CHECK_FALSE(cut->finished);
    CHECK(cut->moves == 3);
}

namespace {

template <CounterFault fault> std::string violation()
{
    const auto report = core::play_random_game<test::CounterRulesWith<fault>>({.start = 0}, 7, 1000);
    return report ? std::string("none") : report.error().code;
}

} // namespace

TEST_CASE("the random-games tester catches each broken promise of a game's rules", "[game][random_games]")
{
    CHECK(violation<CounterFault::listed_refused>() == "random_games.listed_refused");
    CHECK(violation<CounterFault::refusal_changes>() == "random_games.refusal_changed");
    // Undoing the first move gives back the start, but playing it again stamps another number.
    CHECK(violation<CounterFault::not_deterministic>() == "random_games.redo");
    CHECK(violation<CounterFault::moves_after_the_end>() == "random_games.over_mismatch");
    CHECK(violation<CounterFault::bad_outcome>() == "random_games.outcome");
}

TEST_CASE("chance is a step of its own: the tester draws its outcomes and checks their probabilities",
    "[game][random_games][chance]")
{
    using test::PigRules;
    std::size_t chance_steps = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const auto report = core::play_random_game<PigRules>({}, seed, 100'000);
        REQUIRE(report);
        CHECK(report->finished);
        chance_steps += report->chance_steps;
    }
    CHECK(chance_steps > 100);
    // Rolling: no seat acts, chance does, with six faces.
    PigRules::State rolling;
    REQUIRE(PigRules::apply(rolling, PigRules::Roll {}));
    CHECK_FALSE(PigRules::to_play(rolling));
    CHECK(core::acting_seats<PigRules>(rolling).empty());
    CHECK(core::chance_outcomes<PigRules>(rolling).size() == 6);
    CHECK(core::acting_seats<PigRules>(PigRules::State {}) == std::vector<std::size_t> {0});
    // A fair die's faces come up about equally often.
    core::Random random(5);
    std::array<int, 7> seen {};
    const auto faces = core::chance_outcomes<PigRules>(rolling);
    for (int draw = 0; draw < 6000; ++draw)
        ++seen[static_cast<std::size_t>(std::get<PigRules::Die>(core::draw_outcome(faces, random)).face)];
    for (int face = 1; face <= 6; ++face)
        CHECK(std::abs(seen[static_cast<std::size_t>(face)] - 1000) < 150);
    // A die whose faces' probabilities add up to 6/7 is caught.
    const auto unfair = core::play_random_game<test::PigRulesWith<false>>({}, 3, 1000);
    REQUIRE_FALSE(unfair);
    CHECK(unfair.error().code == "random_games.chance");
}

TEST_CASE(
    "the table draws chance from the game's seed and its moves so far: the same game, the same dice", "[game][chance]")
{
    using test::PigRules;
    using PigGame = core::Game<PigRules>;
    // Rolls and holds in a fixed pattern, the dice drawn by chance_move; returns the faces.
    const auto faces_of = [](std::uint64_t seed) {
        auto game = PigGame::create({seed}).value();
        std::vector<int> faces;
        for (int turn = 0; turn < 60 && !PigRules::is_over(game.state()); ++turn) {
            if (core::chance_outcomes<PigRules>(game.state()).empty()) {
                REQUIRE(
                    game.play(turn % 4 == 3 ? PigRules::Move {PigRules::Hold {}} : PigRules::Move {PigRules::Roll {}}));
                continue;
            }
            const auto die = game.chance_move();
            REQUIRE(std::holds_alternative<PigRules::Die>(die));
            faces.push_back(std::get<PigRules::Die>(die).face);
            REQUIRE(game.play(die));
        }
        return faces;
    };
    const auto first = faces_of(11);
    CHECK(first.size() > 10);
    CHECK(faces_of(11) == first); // the same game draws the same
    CHECK(faces_of(12) != first); // another seed, other dice
    // Undone and drawn again at the same point: the same face (nothing to gain by undoing a die).
    auto game = PigGame::create({11}).value();
    REQUIRE(game.play(PigRules::Roll {}));
    const auto drawn = game.chance_move();
    REQUIRE(game.play(drawn));
    game.undo();
    CHECK(game.chance_move() == drawn);
    // Over many games every face comes (the draw follows the outcomes' probabilities).
    std::array<int, 7> seen {};
    for (std::uint64_t seed = 0; seed < 600; ++seed) {
        auto one = PigGame::create({seed}).value();
        REQUIRE(one.play(PigRules::Roll {}));
        ++seen[static_cast<std::size_t>(std::get<PigRules::Die>(one.chance_move()).face)];
    }
    for (int face = 1; face <= 6; ++face)
        CHECK(std::abs(seen[static_cast<std::size_t>(face)] - 100) < 45);
}
