// SPDX-License-Identifier: GPL-3.0-or-later
// The end: when the game ends and who wins (check_end), the scores, and how a finished game ended.
#include "fiefs_variant/engine/checks.hpp"
#include "fiefs_variant/engine/rules.hpp"

#include <algorithm>
#include <cstddef>
#include <span>
#include <tuple>
#include <utility>

namespace tablee::fiefs_variant {

using namespace detail;

namespace {

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

} // namespace

// The game's two ends ([decision] when a move takes several scores to the King token, the mover
// wins if among them, else the best of them).
bool detail::check_end(State& state, int mover)
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
    else if (castles_outside_fiefs(state.position, regions) == 0 || state.round > max_rounds)
        state.winners = best_of(state.position, points, everyone(state.position));
    else
        return false;
    state.step = Step::over;
    return true;
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
    else if (castles_outside_fiefs(state.position, regions) == 0)
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

std::optional<core::Outcome> Rules::outcome(const State& state)
{
    if (state.step != Step::over)
        return std::nullopt;
    const auto points = current_scores(state);
    std::vector<std::tuple<bool, int, int>> keys;
    for (const int player : everyone(state.position))
        keys.emplace_back(std::ranges::find(state.winners, player) != state.winners.end(),
            points[static_cast<std::size_t>(player)], stock_of(state.position, player).ducats);
    return core::Outcome {points, core::competition_ranks(std::span<const std::tuple<bool, int, int>>(keys))};
}

std::vector<std::string> Rules::seat_names(const Options& options)
{
    std::vector<std::string> names;
    for (const auto& player : options.players)
        names.push_back(player.name);
    return names;
}

} // namespace tablee::fiefs_variant
