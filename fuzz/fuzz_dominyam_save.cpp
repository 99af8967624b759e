// Feeds arbitrary bytes to Dominyam's save loader, which reads the envelope, the options and the
// moves, then replays every move through the rules: it must refuse or accept, never crash, hang
// or leak; an accepted game must save and load back as the same game.

#include "dominyam/engine/serialization.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    namespace dy = tablee::dominyam;
    const auto game = dy::Game::load(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!game)
        return 0;
    const auto again = dy::Game::load(game->save("fuzz", "now"));
    if (!again || again->state() != game->state() || again->history() != game->history())
        __builtin_trap();
    return 0;
}
