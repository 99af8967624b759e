// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One search player for every variant, written once against the game interface (core/game.hpp):
// Monte Carlo tree search (UCT) with chance nodes. From the position where a seat is to play, each
// iteration walks down the tree (the seat to play picks the child with the best upper confidence
// bound on its own return; where chance acts, an outcome is drawn with its probability), adds one
// node, plays the game on at random (chance by its probabilities) to its end or for a bounded
// number of moves, and adds what each seat got (core::returns, or the variant's evaluation where
// the play-out stopped short) to every node of the path. The move chosen is the root's most
// visited.
//
// Where a variant's moves are too many for its budget, or random play says little about a
// position, it gives hooks (SearchHooks): the candidates a seat's node considers (the few moves
// its own players would make, say), and the policy play-outs follow instead of uniform chance.
//
// Simultaneous phases (several seats acting at once, each with its own moves: core::moves_of) are
// searched with decoupled selection: at such a node each acting seat picks its own move by the
// upper confidence bound of its own statistics, as if it did not know the others' (it does not:
// their moves are hidden until the phase is played), and the joint choice leads to the child.
// choose_for(state, seat) gives a seat's move there.
//
// Deterministic for a seed (one thread, core::Random); the budget is a number of iterations, so
// that the same seed gives the same move on any machine; cancellable between iterations (a
// std::stop_token: the kit's computer turns run it off the GUI thread). It searches the state it
// is given: give it what the seat may see (core::seen_by).

#include "core/game.hpp"
#include "core/outcome.hpp"
#include "core/random.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <stop_token>
#include <vector>

namespace tablee::core {

struct SearchBudget {
    std::size_t iterations = 1000;
    // A play-out stops after this many moves; the position is then valued by the variant's
    // evaluation (SearchPlayer's `evaluate`), or by its scores.
    std::size_t playout_moves = 500;
    // UCT's exploration constant, for returns between 0 and 1.
    double exploration = 0.7;
};

// A variant's hooks into the search (each optional).
template <GameRules R> struct SearchHooks {
    using State = typename R::State;
    using Move = typename R::Move;
    // What each seat may expect of a position where a play-out stops, between 0 and 1 (where
    // play-outs to the end are too long). Default: the seats ranked by their scores.
    std::function<std::vector<double>(const State&)> evaluate {};
    // The move a play-out makes for the seat to play, with the search's generator for any
    // randomness. Default: one of the legal moves, uniformly. Must return a legal move.
    std::function<Move(const State&, Random&)> playout {};
    // The moves a node of the tree considers for the seat to play: legal, not empty while a seat
    // is to play. Default: all legal moves.
    std::function<std::vector<Move>(const State&)> candidates {};
    // In a simultaneous phase, the moves a node considers for one acting seat: its own, legal, not
    // empty. Default: core::moves_of. (A play-out there follows `playout`, which returns a move of
    // any acting seat; without it, a candidate of the first acting seat drawn uniformly.)
    std::function<std::vector<Move>(const State&, std::size_t)> seat_candidates {};
};

template <GameRules R> class SearchPlayer {
public:
    using State = typename R::State;
    using Move = typename R::Move;
    using Hooks = SearchHooks<R>;
    using Evaluate = decltype(Hooks::evaluate);

    explicit SearchPlayer(SearchBudget budget, std::uint64_t seed, Hooks hooks = {})
        : m_budget(budget), m_random(seed), m_hooks(std::move(hooks))
    { }
    SearchPlayer(SearchBudget budget, std::uint64_t seed, Evaluate evaluate)
        : SearchPlayer(budget, seed, Hooks {std::move(evaluate), {}, {}, {}})
    { }

    // The move for the seat to play in `state`; nothing when no seat is to play (chance acts,
    // several seats act at once, the game is over) or when stopped before the first iteration.
    std::optional<Move> choose(const State& state, std::stop_token stop = {})
    {
        if (!R::to_play(state) || R::legal_moves(state).empty())
            return std::nullopt;
        m_nodes.clear();
        m_iterations = 0;
        m_nodes.push_back(make_node(state));
        if (m_nodes.front().moves.size() == 1) // nothing to weigh
            return m_nodes.front().moves.front();
        run(stop);
        if (m_iterations == 0)
            return std::nullopt;
        const Node& root = m_nodes.front();
        std::size_t best = 0;
        for (std::size_t i = 1; i < root.children.size(); ++i)
            if (visits_of(root.children[i]) > visits_of(root.children[best]))
                best = i;
        return root.moves[best];
    }

    // The move for `seat` in `state`: where it alone is to play, choose()'s; where it acts in a
    // simultaneous phase, its own move tried most often by the decoupled search of the phase.
    // Nothing when the seat does not act, or when stopped before the first iteration.
    std::optional<Move> choose_for(const State& state, std::size_t seat, std::stop_token stop = {})
    {
        if (R::to_play(state))
            return R::to_play(state) == seat ? choose(state, stop) : std::nullopt;
        m_nodes.clear();
        m_iterations = 0;
        m_nodes.push_back(make_node(state));
        const Node& first = m_nodes.front();
        const auto acting = std::ranges::find(first.acting, seat);
        if (acting == first.acting.end())
            return std::nullopt;
        const auto k = static_cast<std::size_t>(acting - first.acting.begin());
        if (first.seat_moves[k].size() == 1) // nothing to weigh
            return first.seat_moves[k].front();
        run(stop);
        if (m_iterations == 0)
            return std::nullopt;
        const Node& root = m_nodes.front();
        const auto& visits = root.seat_visits[k];
        const auto best = static_cast<std::size_t>(std::ranges::max_element(visits) - visits.begin());
        return root.seat_moves[k][best];
    }

    // How many iterations the last choose() made (fewer than the budget when stopped).
    std::size_t iterations() const { return m_iterations; }
    // How often each of the root's moves was tried by the last choose(), in the order of its
    // candidates (legal_moves' by default).
    std::vector<std::size_t> root_visits() const
    {
        std::vector<std::size_t> visits;
        if (!m_nodes.empty())
            for (const std::size_t child : m_nodes.front().children)
                visits.push_back(visits_of(child));
        return visits;
    }
    // After choose_for in a simultaneous phase: how often each of `seat`'s own moves was tried, in
    // the order of its candidates (core::moves_of's by default); empty for a seat not acting.
    std::vector<std::size_t> root_visits_of(std::size_t seat) const
    {
        if (!m_nodes.empty())
            for (std::size_t k = 0; k < m_nodes.front().acting.size(); ++k)
                if (m_nodes.front().acting[k] == seat)
                    return m_nodes.front().seat_visits[k];
        return {};
    }

private:
    static constexpr std::size_t none = std::numeric_limits<std::size_t>::max();

    struct Node {
        State state;
        std::optional<std::size_t> seat; // who chooses here; nothing where chance acts or at the end
        std::vector<Move> moves; // the seat's legal moves, or chance's outcomes
        std::vector<double> probabilities; // chance's, by outcome
        std::vector<std::size_t> children; // by move; `none` until expanded
        std::size_t visits = 0;
        std::vector<double> totals; // the returns added up, by seat
        // A simultaneous phase: the seats acting, and for each its own moves, and how often each
        // was tried with what it returned to that seat; the children by joint choice (one move
        // index per acting seat).
        std::vector<std::size_t> acting;
        std::vector<std::vector<Move>> seat_moves;
        std::vector<std::vector<std::size_t>> seat_visits;
        std::vector<std::vector<double>> seat_totals;
        std::map<std::vector<std::size_t>, std::size_t> joint_children;
    };

    Node make_node(State state) const
    {
        Node node {std::move(state), {}, {}, {}, {}, 0, {}, {}, {}, {}, {}, {}};
        node.totals.assign(R::scores(node.state).size(), 0.0);
        if (const auto outcomes = chance_outcomes<R>(node.state); !outcomes.empty()) {
            for (const auto& outcome : outcomes) {
                node.moves.push_back(outcome.move);
                node.probabilities.push_back(outcome.probability);
            }
        } else if (!R::is_over(node.state)) {
            node.seat = R::to_play(node.state);
            if (node.seat) {
                node.moves = m_hooks.candidates ? m_hooks.candidates(node.state) : R::legal_moves(node.state);
                assert(!node.moves.empty());
            } else {
                node.acting = acting_seats<R>(node.state);
                for (const std::size_t seat : node.acting) {
                    node.seat_moves.push_back(m_hooks.seat_candidates ? m_hooks.seat_candidates(node.state, seat)
                                                                      : moves_of<R>(node.state, seat));
                    assert(!node.seat_moves.back().empty()); // an acting seat has a move
                    node.seat_visits.emplace_back(node.seat_moves.back().size(), 0);
                    node.seat_totals.emplace_back(node.seat_moves.back().size(), 0.0);
                }
            }
        }
        node.children.assign(node.moves.size(), none);
        return node;
    }

    std::size_t visits_of(std::size_t child) const { return child == none ? 0 : m_nodes[child].visits; }

    // Iterations until the budget is spent or a stop is asked.
    void run(const std::stop_token& stop)
    {
        for (; m_iterations < m_budget.iterations && !stop.stop_requested(); ++m_iterations)
            iterate();
    }

    // One step of an iteration's path: a node, and in a simultaneous phase the joint choice made there.
    struct Step {
        std::size_t node = 0;
        std::vector<std::size_t> joint;
    };

    void iterate()
    {
        std::vector<Step> path {{0, {}}};
        // Down the tree until a node is added, or the path reaches a node that cannot grow.
        while (true) {
            Step& step = path.back();
            std::size_t next = none;
            bool added = false;
            if (!m_nodes[step.node].acting.empty()) {
                step.joint = joint_choice(step.node);
                const auto known = m_nodes[step.node].joint_children.find(step.joint);
                if (known != m_nodes[step.node].joint_children.end()) {
                    next = known->second;
                } else {
                    State after = m_nodes[step.node].state;
                    for (std::size_t k = 0; k < step.joint.size(); ++k) {
                        [[maybe_unused]] const auto applied
                            = R::apply(after, m_nodes[step.node].seat_moves[k][step.joint[k]]);
                        assert(applied); // each acting seat's own move, in any order
                    }
                    m_nodes.push_back(make_node(std::move(after)));
                    next = m_nodes.size() - 1;
                    m_nodes[step.node].joint_children.emplace(step.joint, next);
                    added = true;
                }
            } else {
                const std::size_t pick = next_child(step.node);
                if (pick == none)
                    break;
                if (m_nodes[step.node].children[pick] == none) {
                    State after = m_nodes[step.node].state;
                    [[maybe_unused]] const auto applied = R::apply(after, m_nodes[step.node].moves[pick]);
                    assert(applied); // listed by the rules
                    m_nodes.push_back(make_node(std::move(after)));
                    m_nodes[step.node].children[pick] = m_nodes.size() - 1;
                    added = true;
                }
                next = m_nodes[step.node].children[pick];
            }
            path.push_back({next, {}});
            if (added)
                break;
        }
        const std::vector<double> value = play_out(m_nodes[path.back().node].state);
        for (const Step& step : path) {
            Node& node = m_nodes[step.node];
            ++node.visits;
            for (std::size_t seat = 0; seat < value.size(); ++seat)
                node.totals[seat] += value[seat];
            for (std::size_t k = 0; k < step.joint.size(); ++k) {
                ++node.seat_visits[k][step.joint[k]];
                node.seat_totals[k][step.joint[k]] += value[node.acting[k]];
            }
        }
    }

    // The best upper confidence bound among `count` choices that have `visits` and `totals`
    // (returns to the one choosing) out of `all` visits; a choice not tried yet first, drawn among
    // them.
    std::size_t upper_bound_choice(
        const std::vector<std::size_t>& visits, const std::vector<double>& totals, std::size_t all)
    {
        std::vector<std::size_t> untried;
        for (std::size_t i = 0; i < visits.size(); ++i)
            if (visits[i] == 0)
                untried.push_back(i);
        if (!untried.empty())
            return untried[static_cast<std::size_t>(m_random.below(untried.size()))];
        const double log_visits = std::log(static_cast<double>(all));
        std::size_t best = 0;
        double best_bound = -std::numeric_limits<double>::infinity();
        for (std::size_t i = 0; i < visits.size(); ++i) {
            const auto n = static_cast<double>(visits[i]);
            const double bound = totals[i] / n + m_budget.exploration * std::sqrt(log_visits / n);
            if (bound > best_bound) {
                best_bound = bound;
                best = i;
            }
        }
        return best;
    }

    // Decoupled selection: each acting seat's move chosen on its own statistics alone.
    std::vector<std::size_t> joint_choice(std::size_t at)
    {
        const Node& node = m_nodes[at];
        std::vector<std::size_t> joint;
        for (std::size_t k = 0; k < node.acting.size(); ++k)
            joint.push_back(upper_bound_choice(node.seat_visits[k], node.seat_totals[k], node.visits));
        return joint;
    }

    // The child to follow from `at`: an outcome drawn where chance acts; where a seat chooses, a
    // move not tried yet (drawn among them), else the best upper bound on that seat's return.
    // `none` at the end of the game.
    std::size_t next_child(std::size_t at)
    {
        const Node& node = m_nodes[at];
        if (node.moves.empty())
            return none;
        if (!node.seat)
            return draw_index(
                node.probabilities, [](double probability) { return probability; }, m_random);
        std::vector<std::size_t> visits;
        std::vector<double> totals;
        for (const std::size_t child : node.children) {
            visits.push_back(visits_of(child));
            totals.push_back(child == none ? 0.0 : m_nodes[child].totals[*node.seat]);
        }
        return upper_bound_choice(visits, totals, node.visits);
    }

    // Play from `state`, chance by its probabilities, the seats by the play-out policy (uniform
    // among the legal moves by default): what each seat got at the end, or the evaluation of where
    // the play-out stopped.
    std::vector<double> play_out(State state)
    {
        for (std::size_t played = 0; played < m_budget.playout_moves; ++played) {
            if (const auto outcome = R::outcome(state))
                return returns(*outcome);
            const auto outcomes = chance_outcomes<R>(state);
            if (!outcomes.empty()) {
                [[maybe_unused]] const auto applied = R::apply(state, draw_outcome(outcomes, m_random));
                assert(applied);
                continue;
            }
            const auto seat = R::to_play(state);
            if (m_hooks.playout) {
                [[maybe_unused]] const auto applied = R::apply(state, m_hooks.playout(state, m_random));
                assert(applied); // the hook's contract
                continue;
            }
            std::vector<Move> moves;
            if (seat) {
                moves = R::legal_moves(state);
            } else if (const auto acting = acting_seats<R>(state); !acting.empty()) {
                moves = m_hooks.seat_candidates ? m_hooks.seat_candidates(state, acting.front())
                                                : moves_of<R>(state, acting.front());
            }
            if (moves.empty())
                break; // nobody can move: valued as it stands
            [[maybe_unused]] const auto applied
                = R::apply(state, moves[static_cast<std::size_t>(m_random.below(moves.size()))]);
            assert(applied);
        }
        if (const auto outcome = R::outcome(state))
            return returns(*outcome);
        return m_hooks.evaluate ? m_hooks.evaluate(state) : returns(outcome_by_scores(R::scores(state)));
    }

    SearchBudget m_budget;
    Random m_random;
    Hooks m_hooks;
    std::vector<Node> m_nodes;
    std::size_t m_iterations = 0;
};

} // namespace tablee::core
