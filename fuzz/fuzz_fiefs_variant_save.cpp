// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to the Fiefs game's save loader: the contract of
// game_save.hpp.

#include "game_save.hpp"

#include "fiefs_variant/engine/rules.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    tablee::fuzz::check_game_save<tablee::fiefs_variant::Game>(data, size);
    return 0;
}
