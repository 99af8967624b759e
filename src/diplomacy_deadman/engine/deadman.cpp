// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/deadman.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <string_view>
#include <unordered_map>
#include <variant>

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

// The cut of items sorted by decreasing count into `slots`: items are taken group by group of equal
// counts while a group fits whole; a group that does not fit is not taken (tie_at_cut), nor
// anything after it (after_tie); once the slots are full the rest is outnumbered.
std::vector<TallyOutcome> cut_by_count(const std::vector<int>& counts, int slots)
{
    std::vector<TallyOutcome> outcomes(counts.size(), TallyOutcome::outnumbered);
    std::size_t i = 0;
    while (i < counts.size() && slots > 0) {
        std::size_t j = i;
        while (j < counts.size() && counts[j] == counts[i])
            ++j;
        if (static_cast<int>(j - i) > slots) {
            std::fill(outcomes.begin() + static_cast<std::ptrdiff_t>(i),
                outcomes.begin() + static_cast<std::ptrdiff_t>(j), TallyOutcome::tie_at_cut);
            std::fill(outcomes.begin() + static_cast<std::ptrdiff_t>(j), outcomes.end(), TallyOutcome::after_tie);
            break;
        }
        std::fill(outcomes.begin() + static_cast<std::ptrdiff_t>(i), outcomes.begin() + static_cast<std::ptrdiff_t>(j),
            TallyOutcome::carried_out);
        slots -= static_cast<int>(j - i);
        i = j;
    }
    return outcomes;
}

} // namespace

namespace {

void sort_rejected(DeadManVote& vote)
{
    std::sort(vote.rejected.begin(), vote.rejected.end(),
        [](const RejectedOrder& a, const RejectedOrder& b) { return a.entry < b.entry; });
}

std::vector<int> counts_of(const std::vector<std::pair<Order, int>>& items)
{
    std::vector<int> counts;
    for (const auto& item : items)
        counts.push_back(item.second);
    return counts;
}

// By decreasing count; equal counts in a fixed order (they are taken or left together).
void sort_by_count(const Map& map, std::vector<std::pair<Order, int>>& items)
{
    std::sort(items.begin(), items.end(), [&](const auto& a, const auto& b) {
        return a.second != b.second ? a.second > b.second : order_text(map, a.first) < order_text(map, b.first);
    });
}

// Movement and retreats: every dead man's unit that takes orders this phase gets the strict
// plurality of the proposals naming it.
DeadManVote vote_on_units(const Map& map, const GameState& state, std::span<const Proposal> proposals)
{
    DeadManVote vote;
    const bool retreats = state.phase.kind == PhaseKind::retreats;
    std::vector<Unit> voters; // the dead men's units that take orders this phase
    if (retreats) {
        for (const DislodgedUnit& d : state.dislodged)
            if (state.dead_men.contains(d.unit.power))
                voters.push_back(d.unit);
    } else
        for (const Unit& u : state.units)
            if (state.dead_men.contains(u.power))
                voters.push_back(u);
    std::vector<Unit> board = retreats ? voters : state.units;
    std::vector<Counted> counted;
    for (std::size_t i = 0; i < proposals.size(); ++i) {
        const Order& order = proposals[i].order;
        const auto voter
            = order.unit == no_location ? voters.end() : std::find_if(voters.begin(), voters.end(), [&](const Unit& u) {
                  return map.province_of(u.location) == map.province_of(order.unit);
              });
        if (voter == voters.end()) {
            vote.rejected.push_back({i, retreats ? VoidReason::not_dislodged : VoidReason::no_unit});
            continue;
        }
        counted.push_back({i, voter->location, canonical_order(map, board, order, retreats)});
    }
    keep_last_per_proposer(counted, proposals, vote.rejected);
    for (Power dead : state.dead_men.powers())
        for (const Unit& unit : voters) {
            if (unit.power != dead)
                continue;
            UnitTally tally {dead, unit.location, unit, count(map, counted, unit.location), std::nullopt};
            tally.chosen = plurality(tally.entries);
            if (tally.chosen) {
                vote.orders.push_back({dead, *tally.chosen});
                tally.outcome = TallyOutcome::carried_out;
            }
            vote.tallies.push_back(std::move(tally));
        }
    sort_rejected(vote);
    return vote;
}

// The dead man an adjustment proposal concerns (the home power of a build's centre, the owner of
// the unit to disband), or the reason it concerns none.
std::variant<Power, VoidReason> adjustment_target(
    const Map& map, const GameState& state, const BoardIndex& board, const Order& order)
{
    if (order.unit == no_location || (order.kind != OrderKind::build && order.kind != OrderKind::disband))
        return VoidReason::wrong_phase; // a waive too: it is "no proposal"
    const ProvinceId province = map.province_of(order.unit);
    if (order.kind == OrderKind::build) {
        const auto home = map.province(province).home;
        if (!home || !state.dead_men.contains(*home))
            return VoidReason::not_home_centre;
        return *home;
    }
    const Unit* unit = board.unit_at(province);
    if (unit == nullptr)
        return VoidReason::no_unit;
    if (!state.dead_men.contains(unit->power))
        return VoidReason::foreign_unit;
    return unit->power;
}

// Adjustments of one dead man: builds by centre, disbands by unit, from the proposals that concern
// it (indices into `proposals`).
void vote_on_adjustments(const Map& map, const GameState& state, const BoardIndex& board, Power dead,
    std::span<const Proposal> proposals, const std::vector<std::size_t>& concerning, DeadManVote& vote)
{
    const int delta = adjustment_delta(map, state.units, state.owners, dead);
    std::vector<Counted> counted;
    for (std::size_t i : concerning) {
        const Order& order = proposals[i].order;
        const ProvinceId province = map.province_of(order.unit);
        if (order.kind == OrderKind::build) {
            const Province& p = map.province(province);
            VoidReason reason = VoidReason::none;
            if (delta <= 0)
                reason = VoidReason::no_build_allowed;
            else if (state.owners[province] != dead)
                reason = VoidReason::centre_not_owned;
            else if (board.unit_at(province) != nullptr)
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
            if (delta >= 0) {
                vote.rejected.push_back({i, VoidReason::no_disband_owed});
                continue;
            }
            counted.push_back({i, board.unit_at(province)->location, canonical_order(map, state.units, order)});
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
        const std::size_t first = vote.tallies.size();
        for (LocationId centre : centres) {
            UnitTally tally {dead, centre, std::nullopt, count(map, counted, centre), std::nullopt};
            if (auto winner = plurality(tally.entries))
                accepted.emplace_back(*winner, tally.entries.front().count);
            vote.tallies.push_back(std::move(tally));
        }
        sort_by_count(map, accepted);
        const int allowed = builds_possible(map, state.units, state.owners, dead);
        const auto outcomes = cut_by_count(counts_of(accepted), allowed);
        for (std::size_t a = 0; a < accepted.size(); ++a) {
            const Order& order = accepted[a].first;
            if (outcomes[a] == TallyOutcome::carried_out)
                vote.orders.push_back({dead, order});
            for (std::size_t t = first; t < vote.tallies.size(); ++t)
                if (vote.tallies[t].place == map.province_of(order.unit)) {
                    vote.tallies[t].outcome = outcomes[a];
                    if (outcomes[a] == TallyOutcome::carried_out)
                        vote.tallies[t].chosen = order;
                }
        }
    } else if (delta < 0) {
        std::vector<std::pair<Order, int>> disbands;
        const std::size_t first = vote.tallies.size();
        for (const Unit& unit : state.units) {
            if (unit.power != dead)
                continue;
            UnitTally tally {dead, unit.location, unit, count(map, counted, unit.location), std::nullopt};
            if (!tally.entries.empty())
                disbands.emplace_back(tally.entries.front().order, tally.entries.front().count);
            vote.tallies.push_back(std::move(tally));
        }
        sort_by_count(map, disbands);
        const auto outcomes = cut_by_count(counts_of(disbands), -delta);
        const auto voted = std::ranges::count(outcomes, TallyOutcome::carried_out);
        // Disbands still owed after the vote are the civil-disorder rule's: any unit the vote
        // did not disband may be among them.
        const bool disorder = voted < -delta;
        for (std::size_t t = first; t < vote.tallies.size(); ++t)
            vote.tallies[t].outcome = disorder ? TallyOutcome::civil_disorder : TallyOutcome::outnumbered;
        for (std::size_t d = 0; d < disbands.size(); ++d) {
            const Order& order = disbands[d].first;
            if (outcomes[d] == TallyOutcome::carried_out)
                vote.orders.push_back({dead, order});
            for (std::size_t t = first; t < vote.tallies.size(); ++t)
                if (map.province_of(vote.tallies[t].place) == map.province_of(order.unit)) {
                    if (outcomes[d] == TallyOutcome::carried_out) {
                        vote.tallies[t].chosen = order;
                        vote.tallies[t].outcome = TallyOutcome::carried_out;
                    } else if (!disorder)
                        vote.tallies[t].outcome = outcomes[d];
                }
        }
    }
}

} // namespace

std::optional<Power> dead_man_at(const Map& map, const GameState& state, ProvinceId province)
{
    const auto dead = [&](Power power) { return state.dead_men.contains(power); };
    if (state.phase.kind == PhaseKind::retreats) {
        for (const DislodgedUnit& d : state.dislodged)
            if (map.province_of(d.unit.location) == province && dead(d.unit.power))
                return d.unit.power;
    } else if (const auto unit = unit_in(map, state.units, province); unit && dead(unit->power))
        return unit->power;
    if (const auto home = map.province(province).home; home && dead(*home))
        return home;
    return std::nullopt;
}

core::Expected<DeadManVote> tally_dead_man(const Map& map, const GameState& state, std::span<const Proposal> proposals)
{
    if (proposals.size() > max_proposals)
        return core::fail("diplomacy_deadman.too_many_proposals",
            fmt::format(
                "{} proposals, more than the {} a table of players could make", proposals.size(), max_proposals),
            {std::to_string(proposals.size()), std::to_string(max_proposals)});
    if (state.dead_men.empty())
        return core::fail("diplomacy_deadman.no_dead_man", "this game has no dead man", {});
    if (state.winner)
        return core::fail("diplomacy_deadman.game_over", "the game is over", {std::string(power_code(*state.winner))});
    if (state.phase.kind != PhaseKind::adjustments)
        return vote_on_units(map, state, proposals);

    auto board = BoardIndex::build(map, state.units);
    if (!board)
        return std::unexpected(board.error());
    DeadManVote vote;
    std::array<std::vector<std::size_t>, power_count> concerning; // proposal indices by dead man
    for (std::size_t i = 0; i < proposals.size(); ++i) {
        const auto target = adjustment_target(map, state, *board, proposals[i].order);
        if (const auto* reason = std::get_if<VoidReason>(&target))
            vote.rejected.push_back({i, *reason});
        else
            concerning[index_of(std::get<Power>(target))].push_back(i);
    }
    for (Power dead : state.dead_men.powers())
        vote_on_adjustments(map, state, *board, dead, proposals, concerning[index_of(dead)], vote);
    sort_rejected(vote);
    return vote;
}

} // namespace tablee::diplomacy_deadman
