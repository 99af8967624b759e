// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to the save loader: it must refuse or accept, never crash, hang or leak.

#include "core/save.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace tablee::core;
    static const std::vector<SaveSchema> schemas = {
        {.variant = "dominyam", .current = 2, .migrations = {[](nlohmann::json game) -> Expected<nlohmann::json> {
             if (!game.is_object())
                 return fail("fuzz.bad", "not an object");
             game["migrated"] = true;
             return game;
         }}},
        {.variant = "fiefs", .current = 1, .migrations = {}},
    };
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto envelope = read_save(text, schemas);
    if (envelope && !envelope->game.is_object())
        __builtin_trap(); // read_save promised an object
    return 0;
}
