// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/engine/game.hpp"

#include "core/dice.hpp"
#include "core/overloaded.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <array>
#include <cassert>
#include <optional>
#include <string>

namespace tablee::dominyam {

core::Expected<State> State::start(const Options& options)
{
    auto seats = core::Seats::create(options.seats, min_players, max_players);
    if (!seats)
        return std::unexpected(seats.error());
    State state;
    state.m_options = options;
    state.m_seats = std::move(*seats);
    // The board is the only draw the state makes itself; the dice are chance's moves.
    core::Random random(options.seed);
    state.m_board = Board::generate(random);
    state.m_eaten.resize(options.seats.size());
    state.m_objective = dominyam::objective(state.m_board, state.m_turn);
    if (state.m_objective.dead) // cannot happen on a full board; kept for safety
        state.m_end = EndReason::dead_board;
    return state;
}

std::vector<Tile> State::eaten_tiles(std::size_t player) const
{
    std::vector<Tile> tiles;
    for (std::size_t index : m_eaten[player])
        tiles.push_back(m_board.tile(index).tile());
    return tiles;
}

void State::end_turn(TurnRecord record)
{
    const bool ate = record.meal.has_value();
    m_log.push_back(std::move(record));
    m_rolls = 0;
    m_dice = {};
    if (solo()) {
        // Solo: the turn number goes down whether or not the player ate; 14 turns in all.
        if (m_turn <= 1) {
            m_end = EndReason::turns_done;
            return;
        }
        --m_turn;
    } else {
        if (ate) {
            if (m_board.remaining() == 0 || m_turn <= 1) {
                m_end = EndReason::all_eaten;
                return;
            }
            --m_turn;
        }
        m_seats.advance();
    }
    m_objective = dominyam::objective(m_board, m_turn);
    if (m_objective.dead)
        m_end = EndReason::dead_board;
}

std::string_view level_id(Level level)
{
    return level == Level::strong ? "strong" : "normal";
}

std::optional<Level> level_from_id(std::string_view id)
{
    for (const Level level : {Level::normal, Level::strong})
        if (id == level_id(level))
            return level;
    return std::nullopt;
}

core::Expected<State> apply(const State& state, const Move& move)
{
    State next = state;
    auto applied = apply_in_place(next, move);
    if (!applied)
        return std::unexpected(std::move(applied.error()));
    return next;
}

core::Expected<void> check_action(const State& state, Action action)
{
    if (state.over())
        return core::fail("dominyam.game_over", "the game is over");
    if (state.dice_thrown())
        return core::fail("dominyam.dice_thrown", "the dice are thrown: their faces come first");
    if (action == Action::roll) {
        if (state.rolled())
            return core::fail("dominyam.already_rolled", "the dice are already rolled this turn; re-roll some or eat");
        return {};
    }
    if (!state.rolled())
        return core::fail("dominyam.not_rolled", "roll the dice first");
    if (action == Action::reroll && state.rerolls_left() == 0)
        return core::fail("dominyam.no_roll_left",
            fmt::format("the dice may be re-rolled at most {} times", max_rolls - 1), {std::to_string(max_rolls - 1)});
    return {};
}

TurnMark turn_mark(const State& state, int turn)
{
    assert(turn >= 1 && turn <= first_turn);
    if (!state.over() && turn == state.turn())
        return TurnMark::current;
    // Turns count down. The last turn of a finished solo game was played to its end; a multiplayer
    // game ends inside its turn (board eaten or dead), which is not marked as played.
    if (turn > state.turn() || (state.over() && turn == state.turn() && state.solo()))
        return TurnMark::played;
    return TurnMark::to_come;
}

namespace {

// The kind of a seat's move; nothing for chance's.
std::optional<Action> action_of(const Move& move)
{
    return std::visit(core::Overloaded {[](const RollMove&) -> std::optional<Action> { return Action::roll; },
                          [](const RerollMove&) -> std::optional<Action> { return Action::reroll; },
                          [](const EatMove&) -> std::optional<Action> { return Action::eat; },
                          [](const PassMove&) -> std::optional<Action> { return Action::pass; },
                          [](const DiceMove&) -> std::optional<Action> { return std::nullopt; }},
        move);
}

std::string dice_text(const Dice& dice)
{
    return fmt::format("{}", fmt::join(dice, " "));
}

// The faces chance shows for the dice thrown: each 1..6, the held dice as they were.
core::Expected<void> check_landing(const State& state, const Dice& dice)
{
    if (!state.dice_thrown())
        return core::fail("dominyam.no_dice_thrown", "no die is thrown now");
    const HoldMask& held = *state.dice_thrown();
    for (std::size_t die = 0; die < dice.size(); ++die)
        if (dice[die] < 1 || dice[die] > max_pip || (held[die] && dice[die] != state.dice()[die]))
            return core::fail("dominyam.bad_dice",
                fmt::format("the dice cannot land as {} after {}", dice_text(dice), dice_text(state.dice())),
                {dice_text(dice)});
    return {};
}

} // namespace

// Every branch checks everything before it changes anything, so a refused move leaves `next`
// as it was.
core::Expected<void> apply_in_place(State& next, const Move& move)
{
    const auto action = action_of(move);
    if (!action) {
        const auto& landing = std::get<DiceMove>(move);
        if (next.over())
            return core::fail("dominyam.game_over", "the game is over");
        if (auto landed = check_landing(next, landing.dice); !landed)
            return landed;
        next.m_dice = landing.dice;
        next.m_thrown.reset();
        return {};
    }
    if (auto allowed = check_action(next, *action); !allowed)
        return allowed;
    return std::visit(
        core::Overloaded {
            [&](const RollMove&) -> core::Expected<void> {
                next.m_thrown = HoldMask {};
                next.m_rolls = 1;
                return {};
            },
            [&](const RerollMove& reroll) -> core::Expected<void> {
                if (std::ranges::all_of(reroll.hold, [](bool held) { return held; }))
                    return core::fail("dominyam.nothing_rerolled", "a re-roll needs at least one die not held");
                next.m_thrown = reroll.hold;
                ++next.m_rolls;
                return {};
            },
            [&](const EatMove& eat) -> core::Expected<void> {
                auto meal = check_meal(
                    next.m_board, next.m_objective.value, next.m_dice, eat.first, eat.second, eat.point_die);
                if (!meal)
                    return std::unexpected(meal.error());
                const std::size_t player = next.current_player();
                next.m_board.remove(eat.first);
                next.m_board.remove(eat.second);
                next.m_eaten[player].push_back(eat.first);
                next.m_eaten[player].push_back(eat.second);
                TurnRecord record {player, next.m_turn, next.m_objective, next.m_dice, next.m_rolls, *meal, 0, 0};
                if (next.m_options.mental_arithmetic)
                    record.bonus = meal->pips - next.m_objective.value;
                record.points = meal->point_die + record.bonus;
                next.end_turn(std::move(record));
                return {};
            },
            [&](const PassMove&) -> core::Expected<void> {
                next.end_turn({next.current_player(), next.m_turn, next.m_objective, next.m_dice, next.m_rolls,
                    std::nullopt, 0, 0});
                return {};
            },
            [](const DiceMove&) -> core::Expected<void> {
                return {}; // applied above
            },
        },
        move);
}

std::vector<Meal> legal_meals(const State& state)
{
    if (state.over() || !state.rolled() || state.dice_thrown())
        return {};
    return legal_meals(state.board(), state.turn(), state.dice()).meals;
}

Results results(const State& state)
{
    Results out;
    out.final = state.over();
    out.solo = state.solo();
    std::vector<int> totals;
    for (std::size_t p = 0; p < state.seats().size(); ++p) {
        PlayerResult result;
        result.name = state.seats()[p].name;
        for (const auto& record : state.log())
            if (record.player == p && record.meal) {
                result.meal_points += record.meal->point_die;
                result.bonus_points += record.bonus;
            }
        result.eaten = state.eaten_tiles(p);
        result.end_game = score_tiles(result.eaten);
        if (state.solo()) // once over, or as if it ended now
            result.penalty = -solo_penalty_per_tile_left * static_cast<int>(state.board().remaining());
        result.total = result.meal_points + result.bonus_points + result.end_game.total + result.penalty;
        totals.push_back(result.total);
        out.players.push_back(std::move(result));
    }
    const auto ranks = core::competition_ranks(totals);
    for (std::size_t p = 0; p < out.players.size(); ++p) {
        out.players[p].rank = ranks[p];
        if (ranks[p] == 1)
            out.winners.push_back(p);
    }
    return out;
}

core::ScoreSheet score_sheet(const State& state)
{
    const Results res = results(state);
    std::vector<std::string> names;
    for (const auto& player : res.players)
        names.push_back(player.name);
    core::ScoreSheet sheet(names);

    // One row per turn number reached, 14 first: a meal's points, or 0 for a player who played
    // that turn number and passed (a blank read as a turn not played yet). A turn number is eaten
    // by one player at most (the counter moves on only after a meal), and after the passes in
    // the log: its points are the cell's last word. The turn number being played has its row
    // once someone passed it (a pass shown at once, as a meal is).
    const bool turn_begun
        = std::ranges::any_of(state.log(), [&](const auto& record) { return record.turn == state.turn(); });
    const int last_turn = state.over() || turn_begun ? state.turn() : state.turn() + 1;
    for (int turn = first_turn; turn >= std::max(1, last_turn); --turn) {
        const auto row = sheet.add_row("turn " + std::to_string(turn));
        for (const auto& record : state.log())
            if (record.turn == turn)
                sheet.set(row, record.player, record.points);
    }
    std::array<std::size_t, all_combination_kinds.size()> kind_rows {};
    for (std::size_t k = 0; k < kind_rows.size(); ++k)
        kind_rows[k] = sheet.add_row(std::string(kind_id(all_combination_kinds[k])));
    const auto values_row = sheet.add_row("values");
    for (std::size_t p = 0; p < res.players.size(); ++p) {
        for (const auto& combination : res.players[p].end_game.combinations)
            sheet.set(kind_rows[static_cast<std::size_t>(combination.kind)], p, combination.points);
        sheet.set(values_row, p, res.players[p].end_game.values);
    }
    if (state.solo())
        sheet.set(sheet.add_row("tiles_left"), 0, res.players[0].penalty);
    return sheet;
}

std::optional<std::size_t> Rules::to_play(const State& state)
{
    if (state.over() || state.dice_thrown())
        return std::nullopt;
    return state.current_player();
}

std::vector<core::ChanceOutcome<Move>> Rules::chance(const State& state)
{
    if (state.over() || !state.dice_thrown())
        return {};
    // Listed once for each number of dice: chance is asked at every throw, by searches too.
    static const std::array<std::vector<core::DiceOutcome>, dice_count + 1> throws = [] {
        std::array<std::vector<core::DiceOutcome>, dice_count + 1> all;
        for (std::size_t count = 0; count < all.size(); ++count)
            all[count] = core::dice_outcomes(static_cast<int>(count));
        return all;
    }();
    const HoldMask& held = *state.dice_thrown();
    const auto thrown = static_cast<std::size_t>(std::ranges::count(held, false));
    std::vector<core::ChanceOutcome<Move>> outcomes;
    outcomes.reserve(throws[thrown].size());
    for (const core::DiceOutcome& outcome : throws[thrown]) {
        // The faces in rising order on the thrown dice, left to right.
        Dice dice = state.dice();
        auto face = outcome.faces.begin();
        for (std::size_t die = 0; die < dice.size(); ++die)
            if (!held[die])
                dice[die] = *face++;
        outcomes.push_back({DiceMove {dice}, outcome.probability});
    }
    return outcomes;
}

std::vector<Move> Rules::legal_moves(const State& state)
{
    if (state.over() || state.dice_thrown())
        return {};
    if (!state.rolled())
        return {RollMove {}};
    std::vector<Move> moves;
    if (state.rerolls_left() > 0) {
        // Each subset of the dice held, but not all five: something must be rolled again.
        for (unsigned held = 0; held + 1 < (1u << dice_count); ++held) {
            RerollMove reroll;
            for (std::size_t die = 0; die < reroll.hold.size(); ++die)
                reroll.hold[die] = ((held >> die) & 1u) != 0;
            moves.push_back(reroll);
        }
    }
    for (const Meal& meal : legal_meals(state)) {
        const Board& board = state.board();
        for (const int die :
            point_die_choices(board.tile(meal.first).tile(), board.tile(meal.second).tile(), state.dice()))
            moves.push_back(EatMove {meal.first, meal.second, die});
    }
    moves.push_back(PassMove {});
    return moves;
}

std::vector<int> Rules::scores(const State& state)
{
    std::vector<int> totals;
    for (const PlayerResult& player : results(state).players)
        totals.push_back(player.total);
    return totals;
}

std::optional<core::Outcome> Rules::outcome(const State& state)
{
    if (!state.over())
        return std::nullopt;
    core::Outcome outcome;
    for (const PlayerResult& player : results(state).players) {
        outcome.scores.push_back(player.total);
        outcome.ranks.push_back(player.rank);
    }
    return outcome;
}

std::vector<std::string> Rules::seat_names(const Options& options)
{
    std::vector<std::string> names;
    for (const core::Seat& seat : options.seats)
        names.push_back(seat.name);
    return names;
}

} // namespace tablee::dominyam
