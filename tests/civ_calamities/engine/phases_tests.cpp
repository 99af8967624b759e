// SPDX-License-Identifier: GPL-3.0-or-later
// Population expansion (the secessionists' rule included), the surplus check, city support, and
// the edits of the quick editor.

#include "civ_calamities/engine/phases.hpp"
#include "civ_calamities/engine/warnings.hpp"

#include "civ_test_positions.hpp"

using namespace civ_test;

TEST_CASE("civ expansion: 1 token gains 1, 2 or more gain 2, no growth beside a city, nothing capped", "[phases]")
{
    const auto position = make_position({"Egypt", "Babylon"},
        {{"Egypt", "fayum", 1}, {"Egypt", "alexandria", 2}, {"Egypt", "memphis", 1, true}, {"Babylon", "ur", 3}});
    const auto result = civ::population_expansion(board(), position);
    const auto& after = result.position;
    CHECK(after.at(0, area("fayum")).tokens == 2);
    CHECK(after.at(0, area("alexandria")).tokens == 4);
    CHECK(after.at(0, area("memphis")).tokens == 1); // a city there: no growth
    // 5 over a limit of 3: kept until the surplus phase, later in the turn.
    CHECK(after.at(1, area("ur")).tokens == 5);
    CHECK(result.grown == std::vector<int> {3, 2});
    CHECK(civ::areas_over_limit(board(), after) == std::vector<civ::AreaId> {area("ur")});
    CHECK(civ::has_lone_surplus(board(), after));
    // The surplus phase takes it back.
    const auto surplus = civ::remove_surplus(board(), after);
    CHECK(surplus.position.at(1, area("ur")).tokens == 3);
    CHECK(surplus.removed == std::vector<int> {0, 2});
    CHECK(surplus.conflicts.empty());
    CHECK_FALSE(civ::has_lone_surplus(board(), surplus.position));
}

TEST_CASE("civ surplus: a short stock, Agriculture, and conflicts left to the table", "[phases]")
{
    auto position = make_position({"Egypt", "Babylon"}, {{"Egypt", "alexandria", 3}, {"Babylon", "alexandria", 1}});
    position.nations[0].advances[static_cast<std::size_t>(civ::Advance::agriculture)] = true;
    // Egypt has 1 token left in stock.
    position.at(0, area("ur")).tokens = civ::tokens_per_nation - 4;
    const auto result = civ::population_expansion(board(), position);
    CHECK(result.stock_short[0]);
    CHECK(result.grown[0] == 1); // the one token left, in the board's order: Alexandria first
    const auto surplus = civ::remove_surplus(board(), result.position);
    CHECK(surplus.position.at(0, area("ur")).tokens == 4); // alone over 3 + 1 (Agriculture): back to 4
    REQUIRE(surplus.conflicts.size() == 1); // Alexandria: two nations, 4 + 2 over the limit
    CHECK(surplus.conflicts.front().area == area("alexandria"));
    CHECK(surplus.conflicts.front().nations == std::vector<civ::NationId> {0, 1});
    CHECK(surplus.position.at(0, area("alexandria")).tokens == 4); // left to the table
}

TEST_CASE("civ expansion: secessionists grow below their limit or beside another nation", "[phases]")
{
    auto position = make_position({"Egypt", "Babylon"}, {{"Egypt", "gaza", 1}, {"Babylon", "ur", 1}});
    position.nations.push_back(civ::Nation {"Secessionists 1", true, {}, std::vector<civ::Holding>(board().size())});
    position.at(2, area("tanis")) = {3, false}; // at its limit (3), alone: no growth
    position.at(2, area("memphis")) = {2, false}; // below its limit (3): grows
    position.at(2, area("gaza")) = {1, false}; // at its limit (1) but beside Egypt: grows
    const auto result = civ::population_expansion(board(), position);
    CHECK(result.position.at(2, area("tanis")).tokens == 3);
    CHECK(result.position.at(2, area("memphis")).tokens == 4); // +2 (the surplus goes later)
    CHECK(result.grown[2] == 3); // Memphis 2, Gaza 1
    CHECK(result.position.at(2, area("gaza")).tokens == 2);
    const auto surplus = civ::remove_surplus(board(), result.position);
    CHECK(surplus.removed[2] == 1);
    CHECK(surplus.position.at(2, area("memphis")).tokens == 3);
    CHECK(surplus.conflicts.size() == 1); // Gaza: Egypt 2 and secessionists 2 over 1
}

TEST_CASE("civ city support: 2 tokens per city; a reduced city becomes tokens", "[phases]")
{
    auto position = make_position({"Egypt", "Babylon"},
        {{"Egypt", "memphis", 0, true}, {"Egypt", "thebes", 0, true}, {"Egypt", "tanis", 3}, {"Babylon", "ur", 0, true},
            {"Babylon", "susa", 2}});
    const auto shortfalls = civ::city_support(position);
    REQUIRE(shortfalls.size() == 1);
    CHECK(shortfalls.front() == civ::SupportShortfall {0, 2, 3, 4});
    REQUIRE(civ::reduce_city(board(), position, 0, area("thebes")));
    CHECK_FALSE(position.at(0, area("thebes")).city);
    CHECK(position.at(0, area("thebes")).tokens == 3); // the area's limit
    CHECK(civ::city_support(position).empty());
    CHECK(civ::reduce_city(board(), position, 0, area("tanis")).error().code == "civ_calamities.no_city");
}

TEST_CASE("civ edits: the quick editor's changes are checked and refused whole", "[phases]")
{
    auto position = make_position({"Egypt", "Babylon"}, {{"Egypt", "memphis", 0, true}});
    const auto before = position;
    CHECK(civ::set_tokens(board(), position, 0, area("tanis"), 56).error().code == "civ_calamities.no_stock");
    CHECK(civ::set_tokens(board(), position, 0, area("red-sea"), 1).error().code == "civ_calamities.sea_area");
    CHECK(civ::set_city(board(), position, 1, area("memphis"), true).error().code == "civ_calamities.city_taken");
    CHECK(position == before);
    REQUIRE(civ::set_tokens(board(), position, 0, area("tanis"), 55));
    CHECK(position.nations[0].stock() == 0);
    // The editor's bound is the engine's: those there and the stock, one more refused.
    REQUIRE(civ::set_tokens(board(), position, 0, area("tanis"), 50));
    REQUIRE(civ::set_tokens(board(), position, 0, area("gaza"), 3));
    CHECK(position.nations[0].most_tokens_in(area("gaza")) == 5);
    CHECK(civ::set_tokens(board(), position, 0, area("gaza"), 5));
    CHECK(civ::set_tokens(board(), position, 0, area("gaza"), 6).error().code == "civ_calamities.no_stock");
}

TEST_CASE("civ city support: the secessionists' city needs 2 of their own tokens", "[phases]")
{
    // After a secession of a city and one token only, the secessionists cannot support their city;
    // reduced, it becomes their tokens up to the area's limit.
    const auto position = make_position({"Egypt", "Babylon"},
        {{"Egypt", "memphis", 0, true}, {"Egypt", "tanis", 1}, {"Egypt", "ur", 3}, {"Babylon", "tanis", 2}});
    auto run = civ::run_calamity(board(), position, {}, {civ::Calamity::secession, 0, 1},
        std::vector<civ::Choice> {civ::PickCity {area("memphis")}, civ::PickToken {area("tanis"), 0}, civ::Finish {}});
    REQUIRE(run);
    REQUIRE(run->finished()); // one Egyptian token within reach; the trader takes none of Babylon's
    civ::Position after = run->position;
    const auto seceded = *run->seceded;
    const auto shortfalls = civ::city_support(after);
    REQUIRE(std::any_of(shortfalls.begin(), shortfalls.end(),
        [&](const civ::SupportShortfall& s) { return s.nation == seceded && s.cities == 1 && s.tokens == 1; }));
    REQUIRE(civ::reduce_city(board(), after, seceded, area("memphis")));
    CHECK(after.at(seceded, area("memphis")).tokens == 3);
    CHECK(after.nations[seceded].cities() == 0);
}

TEST_CASE(
    "civ warnings: over the limit (Agriculture counted), a city off its site, a nation out of contact", "[phases]")
{
    using Kind = civ::PositionWarning::Kind;
    // Ur's limit is 3: Babylon's 4 are over it; with Agriculture they are not.
    auto position = make_position({"Egypt", "Babylon", "Crete"},
        {{"Egypt", "fayum", 2}, {"Egypt", "gaza", 0, true}, {"Babylon", "ur", 4}, {"Babylon", "sinai", 1},
            {"Crete", "knossos", 2}});
    auto warnings = civ::position_warnings(board(), position);
    const auto has = [&](Kind kind, const char* where, civ::NationId nation) {
        return std::ranges::any_of(warnings, [&](const civ::PositionWarning& w) {
            return w.kind == kind && w.nation == nation && (where == nullptr || w.area == area(where));
        });
    };
    CHECK(has(Kind::over_limit, "ur", 1));
    CHECK(has(Kind::city_without_site, "gaza", 0)); // Gaza has no city site on the board
    CHECK(has(Kind::no_contact, nullptr, 2)); // Crete's island touches nobody
    CHECK_FALSE(has(Kind::no_contact, nullptr, 0)); // Egypt in Gaza, next to Babylon in Sinai
    CHECK(warnings.size() == 3);
    position.nations[1].advances[static_cast<std::size_t>(civ::Advance::agriculture)] = true;
    warnings = civ::position_warnings(board(), position);
    CHECK_FALSE(has(Kind::over_limit, "ur", 1));
    // Together in an area, the tokens of all count against each nation's limit.
    position.at(0, area("ur")).tokens = 1;
    warnings = civ::position_warnings(board(), position);
    CHECK(has(Kind::over_limit, "ur", 0));
    // One nation alone on the board: nobody to be out of contact with.
    const auto alone = make_position({"Crete"}, {{"Crete", "knossos", 2}});
    CHECK(civ::position_warnings(board(), alone).empty());
    // Secessionists far from everyone: no warning (they are never a war's victim nor its winner).
    auto seceded = make_position({"Egypt", "Babylon"}, {{"Egypt", "gaza", 1}, {"Babylon", "sinai", 1}});
    seceded.nations.push_back(civ::Nation {"Secessionists 1", true, {}, std::vector<civ::Holding>(board().size())});
    seceded.at(2, area("knossos")).tokens = 2;
    CHECK(civ::position_warnings(board(), seceded).empty());
}

TEST_CASE("civ warnings: a city and tokens of its own nation in one area", "[phases]")
{
    using Kind = civ::PositionWarning::Kind;
    // Memphis: Egypt's city with 2 of its tokens; Babylon's tokens beside Egypt's city in
    // Thebes are another nation's (a conflict the table sees on the board, not this warning).
    auto position = make_position(
        {"Egypt", "Babylon"}, {{"Egypt", "memphis", 2, true}, {"Egypt", "thebes", 0, true}, {"Babylon", "thebes", 1}});
    const auto warnings = civ::position_warnings(board(), position);
    const auto found = std::ranges::find_if(
        warnings, [](const civ::PositionWarning& w) { return w.kind == Kind::city_with_tokens; });
    REQUIRE(found != warnings.end());
    CHECK(found->area == area("memphis"));
    CHECK(found->nation == 0);
    CHECK(found->tokens == 2);
    CHECK(std::ranges::count_if(warnings, [](const civ::PositionWarning& w) {
        return w.kind == Kind::city_with_tokens;
    }) == 1);
    // Secessionists' tokens beside their city are the Secession's own doing: no warning.
    position.nations.push_back(civ::Nation {"Secessionists 1", true, {}, std::vector<civ::Holding>(board().size())});
    position.at(2, area("gaza")) = civ::Holding {2, true};
    CHECK(std::ranges::count_if(civ::position_warnings(board(), position), [](const civ::PositionWarning& w) {
        return w.kind == Kind::city_with_tokens;
    }) == 1);
}
