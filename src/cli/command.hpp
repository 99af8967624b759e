#pragma once

// The command line's building blocks. A variant adds a subcommand by writing one
// `<variant>_command.cpp` here that defines `Command <variant>_command()`, and listing it in
// this folder's CMakeLists.txt.

#include "core/error.hpp"

#include <nlohmann/json.hpp>

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

namespace tablee::cli {

// What a subcommand sees: the words after its name, and the three streams.
struct Invocation {
    std::vector<std::string> args;
    std::istream& in;
    std::ostream& out;
    std::ostream& err;
};

struct Command {
    std::string name; // e.g. "dominyam"
    std::string summary; // one line for --help
    std::string usage; // full help text of the subcommand
    // Returns the process exit code.
    std::function<int(Invocation&)> run;
};

// Exit codes shared by every subcommand.
inline constexpr int exit_ok = 0;
inline constexpr int exit_refused = 1; // bad JSON, impossible input, rule refused
inline constexpr int exit_usage = 2; // unknown subcommand or option

// Reads the whole standard input as JSON (with the core's size and depth limits).
core::Expected<nlohmann::json> read_json_input(std::istream& in);

// Writes `json` compactly on one line.
void print_json(std::ostream& out, const nlohmann::json& json);

// Writes {"error": {"code": ..., "message": ..., "args": [...]}} on `err`; returns exit_refused.
int report_error(std::ostream& err, const core::Error& error);

// Writes a usage error for `command` and returns exit_usage.
int report_usage(std::ostream& err, const std::string& message);

// Every registered subcommand (generated from CMake's list).
std::vector<Command> all_commands();

} // namespace tablee::cli
