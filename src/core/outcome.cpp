// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/outcome.hpp"

#include <fmt/format.h>

namespace tablee::core {

Outcome outcome_by_scores(std::vector<int> scores)
{
    auto ranks = competition_ranks(std::span<const int>(scores));
    return {std::move(scores), std::move(ranks)};
}

std::vector<std::size_t> winners(const Outcome& outcome)
{
    std::vector<std::size_t> first;
    for (std::size_t seat = 0; seat < outcome.ranks.size(); ++seat)
        if (outcome.ranks[seat] == 1)
            first.push_back(seat);
    return first;
}

std::vector<double> returns(const Outcome& outcome)
{
    const std::size_t seats = outcome.ranks.size();
    std::vector<double> shares(seats, 1.0); // a game of one seat: it won
    if (seats < 2)
        return shares;
    for (std::size_t seat = 0; seat < seats; ++seat) {
        double beaten = 0;
        for (std::size_t other = 0; other < seats; ++other)
            if (other != seat)
                beaten += outcome.ranks[seat] < outcome.ranks[other] ? 1.0
                    : outcome.ranks[seat] == outcome.ranks[other]    ? 0.5
                                                                     : 0.0;
        shares[seat] = beaten / static_cast<double>(seats - 1);
    }
    return shares;
}

std::string outcome_problem(const Outcome& outcome, std::size_t seats)
{
    if (outcome.scores.size() != seats || outcome.ranks.size() != seats)
        return fmt::format("{} scores and {} ranks for {} seats", outcome.scores.size(), outcome.ranks.size(), seats);
    for (std::size_t seat = 0; seat < seats; ++seat) {
        const int rank = outcome.ranks[seat];
        const auto before = std::ranges::count_if(outcome.ranks, [rank](int other) { return other < rank; });
        if (rank < 1 || before != rank - 1)
            return fmt::format("seat {} is ranked {} with {} seats ranked before it", seat, rank, before);
    }
    return {};
}

} // namespace tablee::core
