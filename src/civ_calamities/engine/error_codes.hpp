// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every error code the Civilization calamities engine returns, in one place: the window has a
// text for each (checked by its tests); tests/check_error_codes.cmake checks that the engine's
// sources use no other code of this variant.

#include <array>
#include <string_view>

namespace tablee::civ_calamities {

inline constexpr std::array<std::string_view, 35> error_codes {
    "civ_calamities.bad_players",
    "civ_calamities.bad_position",
    "civ_calamities.bad_setting",
    "civ_calamities.board_asymmetric",
    "civ_calamities.board_bad_area",
    "civ_calamities.board_unknown_area",
    "civ_calamities.city_needs_five",
    "civ_calamities.city_taken",
    "civ_calamities.enough_tokens",
    "civ_calamities.evening_over",
    "civ_calamities.no_city",
    "civ_calamities.no_city_stock",
    "civ_calamities.no_colour_left",
    "civ_calamities.no_stock",
    "civ_calamities.no_surplus",
    "civ_calamities.no_token",
    "civ_calamities.no_unit",
    "civ_calamities.not_a_centre",
    "civ_calamities.not_a_player",
    "civ_calamities.not_belligerent",
    "civ_calamities.not_contiguous",
    "civ_calamities.not_in_contact",
    "civ_calamities.not_in_reach",
    "civ_calamities.not_victims_city",
    "civ_calamities.nothing_owed",
    "civ_calamities.refused_choice",
    "civ_calamities.sea_area",
    "civ_calamities.trader_is_victim",
    "civ_calamities.unfinished",
    "civ_calamities.unknown_area",
    "civ_calamities.unknown_nation",
    "civ_calamities.victim_tokens_owed",
    "civ_calamities.winner_is_victim",
    "civ_calamities.would_empty_area",
    "civ_calamities.wrong_step",
};

} // namespace tablee::civ_calamities
