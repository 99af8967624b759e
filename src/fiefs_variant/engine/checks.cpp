// SPDX-License-Identifier: GPL-3.0-or-later
// What a move is checked against (checks.hpp): the setup's castles, borders, knights, expansions,
// treason and alliances, each check refusing with the rule it breaks.
#include "fiefs_variant/engine/checks.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <utility>

namespace tablee::fiefs_variant::detail {

using core::Expected;
using core::fail;

Expected<void> check_space(Space space)
{
    if (!valid_space(space))
        return fail("fiefs_variant.bad_space", "no such space: " + text(space), {text(space)});
    return {};
}

Expected<void> check_step(const State& state, Step step)
{
    if (state.step == Step::over)
        return fail("fiefs_variant.game_over", "the game is over");
    if (state.step != step)
        return fail("fiefs_variant.wrong_step", "this move does not answer the question of the moment");
    return {};
}

Expected<void> check_ducats(const Position& position, int player, int price)
{
    const int ducats = stock_of(position, player).ducats;
    if (ducats < price)
        return fail("fiefs_variant.too_poor", "this costs " + text(price) + " ducats and you have " + text(ducats),
            {text(price), text(ducats)});
    return {};
}

Expected<void> check_attempt_ducats(const Position& position, int player)
{
    const int ducats = stock_of(position, player).ducats;
    if (ducats < cheapest_attempt)
        return fail("fiefs_variant.too_poor_to_attempt",
            "the die sets the price, " + text(cheapest_attempt) + " ducat at least, and you have " + text(ducats),
            {text(cheapest_attempt), text(ducats)});
    return {};
}

Expected<void> check_knights_left(const Position& position, int player, int count)
{
    if (stock_of(position, player).knights < count)
        return fail("fiefs_variant.no_knight_left", "you have no knight left");
    return {};
}

// ---- Setup

namespace {

bool has_knight_site(const Position& position, Space castle)
{
    return std::ranges::any_of(neighbours(castle), [&](const Neighbour& next) {
        return position.free(next.space) && knight_terrain(position.terrain_at(next.space));
    });
}

} // namespace

int nearest_own_castle(const Position& position, int player, Space space)
{
    int nearest = 2 * board_side;
    for (Space other = 0; other < space_count; ++other)
        if (position.castle_at(other) == player)
            nearest = std::min(nearest, distance(space, other));
    return nearest;
}

bool castle_site(const Position& position, Space space)
{
    return position.free(space) && position.terrain_at(space) == Terrain::meadow && has_knight_site(position, space);
}

// [decision] Castles of one colour stand at least 6 apart; 5 where 6 is impossible, and less
// again where even 5 is.
int castle_distance(const Position& position, int player)
{
    int best = 0;
    for (Space space = 0; space < space_count; ++space)
        if (castle_site(position, space))
            best = std::max(best, std::min(6, nearest_own_castle(position, player, space)));
    return best;
}

Expected<void> check_castle(const State& state, const PlaceCastle& move)
{
    if (auto checked = check_space(move.castle); !checked)
        return checked;
    if (auto checked = check_space(move.knight); !checked)
        return checked;
    const Position& position = state.position;
    if (!position.free(move.castle) || position.terrain_at(move.castle) != Terrain::meadow)
        return fail("fiefs_variant.castle_site", "a castle goes on a free meadow", {space_name(move.castle)});
    if (!edge_between(move.castle, move.knight) || !position.free(move.knight)
        || !knight_terrain(position.terrain_at(move.knight)))
        return fail("fiefs_variant.first_knight_site",
            "the first knight goes on a free meadow or forest next to its castle", {space_name(move.knight)});
    const int required = castle_distance(position, state.current);
    if (nearest_own_castle(position, state.current, move.castle) < required)
        return fail("fiefs_variant.castles_too_close",
            "your castles must stand at least " + text(required) + " spaces apart", {text(required)});
    return {};
}

// ---- Borders

// One search from a side of the edge tells whether it splits its region.
Expected<void> check_border(const BorderCheck& check, Edge edge)
{
    if (!valid_edge(edge))
        return fail("fiefs_variant.bad_edge", "no such edge: " + text(edge), {text(edge)});
    const Position& position = check.position;
    const Regions& regions = check.regions;
    const int player = check.player;
    const auto name = [&] { return edge_name(edge); };
    if (position.borders[static_cast<std::size_t>(edge)])
        return fail("fiefs_variant.border_taken", "there is a border there already", {name()});
    if (position.borders_in_supply() == 0)
        return fail("fiefs_variant.no_border_left", "the supply has no border left");
    const auto [a, b] = spaces_of(edge);
    const int index = regions.index_of(a);
    const Region& region = regions[index];
    if (region.kind == RegionKind::fief)
        return fail("fiefs_variant.border_in_fief", "a border never goes inside a fief", {name()});
    if (region.kind == RegionKind::neutral_zone)
        return fail("fiefs_variant.border_in_neutral_zone", "a border never goes inside a neutral zone", {name()});
    const auto& open = check.open_castle_regions;
    if (!open.empty() && std::ranges::find(open, index) == open.end())
        return fail("fiefs_variant.border_not_own_region",
            "while one of your castles is not in a fief, your borders bound its open region", {name()});

    // The part on a's side once the edge is a border: if it does not reach b, the region splits.
    std::array<bool, space_count> seen {};
    std::array<Space, space_count> stack {};
    int top = 0, castles_a = 0;
    stack[static_cast<std::size_t>(top++)] = a;
    seen[static_cast<std::size_t>(a)] = true;
    while (top > 0) {
        const Space space = stack[static_cast<std::size_t>(--top)];
        castles_a += position.castle_at(space) != no_player ? 1 : 0;
        for (const auto& [next, next_edge] : neighbours(space)) {
            if (next_edge == edge || position.borders[static_cast<std::size_t>(next_edge)]
                || seen[static_cast<std::size_t>(next)])
                continue;
            if (next == b)
                return {}; // still one region: nothing closes
            seen[static_cast<std::size_t>(next)] = true;
            stack[static_cast<std::size_t>(top++)] = next;
        }
    }
    const int castles_b = region.castles - castles_a;
    if (castles_a == 0 || castles_b == 0)
        return fail("fiefs_variant.border_makes_neutral", "a border may never make a neutral zone", {name()});
    if (position.player_count() == 2) {
        // Two players: a border closes the opponent's fief only while closing one of one's own.
        bool own = false, other = false;
        for (const auto& [castles, seen_side] : {std::pair(castles_a, true), std::pair(castles_b, false)}) {
            if (castles != 1)
                continue;
            for (const Space space : region.spaces)
                if (seen[static_cast<std::size_t>(space)] == seen_side && position.castle_at(space) != no_player)
                    (position.castle_at(space) == player ? own : other) = true;
        }
        if (other && !own)
            return fail("fiefs_variant.border_closes_opponent",
                "with two players, a border closes your opponent's fief only if it closes one of yours too", {name()});
    }
    return {};
}

Expected<Position> with_borders(Position position, int player, const std::vector<Edge>& edges)
{
    for (const Edge edge : edges) {
        if (auto checked = check_border(BorderCheck(position, player), edge); !checked)
            return std::unexpected(std::move(checked.error()));
        position.borders.set(static_cast<std::size_t>(edge));
    }
    return position;
}

// ---- Knights

Expected<void> check_knight(const Position& position, const Regions& regions, int player, Space space)
{
    if (auto checked = check_space(space); !checked)
        return checked;
    const std::string name = space_name(space);
    if (auto left = check_knights_left(position, player, 1); !left)
        return left;
    if (!position.free(space))
        return fail("fiefs_variant.space_taken", "that space holds a castle or a knight", {name});
    if (!knight_terrain(position.terrain_at(space)))
        return fail("fiefs_variant.knight_terrain", "a knight goes on a meadow or a forest", {name});
    if (std::ranges::none_of(neighbours(space), [&](const Neighbour& next) {
            return position.castle_at(next.space) == player || position.knight_at(next.space) == player;
        }))
        return fail("fiefs_variant.knight_not_next", "a knight goes next to one of your castles or knights", {name});
    const Region& region = regions.of(space);
    if (region.kind == RegionKind::fief && region.owner != player)
        return fail("fiefs_variant.knight_in_enemy_fief", "a knight never goes into another player's fief", {name});
    return {};
}

void put_knight(Position& position, int player, Space space)
{
    position.knight[static_cast<std::size_t>(space)] = static_cast<std::int8_t>(player);
    --stock_of(position, player).knights;
}

int forests(const Position& position, const std::vector<Space>& spaces)
{
    return static_cast<int>(
        std::ranges::count_if(spaces, [&](Space space) { return position.terrain_at(space) == Terrain::forest; }));
}

Expected<Position> with_knights(Position position, int player, const std::vector<Space>& spaces)
{
    for (const Space space : spaces) {
        if (auto checked = check_knight(position, Regions(position), player, space); !checked)
            return std::unexpected(std::move(checked.error()));
        put_knight(position, player, space);
    }
    return position;
}

// ---- Expansion

Expected<Expansion> expansion(const Position& position, int player, const Expand& move)
{
    if (auto checked = check_space(move.fief); !checked)
        return std::unexpected(checked.error());
    if (auto checked = check_space(move.space); !checked)
        return std::unexpected(checked.error());
    const Regions regions(position);
    const Region* fief = regions.fief_of(move.fief);
    if (fief == nullptr || fief->owner != player)
        return fail("fiefs_variant.not_your_fief", "that is not one of your fiefs", {space_name(move.fief)});
    const int fief_index = regions.index_of(move.fief);
    const std::string name = space_name(move.space);
    if (regions.index_of(move.space) == fief_index
        || std::ranges::none_of(
            neighbours(move.space), [&](const Neighbour& next) { return regions.index_of(next.space) == fief_index; }))
        return fail("fiefs_variant.expand_not_next", "an expansion takes a space next to the fief", {name});
    if (position.castle_at(move.space) != no_player)
        return fail("fiefs_variant.expand_castle", "an expansion never takes a castle's space", {name});
    const int knight = position.knight_at(move.space);
    if (knight != no_player && knight != player)
        return fail(
            "fiefs_variant.expand_knight", "an expansion never takes a space with another player's knight", {name});
    const Region& from = regions.of(move.space);
    if (from.kind == RegionKind::fief) {
        if (from.owner == player)
            return fail("fiefs_variant.expand_own_fief", "that space is in another of your fiefs", {name});
        if (position.allied(move.fief, from.castle))
            return fail("fiefs_variant.expand_allied", "allied fiefs never expand into each other", {name});
        if (fief->strength <= from.strength)
            return fail("fiefs_variant.expand_too_weak",
                "to expand into a fief yours needs more knights (" + text(fief->strength) + " against "
                    + text(from.strength) + ")",
                {text(fief->strength), text(from.strength)});
    }
    Expansion result {position, {}};
    for (const auto& [next, edge] : neighbours(move.space))
        result.after.borders.set(static_cast<std::size_t>(edge), regions.index_of(next) != fief_index);
    if (result.after.borders.count() > static_cast<std::size_t>(border_supply))
        return fail("fiefs_variant.no_border_left", "the supply has no border left");
    // [decision] An alliance marker taken by a third player's expansion breaks that alliance.
    std::erase_if(result.after.alliances, [&](const Alliance& alliance) {
        return alliance.marker == move.space && position.castle_at(alliance.fief) != player
            && position.castle_at(alliance.partner) != player;
    });
    if (from.kind == RegionKind::fief) {
        const Regions cut(result.after);
        for (const Space space : from.spaces) {
            const int part = cut.index_of(space);
            if (space == move.space || cut[part].castles > 0)
                continue;
            if (std::ranges::none_of(result.castleless, [&](Space seen) { return cut.index_of(seen) == part; }))
                result.castleless.push_back(space);
        }
    }
    return result;
}

// ---- Treason and alliance

Expected<void> check_treason(const Position& position, const Regions& regions, int player, const AttemptTreason& move)
{
    if (auto checked = check_space(move.knight); !checked)
        return checked;
    if (auto checked = check_space(move.destination); !checked)
        return checked;
    const int enemy = position.knight_at(move.knight);
    const int enemy_fief = regions.index_of(move.knight);
    if (enemy == no_player || enemy == player || regions[enemy_fief].kind != RegionKind::fief
        || regions[enemy_fief].owner != enemy)
        return fail("fiefs_variant.treason_target", "treason takes a knight of another player in that player's fief",
            {space_name(move.knight)});
    const int own_fief = regions.index_of(move.destination);
    const auto touching = regions.touching(enemy_fief);
    if (regions[own_fief].kind != RegionKind::fief || regions[own_fief].owner != player
        || std::ranges::find(touching, own_fief) == touching.end() || !position.free(move.destination)
        || !knight_terrain(position.terrain_at(move.destination)))
        return fail("fiefs_variant.treason_destination",
            "your knight goes on a free meadow or forest of your fief bordering the traitor's",
            {space_name(move.destination)});
    return check_knights_left(position, player, 1);
}

// The markers possible between two touching fiefs: their spaces next to the other, but no castle
// ([decision]: an alliance is broken when a third player takes its marker's space by expansion,
// which a castle never is: a marker there would make an alliance that nothing can break).
bool marker_between(
    const Position& position, const Regions& regions, int a, int b, Space marker, bool on_castle_allowed)
{
    if (position.castle_at(marker) != no_player && !on_castle_allowed)
        return false;
    const int at = regions.index_of(marker);
    const int other = at == a ? b : at == b ? a : -1;
    return other != -1 && std::ranges::any_of(neighbours(marker), [&](const Neighbour& next) {
        return regions.index_of(next.space) == other;
    });
}

Expected<void> check_alliance(const State& state, const AttemptAlliance& move)
{
    const Position& position = state.position;
    if (auto checked = check_space(move.fief); !checked)
        return checked;
    const Regions regions(position);
    const Region* fief = regions.fief_of(move.fief);
    if (fief == nullptr || fief->owner != state.current)
        return fail("fiefs_variant.not_your_fief", "that is not one of your fiefs", {space_name(move.fief)});
    const std::size_t most = state.settings.alliance_with_several ? 4 * max_players : 1;
    if (move.partners.empty() || move.partners.size() > most)
        return fail("fiefs_variant.alliance_count", "an alliance takes in one fief (several with the option)",
            {text(static_cast<int>(move.partners.size()))});
    const int index = regions.index_of(move.fief);
    const auto touching = regions.touching(index);
    for (std::size_t i = 0; i < move.partners.size(); ++i) {
        const auto& partner = move.partners[i];
        if (auto checked = check_space(partner.fief); !checked)
            return checked;
        if (auto checked = check_space(partner.marker); !checked)
            return checked;
        const Region* other = regions.fief_of(partner.fief);
        const int other_index = regions.index_of(partner.fief);
        if (other == nullptr || other->owner == state.current
            || std::ranges::find(touching, other_index) == touching.end()
            || std::any_of(move.partners.begin(), move.partners.begin() + static_cast<std::ptrdiff_t>(i),
                [&](const AlliancePartner& earlier) { return earlier.fief == partner.fief; }))
            return fail("fiefs_variant.alliance_partner", "an alliance is with a fief of another player next to yours",
                {space_name(partner.fief)});
        if (position.allied(move.fief, partner.fief))
            return fail("fiefs_variant.alliance_exists", "these fiefs are allied already", {space_name(partner.fief)});
        if (!marker_between(position, regions, index, other_index, partner.marker, move.marker_on_castle_allowed))
            return fail("fiefs_variant.alliance_marker",
                "the alliance marker goes on a space of either fief touching the other", {space_name(partner.marker)});
    }
    return {};
}

} // namespace tablee::fiefs_variant::detail
