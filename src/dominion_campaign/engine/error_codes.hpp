// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Every error code the Dominion campaign engine returns, in one place. The Qt layer has a text for each
// (a widget test checks it, in English and in French); tests/check_error_codes.cmake checks that
// the engine's sources use no other code of this variant. The command line reports these, the
// core's (json.*, save.*, seats.*...) and its own cli.*; it never makes one up under this prefix.

#include <array>
#include <string_view>

namespace tablee::dominion_campaign {

inline constexpr std::array<std::string_view, 28> error_codes {
    "dominion_campaign.already_eliminated",
    "dominion_campaign.already_kept",
    "dominion_campaign.already_used",
    "dominion_campaign.bad_player",
    "dominion_campaign.bad_replaced",
    "dominion_campaign.bad_score",
    "dominion_campaign.bad_seating",
    "dominion_campaign.cost_too_high",
    "dominion_campaign.data_basic",
    "dominion_campaign.data_duplicate",
    "dominion_campaign.data_syntax",
    "dominion_campaign.data_unknown_set",
    "dominion_campaign.duplicate_card",
    "dominion_campaign.duplicate_in_deck",
    "dominion_campaign.duplicate_set",
    "dominion_campaign.no_set",
    "dominion_campaign.not_in_kingdom",
    "dominion_campaign.not_in_pool",
    "dominion_campaign.not_drawable",
    "dominion_campaign.not_in_supply",
    "dominion_campaign.not_scored",
    "dominion_campaign.not_your_turn",
    "dominion_campaign.pile_empty",
    "dominion_campaign.pool_too_small",
    "dominion_campaign.unknown_card",
    "dominion_campaign.unknown_set",
    "dominion_campaign.wrong_count",
    "dominion_campaign.wrong_phase",
};

} // namespace tablee::dominion_campaign
