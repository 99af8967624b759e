// SPDX-License-Identifier: GPL-3.0-or-later
// tablee-cli: the rules engines behind a JSON-in, JSON-out command line (docs/cli.md).

#include "cli/command.hpp"
#include "core/version.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

namespace {

using tablee::cli::Command;

std::string general_help(const std::vector<Command>& commands)
{
    std::string text = "Usage: tablee-cli <command> [arguments]\n"
                       "\n"
                       "The Tablée rules engines, JSON in (standard input), JSON out (standard output).\n"
                       "Errors are printed as JSON on standard error with a non-zero exit code:\n"
                       "1 when the input is refused, 2 for a usage error.\n"
                       "\n"
                       "Commands:\n";
    text += fmt::format("  {:<20} {}\n", "version", "print the version as JSON");
    for (const auto& command : commands)
        text += fmt::format("  {:<20} {}\n  {:<20} (variant {})\n", command.name, command.summary, "", command.variant);
    text += "\nRun 'tablee-cli <command> --help' for a command's details. Full documentation: docs/cli.md in\n"
            "the sources, /usr/share/doc/tablee/cli.md once installed; and man tablee-cli.\n";
    return text;
}

} // namespace

int main(int argc, char** argv)
{
    const std::vector<std::string> words(argv + 1, argv + argc);
    const auto commands = tablee::cli::all_commands();

    if (words.empty() || words[0] == "--help" || words[0] == "-h" || words[0] == "help") {
        (words.empty() ? std::cerr : std::cout) << general_help(commands);
        return words.empty() ? tablee::cli::exit_usage : tablee::cli::exit_ok;
    }
    if (words[0] == "version" || words[0] == "--version") {
        tablee::cli::print_json(std::cout, {{"name", "tablee-cli"}, {"version", tablee::core::app_version}});
        return tablee::cli::exit_ok;
    }
    const auto command = std::ranges::find(commands, words[0], &Command::name);
    if (command == commands.end())
        return tablee::cli::report_usage(
            std::cerr, fmt::format("unknown command \"{}\"; see tablee-cli --help", words[0]));

    tablee::cli::Invocation invocation {{words.begin() + 1, words.end()}, std::cin, std::cout, std::cerr};
    return tablee::cli::run(*command, invocation);
}
