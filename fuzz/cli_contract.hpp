// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The contract every `tablee-cli` subcommand keeps with whatever it reads, checked by the fuzz
// targets: JSON on standard output and exit 0, or a JSON error on standard error and exit 1;
// never a usage error (the targets give valid arguments), a crash, a hang or a leak.

#include "cli/command.hpp"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

namespace tablee::fuzz {

inline void check_cli_contract(
    const tablee::cli::Command& command, std::vector<std::string> args, const std::uint8_t* data, std::size_t size)
{
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    std::ostringstream out;
    std::ostringstream err;
    tablee::cli::Invocation invocation {std::move(args), in, out, err};
    const int code = tablee::cli::run(command, invocation);
    if (code == tablee::cli::exit_ok) {
        if (!err.str().empty() || !nlohmann::json::accept(out.str()))
            __builtin_trap();
    } else if (code == tablee::cli::exit_refused) {
        if (!out.str().empty() || !nlohmann::json::accept(err.str()))
            __builtin_trap();
    } else {
        __builtin_trap();
    }
}

// The same for every subcommand of `command` that reads the input, from its table: when there are
// several, the first byte picks one (its value modulo their number, in table order) and the rest is
// the input; with one, all the bytes are its input.
inline void check_cli_inputs(const tablee::cli::Command& command, const std::uint8_t* data, std::size_t size)
{
    std::vector<std::string> readers;
    for (const auto& subcommand : command.subcommands)
        if (subcommand.from_input)
            readers.push_back(subcommand.name);
    if (readers.size() == 1) {
        check_cli_contract(command, readers.front().empty() ? std::vector<std::string> {} : readers, data, size);
        return;
    }
    if (size == 0 || readers.empty())
        return;
    check_cli_contract(command, {readers[data[0] % readers.size()]}, data + 1, size - 1);
}

} // namespace tablee::fuzz
