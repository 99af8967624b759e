// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the referee points at in a position the table entered by hand. The position stands as
// the table set it (a real board may well be so for a while); these say what looks wrong, so
// that a slip of the editor is seen before a calamity is resolved on it.

#include "civ_calamities/engine/board.hpp"
#include "civ_calamities/engine/position.hpp"

#include <cstdint>
#include <vector>

namespace tablee::civ_calamities {

struct PositionWarning {
    enum class Kind : std::uint8_t {
        over_limit, // more tokens than the limit (see surplus_at: Agriculture counted)
        city_without_site, // a city where the board prints no city site
        no_contact, // a player's nation whose units touch no other nation's: no war can reach it
        city_with_tokens, // a city and tokens of its own player's nation in one area (a city stands
                          // alone; secessionists' tokens may stand with their city)
    };
    Kind kind = Kind::over_limit;
    AreaId area = 0; // over_limit, city_without_site; no_contact: one of the nation's areas
    NationId nation = 0; // city_without_site, no_contact, city_with_tokens; over_limit: the first there
    int tokens = 0; // over_limit: all the tokens there; city_with_tokens: the nation's there
    int limit = 0; // over_limit
    // over_limit: several nations stand there, a conflict the table settles (no surplus phase).
    bool shared = false;

    friend bool operator==(const PositionWarning&, const PositionWarning&) = default;
};

// Every warning of `position`, by area in the board's order, then the nations out of contact
// (only when at least two nations have units on the board).
std::vector<PositionWarning> position_warnings(const Board& board, const Position& position);

} // namespace tablee::civ_calamities
