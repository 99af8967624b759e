// SPDX-License-Identifier: GPL-3.0-or-later
// The mapboard data: loaded and checked at start; a broken file is refused naming the area.

#include "civ_calamities/engine/board.hpp"

#include <catch2/catch.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <queue>

namespace civ = tablee::civ_calamities;

TEST_CASE("civ board: the embedded board has the 123 land and 8 sea areas, checked", "[board]")
{
    const auto& loaded = civ::load_standard_board();
    REQUIRE(loaded);
    const civ::Board& board = *loaded;
    REQUIRE(board.size() == 131);
    int land = 0;
    for (civ::AreaId a = 0; a < board.size(); ++a) {
        const civ::Area& area = board.area(a);
        if (area.sea)
            continue;
        ++land;
        CHECK(area.population_limit >= 1);
        CHECK(area.population_limit <= 5);
        for (const civ::AreaId b : area.land_neighbours) {
            CHECK(board.adjacent(a, b));
            CHECK(board.adjacent(b, a));
        }
    }
    CHECK(land == 123);
    // Every area reachable over any border.
    std::vector<bool> seen(board.size(), false);
    std::queue<civ::AreaId> todo;
    todo.push(0);
    seen[0] = true;
    while (!todo.empty()) {
        const civ::AreaId a = todo.front();
        todo.pop();
        for (const auto* list : {&board.area(a).land_neighbours, &board.area(a).water_neighbours})
            for (const civ::AreaId b : *list)
                if (!seen[b]) {
                    seen[b] = true;
                    todo.push(b);
                }
    }
    CHECK(std::all_of(seen.begin(), seen.end(), [](bool s) { return s; }));
    // Across a strait is not a land border: Crete is an island.
    CHECK_FALSE(board.adjacent(*board.find("knossos"), *board.find("rhodes")));
    CHECK(board.adjacent(*board.find("memphis"), *board.find("tanis")));
}

TEST_CASE("civ board: a broken file is refused with the area named", "[board]")
{
    auto json = nlohmann::json::parse(civ::standard_board_json());
    SECTION("a neighbour that does not exist")
    {
        json["areas"][2]["land_neighbours"].push_back("atlantis");
        const auto board = civ::Board::from_json(json.dump());
        REQUIRE_FALSE(board);
        CHECK(board.error().code == "civ_calamities.board_unknown_area");
        CHECK(board.error().args == std::vector<std::string> {json["areas"][2]["id"], "atlantis"});
    }
    SECTION("a border one way only")
    {
        auto& list = json["areas"][2]["land_neighbours"];
        list.erase(list.begin());
        const auto board = civ::Board::from_json(json.dump());
        REQUIRE_FALSE(board);
        CHECK(board.error().code == "civ_calamities.board_asymmetric");
    }
    SECTION("a land area without a limit")
    {
        json["areas"][2]["population_limit"] = 0;
        const auto board = civ::Board::from_json(json.dump());
        REQUIRE_FALSE(board);
        CHECK(board.error().code == "civ_calamities.board_bad_area");
        CHECK(board.error().args.front() == json["areas"][2]["id"]);
    }
    SECTION("not JSON at all")
    {
        CHECK_FALSE(civ::Board::from_json("{\"schema\": 1, \"areas\": ["));
    }
}
