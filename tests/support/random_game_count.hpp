// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How many random games each variant's test of core/random_games.hpp plays: `usual` at every
// build (150: the Debug and sanitizer runs stay short), or the number in the
// environment variable TABLEE_RANDOM_GAMES for a long run by hand:
//   TABLEE_RANDOM_GAMES=5000 ctest --preset dev -R random_games

#include <charconv>
#include <cstdlib>
#include <string_view>

inline unsigned random_game_count(unsigned usual)
{
    const char* text = std::getenv("TABLEE_RANDOM_GAMES");
    if (text == nullptr)
        return usual;
    const std::string_view digits(text);
    unsigned count = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), count);
    return error == std::errc {} && end == digits.data() + digits.size() && count > 0 ? count : usual;
}

// `sanitized`: the count under AddressSanitizer, which runs everything several times slower
// (games long to play to their end).
inline unsigned random_game_count(unsigned usual, [[maybe_unused]] unsigned sanitized)
{
#if defined(__SANITIZE_ADDRESS__)
    usual = sanitized;
#endif
    return random_game_count(usual);
}
