// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/json_input.hpp"

#include <catch2/catch.hpp>

#include <string>

using namespace tablee::core;

TEST_CASE("JSON within the limits is parsed", "[json]")
{
    auto json = parse_json(R"({"a": [1, 2, {"b": "[[[["}]})");
    REQUIRE(json);
    CHECK((*json)["a"][2]["b"] == "[[[[");
}

TEST_CASE("JSON outside the limits or malformed is refused", "[json]")
{
    CHECK(parse_json(std::string(2000, ' '), {.max_bytes = 1000}).error().code == "json.too_large");
    CHECK(parse_json(std::string(200, '[') + std::string(200, ']')).error().code == "json.too_deep");
    const auto broken = parse_json("{\"a\": ");
    REQUIRE_FALSE(broken);
    CHECK(broken.error().code == "json.syntax");
    CHECK(parse_json("[" + std::string(20, ',') + "]", {.max_values = 20}).error().code == "json.too_many_values");
    CHECK(parse_json("[{},{},{},{},{}]", {.max_values = 5}).error().code == "json.too_many_values");
    CHECK(parse_json("[{},{},{},{},{}]", {.max_values = 11}));
    // Commas and brackets inside strings are text, not values.
    CHECK(parse_json(R"(["[,,,,,,,,,,,,]"])", {.max_values = 3}));
}
