// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to Dominyam's save loader: the contract of game_save.hpp.

#include "game_save.hpp"

#include "dominyam/engine/serialization.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    tablee::fuzz::check_game_save<tablee::dominyam::Game>(data, size);
    return 0;
}
