// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/engine/game.hpp"

#include "core/overloaded.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <string>

namespace tablee::fiefs_variant {

namespace {

using core::Expected;
using core::fail;

std::string text(int number)
{
    return std::to_string(number);
}

Stock& stock_of(Position& position, int player)
{
    return position.players[static_cast<std::size_t>(player)];
}
const Stock& stock_of(const Position& position, int player)
{
    return position.players[static_cast<std::size_t>(player)];
}

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

// ---- Setup

bool has_knight_site(const Position& position, Space castle)
{
    return std::ranges::any_of(neighbours(castle), [&](const Neighbour& next) {
        return position.free(next.space) && knight_terrain(position.terrain_at(next.space));
    });
}

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

// ---- Turns

int mine_income(const State& state, int player)
{
    const Position& position = state.position;
    const Regions regions(position);
    int mines = 0;
    unsigned kinds = 0;
    for (Space space = 0; space < space_count; ++space) {
        const Region& region = regions.of(space);
        const Terrain terrain = position.terrain_at(space);
        if (region.kind == RegionKind::fief && region.owner == player && is_mine(terrain)) {
            ++mines;
            kinds |= 1U << static_cast<unsigned>(terrain);
        }
    }
    return state.settings.income_per_mine_kind ? std::popcount(kinds) : mines;
}

void start_turn(State& state)
{
    state.step = Step::action;
    state.current = state.turn_player;
    state.income = mine_income(state, state.turn_player);
    stock_of(state.position, state.turn_player).ducats += state.income;
}

// Among `candidates`, the highest score, then the richest; still tied, they share the win.
std::vector<int> best_of(const Position& position, const std::vector<int>& points, std::vector<int> candidates)
{
    const auto key = [&](int player) {
        return std::pair(points[static_cast<std::size_t>(player)], stock_of(position, player).ducats);
    };
    const auto best = key(*std::ranges::max_element(candidates, {}, key));
    std::erase_if(candidates, [&](int player) { return key(player) != best; });
    return candidates;
}

std::vector<int> everyone(const Position& position)
{
    std::vector<int> players(position.players.size());
    for (std::size_t i = 0; i < players.size(); ++i)
        players[i] = static_cast<int>(i);
    return players;
}

// The game's two ends ([decision] when a move takes several scores to the King token, the mover
// wins if among them, else the best of them).
bool check_end(State& state, int mover)
{
    const Regions regions(state.position);
    const auto points = scores(state.position, regions);
    const int king = king_token(state.position.player_count());
    std::vector<int> reached;
    for (const int player : everyone(state.position))
        if (points[static_cast<std::size_t>(player)] >= king)
            reached.push_back(player);
    if (!reached.empty())
        state.winners = std::ranges::find(reached, mover) != reached.end() ? std::vector {mover}
                                                                           : best_of(state.position, points, reached);
    else if (std::ranges::all_of(everyone(state.position),
                 [&](int player) { return open_castles(state.position, regions, player).empty(); })
        || state.round > max_rounds)
        state.winners = best_of(state.position, points, everyone(state.position));
    else
        return false;
    state.step = Step::over;
    return true;
}

void remove_borders_between(Position& position, const Regions& regions, int a, int b)
{
    for (const Space space : regions[a].spaces)
        for (const auto& [next, edge] : neighbours(space))
            if (regions.index_of(next) == b)
                position.borders.reset(static_cast<std::size_t>(edge));
}

// The fiefs a castle-less part may join: those it touches when they are all of one colour and it
// touches no neutral zone or open land. Empty otherwise.
std::vector<int> joinable_fiefs(const Regions& regions, int part)
{
    std::vector<int> fiefs;
    for (const int other : regions.touching(part)) {
        if (regions[other].kind != RegionKind::fief)
            return {};
        if (!fiefs.empty() && regions[other].owner != regions[fiefs.front()].owner)
            return {};
        fiefs.push_back(other);
    }
    return fiefs;
}

// Settles the castle-less parts an expansion cut off, in order. Returns false when one waits for
// its owner's choice (the join_fief step).
bool settle_castleless(State& state)
{
    auto& parts = state.castleless;
    while (!parts.empty()) {
        const Regions regions(state.position);
        const int part = regions.index_of(parts.front());
        if (regions[part].kind == RegionKind::neutral_zone) {
            std::vector<int> lands;
            for (const int other : regions.touching(part))
                if (regions[other].kind != RegionKind::fief)
                    lands.push_back(other);
            if (!lands.empty()) {
                for (const int land : lands)
                    remove_borders_between(state.position, regions, part, land);
            } else if (const auto fiefs = joinable_fiefs(regions, part); fiefs.size() == 1) {
                remove_borders_between(state.position, regions, part, fiefs.front());
            } else if (fiefs.size() > 1) {
                state.step = Step::join_fief;
                state.current = regions[fiefs.front()].owner;
                return false;
            }
        }
        parts.erase(parts.begin());
    }
    return true;
}

// [decision] A border left inside a fief when it closes (or grows round it) bounds nothing: it
// goes back to the supply.
void tidy_fiefs(Position& position)
{
    const Regions regions(position);
    for (Edge edge = 0; edge < edge_count; ++edge) {
        const auto [a, b] = spaces_of(edge);
        if (position.borders[static_cast<std::size_t>(edge)] && regions.index_of(a) == regions.index_of(b)
            && regions.of(a).kind == RegionKind::fief)
            position.borders.reset(static_cast<std::size_t>(edge));
    }
}

// After an action (and what it asked): the castle-less parts, the end, else the next turn.
void finish_action(State& state)
{
    if (!settle_castleless(state))
        return;
    tidy_fiefs(state.position);
    if (check_end(state, state.turn_player))
        return;
    state.turn_player = (state.turn_player + 1) % state.position.player_count();
    if (state.turn_player == 0 && ++state.round > max_rounds) {
        check_end(state, state.turn_player);
        return;
    }
    start_turn(state);
}

// ---- Borders

// What every border of one player in one position is checked against, computed once.
struct BorderCheck {
    const Position& position;
    Regions regions;
    int player;
    std::vector<int> open_castle_regions; // the regions of the player's castles not in fiefs

    BorderCheck(const Position& of, int who) : position(of), regions(of), player(who)
    {
        for (const Space castle : open_castles(position, regions, player))
            open_castle_regions.push_back(regions.index_of(castle));
    }
};

// Whether the player may place a border on `edge` now ("Action rules", Borders). One search from
// a side of the edge tells whether it splits its region.
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

// `position` with `edges` placed in turn by `player`, or the first refusal.
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
    if (stock_of(position, player).knights == 0)
        return fail("fiefs_variant.no_knight_left", "you have no knight left");
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

struct Expansion {
    Position after;
    std::vector<Space> castleless;
};

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
    if (stock_of(position, player).knights == 0)
        return fail("fiefs_variant.no_knight_left", "you have no knight left");
    return {};
}

// The markers possible between two touching fiefs: their spaces next to the other, but no castle
// ([decision]: an alliance is broken when a third player takes its marker's space by expansion,
// which a castle never is: a marker there would make an alliance that nothing can break).
bool marker_between(
    const Position& position, const Regions& regions, int a, int b, Space marker, bool on_castle_allowed = false)
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

// The least a die-priced attempt can cost: an attempt needs that much in hand ([decision]: an
// attempt that could never be paid is not offered).
constexpr int cheapest_attempt = 1;

Roll attempt(Position& position, int player, Action action, int die, int extra)
{
    const auto price = attempt_price(die);
    Roll roll {action, die, false, 0};
    // [decision] If the die asks more than the player has, the attempt fails and nothing is paid.
    if (price && *price + extra <= stock_of(position, player).ducats) {
        roll.succeeded = true;
        roll.paid = *price + extra;
        stock_of(position, player).ducats -= roll.paid;
    }
    return roll;
}

bool free_knight_possible(const State& state)
{
    return !legal_knight_spaces(state).empty();
}

Expected<void> apply_action(State& state, const Move& move, int die)
{
    const int player = state.current;
    Position& position = state.position;
    return std::visit(
        core::Overloaded {
            [&](const PlaceCastle& castle) -> Expected<void> {
                if (auto checked = check_step(state, Step::setup); !checked)
                    return checked;
                if (auto checked = check_castle(state, castle); !checked)
                    return checked;
                position.castle[static_cast<std::size_t>(castle.castle)] = static_cast<std::int8_t>(player);
                --stock_of(position, player).castles;
                put_knight(position, player, castle.knight);
                state.roll.reset();
                state.current = (player + 1) % position.player_count();
                state.turn_player = state.current;
                if (position.setup_over()) {
                    state.turn_player = 0;
                    state.round = 1;
                    start_turn(state);
                }
                return {};
            },
            [&](const PlaceBorders& borders) -> Expected<void> {
                if (auto checked = check_step(state, Step::action); !checked)
                    return checked;
                if (borders.edges.empty() || borders.edges.size() > 3)
                    return fail("fiefs_variant.border_count", "one action places 1, 2 or 3 borders",
                        {text(static_cast<int>(borders.edges.size()))});
                const int price = *fixed_price(borders_action(borders.edges.size()));
                if (auto checked = check_ducats(position, player, price); !checked)
                    return checked;
                auto after = with_borders(position, player, borders.edges);
                if (!after)
                    return std::unexpected(std::move(after.error()));
                position = std::move(*after);
                stock_of(position, player).ducats -= price;
                state.roll.reset();
                finish_action(state);
                return {};
            },
            [&](const PlaceKnights& knights) -> Expected<void> {
                if (auto checked = check_step(state, Step::action); !checked)
                    return checked;
                if (knights.spaces.empty() || knights.spaces.size() > 2)
                    return fail("fiefs_variant.knight_count", "one action places 1 or 2 knights",
                        {text(static_cast<int>(knights.spaces.size()))});
                auto after = with_knights(position, player, knights.spaces);
                if (!after)
                    return std::unexpected(std::move(after.error()));
                const int price
                    = *fixed_price(knights_action(knights.spaces.size())) + forests(position, knights.spaces);
                if (auto checked = check_ducats(position, player, price); !checked)
                    return checked;
                position = std::move(*after);
                stock_of(position, player).ducats -= price;
                state.roll.reset();
                finish_action(state);
                return {};
            },
            [&](const Expand& expand) -> Expected<void> {
                if (auto checked = check_step(state, Step::action); !checked)
                    return checked;
                const int price = *fixed_price(Action::expansion);
                if (auto checked = check_ducats(position, player, price); !checked)
                    return checked;
                auto done = expansion(position, player, expand);
                if (!done)
                    return std::unexpected(std::move(done.error()));
                position = std::move(done->after);
                stock_of(position, player).ducats -= price;
                state.castleless = std::move(done->castleless);
                state.roll.reset();
                finish_action(state);
                return {};
            },
            [&](const AttemptTreason& treason) -> Expected<void> {
                if (auto checked = check_step(state, Step::action); !checked)
                    return checked;
                if (auto checked = check_ducats(position, player, cheapest_attempt); !checked)
                    return checked;
                if (auto checked = check_treason(position, Regions(position), player, treason); !checked)
                    return checked;
                state.roll = attempt(position, player, Action::treason, die, 0);
                if (state.roll->succeeded) {
                    const int enemy = position.knight_at(treason.knight);
                    position.knight[static_cast<std::size_t>(treason.knight)] = no_player;
                    ++stock_of(position, enemy).knights;
                    put_knight(position, player, treason.destination);
                }
                finish_action(state);
                return {};
            },
            [&](const AttemptAlliance& alliance) -> Expected<void> {
                if (auto checked = check_step(state, Step::action); !checked)
                    return checked;
                if (auto checked = check_ducats(position, player, cheapest_attempt); !checked)
                    return checked;
                if (auto checked = check_alliance(state, alliance); !checked)
                    return checked;
                // The source's sub-variant: more than one fief at once costs 1 ducat more.
                const int extra = alliance.partners.size() > 1 ? 1 : 0;
                state.roll = attempt(position, player, Action::alliance, die, extra);
                if (state.roll->succeeded)
                    for (const auto& partner : alliance.partners)
                        position.alliances.push_back({alliance.fief, partner.fief, partner.marker});
                finish_action(state);
                return {};
            },
            [&](const TakeDucats&) -> Expected<void> {
                if (auto checked = check_step(state, Step::action); !checked)
                    return checked;
                stock_of(position, player).ducats += ducats_taken;
                state.roll.reset();
                finish_action(state);
                return {};
            },
            [&](const SpecialIncome&) -> Expected<void> {
                if (auto checked = check_step(state, Step::action); !checked)
                    return checked;
                state.roll = Roll {Action::special_income, die, true, 0};
                if (die != special_income_knight_die) {
                    stock_of(position, player).ducats += die;
                    finish_action(state);
                } else if (state.step = Step::free_knight; !free_knight_possible(state)) {
                    // [decision] No space for the free knight (or none left): the 6 brings nothing.
                    state.roll->succeeded = false;
                    finish_action(state);
                }
                return {};
            },
            [&](const PlaceFreeKnight& knight) -> Expected<void> {
                if (auto checked = check_step(state, Step::free_knight); !checked)
                    return checked;
                if (knight.space) {
                    if (auto checked = check_knight(position, Regions(position), player, *knight.space); !checked)
                        return checked;
                    const int price = forests(position, {*knight.space});
                    if (auto checked = check_ducats(position, player, price); !checked)
                        return checked;
                    put_knight(position, player, *knight.space);
                    stock_of(position, player).ducats -= price;
                }
                state.roll.reset();
                finish_action(state);
                return {};
            },
            [&](const JoinFief& join) -> Expected<void> {
                if (auto checked = check_step(state, Step::join_fief); !checked)
                    return checked;
                const auto joins = legal_joins(state);
                if (std::ranges::find(joins, join) == joins.end())
                    return fail("fiefs_variant.join_choice", "the part joins one of the fiefs of one colour it touches",
                        {valid_space(join.fief) ? space_name(join.fief) : text(join.fief)});
                const Regions regions(position);
                remove_borders_between(
                    position, regions, regions.index_of(state.castleless.front()), regions.index_of(join.fief));
                state.castleless.erase(state.castleless.begin());
                state.step = Step::action;
                state.current = state.turn_player;
                state.roll.reset();
                finish_action(state);
                return {};
            },
        },
        move);
}

// Whether `count` more items can be chosen in turn from what `next(chosen)` offers.
template <class Item, class Next> bool can_choose(std::vector<Item>& chosen, int count, const Next& next)
{
    if (count == 0)
        return true;
    for (const Item item : next(chosen)) {
        chosen.push_back(item);
        const bool found = can_choose(chosen, count - 1, next);
        chosen.pop_back();
        if (found)
            return true;
    }
    return false;
}

} // namespace

Action borders_action(std::size_t count)
{
    assert(count >= 1 && count <= 3);
    return std::array {Action::one_border, Action::two_borders, Action::three_borders}[count - 1];
}

Action knights_action(std::size_t count)
{
    assert(count >= 1 && count <= 2);
    return count == 1 ? Action::one_knight : Action::two_knights;
}

int pieces_placed(Action action)
{
    switch (action) {
    case Action::one_border:
    case Action::one_knight:
        return 1;
    case Action::two_borders:
    case Action::two_knights:
        return 2;
    case Action::three_borders:
        return 3;
    default:
        return 0;
    }
}

bool rolls_die(const Move& move)
{
    return std::holds_alternative<AttemptTreason>(move) || std::holds_alternative<AttemptAlliance>(move)
        || std::holds_alternative<SpecialIncome>(move);
}

std::optional<int> fixed_price(Action action)
{
    switch (action) {
    case Action::one_border:
        return 1;
    case Action::two_borders:
        return 3;
    case Action::three_borders:
        return 6;
    case Action::one_knight:
        return 3;
    case Action::two_knights:
        return 7;
    case Action::expansion:
        return 4;
    case Action::treason:
    case Action::alliance:
        return std::nullopt;
    case Action::take_ducats:
    case Action::special_income:
        return 0;
    }
    return std::nullopt;
}

std::optional<int> attempt_price(int die)
{
    assert(die >= 1 && die <= 6);
    static constexpr std::array<int, 7> prices {0, 0, 0, 7, 5, 3, 1};
    if (die <= 2)
        return std::nullopt;
    return prices[static_cast<std::size_t>(die)];
}

State new_state(const Terrains& terrain, int players, Settings settings, core::Random random)
{
    State state;
    state.settings = settings;
    state.position = Position::empty(terrain, players);
    state.random = random;
    return state;
}

Expected<void> apply(State& state, const Move& move)
{
    if (!rolls_die(move))
        return apply_with_die(state, move, 1);
    // The die is drawn only if the move is accepted: a refused move leaves the generator as it was.
    State tried = state;
    const int die = tried.random.between(1, 6);
    if (auto applied = apply_with_die(tried, move, die); !applied)
        return applied;
    state = std::move(tried);
    return {};
}

Expected<void> apply_with_die(State& state, const Move& move, int die)
{
    assert(die >= 1 && die <= 6);
    State tried = state;
    if (auto applied = apply_action(tried, move, die); !applied)
        return applied;
    state = std::move(tried);
    return {};
}

std::optional<core::Error> refusal_of(const State& state, const Move& move)
{
    State trial = state;
    if (auto applied = apply(trial, move); !applied)
        return std::move(applied.error());
    return std::nullopt;
}

std::optional<core::Error> why_not(const State& state, Action action)
{
    if (auto checked = check_step(state, Step::action); !checked)
        return checked.error();
    const Position& position = state.position;
    const int player = state.current;
    const auto lacking = [&](int price) -> std::optional<core::Error> {
        if (auto checked = check_ducats(position, player, price); !checked)
            return checked.error();
        return std::nullopt;
    };
    switch (action) {
    case Action::one_border:
    case Action::two_borders:
    case Action::three_borders: {
        const int count = pieces_placed(action);
        if (auto poor = lacking(*fixed_price(action)))
            return poor;
        if (position.borders_in_supply() < count)
            return fail("fiefs_variant.no_border_left", "the supply has no border left").error();
        std::vector<Edge> chosen;
        if (!can_choose(chosen, count, [&](const std::vector<Edge>& placed) { return legal_borders(state, placed); }))
            return fail("fiefs_variant.no_border_place", "no border can be placed now").error();
        return std::nullopt;
    }
    case Action::one_knight:
    case Action::two_knights: {
        const int count = pieces_placed(action);
        if (auto poor = lacking(*fixed_price(action)))
            return poor;
        if (stock_of(position, player).knights < count)
            return fail("fiefs_variant.no_knight_left", "you have no knight left").error();
        std::vector<Space> chosen;
        const auto affordable
            = [&](const std::vector<Space>& placed) { return affordable_knight_spaces(state, action, placed); };
        if (!can_choose(chosen, count, affordable))
            return fail("fiefs_variant.no_knight_place", "no space is open to your knights").error();
        return std::nullopt;
    }
    case Action::expansion:
        if (auto poor = lacking(*fixed_price(action)))
            return poor;
        if (legal_expansions(state).empty())
            return fail("fiefs_variant.no_expansion", "none of your fiefs can expand").error();
        return std::nullopt;
    case Action::treason:
        if (auto poor = lacking(cheapest_attempt))
            return poor;
        if (legal_treasons(state).empty())
            return fail("fiefs_variant.no_traitor", "no enemy knight stands in a fief bordering yours").error();
        return std::nullopt;
    case Action::alliance:
        if (auto poor = lacking(cheapest_attempt))
            return poor;
        if (legal_alliances(state).empty())
            return fail("fiefs_variant.no_ally", "none of your fiefs touches another player's").error();
        return std::nullopt;
    case Action::take_ducats:
    case Action::special_income:
        return std::nullopt;
    }
    return std::nullopt;
}

std::vector<PlaceCastle> legal_castles(const State& state)
{
    std::vector<PlaceCastle> moves;
    if (state.step != Step::setup)
        return moves;
    const Position& position = state.position;
    const int required = castle_distance(position, state.current);
    for (Space space = 0; space < space_count; ++space) {
        if (!castle_site(position, space) || nearest_own_castle(position, state.current, space) < required)
            continue;
        for (const auto& next : neighbours(space))
            if (position.free(next.space) && knight_terrain(position.terrain_at(next.space)))
                moves.push_back({space, next.space});
    }
    return moves;
}

std::vector<Edge> legal_borders(const State& state, const std::vector<Edge>& placed)
{
    std::vector<Edge> edges;
    if (state.step != Step::action || placed.size() >= 3)
        return edges;
    const auto position = with_borders(state.position, state.current, placed);
    if (!position)
        return edges;
    const BorderCheck check(*position, state.current);
    for (Edge edge = 0; edge < edge_count; ++edge)
        if (check_border(check, edge))
            edges.push_back(edge);
    return edges;
}

std::vector<Space> legal_knight_spaces(const State& state, const std::vector<Space>& placed)
{
    std::vector<Space> spaces;
    const bool free_knight = state.step == Step::free_knight;
    if ((state.step != Step::action && !free_knight) || placed.size() >= (free_knight ? 1U : 2U))
        return spaces;
    const auto position = with_knights(state.position, state.current, placed);
    if (!position)
        return spaces;
    const Regions regions(*position);
    const int ducats = stock_of(*position, state.current).ducats;
    for (Space space = 0; space < space_count; ++space)
        if (check_knight(*position, regions, state.current, space)
            && !(free_knight && ducats == 0 && position->terrain_at(space) == Terrain::forest))
            spaces.push_back(space);
    return spaces;
}

std::vector<Space> affordable_knight_spaces(const State& state, Action action, const std::vector<Space>& placed)
{
    assert(action == Action::one_knight || action == Action::two_knights);
    auto spaces = legal_knight_spaces(state, placed);
    const int ducats = stock_of(state.position, state.current).ducats;
    std::erase_if(spaces, [&](Space space) {
        auto all = placed;
        all.push_back(space);
        return *fixed_price(action) + forests(state.position, all) > ducats;
    });
    return spaces;
}

std::vector<Expand> legal_expansions(const State& state)
{
    std::vector<Expand> moves;
    if (state.step != Step::action)
        return moves;
    const Regions regions(state.position);
    for (const Region& fief : regions.all()) {
        if (fief.kind != RegionKind::fief || fief.owner != state.current)
            continue;
        std::vector<Space> seen;
        for (const Space space : fief.spaces)
            for (const auto& next : neighbours(space)) {
                if (std::ranges::find(seen, next.space) != seen.end())
                    continue;
                seen.push_back(next.space);
                const Expand move {fief.castle, next.space};
                if (expansion(state.position, state.current, move))
                    moves.push_back(move);
            }
    }
    return moves;
}

std::optional<Expand> expansion_onto(const State& state, Space space)
{
    const Regions regions(state.position);
    std::optional<Expand> strongest;
    for (const Expand& expand : legal_expansions(state))
        if (expand.space == space
            && (!strongest || regions.of(expand.fief).strength > regions.of(strongest->fief).strength))
            strongest = expand;
    return strongest;
}

std::vector<AttemptTreason> legal_treasons(const State& state)
{
    std::vector<AttemptTreason> moves;
    if (state.step != Step::action)
        return moves;
    const Position& position = state.position;
    const Regions regions(position);
    for (Space knight = 0; knight < space_count; ++knight) {
        const int owner = position.knight_at(knight);
        if (owner == no_player || owner == state.current || regions.of(knight).kind != RegionKind::fief)
            continue;
        for (Space destination = 0; destination < space_count; ++destination)
            if (position.free(destination) && check_treason(position, regions, state.current, {knight, destination}))
                moves.push_back({knight, destination});
    }
    return moves;
}

std::vector<AttemptAlliance> legal_alliances(const State& state)
{
    std::vector<AttemptAlliance> moves;
    if (state.step != Step::action)
        return moves;
    const Regions regions(state.position);
    for (int index = 0; index < regions.size(); ++index) {
        const Region& fief = regions[index];
        if (fief.kind != RegionKind::fief || fief.owner != state.current)
            continue;
        for (const int other : regions.touching(index)) {
            const Region& partner = regions[other];
            if (partner.kind != RegionKind::fief || partner.owner == state.current
                || state.position.allied(fief.castle, partner.castle))
                continue;
            for (const Space marker : fief.spaces)
                if (marker_between(state.position, regions, index, other, marker))
                    moves.push_back({fief.castle, {{partner.castle, marker}}});
            for (const Space marker : partner.spaces)
                if (marker_between(state.position, regions, index, other, marker))
                    moves.push_back({fief.castle, {{partner.castle, marker}}});
        }
    }
    return moves;
}

std::vector<JoinFief> legal_joins(const State& state)
{
    std::vector<JoinFief> joins;
    if (state.step != Step::join_fief || state.castleless.empty())
        return joins;
    const Regions regions(state.position);
    for (const int fief : joinable_fiefs(regions, regions.index_of(state.castleless.front())))
        joins.push_back({regions[fief].castle});
    return joins;
}

std::vector<Move> legal_moves(const State& state)
{
    std::vector<Move> moves;
    switch (state.step) {
    case Step::setup:
        for (const auto& castle : legal_castles(state))
            moves.emplace_back(castle);
        break;
    case Step::action: {
        moves.emplace_back(TakeDucats {});
        moves.emplace_back(SpecialIncome {});
        const int ducats = stock_of(state.position, state.current).ducats;
        if (ducats >= *fixed_price(Action::one_border))
            for (const Edge edge : legal_borders(state))
                moves.emplace_back(PlaceBorders {{edge}});
        for (const Space space : affordable_knight_spaces(state, Action::one_knight, {}))
            moves.emplace_back(PlaceKnights {{space}});
        if (ducats >= *fixed_price(Action::expansion))
            for (const auto& expand : legal_expansions(state))
                moves.emplace_back(expand);
        if (ducats >= cheapest_attempt) {
            for (const auto& treason : legal_treasons(state))
                moves.emplace_back(treason);
            for (const auto& alliance : legal_alliances(state))
                moves.emplace_back(alliance);
        }
        break;
    }
    case Step::free_knight:
        moves.emplace_back(PlaceFreeKnight {});
        for (const Space space : legal_knight_spaces(state))
            moves.emplace_back(PlaceFreeKnight {space});
        break;
    case Step::join_fief:
        for (const auto& join : legal_joins(state))
            moves.emplace_back(join);
        break;
    case Step::over:
        break;
    }
    return moves;
}

std::optional<Position> preview_borders(const State& state, const std::vector<Edge>& edges)
{
    if (state.step != Step::action)
        return std::nullopt;
    auto position = with_borders(state.position, state.current, edges);
    if (!position)
        return std::nullopt;
    return std::move(*position);
}

std::vector<int> current_scores(const State& state)
{
    return scores(state.position, Regions(state.position));
}

std::optional<GameEnd> game_end(const State& state)
{
    if (state.step != Step::over)
        return std::nullopt;
    // The same tests as check_end, on the final position, which they ended.
    const Regions regions(state.position);
    const auto points = scores(state.position, regions);
    const int king = king_token(state.position.player_count());
    const auto reached = std::ranges::count_if(points, [king](int score) { return score >= king; });
    GameEnd end;
    if (reached > 0)
        end.ending = Ending::king_token;
    else if (std::ranges::all_of(everyone(state.position),
                 [&](int player) { return open_castles(state.position, regions, player).empty(); }))
        end.ending = Ending::every_castle_enclosed;
    else
        end.ending = Ending::round_limit;
    end.several_reached_king = reached > 1;
    // Decided by ducats: someone with a winner's points did not win (with several at the King
    // token, the mover's rule may have decided instead, which several_reached_king says).
    if (!state.winners.empty() && !end.several_reached_king) {
        const int top = points[static_cast<std::size_t>(state.winners.front())];
        const auto tied = std::ranges::count(points, top);
        end.decided_by_ducats = tied > static_cast<std::ptrdiff_t>(state.winners.size());
    }
    return end;
}

} // namespace tablee::fiefs_variant
