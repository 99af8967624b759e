// Feeds arbitrary bytes to `tablee-cli dominion-campaign` as the campaign description: the
// command keeps the contract of cli_contract.hpp.

#include "cli_contract.hpp"

namespace tablee::cli {
Command dominion_campaign_command();
} // namespace tablee::cli

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const auto command = tablee::cli::dominion_campaign_command();
    tablee::fuzz::check_cli_contract(command, {}, data, size);
    return 0;
}
