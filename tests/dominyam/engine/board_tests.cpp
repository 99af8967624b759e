// SPDX-License-Identifier: GPL-3.0-or-later
#include "test_support.hpp"

#include "dominyam/engine/board.hpp"
#include "dominyam/engine/serialization.hpp"

#include "core/random.hpp"

#include <catch2/catch.hpp>

#include <set>

using namespace tablee::dominyam;

TEST_CASE("the spiral walks the rim clockwise from the top-left then each ring inwards", "[board][spiral]")
{
    const auto& walk = spiral_cells();
    // Top row left to right, right column down, bottom row right to left, left column up.
    CHECK(walk[0] == Cell {0, 0});
    CHECK(walk[7] == Cell {7, 0});
    CHECK(walk[8] == Cell {7, 1});
    CHECK(walk[13] == Cell {7, 6});
    CHECK(walk[14] == Cell {6, 6});
    CHECK(walk[20] == Cell {0, 6});
    CHECK(walk[21] == Cell {0, 5});
    CHECK(walk[25] == Cell {0, 1});
    // The second ring starts inside the first corner.
    CHECK(walk[26] == Cell {1, 1});
    // The centre is the last pair: (3,3) and (4,3).
    CHECK(walk[54] == Cell {3, 3});
    CHECK(walk[55] == Cell {4, 3});

    std::set<Cell> distinct(walk.begin(), walk.end());
    CHECK(distinct.size() == 56);
    for (std::size_t i = 1; i < walk.size(); ++i)
        CHECK(adjacent(walk[i - 1], walk[i]));
}

TEST_CASE("the spiral's places form rings of 13 9 5 and 1 straight dominoes", "[board][spiral]")
{
    const auto& places = spiral_places();
    const auto ring = [](Cell c) { return std::min(std::min(c.x, 7 - c.x), std::min(c.y, 6 - c.y)); };
    std::array<int, 4> per_ring {};
    for (const auto& place : places) {
        CHECK(adjacent(place[0], place[1])); // a straight horizontal or vertical domino
        REQUIRE(ring(place[0]) == ring(place[1])); // no place straddles two rings
        ++per_ring[static_cast<std::size_t>(ring(place[0]))];
    }
    CHECK(per_ring == std::array {13, 9, 5, 1});
    CHECK(places[3] == std::array {Cell {6, 0}, Cell {7, 0}});
    CHECK(places[4] == std::array {Cell {7, 1}, Cell {7, 2}}); // the rim turns downwards
}

TEST_CASE("golden boards: fixed seeds deal fixed boards", "[board][golden]")
{
    for (std::uint64_t seed : {1ull, 20260915ull}) {
        tablee::core::Random random(seed);
        const Board board = Board::generate(random);
        const auto golden = dominyam_test::read_data("board_seed_" + std::to_string(seed) + ".json");
        INFO("seed " << seed);
        CHECK(board_to_json(board) == golden);
        const auto reread = board_from_json(golden["tiles"]);
        REQUIRE(reread);
        CHECK(*reread == board);
    }
}

TEST_CASE("a generated board holds each of the 28 dominoes once on the spiral places", "[board]")
{
    for (std::uint64_t seed = 0; seed < 200; ++seed) {
        tablee::core::Random random(seed);
        const Board board = Board::generate(random);
        REQUIRE(board.size() == 28);
        std::set<int> ids;
        for (std::size_t k = 0; k < board.size(); ++k) {
            ids.insert(board.tile(k).tile().id());
            CHECK(board.tile(k).cells == spiral_places()[k]);
        }
        CHECK(ids.size() == 28);
    }
}

TEST_CASE("which half lies on which cell is random too", "[board]")
{
    int low_first = 0;
    int high_first = 0;
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        tablee::core::Random random(seed);
        // Named: a range-for over a member of a temporary would outlive the temporary.
        const Board board = Board::generate(random);
        for (const auto& placed : board.tiles()) {
            low_first += placed.halves[0] < placed.halves[1] ? 1 : 0;
            high_first += placed.halves[0] > placed.halves[1] ? 1 : 0;
        }
    }
    CHECK(low_first > 400);
    CHECK(high_first > 400);
}

TEST_CASE("exposure on a full board: the rim is exposed and the inner rings are not", "[board][exposure]")
{
    tablee::core::Random random(7);
    const Board board = Board::generate(random);
    for (std::size_t k = 0; k < board.size(); ++k) {
        INFO("place " << k);
        // The rim's long sides face outwards except at the corners where the rim turns: a place
        // on the rim with both cells on one edge has a long side off the board.
        const auto& cells = board.tile(k).cells;
        const bool on_top = cells[0].y == 0 && cells[1].y == 0;
        const bool on_bottom = cells[0].y == 6 && cells[1].y == 6;
        const bool on_left = cells[0].x == 0 && cells[1].x == 0;
        const bool on_right = cells[0].x == 7 && cells[1].x == 7;
        CHECK(board.is_exposed(k) == (on_top || on_bottom || on_left || on_right));
    }
}

TEST_CASE("touching is orthogonal adjacency of cells and eating exposes neighbours", "[board][exposure]")
{
    // Column of three horizontal tiles, then one to the right of the middle.
    auto board = dominyam_test::compact_board(
        nlohmann::json::parse("[[0,0,1,0,1,2],[0,1,1,1,3,4],[0,2,1,2,5,6],[2,1,3,1,0,0],[2,2,3,2,6,6]]"));
    CHECK(board.touch(0, 1));
    CHECK(board.touch(1, 3));
    CHECK_FALSE(board.touch(0, 3)); // (1,0) and (2,1) are only diagonal
    CHECK(board.touch(2, 4));
    CHECK(board.is_exposed(0)); // its top side is off the board
    CHECK_FALSE(board.is_exposed(1));
    CHECK(board.exposed_together(0, 1)); // two-step: 1 is exposed once 0 is gone
    board.remove(0);
    CHECK(board.is_exposed(1));
    CHECK_FALSE(board.tile_at({0, 0}));
    CHECK(board.tile_at({1, 1}) == std::optional<std::size_t> {1});
    CHECK(board.remaining() == 4);
}

TEST_CASE("boards read from outside are checked", "[board][errors]")
{
    const auto code = [](const char* tiles) {
        const auto board = board_from_json(nlohmann::json::parse(tiles));
        return board ? std::string("ok") : board.error().code;
    };
    CHECK(code("[]") == "ok");
    CHECK(code(R"([{"cells": [[0,0],[1,0]], "halves": [1,2]}])") == "ok");
    CHECK(code(R"([{"cells": [[7,0],[8,0]], "halves": [1,2]}])") == "dominyam.cell_off_board");
    CHECK(code(R"([{"cells": [[0,-1],[0,0]], "halves": [1,2]}])") == "dominyam.cell_off_board");
    CHECK(code(R"([{"cells": [[0,0],[1,1]], "halves": [1,2]}])") == "dominyam.cells_not_adjacent");
    CHECK(code(R"([{"cells": [[0,0],[0,0]], "halves": [1,2]}])") == "dominyam.cells_not_adjacent");
    CHECK(code(R"([{"cells": [[0,0],[1,0]], "halves": [1,2]}, {"cells": [[1,0],[1,1]], "halves": [3,4]}])")
        == "dominyam.cells_overlap");
    CHECK(code(R"([{"cells": [[0,0],[1,0]], "halves": [1,2]}, {"cells": [[0,1],[1,1]], "halves": [2,1]}])")
        == "dominyam.duplicate_tile");
    CHECK(code(R"([{"cells": [[0,0],[1,0]], "halves": [1,7]}])") == "dominyam.bad_half");
    CHECK(code(R"([{"cells": [[0,0],[1,0]], "halves": [1]}])") == "json.bad_value");
    CHECK(code(R"([{"cells": [[0,0],[1,0]]}])") == "json.bad_value");
    CHECK(code(R"([{"cells": [["a",0],[1,0]], "halves": [1,2]}])") == "json.bad_value");
    CHECK(code(R"([{"cells": [[99999999999,0],[1,0]], "halves": [1,2]}])") == "dominyam.cell_off_board");
    CHECK(code(R"({"cells": 1})") == "json.bad_value");
}
