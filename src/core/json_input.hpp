// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Parsing JSON that comes from outside (save files, the command line's standard input) with
// limits, so that a huge or maliciously nested document is refused with a message instead of
// exhausting memory or the stack (nlohmann's parser recurses once per nesting level).

#include "core/error.hpp"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <string_view>

namespace tablee::core {

struct JsonLimits {
    std::size_t max_bytes = 8u * 1024u * 1024u;
    std::size_t max_depth = 128;
    // Values (numbers, strings, arrays, objects...) in the whole document. The parsed tree takes
    // up to about a hundred bytes a value whatever its text (an empty object "{}" is two bytes of
    // text), so this, not the size in bytes, is what bounds the memory a document can take:
    // at most about 50 MB here, far above any real game's few tens of thousands of values.
    std::size_t max_values = 500'000;
};

// Errors: "json.too_large" (args: size, limit), "json.too_deep" (args: limit),
// "json.too_many_values" (args: limit), "json.syntax" (args: byte offset),
// "json.number_range" (a number beyond double's range).
Expected<nlohmann::json> parse_json(std::string_view text, JsonLimits limits = {});

} // namespace tablee::core
