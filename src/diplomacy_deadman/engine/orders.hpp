// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Orders: the data, the parser of the usual notations and the canonical text.
//
// The parser accepts the standard notation ("A PAR - BUR", "F NTH C A LON - BEL",
// "A VEN S A ROM - APU", "F CON S F BLA", "A LON - BEL VIA", "A MUN R BOH", "A MUN D",
// "F STP/NC B", "WAIVE"), the DATC's wording ("F North Sea Supports F Wales - English Channel",
// "Build A Warsaw", "Remove A Paris", "via convoy"), full English or French names in any
// case ("Army Paris -> Burgundy", "a paris - bourgogne", "F St Petersburg (nc) - ...").
// It only reads text: whether the order is possible on a board is validation's business.

#include "diplomacy_deadman/engine/map.hpp"
#include "diplomacy_deadman/engine/position.hpp"

#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace tablee::diplomacy_deadman {

enum class OrderKind : std::uint8_t { hold, move, support, convoy, retreat, disband, build, waive };

struct Order {
    OrderKind kind = OrderKind::hold;
    std::optional<UnitType> unit_type; // as written; none when omitted
    LocationId unit = no_location; // the ordered unit's place (as written); none for Waive
    // Move / Retreat: destination. Support of a move, Convoy: the other unit's destination.
    // Support of a hold: no_location.
    LocationId target = no_location;
    std::optional<UnitType> other_type; // supported / convoyed unit's type, as written
    LocationId other = no_location; // supported / convoyed unit's place
    bool via_convoy = false; // "A LON - BEL VIA": the army asks for the convoy route

    friend bool operator==(const Order&, const Order&) = default;
};

// Parses one order. Errors (code, args): diplomacy_deadman.order_empty, diplomacy_deadman.order_syntax
// (text, what was expected), diplomacy_deadman.order_unknown_place (word),
// diplomacy_deadman.order_ambiguous_place (word, the codes of the places it begins), diplomacy_deadman.order_too_long.
core::Expected<Order> parse_order(const Map& map, std::string_view text);

// The canonical text: upper-case codes, one space between words: "A PAR - BUR",
// "A LON - BEL VIA", "F NTH C A LON - BEL", "A VEN S A ROM - APU", "F CON S F BLA",
// "A MUN R BOH", "A MUN D", "A PAR B", "F STP/NC B", "WAIVE", "A PAR H".
// A unit type omitted in the order is omitted here too ("PAR - BUR").
std::string order_text(const Map& map, const Order& order);

// The same notation with each place written by `place_text` (a name in the interface's
// language, say: "A Paris - Bourgogne"), which parse_order reads back where the names are the
// map's and a coast follows its province's name in words ("Espagne côte sud"), and a hold by
// `hold_word`: H, or T (« tient ») as French tables write it, which parse_order reads too.
std::string order_text(
    const Order& order, const std::function<std::string(LocationId)>& place_text, std::string_view hold_word = "H");

// The order as the board reads it, so that two writings of one order compare equal (the Dead
// Man tally): unit types and the ordered unit's coast taken from the units on the board, a
// fleet's destination coast filled in when only one coast can be reached, a support's or
// convoy's other unit completed likewise, the coast dropped where it means nothing (armies),
// "-" read as "R" in a retreat phase. Orders naming an empty place are returned unchanged.
Order canonical_order(const Map& map, const std::vector<Unit>& units, const Order& order, bool retreat_phase = false);

} // namespace tablee::diplomacy_deadman
