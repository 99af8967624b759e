// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How a finished game ended, as every variant declares it (Rules::outcome): each seat's score and
// rank after every tie rule of the variant. From it, what the results history records (with the
// seats' names, Rules::seat_names) and what a search player maximises (returns).

#include <algorithm>
#include <cstddef>
#include <span>
#include <string>
#include <vector>

namespace tablee::core {

struct Outcome {
    std::vector<int> scores; // one per seat, in seat order: points, centres...
    std::vector<int> ranks; // one per seat: 1 = won; seats still tied after the tie rules share a rank
    friend bool operator==(const Outcome&, const Outcome&) = default;
};

// Ranks by `keys`, the greater first; equal keys share a rank and the next rank skips as many
// (competition ranking: 1, 1, 3). A key may be a score, or a tuple (score, tie-break...).
template <class Key> std::vector<int> competition_ranks(std::span<const Key> keys)
{
    std::vector<int> ranks(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        ranks[i] = 1 + static_cast<int>(std::ranges::count_if(keys, [&](const Key& other) { return keys[i] < other; }));
    return ranks;
}

inline std::vector<int> competition_ranks(const std::vector<int>& values)
{
    return competition_ranks(std::span<const int>(values));
}

// The outcome of scores alone: the higher score ranks first, equal scores share.
Outcome outcome_by_scores(std::vector<int> scores);

// The seats ranked first.
std::vector<std::size_t> winners(const Outcome& outcome);

// What each seat got out of the game, for a search: the share of the other seats it finished
// ahead of, a seat tied with it counting half. A sole winner gets 1, a sole last 0, two tied
// seats of two 0.5 each; the returns of a game add up to half the number of seats.
std::vector<double> returns(const Outcome& outcome);

// Whether `outcome` is one a game may end with for `seats` seats: one score and one rank per
// seat, ranks from 1 that are competition ranks of some order (a seat ranked r has exactly r - 1
// seats ranked before it). Empty when it is; else what is wrong, for the random-games tester.
std::string outcome_problem(const Outcome& outcome, std::size_t seats);

} // namespace tablee::core
