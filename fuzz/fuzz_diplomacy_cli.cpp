// Feeds arbitrary bytes to `tablee-cli diplomacy adjudicate`, `step` and `deadman-tally` (the
// first byte picks which, by its value modulo 3: the seed corpus uses '0' adjudicate, '1' step,
// '2' deadman-tally): every one keeps the contract of cli_contract.hpp.

#include "cli_contract.hpp"

#include <array>

namespace tablee::cli {
Command diplomacy_deadman_command();
} // namespace tablee::cli

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    static const auto command = tablee::cli::diplomacy_deadman_command();
    static const std::array<const char*, 3> subcommands {"adjudicate", "step", "deadman-tally"};
    tablee::fuzz::check_cli_contract(command, {subcommands[data[0] % 3]}, data + 1, size - 1);
    return 0;
}
