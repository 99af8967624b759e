// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/engine/phases.hpp"

#include <algorithm>

namespace tablee::civ_calamities {

namespace {

bool city_in(const Position& position, AreaId area)
{
    return std::ranges::any_of(position.nations, [&](const Nation& n) { return n.areas[area].city; });
}

bool shares(const Position& position, NationId nation, AreaId area)
{
    for (std::size_t other = 0; other < position.nations.size(); ++other)
        if (other != nation && !position.nations[other].areas[area].empty())
            return true;
    return false;
}

} // namespace

ExpansionResult population_expansion(const Board& board, const Position& position)
{
    const std::size_t count = position.nations.size();
    ExpansionResult result {position, std::vector<int>(count), std::vector<bool>(count)};
    Position& after = result.position;
    // Growth is decided on the position before the phase: tokens placed now do not grow again.
    for (std::size_t n = 0; n < count; ++n) {
        const Nation& before = position.nations[n];
        int stock = before.stock();
        for (AreaId a = 0; a < board.size(); ++a) {
            const int tokens = before.areas[a].tokens;
            if (tokens == 0 || city_in(position, a))
                continue;
            if (before.secessionist && tokens >= population_limit(board, before, a)
                && !shares(position, static_cast<NationId>(n), a))
                continue;
            int growth = tokens == 1 ? 1 : 2;
            if (growth > stock) {
                growth = stock;
                result.stock_short[n] = true;
            }
            after.nations[n].areas[a].tokens += growth;
            stock -= growth;
            result.grown[n] += growth;
        }
    }
    return result;
}

std::vector<AreaId> areas_over_limit(const Board& board, const Position& position)
{
    std::vector<AreaId> over;
    for (AreaId a = 0; a < board.size(); ++a)
        if (surplus_at(board, position, a).over)
            over.push_back(a);
    return over;
}

bool has_lone_surplus(const Board& board, const Position& position)
{
    return std::ranges::any_of(areas_over_limit(board, position),
        [&](AreaId a) { return surplus_at(board, position, a).present.size() == 1; });
}

SurplusResult remove_surplus(const Board& board, const Position& position)
{
    const std::size_t count = position.nations.size();
    SurplusResult result {position, std::vector<int>(count), {}};
    Position& after = result.position;
    for (const AreaId a : areas_over_limit(board, position)) {
        const AreaSurplus surplus = surplus_at(board, position, a);
        if (surplus.present.size() == 1) {
            Nation& alone = after.nations[surplus.present.front()];
            result.removed[surplus.present.front()] += surplus.tokens - surplus.limit;
            alone.areas[a].tokens = surplus.limit;
        } else {
            result.conflicts.push_back({a, surplus.present, surplus.tokens, surplus.limit});
        }
    }
    return result;
}

AreaSurplus surplus_at(const Board& board, const Position& position, AreaId area)
{
    AreaSurplus surplus;
    if (board.area(area).sea)
        return surplus;
    for (std::size_t n = 0; n < position.nations.size(); ++n)
        if (position.nations[n].areas[area].tokens > 0) {
            surplus.present.push_back(static_cast<NationId>(n));
            surplus.tokens += position.nations[n].areas[area].tokens;
        }
    if (surplus.present.size() == 1) {
        surplus.limit = population_limit(board, position.nations[surplus.present.front()], area);
        surplus.over = surplus.tokens > surplus.limit;
    } else if (surplus.present.size() > 1) {
        surplus.limit = board.area(area).population_limit;
        surplus.over = std::ranges::any_of(surplus.present,
            [&](NationId n) { return surplus.tokens > population_limit(board, position.nations[n], area); });
    }
    return surplus;
}

std::vector<SupportShortfall> city_support(const Position& position)
{
    std::vector<SupportShortfall> shortfalls;
    for (std::size_t n = 0; n < position.nations.size(); ++n) {
        const Nation& nation = position.nations[n];
        const int cities = nation.cities();
        const int tokens = nation.tokens_on_board();
        if (const int needed = tokens_per_city_supported * cities; tokens < needed)
            shortfalls.push_back({static_cast<NationId>(n), cities, tokens, needed});
    }
    return shortfalls;
}

} // namespace tablee::civ_calamities
