// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to the high-score file's reader: it must refuse or accept, never crash,
// hang or leak; an accepted table must write itself back and read back as the same table.

#include "core/high_scores.hpp"
#include "core/json_input.hpp"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace tablee::core;
    const auto json = parse_json(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!json)
        return 0;
    const auto table = HighScores::from_json(*json);
    if (!table)
        return 0;
    const auto again = HighScores::from_json(table->to_json());
    if (!again || again->entries() != table->entries() || again->capacity() != table->capacity())
        __builtin_trap();
    return 0;
}
