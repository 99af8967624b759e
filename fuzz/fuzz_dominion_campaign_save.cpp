// Feeds arbitrary bytes to the Dominion campaign's save loader, which reads the envelope, the
// options and the moves, then replays every move through the rules: it must refuse or accept,
// never crash, hang or leak; an accepted campaign must save and load back as the same campaign.

#include "dominion_campaign/engine/serialization.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    namespace dc = tablee::dominion_campaign;
    const auto campaign = dc::Campaign::load(std::string_view(reinterpret_cast<const char*>(data), size));
    if (!campaign)
        return 0;
    const auto again = dc::Campaign::load(campaign->save("fuzz", "now"));
    if (!again || again->state() != campaign->state() || again->history() != campaign->history())
        __builtin_trap();
    return 0;
}
