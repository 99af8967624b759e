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
};

// Errors: "json.too_large" (args: size, limit), "json.too_deep" (args: limit),
// "json.syntax" (args: byte offset), "json.number_range" (a number beyond double's range).
Expected<nlohmann::json> parse_json(std::string_view text, JsonLimits limits = {});

} // namespace tablee::core
