// Feeds arbitrary bytes to `tablee-cli dominyam meals` and `score` (the first byte picks which:
// even = meals, odd = score; the seed corpus uses "b" and "a"): the command keeps the contract of
// cli_contract.hpp.

#include "cli_contract.hpp"

namespace tablee::cli {
Command dominyam_command();
} // namespace tablee::cli

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const auto command = tablee::cli::dominyam_command();
    tablee::fuzz::check_cli_subcommands(command, {"meals", "score"}, data, size);
    return 0;
}
