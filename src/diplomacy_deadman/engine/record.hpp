// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a phase did, as JSON: the answer of `tablee-cli diplomacy step` and each phase of the game
// record the window exports (docs/cli.md, section "diplomacy", shows both). One writer for the two,
// so a record read by a script and the command line's answer never drift apart.
//
// A phase: {"phase": "S1901M", "orders": {"FRANCE": ["A PAR - BUR", ...], ...} (as written),
//   "proposals": {...} (as written, by proposer), "dead_man": TALLY (games with dead men),
//   "results": {"FRANCE": [{"order": "A PAR - BUR", "unit": "A PAR", "canonical": "A PAR - BUR",
//   "result": "moved", "dislodged": false}, ...], ...}, "after": UNITS (movement), "state": STATE}
// A tally: {"dead_man": "ITALY" | ["ITALY", "TURKEY"], "orders": ["A VEN H", ...],
//   "tally": [{"place": "VEN", "unit": "A VEN", "proposals": [{"order": "A VEN - TRI", "count": 2}],
//   "chosen": "A VEN - TRI"}], "not_counted": [{"proposer": "FRANCE", "order": ..., "reason": ...}]}

#include "diplomacy_deadman/engine/deadman.hpp"
#include "diplomacy_deadman/engine/game.hpp"
#include "diplomacy_deadman/engine/rules.hpp"
#include "diplomacy_deadman/engine/serialization.hpp"

#include <nlohmann/json.hpp>

#include <span>

namespace tablee::diplomacy_deadman {

// Per power, what each order did: units' results with the order as written, then the orders no
// unit carried out (void, with the reason) and those that could not be read ("unreadable", or
// "dead_man" for an order written for a dead man: diplomacy_deadman.dead_man_order).
nlohmann::json phase_results_json(const Map& map, std::span<const SubmittedOrder> submitted,
    std::span<const OrderEntry> entries, const PhaseReport& report);
// Every unit after a movement, the dislodged ones marked "*" where they stood.
nlohmann::json after_movement_json(const Map& map, const MovementResult& movement);
// The dead men's vote.
nlohmann::json vote_json(
    const Map& map, PowerSet dead_men, const DeadManVote& vote, std::span<const Proposal> proposals);

// The record of a whole game, every phase played from the start to the current one:
// {"format": "tablee-diplomacy-record", "version": 2, "game_number": "12345" (the seed: the same
//  number deals the same game), "options": OPTIONS (rules.hpp: the players, the computer powers and
//  their levels, the dead men), "phases": [PHASE, ...], "centres": [{"year": 1901, "AUSTRIA": 4,
//  ...}, ...] (after each year's Fall), "result": {"winner": "FRANCE" | null, "draw": bool, "year":
//  1907 (once over)}}. Version 1 had no game number, centres nor year.
nlohmann::json game_record_json(const Game& game);

} // namespace tablee::diplomacy_deadman
