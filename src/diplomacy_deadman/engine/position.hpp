// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Units on the board. A position is a plain list of units (at most one per province); the
// adjudicator turns it into flat per-province tables for its own work.

#include "diplomacy_deadman/engine/map.hpp"

#include <optional>
#include <vector>

namespace tablee::diplomacy_deadman {

struct Unit {
    Power power = Power::austria;
    UnitType type = UnitType::army;
    LocationId location = no_location; // a coast location for a fleet in a split-coast province

    friend bool operator==(const Unit&, const Unit&) = default;
};

// A unit pushed out of its province in a movement phase, waiting for its retreat order.
struct DislodgedUnit {
    Unit unit;
    ProvinceId attacker_from = 0; // where the dislodging unit came from
    bool by_convoy = false; // it came by convoy: the unit may retreat there (2023 rules, DATC 4.A.5)

    friend bool operator==(const DislodgedUnit&, const DislodgedUnit&) = default;
};

// "A PAR", "F STP/SC" (the notation of the JSON formats and of the DATC files).
std::string unit_text(const Map& map, const Unit& unit);
// Parses "A PAR" / "F STP/SC" / "Army Paris"... for `power`: the unit must be able to stand
// there (no army at sea, a fleet in Spain names its coast). Errors: diplomacy_deadman.bad_unit (text).
core::Expected<Unit> parse_unit(const Map& map, Power power, std::string_view text);

// The unit in `province`, if any. Linear: for building tables, not for hot loops.
std::optional<Unit> unit_in(const Map& map, const std::vector<Unit>& units, ProvinceId province);

// Sorts units by province (the canonical order of a position) and checks there is at most one
// per province and each can stand where it is. Errors: diplomacy_deadman.two_units (province),
// diplomacy_deadman.bad_unit (unit).
core::Expected<std::vector<Unit>> canonical_units(const Map& map, std::vector<Unit> units);

} // namespace tablee::diplomacy_deadman
