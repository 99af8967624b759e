// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/movement.hpp"

#include <algorithm>
#include <array>

namespace tablee::diplomacy_deadman {

namespace {

constexpr std::array<std::string_view, 13> outcome_codes {"held", "moved", "bounced", "no_route", "supported", "cut",
    "convoyed", "disrupted", "void", "retreated", "disbanded", "built", "waived"};

using Slot = std::int16_t; // a province holding a unit, or -1
constexpr Slot none = -1;
constexpr std::size_t N = max_locations;

constexpr std::size_t idx(Slot slot)
{
    return static_cast<std::size_t>(slot);
}

enum class Kind : std::uint8_t { hold, move, support, convoy };

// The resolver works on provinces: each unit's decision lives at its province's index, in flat
// arrays, so the hot path neither allocates nor searches.
class Resolver {
public:
    Resolver(const Map& map, const BoardIndex& board) : m_map(map), m_board(board)
    {
        m_move_supporters.fill(none);
        m_hold_supporters.fill(none);
        m_next_supporter.fill(none);
        m_attackers.fill(none);
        m_next_attacker.fill(none);
        m_opponent.fill(none);
        for (const Unit& unit : board.units())
            m_power[map.province_of(unit.location)] = unit.power;
    }

    // Registration, before resolve_all().
    void set_move(ProvinceId p, ProvinceId to, bool convoyed)
    {
        m_kind[p] = Kind::move;
        m_dest[p] = to;
        m_convoyed[p] = convoyed;
        m_next_attacker[p] = m_attackers[to];
        m_attackers[to] = static_cast<Slot>(p);
    }
    void set_support(ProvinceId p, ProvinceId supported, bool of_move)
    {
        m_kind[p] = Kind::support;
        auto& head = of_move ? m_move_supporters[supported] : m_hold_supporters[supported];
        m_next_supporter[p] = head;
        head = static_cast<Slot>(p);
        m_support_target[p] = of_move ? m_dest[supported] : supported;
    }
    void set_convoy(ProvinceId p) { m_kind[p] = Kind::convoy; }
    void set_route(ProvinceId army, const LocationSet& fleets) { m_route[army] = fleets; }
    void set_opponent(ProvinceId p, ProvinceId q) { m_opponent[p] = static_cast<Slot>(q); }

    Kind kind(ProvinceId p) const { return m_kind[p]; }
    ProvinceId dest(ProvinceId p) const { return m_dest[p]; }
    bool convoyed(ProvinceId p) const { return m_convoyed[p]; }

    void resolve_all(std::span<const ProvinceId> provinces)
    {
        for (ProvinceId p : provinces)
            if (m_kind[p] != Kind::hold)
                resolve(p);
    }

    bool result(ProvinceId p) const { return m_result[p]; }
    // After resolve_all: whether the convoyed move still had its fleet chain.
    bool final_path(ProvinceId p) { return path(p); }
    int final_prevent(ProvinceId p) { return prevent_strength(p); }
    Slot dislodger(ProvinceId p) const
    {
        if (m_kind[p] == Kind::move && m_result[p])
            return none;
        for (Slot m = m_attackers[p]; m != none; m = m_next_attacker[idx(m)])
            if (m_result[idx(m)])
                return m;
        return none;
    }

private:
    Power power(ProvinceId p) const { return m_power[p]; }

    // --- The generic part (DATC 5.F, guess algorithm with recursion hits). ---
    bool resolve(ProvinceId p)
    {
        if (m_resolved[p])
            return m_result[p];
        if (m_in_cycle[p]) {
            m_guess_based = true;
            return m_result[p];
        }
        if (m_visited[p]) {
            add_to_cycle(p);
            m_guess_based = true;
            ++m_recursion_hits;
            return m_result[p];
        }
        m_visited[p] = true;
        const std::size_t old_cycle = m_cycle_size;
        const bool old_guess_based = m_guess_based;
        const int old_hits = m_recursion_hits;
        m_guess_based = false;
        m_result[p] = false; // the guess seen deeper in the recursion
        const bool first = adjudicate(p);
        if (!m_guess_based) {
            m_guess_based = old_guess_based;
            return settle(p, first);
        }
        if (m_in_cycle[p])
            --m_recursion_hits;
        if (m_recursion_hits == old_hits) {
            // This order is the ancestor of the whole cycle: try the other guess.
            truncate_cycle(old_cycle);
            m_result[p] = true;
            const bool second = adjudicate(p);
            if (first == second) {
                truncate_cycle(old_cycle);
                m_recursion_hits = old_hits;
                m_guess_based = old_guess_based;
                return settle(p, first);
            }
            // Zero or two consistent results: the backup rule decides.
            backup_rule(old_cycle);
            truncate_cycle(old_cycle);
            m_recursion_hits = old_hits;
            m_guess_based = old_guess_based;
            m_visited[p] = false;
            return resolve(p);
        }
        // Part of a cycle whose ancestor lies further up: keep the guess-based result for now.
        if (!m_in_cycle[p])
            add_to_cycle(p);
        m_result[p] = first;
        m_visited[p] = false;
        m_guess_based = true;
        return first;
    }

    bool settle(ProvinceId p, bool value)
    {
        m_result[p] = value;
        m_resolved[p] = true;
        m_visited[p] = false;
        return value;
    }

    void add_to_cycle(ProvinceId p)
    {
        m_in_cycle[p] = true;
        m_cycle[m_cycle_size++] = p;
    }

    void truncate_cycle(std::size_t size)
    {
        while (m_cycle_size > size)
            m_in_cycle[m_cycle[--m_cycle_size]] = false;
    }

    // Szykman rule: in a convoy paradox the convoying fleets fail (they hold). Without a
    // convoy it is circular movement: every move of the cycle succeeds.
    void backup_rule(std::size_t from)
    {
        bool has_convoy = false;
        bool has_move = false;
        for (std::size_t i = from; i < m_cycle_size; ++i) {
            has_convoy = has_convoy || m_kind[m_cycle[i]] == Kind::convoy;
            has_move = has_move || m_kind[m_cycle[i]] == Kind::move;
        }
        for (std::size_t i = from; i < m_cycle_size; ++i) {
            const ProvinceId p = m_cycle[i];
            if (has_convoy) {
                if (m_kind[p] == Kind::convoy)
                    settle(p, false);
            } else if (has_move) {
                if (m_kind[p] == Kind::move)
                    settle(p, true);
            } else
                settle(p, false); // not on the standard map; something must give way
        }
    }

    // --- The rules (DATC 5.B). ---
    bool adjudicate(ProvinceId p)
    {
        switch (m_kind[p]) {
        case Kind::move:
            return adjudicate_move(p);
        case Kind::support:
            return !support_cut(p);
        case Kind::convoy:
            return !convoy_fleet_dislodged(p);
        case Kind::hold:
            break;
        }
        return true;
    }

    // PATH: a land move always has it; a convoyed one needs a chain of its fleets that succeed.
    bool path(ProvinceId p)
    {
        if (!m_convoyed[p])
            return true;
        const LocationSet& route = m_route[p];
        if (route.none())
            return false;
        LocationSet reached;
        LocationSet candidates = m_map.fleet_province_neighbours(p) & route;
        LocationSet tried;
        while (true) {
            LocationSet added;
            for (std::size_t s = candidates._Find_first(); s < N; s = candidates._Find_next(s)) {
                if (tried.test(s))
                    continue;
                tried.set(s);
                if (resolve(static_cast<ProvinceId>(s))) {
                    if (m_map.fleet_reaches_province(static_cast<LocationId>(s), m_dest[p]))
                        return true;
                    added.set(s);
                }
            }
            if (added.none())
                return false;
            reached |= added;
            LocationSet next;
            for (std::size_t s = added._Find_first(); s < N; s = added._Find_next(s))
                next |= m_map.fleet_province_neighbours(static_cast<LocationId>(s));
            candidates = next & route & ~tried;
        }
    }

    int supports(ProvinceId p, std::optional<Power> excluded)
    {
        int count = 0;
        for (Slot s = m_move_supporters[p]; s != none; s = m_next_supporter[idx(s)])
            if ((!excluded || power(static_cast<ProvinceId>(s)) != *excluded) && resolve(static_cast<ProvinceId>(s)))
                ++count;
        return count;
    }

    int attack_strength(ProvinceId p)
    {
        if (!path(p))
            return 0;
        const ProvinceId to = m_dest[p];
        if (m_board.unit_at(to) == nullptr)
            return 1 + supports(p, std::nullopt);
        if (m_opponent[p] == none && m_kind[to] == Kind::move && resolve(to))
            return 1 + supports(p, std::nullopt);
        if (power(to) == power(p))
            return 0;
        return 1 + supports(p, power(to));
    }

    int hold_strength(ProvinceId province)
    {
        if (m_board.unit_at(province) == nullptr)
            return 0;
        if (m_kind[province] == Kind::move)
            return resolve(province) ? 0 : 1;
        int strength = 1;
        for (Slot s = m_hold_supporters[province]; s != none; s = m_next_supporter[idx(s)])
            if (resolve(static_cast<ProvinceId>(s)))
                ++strength;
        return strength;
    }

    int prevent_strength(ProvinceId p)
    {
        if (!path(p))
            return 0;
        if (m_opponent[p] != none && resolve(static_cast<ProvinceId>(m_opponent[p])))
            return 0;
        return 1 + supports(p, std::nullopt);
    }

    int defend_strength(ProvinceId p) { return 1 + supports(p, std::nullopt); }

    bool adjudicate_move(ProvinceId p)
    {
        const int attack = attack_strength(p);
        if (attack == 0)
            return false;
        const ProvinceId to = m_dest[p];
        if (m_opponent[p] != none) {
            if (attack <= defend_strength(static_cast<ProvinceId>(m_opponent[p])))
                return false;
        } else if (attack <= hold_strength(to))
            return false;
        for (Slot r = m_attackers[to]; r != none; r = m_next_attacker[idx(r)])
            if (r != p && attack <= prevent_strength(static_cast<ProvinceId>(r)))
                return false;
        return true;
    }

    // A support is cut by an attack from a foreign unit that has its path, unless the attack
    // comes from the province the support is aimed at; then only dislodging it cuts it. The
    // attack counts from where the army started, even by convoy (DATC 4.A.4).
    bool support_cut(ProvinceId s)
    {
        const Power own = power(s);
        for (Slot m = m_attackers[s]; m != none; m = m_next_attacker[idx(m)]) {
            const auto attacker = static_cast<ProvinceId>(m);
            if (power(attacker) == own)
                continue;
            if (attacker == m_support_target[s]) {
                if (resolve(attacker))
                    return true;
            } else if (path(attacker))
                return true;
        }
        return false;
    }

    // A convoy succeeds when its fleet is not dislodged. The attacking moves are adjudicated
    // directly rather than resolved (DATC 5.D): it keeps every paradox a single clean cycle of
    // convoys and supports, which is what the Szykman rule needs.
    bool convoy_fleet_dislodged(ProvinceId f)
    {
        for (Slot m = m_attackers[f]; m != none; m = m_next_attacker[idx(m)])
            if (adjudicate_move(static_cast<ProvinceId>(m)))
                return true;
        return false;
    }

    const Map& m_map;
    const BoardIndex& m_board;
    std::array<Power, N> m_power {};
    std::array<Kind, N> m_kind {};
    std::array<ProvinceId, N> m_dest {};
    std::array<bool, N> m_convoyed {};
    std::array<ProvinceId, N> m_support_target {};
    std::array<Slot, N> m_move_supporters {}; // head of the list of supports of p's move
    std::array<Slot, N> m_hold_supporters {}; // head of the list of supports of p's hold
    std::array<Slot, N> m_next_supporter {};
    std::array<Slot, N> m_attackers {}; // head of the list of moves into p
    std::array<Slot, N> m_next_attacker {};
    std::array<Slot, N> m_opponent {}; // head-to-head opponent
    std::array<LocationSet, N> m_route {}; // fleets that may carry p's army
    std::array<bool, N> m_result {};
    std::array<bool, N> m_resolved {};
    std::array<bool, N> m_visited {};
    std::array<bool, N> m_in_cycle {};
    std::array<ProvinceId, N> m_cycle {};
    std::size_t m_cycle_size = 0;
    int m_recursion_hits = 0;
    bool m_guess_based = false;
};

// Per unit, before resolution: the order it will carry out.
struct Assigned {
    std::size_t entry = no_entry;
    VoidReason reason = VoidReason::none; // why the unit holds instead (illegal, several orders)
    std::size_t void_entry = no_entry; // the illegal order shown for it when it has no legal one
    LocationId target = no_location; // settled destination of a move
};

bool same_effect(const Map& map, const Order& a, LocationId a_target, const Order& b, LocationId b_target)
{
    if (a.kind != b.kind)
        return false;
    auto province = [&](LocationId id) { return id == no_location ? ProvinceId {0xFF} : map.province_of(id); };
    switch (a.kind) {
    case OrderKind::hold:
        return true;
    case OrderKind::move:
        return a_target == b_target && a.via_convoy == b.via_convoy;
    case OrderKind::support:
    case OrderKind::convoy:
        return province(a.other) == province(b.other) && a.target == b.target;
    default:
        return false;
    }
}

} // namespace

std::string_view outcome_code(Outcome outcome)
{
    return outcome_codes[static_cast<std::size_t>(outcome)];
}

core::Expected<MovementResult> adjudicate_movement(
    const Map& map, std::span<const Unit> units, std::span<const OrderEntry> orders)
{
    auto built = BoardIndex::build(map, units);
    if (!built)
        return std::unexpected(built.error());
    const BoardIndex& board = *built;

    MovementResult result;
    std::array<Assigned, N> assigned {};

    // 1. Give each order to its unit; keep the legal ones (illegal orders are ignored, DATC 4.E.1).
    for (std::size_t i = 0; i < orders.size(); ++i) {
        const OrderEntry& entry = orders[i];
        LocationId target = no_location;
        const VoidReason reason = check_movement_order(map, board, entry.power, entry.order, &target);
        if (reason == VoidReason::no_unit || reason == VoidReason::foreign_unit
            || (entry.order.kind == OrderKind::waive)) {
            result.rejected.push_back({i, reason == VoidReason::none ? VoidReason::wrong_phase : reason});
            continue;
        }
        const ProvinceId p = map.province_of(entry.order.unit);
        Assigned& slot = assigned[p];
        if (reason != VoidReason::none) {
            if (slot.entry == no_entry && slot.reason != VoidReason::several_orders) {
                if (slot.void_entry != no_entry)
                    result.rejected.push_back({slot.void_entry, slot.reason});
                slot.void_entry = i;
                slot.reason = reason;
            } else
                result.rejected.push_back({i, reason});
            continue;
        }
        if (slot.reason == VoidReason::several_orders) {
            result.rejected.push_back({i, VoidReason::several_orders});
            continue;
        }
        if (slot.entry != no_entry) {
            if (same_effect(map, orders[slot.entry].order, slot.target, entry.order, target)) {
                result.rejected.push_back({i, VoidReason::already_ordered});
                continue;
            }
            // Two different legal orders: the unit holds (DATC 4.D.3, choice c).
            result.rejected.push_back({slot.entry, VoidReason::several_orders});
            result.rejected.push_back({i, VoidReason::several_orders});
            slot.entry = no_entry;
            slot.reason = VoidReason::several_orders;
            continue;
        }
        if (slot.void_entry != no_entry) {
            result.rejected.push_back({slot.void_entry, slot.reason});
            slot.void_entry = no_entry;
        }
        slot.entry = i;
        slot.reason = VoidReason::none;
        slot.target = target;
    }

    std::array<ProvinceId, N> occupied {};
    std::size_t occupied_count = 0;
    for (const Unit& unit : units)
        occupied[occupied_count++] = map.province_of(unit.location);
    const std::span<const ProvinceId> provinces(occupied.data(), occupied_count);

    // Precondition of unit_of: a unit stands in `p` (the callers only ask about ordered units).
    auto unit_of = [&](ProvinceId p) -> const Unit& { return units[static_cast<std::size_t>(board.index_at(p))]; };
    auto order_of = [&](ProvinceId p) -> const Order* {
        return assigned[p].entry == no_entry ? nullptr : &orders[assigned[p].entry].order;
    };

    // 2. Moves, and whether each army move goes by convoy. An adjacent move takes the convoy
    // only when asked ("via convoy") or when a fleet of the same power legally convoys it
    // (2023 rules; DATC 4.A.3, no fallback to the land route).
    Resolver resolver(map, board);
    std::array<bool, N> intent {};
    for (ProvinceId p : provinces) {
        const Order* order = order_of(p);
        if (order == nullptr || order->kind != OrderKind::convoy)
            continue;
        const ProvinceId army = map.province_of(order->other);
        const Order* army_order = order_of(army);
        if (army_order != nullptr && army_order->kind == OrderKind::move
            && assigned[army].target == map.province_of(order->target) && unit_of(army).power == unit_of(p).power)
            intent[army] = true;
    }
    for (ProvinceId p : provinces) {
        const Order* order = order_of(p);
        if (order == nullptr || order->kind != OrderKind::move)
            continue;
        const Unit& unit = unit_of(p);
        const ProvinceId to = map.province_of(assigned[p].target);
        const bool convoyed
            = unit.type == UnitType::army && (!map.army_adjacent(p, to) || order->via_convoy || intent[p]);
        resolver.set_move(p, to, convoyed);
    }
    // Head-to-head battles: two land moves across one border.
    for (ProvinceId p : provinces) {
        if (resolver.kind(p) != Kind::move || resolver.convoyed(p))
            continue;
        const ProvinceId q = resolver.dest(p);
        if (board.unit_at(q) != nullptr && resolver.kind(q) == Kind::move && !resolver.convoyed(q)
            && resolver.dest(q) == p)
            resolver.set_opponent(p, q);
    }

    // 3. Supports and convoys that match what the other unit does; the others are void.
    std::array<bool, N> matched_convoy {};
    for (ProvinceId p : provinces) {
        const Order* order = order_of(p);
        if (order == nullptr || (order->kind != OrderKind::support && order->kind != OrderKind::convoy))
            continue;
        const ProvinceId other = map.province_of(order->other);
        const bool other_moves = resolver.kind(other) == Kind::move;
        bool matches = false;
        if (order->kind == OrderKind::support) {
            if (order->target == no_location)
                matches = !other_moves;
            else if (other_moves && resolver.dest(other) == map.province_of(order->target)) {
                // A coast named in the support must be the coast moved to (DATC 6.B.9).
                const LocationId moved_to = assigned[other].target;
                matches = !map.is_coast_location(order->target) || unit_of(other).type == UnitType::army
                    || moved_to == order->target;
            }
            if (matches)
                resolver.set_support(p, other, order->target != no_location);
        } else {
            matches = other_moves && resolver.convoyed(other) && resolver.dest(other) == map.province_of(order->target);
            if (matches) {
                resolver.set_convoy(p);
                matched_convoy[p] = true;
            }
        }
        if (!matches)
            assigned[p].reason
                = order->kind == OrderKind::support ? VoidReason::support_not_matched : VoidReason::convoy_not_matched;
    }
    // The fleets that can carry each convoyed army: matched convoys on a chain from start to end.
    for (ProvinceId p : provinces) {
        if (resolver.kind(p) != Kind::move || !resolver.convoyed(p))
            continue;
        LocationSet fleets;
        for (ProvinceId f : provinces)
            if (matched_convoy[f] && map.province_of(orders[assigned[f].entry].order.other) == p)
                fleets.set(f);
        const ProvinceId to = resolver.dest(p);
        LocationSet forward = map.fleet_province_neighbours(p) & fleets;
        for (LocationSet frontier = forward; frontier.any();) {
            LocationSet next;
            for (std::size_t s = frontier._Find_first(); s < N; s = frontier._Find_next(s))
                next |= map.fleet_province_neighbours(static_cast<LocationId>(s));
            next &= fleets & ~forward;
            forward |= next;
            frontier = next;
        }
        LocationSet backward = map.fleet_province_neighbours(to) & fleets;
        for (LocationSet frontier = backward; frontier.any();) {
            LocationSet next;
            for (std::size_t s = frontier._Find_first(); s < N; s = frontier._Find_next(s))
                next |= map.fleet_province_neighbours(static_cast<LocationId>(s));
            next &= fleets & ~backward;
            backward |= next;
            frontier = next;
        }
        resolver.set_route(p, forward & backward);
    }

    // 4. Resolve every decision.
    resolver.resolve_all(provinces);

    // 5. Report.
    result.units.reserve(units.size());
    for (const Unit& unit : units) {
        const ProvinceId p = map.province_of(unit.location);
        const Assigned& slot = assigned[p];
        UnitResult r;
        r.unit = unit;
        r.entry = slot.entry != no_entry ? slot.entry : slot.void_entry;
        r.order = Order {OrderKind::hold, unit.type, unit.location, no_location, std::nullopt, no_location, false};
        if (r.entry != no_entry) {
            r.order = orders[r.entry].order;
            r.order.unit_type = unit.type;
            r.order.unit = unit.location;
            if (slot.entry != no_entry && r.order.kind == OrderKind::move)
                r.order.target = slot.target;
        }
        if (slot.reason != VoidReason::none) {
            r.outcome = Outcome::voided;
            r.reason = slot.reason;
        } else {
            switch (resolver.kind(p)) {
            case Kind::hold:
                r.outcome = Outcome::held;
                break;
            case Kind::move:
                r.outcome = resolver.result(p) ? Outcome::moved
                    : resolver.final_path(p)   ? Outcome::bounced
                                               : Outcome::no_route;
                break;
            case Kind::support:
                r.outcome = resolver.result(p) ? Outcome::supported : Outcome::cut;
                break;
            case Kind::convoy:
                r.outcome = resolver.result(p) ? Outcome::convoyed : Outcome::disrupted;
                break;
            }
        }
        const Slot by = resolver.dislodger(p);
        if (by != none) {
            r.dislodged = true;
            r.dislodged_from = static_cast<ProvinceId>(by);
            r.dislodged_by_convoy = resolver.convoyed(static_cast<ProvinceId>(by));
            result.dislodged.push_back({unit, r.dislodged_from, r.dislodged_by_convoy});
        } else {
            Unit moved = unit;
            if (resolver.kind(p) == Kind::move && resolver.result(p) && slot.reason == VoidReason::none)
                moved.location = unit.type == UnitType::army ? resolver.dest(p) : slot.target;
            result.after.push_back(moved);
        }
        result.units.push_back(r);
    }
    // Standoffs: a failed move that still had strength to prevent leaves its target contested.
    for (ProvinceId p : provinces)
        if (resolver.kind(p) == Kind::move && !resolver.result(p) && assigned[p].reason == VoidReason::none
            && resolver.final_prevent(p) > 0)
            result.contested.set(resolver.dest(p));
    for (const Unit& unit : result.after)
        result.contested.reset(map.province_of(unit.location));
    auto by_province
        = [&](const Unit& a, const Unit& b) { return map.province_of(a.location) < map.province_of(b.location); };
    std::sort(result.after.begin(), result.after.end(), by_province);
    std::sort(result.dislodged.begin(), result.dislodged.end(),
        [&](const DislodgedUnit& a, const DislodgedUnit& b) { return by_province(a.unit, b.unit); });
    std::sort(result.rejected.begin(), result.rejected.end(),
        [](const RejectedOrder& a, const RejectedOrder& b) { return a.entry < b.entry; });
    return result;
}

} // namespace tablee::diplomacy_deadman
