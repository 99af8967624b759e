// Feeds arbitrary bytes to `tablee-cli diplomacy adjudicate` (the command's run function with
// string streams): any input must give JSON on one stream and exit 0 or 1, never a crash.

#include "cli/command.hpp"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

namespace tablee::cli {
Command diplomacy_deadman_command();
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const tablee::cli::Command command = tablee::cli::diplomacy_deadman_command();
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    std::ostringstream out;
    std::ostringstream err;
    tablee::cli::Invocation invocation {{"adjudicate"}, in, out, err};
    const int code = command.run(invocation);
    if (code != 0 && code != 1)
        __builtin_trap();
    if ((code == 0) == out.str().empty())
        __builtin_trap(); // success prints a result, a refusal prints nothing on stdout
    return 0;
}
