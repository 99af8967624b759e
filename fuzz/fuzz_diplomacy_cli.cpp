// Feeds arbitrary bytes to `tablee-cli diplomacy adjudicate`, `step` and `deadman-tally` (the
// first byte picks which, by its value modulo 3: the seed corpus uses '0' adjudicate, '1' step,
// '2' deadman-tally): every one keeps the contract of cli_contract.hpp.

#include "cli_contract.hpp"

namespace tablee::cli {
Command diplomacy_deadman_command();
} // namespace tablee::cli

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const auto command = tablee::cli::diplomacy_deadman_command();
    tablee::fuzz::check_cli_subcommands(command, {"adjudicate", "step", "deadman-tally"}, data, size);
    return 0;
}
