// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to the Diplomacy order parser: it must refuse or accept, never crash or
// hang; an accepted order must print canonically and parse back to the same text.

#include "diplomacy_deadman/engine/orders.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    namespace dip = tablee::diplomacy_deadman;
    const dip::Map& map = dip::standard_map();
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto order = dip::parse_order(map, text);
    if (!order)
        return 0;
    const std::string canonical = dip::order_text(map, *order);
    const auto again = dip::parse_order(map, canonical);
    if (!again || dip::order_text(map, *again) != canonical)
        __builtin_trap(); // the canonical text must read back as itself
    return 0;
}
