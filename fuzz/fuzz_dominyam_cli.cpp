// Feeds arbitrary bytes to `tablee-cli dominyam meals` and `score` (the first byte picks which:
// even = meals, odd = score; the seed corpus uses "b" and "a"):
// the command must answer with JSON on stdout (exit 0) or a JSON error on stderr (exit 1), never
// crash, hang or leak.

#include "cli/command.hpp"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

namespace tablee::cli {
Command dominyam_command();
} // namespace tablee::cli

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size == 0)
        return 0;
    static const auto command = tablee::cli::dominyam_command();
    const std::string subcommand = (data[0] & 1) ? "score" : "meals";
    std::istringstream in(std::string(reinterpret_cast<const char*>(data + 1), size - 1));
    std::ostringstream out;
    std::ostringstream err;
    tablee::cli::Invocation invocation {{subcommand}, in, out, err};
    const int code = command.run(invocation);
    if (code == tablee::cli::exit_ok) {
        if (!err.str().empty() || !nlohmann::json::accept(out.str()))
            __builtin_trap();
    } else if (code == tablee::cli::exit_refused) {
        if (!out.str().empty() || !nlohmann::json::accept(err.str()))
            __builtin_trap();
    } else {
        __builtin_trap(); // the arguments are always valid here
    }
    return 0;
}
