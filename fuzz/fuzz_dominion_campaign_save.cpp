// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to the Dominion campaign's save loader: the contract of game_save.hpp.

#include "game_save.hpp"

#include "dominion_campaign/engine/serialization.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    tablee::fuzz::check_game_save<tablee::dominion_campaign::Campaign>(data, size);
    return 0;
}
