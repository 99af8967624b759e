// SPDX-License-Identifier: GPL-3.0-or-later
// Successive Wars, step by step: the winner, what each owes with the modifiers, the centre of
// the conflict, the war spreading from area to area, the city counting 5, the losses taken far
// from the war without emptying an area, the points forgiven.

#include "civ_test_positions.hpp"

using namespace civ_test;

namespace {

constexpr civ::NationId egypt = 0, babylon = 1, crete = 2;

civ::CalamityState begin(const civ::Position& position)
{
    auto state = civ::begin_calamity(board(), position, {}, {civ::Calamity::successive_wars, egypt, crete});
    REQUIRE(state);
    return *state;
}

void choose(civ::CalamityState& state, const civ::Choice& choice)
{
    const auto ok = civ::apply_choice(board(), state, choice);
    INFO((ok ? std::string() : ok.error().message));
    REQUIRE(ok);
}

civ::Position nile_war()
{
    return make_position({"Egypt", "Babylon", "Crete"},
        {{"Egypt", "tanis", 2}, {"Egypt", "memphis", 0, true}, {"Egypt", "alexandria", 3}, {"Egypt", "fayum", 2},
            {"Egypt", "gaza", 1}, {"Babylon", "tanis", 1}, {"Babylon", "sinai", 2}, {"Babylon", "jerusalem", 2},
            {"Crete", "tanis", 1}, {"Crete", "ur", 2}});
}

} // namespace

TEST_CASE("civ wars: the winner must be a player next to the victim", "[wars]")
{
    auto state = begin(nile_war());
    CHECK(state.chooser == crete); // the trader names the winner
    CHECK(civ::apply_choice(board(), state, civ::PickWinner {egypt}).error().code == "civ_calamities.winner_is_victim");
    // Crete is in Tanis with Egypt: in contact too.
    CHECK(offered(state, civ::PickWinner {crete}));
    CHECK(offered(state, civ::PickWinner {babylon}));
    // On the board, a winner is named by its pieces: Tanis holds both Babylon's and Crete's (the
    // window asks which), Sinai Babylon's only; Alexandria only the victim's, which it refuses.
    CHECK(civ::legal_choices_at(board(), state, area("tanis"))
        == std::vector<civ::Choice> {civ::PickWinner {babylon}, civ::PickWinner {crete}});
    CHECK(civ::legal_choices_at(board(), state, area("sinai")) == std::vector<civ::Choice> {civ::PickWinner {babylon}});
    CHECK(civ::legal_choices_at(board(), state, area("alexandria")).empty());
    const auto meant = civ::choice_meant_at(board(), state, area("alexandria"));
    REQUIRE(meant);
    CHECK(civ::apply_choice(board(), state, *meant).error().code == "civ_calamities.winner_is_victim");
    const auto far = make_position({"Egypt", "Babylon", "Crete"}, {{"Egypt", "tanis", 2}, {"Babylon", "ur", 2}});
    auto apart = civ::begin_calamity(board(), far, {}, {civ::Calamity::successive_wars, egypt, crete});
    REQUIRE(apart);
    CHECK(apart->finished()); // nobody next to Egypt: no effect
    CHECK(apart->position == far);
}

TEST_CASE("civ wars: 9 and 6 points, Metalworking 1 and Military 2 more for the other side", "[wars]")
{
    const auto owed = [](bool winner_metal, bool winner_military, bool victim_metal, bool victim_military) {
        auto position = nile_war();
        position.nations[babylon].advances[static_cast<std::size_t>(civ::Advance::metalworking)] = winner_metal;
        position.nations[babylon].advances[static_cast<std::size_t>(civ::Advance::military)] = winner_military;
        position.nations[egypt].advances[static_cast<std::size_t>(civ::Advance::metalworking)] = victim_metal;
        position.nations[egypt].advances[static_cast<std::size_t>(civ::Advance::military)] = victim_military;
        auto state = begin(position);
        choose(state, civ::PickWinner {babylon});
        return std::pair(state.sides[0].owed, state.sides[1].owed);
    };
    CHECK(owed(false, false, false, false) == std::pair(9, 6));
    CHECK(owed(true, false, false, false) == std::pair(10, 6));
    CHECK(owed(false, true, false, false) == std::pair(11, 6));
    CHECK(owed(true, true, false, false) == std::pair(12, 6));
    CHECK(owed(false, false, true, true) == std::pair(9, 9));
}

TEST_CASE("civ wars: the centre, the spreading war, the city counting 5, the points forgiven", "[wars]")
{
    auto state = begin(nile_war());
    choose(state, civ::PickWinner {babylon});
    CHECK(state.chooser == babylon); // the winner picks the rest

    // Tanis holds units of both: the centre must be such an area.
    CHECK(civ::legal_choices(board(), state) == std::vector<civ::Choice> {civ::PickCentre {area("tanis")}});
    CHECK(civ::apply_choice(board(), state, civ::PickCentre {area("alexandria")}).error().code
        == "civ_calamities.not_a_centre");
    choose(state, civ::PickCentre {area("tanis")});
    // Every unit there is eliminated, Crete's too; the belligerents' count.
    CHECK_FALSE(state.position.occupied(area("tanis")));
    CHECK(state.position.at(crete, area("tanis")).tokens == 0);
    CHECK(state.sides[0].taken == 2);
    CHECK(state.sides[1].taken == 1);

    // Fayum is not next to Tanis, nor to an area the war emptied.
    CHECK(civ::apply_choice(board(), state, civ::TakeLoss {egypt, area("fayum"), false}).error().code
        == "civ_calamities.not_in_reach");
    CHECK_FALSE(offered(state, civ::TakeLoss {babylon, area("jerusalem"), false}));
    choose(state, civ::TakeLoss {egypt, area("gaza"), false}); // Gaza emptied: the war spreads
    CHECK(offered(state, civ::TakeLoss {babylon, area("jerusalem"), false}));
    CHECK(state.sides[0].left() == 6);
    choose(state, civ::TakeLoss {egypt, area("memphis"), true}); // a city: 5
    CHECK(state.sides[0].left() == 1);
    CHECK(offered(state, civ::TakeLoss {egypt, area("fayum"), false})); // Memphis emptied
    choose(state, civ::TakeLoss {babylon, area("sinai"), false});
    choose(state, civ::TakeLoss {babylon, area("sinai"), false});
    choose(state, civ::TakeLoss {babylon, area("jerusalem"), false});
    choose(state, civ::TakeLoss {babylon, area("jerusalem"), false});
    // Babylon owes 1 more and has nothing left: forgiven, and said.
    CHECK(state.sides[1].forgiven == 1);
    CHECK(std::any_of(
        state.log.begin(), state.log.end(), [](const civ::LogLine& l) { return l.code == "wars.forgiven"; }));
    CHECK_FALSE(state.finished());
    choose(state, civ::TakeLoss {egypt, area("alexandria"), false});
    CHECK(state.finished());
    CHECK(state.sides[0].taken == 9);
    CHECK(state.position.at(egypt, area("alexandria")).tokens == 2);
}

TEST_CASE("civ wars: a city only while 5 or more are owed", "[wars]")
{
    const auto position = make_position({"Egypt", "Babylon", "Crete"},
        {{"Egypt", "tanis", 6}, {"Egypt", "memphis", 0, true}, {"Egypt", "alexandria", 1}, {"Babylon", "tanis", 1},
            {"Babylon", "sinai", 1}});
    auto state = begin(position);
    choose(state, civ::PickWinner {babylon});
    choose(state, civ::PickCentre {area("tanis")}); // Egypt loses 6 there: 3 left
    CHECK(state.sides[0].left() == 3);
    CHECK_FALSE(offered(state, civ::TakeLoss {egypt, area("memphis"), true}));
    const auto refused = civ::apply_choice(board(), state, civ::TakeLoss {egypt, area("memphis"), true});
    REQUIRE_FALSE(refused);
    CHECK(refused.error().code == "civ_calamities.city_needs_five");
    choose(state, civ::TakeLoss {egypt, area("alexandria"), false});
    // Nothing else of Egypt's may go: the last 2 points are forgiven, the city stands.
    CHECK(state.sides[0].forgiven == 2);
    CHECK(state.position.at(egypt, area("memphis")).city);
}

TEST_CASE("civ wars: far from the war, never the last unit of an area", "[wars]")
{
    const auto position = make_position({"Egypt", "Babylon", "Crete"},
        {{"Egypt", "tanis", 1}, {"Egypt", "ur", 3}, {"Egypt", "babylon", 1}, {"Babylon", "tanis", 1},
            {"Babylon", "sinai", 1}, {"Crete", "susa", 1}, {"Egypt", "susa", 1}});
    auto state = begin(position);
    choose(state, civ::PickWinner {babylon});
    choose(state, civ::PickCentre {area("tanis")});
    // Nothing of Egypt's is within the war's reach: its losses come from elsewhere, which the
    // table is told (Babylon's Sinai is next to Tanis: within it).
    CHECK(civ::losing_far_from_war(board(), state) == std::vector<civ::NationId> {egypt});
    CHECK(offered(state, civ::TakeLoss {egypt, area("ur"), false}));
    CHECK(offered(state, civ::TakeLoss {egypt, area("susa"), false})); // Crete stays there
    const auto refused = civ::apply_choice(board(), state, civ::TakeLoss {egypt, area("babylon"), false});
    REQUIRE_FALSE(refused);
    CHECK(refused.error().code == "civ_calamities.would_empty_area");
    choose(state, civ::TakeLoss {egypt, area("ur"), false});
    choose(state, civ::TakeLoss {egypt, area("ur"), false});
    choose(state, civ::TakeLoss {egypt, area("susa"), false});
    CHECK_FALSE(offered(state, civ::TakeLoss {egypt, area("ur"), false})); // its last unit
    CHECK(state.position.at(egypt, area("ur")).tokens == 1);
    CHECK(state.sides[0].taken == 4);
    CHECK(state.sides[0].forgiven == 5);
}

TEST_CASE("civ wars: without a shared area, the centre is the victim's next to the winner's", "[wars]")
{
    const auto position = make_position(
        {"Egypt", "Babylon", "Crete"}, {{"Egypt", "tanis", 2}, {"Egypt", "fayum", 2}, {"Babylon", "sinai", 2}});
    auto state = begin(position);
    choose(state, civ::PickWinner {babylon});
    CHECK(civ::legal_choices(board(), state) == std::vector<civ::Choice> {civ::PickCentre {area("tanis")}});
    const auto refused = civ::apply_choice(board(), state, civ::PickCentre {area("fayum")});
    REQUIRE_FALSE(refused);
    CHECK(refused.error().args.back() == "next_to");
}
