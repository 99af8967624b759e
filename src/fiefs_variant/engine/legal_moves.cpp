// SPDX-License-Identifier: GPL-3.0-or-later
// What may be played now, drawn from the same checks as apply: why an action cannot be bought,
// the legal castles, borders, knights, expansions, attempts and joins, every legal move, and the
// preview of borders.
#include "fiefs_variant/engine/checks.hpp"

#include <algorithm>
#include <cassert>
#include <utility>

namespace tablee::fiefs_variant {

using core::fail;
using namespace detail;

namespace {

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

// Calls `visit(fief, partner)`, region indexes, for each fief of the player to move and each
// other player's fief it touches: the pairs an alliance may join.
template <class Visit> void for_each_foreign_neighbour(const State& state, const Regions& regions, const Visit& visit)
{
    for (int index = 0; index < regions.size(); ++index) {
        const Region& fief = regions[index];
        if (fief.kind != RegionKind::fief || fief.owner != state.current)
            continue;
        for (const int other : regions.touching(index))
            if (regions[other].kind == RegionKind::fief && regions[other].owner != state.current)
                visit(index, other);
    }
}

// Whether a fief of the player to move touches another player's, and every such pair is allied
// (the alliance's refusal then says so, not that none touches).
bool allied_with_every_neighbour(const State& state)
{
    const Regions regions(state.position);
    bool touching = false;
    bool all_allied = true;
    for_each_foreign_neighbour(state, regions, [&](int fief, int partner) {
        touching = true;
        all_allied = all_allied && state.position.allied(regions[fief].castle, regions[partner].castle);
    });
    return touching && all_allied;
}

// Whether a knight of another player stands in that player's own fief next to a fief of the
// player to move: the treason's target exists (its refusal is then about its destination or the
// knights left, not "no traitor").
bool traitor_next_door(const State& state)
{
    const Regions regions(state.position);
    bool found = false;
    for_each_foreign_neighbour(state, regions, [&](int, int partner) {
        const Region& fief = regions[partner];
        found = found || std::ranges::any_of(fief.spaces, [&](Space space) {
            return state.position.knight_at(space) == fief.owner;
        });
    });
    return found;
}

} // namespace

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
        if (auto left = check_knights_left(position, player, count); !left)
            return left.error();
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
        if (auto poor = check_attempt_ducats(position, player); !poor)
            return poor.error();
        if (legal_treasons(state).empty()) {
            if (!traitor_next_door(state))
                return fail("fiefs_variant.no_traitor", "no enemy knight stands in a fief bordering yours").error();
            if (auto left = check_knights_left(position, player, 1); !left)
                return left.error();
            return fail("fiefs_variant.no_treason_room",
                "none of your fiefs bordering an enemy knight's has a free meadow or forest for it")
                .error();
        }
        return std::nullopt;
    case Action::alliance:
        if (auto poor = check_attempt_ducats(position, player); !poor)
            return poor.error();
        if (legal_alliances(state).empty()) {
            if (allied_with_every_neighbour(state))
                return fail("fiefs_variant.no_ally_left",
                    "your fiefs are allied already with every fief of another player they touch")
                    .error();
            return fail("fiefs_variant.no_ally", "none of your fiefs touches another player's").error();
        }
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
    for_each_foreign_neighbour(state, regions, [&](int index, int other) {
        const Region& fief = regions[index];
        const Region& partner = regions[other];
        if (state.position.allied(fief.castle, partner.castle))
            return;
        for (const auto* spaces : {&fief.spaces, &partner.spaces})
            for (const Space marker : *spaces)
                if (marker_between(state.position, regions, index, other, marker))
                    moves.push_back({fief.castle, {{partner.castle, marker}}});
    });
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
    case Step::die: // chance's turn (Rules::chance)
        break;
    }
    return moves;
}

std::vector<Move> longer_moves(const State& state, const Move& move)
{
    std::vector<Move> longer;
    if (state.step != Step::action)
        return longer;
    if (const auto* borders = std::get_if<PlaceBorders>(&move)) {
        if (borders->edges.size() < 3 && !why_not(state, borders_action(borders->edges.size() + 1)))
            for (const Edge edge : legal_borders(state, borders->edges)) {
                PlaceBorders more = *borders;
                more.edges.push_back(edge);
                longer.emplace_back(std::move(more));
            }
    } else if (const auto* knights = std::get_if<PlaceKnights>(&move)) {
        if (knights->spaces.size() < 2)
            for (const Space space : affordable_knight_spaces(state, Action::two_knights, knights->spaces)) {
                PlaceKnights more = *knights;
                more.spaces.push_back(space);
                longer.emplace_back(std::move(more));
            }
    } else if (const auto* alliance = std::get_if<AttemptAlliance>(&move);
               alliance && state.settings.alliance_with_several) {
        // Another fief touching the same one, whichever marker: the check says which may join.
        for (const AttemptAlliance& one : legal_alliances(state)) {
            if (one.fief != alliance->fief)
                continue;
            AttemptAlliance more = *alliance;
            more.partners.push_back(one.partners.front());
            if (!refusal_of(state, more))
                longer.emplace_back(std::move(more));
        }
    }
    return longer;
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

} // namespace tablee::fiefs_variant
