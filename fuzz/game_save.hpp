// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The contract of every variant's save loader (core::Game<Rules>::load: the envelope, the
// migrations, the options, every move replayed through the rules), checked by the fuzz targets:
// refuse or accept, never crash, hang or leak; an accepted game saves itself and loads back as the
// same game, undone moves and cursor included.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tablee::fuzz {

template <class Game> void check_game_save(const std::uint8_t* data, std::size_t size)
{
    const auto game = Game::load(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!game)
        return;
    const auto again = Game::load(game->save("fuzz", "now"));
    if (!again || again->options() != game->options() || again->state() != game->state()
        || again->history() != game->history())
        __builtin_trap();
}

} // namespace tablee::fuzz
