// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/engine/advisor.hpp"

#include "dominyam/engine/scoring.hpp"

#include "core/dice.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <limits>
#include <map>
#include <ranges>
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
    std::array<std::vector<int>, dice_count + 1> by_size; // indexes of the multisets of each size
    // For a 5-dice multiset: the distinct multisets one may hold of it, all five excepted.
    std::vector<std::vector<int>> holds;

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
            result.by_size[static_cast<std::size_t>(size_of(result.multisets[i]))].push_back(static_cast<int>(i));
        }
        result.full = result.by_size[dice_count];
        result.holds.resize(result.multisets.size());
        for (const int m : result.full) {
            // The dice in rising order, and every subset of them but the whole.
            std::array<std::size_t, dice_count> faces {};
            std::size_t k = 0;
            for (std::size_t v = 0; v < max_pip; ++v)
                for (int c = 0; c < result.multisets[static_cast<std::size_t>(m)][v]; ++c)
                    faces[k++] = v;
            auto& holds = result.holds[static_cast<std::size_t>(m)];
            for (unsigned mask = 0; mask + 1 < (1u << dice_count); ++mask) {
                Counts held {};
                for (std::size_t die = 0; die < dice_count; ++die)
                    if (mask & (1u << die))
                        ++held[faces[die]];
                holds.push_back(result.index(held));
            }
            std::ranges::sort(holds);
            holds.erase(std::unique(holds.begin(), holds.end()), holds.end());
        }
        // The throws of 0 to 5 dice, each multiset of faces with its probability (core's).
        std::array<std::vector<core::DiceOutcome>, dice_count + 1> throws;
        for (int count = 0; count <= dice_count; ++count)
            throws[static_cast<std::size_t>(count)] = core::dice_outcomes(count, max_pip);
        result.outcomes.resize(result.multisets.size());
        for (std::size_t h = 0; h < result.multisets.size(); ++h) {
            const Counts& held = result.multisets[h];
            for (const core::DiceOutcome& thrown : throws[static_cast<std::size_t>(dice_count - size_of(held))]) {
                Counts merged = held;
                for (const int face : thrown.faces)
                    ++merged[static_cast<std::size_t>(face - 1)];
                result.outcomes[h].emplace_back(result.index(merged), thrown.probability);
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

// The pairs a meal of this turn may take, whatever the dice: eatable (rules 1, 3, 4) and reaching
// the objective (rule 5), in index order.
std::vector<std::pair<std::size_t, std::size_t>> pairs_reaching(const Board& board, const Objective& objective)
{
    std::vector<std::pair<std::size_t, std::size_t>> pairs;
    if (objective.dead)
        return pairs;
    for (const auto& [i, j] : board.eatable_pairs())
        if (board.tile(i).tile().pips() + board.tile(j).tile().pips() >= objective.value)
            pairs.emplace_back(i, j);
    return pairs;
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
    std::optional<double> outlook {};
    double fixed = 0; // bonus + combination_gain + solo_bonus, or the outlook
};

std::vector<Candidate> candidates(const Situation& situation)
{
    std::vector<Candidate> result;
    const Board& board = situation.board;
    const TileSet eaten = tile_set(situation.eaten);
    const int base = best_total(eaten);
    for (const auto& [i, j] : pairs_reaching(board, situation.objective)) {
        Candidate c {.first = i, .second = j, .a = board.tile(i).tile(), .b = board.tile(j).tile()};
        c.pips = c.a.pips() + c.b.pips();
        if (situation.mental_arithmetic)
            c.bonus = c.pips - situation.objective.value;
        const TileSet with = eaten | (TileSet {1} << c.a.id()) | (TileSet {1} << c.b.id());
        c.combination_gain = best_total(with) - base;
        c.solo_bonus = situation.solo ? 2 : 0;
        c.fixed = c.bonus + c.combination_gain + c.solo_bonus;
        if (!situation.outlooks.empty()) {
            const auto outlook = std::ranges::find_if(
                situation.outlooks, [&](const PairOutlook& o) { return o.first == c.first && o.second == c.second; });
            if (outlook == situation.outlooks.end())
                continue; // not looked at: the dice cannot take it (no re-roll left)
            c.outlook = outlook->value;
            c.fixed = outlook->value;
        }
        result.push_back(c);
    }
    return result;
}

// The dice a meal needs: one per non-blank half (a blank half takes any die).
Counts needed_dice(const Candidate& c)
{
    Counts needed {};
    for (int half : {c.a.low, c.a.high, c.b.low, c.b.high})
        if (half > 0)
            ++needed[static_cast<std::size_t>(half - 1)];
    return needed;
}

std::optional<int> best_point_die_counts(const Candidate& c, const Counts& dice)
{
    const Counts needed = needed_dice(c);
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

// The dice-free part of a turn's decisions for given candidates, optimal for their values
// (passing: 0). Dice are multisets (DiceTables' indexes).
struct TurnPlan {
    // For each 5-dice multiset: stopping's value (the best meal, or 0), its meal (an index of the
    // candidates, -1 for passing) and the meal's point die.
    std::vector<double> stop_values;
    std::vector<int> stop_meal;
    std::vector<int> stop_die;
    // values[r][m], r >= 1: holding the 5-dice multiset m with r re-rolls left, then playing on
    // optimally (with none left, stop_values). expected[r][h]: holding h and re-rolling the other
    // dice, with r - 1 re-rolls after (the value of re-rolling with r re-rolls left).
    std::array<std::vector<double>, max_rolls> values;
    std::array<std::vector<double>, max_rolls> expected;
};

// Plans for up to `rerolls` re-rolls left (0 to 2).
TurnPlan plan_turn(const std::vector<Candidate>& pairs, int rerolls)
{
    const DiceTables& t = tables();
    const std::size_t n = t.multisets.size();
    TurnPlan plan;
    plan.stop_values.assign(n, 0.0);
    plan.stop_meal.assign(n, -1);
    plan.stop_die.assign(n, 0);
    for (std::size_t k = 0; k < pairs.size(); ++k) {
        const Candidate& c = pairs[k];
        // The dice that allow the meal are its halves' (a blank: any die) and as many others; its
        // point die is the highest of those others.
        const Counts needed = needed_dice(c);
        const int free_dice = dice_count - size_of(needed);
        for (const int added : t.by_size[static_cast<std::size_t>(free_dice)]) {
            const Counts& others = t.multisets[static_cast<std::size_t>(added)];
            Counts dice = needed;
            int point_die = 0;
            for (std::size_t v = 0; v < dice.size(); ++v) {
                dice[v] += others[v];
                if (others[v] > 0)
                    point_die = static_cast<int>(v) + 1;
            }
            const auto m = static_cast<std::size_t>(t.index(dice));
            // Ties go to the first candidate, in index order, as rank_meals orders them.
            if (point_die + c.fixed > plan.stop_values[m]) {
                plan.stop_values[m] = point_die + c.fixed;
                plan.stop_meal[m] = static_cast<int>(k);
                plan.stop_die[m] = point_die;
            }
        }
    }
    for (int r = 1; r <= rerolls; ++r) {
        const auto& later = r == 1 ? plan.stop_values : plan.values[static_cast<std::size_t>(r - 1)];
        auto& expected = plan.expected[static_cast<std::size_t>(r)];
        expected.assign(n, 0.0);
        for (std::size_t h = 0; h < n; ++h)
            for (const auto& [m, probability] : t.outcomes[h])
                expected[h] += probability * later[static_cast<std::size_t>(m)];
        if (r == rerolls)
            break; // values[rerolls] would only serve a later re-roll
        auto& values = plan.values[static_cast<std::size_t>(r)];
        values.assign(n, 0.0);
        for (const int m : t.full) {
            // The best of stopping and every hold that re-rolls at least one die.
            double best = plan.stop_values[static_cast<std::size_t>(m)];
            for (const int hold : t.holds[static_cast<std::size_t>(m)])
                best = std::max(best, expected[static_cast<std::size_t>(hold)]);
            values[static_cast<std::size_t>(m)] = best;
        }
    }
    return plan;
}

constexpr double epsilon = 1e-9; // re-roll only for a real gain: stopping wins ties

// How a whole turn may end when played by `plan` from its first roll: the probability of each
// candidate being eaten (passing: what is left), its expected point die, and the turn's value.
struct TurnEnds {
    std::vector<double> probability; // by candidate
    std::vector<double> point_die; // expected, given that the candidate is eaten
    double value = 0; // expected, from before the roll (passing: 0)
};

// Precondition: `plan` was made for every re-roll (plan_turn(pairs, max_rolls - 1)).
TurnEnds turn_ends(const TurnPlan& plan, std::size_t candidates)
{
    const DiceTables& t = tables();
    constexpr int rerolls = max_rolls - 1;
    assert(!plan.expected[rerolls].empty());
    TurnEnds ends {std::vector<double>(candidates, 0.0), std::vector<double>(candidates, 0.0), 0.0};
    std::vector<double> chances(t.multisets.size(), 0.0);
    for (const auto& [m, probability] : t.outcomes[static_cast<std::size_t>(t.index(Counts {}))])
        chances[static_cast<std::size_t>(m)] = probability;
    const auto stop = [&](std::size_t m, double chance) {
        ends.value += chance * plan.stop_values[m];
        if (const int meal = plan.stop_meal[m]; meal >= 0) {
            ends.probability[static_cast<std::size_t>(meal)] += chance;
            ends.point_die[static_cast<std::size_t>(meal)] += chance * plan.stop_die[m];
        }
    };
    for (int r = rerolls; r >= 0; --r) {
        std::vector<double> next(t.multisets.size(), 0.0);
        for (const int full : t.full) {
            const auto m = static_cast<std::size_t>(full);
            if (chances[m] == 0)
                continue;
            int best_hold = -1;
            double best = plan.stop_values[m] + epsilon;
            if (r > 0)
                for (const int hold : t.holds[m])
                    if (plan.expected[static_cast<std::size_t>(r)][static_cast<std::size_t>(hold)] > best) {
                        best = plan.expected[static_cast<std::size_t>(r)][static_cast<std::size_t>(hold)];
                        best_hold = hold;
                    }
            if (best_hold < 0) {
                stop(m, chances[m]);
                continue;
            }
            for (const auto& [outcome, probability] : t.outcomes[static_cast<std::size_t>(best_hold)])
                next[static_cast<std::size_t>(outcome)] += chances[m] * probability;
        }
        chances = std::move(next);
    }
    for (std::size_t k = 0; k < candidates; ++k)
        if (ends.probability[k] > 0)
            ends.point_die[k] /= ends.probability[k];
    return ends;
}

// The value of a whole turn played by `plan` from its first roll: turn_ends(plan, ...).value, for
// a fraction of its work (only the best of stopping and re-rolling after the first roll, weighed
// by that roll's chances; no turn played forward). Same precondition as turn_ends.
double turn_value(const TurnPlan& plan)
{
    const DiceTables& t = tables();
    constexpr auto rerolls = static_cast<std::size_t>(max_rolls - 1);
    assert(!plan.expected[rerolls].empty());
    double value = 0;
    for (const auto& [m, probability] : t.outcomes[static_cast<std::size_t>(t.index(Counts {}))]) {
        double best = plan.stop_values[static_cast<std::size_t>(m)] + epsilon;
        for (const int hold : t.holds[static_cast<std::size_t>(m)])
            best = std::max(best, plan.expected[rerolls][static_cast<std::size_t>(hold)]);
        value
            += probability * (best == plan.stop_values[static_cast<std::size_t>(m)] + epsilon ? best - epsilon : best);
    }
    return value;
}

MealValue value_of(const Candidate& c, int point_die)
{
    MealValue value;
    value.meal = {c.first, c.second, point_die, c.pips};
    value.point_die = point_die;
    value.bonus = c.bonus;
    value.combination_gain = c.combination_gain;
    value.solo_bonus = c.solo_bonus;
    value.outlook = c.outlook;
    value.value = point_die + c.fixed;
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

HoldMask keeping_what_is_held(const Dice& dice, const HoldMask& advised, const HoldMask& held)
{
    HoldMask kept {};
    for (int value = 1; value <= 6; ++value) {
        auto wanted = std::ranges::count_if(std::views::iota(0, dice_count), [&](int die) {
            return advised[static_cast<std::size_t>(die)] && dice[static_cast<std::size_t>(die)] == value;
        });
        // The held dice of this value first, then the others, each by its place.
        for (const bool held_first : {true, false})
            for (std::size_t die = 0; die < dice_count && wanted > 0; ++die)
                if (dice[die] == value && held[die] == held_first && !kept[die]) {
                    kept[die] = true;
                    --wanted;
                }
    }
    return kept;
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
    // Passing is worth 0: with the strong level's outlooks, a meal may be worth less.
    const bool meal_worth_it = !ranked.empty() && ranked.front().value > 0;
    advice.stop_value = meal_worth_it ? ranked.front().value : 0.0;
    advice.expected_value = advice.stop_value;
    const auto stop = [&] {
        if (!meal_worth_it) {
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
    const TurnPlan plan = plan_turn(pairs, rerolls);
    const auto& expected = plan.expected[static_cast<std::size_t>(rerolls)];

    // Now the actual dice, by position, so that the hold can be played as it is.
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

namespace {

// The situation of the seat to play in `state`, rolled or not (not rolled: no dice, two re-rolls).
Situation turn_situation(const State& state)
{
    return {state.board(), state.objective(), state.rolled() ? state.dice() : Dice {}, state.rerolls_left(),
        state.eaten_tiles(state.current_player()), state.solo(), state.options().mental_arithmetic};
}

// The states a turn may end in, reached through the rules' own moves: the turn's dice thrown (its
// roll, or all five re-rolled), landing as the meal needs, then the meal or the pass. With no
// re-roll left the dice stay as they are.
class TurnEndings {
public:
    explicit TurnEndings(const State& state) : m_thrown(state)
    {
        [[maybe_unused]] const auto thrown = !state.rolled() ? apply_in_place(m_thrown, RollMove {})
            : state.rerolls_left() > 0                       ? apply_in_place(m_thrown, RerollMove {})
                                                             : core::Expected<void> {};
        assert(thrown);
    }

    // After passing.
    State passed() const
    {
        State after = m_thrown;
        if (after.dice_thrown())
            land(after, Dice {1, 1, 1, 1, 1});
        [[maybe_unused]] const auto applied = apply_in_place(after, PassMove {});
        assert(applied);
        return after;
    }

    // After eating the candidate; nothing when the dice as they are cannot take it.
    std::optional<State> eaten(const Candidate& c) const
    {
        // A blank half takes any die: a 1 serves, and a 1 for the point die.
        const auto face = [](int half) { return half == 0 ? 1 : half; };
        const Dice landing {face(c.a.low), face(c.a.high), face(c.b.low), face(c.b.high), 1};
        State after = m_thrown;
        if (after.dice_thrown())
            land(after, landing);
        const auto point_die = best_point_die(c.a, c.b, after.dice());
        if (!point_die || !apply_in_place(after, EatMove {c.first, c.second, *point_die}))
            return std::nullopt;
        return after;
    }

private:
    static void land(State& state, const Dice& dice)
    {
        [[maybe_unused]] const auto landed = apply_in_place(state, DiceMove {dice});
        assert(landed);
    }

    State m_thrown;
};

// The exact look-ahead over whole turns: what `seat` may expect of the next turns from a state
// where a turn starts, relative to where it stands. Its own turns played optimally for the
// look-ahead, every other seat's as the normal player plays it.
class TurnSearch {
public:
    // Stopped, it winds up at once, its values meaningless.
    TurnSearch(std::size_t seat, std::size_t seats, std::stop_token stop)
        : m_seat(seat), m_others(seats > 1 ? static_cast<double>(seats - 1) : 1.0), m_stop(std::move(stop))
    { }

    // The seat's meal candidates in `state` (its turn, rolled or not), weighed for `turns` turns
    // after this one: the normal weighing plus what each meal leaves for the later turns, compared
    // with passing.
    std::vector<Candidate> weighed(const State& state, int turns)
    {
        auto pairs = candidates(turn_situation(state));
        if (turns == 0 || pairs.empty())
            return pairs;
        const TurnEndings endings(state);
        const double passing = worth(endings.passed(), turns);
        std::vector<Candidate> weighed;
        for (Candidate& c : pairs) {
            if (m_stop.stop_requested())
                return {};
            if (const auto after = endings.eaten(c)) {
                c.fixed += worth(*after, turns) - passing;
                weighed.push_back(c);
            }
        }
        return weighed;
    }

private:
    // What the seat may expect of the next `turns` turns from `state`, a turn's start.
    double worth(const State& state, int turns)
    {
        if (turns == 0 || state.over() || m_stop.stop_requested())
            return 0;
        // The worth depends on the turn, who plays it and who has eaten which tiles, not on the
        // order they were eaten in: two meals made in either order meet here.
        std::vector<std::uint64_t> key {
            static_cast<std::uint64_t>(turns), static_cast<std::uint64_t>(state.turn()), state.current_player()};
        for (std::size_t p = 0; p < state.seats().size(); ++p) {
            std::uint64_t eaten = 0;
            for (const std::size_t tile : state.eaten(p))
                eaten |= std::uint64_t {1} << tile;
            key.push_back(eaten);
        }
        if (const auto known = m_known.find(key); known != m_known.end())
            return known->second;

        double worth = 0;
        if (state.current_player() == m_seat) {
            // Its own turn: the meals weighed by what follows them, the turn played optimally.
            auto pairs = weighed(state, turns - 1);
            const double passing = turns > 1 ? this->worth(TurnEndings(state).passed(), turns - 1) : 0.0;
            worth = passing + (pairs.empty() ? 0.0 : turn_value(plan_turn(pairs, max_rolls - 1)));
        } else {
            // Another's turn, as the normal player plays it: what it scores counts against the
            // seat (its share of the best other's margin), and each way it may end leads on.
            const auto pairs = candidates(turn_situation(state));
            const TurnEnds ends = turn_ends(plan_turn(pairs, max_rolls - 1), pairs.size());
            const TurnEndings endings(state);
            double passing = 1; // what the meals leave
            for (const double probability : ends.probability)
                passing -= probability;
            double followed = 0; // the chance of the endings followed: the others' is shared among them
            for (std::size_t k = 0; k < pairs.size(); ++k) {
                if (ends.probability[k] < rare)
                    continue;
                followed += ends.probability[k];
                const auto after = endings.eaten(pairs[k]);
                assert(after);
                worth += ends.probability[k]
                    * (-(ends.point_die[k] + pairs[k].fixed) / m_others + this->worth(*after, turns - 1));
            }
            if (passing >= rare) {
                followed += passing;
                worth += passing * this->worth(endings.passed(), turns - 1);
            }
            if (followed > 0)
                worth /= followed;
        }
        m_known.emplace(std::move(key), worth);
        return worth;
    }

    // Another seat's turn endings less likely than this are not followed (a 1% chance moves the
    // expectation by little, and the search would grow a hundredfold over two turns); the ones
    // followed share their chance.
    static constexpr double rare = 0.01;

    std::size_t m_seat;
    double m_others;
    std::stop_token m_stop;
    std::map<std::vector<std::uint64_t>, double> m_known;
};

} // namespace

std::vector<PairOutlook> look_ahead(const State& state, int turns, std::stop_token stop)
{
    assert(Rules::to_play(state) && turns >= 0);
    TurnSearch search(state.current_player(), state.seats().size(), stop);
    const auto weighed = search.weighed(state, turns);
    if (stop.stop_requested())
        return {}; // the normal level's weighing
    std::vector<PairOutlook> outlooks;
    for (const Candidate& c : weighed)
        outlooks.push_back({c.first, c.second, c.fixed});
    return outlooks;
}

ComputerPlayer::ComputerPlayer(Level level, std::optional<int> turns) : m_level(level), m_turns(turns)
{
    assert(!turns || *turns >= 0);
}

std::vector<PairOutlook> ComputerPlayer::outlooks(const State& state, std::stop_token stop)
{
    const std::scoped_lock lock(m_mutex);
    if (m_kept && m_kept->board == state.board() && m_kept->log == state.log() && m_kept->options == state.options())
        return m_kept->outlooks;
    const int turns = m_turns.value_or(state.solo() ? strong_solo_turns : strong_turns);
    auto made = look_ahead(state, turns, stop);
    if (!stop.stop_requested())
        m_kept = Kept {state.options(), state.board(), state.log(), made};
    return made;
}

Advice ComputerPlayer::advise(const State& state, std::stop_token stop)
{
    assert(!state.over() && !state.dice_thrown());
    if (m_level == Level::normal || !state.rolled())
        return dominyam::advise(state);
    Situation situation = situation_of(state);
    situation.outlooks = outlooks(state, stop);
    return dominyam::advise(situation);
}

Move next_computer_move(const Game& game, ComputerPlayer& player)
{
    if (!Rules::chance(game.state()).empty())
        return game.chance_move();
    return player.choose(game.state());
}

Move next_computer_move(const Game& game)
{
    if (!Rules::chance(game.state()).empty())
        return game.chance_move();
    return choose_action(game.state());
}

} // namespace tablee::dominyam
