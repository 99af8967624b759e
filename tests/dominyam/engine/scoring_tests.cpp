// SPDX-License-Identifier: GPL-3.0-or-later
#include "test_support.hpp"

#include "dominyam/engine/scoring.hpp"

#include "core/random.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>

using namespace tablee::dominyam;

namespace {

std::vector<Tile> tiles_of(const nlohmann::json& pairs)
{
    std::vector<Tile> tiles;
    for (const auto& pair : pairs)
        tiles.push_back(Tile::of(pair[0].get<int>(), pair[1].get<int>()));
    return tiles;
}

// An independent, slow scorer straight from the spec's table: every set of tiles of the right
// size that reads as each kind, then every choice of at most one set per kind without sharing
// tiles. Returns the best total.
bool reads(const std::vector<Tile>& group, CombinationKind kind)
{
    std::vector<int> halves;
    for (const Tile& t : group) {
        halves.push_back(t.low);
        halves.push_back(t.high);
    }
    std::ranges::sort(halves);
    const auto count = [&](int v) { return std::ranges::count(halves, v); };
    switch (kind) {
    case CombinationKind::full:
        if (group.size() != 3 || count(0) != 1)
            return false;
        for (int x = 1; x <= 6; ++x)
            for (int y = 1; y <= 6; ++y)
                if (x != y && count(x) == 3 && count(y) == 2)
                    return true;
        return false;
    case CombinationKind::large_straight:
        return group.size() == 3
            && (halves == std::vector {0, 1, 2, 3, 4, 5} || halves == std::vector {0, 2, 3, 4, 5, 6}
                || halves == std::vector {1, 2, 3, 4, 5, 6});
    case CombinationKind::small_straight:
        return group.size() == 2
            && (halves == std::vector {1, 2, 3, 4} || halves == std::vector {2, 3, 4, 5}
                || halves == std::vector {3, 4, 5, 6});
    case CombinationKind::three_of_a_kind:
        return group.size() == 2 && halves[0] == 0 && halves[1] > 0 && halves[1] == halves[3];
    case CombinationKind::pair:
        return group.size() == 1 && group[0].is_double() && group[0].low > 0;
    }
    return false;
}

int points(const std::vector<Tile>& group, CombinationKind kind)
{
    switch (kind) {
    case CombinationKind::full:
        return 25;
    case CombinationKind::large_straight:
        return 20;
    case CombinationKind::small_straight:
        return 15;
    case CombinationKind::three_of_a_kind:
        return 3 * std::max(group[0].high, group[1].high);
    case CombinationKind::pair:
        return 2 * group[0].high;
    }
    return 0;
}

int brute_force_total(const std::vector<Tile>& tiles)
{
    const std::size_t n = tiles.size();
    std::vector<std::vector<std::pair<unsigned, int>>> groups(5); // (mask over tiles, points)
    for (std::size_t k = 0; k < 5; ++k)
        for (unsigned mask = 1; mask < (1u << n); ++mask) {
            const auto size = static_cast<std::size_t>(__builtin_popcount(mask));
            if (size > 3)
                continue;
            std::vector<Tile> group;
            for (std::size_t i = 0; i < n; ++i)
                if (mask & (1u << i))
                    group.push_back(tiles[i]);
            if (reads(group, all_combination_kinds[k]))
                groups[k].emplace_back(mask, points(group, all_combination_kinds[k]));
        }
    int best = 0;
    std::function<void(std::size_t, unsigned, int)> go = [&](std::size_t k, unsigned used, int total) {
        if (k == 5) {
            for (std::size_t i = 0; i < n; ++i)
                if (!(used & (1u << i)))
                    total += tiles[i].high;
            best = std::max(best, total);
            return;
        }
        go(k + 1, used, total);
        for (const auto& [mask, pts] : groups[k])
            if (!(mask & used))
                go(k + 1, used | mask, total + pts);
    };
    go(0, 0, 0);
    return best;
}

} // namespace

TEST_CASE("scoring cases from score_cases.json", "[scoring][data]")
{
    const auto data = dominyam_test::read_data("score_cases.json");
    for (const auto& c : data["cases"]) {
        INFO(c["name"].get<std::string>());
        const auto tiles = tiles_of(c["tiles"]);
        const auto score = score_tiles(tiles);
        CHECK(score.total == c["total"].get<int>());
        CHECK(best_total(tile_set(tiles)) == score.total);
        CHECK(brute_force_total(tiles) == score.total);
        if (c.contains("values"))
            CHECK(score.values == c["values"].get<int>());
        if (c.contains("combinations")) {
            nlohmann::json found = nlohmann::json::array();
            for (const auto& combination : score.combinations) {
                nlohmann::json members = nlohmann::json::array();
                for (std::size_t index : combination.tiles)
                    members.push_back(c["tiles"][index]);
                found.push_back({std::string(kind_id(combination.kind)), members, combination.points});
            }
            CHECK(found == c["combinations"]);
        }
        if (c.contains("absent"))
            for (const auto& kind : c["absent"])
                for (const auto& combination : score.combinations)
                    CHECK(kind_id(combination.kind) != kind.get<std::string>());
        // Tile by tile: every tile is in exactly one combination or among the values.
        std::vector<int> uses(tiles.size(), 0);
        for (const auto& combination : score.combinations)
            for (std::size_t index : combination.tiles)
                ++uses[index];
        for (std::size_t index : score.value_tiles)
            ++uses[index];
        CHECK(std::ranges::all_of(uses, [](int u) { return u == 1; }));
    }
}

TEST_CASE("the source's solo example scores 104", "[scoring][example]")
{
    // 29 points in play, 14 tiles left, Full 3-3 4-4 4-0, Large straight 1-2 3-5 4-6, Three of a
    // kind 6-6 6-0, and six other tiles worth 26. The source does not say which six: these are
    // real remaining dominoes whose higher halves sum to 26 (1+5+6+3+5+6) and that make no
    // better combination (no double, no small straight among them or with the others).
    const std::vector<Tile> eaten {Tile::of(3, 3), Tile::of(4, 4), Tile::of(4, 0), Tile::of(1, 2), Tile::of(3, 5),
        Tile::of(4, 6), Tile::of(6, 6), Tile::of(6, 0), Tile::of(0, 1), Tile::of(0, 5), Tile::of(1, 6), Tile::of(2, 3),
        Tile::of(2, 5), Tile::of(2, 6)};
    REQUIRE(eaten.size() == 14);
    const auto score = score_tiles(eaten);
    REQUIRE(score.combinations.size() == 3);
    CHECK(score.combinations[0].kind == CombinationKind::full);
    CHECK(score.combinations[0].tiles == std::vector<std::size_t> {0, 1, 2});
    CHECK(score.combinations[0].points == 25);
    CHECK(score.combinations[1].kind == CombinationKind::large_straight);
    CHECK(score.combinations[1].tiles == std::vector<std::size_t> {3, 4, 5});
    CHECK(score.combinations[1].points == 20);
    // 6-6 6-0 as a Three of a kind (18) ties with Pair 6-6 (12) + Value 6 of 6-0: the scorer
    // prefers the kind listed first in the table, which is the source's reading.
    CHECK(score.combinations[2].kind == CombinationKind::three_of_a_kind);
    CHECK(score.combinations[2].tiles == std::vector<std::size_t> {6, 7});
    CHECK(score.combinations[2].points == 18);
    CHECK(score.value_tiles == std::vector<std::size_t> {8, 9, 10, 11, 12, 13});
    CHECK(score.values == 26);
    CHECK(brute_force_total(eaten) == score.total);
    const int in_play = 29;
    const int tiles_left = 28 - 14;
    CHECK(in_play - tiles_left + score.total == 104);
}

TEST_CASE("the fast scorer agrees with a brute force on random hands", "[scoring][property]")
{
    tablee::core::Random random(2013);
    for (int round = 0; round < 300; ++round) {
        std::array<int, 28> ids {};
        for (int i = 0; i < 28; ++i)
            ids[static_cast<std::size_t>(i)] = i;
        random.shuffle(std::span<int>(ids));
        const auto count = static_cast<std::size_t>(random.between(0, 12));
        std::vector<Tile> hand;
        for (std::size_t i = 0; i < count; ++i)
            hand.push_back(tile_from_id(ids[i]));
        const auto score = score_tiles(hand);
        INFO("round " << round);
        CHECK(score.total == brute_force_total(hand));
        int sum = score.values;
        for (const auto& combination : score.combinations)
            sum += combination.points;
        CHECK(sum == score.total);
    }
}

TEST_CASE("all 28 tiles score without trouble", "[scoring]")
{
    std::vector<Tile> all;
    for (int id = 0; id < 28; ++id)
        all.push_back(tile_from_id(id));
    const auto score = score_tiles(all);
    CHECK(score.combinations.size() == 5); // every kind can be made from a full set
    CHECK(score.total == best_total(tile_set(all)));
}
