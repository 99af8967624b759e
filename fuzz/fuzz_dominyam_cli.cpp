// Feeds arbitrary bytes to `tablee-cli dominyam meals` and `score`: every subcommand that reads
// input keeps the contract of cli_contract.hpp (the first byte picks the subcommand when there are
// several, in the order of the command's table).

#include "cli_contract.hpp"

namespace tablee::cli {
Command dominyam_command();
} // namespace tablee::cli

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const auto command = tablee::cli::dominyam_command();
    tablee::fuzz::check_cli_inputs(command, data, size);
    return 0;
}
