// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_test_positions.hpp"

#include "fiefs_variant/engine/rules.hpp"

#include "core/choices.hpp"
#include "core/random_games.hpp"
#include "random_game_count.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace fiefs_test;

namespace {

PlaceBorders borders(std::initializer_list<std::pair<const char*, const char*>> edges)
{
    PlaceBorders move;
    for (const auto& [a, b] : edges)
        move.edges.push_back(edge(a, b));
    return move;
}

// Player 0's fief a1-c3 (castle b2) beside player 1's d1-f3 (castle e2).
State two_fiefs(int players = 2)
{
    State state = turn_state(players, {{"d2", Terrain::village}});
    castle(state, "b2", 0);
    castle(state, "e2", 1);
    castle(state, "k11", 1);
    castle(state, "k9", 0);
    enclose(state, "a1", "c3");
    enclose(state, "d1", "f3");
    return state;
}

} // namespace

// ---- Setup

TEST_CASE("Setup: a castle on a free meadow, its first knight on a meadow or forest next to it")
{
    Terrains board;
    board.fill(Terrain::meadow);
    board[static_cast<std::size_t>(at("c3"))] = Terrain::forest;
    board[static_cast<std::size_t>(at("d4"))] = Terrain::village;
    State state = new_state(board, 2, {}, tablee::core::Random(1));
    CHECK(refusal(state, PlaceCastle {at("c3"), at("c4")}) == "fiefs_variant.castle_site");
    CHECK(refusal(state, PlaceCastle {at("c4"), at("d4")}) == "fiefs_variant.first_knight_site");
    CHECK(refusal(state, PlaceCastle {at("c4"), at("e4")}) == "fiefs_variant.first_knight_site");
    CHECK(refusal(state, PlaceCastle {at("c4"), at("c3")}) == "accepted"); // a forest for the knight
    REQUIRE(apply_with_die(state, PlaceCastle {at("c4"), at("c5")}, 1));
    CHECK(state.position.castle_at(at("c4")) == 0);
    CHECK(state.position.knight_at(at("c5")) == 0);
    CHECK(state.position.players[0].knights == knights_each - 1);
    CHECK(state.current == 1);
    CHECK(refusal(state, PlaceCastle {at("c4"), at("b4")}) == "fiefs_variant.castle_site"); // taken
}

TEST_CASE("Setup: castles of one colour 6 apart, 5 where 6 is impossible")
{
    State state = turn_state(2);
    state.step = Step::setup;
    for (auto& stock : state.position.players)
        stock.castles = 2;
    castle(state, "f6", 0);
    // Player 0 again (as if the others had placed): 6 apart is possible, 5 is refused.
    CHECK(refusal(state, PlaceCastle {at("f11"), at("f12")}) == "fiefs_variant.castles_too_close");
    CHECK(refusal(state, PlaceCastle {at("f12"), at("e12")}) == "accepted");
    // Forests everywhere 6 or more away: 5 becomes the rule.
    for (Space space = 0; space < space_count; ++space)
        if (distance(space, at("f6")) >= 6)
            state.position.terrain[static_cast<std::size_t>(space)] = Terrain::forest;
    CHECK(refusal(state, PlaceCastle {at("f11"), at("f12")}) == "accepted");
    CHECK(refusal(state, PlaceCastle {at("f10"), at("f11")}) == "fiefs_variant.castles_too_close");
    const auto castles = legal_castles(state);
    CHECK(std::ranges::all_of(castles, [&](const PlaceCastle& move) { return distance(move.castle, at("f6")) == 5; }));
}

TEST_CASE("Setup goes round the table until every castle is placed, then the first player acts")
{
    tablee::fiefs_variant::Options options;
    options.players = {{"Anne", Control::human}, {"Bruno", Control::human}, {"Chloé", Control::human}};
    options.seed = 3;
    State state = *Rules::start(options);
    CHECK(state.position.players[0].castles == 4);
    int placed = 0;
    while (state.step == Step::setup) {
        CHECK(state.current == placed % 3);
        REQUIRE(apply(state, legal_castles(state).front()));
        ++placed;
    }
    CHECK(placed == 12);
    CHECK(state.step == Step::action);
    CHECK(state.current == 0);
    CHECK(state.round == 1);
    auto four = options;
    four.players.push_back({"Dan", Control::human});
    CHECK(Rules::start(four)->position.players[0].castles == 3);
}

// ---- Mine income

TEST_CASE("Mine income: a ducat per mine space in one's fiefs, or per kind with the option")
{
    State state = turn_state(2,
        {{"a1", Terrain::iron_mine}, {"b1", Terrain::iron_mine}, {"c1", Terrain::gold_mine},
            {"k1", Terrain::silver_mine}});
    castle(state, "b2", 0);
    castle(state, "k11", 0);
    castle(state, "k2", 1);
    castle(state, "b11", 1);
    enclose(state, "a1", "c3");
    state.current = state.turn_player = 1;
    State by_kind = state;
    REQUIRE(apply(state, TakeDucats {}));
    CHECK(state.income == 3); // k1 is open land: nothing
    CHECK(ducats(state, 0) == starting_ducats + 3);
    by_kind.settings.income_per_mine_kind = true;
    REQUIRE(apply(by_kind, TakeDucats {}));
    CHECK(by_kind.income == 2);
}

// ---- Prices and dice

TEST_CASE("The price list and the die table of treason and alliance")
{
    CHECK(fixed_price(Action::one_border) == 1);
    CHECK(fixed_price(Action::two_borders) == 3);
    CHECK(fixed_price(Action::three_borders) == 6);
    CHECK(fixed_price(Action::one_knight) == 3);
    CHECK(fixed_price(Action::two_knights) == 7);
    CHECK(fixed_price(Action::expansion) == 4);
    CHECK_FALSE(fixed_price(Action::treason));
    CHECK(fixed_price(Action::take_ducats) == 0);
    CHECK_FALSE(attempt_price(1));
    CHECK_FALSE(attempt_price(2));
    CHECK(attempt_price(3) == 7);
    CHECK(attempt_price(4) == 5);
    CHECK(attempt_price(5) == 3);
    CHECK(attempt_price(6) == 1);
}

TEST_CASE("Taking ducats, and the special income: the die's ducats, or a free knight on a 6")
{
    State state = turn_state(2, {{"c4", Terrain::forest}});
    castle(state, "c3", 0);
    castle(state, "j9", 1);
    State take = state;
    REQUIRE(apply(take, TakeDucats {}));
    CHECK(ducats(take, 0) == starting_ducats + 3);
    CHECK(take.current == 1);

    State income = state;
    REQUIRE(apply_with_die(income, SpecialIncome {}, 4));
    CHECK(ducats(income, 0) == starting_ducats + 4);
    CHECK(income.roll == Roll {Action::special_income, 4, true, 0});

    State six = state;
    REQUIRE(apply_with_die(six, SpecialIncome {}, 6));
    CHECK(six.step == Step::free_knight);
    CHECK(six.current == 0);
    CHECK(refusal(six, TakeDucats {}) == "fiefs_variant.wrong_step");
    CHECK(refusal(six, PlaceFreeKnight {at("f6")}) == "fiefs_variant.knight_not_next");
    State forest = six;
    REQUIRE(apply(forest, PlaceFreeKnight {at("c4")}));
    CHECK(ducats(forest, 0) == starting_ducats - 1); // a forest costs 1
    CHECK(forest.position.knight_at(at("c4")) == 0);
    State declined = six;
    REQUIRE(apply(declined, PlaceFreeKnight {}));
    CHECK(declined.current == 1);
    CHECK(declined.position.players[0].knights == knights_each);
    // Without a ducat, the forest is not offered.
    set_ducats(six, 0, 0);
    const auto spaces = legal_knight_spaces(six);
    CHECK(std::ranges::find(spaces, at("c4")) == spaces.end());
    CHECK(std::ranges::find(spaces, at("d3")) != spaces.end());
}

TEST_CASE("A move with a die waits for chance, which rolls it as a move of its own")
{
    State state = two_fiefs();
    State refused = state;
    CHECK_FALSE(apply(refused, AttemptTreason {at("a1"), at("a2")}));
    CHECK(refused == state);
    CHECK(Rules::chance(state).empty());

    // The special income asked: nothing drawn, nothing changed but the step; chance acts.
    State asked = state;
    REQUIRE(apply(asked, SpecialIncome {}));
    CHECK(asked.step == Step::die);
    CHECK(asked.random == state.random);
    CHECK(asked.position == state.position);
    CHECK_FALSE(Rules::to_play(asked));
    CHECK(Rules::legal_moves(asked).empty());
    const auto faces = Rules::chance(asked);
    REQUIRE(faces.size() == 6);
    for (int face = 1; face <= 6; ++face) {
        CHECK(faces[static_cast<std::size_t>(face - 1)].move == Move(RollDie {face}));
        CHECK(faces[static_cast<std::size_t>(face - 1)].probability == Approx(1.0 / 6));
    }
    // Only the die answers now, and only with a face.
    CHECK(refusal(asked, TakeDucats {}) == "fiefs_variant.wrong_step");
    CHECK(refusal(asked, RollDie {7}) == "fiefs_variant.die_face");
    CHECK(refusal(state, RollDie {3}) == "fiefs_variant.wrong_step");

    // The die played is the move with that die: as apply_with_die makes it in one.
    State rolled = asked, in_one = state;
    REQUIRE(apply(rolled, RollDie {4}));
    REQUIRE(apply_with_die(in_one, SpecialIncome {}, 4));
    CHECK(rolled == in_one);
    CHECK(rolled.step == Step::action);
    CHECK(ducats(rolled, 0) == ducats(state, 0) + 4);
    REQUIRE(rolled.roll);
    CHECK(rolled.roll->die == 4);
    CHECK(rolls_die(Move(SpecialIncome {})));
    CHECK_FALSE(rolls_die(Move(TakeDucats {})));
    CHECK_FALSE(rolls_die(Move(RollDie {2})));
}

// ---- Borders

TEST_CASE("Borders: 1, 2 or 3 for 1, 3 or 6 ducats, while one has them")
{
    State state = turn_state(2);
    castle(state, "f6", 0);
    castle(state, "f9", 1);
    State one = state;
    REQUIRE(apply(one, borders({{"a1", "b1"}})));
    CHECK(ducats(one, 0) == starting_ducats - 1);
    CHECK(one.position.borders_in_supply() == border_supply - 1);
    State three = state;
    REQUIRE(apply(three, borders({{"a1", "b1"}, {"a2", "b2"}, {"a3", "b3"}})));
    CHECK(ducats(three, 0) == starting_ducats - 6);
    CHECK(refusal(state, borders({{"a1", "b1"}, {"a1", "b1"}})) == "fiefs_variant.border_taken");
    set_ducats(state, 0, 2);
    CHECK(refusal(state, borders({{"a1", "b1"}, {"a2", "b2"}})) == "fiefs_variant.too_poor");
    CHECK(refusal(state, PlaceBorders {}) == "fiefs_variant.border_count");
    CHECK(why_not(state, Action::two_borders)->code == "fiefs_variant.too_poor");
    CHECK_FALSE(why_not(state, Action::one_border));
}

TEST_CASE("Borders bound the open region of one's own castle not yet in a fief, never a fief's inside")
{
    State state = turn_state(2);
    castle(state, "b2", 0);
    castle(state, "b5", 0);
    castle(state, "k2", 1);
    castle(state, "b11", 1);
    castle(state, "k11", 1);
    enclose(state, "j1", "l3"); // player 1's fief round k2
    enclose(state, "a9", "l12"); // open land with two castles of player 1
    CHECK(refusal(state, borders({{"j2", "k2"}})) == "fiefs_variant.border_in_fief");
    CHECK(refusal(state, borders({{"c10", "d10"}})) == "fiefs_variant.border_not_own_region");
    CHECK(refusal(state, borders({{"c5", "d5"}})) == "accepted");
    state.current = state.turn_player = 1;
    CHECK(refusal(state, borders({{"c10", "d10"}})) == "accepted");
}

TEST_CASE("Once all one's castles are in fiefs, borders go anywhere in open land")
{
    State state = turn_state(3);
    castle(state, "b2", 0);
    castle(state, "k2", 1);
    castle(state, "k11", 2);
    castle(state, "b11", 1);
    enclose(state, "a1", "c3");
    CHECK(refusal(state, borders({{"f6", "g6"}})) == "accepted");
    CHECK(refusal(state, borders({{"a1", "b1"}})) == "fiefs_variant.border_in_fief");
}

TEST_CASE("A border may never make a neutral zone, nor go inside one")
{
    State state = turn_state(2);
    castle(state, "f6", 0);
    castle(state, "f9", 1);
    State before = state;
    CHECK(refusal(state, borders({{"a1", "b1"}, {"a1", "a2"}})) == "fiefs_variant.border_makes_neutral");
    CHECK(state == before);
    enclose(state, "k1", "l1"); // made by hand: a neutral zone of two spaces
    CHECK(region_at(state, "k1").kind == RegionKind::neutral_zone);
    CHECK(refusal(state, borders({{"k1", "l1"}})) == "fiefs_variant.border_in_neutral_zone");
}

TEST_CASE("Two players: a border closes the opponent's fief only while closing one's own")
{
    State state = turn_state(2);
    castle(state, "a1", 1);
    castle(state, "f6", 0);
    border(state, "a1", "a2");
    // The board splits into a1 (player 1 alone) and the rest (player 0 alone): both close.
    CHECK(refusal(state, borders({{"a1", "b1"}})) == "accepted");
    castle(state, "k11", 0); // the rest now holds two castles: only the opponent's would close
    CHECK(refusal(state, borders({{"a1", "b1"}})) == "fiefs_variant.border_closes_opponent");
    State three = turn_state(3);
    three.position.castle = state.position.castle;
    three.position.borders = state.position.borders;
    castle(three, "l1", 2);
    CHECK(refusal(three, borders({{"a1", "b1"}})) == "accepted");
}

TEST_CASE("Closing a fief gives its points; a border left inside it goes back to the supply")
{
    State state = turn_state(2, {{"a1", Terrain::forest}, {"b1", Terrain::village}, {"a2", Terrain::royal_city}});
    castle(state, "b2", 0);
    castle(state, "k11", 1);
    border(state, "a1", "b1"); // inside the fief to come
    border(state, "c1", "d1");
    border(state, "c2", "d2");
    border(state, "c3", "d3");
    border(state, "a3", "a4");
    border(state, "b3", "b4");
    const int before = state.position.borders_in_supply();
    REQUIRE(apply(state, borders({{"c3", "c4"}})));
    CHECK(current_scores(state) == std::vector {9, 0});
    CHECK(region_at(state, "a1").kind == RegionKind::fief);
    CHECK_FALSE(state.position.borders[static_cast<std::size_t>(edge("a1", "b1"))]);
    CHECK(state.position.borders_in_supply() == before); // one placed, one back
}

TEST_CASE("The supply of 100 borders runs out")
{
    State state = turn_state(2);
    castle(state, "f6", 0);
    castle(state, "f9", 1);
    for (Edge edge = 0; state.position.borders.count() < static_cast<std::size_t>(border_supply); ++edge)
        if (row_of(spaces_of(edge).first) >= 6)
            state.position.borders.set(static_cast<std::size_t>(edge));
    CHECK(refusal(state, borders({{"f1", "g1"}})) == "fiefs_variant.no_border_left");
    CHECK(why_not(state, Action::one_border)->code == "fiefs_variant.no_border_left");
}

// ---- Knights

TEST_CASE("Knights: next to one's castle or knight, on a meadow or forest (1 more), never in another's fief")
{
    State state = turn_state(2, {{"c4", Terrain::forest}, {"b3", Terrain::village}});
    castle(state, "c3", 0);
    castle(state, "e1", 1);
    castle(state, "k11", 1);
    enclose(state, "d1", "e2");
    State one = state;
    REQUIRE(apply(one, PlaceKnights {{at("c2")}}));
    CHECK(ducats(one, 0) == starting_ducats - 3);
    State forest = state;
    REQUIRE(apply(forest, PlaceKnights {{at("c4")}}));
    CHECK(ducats(forest, 0) == starting_ducats - 4);
    State two = state;
    REQUIRE(apply(two, PlaceKnights {{at("d3"), at("e3")}})); // the second next to the first
    CHECK(ducats(two, 0) == 0);
    CHECK(two.position.players[0].knights == knights_each - 2);
    CHECK(refusal(state, PlaceKnights {{at("f6")}}) == "fiefs_variant.knight_not_next");
    CHECK(refusal(state, PlaceKnights {{at("b3")}}) == "fiefs_variant.knight_terrain");
    CHECK(refusal(state, PlaceKnights {{at("c3")}}) == "fiefs_variant.space_taken");
    CHECK(refusal(state, PlaceKnights {{at("d2")}}) == "fiefs_variant.knight_not_next");
    knight(state, "c2", 0);
    CHECK(refusal(state, PlaceKnights {{at("d2")}}) == "fiefs_variant.knight_in_enemy_fief");
    CHECK(refusal(state, PlaceKnights {{at("d3"), at("c4")}}) == "fiefs_variant.too_poor"); // 7 + 1
    state.position.players[0].knights = 0;
    CHECK(refusal(state, PlaceKnights {{at("d3")}}) == "fiefs_variant.no_knight_left");
}

// ---- Expansion

TEST_CASE("Expansion into open land: the space joins the fief, borders redrawn round it")
{
    State state = two_fiefs();
    const int supply = state.position.borders_in_supply();
    CHECK(refusal(state, Expand {at("b2"), at("h8")}) == "fiefs_variant.expand_not_next");
    REQUIRE(apply(state, Expand {at("b2"), at("b4")}));
    CHECK(ducats(state, 0) == starting_ducats - 4);
    CHECK(region_at(state, "b4").castle == at("b2"));
    CHECK_FALSE(state.position.borders[static_cast<std::size_t>(edge("b3", "b4"))]);
    CHECK(state.position.borders[static_cast<std::size_t>(edge("b4", "b5"))]);
    CHECK(state.position.borders_in_supply() == supply - 3 + 1);
}

TEST_CASE("Expansion into another player's fief needs more knights, never its castle or knights")
{
    State state = two_fiefs();
    CHECK(refusal(state, Expand {at("b2"), at("d2")}) == "fiefs_variant.expand_too_weak");
    knight(state, "c1", 0);
    CHECK(refusal(state, Expand {at("b2"), at("d2")}) == "accepted");
    knight(state, "d1", 1);
    CHECK(refusal(state, Expand {at("b2"), at("d2")}) == "fiefs_variant.expand_too_weak");
    knight(state, "c2", 0);
    CHECK(refusal(state, Expand {at("b2"), at("d1")}) == "fiefs_variant.expand_knight");
    // Named by its space alone (a click), the expansion is the strongest fief's that may take it;
    // the engine says why another space is refused, and changes nothing while asked.
    CHECK(expansion_onto(state, at("d2")) == Expand {at("b2"), at("d2")});
    CHECK_FALSE(expansion_onto(state, at("d1")));
    const State asked = state;
    CHECK(refusal_of(state, Expand {at("b2"), at("d1")})->code == "fiefs_variant.expand_knight");
    CHECK_FALSE(refusal_of(state, Expand {at("b2"), at("d2")}));
    CHECK(state == asked);
    CHECK(refusal(state, Expand {at("e2"), at("d2")}) == "fiefs_variant.not_your_fief");
    REQUIRE(apply(state, Expand {at("b2"), at("d2")}));
    CHECK(current_scores(state) == std::vector {3, 0}); // the village changed hands
    CHECK(region_at(state, "d2").castle == at("b2"));
    // Never a castle's space, never one's own other fief.
    State again = state;
    again.current = again.turn_player = 0;
    set_ducats(again, 0, 9);
    CHECK(refusal(again, Expand {at("b2"), at("e2")}) == "fiefs_variant.expand_castle");
    enclose(again, "a4", "c6");
    castle(again, "b5", 0);
    CHECK(refusal(again, Expand {at("b2"), at("b4")}) == "fiefs_variant.expand_own_fief");
    set_ducats(again, 0, 3);
    CHECK(refusal(again, Expand {at("b2"), at("a4")}) == "fiefs_variant.too_poor");
}

TEST_CASE("Expansion may close another player's fief or make a neutral zone, with two players too")
{
    State state = turn_state(2);
    castle(state, "b2", 0);
    castle(state, "a5", 1);
    castle(state, "k11", 1);
    castle(state, "k9", 0);
    enclose(state, "a1", "c3");
    border(state, "a5", "b5");
    border(state, "a5", "a6");
    CHECK(region_at(state, "a5").kind == RegionKind::open_land);
    // Taking b4 closes a4-a5 round player 1's castle.
    CHECK(refusal(state, Expand {at("b2"), at("b4")}) == "accepted");
    REQUIRE(apply(state, Expand {at("b2"), at("b4")}));
    CHECK(region_at(state, "a5").kind == RegionKind::fief);
    CHECK(region_at(state, "a5").owner == 1);
}

namespace {

// Player 1's strip a1-h1 (castle h1) over player 0's fiefs a2-b4 (castle a3, or player 1's with
// `left_owner`) and c2-e4 (castle d3, a knight at d2); player 0 takes d1, cutting a1-c1 off.
State strip(int left_owner)
{
    State state = turn_state(2, {{"c1", Terrain::village}});
    castle(state, "h1", 1);
    castle(state, "a3", left_owner);
    castle(state, "d3", 0);
    castle(state, "k11", 1);
    castle(state, "k9", 0);
    enclose(state, "a1", "h1");
    enclose(state, "a2", "b4");
    enclose(state, "c2", "e4");
    knight(state, "d2", 0);
    return state;
}

} // namespace

TEST_CASE("A part cut off from its castle touching fiefs of one colour: its owner chooses which it joins")
{
    State state = strip(0);
    REQUIRE(apply(state, Expand {at("d3"), at("d1")}));
    CHECK(state.step == Step::join_fief);
    CHECK(state.current == 0);
    const auto joins = legal_joins(state);
    REQUIRE(joins.size() == 2);
    CHECK(std::ranges::find(joins, JoinFief {at("a3")}) != joins.end());
    CHECK(std::ranges::find(joins, JoinFief {at("d3")}) != joins.end());
    CHECK(refusal(state, JoinFief {at("h1")}) == "fiefs_variant.join_choice");
    REQUIRE(apply(state, JoinFief {at("a3")}));
    CHECK(region_at(state, "c1").castle == at("a3"));
    CHECK(current_scores(state) == std::vector {3, 0});
    CHECK(state.step == Step::action);
    CHECK(state.current == 1);
}

TEST_CASE("A cut-off part touching fiefs of two colours stays a neutral zone")
{
    State state = strip(1);
    REQUIRE(apply(state, Expand {at("d3"), at("d1")}));
    CHECK(state.step == Step::action);
    CHECK(region_at(state, "a1").kind == RegionKind::neutral_zone);
    CHECK(region_at(state, "a1").spaces.size() == 3);
}

TEST_CASE("A cut-off part touching a neutral zone or open land merges with it")
{
    State state = strip(0);
    state.position.castle[static_cast<std::size_t>(at("a3"))] = no_player; // a2-b4 a neutral zone
    REQUIRE(apply(state, Expand {at("d3"), at("d1")}));
    CHECK(region_at(state, "a1").kind == RegionKind::neutral_zone);
    CHECK(region_at(state, "a1").spaces.size() == 3 + 6);
}

// ---- Treason and alliance

TEST_CASE("Treason: an enemy knight in a bordering fief replaced by one's own, priced by the die")
{
    State state = two_fiefs();
    knight(state, "d1", 1);
    const AttemptTreason treason {at("d1"), at("c1")};
    State done = state;
    REQUIRE(apply_with_die(done, treason, 6));
    CHECK(done.position.knight_at(at("d1")) == no_player);
    CHECK(done.position.knight_at(at("c1")) == 0);
    CHECK(done.position.players[1].knights == knights_each);
    CHECK(ducats(done, 0) == starting_ducats - 1);
    CHECK(done.roll == Roll {Action::treason, 6, true, 1});
    State failed = state;
    REQUIRE(apply_with_die(failed, treason, 2));
    CHECK(failed.position.knight_at(at("d1")) == 1);
    CHECK(ducats(failed, 0) == starting_ducats);
    CHECK(failed.current == 1); // the turn ends
    // [decision] A die asking more than one has: the attempt fails, nothing paid.
    State poor = state;
    set_ducats(poor, 0, 5);
    REQUIRE(apply_with_die(poor, treason, 3));
    CHECK_FALSE(poor.roll->succeeded);
    CHECK(ducats(poor, 0) == 5);
    CHECK(poor.position.knight_at(at("d1")) == 1);
    CHECK(refusal(state, AttemptTreason {at("d1"), at("h8")}) == "fiefs_variant.treason_destination");
    CHECK(refusal(state, AttemptTreason {at("e2"), at("c1")}) == "fiefs_variant.treason_target");
    set_ducats(state, 0, 0);
    // Priced by the die, not a number: the refusal says the least the die can ask.
    CHECK(refusal(state, treason) == "fiefs_variant.too_poor_to_attempt");
    CHECK(why_not(state, Action::treason)->code == "fiefs_variant.too_poor_to_attempt");
    // A traitor next door but nowhere to put him: said so, not that there is no traitor.
    set_ducats(state, 0, 5);
    for (const char* space : {"a1", "b1", "c1", "a2", "c2", "a3", "b3", "c3"})
        knight(state, space, 0);
    CHECK(legal_treasons(state).empty());
    CHECK(why_not(state, Action::treason)->code == "fiefs_variant.no_treason_room");
    state.position.knight[static_cast<std::size_t>(at("d1"))] = no_player;
    CHECK(why_not(state, Action::treason)->code == "fiefs_variant.no_traitor");
}

TEST_CASE("Alliance: allied fiefs never expand into each other; the marker on a space touching both")
{
    State state = two_fiefs();
    knight(state, "c1", 0);
    const AttemptAlliance alliance {at("b2"), {{at("e2"), at("c2")}}};
    CHECK(refusal(state, AttemptAlliance {at("b2"), {{at("e2"), at("a1")}}}) == "fiefs_variant.alliance_marker");
    CHECK(refusal(state, AttemptAlliance {at("b2"), {{at("k11"), at("c2")}}}) == "fiefs_variant.alliance_partner");
    REQUIRE(apply_with_die(state, alliance, 5));
    CHECK(ducats(state, 0) == starting_ducats - 3);
    CHECK(state.position.allied(at("e2"), at("b2")));
    state.current = state.turn_player = 0;
    CHECK(refusal(state, Expand {at("b2"), at("d2")}) == "fiefs_variant.expand_allied");
    CHECK(refusal(state, alliance) == "fiefs_variant.alliance_exists");
    // Allied with the only fief it touches: the price list says so, not that none touches.
    CHECK(why_not(state, Action::alliance)->code == "fiefs_variant.no_ally_left");
}

TEST_CASE("An alliance is broken when a third player takes its marker's space")
{
    State state = turn_state(3);
    castle(state, "b2", 0);
    castle(state, "d1", 1);
    castle(state, "f2", 2);
    castle(state, "k11", 0);
    castle(state, "k9", 1);
    enclose(state, "a1", "c3");
    enclose(state, "d1", "d3");
    enclose(state, "e1", "g3");
    knight(state, "e1", 2);
    state.position.alliances.push_back({at("b2"), at("d1"), at("d2")});
    state.current = state.turn_player = 2;
    REQUIRE(apply(state, Expand {at("f2"), at("d2")}));
    CHECK(state.position.alliances.empty());
    // d3, cut off from d1, touched open land below: it merged with it.
    CHECK(region_at(state, "d3").kind == RegionKind::open_land);
}

TEST_CASE("No alliance marker on a castle, which no expansion can take; schema-1 alliances replay")
{
    State state = turn_state(2);
    castle(state, "b2", 0);
    castle(state, "d1", 1);
    castle(state, "k11", 0);
    castle(state, "k9", 1);
    enclose(state, "a1", "c3");
    enclose(state, "d1", "d3");
    // d1 is the castle of the fief next to a1-c3: it touches c1, yet takes no marker.
    const AttemptAlliance onCastle {at("b2"), {{at("d1"), at("d1")}}};
    CHECK(refusal(state, onCastle, 6) == "fiefs_variant.alliance_marker");
    CHECK(std::ranges::none_of(legal_alliances(state), [](const AttemptAlliance& alliance) {
        return std::ranges::any_of(alliance.partners, [](const AlliancePartner& p) { return p.marker == at("d1"); });
    }));
    CHECK_FALSE(legal_alliances(state).empty()); // d2 and c1, c2, c3 still may
    // Made under schema 1 (read from an old save), it replays as it was played.
    AttemptAlliance old = onCastle;
    old.marker_on_castle_allowed = true;
    REQUIRE(apply_with_die(state, old, 6));
    CHECK(state.position.allied(at("b2"), at("d1")));
}

TEST_CASE("The sub-variant: several fiefs in one alliance for 1 ducat more")
{
    State state = two_fiefs(3);
    castle(state, "b5", 2);
    enclose(state, "a4", "c6");
    const AttemptAlliance both {at("b2"), {{at("e2"), at("c2")}, {at("b5"), at("b3")}}};
    CHECK(refusal(state, both, 6) == "fiefs_variant.alliance_count");
    state.settings.alliance_with_several = true;
    REQUIRE(apply_with_die(state, both, 6));
    CHECK(ducats(state, 0) == starting_ducats - 2);
    CHECK(state.position.alliances.size() == 2);
}

// ---- Every move as a tree of choices (core/choices.hpp)

namespace {

// The moves of the tree's leaves below the root choice `first`.
std::vector<Move> leaves_after(const State& state, const Move& first)
{
    auto leaves
        = tablee::core::moves_by_choices<Rules>(state, static_cast<std::size_t>(state.current), 100'000, {first});
    REQUIRE(leaves.has_value());
    return std::move(*leaves);
}

} // namespace

TEST_CASE("The tree of choices reaches pairs and triples of borders, two knights and wide alliances")
{
    State state = two_fiefs(3);
    const std::size_t seat = 0;
    const auto root = Rules::choices(state, seat, {});
    CHECK(root.size() == legal_moves(state).size()); // the listed moves first
    // One border, then a second, then a third, stopping anywhere: each leaf accepted, each once.
    const PlaceBorders first = borders({{"a5", "a6"}});
    REQUIRE(std::ranges::find(root, Rules::Choice(first)) != root.end());
    const auto after_first = leaves_after(state, first);
    std::size_t pairs = 0, triples = 0;
    for (const Move& leaf : after_first) {
        const auto& edges = std::get<PlaceBorders>(leaf).edges;
        REQUIRE(edges.front() == first.edges.front());
        pairs += edges.size() == 2;
        triples += edges.size() == 3;
        if (edges.size() < 3 || triples % 97 == 0) { // tens of thousands of triples: a sample
            State copy = state;
            CHECK(apply(copy, leaf));
        }
    }
    CHECK(pairs == legal_borders(state, first.edges).size());
    CHECK(triples > pairs);
    CHECK(std::ranges::count(after_first, Move(first)) == 1); // stopped after one
    // Too few ducats for two borders: one border is the whole move.
    State poor = state;
    set_ducats(poor, 0, *fixed_price(Action::one_border));
    CHECK(leaves_after(poor, first) == std::vector<Move> {first});

    // Two knights: the second where the first leaves room and the ducats allow.
    const auto knight = std::ranges::find_if(
        root, [](const Rules::Choice& choice) { return std::holds_alternative<PlaceKnights>(*choice); });
    REQUIRE(knight != root.end());
    const auto knights = leaves_after(state, **knight);
    CHECK(knights.size() > 1);
    for (const Move& leaf : knights) {
        State copy = state;
        CHECK(apply(copy, leaf));
    }

    // Several fiefs in one alliance, with the sub-variant: the tree offers the second partner.
    castle(state, "b5", 2);
    enclose(state, "a4", "c6");
    const AttemptAlliance one {at("b2"), {{at("e2"), at("c2")}}};
    CHECK(leaves_after(state, one) == std::vector<Move> {one});
    state.settings.alliance_with_several = true;
    const auto wide = leaves_after(state, one);
    const AttemptAlliance both {at("b2"), {{at("e2"), at("c2")}, {at("b5"), at("b3")}}};
    CHECK(std::ranges::count(wide, Move(both)) == 1);
    for (const Move& leaf : wide)
        CHECK_FALSE(refusal_of(state, leaf));
}

// ---- The end

TEST_CASE("The game ends when every castle is in a fief: the best score, then the richer, then shared")
{
    State state = turn_state(2, {{"a1", Terrain::village}, {"l12", Terrain::village}});
    castle(state, "b2", 0);
    castle(state, "k11", 1);
    enclose(state, "a1", "c3");
    state.position.borders.reset(static_cast<std::size_t>(edge("c3", "d3")));
    state.current = state.turn_player = 1;
    // Player 1's border closes both: a1-c3 round b2, and all the rest round k11.
    State richer = state;
    set_ducats(richer, 0, 9);
    CHECK_FALSE(game_end(state)); // not over yet
    REQUIRE(apply(richer, borders({{"c3", "d3"}})));
    CHECK(richer.step == Step::over);
    CHECK(richer.winners == std::vector {0});
    // How it ended, for the results: tied on points, the richer won.
    CHECK(current_scores(richer)[0] == current_scores(richer)[1]);
    CHECK(game_end(richer) == GameEnd {Ending::every_castle_enclosed, false, true});
    State shared = state;
    set_ducats(shared, 0, 6); // player 1 pays 1 for the border: 6 each
    REQUIRE(apply(shared, borders({{"c3", "d3"}})));
    CHECK(shared.winners == std::vector {0, 1});
    CHECK(game_end(shared) == GameEnd {Ending::every_castle_enclosed, false, false}); // shared, not decided
    CHECK(legal_moves(shared).empty());
    CHECK(refusal(shared, TakeDucats {}) == "fiefs_variant.game_over");
}

TEST_CASE("The game ends when a score reaches the King token: the player who moved wins")
{
    CHECK(king_token(2) == 50);
    CHECK(king_token(3) == 40);
    CHECK(king_token(4) == 30);
    State state = turn_state(4);
    for (const char* village : {"a1", "b1", "c1", "d1", "a2", "c2", "d2", "a3", "b3", "c3"})
        state.position.terrain[static_cast<std::size_t>(at(village))] = Terrain::village;
    castle(state, "b2", 0);
    castle(state, "k11", 1);
    castle(state, "k2", 2);
    castle(state, "b11", 3);
    enclose(state, "a1", "d3");
    state.position.borders.reset(static_cast<std::size_t>(edge("d3", "e3")));
    REQUIRE(apply(state, borders({{"d3", "e3"}})));
    CHECK(current_scores(state)[0] == 30);
    CHECK(state.step == Step::over);
    CHECK(state.winners == std::vector {0});
    CHECK(game_end(state) == GameEnd {Ending::king_token, false, false});
}

TEST_CASE("A game past the round limit ends there, scored as when every castle is in a fief")
{
    State state = turn_state(2);
    castle(state, "b2", 0);
    castle(state, "k11", 1);
    state.round = max_rounds + 1;
    REQUIRE(apply(state, TakeDucats {}));
    REQUIRE(state.step == Step::over);
    CHECK(game_end(state) == GameEnd {Ending::round_limit, false, state.winners.size() == 1});
}

// ---- Queries, JSON, the shared game model

TEST_CASE("why_not explains every action that cannot be bought")
{
    State state = turn_state(2);
    castle(state, "f6", 0);
    castle(state, "f9", 1);
    CHECK(why_not(state, Action::expansion)->code == "fiefs_variant.no_expansion");
    CHECK(why_not(state, Action::treason)->code == "fiefs_variant.no_traitor");
    CHECK(why_not(state, Action::alliance)->code == "fiefs_variant.no_ally");
    CHECK_FALSE(why_not(state, Action::two_knights));
    CHECK_FALSE(why_not(state, Action::take_ducats));
    state.step = Step::free_knight;
    CHECK(why_not(state, Action::take_ducats)->code == "fiefs_variant.wrong_step");
}

TEST_CASE("Moves, options and states read back what they write; a broken state is refused")
{
    State state = two_fiefs();
    knight(state, "c1", 0);
    state.position.alliances.push_back({at("b2"), at("e2"), at("c2")});
    state.roll = Roll {Action::alliance, 5, true, 3};
    state.castleless = {at("a1")};
    castle(state, "h5", 0);
    castle(state, "l5", 0);
    castle(state, "h9", 1);
    castle(state, "l7", 1);
    const auto json = state_to_json(state);
    const auto read = state_from_json(json);
    INFO((read ? "" : read.error().message));
    REQUIRE(read);
    CHECK(*read == state);
    auto broken = json;
    broken["castles"].push_back({{"space", "f6"}, {"player", 0}});
    CHECK(state_from_json(broken).error().code == "fiefs_variant.bad_state");
    broken = json;
    broken["board"][3] = "MMMM";
    CHECK(state_from_json(broken).error().code == "json.bad_value");
    broken = json;
    broken["current"] = 7;
    CHECK(state_from_json(broken).error().code == "json.bad_value");

    for (const Move& move :
        {Move(PlaceCastle {1, 2}), Move(PlaceBorders {{3, 140}}), Move(PlaceKnights {{4, 5}}), Move(Expand {6, 7}),
            Move(AttemptTreason {8, 9}), Move(AttemptAlliance {10, {{11, 12}}}), Move(TakeDucats {}),
            Move(SpecialIncome {}), Move(PlaceFreeKnight {}), Move(PlaceFreeKnight {13}), Move(JoinFief {14})})
        CHECK(tablee::core::move_from_json<Rules>(Rules::move_to_json(move)) == move);
    CHECK(tablee::core::move_from_json<Rules>({{"type", "borders"}, {"edges", {"a1/c1"}}}).error().code
        == "json.bad_value");
    tablee::fiefs_variant::Options options {{{"Anne", Control::human}, {"Bot", Control::normal}}, {true, false}, 12345};
    CHECK(tablee::core::options_from_json<Rules>(Rules::options_to_json(options)) == options);
}

TEST_CASE("A game's setup refuses a bad table")
{
    tablee::fiefs_variant::Options options;
    options.players = {{"Anne", Control::human}};
    CHECK(Rules::start(options).error().code == "seats.count");
    options.players.push_back({"Anne", Control::easy});
    CHECK(Rules::start(options).error().code == "seats.duplicate_name");
}

TEST_CASE("Seeded random games through the shared model: legal moves accepted, undo, replay, save")
{
    tablee::fiefs_variant::Options options;
    options.players = {{"Anne", Control::human}, {"Bruno", Control::human}, {"Chloé", Control::human}};
    // Every game to its end (a few hundred moves, every listed move tried at each): three at
    // every build, hundreds in a release build (bench/fiefs_variant_random_games.cpp).
    for (unsigned seed = 1; seed <= random_game_count(3, 1); ++seed) {
        options.seed = seed;
        options.settings.alliance_with_several = seed % 2 == 0;
        const auto report = tablee::core::play_random_game<Rules>(options, seed, 5000);
        INFO((report ? "" : report.error().message));
        REQUIRE(report);
        CHECK(report->finished);
    }
}
