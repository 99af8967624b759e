// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/json_reader.hpp"

#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

using nlohmann::json;
using tablee::core::JsonReader;
using tablee::core::JsonValue;

namespace {

struct Seat {
    std::string name;
    bool computer = false;
};

struct Options {
    std::vector<Seat> seats;
    int rounds = 0;
    std::uint64_t seed = 0;
};

tablee::core::Expected<Options> read_options(const json& document)
{
    return tablee::core::read_json(document, "options", [](const JsonValue& root) {
        Options options;
        for (const JsonValue& seat : root["seats"].items(4))
            options.seats.push_back({seat["name"].string(20), seat["computer"].boolean()});
        options.rounds = root["rounds"].integer(1, 6);
        options.seed = root["seed"].decimal_u64();
        return options;
    });
}

json valid_options()
{
    return {{"seats", {{{"name", "Ana"}, {"computer", false}}, {{"name", "Bot"}, {"computer", true}}}}, {"rounds", 6},
        {"seed", "18446744073709551615"}};
}

// The error's path and kind for `valid_options()` changed by `patch`.
std::pair<std::string, std::string> refusal(const json& patch)
{
    json document = valid_options();
    document.merge_patch(patch);
    const auto options = read_options(document);
    REQUIRE_FALSE(options);
    CHECK(options.error().code == "json.bad_value");
    return {options.error().args.at(0), options.error().args.at(1)};
}

} // namespace

TEST_CASE("the JSON reader reads a valid document into typed values", "[json_reader]")
{
    const auto options = read_options(valid_options());
    REQUIRE(options);
    REQUIRE(options->seats.size() == 2);
    CHECK(options->seats[1].name == "Bot");
    CHECK(options->seats[1].computer);
    CHECK(options->rounds == 6);
    CHECK(options->seed == 18446744073709551615ULL);
}

TEST_CASE("the JSON reader names the path and the kind of the first wrong value", "[json_reader]")
{
    using P = std::pair<std::string, std::string>;
    CHECK(refusal({{"rounds", "six"}}) == P {"options.rounds", "integer"});
    CHECK(refusal({{"rounds", 7}}) == P {"options.rounds", "integer"});
    CHECK(refusal({{"rounds", 6.5}}) == P {"options.rounds", "integer"});
    CHECK(refusal({{"rounds", 1e300}}) == P {"options.rounds", "integer"});
    CHECK(refusal({{"rounds", 18446744073709551615ULL}}) == P {"options.rounds", "integer"});
    CHECK(refusal({{"rounds", nullptr}}) == P {"options.rounds", "missing"});
    CHECK(refusal({{"seed", 12}}) == P {"options.seed", "decimal"});
    CHECK(refusal({{"seed", "123456789012345678901"}}) == P {"options.seed", "decimal"});
    CHECK(refusal({{"seed", "-1"}}) == P {"options.seed", "decimal"});
    CHECK(refusal({{"seed", ""}}) == P {"options.seed", "decimal"});
    CHECK(refusal({{"seats", "Ana"}}) == P {"options.seats", "array"});
    CHECK(refusal({{"seats", json::array({1, 2, 3, 4, 5})}}) == P {"options.seats", "count"});
    CHECK(refusal({{"seats", json::array({1})}}) == P {"options.seats[0]", "object"});
    CHECK(refusal({{"seats", {{{"name", 3}, {"computer", false}}}}}) == P {"options.seats[0].name", "string"});
    CHECK(refusal({{"seats", {{{"name", std::string(21, 'a')}, {"computer", false}}}}})
        == P {"options.seats[0].name", "length"});
    CHECK(refusal({{"seats", {{{"name", "A"}, {"computer", "yes"}}}}}) == P {"options.seats[0].computer", "boolean"});
    // The first error is the one reported, even when later fields are wrong too.
    CHECK(refusal({{"seats", json::array({1})}, {"rounds", "x"}}) == P {"options.seats[0]", "object"});
}

TEST_CASE("the JSON reader's message reads as a sentence about the path", "[json_reader]")
{
    json document = valid_options();
    document["rounds"] = 9;
    const auto options = read_options(document);
    REQUIRE_FALSE(options);
    CHECK(options.error().message == "options.rounds: expected a whole number from 1 to 6");
    CHECK(options.error().args == std::vector<std::string> {"options.rounds", "integer", "1", "6"});
}

TEST_CASE("the JSON reader never throws whatever the document", "[json_reader]")
{
    for (const json& document : {json(nullptr), json(3), json("text"), json::array({1, 2}), json::object()}) {
        CAPTURE(document.dump());
        const auto options = read_options(document);
        REQUIRE_FALSE(options);
        CHECK(options.error().code == "json.bad_value");
    }
}

TEST_CASE("optional members and parsed names", "[json_reader]")
{
    const json document = {{"colour", "red"}, {"size", nullptr}, {"shape", "cube"}};
    const JsonReader reader(document);
    const JsonValue root = reader.root();
    CHECK_FALSE(root.find("size")); // null reads as absent
    CHECK_FALSE(root.find("weight"));
    const auto known = [](const std::string& name) -> std::optional<int> {
        if (name == "red")
            return 1;
        return std::nullopt;
    };
    CHECK(root["colour"].parsed(10, known) == 1);
    CHECK(reader.ok());
    CHECK(root["shape"].parsed(10, known) == 0);
    REQUIRE_FALSE(reader.ok());
    CHECK(reader.error()->args == std::vector<std::string> {"shape", "choice", "cube"});
}

TEST_CASE("a rule error recorded by the loader keeps its own code", "[json_reader]")
{
    const json document = {{"unit", "A XYZ"}};
    const JsonReader reader(document);
    const auto parse = [](const std::string& text) -> tablee::core::Expected<int> {
        return tablee::core::fail("test.bad_unit", "no such place in " + text, {text});
    };
    CHECK(reader.root()["unit"].parsed(10, parse) == 0);
    REQUIRE(reader.error());
    CHECK(reader.error()->code == "test.bad_unit");
}
