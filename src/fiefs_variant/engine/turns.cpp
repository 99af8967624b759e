// SPDX-License-Identifier: GPL-3.0-or-later
// Turns: a new game, a move applied (the setup's castles, then each action and what it asks),
// the mine income that starts a turn, and what follows an action (the castle-less parts an
// expansion cut off, the fiefs tidied, the end, the next turn).
#include "fiefs_variant/engine/checks.hpp"

#include "core/overloaded.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdint>
#include <utility>

namespace tablee::fiefs_variant {

using core::Expected;
using core::fail;
using namespace detail;

std::vector<int> detail::joinable_fiefs(const Regions& regions, int part)
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

namespace {

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

void remove_borders_between(Position& position, const Regions& regions, int a, int b)
{
    for (const Space space : regions[a].spaces)
        for (const auto& [next, edge] : neighbours(space))
            if (regions.index_of(next) == b)
                position.borders.reset(static_cast<std::size_t>(edge));
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
                if (auto checked = check_attempt_ducats(position, player); !checked)
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
                if (auto checked = check_attempt_ducats(position, player); !checked)
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
            [&](const RollDie&) -> Expected<void> {
                // Chance's move is apply's own (it plays the pending move): never an action.
                return fail("fiefs_variant.wrong_step", "this move does not answer the question of the moment");
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

} // namespace

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
    if (const auto* roll = std::get_if<RollDie>(&move)) {
        if (auto checked = check_step(state, Step::die); !checked)
            return checked;
        if (roll->die < 1 || roll->die > 6)
            return fail("fiefs_variant.die_face", "a die shows 1 to 6, not " + text(roll->die), {text(roll->die)});
        assert(state.pending); // Step::die always has its move
        State tried = state;
        tried.step = Step::action;
        tried.pending.reset();
        if (auto applied = apply_action(tried, *state.pending, roll->die); !applied)
            return applied; // cannot happen: the move was checked when it was made
        state = std::move(tried);
        return {};
    }
    if (!rolls_die(move))
        return apply_with_die(state, move, 1);
    // Checked now with any face (whether a move may be made never hangs on its die), then left
    // waiting for chance.
    State tried = state;
    if (auto applied = apply_action(tried, move, 1); !applied)
        return applied;
    state.step = Step::die;
    state.pending = move;
    state.roll.reset();
    return {};
}

Expected<void> apply_with_die(State& state, const Move& move, int die)
{
    assert(die >= 1 && die <= 6);
    if (std::holds_alternative<RollDie>(move))
        return apply(state, move); // chance's move brings its own die
    State tried = state;
    if (auto applied = apply_action(tried, move, die); !applied)
        return applied;
    state = std::move(tried);
    return {};
}

std::vector<RollDie> die_faces(const State& state)
{
    if (state.step != Step::die)
        return {};
    return {RollDie {1}, RollDie {2}, RollDie {3}, RollDie {4}, RollDie {5}, RollDie {6}};
}

} // namespace tablee::fiefs_variant
