// Feeds arbitrary bytes to the Diplomacy save loader (the envelope, the migration of schema-1
// positions, the options and every phase replayed): it must refuse or accept, never crash, hang or
// leak; an accepted game must save itself and load back as the same game.

#include "diplomacy_deadman/engine/rules.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    namespace dip = tablee::diplomacy_deadman;
    const auto game = dip::Game::load(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!game)
        return 0;
    const auto again = dip::Game::load(game->save("fuzz", "now"));
    if (!again || again->state() != game->state() || again->history().moves() != game->history().moves())
        __builtin_trap();
    return 0;
}
