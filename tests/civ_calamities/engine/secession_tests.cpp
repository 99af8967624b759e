// SPDX-License-Identifier: GPL-3.0-or-later
// Secession, step by step: the city, three of the victim's tokens and up to two of other players'
// in any order, the contiguity chain, the refusals with their reason, the advances, the shared
// nation option.

#include "civ_test_positions.hpp"

using namespace civ_test;

namespace {

civ::CalamityState begin(const civ::Position& position, civ::Settings settings = {})
{
    auto state = civ::begin_calamity(board(), position, settings,
        {civ::Calamity::secession, nation(position, "Egypt"), nation(position, "Babylon")});
    REQUIRE(state);
    return *state;
}

void choose(civ::CalamityState& state, const civ::Choice& choice)
{
    REQUIRE(civ::apply_choice(board(), state, choice));
}

} // namespace

TEST_CASE("civ secession: a city and three tokens secede along a chain of seceded areas", "[secession]")
{
    // Egypt's tokens stretch from Memphis to Jerusalem: Tanis next to the city, Gaza and
    // Jerusalem reached only through areas left to the secessionists.
    const auto position = make_position({"Egypt", "Babylon"},
        {{"Egypt", "memphis", 0, true}, {"Egypt", "tanis", 1}, {"Egypt", "gaza", 1}, {"Egypt", "jerusalem", 2},
            {"Babylon", "sinai", 1}});
    auto state = begin(position);
    const civ::NationId egypt = 0;
    REQUIRE(state.step == civ::Step::city);
    CHECK(civ::legal_choices(board(), state) == std::vector<civ::Choice> {civ::PickCity {area("memphis")}});
    CHECK(civ::apply_choice(board(), state, civ::PickCity {area("tanis")}).error().code
        == "civ_calamities.not_victims_city");
    choose(state, civ::PickCity {area("memphis")});
    REQUIRE(state.seceded);
    CHECK(state.position.at(*state.seceded, area("memphis")).city);
    CHECK_FALSE(state.position.at(egypt, area("memphis")).city);

    // Gaza is two areas away: refused, with the reason, and nothing changes.
    const auto before = state;
    const auto refused = civ::apply_choice(board(), state, civ::PickToken {area("gaza"), egypt});
    REQUIRE_FALSE(refused);
    CHECK(refused.error().code == "civ_calamities.not_contiguous");
    CHECK(state == before);
    CHECK(offered(state, civ::PickToken {area("tanis"), egypt}));
    CHECK_FALSE(offered(state, civ::PickToken {area("gaza"), egypt}));

    choose(state, civ::PickToken {area("tanis"), egypt}); // Tanis now holds seceded units only
    CHECK(offered(state, civ::PickToken {area("gaza"), egypt}));
    choose(state, civ::PickToken {area("gaza"), egypt});
    choose(state, civ::PickToken {area("jerusalem"), egypt});
    CHECK(state.victim_tokens == 3);
    CHECK(state.step == civ::Step::tokens);
    CHECK(state.position.at(*state.seceded, area("jerusalem")).tokens == 1);
    CHECK(state.position.at(egypt, area("jerusalem")).tokens == 1);

    // Then up to two tokens of other players, the trader's own included: Babylon's in Sinai,
    // next to Gaza (seceded only).
    CHECK(civ::apply_choice(board(), state, civ::PickToken {area("jerusalem"), egypt}).error().code
        == "civ_calamities.enough_tokens");
    choose(state, civ::PickToken {area("sinai"), 1});
    CHECK(state.finished()); // nothing else within reach
    CHECK(state.position.at(*state.seceded, area("sinai")).tokens == 1);
    CHECK(state.log.back().code == "calamity.done");
}

TEST_CASE("civ secession: an area shared with the victim does not carry the chain", "[secession]")
{
    const auto position = make_position(
        {"Egypt", "Babylon"}, {{"Egypt", "memphis", 0, true}, {"Egypt", "tanis", 2}, {"Egypt", "gaza", 1}});
    auto state = begin(position);
    choose(state, civ::PickCity {area("memphis")});
    choose(state, civ::PickToken {area("tanis"), 0}); // one of two: Tanis is not the seceded alone
    CHECK_FALSE(offered(state, civ::PickToken {area("gaza"), 0}));
    choose(state, civ::PickToken {area("tanis"), 0}); // now it is
    CHECK(offered(state, civ::PickToken {area("gaza"), 0}));
}

TEST_CASE("civ secession: fewer tokens within reach, a victim without a city, the trader stopping", "[secession]")
{
    SECTION("only one token within reach: the log says so")
    {
        const auto position = make_position(
            {"Egypt", "Babylon"}, {{"Egypt", "memphis", 0, true}, {"Egypt", "tanis", 1}, {"Egypt", "ur", 3}});
        auto state = begin(position);
        choose(state, civ::PickCity {area("memphis")});
        choose(state, civ::PickToken {area("tanis"), 0});
        CHECK(state.victim_tokens == 1);
        CHECK(state.finished());
        CHECK(std::any_of(
            state.log.begin(), state.log.end(), [](const civ::LogLine& l) { return l.code == "secession.short"; }));
    }
    SECTION("no city: nothing secedes")
    {
        const auto position = make_position({"Egypt", "Babylon"}, {{"Egypt", "tanis", 3}});
        const auto state = begin(position);
        CHECK(state.finished());
        CHECK(state.position == position);
    }
    SECTION("the trader takes no other token")
    {
        const auto position = make_position(
            {"Egypt", "Babylon"}, {{"Egypt", "memphis", 0, true}, {"Egypt", "tanis", 3}, {"Babylon", "alexandria", 2}});
        auto state = begin(position);
        choose(state, civ::PickCity {area("memphis")});
        for (int i = 0; i < 3; ++i)
            choose(state, civ::PickToken {area("tanis"), 0});
        CHECK(offered(state, civ::PickToken {area("alexandria"), 1}));
        choose(state, civ::Finish {});
        CHECK(state.finished());
        CHECK(state.position.at(1, area("alexandria")).tokens == 2);
    }
}

TEST_CASE("civ secession: the secessionists inherit Agriculture, Metalworking and Engineering", "[secession]")
{
    auto position = make_position({"Egypt", "Babylon"}, {{"Egypt", "memphis", 0, true}, {"Egypt", "tanis", 3}});
    for (const civ::Advance advance : civ::all_advances)
        position.nations[0].advances[static_cast<std::size_t>(advance)] = true;
    const auto state = begin(position);
    const civ::Nation& seceded = state.position.nations[*state.seceded];
    CHECK(seceded.secessionist);
    CHECK(seceded.has(civ::Advance::agriculture));
    CHECK(seceded.has(civ::Advance::metalworking));
    CHECK(seceded.has(civ::Advance::engineering));
    CHECK_FALSE(seceded.has(civ::Advance::military)); // not among the three
}

TEST_CASE("civ secession: a new colour each time, or one shared nation by option", "[secession]")
{
    const auto position = make_position({"Egypt", "Babylon"},
        {{"Egypt", "memphis", 0, true}, {"Egypt", "tanis", 3}, {"Egypt", "thebes", 0, true},
            {"Egypt", "ptolemais", 2}});
    const auto twice = [&](civ::Settings settings) {
        auto first = civ::run_calamity(board(), position, settings, {civ::Calamity::secession, 0, 1},
            std::vector<civ::Choice> {civ::PickCity {area("memphis")}, civ::PickToken {area("tanis"), 0},
                civ::PickToken {area("tanis"), 0}, civ::PickToken {area("tanis"), 0}});
        REQUIRE(first);
        REQUIRE(first->finished());
        auto second = civ::run_calamity(board(), first->position, settings, {civ::Calamity::secession, 0, 1},
            std::vector<civ::Choice> {civ::PickCity {area("thebes")}, civ::PickToken {area("ptolemais"), 0},
                civ::PickToken {area("ptolemais"), 0}});
        REQUIRE(second);
        return second->position;
    };
    const auto apart = twice({});
    REQUIRE(apart.nations.size() == 4);
    CHECK(apart.nations[2].name == "Secessionists 1");
    CHECK(apart.nations[3].name == "Secessionists 2");
    const auto together = twice({3, 4, true});
    REQUIRE(together.nations.size() == 3);
    CHECK(together.nations[2].cities() == 2);
}

TEST_CASE("civ secession: a refused choice names its place in the list; undo is one choice less", "[secession]")
{
    const auto position = make_position({"Egypt", "Babylon"}, {{"Egypt", "memphis", 0, true}, {"Egypt", "tanis", 3}});
    const std::vector<civ::Choice> choices {
        civ::PickCity {area("memphis")}, civ::PickToken {area("tanis"), 0}, civ::PickToken {area("ur"), 0}};
    const auto run = civ::run_calamity(board(), position, {}, {civ::Calamity::secession, 0, 1}, choices);
    REQUIRE_FALSE(run);
    CHECK(run.error().code == "civ_calamities.refused_choice");
    CHECK(run.error().args[0] == "3");
    CHECK(run.error().args[1] == "tokens");
    CHECK(run.error().args[2] == "civ_calamities.no_token");
    const auto undone
        = civ::run_calamity(board(), position, {}, {civ::Calamity::secession, 0, 1}, std::span(choices).first(1));
    REQUIRE(undone);
    CHECK(undone->step == civ::Step::tokens);
    CHECK(undone->victim_tokens == 0);
}

TEST_CASE("civ secession: another player's token may open the way to the victim's, in any order", "[secession]")
{
    // Egypt's tokens are in Gaza, reached from Memphis only through Tanis, where Babylon stands.
    // Babylon's two tokens there must secede first for Egypt's three to be within reach.
    const auto position = make_position({"Egypt", "Babylon"},
        {{"Egypt", "memphis", 0, true}, {"Babylon", "tanis", 2}, {"Egypt", "gaza", 3}, {"Babylon", "alexandria", 1}});
    auto state = begin(position);
    const civ::NationId egypt = 0, babylon = 1;
    choose(state, civ::PickCity {area("memphis")});
    REQUIRE(state.step == civ::Step::tokens);

    // Three of the victim's can secede: the trader may not stop, nor spend one of the two on
    // Alexandria, which would leave Tanis shared and Gaza out of reach.
    CHECK_FALSE(offered(state, civ::Finish {}));
    CHECK(civ::apply_choice(board(), state, civ::Finish {}).error().code == "civ_calamities.victim_tokens_owed");
    CHECK_FALSE(offered(state, civ::PickToken {area("alexandria"), babylon}));
    const auto wasteful = civ::apply_choice(board(), state, civ::PickToken {area("alexandria"), babylon});
    REQUIRE_FALSE(wasteful);
    CHECK(wasteful.error().code == "civ_calamities.victim_tokens_owed");
    CHECK(wasteful.error().args == std::vector<std::string> {"3"});
    CHECK(offered(state, civ::PickToken {area("tanis"), babylon}));
    CHECK(civ::apply_choice(board(), state, civ::PickToken {area("gaza"), egypt}).error().code
        == "civ_calamities.not_contiguous");

    choose(state, civ::PickToken {area("tanis"), babylon});
    choose(state, civ::PickToken {area("tanis"), babylon}); // Tanis holds seceded units only
    CHECK(state.other_tokens == 2);
    CHECK(offered(state, civ::PickToken {area("gaza"), egypt}));
    CHECK_FALSE(offered(state, civ::Finish {}));
    for (int i = 0; i < 3; ++i)
        choose(state, civ::PickToken {area("gaza"), egypt});
    CHECK(state.finished()); // three and two: nothing more to choose
    CHECK(state.position.at(*state.seceded, area("gaza")).tokens == 3);
    CHECK(state.position.at(*state.seceded, area("tanis")).tokens == 2);
    CHECK(state.position.at(babylon, area("alexandria")).tokens == 1);
    CHECK(std::none_of(
        state.log.begin(), state.log.end(), [](const civ::LogLine& l) { return l.code == "secession.short"; }));
}

TEST_CASE(
    "civ secession: the victim's and others' tokens interleave; fewer than three only when no order reaches three",
    "[secession]")
{
    SECTION("a victim's token, then another's, then the victim's behind it")
    {
        // One of Egypt's tokens in Alexandria (next to the city), two in Gaza behind Babylon's
        // single token in Tanis.
        const auto position = make_position({"Egypt", "Babylon"},
            {{"Egypt", "memphis", 0, true}, {"Egypt", "alexandria", 1}, {"Babylon", "tanis", 1}, {"Egypt", "gaza", 2},
                {"Babylon", "sinai", 1}});
        auto state = begin(position);
        choose(state, civ::PickCity {area("memphis")});
        choose(state, civ::PickToken {area("alexandria"), 0});
        choose(state, civ::PickToken {area("tanis"), 1});
        choose(state, civ::PickToken {area("gaza"), 0});
        CHECK_FALSE(offered(state, civ::Finish {})); // the third is within reach
        choose(state, civ::PickToken {area("gaza"), 0});
        CHECK(state.victim_tokens == 3);
        CHECK(state.other_tokens == 1);
        REQUIRE_FALSE(state.finished()); // one more of another player's may secede, or none
        CHECK(offered(state, civ::PickToken {area("sinai"), 1}));
        CHECK(offered(state, civ::Finish {}));
        choose(state, civ::Finish {});
        CHECK(state.finished());
    }
    SECTION("Babylon's three tokens bar the way: two are not enough, so only the token next to the city secedes")
    {
        const auto position = make_position({"Egypt", "Babylon"},
            {{"Egypt", "memphis", 0, true}, {"Egypt", "alexandria", 1}, {"Babylon", "tanis", 3}, {"Egypt", "gaza", 3}});
        auto state = begin(position);
        choose(state, civ::PickCity {area("memphis")});
        CHECK_FALSE(offered(state, civ::Finish {}));
        choose(state, civ::PickToken {area("alexandria"), 0});
        CHECK(offered(state, civ::Finish {}));
        CHECK(offered(state, civ::PickToken {area("tanis"), 1})); // allowed, and useless
        choose(state, civ::Finish {});
        CHECK(state.finished());
        CHECK(state.victim_tokens == 1);
        CHECK(std::any_of(
            state.log.begin(), state.log.end(), [](const civ::LogLine& l) { return l.code == "secession.short"; }));
    }
    SECTION("a secessionist's token never secedes again")
    {
        auto position = make_position(
            {"Egypt", "Babylon"}, {{"Egypt", "memphis", 0, true}, {"Egypt", "tanis", 3}, {"Egypt", "thebes", 0, true}});
        auto first = civ::run_calamity(board(), position, {3, 4, true}, {civ::Calamity::secession, 0, 1},
            std::vector<civ::Choice> {civ::PickCity {area("thebes")}});
        REQUIRE(first);
        REQUIRE(first->finished());
        // Secessionists hold Thebes' city; put one of their tokens next to Memphis.
        civ::Position after = first->position;
        REQUIRE(civ::set_tokens(board(), after, 2, area("alexandria"), 1));
        auto state = begin(after, {3, 4, true});
        choose(state, civ::PickCity {area("memphis")});
        const auto refused = civ::apply_choice(board(), state, civ::PickToken {area("alexandria"), 2});
        REQUIRE_FALSE(refused);
        CHECK(refused.error().code == "civ_calamities.not_a_player");
    }
}

TEST_CASE("civ secession: a secession saved when the victim's tokens came first replays as it was played",
    "[secession][saves]")
{
    // Under the old order the trader took Egypt's token in Alexandria, found no more of Egypt's
    // within reach, and stopped; today Babylon's token in Tanis would open the way to Gaza's two.
    const auto position = make_position({"Egypt", "Babylon"},
        {{"Egypt", "memphis", 0, true}, {"Egypt", "alexandria", 1}, {"Babylon", "tanis", 1}, {"Egypt", "gaza", 2}});
    const std::vector<civ::Choice> stopped {
        civ::PickCity {area("memphis")}, civ::PickToken {area("alexandria"), 0}, civ::Finish {}};
    const std::vector<civ::Choice> other_last {
        civ::PickCity {area("memphis")}, civ::PickToken {area("alexandria"), 0}, civ::PickToken {area("tanis"), 1}};

    const civ::CalamityStart today {civ::Calamity::secession, 0, 1};
    const auto refused = civ::run_calamity(board(), position, {}, today, stopped);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().args.at(2) == "civ_calamities.victim_tokens_owed");
    const auto unfinished = civ::run_calamity(board(), position, {}, today, other_last);
    REQUIRE(unfinished);
    CHECK_FALSE(unfinished->finished()); // Gaza's tokens wait

    civ::CalamityStart old = today;
    old.victim_first = true;
    for (const auto& choices : {stopped, other_last}) {
        const auto replayed = civ::run_calamity(board(), position, {}, old, choices);
        REQUIRE(replayed);
        CHECK(replayed->finished());
        CHECK(replayed->victim_tokens == 1);
        CHECK(replayed->position.at(0, area("gaza")).tokens == 2);
        CHECK(replayed->log.back().code == "calamity.done");
    }
}
