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
    const int code = command.run(invocation);
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

// The same, the subcommand chosen by the first byte (its value modulo the number of subcommands),
// the input being the rest.
inline void check_cli_subcommands(const tablee::cli::Command& command, const std::vector<std::string>& subcommands,
    const std::uint8_t* data, std::size_t size)
{
    if (size == 0 || subcommands.empty())
        return;
    check_cli_contract(command, {subcommands[data[0] % subcommands.size()]}, data + 1, size - 1);
}

} // namespace tablee::fuzz
