// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/engine/board.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

using namespace tablee::fiefs_variant;

TEST_CASE("Spaces and edges are named like a chess board, both ways")
{
    CHECK(space_name(0) == "a1");
    CHECK(space_name(space_count - 1) == "l12");
    CHECK(parse_space("c4") == space_at(3, 2));
    CHECK_FALSE(parse_space("m1"));
    CHECK_FALSE(parse_space("a0"));
    CHECK_FALSE(parse_space("a13"));
    CHECK_FALSE(parse_space("a01"));
    std::set<std::string> names;
    for (Edge edge = 0; edge < edge_count; ++edge) {
        const auto [first, second] = spaces_of(edge);
        CHECK(edge_between(first, second) == edge);
        CHECK(edge_between(second, first) == edge);
        CHECK(parse_edge(edge_name(edge)) == edge);
        names.insert(edge_name(edge));
    }
    CHECK(names.size() == static_cast<std::size_t>(edge_count));
    CHECK(parse_edge("d4/c4") == parse_edge("c4/d4"));
    CHECK_FALSE(parse_edge("c4/e4"));
    CHECK_FALSE(edge_between(space_at(0, 11), space_at(1, 0))); // not across the board's side
}

TEST_CASE("Every space has its orthogonal neighbours, two in a corner")
{
    CHECK(neighbours(0).count == 2);
    CHECK(neighbours(space_at(0, 5)).count == 3);
    CHECK(neighbours(space_at(5, 5)).count == 4);
    int total = 0;
    for (Space space = 0; space < space_count; ++space)
        total += neighbours(space).count;
    CHECK(total == 2 * edge_count);
}

TEST_CASE("The embedded tiles: nine, the royal city's first and alone holding it")
{
    const auto& tiles = standard_tiles();
    REQUIRE(tiles.size() == 9);
    CHECK(tiles.front().id == "royal_city");
    int mines = 0;
    for (const auto& tile : tiles)
        mines += static_cast<int>(std::ranges::count_if(tile.spaces, is_mine));
    CHECK(mines == 6);
}

TEST_CASE("A broken tiles file is refused with what is wrong")
{
    CHECK(read_tiles("not json").error().code == "fiefs_variant.bad_tiles");
    CHECK(read_tiles(R"({"tiles": []})").error().code == "json.bad_value");
    std::string text = std::string(standard_tiles_json());
    text.replace(text.find("MRMF"), 4, "MMMF"); // the royal city gone
    CHECK(read_tiles(text).error().code == "fiefs_variant.bad_tiles");
}

TEST_CASE("The board: the royal city in the centre, the tiles shuffled and turned by the seed")
{
    const auto& tiles = standard_tiles();
    tablee::core::Random a(1), b(1), c(2);
    const Terrains first = make_board(tiles, a);
    CHECK(first == make_board(tiles, b));
    CHECK(first != make_board(tiles, c));
    const auto city = std::ranges::find(first, Terrain::royal_city) - first.begin();
    CHECK(row_of(static_cast<Space>(city)) >= 5);
    CHECK(row_of(static_cast<Space>(city)) <= 6);
    CHECK(std::ranges::count(first, Terrain::royal_city) == 1);
    // Every tile's terrains are all there, whatever the turns.
    for (const Terrain terrain : {Terrain::meadow, Terrain::forest, Terrain::village}) {
        long expected = 0;
        for (const auto& tile : tiles)
            expected += std::ranges::count(tile.spaces, terrain);
        CHECK(std::ranges::count(first, terrain) == expected);
    }
}
