// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The command line's building blocks. A variant adds its command by writing one
// `<variant>_command.cpp` here that defines `Command <variant>_command()`: a name, its help, and
// the table of its subcommands. Reading the input, checking the words and reporting errors and
// exit codes are done here, once, by `run`.

#include "core/error.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tablee::cli {

// What a command sees: the words after its name, and the three streams.
struct Invocation {
    std::vector<std::string> args;
    std::istream& in;
    std::ostream& out;
    std::ostream& err;
};

using Answer = core::Expected<nlohmann::json>;

// One subcommand, doing exactly one of:
//   from_input  read one JSON object on standard input (no words may follow the subcommand);
//   from_words  read only the words that follow it (its options); a bad word is a usage_error.
// Both answer with the JSON to print, or the error that refuses the input.
struct Subcommand {
    std::string name; // the word after the command; "" for the command used alone
    std::function<Answer(const nlohmann::json& input)> from_input {};
    std::function<Answer(std::span<const std::string> words)> from_words {};
    // For from_input: the fields of the input that may also be given as options, "--level strong"
    // setting the input's "level" to "strong" (the option wins over the input's own).
    std::vector<std::string> input_options {};
};

struct Command {
    std::string name; // the short word typed, e.g. "diplomacy"
    std::string variant; // the variant's one name, e.g. "diplomacy_deadman"
    std::string summary; // one line for --help
    std::string usage; // full help text of the command
    std::vector<Subcommand> subcommands;
};

// Exit codes shared by every command.
inline constexpr int exit_ok = 0;
inline constexpr int exit_refused = 1; // bad JSON, impossible input, rule refused
inline constexpr int exit_usage = 2; // unknown subcommand or option

inline constexpr const char* usage_error_code = "cli.usage";

// The error a from_words subcommand returns for a word it does not take (exit 2).
core::Error usage_error(std::string message);

// The whole number written `text`, from 0 to `most`, given to option `option` ("--seed"); a usage
// error saying what the option takes otherwise.
core::Expected<std::uint64_t> whole_number_word(std::string_view option, std::string_view text, std::uint64_t most);

// Runs the subcommand named by the invocation's first word: reads the input or hands over the
// words, prints the answer, reports errors. Returns the process exit code.
int run(const Command& command, Invocation& invocation);

// Reads the whole standard input as JSON (with the core's size and depth limits).
core::Expected<nlohmann::json> read_json_input(std::istream& in);

// Writes `json` compactly on one line.
void print_json(std::ostream& out, const nlohmann::json& json);

// Writes {"error": {"code": ..., "message": ..., "args": [...]}} on `err`; returns exit_usage for
// a usage_error, exit_refused for any other.
int report_error(std::ostream& err, const core::Error& error);

// Writes a usage error and returns exit_usage.
int report_usage(std::ostream& err, std::string message);

// Every registered command (generated from CMake's list of variants).
std::vector<Command> all_commands();

} // namespace tablee::cli
