#include "cli/command.hpp"

#include <catch2/catch.hpp>

#include <set>
#include <sstream>

using namespace tablee::cli;

TEST_CASE("stdin JSON is read whole and errors are reported as JSON", "[cli]")
{
    std::istringstream in(R"({"dice": [1, 2, 3]})");
    const auto json = read_json_input(in);
    REQUIRE(json);
    CHECK((*json)["dice"].size() == 3);

    std::istringstream bad("{oops");
    const auto refused = read_json_input(bad);
    REQUIRE_FALSE(refused);
    std::ostringstream err;
    CHECK(report_error(err, refused.error()) == exit_refused);
    const auto printed = nlohmann::json::parse(err.str());
    CHECK(printed["error"]["code"] == "json.syntax");
    CHECK(printed["error"]["message"].get<std::string>().find("JSON") != std::string::npos);
}

TEST_CASE("a usage error exits 2 with a JSON message", "[cli]")
{
    std::ostringstream err;
    CHECK(report_usage(err, "unknown option") == exit_usage);
    CHECK(nlohmann::json::parse(err.str())["error"]["code"] == "cli.usage");
}

TEST_CASE("registered commands have distinct names and help", "[cli]")
{
    std::set<std::string> names;
    for (const auto& command : all_commands()) {
        CHECK(names.insert(command.name).second);
        CHECK_FALSE(command.summary.empty());
        CHECK_FALSE(command.usage.empty());
        CHECK(command.run);
    }
}
