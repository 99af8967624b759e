// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to the Civilization calamities referee's save loader: the contract of
// game_save.hpp.

#include "game_save.hpp"

#include "civ_calamities/engine/rules.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    tablee::fuzz::check_game_save<tablee::civ_calamities::Game>(data, size);
    return 0;
}
