// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/engine/rules.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <string>

namespace tablee::dominion_campaign {

int round_count(int pool_size, int replaced)
{
    return 1 + (pool_size - kingdom_size) / replaced;
}

int unused_card_count(int pool_size, int replaced)
{
    return (pool_size - kingdom_size) % replaced;
}

core::Expected<CampaignLength> campaign_length(int pool_size, int replaced)
{
    const int least_pool = kingdom_size + 1;
    if (pool_size < least_pool)
        return core::fail("dominion_campaign.pool_too_small",
            fmt::format("the chosen sets have {} kingdom cards; a campaign needs at least {}", pool_size, least_pool),
            {std::to_string(pool_size), std::to_string(least_pool)});
    // At least two rounds, and never more replaced than a kingdom holds.
    const int max_replaced = std::min(kingdom_size, pool_size - kingdom_size);
    if (replaced < 1 || replaced > max_replaced)
        return core::fail("dominion_campaign.bad_replaced",
            fmt::format("{} cards replaced per round: with {} kingdom cards it must be 1 to {}", replaced, pool_size,
                max_replaced),
            {std::to_string(replaced), std::to_string(max_replaced)});
    return CampaignLength {round_count(pool_size, replaced), unused_card_count(pool_size, replaced), max_replaced};
}

std::vector<ChooserTurn> chooser_table(std::size_t players, int replaced)
{
    // The source: with 2 players the leader chooses too; with more, everyone but the leader.
    const std::size_t first = players == 2 ? 0 : 1;
    const std::size_t choosers = players - first;
    const int base = replaced / static_cast<int>(choosers);
    const int extra = replaced % static_cast<int>(choosers);
    std::vector<ChooserTurn> table;
    for (std::size_t i = 0; i < choosers; ++i) {
        // The last `extra` choosers (the worst ranked) take one pick more.
        const bool gets_extra = static_cast<int>(choosers - i) <= extra;
        const int picks = base + (gets_extra ? 1 : 0);
        if (picks > 0)
            table.push_back({first + i, picks});
    }
    return table;
}

int starting_coppers(int round)
{
    return 6 + round;
}

int starting_curses(int round)
{
    return (round - 1) / 2;
}

int pile_size(const Card& card, std::size_t players)
{
    const int victory_pile = players == 2 ? 8 : 12;
    if (!card.basic)
        return card.has_type(CardType::victory) ? victory_pile : 10;
    if (card.id == card_ids::copper)
        return 60;
    if (card.id == card_ids::silver)
        return 40;
    if (card.id == card_ids::gold)
        return 30;
    if (card.id == card_ids::curse)
        return 10 * (static_cast<int>(players) - 1);
    return victory_pile; // estate, duchy, province
}

std::vector<std::size_t> rank_players(const std::vector<int>& totals, const std::vector<std::size_t>& seating)
{
    // Higher total first; among equal totals, the later player of the round first (the tie rule).
    // A total order, so a plain sort gives the one ranking.
    std::vector<std::size_t> position(seating.size(), 0);
    for (std::size_t seat = 0; seat < seating.size(); ++seat)
        position[seating[seat]] = seat;
    std::vector<std::size_t> ranking(seating.begin(), seating.end());
    std::ranges::sort(ranking, [&](std::size_t a, std::size_t b) {
        if (totals[a] != totals[b])
            return totals[a] > totals[b];
        return position[a] > position[b];
    });
    return ranking;
}

} // namespace tablee::dominion_campaign
