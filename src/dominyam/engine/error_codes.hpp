// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every error code the Dominyam engine returns, in one place. The Qt layer has a text for each
// (a widget test checks it, in English and in French); tests/check_error_codes.cmake checks that
// the engine's sources use no other code of this variant. The command line reports these, the
// core's (json.*, save.*, seats.*...) and its own cli.*; it never makes one up under this prefix.

#include <array>
#include <string_view>

namespace tablee::dominyam {

inline constexpr std::array<std::string_view, 23> error_codes {
    "dominyam.already_rolled",
    "dominyam.bad_dice",
    "dominyam.bad_half",
    "dominyam.bad_point_die",
    "dominyam.bad_tile",
    "dominyam.below_objective",
    "dominyam.cell_off_board",
    "dominyam.cells_not_adjacent",
    "dominyam.cells_overlap",
    "dominyam.dice_mismatch",
    "dominyam.dice_thrown",
    "dominyam.duplicate_tile",
    "dominyam.game_over",
    "dominyam.no_dice_thrown",
    "dominyam.no_roll_left",
    "dominyam.not_exposed",
    "dominyam.not_rolled",
    "dominyam.not_touching",
    "dominyam.nothing_rerolled",
    "dominyam.same_tile",
    "dominyam.tile_eaten",
    "dominyam.too_many_tiles",
    "dominyam.would_isolate",
};

} // namespace tablee::dominyam
