// Secession, step by step: the city, three of the victim's tokens, up to two of other players',
// the contiguity chain, the refusals with their reason, the advances, the shared nation option.

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
    CHECK(state.step == civ::Step::other_tokens);
    CHECK(state.position.at(*state.seceded, area("jerusalem")).tokens == 1);
    CHECK(state.position.at(egypt, area("jerusalem")).tokens == 1);

    // Then up to two tokens of other players, the trader's own included: Babylon's in Sinai,
    // next to Gaza (seceded only).
    CHECK(civ::apply_choice(board(), state, civ::PickToken {area("jerusalem"), egypt}).error().code
        == "civ_calamities.not_other_player");
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
    CHECK(run.error().args[1] == "victim_tokens");
    CHECK(run.error().args[2] == "civ_calamities.no_token");
    const auto undone
        = civ::run_calamity(board(), position, {}, {civ::Calamity::secession, 0, 1}, std::span(choices).first(1));
    REQUIRE(undone);
    CHECK(undone->step == civ::Step::victim_tokens);
    CHECK(undone->victim_tokens == 0);
}
