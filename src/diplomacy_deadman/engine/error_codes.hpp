#pragma once

// Every error code the Diplomacy engine returns, in one place. The window to come will have a
// text for each, checked like the other variants'; tests/check_error_codes.cmake checks that
// the engine's sources use no other code of this variant. The command line reports these, the
// core's (json.*, save.*, seats.*...) and its own cli.*; it never makes one up under this prefix.

#include <array>
#include <string_view>

namespace tablee::diplomacy {

inline constexpr std::array<std::string_view, 18> error_codes {
    "diplomacy.bad_phase",
    "diplomacy.bad_state",
    "diplomacy.bad_unit",
    "diplomacy.game_over",
    "diplomacy.map_asymmetric",
    "diplomacy.map_bad_adjacency",
    "diplomacy.map_bad_start",
    "diplomacy.map_duplicate",
    "diplomacy.map_syntax",
    "diplomacy.map_too_large",
    "diplomacy.map_unknown_place",
    "diplomacy.no_dead_man",
    "diplomacy.order_empty",
    "diplomacy.order_syntax",
    "diplomacy.order_too_long",
    "diplomacy.order_unknown_place",
    "diplomacy.too_many_proposals",
    "diplomacy.two_units",
};

} // namespace tablee::diplomacy
