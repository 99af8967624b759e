// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The game's seeded random generator. Every random event of every variant (shuffles, dice)
// draws from a Random stored inside the game state, so that a saved game replays exactly and
// a bug report with a seed is reproducible on any machine.
//
// The standard library's distributions and std::shuffle are not used on purpose: their output
// is implementation-defined and differs between libstdc++, libc++ and MSVC.
//
// Algorithm: xoshiro256** (Blackman & Vigna), state seeded from one 64-bit seed by splitmix64.

#include "core/error.hpp"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstdint>
#include <span>
#include <utility>

namespace tablee::core {

class Random {
public:
    using State = std::array<std::uint64_t, 4>;

    explicit Random(std::uint64_t seed = 0);

    // Next raw 64-bit output.
    std::uint64_t next();

    // Uniform integer in [0, bound). Precondition: bound > 0. Unbiased (rejection sampling).
    std::uint64_t below(std::uint64_t bound);

    // Uniform integer in [low, high]. Precondition: low <= high.
    int between(int low, int high);

    // Fisher-Yates shuffle, in place, drawing from this generator. Any span: a fixed-extent one
    // (std::span(an_array)) as well as a dynamic one.
    template <class T, std::size_t Extent> void shuffle(std::span<T, Extent> items)
    {
        for (std::size_t i = items.size(); i > 1; --i) {
            const auto j = static_cast<std::size_t>(below(i));
            using std::swap;
            swap(items[i - 1], items[j]);
        }
    }

    const State& state() const { return m_state; }
    // Restores a state read back from a save. Errors: "random.zero_state" (xoshiro must not
    // be all zeros).
    static Expected<Random> from_state(const State& state);

    friend bool operator==(const Random&, const Random&) = default;

private:
    State m_state {};
};

// A seed for a new game when the user gives none (time and address based; never used in tests):
// a game number of at most six digits, which a table reads out, writes down and types again to
// play the same game (any number up to 2^64 - 1 may still be typed; a drawn 19-digit one was not
// something anyone could repeat).
inline constexpr std::uint64_t largest_fresh_seed = 999'999;
std::uint64_t fresh_seed();

// JSON form: {"algorithm": "xoshiro256**", "state": ["<16 hex digits>", x4]}. Hex strings
// because JSON numbers lose precision beyond 2^53 in many readers.
void to_json(nlohmann::json& json, const Random& random);
Expected<Random> random_from_json(const nlohmann::json& json);

} // namespace tablee::core
