// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/engine/computer.hpp"

#include "fiefs_variant/engine/checks.hpp"

#include "core/search.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace tablee::fiefs_variant {

namespace {

constexpr int largest_enclosure = 24; // spaces
constexpr double mine_worth = 1.5; // a mine's income over the rest of a game, in points
// What closing a castle in is worth beyond its spaces: the game ends only when all are closed.
constexpr double closing_worth = 2;
// The lead an expansion must bring for the normal player to stop closing its castles for it.
constexpr int worthwhile_swing = 2;
constexpr double border_discount = 0.9; // what each missing border takes off an enclosure's worth

// The strong player's search: iterations a decision, and play-outs of a round or so before the
// position is weighed (docs/performance.md measures the strength and the time they give).
constexpr std::size_t strong_playout_moves = 6;
constexpr double strong_exploration = 0.5;
constexpr std::size_t strong_setup_choices = 6; // castles weighed at the setup
constexpr std::size_t strong_setup_cost = 3; // a setup play-out against a turn's
// An open enclosure, as a share of what it is worth; a ducat, in points. A ducat must weigh less
// than what it buys: at a quarter point, three ducats taken outweighed two borders bought, and
// the strong player hoarded for rounds in a three-player game.
constexpr double strong_plan_weight = 0.8;
constexpr double strong_ducat_weight = 0.1;
constexpr double strong_lead_scale = 6; // the lead, in points, that makes a win 3 chances in 4

struct Plan {
    double worth = 0;
    std::vector<Edge> missing; // in the order to place them
};

// The best enclosure of the castle at `castle` (worth 0 and nothing missing when none): grown from
// the castle one space at a time within its open region, each time the space that adds the
// fewest missing borders (the most value on a tie), so that it hugs the borders already down;
// every size is weighed, those that would leave a part of the region without a castle (a neutral
// zone the rules forbid borders to make) excepted.
Plan best_plan(const Position& position, const Regions& regions, Space castle)
{
    const int player = position.castle_at(castle);
    const int region = regions.index_of(castle);
    std::array<bool, space_count> inside {};
    inside[static_cast<std::size_t>(castle)] = true;
    const auto terrain_worth = [&](Space space) {
        const Terrain terrain = position.terrain_at(space);
        return space_value(terrain) + (is_mine(terrain) ? mine_worth : 0);
    };
    // The missing borders a space would add to the enclosure (negative: it closes some).
    const auto added_missing = [&](Space space) {
        int added = 0;
        for (const auto& [next, edge] : neighbours(space)) {
            if (position.borders[static_cast<std::size_t>(edge)])
                continue;
            added += inside[static_cast<std::size_t>(next)] ? -1 : 1;
        }
        return added;
    };
    const auto missing_edges = [&] {
        std::vector<Edge> edges;
        for (Space space = 0; space < space_count; ++space)
            if (inside[static_cast<std::size_t>(space)])
                for (const auto& [next, edge] : neighbours(space))
                    if (!inside[static_cast<std::size_t>(next)] && !position.borders[static_cast<std::size_t>(edge)])
                        edges.push_back(edge);
        return edges;
    };
    // What closing the enclosure does to the rest of its region: nothing when a part would be left
    // without a castle (a neutral zone, which borders may not make); else the value of the parts
    // left with one castle, which close as fiefs too: the owner's gain, another player's loss.
    const auto outside = [&]() -> std::optional<double> {
        std::array<bool, space_count> seen {};
        double side_effect = 0;
        for (const Space start : regions[region].spaces) {
            if (inside[static_cast<std::size_t>(start)] || seen[static_cast<std::size_t>(start)])
                continue;
            int castles = 0, owner = no_player, part_value = 0;
            std::vector<Space> stack {start};
            seen[static_cast<std::size_t>(start)] = true;
            while (!stack.empty()) {
                const Space space = stack.back();
                stack.pop_back();
                part_value += space_value(position.terrain_at(space));
                if (position.castle_at(space) != no_player) {
                    ++castles;
                    owner = position.castle_at(space);
                }
                for (const auto& [next, edge] : neighbours(space))
                    if (!position.borders[static_cast<std::size_t>(edge)] && !inside[static_cast<std::size_t>(next)]
                        && !seen[static_cast<std::size_t>(next)]) {
                        seen[static_cast<std::size_t>(next)] = true;
                        stack.push_back(next);
                    }
            }
            if (castles == 0)
                return std::nullopt;
            if (castles == 1)
                side_effect += owner == player ? part_value : -part_value;
        }
        return side_effect;
    };
    Plan best;
    double value = closing_worth + terrain_worth(castle);
    int missing = added_missing(castle);
    for (int size = 1; size <= largest_enclosure; ++size) {
        if (size > 1) {
            Space chosen = -1;
            int chosen_missing = 0;
            double chosen_value = 0;
            for (Space space = 0; space < space_count; ++space) {
                if (inside[static_cast<std::size_t>(space)] || regions.index_of(space) != region
                    || position.castle_at(space) != no_player
                    || std::ranges::none_of(neighbours(space), [&](const Neighbour& next) {
                           return inside[static_cast<std::size_t>(next.space)]
                               && !position.borders[static_cast<std::size_t>(next.edge)];
                       }))
                    continue;
                const int added = added_missing(space);
                const double worth = terrain_worth(space);
                if (chosen == -1 || added < chosen_missing || (added == chosen_missing && worth > chosen_value)) {
                    chosen = space;
                    chosen_missing = added;
                    chosen_value = worth;
                }
            }
            if (chosen == -1)
                break;
            inside[static_cast<std::size_t>(chosen)] = true;
            missing += chosen_missing;
            value += chosen_value;
        }
        if (missing <= 0)
            continue;
        const double discount = std::pow(border_discount, static_cast<double>(missing));
        if (value * discount <= best.worth)
            continue;
        if (const auto side_effect = outside(); side_effect && (value + *side_effect) * discount > best.worth)
            best = {(value + *side_effect) * discount, missing_edges()};
    }
    return best;
}

// A generator of the computer's own, from the position: the same position, the same choice. The
// board's generator tells games apart; the round, the player and the purses, turns within one.
core::Random thinking_generator(const State& state, Control level)
{
    const auto& words = state.random.state();
    std::uint64_t position
        = static_cast<std::uint64_t>(state.round) << 32 | static_cast<std::uint64_t>(state.step) << 24;
    for (const Stock& stock : state.position.players)
        position = position * 1'000'003 + static_cast<std::uint64_t>(stock.ducats * 64 + stock.knights);
    return core::Random(words[0] ^ (words[1] << 1) ^ (static_cast<std::uint64_t>(level) << 60)
        ^ static_cast<std::uint64_t>(state.current + 1) ^ (position << 3));
}

template <class T> const T& pick(const std::vector<T>& items, core::Random& random)
{
    assert(!items.empty());
    return items[static_cast<std::size_t>(random.below(items.size()))];
}

// The plan's borders that may go down now, in the plan's order.
std::vector<Edge> plan_borders(const State& state, const Plan& plan, std::size_t most)
{
    std::vector<Edge> chosen;
    const int ducats = state.position.players[static_cast<std::size_t>(state.current)].ducats;
    const auto affordable = [&](std::size_t count) { return *fixed_price(borders_action(count)) <= ducats; };
    for (std::size_t round = 0; round < most && affordable(chosen.size() + 1); ++round) {
        const auto legal = legal_borders(state, chosen);
        const auto next = std::ranges::find_if(
            plan.missing, [&](Edge edge) { return std::ranges::find(legal, edge) != legal.end(); });
        if (next == plan.missing.end())
            break;
        chosen.push_back(*next);
    }
    return chosen;
}

Plan best_open_plan(const State& state)
{
    const Regions regions(state.position);
    Plan best;
    for (const Space castle : open_castles(state.position, regions, state.current)) {
        Plan plan = best_plan(state.position, regions, castle);
        if (plan.worth > best.worth)
            best = std::move(plan);
    }
    return best;
}

// What a space adds to a fief that takes it (and takes from its owner).
int expansion_gain(const State& state, const Expand& expand)
{
    const Regions regions(state.position);
    const Region& from = regions.of(expand.space);
    const int value = space_value(state.position.terrain_at(expand.space));
    const int mine = is_mine(state.position.terrain_at(expand.space)) ? 2 : 0;
    return value + mine + (from.kind == RegionKind::fief ? value : 0);
}

// The easy player's choice; `adventurous` lets it gamble on the special income now and then.
Move easy_move(const State& state, core::Random& random, bool adventurous)
{
    switch (state.step) {
    case Step::setup: {
        const auto castles = legal_castles(state);
        return pick(castles, random);
    }
    case Step::free_knight: {
        const auto spaces = legal_knight_spaces(state);
        if (spaces.empty())
            return PlaceFreeKnight {};
        return PlaceFreeKnight {spaces.front()};
    }
    case Step::join_fief:
        return legal_joins(state).front();
    case Step::action:
    case Step::over:
    case Step::die:
        break;
    }
    const int ducats = state.position.players[static_cast<std::size_t>(state.current)].ducats;
    const Move take = adventurous && random.below(4) == 0 ? Move(SpecialIncome {}) : Move(TakeDucats {});
    const bool closing = !open_castles(state.position, Regions(state.position), state.current).empty();
    // Expansions once its castles are closed, or before when it has money to spare.
    if (ducats >= (closing ? 2 : 1) * *fixed_price(Action::expansion)) {
        const auto expansions = legal_expansions(state);
        const auto best = std::ranges::max_element(
            expansions, {}, [&](const Expand& expand) { return expansion_gain(state, expand); });
        if (best != expansions.end() && expansion_gain(state, *best) > 0)
            return *best;
    }
    if (closing && ducats > 0) {
        if (auto edges = plan_borders(state, best_open_plan(state), 1); !edges.empty())
            return PlaceBorders {std::move(edges)};
        // No enclosure left to aim at: any border of its own region keeps the game moving.
        if (const auto legal = legal_borders(state); !legal.empty())
            return PlaceBorders {{pick(legal, random)}};
    }
    return take;
}

// Its points less the best opponent's: what an expansion or a closing is measured by.
int lead(const State& state, int me)
{
    const auto points = current_scores(state);
    int best_other = 0;
    for (std::size_t player = 0; player < points.size(); ++player)
        if (static_cast<int>(player) != me)
            best_other = std::max(best_other, points[player]);
    return points[static_cast<std::size_t>(me)] - best_other;
}

// The state after `move` with die 1 (the normal player looks ahead only at moves without a die).
std::optional<State> after(const State& state, const Move& move)
{
    State next = state;
    if (!apply_with_die(next, move, 1))
        return std::nullopt;
    return next;
}

bool wins(const State& state, int me)
{
    return state.step == Step::over && std::ranges::find(state.winners, me) != state.winners.end();
}

// A space of `fief` for a new knight, next to the region `towards`: a free meadow or forest of its
// own fief, meadows first (a forest costs a ducat more).
std::optional<Space> knight_space_towards(const State& state, const Regions& regions, int fief, int towards)
{
    std::optional<Space> found;
    for (const Space space : legal_knight_spaces(state)) {
        if (regions.index_of(space) != fief)
            continue;
        const bool next_to = std::ranges::any_of(
            neighbours(space), [&](const Neighbour& next) { return regions.index_of(next.space) == towards; });
        if (!next_to)
            continue;
        if (state.position.terrain_at(space) == Terrain::meadow)
            return space;
        found = found ? found : space;
    }
    return found;
}

// A knight where one of its fiefs meets another player's whose spaces are worth taking, or that
// threatens to take its own: where fief strength decides.
std::optional<Move> knight_for_strength(const State& state)
{
    const int me = state.current;
    const int ducats = state.position.players[static_cast<std::size_t>(me)].ducats;
    if (ducats < *fixed_price(Action::one_knight))
        return std::nullopt;
    const Regions regions(state.position);
    for (int index = 0; index < regions.size(); ++index) {
        const Region& fief = regions[index];
        if (fief.kind != RegionKind::fief || fief.owner != me)
            continue;
        for (const int other : regions.touching(index)) {
            const Region& rival = regions[other];
            if (rival.kind != RegionKind::fief || rival.owner == me || rival.strength + 1 < fief.strength
                || state.position.allied(fief.castle, rival.castle))
                continue;
            const auto space = knight_space_towards(state, regions, index, other);
            const int forest = space && state.position.terrain_at(*space) == Terrain::forest ? 1 : 0;
            if (space && *fixed_price(Action::one_knight) + forest <= ducats)
                return PlaceKnights {{*space}};
        }
    }
    return std::nullopt;
}

// The best enclosure a castle placed there would have: where the normal and strong players settle.
double castle_worth(const State& state, const PlaceCastle& castle)
{
    Position trial = state.position;
    trial.castle[static_cast<std::size_t>(castle.castle)] = static_cast<std::int8_t>(state.current);
    return best_plan(trial, Regions(trial), castle.castle).worth;
}

Move normal_move(const State& state, core::Random& random)
{
    const int me = state.current;
    if (state.step == Step::setup) {
        // Where the best enclosure is: a castle placed on a copy, its plan measured.
        const auto castles = legal_castles(state);
        double best_worth = -1;
        std::vector<PlaceCastle> best;
        for (const auto& castle : castles) {
            const double worth = castle_worth(state, castle);
            if (worth > best_worth + 1e-9) {
                best_worth = worth;
                best.clear();
            }
            if (worth > best_worth - 1e-9)
                best.push_back(castle);
        }
        return pick(best, random);
    }
    if (state.step != Step::action)
        return easy_move(state, random, false);

    const int ducats = state.position.players[static_cast<std::size_t>(me)].ducats;
    const Plan plan = best_open_plan(state);
    std::vector<Move> tries;
    for (std::size_t count = 1; count <= 3; ++count)
        if (auto edges = plan_borders(state, plan, count); edges.size() == count)
            tries.emplace_back(PlaceBorders {std::move(edges)});
    if (ducats >= *fixed_price(Action::one_border))
        for (const Edge edge : legal_borders(state))
            tries.emplace_back(PlaceBorders {{edge}});
    const auto expansions = legal_expansions(state);
    if (ducats >= *fixed_price(Action::expansion))
        tries.insert(tries.end(), expansions.begin(), expansions.end());

    // A move that wins now, found by playing each on a copy.
    const int lead_now = lead(state, me);
    std::optional<Move> best_expansion;
    int best_swing = 0;
    for (const Move& move : tries) {
        const auto next = after(state, move);
        if (!next)
            continue;
        if (wins(*next, me))
            return move;
        // An expansion is worth its measured change in the lead (cut-off parts settled).
        if (std::holds_alternative<Expand>(move)) {
            const int swing = lead(*next, me) - lead_now
                + (is_mine(state.position.terrain_at(std::get<Expand>(move).space)) ? 2 : 0);
            if (swing > best_swing && (next->step != Step::over || lead(*next, me) > 0)) {
                best_swing = swing;
                best_expansion = move;
            }
        }
    }
    const bool closing = !plan.missing.empty();
    if (best_expansion && (best_swing >= worthwhile_swing || !closing))
        return *best_expansion;
    if (auto knight = knight_for_strength(state))
        return *knight;
    if (closing && ducats > 0) {
        // Two borders for 3 ducats, then 3 ducats taken: a border a turn, where one at a time for
        // 1 ducat gives three in four turns. One when it closes the enclosure.
        if (plan.missing.size() > 1 && ducats >= *fixed_price(Action::two_borders))
            if (auto edges = plan_borders(state, plan, 2); edges.size() == 2)
                return PlaceBorders {std::move(edges)};
        if (plan.missing.size() == 1)
            if (auto edges = plan_borders(state, plan, 1); !edges.empty())
                return PlaceBorders {std::move(edges)};
        if (ducats < *fixed_price(Action::two_borders))
            return TakeDucats {};
        if (auto edges = plan_borders(state, plan, 1); !edges.empty())
            return PlaceBorders {std::move(edges)};
        if (const auto legal = legal_borders(state); !legal.empty())
            return PlaceBorders {{pick(legal, random)}};
    }
    if (best_expansion)
        return *best_expansion;
    return TakeDucats {};
}

// ---- Strong: the search player (core/search.hpp) over the moves the others would weigh

template <class T> void add_unique(std::vector<Move>& moves, T move)
{
    if (std::ranges::find(moves, Move(move)) == moves.end())
        moves.emplace_back(std::move(move));
}

} // namespace

// The few moves a node of the strong player's search weighs: the normal and easy players'
// choices, the best plan's borders one, two and three at a time, the ducats and the special
// income, every expansion, treason and alliance (one partner), a knight where strength decides;
// at the setup, the castles with the best enclosures. The same state, the same list.
std::vector<Move> strong_candidates(const State& state)
{
    if (state.step == Step::free_knight) {
        // A knight given is taken: its evaluation does not count knights, and declining weighed
        // the same, so it declined (seen in the window). Declined only where none may go.
        auto moves = legal_moves(state);
        if (moves.size() > 1)
            std::erase(moves, Move(PlaceFreeKnight {}));
        return moves;
    }
    if (state.step != Step::setup && state.step != Step::action)
        return legal_moves(state); // a part to join: a few moves
    std::vector<Move> moves;
    core::Random random = thinking_generator(state, Control::strong);
    add_unique(moves, normal_move(state, random));
    add_unique(moves, easy_move(state, random, false));
    if (state.step == Step::setup) {
        std::vector<std::pair<double, PlaceCastle>> castles;
        for (const auto& castle : legal_castles(state))
            castles.emplace_back(castle_worth(state, castle), castle);
        std::ranges::stable_sort(castles, std::greater {}, &std::pair<double, PlaceCastle>::first);
        for (std::size_t i = 0; i < castles.size() && moves.size() < strong_setup_choices; ++i)
            add_unique(moves, castles[i].second);
        return moves;
    }
    const int ducats = state.position.players[static_cast<std::size_t>(state.current)].ducats;
    const Plan plan = best_open_plan(state);
    for (std::size_t count = 1; count <= 3; ++count)
        if (auto edges = plan_borders(state, plan, count); edges.size() == count)
            add_unique(moves, PlaceBorders {std::move(edges)});
    // Ducats are for spending: with three borders' price in hand and borders of its plan to buy,
    // more is not weighed. The play-outs' noise made taking them look as good, and it sat on ten
    // ducats at 0 points for rounds in three-player games (seen in the window).
    const bool spend = ducats >= *fixed_price(Action::three_borders) && !plan_borders(state, plan, 1).empty();
    if (!spend) {
        add_unique(moves, TakeDucats {});
        add_unique(moves, SpecialIncome {});
    }
    if (ducats >= *fixed_price(Action::expansion))
        for (const auto& expand : legal_expansions(state))
            add_unique(moves, expand);
    if (ducats >= detail::cheapest_attempt) {
        for (const auto& treason : legal_treasons(state))
            add_unique(moves, treason);
        for (const auto& alliance : legal_alliances(state))
            add_unique(moves, alliance);
    }
    if (auto knight = knight_for_strength(state))
        add_unique(moves, *knight);
    return moves;
}

namespace {

// What a player may count on: the points held, the enclosures its open castles could close
// (each weighed as the normal player weighs it: value, discounted per missing border) and a
// little for the ducats in hand.
double prospects(const State& state, const Regions& regions, int points, int player)
{
    double worth = points;
    for (const Space castle : open_castles(state.position, regions, player))
        worth += strong_plan_weight * best_plan(state.position, regions, castle).worth;
    return worth + strong_ducat_weight * state.position.players[static_cast<std::size_t>(player)].ducats;
}

// Where a play-out stops: each player's chance from its prospects against the best other's
// (a logistic curve: even prospects 1/2, strong_lead_scale points ahead about 3/4).
std::vector<double> strong_evaluation(const State& state)
{
    const Regions regions(state.position);
    const auto points = scores(state.position, regions);
    std::vector<double> worth;
    for (int player = 0; player < state.position.player_count(); ++player)
        worth.push_back(prospects(state, regions, points[static_cast<std::size_t>(player)], player));
    std::vector<double> values;
    for (std::size_t player = 0; player < worth.size(); ++player) {
        double best_other = -1e9;
        for (std::size_t other = 0; other < worth.size(); ++other)
            if (other != player)
                best_other = std::max(best_other, worth[other]);
        values.push_back(1 / (1 + std::exp(-(worth[player] - best_other) * std::log(3.0) / strong_lead_scale)));
    }
    return values;
}

} // namespace

Move strong_move(const State& state, std::size_t iterations, std::stop_token stop)
{
    assert(state.step != Step::over && state.step != Step::die);
    core::Random seeds = thinking_generator(state, Control::strong);
    core::SearchHooks<Rules> hooks;
    hooks.candidates = strong_candidates;
    // Play-outs as the normal player would play them: it is what the search improves on.
    hooks.playout = [](const State& position, core::Random& random) { return normal_move(position, random); };
    hooks.evaluate = strong_evaluation;
    // At the setup a play-out's moves weigh every castle site (the normal player's choice): about
    // three times a turn's, so a third as many keep the first decisions within their time.
    const std::size_t searched
        = state.step == Step::setup ? std::max<std::size_t>(1, iterations / strong_setup_cost) : iterations;
    const core::SearchBudget budget {
        .iterations = searched, .playout_moves = strong_playout_moves, .exploration = strong_exploration};
    core::SearchPlayer<Rules> search(budget, seeds.next(), std::move(hooks));
    const auto chosen = search.choose(state, stop);
    if (!chosen) { // stopped before its first play-out: the thought is thrown away anyway
        assert(stop.stop_requested()); // a player is to move
        return normal_move(state, seeds);
    }
    return *chosen;
}

Move computer_move(const State& state, Control level, std::stop_token stop)
{
    assert(state.step != Step::over && state.step != Step::die);
    if (level == Control::strong)
        return strong_move(state, strong_iterations, stop);
    core::Random random = thinking_generator(state, level);
    return level == Control::normal ? normal_move(state, random) : easy_move(state, random, true);
}

} // namespace tablee::fiefs_variant
