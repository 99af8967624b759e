// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The routine phases the calamities touch (/work/shared/rules/civ-calamities.md), applied on
// demand by the referee: population expansion with the secessionists' growth rule, the removal of
// surplus population (a phase of its own, later in the turn), and the city support check.

#include "civ_calamities/engine/position.hpp"

#include <vector>

namespace tablee::civ_calamities {

// An area over its limit where several nations stand: the table settles it by hand (the usual
// conflict rules), the referee only points at it.
struct SurplusConflict {
    AreaId area = 0;
    std::vector<NationId> nations;
    int tokens = 0; // all the nations' tokens there
    int limit = 0; // the printed limit (+1 for a nation with Agriculture: see population_limit)

    friend bool operator==(const SurplusConflict&, const SurplusConflict&) = default;
};

// The population in an area against its limit: the nations there, all their tokens, and
// whether that is over the limit: alone, over the nation's own limit (Agriculture counted);
// together, over the limit of any nation there. `limit`: alone the nation's, together the
// printed one.
struct AreaSurplus {
    std::vector<NationId> present;
    int tokens = 0;
    int limit = 0;
    bool over = false;
};
AreaSurplus surplus_at(const Board& board, const Position& position, AreaId area);

struct ExpansionResult {
    Position position;
    std::vector<int> grown; // tokens added, by nation
    std::vector<bool> stock_short; // the nation's stock ran out before every area grew
};

// Population expansion: an area with 1 token of a nation gains 1, with 2 or more gains 2, up to
// that nation's stock; no area with a city grows. Nothing is taken back here: ordinary nations are
// not capped when they grow (the surplus goes in its own phase, after movement, conflict and city
// building: remove_surplus). Secessionists grow only where they are below their limit
// (Agriculture counted) or share the area with another nation ([decision] both kinds of area grow,
// by the same +1/+2). [decision] When a stock runs short, the areas grow in the board's order
// (alphabetical) until it is empty, and the result says so: the table may move tokens by hand if
// it grows them otherwise.
ExpansionResult population_expansion(const Board& board, const Position& position);

struct SurplusResult {
    Position position;
    std::vector<int> removed; // surplus tokens taken back where a nation stood alone, by nation
    std::vector<SurplusConflict> conflicts; // several nations over the limit together: by hand
};

// The areas over their limit (surplus_at), in the board's order; those where one nation stands
// alone first say whether Remove surplus population has anything to take back.
std::vector<AreaId> areas_over_limit(const Board& board, const Position& position);
// Whether some area holds more tokens of a nation standing alone than its limit.
bool has_lone_surplus(const Board& board, const Position& position);

// Surplus population removed (Advanced Civilization's own phase, after movement, conflict and city
// building): where one nation stands alone over its limit, its surplus goes back to its stock;
// where several nations are over the limit together, a conflict is listed for the table.
SurplusResult remove_surplus(const Board& board, const Position& position);

// The cities a nation cannot support: 2 tokens on the board for each city.
inline constexpr int tokens_per_city_supported = 2;
struct SupportShortfall {
    NationId nation = 0;
    int cities = 0;
    int tokens = 0; // on the board
    int tokens_needed = 0; // tokens_per_city_supported for each city

    friend bool operator==(const SupportShortfall&, const SupportShortfall&) = default;
};
// Every nation short of support (secessionists included: their city needs 2 of their tokens).
// Reducing a city (reduce_city: the owner picks which) adds tokens and lowers the need, so the
// check is made again after each reduction until it is empty.
std::vector<SupportShortfall> city_support(const Position& position);

} // namespace tablee::civ_calamities
