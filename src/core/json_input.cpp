// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/json_input.hpp"

#include <fmt/format.h>

namespace tablee::core {

namespace {

struct Shape {
    std::size_t depth = 0; // deepest bracket nesting
    std::size_t values = 0; // an upper bound of the number of values
};

// The nesting depth and the number of values, outside of strings, in one cheap linear pass that
// protects the recursive parser and the memory; malformed text is left for the parser to report.
// Every value but the first of a container follows a comma, so containers + commas + 1 bounds
// the values (object keys are not values, which only makes the bound looser).
Shape shape_of(std::string_view text)
{
    Shape shape;
    std::size_t depth = 0;
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
            ++shape.values;
            shape.depth = std::max(shape.depth, ++depth);
            break;
        case ']':
        case '}':
            if (depth > 0)
                --depth;
            break;
        case ',':
            ++shape.values;
            break;
        default:
            break;
        }
    }
    ++shape.values;
    return shape;
}

} // namespace

Expected<nlohmann::json> parse_json(std::string_view text, JsonLimits limits)
{
    if (text.size() > limits.max_bytes)
        return fail("json.too_large",
            fmt::format(
                "the document is {} bytes long, more than the {} bytes accepted", text.size(), limits.max_bytes),
            {std::to_string(text.size()), std::to_string(limits.max_bytes)});
    const Shape shape = shape_of(text);
    if (shape.depth > limits.max_depth)
        return fail("json.too_deep", fmt::format("the document nests deeper than {} levels", limits.max_depth),
            {std::to_string(limits.max_depth)});
    if (shape.values > limits.max_values)
        return fail("json.too_many_values",
            fmt::format("the document holds more than {} values, far more than any game", limits.max_values),
            {std::to_string(limits.max_values)});
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
