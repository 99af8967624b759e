// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/engine/warnings.hpp"

#include "civ_calamities/engine/calamities.hpp"
#include "civ_calamities/engine/phases.hpp"

namespace tablee::civ_calamities {

std::vector<PositionWarning> position_warnings(const Board& board, const Position& position)
{
    using Kind = PositionWarning::Kind;
    std::vector<PositionWarning> warnings;
    const auto nations = static_cast<NationId>(position.nations.size());
    for (AreaId a = 0; a < board.size(); ++a) {
        if (const AreaSurplus surplus = surplus_at(board, position, a); surplus.over)
            warnings.push_back({Kind::over_limit, a, surplus.present.front(), surplus.tokens, surplus.limit,
                surplus.present.size() > 1});
        for (NationId n = 0; n < nations; ++n) {
            const Holding& holding = position.at(n, a);
            if (holding.city && board.area(a).city_site == CitySite::none)
                warnings.push_back({Kind::city_without_site, a, n, 0, 0});
            // Secessionists' tokens may stand in their city's area (the spec's Secession, step 4).
            if (holding.city && holding.tokens > 0 && !position.nations[n].secessionist)
                warnings.push_back({Kind::city_with_tokens, a, n, holding.tokens, 0});
        }
    }
    std::vector<NationId> onBoard;
    std::vector<AreaId> somewhere(nations, 0);
    for (NationId n = 0; n < nations; ++n)
        for (AreaId a = 0; a < board.size(); ++a)
            if (position.has_units(n, a)) {
                onBoard.push_back(n);
                somewhere[n] = a;
                break;
            }
    if (onBoard.size() >= 2)
        for (const NationId n : onBoard)
            if (!position.nations[n].secessionist // never a victim nor a winner: no war to reach it
                && std::ranges::none_of(
                    onBoard, [&](NationId other) { return other != n && in_contact(board, position, n, other); }))
                warnings.push_back({Kind::no_contact, somewhere[n], n, 0, 0});
    return warnings;
}

} // namespace tablee::civ_calamities
