// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// One phase played, in words and on the map: the reveal after the last hand-in and the history
// of the game show it the same way.

#include "diplomacy_deadman/engine/rules.hpp"
#include "diplomacy_deadman/ui/map_view.hpp"

#include <QString>

#include <optional>
#include <vector>

namespace tablee::diplomacy_deadman::ui {

// The position the orders were written in (before), everything written (written: every order and
// proposal as the players wrote them), the vote and the adjudication (outcome; outcome.step.state
// is the position after).
using PlayedPhase = PhasePlayed;

// Every power's orders with what became of them, the dead man's tally, the proposals, and the
// supply centres after a Fall; "nothing to decide" for a phase skipped.
QString phaseReportHtml(const Options& options, const PlayedPhase& phase);
// The end of a finished game: each power by its supply centres, with its player, its units and
// its part in the result (the winner; those sharing a draw; those out of the game).
QString finalStandingsHtml(const Options& options, const State& state);
// The phase in the usual notation, for a plain-text game record: its short name ("S1901M"),
// then a line per power: "FRANCE: A PAR - BUR (moved); F BRE - MAO (moved)"; the dead man's
// line says its orders came from the vote. Language-neutral, as records are exchanged.
QString phaseRecordText(const PlayedPhase& phase);

// The phase's orders and what became of them, a line each under their power, in the interface
// language (an exported map's legend); the orders in the usual notation.
QString phaseSummaryText(const Options& options, const PlayedPhase& phase);
// An order as the map draws it; nothing for a hold or a waive.
std::optional<DrawnOrder> drawnOrder(Power power, const Order& order, bool failed);
// The orders as the map draws them, the failed ones crossed.
std::vector<DrawnOrder> phaseReportDrawing(const PlayedPhase& phase);

} // namespace tablee::diplomacy_deadman::ui
