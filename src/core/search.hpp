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
// Deterministic for a seed (one thread, core::Random); the budget is a number of iterations, so
// that the same seed gives the same move on any machine; cancellable between iterations (a
// std::stop_token: the kit's computer turns run it off the GUI thread). It searches the state it
// is given: give it what the seat may see (core::seen_by). Simultaneous phases (several seats
// acting at once) are not searched yet: choose() asks for a state where one seat is to play.

#include "core/game.hpp"
#include "core/outcome.hpp"
#include "core/random.hpp"

#include <cassert>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
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
        : SearchPlayer(budget, seed, Hooks {std::move(evaluate), {}, {}})
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
        for (; m_iterations < m_budget.iterations && !stop.stop_requested(); ++m_iterations)
            iterate();
        if (m_iterations == 0)
            return std::nullopt;
        const Node& root = m_nodes.front();
        std::size_t best = 0;
        for (std::size_t i = 1; i < root.children.size(); ++i)
            if (visits_of(root.children[i]) > visits_of(root.children[best]))
                best = i;
        return root.moves[best];
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
    };

    Node make_node(State state) const
    {
        Node node {std::move(state), {}, {}, {}, {}, 0, {}};
        node.totals.assign(R::scores(node.state).size(), 0.0);
        if (const auto outcomes = chance_outcomes<R>(node.state); !outcomes.empty()) {
            for (const auto& outcome : outcomes) {
                node.moves.push_back(outcome.move);
                node.probabilities.push_back(outcome.probability);
            }
        } else if (!R::is_over(node.state)) {
            node.seat = R::to_play(node.state);
            // A simultaneous phase inside the tree: not searched (see the header); valued by play-outs.
            if (node.seat)
                node.moves = m_hooks.candidates ? m_hooks.candidates(node.state) : R::legal_moves(node.state);
            assert(!node.seat || !node.moves.empty());
        }
        node.children.assign(node.moves.size(), none);
        return node;
    }

    std::size_t visits_of(std::size_t child) const { return child == none ? 0 : m_nodes[child].visits; }

    void iterate()
    {
        std::vector<std::size_t> path {0};
        std::size_t at = 0;
        // Down the tree until a node is added, or the path reaches a node that cannot grow.
        while (true) {
            const std::size_t pick = next_child(at);
            if (pick == none)
                break;
            if (m_nodes[at].children[pick] == none) {
                State next = m_nodes[at].state;
                [[maybe_unused]] const auto applied = R::apply(next, m_nodes[at].moves[pick]);
                assert(applied); // listed by the rules
                m_nodes.push_back(make_node(std::move(next)));
                m_nodes[at].children[pick] = m_nodes.size() - 1;
                path.push_back(m_nodes.size() - 1);
                break;
            }
            at = m_nodes[at].children[pick];
            path.push_back(at);
        }
        const std::vector<double> value = play_out(m_nodes[path.back()].state);
        for (const std::size_t node : path) {
            ++m_nodes[node].visits;
            for (std::size_t seat = 0; seat < value.size(); ++seat)
                m_nodes[node].totals[seat] += value[seat];
        }
    }

    // The child to follow from `at`: an outcome drawn where chance acts; where a seat chooses, a
    // move not tried yet (drawn among them), else the best upper bound on that seat's return.
    // `none` at the end of the game, or where several seats act at once.
    std::size_t next_child(std::size_t at)
    {
        const Node& node = m_nodes[at];
        if (node.moves.empty())
            return none;
        if (!node.seat)
            return draw_index(
                node.probabilities, [](double probability) { return probability; }, m_random);
        std::vector<std::size_t> untried;
        for (std::size_t i = 0; i < node.children.size(); ++i)
            if (node.children[i] == none)
                untried.push_back(i);
        if (!untried.empty())
            return untried[static_cast<std::size_t>(m_random.below(untried.size()))];
        const double log_visits = std::log(static_cast<double>(node.visits));
        std::size_t best = 0;
        double best_bound = -std::numeric_limits<double>::infinity();
        for (std::size_t i = 0; i < node.children.size(); ++i) {
            const Node& child = m_nodes[node.children[i]];
            const auto n = static_cast<double>(child.visits);
            const double bound = child.totals[*node.seat] / n + m_budget.exploration * std::sqrt(log_visits / n);
            if (bound > best_bound) {
                best_bound = bound;
                best = i;
            }
        }
        return best;
    }

    // Random play from `state`, chance by its probabilities: what each seat got at the end, or
    // the evaluation of where the play-out stopped.
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
            if (!R::to_play(state))
                break; // several seats at once: valued as it stands
            if (m_hooks.playout) {
                [[maybe_unused]] const auto applied = R::apply(state, m_hooks.playout(state, m_random));
                assert(applied); // the hook's contract
                continue;
            }
            const auto legal = R::legal_moves(state);
            [[maybe_unused]] const auto applied
                = R::apply(state, legal[static_cast<std::size_t>(m_random.below(legal.size()))]);
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
