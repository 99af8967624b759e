// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/engine/meals.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

namespace tablee::dominyam {

namespace {

using Counts = std::array<int, max_pip + 1>;

bool covers(const Counts& dice, const Counts& needed)
{
    for (int v = 1; v <= max_pip; ++v)
        if (dice[static_cast<std::size_t>(v)] < needed[static_cast<std::size_t>(v)])
            return false;
    return true;
}

} // namespace

std::vector<int> point_die_choices(Tile a, Tile b, const Dice& dice)
{
    Counts needed {};
    for (int half : {a.low, a.high, b.low, b.high})
        ++needed[static_cast<std::size_t>(half)];
    Counts counts {};
    for (int die : dice)
        if (die >= 1 && die <= max_pip)
            ++counts[static_cast<std::size_t>(die)];
    std::vector<int> choices;
    for (int p = max_pip; p >= 1; --p) {
        auto& count = counts[static_cast<std::size_t>(p)];
        if (count == 0)
            continue;
        // Blanks absorb whatever four dice are left once the non-blank halves are served.
        --count;
        if (covers(counts, needed))
            choices.push_back(p);
        ++count;
    }
    return choices;
}

std::optional<int> best_point_die(Tile a, Tile b, const Dice& dice)
{
    const auto choices = point_die_choices(a, b, dice);
    if (choices.empty())
        return std::nullopt;
    return choices.front();
}

Objective objective(const Board& board, int turn)
{
    Objective result;
    result.turn = turn;
    const auto pairs = board.eatable_pairs();
    if (pairs.empty()) {
        result.dead = true;
        result.value = turn;
        return result;
    }
    for (const auto& [i, j] : pairs)
        result.best_pips = std::max(result.best_pips, board.tile(i).tile().pips() + board.tile(j).tile().pips());
    result.lowered = result.best_pips < turn;
    result.value = result.lowered ? result.best_pips : turn;
    return result;
}

MealOptions legal_meals(const Board& board, int turn, const Dice& dice)
{
    MealOptions options;
    options.objective = objective(board, turn);
    if (options.objective.dead)
        return options;
    for (const auto& [i, j] : board.eatable_pairs()) {
        const Tile a = board.tile(i).tile();
        const Tile b = board.tile(j).tile();
        const int pips = a.pips() + b.pips();
        if (pips < options.objective.value)
            continue;
        if (const auto die = best_point_die(a, b, dice))
            options.meals.push_back({i, j, *die, pips});
    }
    return options;
}

core::Expected<Meal> check_meal(
    const Board& board, int objective_value, const Dice& dice, std::size_t first, std::size_t second, int point_die)
{
    for (std::size_t index : {first, second})
        if (index >= board.size())
            return core::fail("dominyam.bad_tile", fmt::format("there is no tile number {} on this board", index),
                {std::to_string(index)});
    if (first == second)
        return core::fail("dominyam.same_tile", "a meal is two different tiles", {std::to_string(first)});
    if (first > second)
        std::swap(first, second);
    const Tile a = board.tile(first).tile();
    const Tile b = board.tile(second).tile();
    for (std::size_t index : {first, second})
        if (!board.is_present(index)) {
            const auto name = board.tile(index).tile().name();
            return core::fail("dominyam.tile_eaten", fmt::format("the tile {} has already been eaten", name), {name});
        }
    if (!board.touch(first, second))
        return core::fail("dominyam.not_touching", fmt::format("the tiles {} and {} do not touch", a.name(), b.name()),
            {a.name(), b.name()});
    const auto choices = point_die_choices(a, b, dice);
    if (choices.empty()) {
        const auto rolled = fmt::format("{}", fmt::join(dice, " "));
        return core::fail("dominyam.dice_mismatch",
            fmt::format("four of the dice {} do not match the halves of {} and {}", rolled, a.name(), b.name()),
            {a.name(), b.name(), rolled});
    }
    if (std::ranges::find(choices, point_die) == choices.end()) {
        const auto allowed = fmt::format("{}", fmt::join(choices, " "));
        return core::fail("dominyam.bad_point_die",
            fmt::format("with this meal the point die can be {}, not {}", allowed, point_die),
            {std::to_string(point_die), allowed});
    }
    if (!board.exposed_together(first, second))
        return core::fail("dominyam.not_exposed",
            fmt::format("the tiles {} and {} are not exposed to the void", a.name(), b.name()), {a.name(), b.name()});
    if (const auto isolated = board.isolated_after(first, second)) {
        const auto name = board.tile(*isolated).tile().name();
        return core::fail("dominyam.would_isolate",
            fmt::format("eating {} and {} would leave the tile {} isolated", a.name(), b.name(), name), {name});
    }
    const int pips = a.pips() + b.pips();
    if (pips < objective_value)
        return core::fail("dominyam.below_objective",
            fmt::format("the tiles are worth {} pips; the objective is {}", pips, objective_value),
            {std::to_string(objective_value), std::to_string(pips)});
    return Meal {first, second, point_die, pips};
}

} // namespace tablee::dominyam
