#include "core/json_input.hpp"

#include <fmt/format.h>

namespace tablee::core {

namespace {

// Deepest bracket nesting outside of strings. Cheap, linear, and enough to protect the
// recursive parser; malformed text is left for the parser to report.
std::size_t nesting_depth(std::string_view text)
{
    std::size_t depth = 0;
    std::size_t deepest = 0;
    bool in_string = false;
    bool escaped = false;
    for (char c : text) {
        if (in_string) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                in_string = false;
            continue;
        }
        switch (c) {
        case '"':
            in_string = true;
            break;
        case '[':
        case '{':
            deepest = std::max(deepest, ++depth);
            break;
        case ']':
        case '}':
            if (depth > 0)
                --depth;
            break;
        default:
            break;
        }
    }
    return deepest;
}

} // namespace

Expected<nlohmann::json> parse_json(std::string_view text, JsonLimits limits)
{
    if (text.size() > limits.max_bytes)
        return fail("json.too_large",
            fmt::format(
                "the document is {} bytes long, more than the {} bytes accepted", text.size(), limits.max_bytes),
            {std::to_string(text.size()), std::to_string(limits.max_bytes)});
    if (nesting_depth(text) > limits.max_depth)
        return fail("json.too_deep", fmt::format("the document nests deeper than {} levels", limits.max_depth),
            {std::to_string(limits.max_depth)});
    try {
        return nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& error) {
        return fail(
            "json.syntax", fmt::format("not valid JSON (near byte {})", error.byte), {std::to_string(error.byte)});
    } catch (const nlohmann::json::exception&) {
        // The parser throws out_of_range (not parse_error) for a number beyond double's range,
        // e.g. 1E400; found by fuzz_dominyam_cli.
        return fail("json.number_range", "not usable JSON: a number is too large");
    }
}

} // namespace tablee::core
