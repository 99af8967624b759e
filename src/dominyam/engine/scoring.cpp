// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/engine/scoring.hpp"

#include <algorithm>
#include <bit>

namespace tablee::dominyam {

std::string_view kind_id(CombinationKind kind)
{
    switch (kind) {
    case CombinationKind::full:
        return "full";
    case CombinationKind::large_straight:
        return "large_straight";
    case CombinationKind::small_straight:
        return "small_straight";
    case CombinationKind::three_of_a_kind:
        return "three_of_a_kind";
    case CombinationKind::pair:
        return "pair";
    }
    return "pair";
}

CombinationValue combination_value(CombinationKind kind)
{
    switch (kind) {
    case CombinationKind::full:
        return {.fixed = 25};
    case CombinationKind::large_straight:
        return {.fixed = 20};
    case CombinationKind::small_straight:
        return {.fixed = 15};
    case CombinationKind::three_of_a_kind:
        return {.per_x = 3};
    case CombinationKind::pair:
        return {.per_x = 2};
    }
    return {};
}

namespace {

constexpr std::size_t kind_count = all_combination_kinds.size();

struct Candidate {
    TileSet tiles = 0;
    int points = 0;
    int gain = 0; // points minus what the tiles would score as Values
};

using Halves = std::array<int, max_pip + 1>; // how many halves show each value

Halves count_halves(std::span<const Tile> tiles)
{
    Halves counts {};
    for (const Tile& tile : tiles) {
        ++counts[static_cast<std::size_t>(tile.low)];
        ++counts[static_cast<std::size_t>(tile.high)];
    }
    return counts;
}

bool reads_exactly(const Halves& counts, std::initializer_list<int> values)
{
    Halves wanted {};
    for (int v : values)
        ++wanted[static_cast<std::size_t>(v)];
    return counts == wanted;
}

// Points of `tiles` as combination `kind`, or 0 when they do not form it.
int combination_points(CombinationKind kind, std::span<const Tile> tiles)
{
    const Halves counts = count_halves(tiles);
    switch (kind) {
    case CombinationKind::full: {
        if (tiles.size() != 3 || counts[0] != 1)
            return 0;
        const bool three = std::ranges::count(counts.begin() + 1, counts.end(), 3) == 1;
        const bool two = std::ranges::count(counts.begin() + 1, counts.end(), 2) == 1;
        return three && two ? combination_value(kind).fixed : 0;
    }
    case CombinationKind::large_straight:
        return tiles.size() == 3
                && (reads_exactly(counts, {0, 1, 2, 3, 4, 5}) || reads_exactly(counts, {0, 2, 3, 4, 5, 6})
                    || reads_exactly(counts, {1, 2, 3, 4, 5, 6}))
            ? combination_value(kind).fixed
            : 0;
    case CombinationKind::small_straight:
        return tiles.size() == 2
                && (reads_exactly(counts, {1, 2, 3, 4}) || reads_exactly(counts, {2, 3, 4, 5})
                    || reads_exactly(counts, {3, 4, 5, 6}))
            ? combination_value(kind).fixed
            : 0;
    case CombinationKind::three_of_a_kind:
        if (tiles.size() != 2 || counts[0] != 1)
            return 0;
        for (int x = 1; x <= max_pip; ++x)
            if (counts[static_cast<std::size_t>(x)] == 3)
                return combination_value(kind).per_x * x;
        return 0;
    case CombinationKind::pair:
        return tiles.size() == 1 && tiles[0].is_double() ? combination_value(kind).per_x * tiles[0].high : 0;
    }
    return 0;
}

std::size_t kind_size(CombinationKind kind)
{
    switch (kind) {
    case CombinationKind::full:
    case CombinationKind::large_straight:
        return 3;
    case CombinationKind::small_straight:
    case CombinationKind::three_of_a_kind:
        return 2;
    case CombinationKind::pair:
        return 1;
    }
    return 1;
}

// Every combination the double-six set allows, per kind, found once by brute force over the
// 28-tile subsets of the right size (at most C(28,3) = 3276 each): 60 fulls, 45 large
// straights, 9 small straights, 6 threes, 6 pairs. Only those worth more than their Values are
// kept; the others never improve a total.
const std::array<std::vector<Candidate>, kind_count>& candidates()
{
    static const auto table = [] {
        std::array<std::vector<Candidate>, kind_count> result;
        for (std::size_t k = 0; k < kind_count; ++k) {
            const CombinationKind kind = all_combination_kinds[k];
            const std::size_t size = kind_size(kind);
            std::array<int, 3> ids {0, 1, 2};
            // Walk the index combinations ids[0] < ids[1] < ... < ids[size-1] < 28.
            const auto visit = [&](auto&& self, std::size_t depth, int start) -> void {
                if (depth == size) {
                    std::vector<Tile> tiles;
                    TileSet set = 0;
                    int values = 0;
                    for (std::size_t d = 0; d < size; ++d) {
                        tiles.push_back(tile_from_id(ids[d]));
                        set |= TileSet {1} << ids[d];
                        values += tiles.back().high;
                    }
                    const int points = combination_points(kind, tiles);
                    if (points > values)
                        result[k].push_back({set, points, points - values});
                    return;
                }
                for (int id = start; id < tile_count; ++id) {
                    ids[depth] = id;
                    self(self, depth + 1, id + 1);
                }
            };
            visit(visit, 0, 0);
            // Best first, so that the bound prunes early; ties in a fixed order.
            std::ranges::sort(result[k], [](const Candidate& a, const Candidate& b) {
                return a.gain != b.gain ? a.gain > b.gain : a.tiles < b.tiles;
            });
        }
        return result;
    }();
    return table;
}

int values_of(TileSet set)
{
    int values = 0;
    for (TileSet left = set; left != 0; left &= left - 1)
        values += tile_from_id(std::countr_zero(left)).high;
    return values;
}

struct Search {
    std::array<std::vector<const Candidate*>, kind_count> usable;
    std::array<int, kind_count + 1> bound {}; // best possible gain from kind k onwards
    std::array<const Candidate*, kind_count> current {};
    std::array<const Candidate*, kind_count> best {};
    int best_gain = 0;

    void run(std::size_t k, TileSet used, int gain)
    {
        // Nothing below can beat the best arrangement found so far (ties keep the first one).
        if (gain + bound[k] <= best_gain)
            return;
        if (k == kind_count) {
            if (gain > best_gain) {
                best_gain = gain;
                best = current;
            }
            return;
        }
        for (const Candidate* candidate : usable[k]) {
            if (candidate->tiles & used)
                continue;
            current[k] = candidate;
            run(k + 1, used | candidate->tiles, gain + candidate->gain);
        }
        current[k] = nullptr;
        run(k + 1, used, gain);
    }
};

Search search(TileSet owned)
{
    Search s;
    const auto& table = candidates();
    for (std::size_t k = 0; k < kind_count; ++k)
        for (const Candidate& candidate : table[k])
            if ((candidate.tiles & owned) == candidate.tiles)
                s.usable[k].push_back(&candidate);
    for (std::size_t k = kind_count; k-- > 0;)
        s.bound[k] = s.bound[k + 1] + (s.usable[k].empty() ? 0 : s.usable[k].front()->gain);
    s.run(0, 0, 0);
    return s;
}

} // namespace

TileSet tile_set(std::span<const Tile> tiles)
{
    TileSet set = 0;
    for (const Tile& tile : tiles)
        set |= TileSet {1} << tile.id();
    return set;
}

int best_total(TileSet owned)
{
    return values_of(owned) + search(owned).best_gain;
}

EndGameScore score_tiles(std::span<const Tile> tiles)
{
    const Search s = search(tile_set(tiles));
    const auto index_of = [&](int id) {
        for (std::size_t i = 0; i < tiles.size(); ++i)
            if (tiles[i].id() == id)
                return i;
        return tiles.size();
    };
    EndGameScore score;
    TileSet in_combination = 0;
    for (std::size_t k = 0; k < kind_count; ++k) {
        const Candidate* chosen = s.best[k];
        if (chosen == nullptr)
            continue;
        Combination combination {all_combination_kinds[k], {}, chosen->points};
        for (TileSet left = chosen->tiles; left != 0; left &= left - 1)
            combination.tiles.push_back(index_of(std::countr_zero(left)));
        std::ranges::sort(combination.tiles);
        in_combination |= chosen->tiles;
        score.total += chosen->points;
        score.combinations.push_back(std::move(combination));
    }
    for (std::size_t i = 0; i < tiles.size(); ++i)
        if (!(in_combination & (TileSet {1} << tiles[i].id()))) {
            score.value_tiles.push_back(i);
            score.values += tiles[i].high;
        }
    score.total += score.values;
    return score;
}

} // namespace tablee::dominyam
