// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the benches that play many seeded games share: the games shared out among threads, and
// the figures of a list of times, the confidence in a rate.

#include <algorithm>
#include <atomic>
#include <cassert>
#include <cmath>
#include <cstdint>
#include <thread>
#include <vector>

namespace tablee::bench {

// `play(k)` for every game k in 0..games-1, on `threads` threads (two games at once on the two
// cores halve the wall time). Each game is played whole by one thread: the results, in game
// order, are the same whatever the threads. Precondition: threads >= 1.
template <class Play> auto play_games(std::uint64_t games, unsigned threads, Play play)
{
    assert(threads >= 1);
    std::vector<decltype(play(std::uint64_t {0}))> results(games);
    std::atomic<std::uint64_t> next {0};
    {
        std::vector<std::jthread> workers;
        for (unsigned t = 0; t < threads; ++t)
            workers.emplace_back([&] {
                for (std::uint64_t k = next++; k < games; k = next++)
                    results[k] = play(k);
            });
    }
    return results;
}

// A measured seat's games counted: won alone, lost, or won with others (counted as none).
struct Tally {
    std::uint64_t wins = 0;
    std::uint64_t losses = 0;
    std::uint64_t shared = 0;

    template <class Seat> void add(const std::vector<Seat>& winners, Seat seat)
    {
        // Shared only when the seat is among the winners: at three, two others tying beat it.
        const bool won = std::ranges::find(winners, seat) != winners.end();
        if (won && winners.size() > 1)
            ++shared;
        else if (won)
            ++wins;
        else
            ++losses;
    }
    double percent_won() const
    {
        const auto games = wins + losses + shared;
        return games == 0 ? 0.0 : 100.0 * static_cast<double>(wins) / static_cast<double>(games);
    }
};

// The range in which a rate measured as `successes` of `trials` lies with 95% confidence (Wilson's
// score interval, sound for rates near 0 or 1 and for few trials), in percent: how far a figure
// from a few hundred games can be trusted.
struct Interval {
    double low = 0;
    double high = 0;
};
inline Interval confidence_95(std::uint64_t successes, std::uint64_t trials)
{
    if (trials == 0)
        return {0, 100};
    const double z = 1.96; // the normal distribution's 97.5th percentile: 2.5% on each side
    const double n = static_cast<double>(trials);
    const double p = static_cast<double>(successes) / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {100 * std::max(0.0, centre - half), 100 * std::min(1.0, centre + half)};
}

// The median and the largest of `times` (0 for none).
struct Spread {
    double median = 0;
    double worst = 0;
};
inline Spread spread(std::vector<double> times)
{
    if (times.empty())
        return {};
    std::ranges::sort(times);
    return {times[times.size() / 2], times.back()};
}

} // namespace tablee::bench
