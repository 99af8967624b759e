// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The campaign's arithmetic, as pure functions of numbers: how many rounds, who eliminates how
// many cards, what a starting deck holds, how large each pile is, and the ranking with the tie
// rule. The campaign (campaign.hpp) applies them; the tests check them directly.

#include "dominion_campaign/engine/cards.hpp"

#include "core/error.hpp"

#include <cstddef>
#include <vector>

namespace tablee::dominion_campaign {

inline constexpr std::size_t min_players = 2;
inline constexpr std::size_t max_players = 4;
inline constexpr int kingdom_size = 10;
inline constexpr int default_replaced = 3;
inline constexpr int starting_estates = 3;
// Kept cards may cost at most this many coins.
inline constexpr int max_keep_cost = 4;
// Entered round scores are refused beyond this (a real Dominion score is far below); keeps sums
// far from overflow.
inline constexpr int max_round_score = 100'000;

// 1 + floor((pool - 10) / k): 25 cards, k=3: 6; 50, 5: 9; 50, 4: 11.
// Preconditions: pool_size >= kingdom_size, replaced >= 1.
int round_count(int pool_size, int replaced);
// The pool cards never used because (pool - 10) is not a multiple of k ([decision]).
// Same preconditions.
int unused_card_count(int pool_size, int replaced);

// What a pool of kingdom cards and k make of a campaign.
struct CampaignLength {
    int rounds = 0;
    int unused = 0; // unused_card_count
    int max_replaced = 0; // the largest k this pool allows
};
// The length, or why this pool and k make no campaign: dominion_campaign.pool_too_small (pool size,
// the least pool), dominion_campaign.bad_replaced (k, the largest k: k must be 1..10 and leave at
// least two rounds). State::start refuses with these; the setup screen shows them as the sets
// and k are chosen.
core::Expected<CampaignLength> campaign_length(int pool_size, int replaced);

// One chooser's turn in the elimination: `rank` is 0-based in the ranking (0 = leader).
struct ChooserTurn {
    std::size_t rank = 0;
    int picks = 0;
    friend bool operator==(const ChooserTurn&, const ChooserTurn&) = default;
};

// Who eliminates how many cards, in order (best-ranked chooser first; choosers with no pick are
// left out). The source's table for k = 3 (2 players: 1st 1, 2nd 2; 3 players: 2nd 1, 3rd 2;
// 4 players: 2nd, 3rd, 4th 1 each), and for other k ([decision]): the choosers are ranks 1-2
// with 2 players, 2..n with more; picks shared as evenly as possible, the extra ones to the
// worst-ranked choosers. Preconditions: players >= 2, replaced >= 0.
std::vector<ChooserTurn> chooser_table(std::size_t players, int replaced);

// Starting deck of round r (>= 1): (6 + r) Copper, 3 Estate, floor((r - 1) / 2) Curse, plus the
// kept cards.
int starting_coppers(int round);
int starting_curses(int round);

// The standard size of a pile before the starting decks are taken from it: kingdom 10 (8 with
// 2 players, 12 with 3-4 for a Victory card), Copper 60, Silver 40, Gold 30, Estate/Duchy/
// Province 8 or 12 (the starting Estates are outside the Estate pile), Curse 10 x (players - 1).
int pile_size(const Card& card, std::size_t players);

// The ranking by campaign total, best first, as player indexes. Ties: among tied players, the
// one who played later in the round ranks higher. `seating` is the round's playing order
// (player indexes). Preconditions: totals.size() == seating.size(), seating a permutation.
std::vector<std::size_t> rank_players(const std::vector<int>& totals, const std::vector<std::size_t>& seating);

} // namespace tablee::dominion_campaign
