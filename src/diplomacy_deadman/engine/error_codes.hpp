// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every error code the Diplomacy engine returns, in one place. The window to come will have a
// text for each, checked like the other variants'; tests/check_error_codes.cmake checks that
// the engine's sources use no other code of this variant. The command line reports these, the
// core's (json.*, save.*, seats.*...) and its own cli.*; it never makes one up under this prefix.

#include <array>
#include <string_view>

namespace tablee::diplomacy_deadman {

inline constexpr std::array<std::string_view, 25> error_codes {
    "diplomacy_deadman.already_handed_in",
    "diplomacy_deadman.bad_phase",
    "diplomacy_deadman.bad_proposer",
    "diplomacy_deadman.bad_state",
    "diplomacy_deadman.bad_unit",
    "diplomacy_deadman.dead_man_order",
    "diplomacy_deadman.game_over",
    "diplomacy_deadman.hand_ins_pending",
    "diplomacy_deadman.map_asymmetric",
    "diplomacy_deadman.map_bad_adjacency",
    "diplomacy_deadman.map_bad_start",
    "diplomacy_deadman.map_duplicate",
    "diplomacy_deadman.map_syntax",
    "diplomacy_deadman.map_too_large",
    "diplomacy_deadman.map_unknown_place",
    "diplomacy_deadman.no_dead_man",
    "diplomacy_deadman.not_a_writer",
    "diplomacy_deadman.order_ambiguous_place",
    "diplomacy_deadman.order_empty",
    "diplomacy_deadman.order_syntax",
    "diplomacy_deadman.order_too_long",
    "diplomacy_deadman.order_unknown_place",
    "diplomacy_deadman.too_many_orders",
    "diplomacy_deadman.too_many_proposals",
    "diplomacy_deadman.two_units",
};

} // namespace tablee::diplomacy_deadman
