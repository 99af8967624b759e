// Feeds arbitrary bytes to `tablee-cli dominion-campaign` as the campaign description: the
// command must answer with JSON on stdout (exit 0) or a JSON error on stderr (exit 1), never
// crash, hang or leak.

#include "cli/command.hpp"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

namespace tablee::cli {
Command dominion_campaign_command();
} // namespace tablee::cli

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const auto command = tablee::cli::dominion_campaign_command();
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    std::ostringstream out;
    std::ostringstream err;
    tablee::cli::Invocation invocation {{}, in, out, err};
    const int code = command.run(invocation);
    if (code == tablee::cli::exit_ok) {
        if (!err.str().empty() || !nlohmann::json::accept(out.str()))
            __builtin_trap();
    } else if (code == tablee::cli::exit_refused) {
        if (!out.str().empty() || !nlohmann::json::accept(err.str()))
            __builtin_trap();
    } else {
        __builtin_trap(); // no arguments: never a usage error
    }
    return 0;
}
