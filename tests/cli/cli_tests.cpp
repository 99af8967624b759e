// SPDX-License-Identifier: GPL-3.0-or-later
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
        CHECK_FALSE(command.variant.empty());
        std::set<std::string> words;
        for (const auto& subcommand : command.subcommands) {
            CHECK(words.insert(subcommand.name).second);
            // Exactly one way to read: the input, or the words.
            CHECK(static_cast<bool>(subcommand.from_input) != static_cast<bool>(subcommand.from_words));
        }
        CHECK_FALSE(command.subcommands.empty());
    }
}

TEST_CASE("every subcommand of every command answers --help with its usage", "[cli]")
{
    for (const auto& command : all_commands())
        for (const auto& subcommand : command.subcommands)
            for (const char* help : {"--help", "-h"}) {
                std::vector<std::string> args;
                if (!subcommand.name.empty())
                    args.push_back(subcommand.name);
                args.emplace_back(help);
                std::istringstream in;
                std::ostringstream out;
                std::ostringstream err;
                Invocation invocation {args, in, out, err};
                INFO(command.name << ' ' << subcommand.name << ' ' << help);
                CHECK(run(command, invocation) == exit_ok);
                CHECK(out.str() == command.usage);
                CHECK(err.str().empty());
            }
}

namespace {

// A command of two subcommands: "echo" answers its input, "count" the number of its words.
Command test_command()
{
    return {.name = "test",
        .variant = "test_variant",
        .summary = "a test",
        .usage = "usage",
        .subcommands = {{.name = "echo", .from_input = [](const nlohmann::json& input) -> Answer { return input; }},
            {.name = "count", .from_words = [](std::span<const std::string> words) -> Answer {
                 if (words.size() > 2)
                     return std::unexpected(usage_error("too many words"));
                 return nlohmann::json {{"words", words.size()}};
             }}}};
}

struct Outcome {
    int code;
    std::string out;
    std::string err;
};

Outcome run_test_command(std::vector<std::string> args, const std::string& input = "")
{
    std::istringstream in(input);
    std::ostringstream out;
    std::ostringstream err;
    Invocation invocation {std::move(args), in, out, err};
    const int code = run(test_command(), invocation);
    return {code, out.str(), err.str()};
}

std::string error_code(const Outcome& outcome)
{
    return nlohmann::json::parse(outcome.err)["error"]["code"].get<std::string>();
}

} // namespace

TEST_CASE("run reads the input once for every subcommand and reports with the right exit code", "[cli]")
{
    const auto echoed = run_test_command({"echo"}, R"({"a": 1})");
    CHECK(echoed.code == exit_ok);
    CHECK(nlohmann::json::parse(echoed.out) == nlohmann::json {{"a", 1}});
    CHECK(echoed.err.empty());

    const auto bad_json = run_test_command({"echo"}, "{oops");
    CHECK(bad_json.code == exit_refused);
    CHECK(bad_json.out.empty());
    CHECK(error_code(bad_json) == "json.syntax");

    const auto stray_option = run_test_command({"echo", "--fast"}, "{}");
    CHECK(stray_option.code == exit_usage);
    CHECK(error_code(stray_option) == "cli.usage");
    CHECK(stray_option.err.find("--fast") != std::string::npos);

    const auto counted = run_test_command({"count", "a", "b"});
    CHECK(counted.code == exit_ok);
    CHECK(nlohmann::json::parse(counted.out)["words"] == 2);
    CHECK(run_test_command({"count", "a", "b", "c"}).code == exit_usage);

    const auto unknown = run_test_command({"frobnicate"});
    CHECK(unknown.code == exit_usage);
    CHECK(unknown.err.find("echo or count") != std::string::npos);
    CHECK(run_test_command({}).code == exit_usage); // no subcommand "" here
}
