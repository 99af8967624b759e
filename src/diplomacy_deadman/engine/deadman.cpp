#include "diplomacy_deadman/engine/deadman.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <string_view>
#include <unordered_map>

namespace tablee::diplomacy_deadman {

namespace {

// One counted proposal per (proposer, place): a later proposal replaces an earlier one.
struct Counted {
    std::size_t index;
    LocationId place;
    Order order;
};

// Linear in the number of proposals: each (proposer, place) is looked up in a hash table, not
// searched for in the kept list (which made 300,000 proposers take minutes).
void keep_last_per_proposer(
    std::vector<Counted>& counted, std::span<const Proposal> proposals, std::vector<RejectedOrder>& rejected)
{
    struct Key {
        std::string_view proposer;
        LocationId place;
        bool operator==(const Key&) const = default;
    };
    struct KeyHash {
        std::size_t operator()(const Key& key) const
        {
            return std::hash<std::string_view> {}(key.proposer) * 31u + static_cast<std::size_t>(key.place);
        }
    };
    std::vector<Counted> kept;
    kept.reserve(counted.size());
    std::unordered_map<Key, std::size_t, KeyHash> kept_at; // (proposer, place) -> index in kept
    for (const Counted& c : counted) {
        const std::string& proposer = proposals[c.index].proposer;
        if (proposer.empty()) { // anonymous proposals all count
            kept.push_back(c);
            continue;
        }
        const auto [slot, inserted] = kept_at.try_emplace(Key {proposer, c.place}, kept.size());
        if (inserted) {
            kept.push_back(c);
            continue;
        }
        rejected.push_back({kept[slot->second].index, VoidReason::already_ordered});
        kept[slot->second] = c;
    }
    counted = std::move(kept);
}

std::vector<TallyEntry> count(const Map& map, const std::vector<Counted>& counted, LocationId place)
{
    std::vector<TallyEntry> entries;
    std::unordered_map<std::string, std::size_t> entry_of; // canonical text -> index in entries
    for (const Counted& c : counted) {
        if (c.place != place)
            continue;
        std::string text = order_text(map, c.order);
        const auto [slot, inserted] = entry_of.try_emplace(text, entries.size());
        if (inserted)
            entries.push_back({c.order, std::move(text), 1});
        else
            ++entries[slot->second].count;
    }
    std::sort(entries.begin(), entries.end(), [](const TallyEntry& a, const TallyEntry& b) {
        return a.count != b.count ? a.count > b.count : a.text < b.text;
    });
    return entries;
}

// Strict plurality: the first entry, when no other has as many.
std::optional<Order> plurality(const std::vector<TallyEntry>& entries)
{
    if (entries.empty() || (entries.size() > 1 && entries[1].count == entries[0].count))
        return std::nullopt;
    return entries[0].order;
}

// Takes the items (already sorted by decreasing count) while they fit in `slots`; a group of
// equal counts that does not fit whole is not taken, and nothing after it.
template <class T, class Count> std::vector<T> take_by_count(const std::vector<T>& items, int slots, Count count_of)
{
    std::vector<T> taken;
    std::size_t i = 0;
    while (i < items.size() && slots > 0) {
        std::size_t j = i;
        while (j < items.size() && count_of(items[j]) == count_of(items[i]))
            ++j;
        if (static_cast<int>(j - i) > slots)
            break;
        for (std::size_t k = i; k < j; ++k)
            taken.push_back(items[k]);
        slots -= static_cast<int>(j - i);
        i = j;
    }
    return taken;
}

} // namespace

core::Expected<DeadManVote> tally_dead_man(const Map& map, const GameState& state, std::span<const Proposal> proposals)
{
    if (proposals.size() > max_proposals)
        return core::fail("diplomacy_deadman.too_many_proposals",
            fmt::format(
                "{} proposals, more than the {} a table of players could make", proposals.size(), max_proposals),
            {std::to_string(proposals.size()), std::to_string(max_proposals)});
    if (!state.dead_man)
        return core::fail("diplomacy_deadman.no_dead_man", "this game has no dead man", {});
    if (state.winner)
        return core::fail("diplomacy_deadman.game_over", "the game is over", {std::string(power_code(*state.winner))});
    const Power dead = *state.dead_man;
    DeadManVote vote;
    vote.power = dead;
    const bool retreats = state.phase.kind == PhaseKind::retreats;

    if (state.phase.kind != PhaseKind::adjustments) {
        std::vector<Unit> voters; // the dead man's units that take orders this phase
        if (retreats) {
            for (const DislodgedUnit& d : state.dislodged)
                if (d.unit.power == dead)
                    voters.push_back(d.unit);
        } else
            for (const Unit& u : state.units)
                if (u.power == dead)
                    voters.push_back(u);
        std::vector<Unit> board = retreats ? voters : state.units;
        std::vector<Counted> counted;
        for (std::size_t i = 0; i < proposals.size(); ++i) {
            const Order& order = proposals[i].order;
            const auto voter = order.unit == no_location
                ? voters.end()
                : std::find_if(voters.begin(), voters.end(),
                    [&](const Unit& u) { return map.province_of(u.location) == map.province_of(order.unit); });
            if (voter == voters.end()) {
                vote.rejected.push_back({i, retreats ? VoidReason::not_dislodged : VoidReason::no_unit});
                continue;
            }
            counted.push_back({i, voter->location, canonical_order(map, board, order, retreats)});
        }
        keep_last_per_proposer(counted, proposals, vote.rejected);
        for (const Unit& unit : voters) {
            UnitTally tally {unit.location, unit, count(map, counted, unit.location), std::nullopt};
            tally.chosen = plurality(tally.entries);
            if (tally.chosen)
                vote.orders.push_back({dead, *tally.chosen});
            vote.tallies.push_back(std::move(tally));
        }
        std::sort(vote.rejected.begin(), vote.rejected.end(),
            [](const RejectedOrder& a, const RejectedOrder& b) { return a.entry < b.entry; });
        return vote;
    }

    // Adjustments.
    const int delta = adjustment_delta(map, state.units, state.owners, dead);
    auto board = BoardIndex::build(map, state.units);
    if (!board)
        return std::unexpected(board.error());
    std::vector<Counted> counted;
    for (std::size_t i = 0; i < proposals.size(); ++i) {
        const Order& order = proposals[i].order;
        if (order.kind == OrderKind::waive) {
            vote.rejected.push_back({i, VoidReason::wrong_phase}); // a waive is "no proposal"
            continue;
        }
        if (order.unit == no_location || (order.kind != OrderKind::build && order.kind != OrderKind::disband)) {
            vote.rejected.push_back({i, VoidReason::wrong_phase});
            continue;
        }
        const ProvinceId province = map.province_of(order.unit);
        if (order.kind == OrderKind::build) {
            const Province& p = map.province(province);
            VoidReason reason = VoidReason::none;
            if (delta <= 0)
                reason = VoidReason::no_build_allowed;
            else if (p.home != dead)
                reason = VoidReason::not_home_centre;
            else if (state.owners[province] != dead)
                reason = VoidReason::centre_not_owned;
            else if (board->unit_at(province) != nullptr)
                reason = VoidReason::centre_occupied;
            else if (!order.unit_type && !map.is_coast_location(order.unit) && p.kind != ProvinceKind::land)
                reason = VoidReason::unit_type_needed;
            else if (order.unit_type == UnitType::fleet
                && (p.kind == ProvinceKind::land || (map.has_coasts(province) && !map.is_coast_location(order.unit))))
                reason = p.kind == ProvinceKind::land ? VoidReason::fleet_inland : VoidReason::coast_needed;
            if (reason != VoidReason::none) {
                vote.rejected.push_back({i, reason});
                continue;
            }
            Order build = canonical_order(map, state.units, order);
            if (!build.unit_type)
                build.unit_type = p.kind == ProvinceKind::land ? UnitType::army : UnitType::fleet;
            counted.push_back({i, province, build});
        } else {
            const Unit* unit = board->unit_at(province);
            if (delta >= 0 || unit == nullptr || unit->power != dead) {
                vote.rejected.push_back({i,
                    delta >= 0            ? VoidReason::no_disband_owed
                        : unit == nullptr ? VoidReason::no_unit
                                          : VoidReason::foreign_unit});
                continue;
            }
            counted.push_back({i, unit->location, canonical_order(map, state.units, order)});
        }
    }
    keep_last_per_proposer(counted, proposals, vote.rejected);
    if (delta > 0) {
        std::vector<LocationId> centres;
        for (const Counted& c : counted)
            if (std::find(centres.begin(), centres.end(), c.place) == centres.end())
                centres.push_back(c.place);
        std::sort(centres.begin(), centres.end());
        std::vector<std::pair<Order, int>> accepted;
        for (LocationId centre : centres) {
            UnitTally tally {centre, std::nullopt, count(map, counted, centre), std::nullopt};
            if (auto winner = plurality(tally.entries))
                accepted.emplace_back(*winner, tally.entries.front().count);
            vote.tallies.push_back(std::move(tally));
        }
        // By decreasing count; equal counts in a fixed order (they are taken or left together).
        std::sort(accepted.begin(), accepted.end(), [&](const auto& a, const auto& b) {
            return a.second != b.second ? a.second > b.second : order_text(map, a.first) < order_text(map, b.first);
        });
        const int allowed = builds_possible(map, state.units, state.owners, dead);
        for (const auto& [order, n] : take_by_count(accepted, allowed, [](const auto& item) { return item.second; })) {
            vote.orders.push_back({dead, order});
            for (UnitTally& tally : vote.tallies)
                if (tally.place == map.province_of(order.unit))
                    tally.chosen = order;
        }
    } else if (delta < 0) {
        std::vector<std::pair<Order, int>> disbands;
        for (const Unit& unit : state.units) {
            if (unit.power != dead)
                continue;
            UnitTally tally {unit.location, unit, count(map, counted, unit.location), std::nullopt};
            if (!tally.entries.empty())
                disbands.emplace_back(tally.entries.front().order, tally.entries.front().count);
            vote.tallies.push_back(std::move(tally));
        }
        // By decreasing count; equal counts in a fixed order (they are taken or left together).
        std::sort(disbands.begin(), disbands.end(), [&](const auto& a, const auto& b) {
            return a.second != b.second ? a.second > b.second : order_text(map, a.first) < order_text(map, b.first);
        });
        for (const auto& [order, n] : take_by_count(disbands, -delta, [](const auto& item) { return item.second; })) {
            vote.orders.push_back({dead, order});
            for (UnitTally& tally : vote.tallies)
                if (tally.unit && tally.place == tally.unit->location
                    && map.province_of(tally.place) == map.province_of(order.unit))
                    tally.chosen = order;
        }
    }
    std::sort(vote.rejected.begin(), vote.rejected.end(),
        [](const RejectedOrder& a, const RejectedOrder& b) { return a.entry < b.entry; });
    return vote;
}

} // namespace tablee::diplomacy_deadman
