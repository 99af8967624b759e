// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to the Diplomacy save loader (schema 2 games, and schema-1 positions through
// their migration): the contract of game_save.hpp.

#include "game_save.hpp"

#include "diplomacy_deadman/engine/rules.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    tablee::fuzz::check_game_save<tablee::diplomacy_deadman::Game>(data, size);
    return 0;
}
