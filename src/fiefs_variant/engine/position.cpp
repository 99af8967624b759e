// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/engine/position.hpp"

#include <algorithm>
#include <cassert>

namespace tablee::fiefs_variant {

Position Position::empty(const Terrains& terrain, int players)
{
    assert(players >= min_players && players <= max_players);
    Position position;
    position.terrain = terrain;
    position.castle.fill(no_player);
    position.knight.fill(no_player);
    position.players.assign(static_cast<std::size_t>(players), Stock {});
    for (auto& stock : position.players)
        stock.castles = castles_each(players);
    return position;
}

bool Position::setup_over() const
{
    return std::ranges::all_of(players, [](const Stock& stock) { return stock.castles == 0; });
}

bool Position::allied(Space fief, Space other) const
{
    return std::ranges::any_of(alliances, [&](const Alliance& alliance) {
        return (alliance.fief == fief && alliance.partner == other)
            || (alliance.fief == other && alliance.partner == fief);
    });
}

Regions::Regions(const Position& position)
{
    // Label every space by flood fill, then list each region's spaces in one ascending pass.
    m_of.fill(-1);
    std::array<Space, space_count> stack {};
    int count = 0;
    for (Space start = 0; start < space_count; ++start) {
        if (m_of[static_cast<std::size_t>(start)] != -1)
            continue;
        int top = 0;
        stack[static_cast<std::size_t>(top++)] = start;
        m_of[static_cast<std::size_t>(start)] = count;
        while (top > 0) {
            const Space space = stack[static_cast<std::size_t>(--top)];
            for (const auto& [next, edge] : neighbours(space)) {
                if (position.borders[static_cast<std::size_t>(edge)] || m_of[static_cast<std::size_t>(next)] != -1)
                    continue;
                m_of[static_cast<std::size_t>(next)] = count;
                stack[static_cast<std::size_t>(top++)] = next;
            }
        }
        ++count;
    }
    m_regions.resize(static_cast<std::size_t>(count));
    for (Space space = 0; space < space_count; ++space) {
        Region& region = m_regions[static_cast<std::size_t>(m_of[static_cast<std::size_t>(space)])];
        region.spaces.push_back(space);
        region.value += space_value(position.terrain_at(space));
        if (position.castle_at(space) != no_player) {
            ++region.castles;
            region.castle = space;
        }
    }
    const bool closed_regions = position.setup_over();
    for (Region& region : m_regions) {
        if (closed_regions && region.castles == 1) {
            region.kind = RegionKind::fief;
            region.owner = position.castle_at(region.castle);
            for (const Space space : region.spaces)
                region.strength += position.knight_at(space) == region.owner ? 1 : 0;
        } else {
            region.castle = -1;
            region.kind = closed_regions && region.castles == 0 ? RegionKind::neutral_zone : RegionKind::open_land;
        }
    }
}

const Region* Regions::fief_of(Space castle) const
{
    const Region& region = of(castle);
    return region.kind == RegionKind::fief && region.castle == castle ? &region : nullptr;
}

std::vector<int> Regions::touching(int index) const
{
    std::vector<int> found;
    for (const Space space : (*this)[index].spaces)
        for (const auto& neighbour : neighbours(space)) {
            const int other = index_of(neighbour.space);
            if (other != index && std::ranges::find(found, other) == found.end())
                found.push_back(other);
        }
    std::ranges::sort(found);
    return found;
}

std::vector<int> scores(const Position& position, const Regions& regions)
{
    std::vector<int> points(position.players.size(), 0);
    for (const Region& region : regions.all())
        if (region.kind == RegionKind::fief)
            points[static_cast<std::size_t>(region.owner)] += region.value;
    return points;
}

std::vector<Space> open_castles(const Position& position, const Regions& regions, int player)
{
    std::vector<Space> found;
    for (Space space = 0; space < space_count; ++space)
        if (position.castle_at(space) == player && regions.of(space).kind != RegionKind::fief)
            found.push_back(space);
    return found;
}

int castles_outside_fiefs(const Position& position, const Regions& regions)
{
    int count = 0;
    for (Space space = 0; space < space_count; ++space)
        if (position.castle_at(space) != no_player && regions.of(space).kind != RegionKind::fief)
            ++count;
    return count;
}

} // namespace tablee::fiefs_variant
