// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/engine/advisor.hpp"

#include "dominyam/engine/scoring.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <utility>

namespace tablee::dominyam {

namespace {

// Dice as multisets: how many of each face 1..6. The tables below are built once: every
// multiset of 0 to 5 dice (462; 252 of exactly 5), and for each possible hold the outcomes of
// re-rolling the other dice with their probabilities.
using Counts = std::array<int, max_pip>;

int key_of(const Counts& counts)
{
    int key = 0;
    for (std::size_t v = max_pip; v-- > 0;)
        key = key * (dice_count + 1) + counts[v];
    return key;
}

struct DiceTables {
    std::vector<Counts> multisets;
    std::vector<int> index_by_key;
    // For a held multiset: (index of the full 5-dice multiset, probability) per outcome.
    std::vector<std::vector<std::pair<int, double>>> outcomes;
    std::vector<int> full; // indexes of the 5-dice multisets

    int index(const Counts& counts) const { return index_by_key[static_cast<std::size_t>(key_of(counts))]; }
};

int size_of(const Counts& counts)
{
    int n = 0;
    for (int c : counts)
        n += c;
    return n;
}

void enumerate(Counts& counts, std::size_t face, int left, std::vector<Counts>& out)
{
    if (face == counts.size()) {
        out.push_back(counts);
        return;
    }
    for (int c = 0; c <= left; ++c) {
        counts[face] = c;
        enumerate(counts, face + 1, left - c, out);
    }
    counts[face] = 0;
}

const DiceTables& tables()
{
    static const DiceTables t = [] {
        DiceTables result;
        Counts counts {};
        enumerate(counts, 0, dice_count, result.multisets);
        int max_key = 1;
        for (int i = 0; i < max_pip; ++i)
            max_key *= dice_count + 1;
        result.index_by_key.assign(static_cast<std::size_t>(max_key), -1);
        for (std::size_t i = 0; i < result.multisets.size(); ++i) {
            result.index_by_key[static_cast<std::size_t>(key_of(result.multisets[i]))] = static_cast<int>(i);
            if (size_of(result.multisets[i]) == dice_count)
                result.full.push_back(static_cast<int>(i));
        }
        std::array<double, dice_count + 1> factorial {1};
        for (std::size_t n = 1; n < factorial.size(); ++n)
            factorial[n] = factorial[n - 1] * static_cast<double>(n);
        result.outcomes.resize(result.multisets.size());
        for (std::size_t h = 0; h < result.multisets.size(); ++h) {
            const Counts& held = result.multisets[h];
            const int rolled = dice_count - size_of(held);
            double total = 1;
            for (int i = 0; i < rolled; ++i)
                total *= max_pip;
            for (const Counts& outcome : result.multisets) {
                if (size_of(outcome) != rolled)
                    continue;
                // Multinomial: rolled! / prod(c!) orderings out of 6^rolled.
                double ways = factorial[static_cast<std::size_t>(rolled)];
                Counts merged = held;
                for (std::size_t v = 0; v < outcome.size(); ++v) {
                    ways /= factorial[static_cast<std::size_t>(outcome[v])];
                    merged[v] += outcome[v];
                }
                result.outcomes[h].emplace_back(result.index(merged), ways / total);
            }
        }
        return result;
    }();
    return t;
}

Counts counts_of(const Dice& dice, unsigned mask = (1u << dice_count) - 1)
{
    Counts counts {};
    for (std::size_t k = 0; k < dice.size(); ++k)
        if (mask & (1u << k))
            ++counts[static_cast<std::size_t>(dice[k] - 1)];
    return counts;
}

// A pair that is eatable and reaches the objective, with everything of its value except the
// point die.
struct Candidate {
    std::size_t first = 0;
    std::size_t second = 0;
    Tile a;
    Tile b;
    int pips = 0;
    int bonus = 0;
    int combination_gain = 0;
    int solo_bonus = 0;
    int fixed() const { return bonus + combination_gain + solo_bonus; }
};

std::vector<Candidate> candidates(const Situation& situation)
{
    std::vector<Candidate> result;
    if (situation.objective.dead)
        return result;
    const Board& board = situation.board;
    const TileSet eaten = tile_set(situation.eaten);
    const int base = best_total(eaten);
    for (const auto& [i, j] : board.eatable_pairs()) {
        Candidate c {i, j, board.tile(i).tile(), board.tile(j).tile(), 0, 0, 0, 0};
        c.pips = c.a.pips() + c.b.pips();
        if (c.pips < situation.objective.value)
            continue;
        if (situation.mental_arithmetic)
            c.bonus = c.pips - situation.objective.value;
        const TileSet with = eaten | (TileSet {1} << c.a.id()) | (TileSet {1} << c.b.id());
        c.combination_gain = best_total(with) - base;
        c.solo_bonus = situation.solo ? 2 : 0;
        result.push_back(c);
    }
    return result;
}

std::optional<int> best_point_die_counts(const Candidate& c, const Counts& dice)
{
    Counts needed {};
    for (int half : {c.a.low, c.a.high, c.b.low, c.b.high})
        if (half > 0)
            ++needed[static_cast<std::size_t>(half - 1)];
    for (std::size_t p = max_pip; p-- > 0;) {
        if (dice[p] == 0)
            continue;
        bool ok = true;
        for (std::size_t v = 0; v < needed.size() && ok; ++v)
            ok = dice[v] - (v == p ? 1 : 0) >= needed[v];
        if (ok)
            return static_cast<int>(p) + 1;
    }
    return std::nullopt;
}

MealValue value_of(const Candidate& c, int point_die)
{
    MealValue value;
    value.meal = {c.first, c.second, point_die, c.pips};
    value.point_die = point_die;
    value.bonus = c.bonus;
    value.combination_gain = c.combination_gain;
    value.solo_bonus = c.solo_bonus;
    value.value = static_cast<double>(point_die + c.fixed());
    return value;
}

} // namespace

Situation situation_of(const State& state)
{
    assert(state.rolled() && !state.over() && !state.dice_thrown());
    return {state.board(), state.objective(), state.dice(), state.rerolls_left(),
        state.eaten_tiles(state.current_player()), state.solo(), state.options().mental_arithmetic};
}

std::vector<MealValue> rank_meals(const State& state)
{
    if (state.over() || !state.rolled() || state.dice_thrown())
        return {};
    return rank_meals(situation_of(state));
}

std::vector<MealValue> rank_meals(const Situation& situation)
{
    std::vector<MealValue> ranked;
    const Counts dice = counts_of(situation.dice);
    for (const Candidate& c : candidates(situation))
        if (const auto die = best_point_die_counts(c, dice))
            ranked.push_back(value_of(c, *die));
    std::ranges::sort(ranked, [](const MealValue& a, const MealValue& b) {
        if (a.value != b.value)
            return a.value > b.value;
        return std::pair(a.meal.first, a.meal.second) < std::pair(b.meal.first, b.meal.second);
    });
    return ranked;
}

Advice advise(const State& state)
{
    assert(!state.over() && !state.dice_thrown());
    if (!state.rolled())
        return Advice {};
    return advise(situation_of(state));
}

Advice advise(const Situation& situation)
{
    Advice advice;
    const auto ranked = rank_meals(situation);
    advice.stop_value = ranked.empty() ? 0.0 : ranked.front().value;
    advice.expected_value = advice.stop_value;
    const auto stop = [&] {
        if (ranked.empty()) {
            advice.action = Advice::Action::pass;
        } else {
            advice.action = Advice::Action::eat;
            advice.meal = ranked.front();
        }
        return advice;
    };
    const int rerolls = situation.rerolls_left;
    if (rerolls <= 0)
        return stop();

    const DiceTables& t = tables();
    const auto pairs = candidates(situation);
    if (pairs.empty())
        return stop(); // no dice can help: nothing reaches the objective on this board

    // values[r][m]: the value of holding the 5-dice multiset m with r re-rolls left, playing
    // optimally. r = 0: the best meal those dice allow (0: none).
    const std::size_t n = t.multisets.size();
    std::vector<double> stop_values(n, 0.0);
    for (int m : t.full) {
        const Counts& dice = t.multisets[static_cast<std::size_t>(m)];
        double best = 0;
        for (const Candidate& c : pairs)
            if (const auto die = best_point_die_counts(c, dice))
                best = std::max(best, static_cast<double>(*die + c.fixed()));
        stop_values[static_cast<std::size_t>(m)] = best;
    }
    // expected[h]: the expected value of re-rolling everything but the held multiset h once
    // with `later` (the values with one re-roll fewer) after it.
    const auto expectations = [&](const std::vector<double>& later) {
        std::vector<double> expected(n, 0.0);
        for (std::size_t h = 0; h < n; ++h)
            for (const auto& [m, probability] : t.outcomes[h])
                expected[h] += probability * later[static_cast<std::size_t>(m)];
        return expected;
    };
    // The best of stopping and every hold that re-rolls at least one die.
    const auto best_choice = [&](const Counts& dice, const std::vector<double>& expected) {
        std::array<int, dice_count> faces {};
        std::size_t k = 0;
        for (std::size_t v = 0; v < dice.size(); ++v)
            for (int c = 0; c < dice[v]; ++c)
                faces[k++] = static_cast<int>(v) + 1;
        Dice sorted {};
        std::ranges::copy(faces, sorted.begin());
        double best = stop_values[static_cast<std::size_t>(t.index(dice))];
        for (unsigned mask = 0; mask + 1 < (1u << dice_count); ++mask)
            best = std::max(best, expected[static_cast<std::size_t>(t.index(counts_of(sorted, mask)))]);
        return best;
    };
    std::vector<double> values = stop_values;
    for (int r = 1; r < rerolls; ++r) {
        const auto expected = expectations(values);
        std::vector<double> next(n, 0.0);
        for (int m : t.full)
            next[static_cast<std::size_t>(m)] = best_choice(t.multisets[static_cast<std::size_t>(m)], expected);
        values = std::move(next);
    }
    const auto expected = expectations(values);

    // Now the actual dice, by position, so that the hold can be played as it is.
    constexpr double epsilon = 1e-9; // re-roll only for a real gain: stopping wins ties
    double best = advice.stop_value;
    unsigned best_mask = (1u << dice_count) - 1;
    for (unsigned mask = (1u << dice_count) - 1; mask-- > 0;) {
        // Every hold but "all five", in a fixed order: ties always resolve the same way.
        const double value = expected[static_cast<std::size_t>(t.index(counts_of(situation.dice, mask)))];
        if (value > best + epsilon) {
            best = value;
            best_mask = mask;
        }
    }
    if (best_mask == (1u << dice_count) - 1)
        return stop();
    advice.action = Advice::Action::reroll;
    for (std::size_t k = 0; k < advice.hold.size(); ++k)
        advice.hold[k] = (best_mask >> k) & 1u;
    advice.expected_value = best;
    return advice;
}

Move choose_action(const State& state)
{
    return move_of(advise(state));
}

Move move_of(const Advice& advice)
{
    switch (advice.action) {
    case Advice::Action::roll:
        return RollMove {};
    case Advice::Action::reroll:
        return RerollMove {advice.hold};
    case Advice::Action::eat:
        return EatMove {advice.meal->meal.first, advice.meal->meal.second, advice.meal->point_die};
    case Advice::Action::pass:
        return PassMove {};
    }
    return PassMove {};
}

Move next_computer_move(const Game& game)
{
    if (!Rules::chance(game.state()).empty())
        return game.chance_move();
    return choose_action(game.state());
}

} // namespace tablee::dominyam
