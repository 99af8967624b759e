// Feeds arbitrary bytes to the Diplomacy save loader (the envelope, then the game state): it must
// refuse or accept, never crash, hang or leak; an accepted state must write itself back and read
// back as the same state.

#include "diplomacy_deadman/engine/serialization.hpp"

#include "core/save.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    namespace dip = tablee::diplomacy_deadman;
    const dip::Map& map = dip::standard_map();
    static const std::array schemas {dip::save_schema()};
    const auto envelope = tablee::core::read_save(std::string_view(reinterpret_cast<const char*>(data), size), schemas);
    if (!envelope)
        return 0;
    const auto state = dip::state_from_json(map, envelope->game);
    if (!state)
        return 0;
    const auto again = dip::state_from_json(map, dip::state_to_json(map, *state));
    if (!again || *again != *state)
        __builtin_trap();
    return 0;
}
