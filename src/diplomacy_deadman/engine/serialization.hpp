// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// JSON forms of the engine's values, shared by the command line and the saves.
//
// Units: {"AUSTRIA": ["A VIE", "F TRI"], ...}. Game state (a position: the command line's form,
// the "start" of a game's options, and the whole "game" of a schema-1 save):
//   {"phase": "S1901M", "units": {...}, "dislodged": [{"power": "ITALY", "unit": "A VEN",
//    "attacker_from": "TYR", "by_convoy": false}], "contested": ["BOH"],
//    "centres": {"AUSTRIA": ["BUD", "TRI", "VIE"], ...}, "winner": null, "dead_man": "ITALY"}
// where "dead_man" is null, a power, or [extension] a list of two to five powers.

#include "diplomacy_deadman/engine/deadman.hpp"
#include "diplomacy_deadman/engine/game.hpp"

#include "core/json_reader.hpp"
#include "core/save.hpp"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace tablee::diplomacy_deadman {

// Orders one power may submit in one phase: far above its 34 units at most, so that a script or a
// damaged file cannot make the adjudicator work without end.
inline constexpr std::size_t max_orders_per_power = 64;

// The power a member's key names ("FRANCE"); records a "choice" error at `where` otherwise.
Power power_key(const std::string& key, const core::JsonValue& where);

// The dead men as "dead_man" holds them: null, "ITALY", or ["ITALY", "TURKEY"].
nlohmann::json dead_men_to_json(PowerSet dead_men);
// Reads that form (a power's code or name; a list of them); errors go to json's reader.
PowerSet read_dead_men(const core::JsonValue& json);

nlohmann::json units_to_json(const Map& map, std::span<const Unit> units);
// Errors, recorded in json's reader: json.bad_value (path, kind...: core/json_reader.hpp),
// diplomacy_deadman.bad_unit (text), diplomacy_deadman.two_units (province).
std::vector<Unit> read_units(const Map& map, const core::JsonValue& json);

nlohmann::json state_to_json(const Map& map, const GameState& state);
// Errors: json.bad_value (path, kind...), diplomacy_deadman.bad_phase, diplomacy_deadman.bad_unit,
// diplomacy_deadman.two_units, diplomacy_deadman.bad_state. Never throws, whatever the JSON.
core::Expected<GameState> state_from_json(const Map& map, const nlohmann::json& json);
// The same, as part of a larger document: errors are recorded in json's reader.
GameState read_state(const Map& map, const core::JsonValue& json);

// One order as submitted: parsed into `entry` of the list given, or refused by the parser.
struct SubmittedOrder {
    Power power = Power::austria;
    std::string text;
    std::optional<std::size_t> entry; // index into the OrderEntry list
    std::optional<core::Error> error; // the parser's refusal (the order then counts as not given)
};

// Reads {"AUSTRIA": ["A VIE - GAL", ...], ...}; unparseable orders are recorded, not refused.
// Errors (the JSON's shape only), recorded in json's reader: json.bad_value (path, kind...),
// e.g. more than max_orders_per_power orders for one power.
std::vector<SubmittedOrder> read_orders(const Map& map, const core::JsonValue& json, std::vector<OrderEntry>& entries);

} // namespace tablee::diplomacy_deadman
