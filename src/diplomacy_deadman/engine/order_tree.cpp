// SPDX-License-Identifier: GPL-3.0-or-later
// Diplomacy as a game of simultaneous phases (core/game.hpp, core/choices.hpp): the powers that act
// now, what each sees, and each power's hand-ins as a tree of choices, one order at a time.
//
// The tree of a power asks, in order: an order for each of its units (movement: every legal
// order, movement_choices; retreats: each dislodged unit that has somewhere to go, its retreats
// and its disband), or its adjustments (builds one at a time, in the order of its home centres,
// until it stops or has built all it may; or the disbands it owes, in the order of its units);
// then, when a dead man has something to decide, the same for each dead man's units as
// proposals. Its leaves are the hand-ins of one legal order per unit: what a careful player
// writes (a hand-in leaving a unit without an order is the leaf with its hold, since the unit
// holds either way).
#include "diplomacy_deadman/engine/adjustments.hpp"
#include "diplomacy_deadman/engine/order_choices.hpp"
#include "diplomacy_deadman/engine/rules.hpp"

#include "core/choices.hpp"

#include <algorithm>
#include <cassert>
#include <cstddef>
#include <optional>
#include <span>
#include <vector>

namespace tablee::diplomacy_deadman {

namespace {

// One part of a power's tree: a unit's one order, or a power's adjustments (several orders).
struct Section {
    Power power = Power::austria; // whose unit or adjustments
    bool proposal = false; // for a dead man: the writer proposes
    std::optional<ProvinceId> unit; // a unit's order: where it stands (or was dislodged from)
};

std::vector<Section> sections_of(const Map& map, const GameState& position, Power writer)
{
    std::vector<Section> sections;
    for (Power power : powers_written_for(map, position, writer)) {
        const bool proposal = power != writer;
        switch (position.phase.kind) {
        case PhaseKind::movement:
            for (const Unit& unit : position.units)
                if (unit.power == power)
                    sections.push_back({power, proposal, map.province_of(unit.location)});
            break;
        case PhaseKind::retreats:
            for (const DislodgedUnit& dislodged : position.dislodged) {
                const ProvinceId from = map.province_of(dislodged.unit.location);
                if (dislodged.unit.power == power && has_retreat(map, position, from))
                    sections.push_back({power, proposal, from});
            }
            break;
        case PhaseKind::adjustments:
            if (!adjustment_choices(map, position, power).empty())
                sections.push_back({power, proposal, std::nullopt});
            break;
        }
    }
    return sections;
}

// The adjustments `power` may write after those `picked` in its section; empty once they are
// whole. Builds go in the order of adjustment_choices (its home centres), each centre once, and
// stop with a waive or when all allowed are made; disbands in the order of its units, exactly as
// many as owed, so that each set is one path.
std::vector<Order> adjustments_open(
    const Map& map, const GameState& position, Power power, std::span<const Order> picked)
{
    const std::vector<Order> all = adjustment_choices(map, position, power);
    if (all.empty() || (!picked.empty() && picked.back().kind == OrderKind::waive))
        return {};
    const bool builds = all.front().kind == OrderKind::build || all.front().kind == OrderKind::waive;
    const int due = builds ? builds_possible(map, position.units, position.owners, power)
                           : -adjustment_delta(map, position.units, position.owners, power);
    if (static_cast<int>(picked.size()) >= due)
        return {};
    // Where the last pick stands in `all`: the next picks come after it (after its centre, for
    // builds: a fleet and an army in one centre cannot both be built).
    std::size_t from = 0;
    if (!picked.empty()) {
        const auto last = std::ranges::find(all, picked.back());
        assert(last != all.end()); // picked from this list
        from = static_cast<std::size_t>(last - all.begin()) + 1;
        while (builds && from < all.size() && all[from].kind == OrderKind::build
            && map.province_of(all[from].unit) == map.province_of(picked.back().unit))
            ++from;
    }
    std::vector<Order> open;
    const std::size_t still_owed = static_cast<std::size_t>(due) - picked.size();
    for (std::size_t i = from; i < all.size(); ++i)
        if (builds || all.size() - i >= still_owed) // disbands: enough units left after it
            open.push_back(all[i]);
    if (builds && (open.empty() || open.back().kind != OrderKind::waive))
        open.push_back(all.back()); // the waive stays open after every build
    return open;
}

// Walks `made` through `writer`'s tree, handing each choice to `take` with its section; returns the
// choices open after `made` (empty at a leaf). Precondition: `made` follows the tree.
template <class Take>
std::vector<Order> walk(const Map& map, const GameState& position, Power writer, std::span<const Order> made, Take take)
{
    std::size_t at = 0;
    for (const Section& section : sections_of(map, position, writer)) {
        if (section.unit) {
            if (at == made.size())
                return position.phase.kind == PhaseKind::movement ? movement_choices(map, position, *section.unit)
                                                                  : retreat_choices(map, position, *section.unit);
            take(section, made[at++]);
            continue;
        }
        std::size_t length = 0;
        for (auto open = adjustments_open(map, position, section.power, made.subspan(at, 0)); !open.empty();
             open = adjustments_open(map, position, section.power, made.subspan(at, length))) {
            if (at + length == made.size())
                return open;
            take(section, made[at + length]);
            ++length;
        }
        at += length;
    }
    assert(at == made.size()); // nothing beyond a leaf
    return {};
}

Power power_of_seat(std::size_t seat)
{
    assert(seat < all_powers.size());
    return all_powers[seat];
}

bool writes_now(const State& state, Power power)
{
    const auto left = writers_left(state);
    return std::ranges::find(left, power) != left.end();
}

} // namespace

std::vector<std::size_t> Rules::acting_seats(const State& state)
{
    std::vector<std::size_t> seats;
    for (Power power : writers_left(state))
        seats.push_back(index_of(power));
    return seats;
}

State Rules::seen_by(const State& state, std::size_t seat)
{
    State seen = state;
    for (auto& hand_in : seen.handed_in)
        if (hand_in && index_of(hand_in->power) != seat)
            hand_in = HandIn {hand_in->power, {}, {}}; // handed in, but not what
    return seen;
}

std::vector<Order> Rules::choices(const State& state, std::size_t seat, std::span<const Order> made)
{
    assert(writes_now(state, power_of_seat(seat)));
    return walk(standard_map(), state.position, power_of_seat(seat), made, [](const Section&, const Order&) {});
}

Move Rules::move_of_choices(const State& state, std::size_t seat, std::span<const Order> made)
{
    const Map& map = standard_map();
    HandIn hand_in {power_of_seat(seat), {}, {}};
    [[maybe_unused]] const auto open
        = walk(map, state.position, hand_in.power, made, [&](const Section& section, const Order& order) {
              if (order.kind == OrderKind::waive)
                  return; // builds not made are waived anyway
              (section.proposal ? hand_in.proposals : hand_in.orders).push_back(order_text(map, order));
          });
    assert(open.empty()); // a leaf
    return hand_in;
}

std::vector<Move> Rules::moves_of(const State& state, std::size_t seat)
{
    std::vector<Move> moves;
    if (!writes_now(state, power_of_seat(seat)))
        return moves;
    const auto first = [](const std::vector<Order>&) { return std::size_t {0}; };
    const auto middle = [](const std::vector<Order>& open) { return open.size() / 2; };
    const auto last = [](const std::vector<Order>& open) { return open.size() - 1; };
    for (Move move : {core::move_by_choices<Rules>(state, seat, first),
             core::move_by_choices<Rules>(state, seat, middle), core::move_by_choices<Rules>(state, seat, last)})
        if (std::ranges::find(moves, move) == moves.end())
            moves.push_back(std::move(move));
    return moves;
}

} // namespace tablee::diplomacy_deadman
