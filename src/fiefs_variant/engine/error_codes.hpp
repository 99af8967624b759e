// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every error code the Fiefs engine returns, in one place: the window has a text for each
// (checked by its tests); tests/check_error_codes.cmake checks that the engine's sources use no
// other code of this variant.

#include <array>
#include <string_view>

namespace tablee::fiefs_variant {

inline constexpr std::array<std::string_view, 47> error_codes {
    "fiefs_variant.alliance_count",
    "fiefs_variant.alliance_exists",
    "fiefs_variant.alliance_marker",
    "fiefs_variant.alliance_partner",
    "fiefs_variant.bad_edge",
    "fiefs_variant.bad_space",
    "fiefs_variant.bad_state",
    "fiefs_variant.bad_tiles",
    "fiefs_variant.border_closes_opponent",
    "fiefs_variant.border_count",
    "fiefs_variant.border_in_fief",
    "fiefs_variant.border_in_neutral_zone",
    "fiefs_variant.border_makes_neutral",
    "fiefs_variant.border_not_own_region",
    "fiefs_variant.border_taken",
    "fiefs_variant.castle_site",
    "fiefs_variant.castles_too_close",
    "fiefs_variant.expand_allied",
    "fiefs_variant.expand_castle",
    "fiefs_variant.expand_knight",
    "fiefs_variant.expand_not_next",
    "fiefs_variant.expand_own_fief",
    "fiefs_variant.expand_too_weak",
    "fiefs_variant.die_face",
    "fiefs_variant.first_knight_site",
    "fiefs_variant.game_over",
    "fiefs_variant.join_choice",
    "fiefs_variant.knight_count",
    "fiefs_variant.knight_in_enemy_fief",
    "fiefs_variant.knight_not_next",
    "fiefs_variant.knight_terrain",
    "fiefs_variant.no_ally",
    "fiefs_variant.no_ally_left",
    "fiefs_variant.no_border_left",
    "fiefs_variant.no_border_place",
    "fiefs_variant.no_expansion",
    "fiefs_variant.no_knight_left",
    "fiefs_variant.no_knight_place",
    "fiefs_variant.no_traitor",
    "fiefs_variant.no_treason_room",
    "fiefs_variant.not_your_fief",
    "fiefs_variant.space_taken",
    "fiefs_variant.too_poor",
    "fiefs_variant.too_poor_to_attempt",
    "fiefs_variant.treason_destination",
    "fiefs_variant.treason_target",
    "fiefs_variant.wrong_step",
};

} // namespace tablee::fiefs_variant
