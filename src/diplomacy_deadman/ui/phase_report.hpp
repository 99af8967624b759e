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

// One phase in words, in the interface language: what each power's orders did (a unit the
// adjudicator dislodged said dislodged), each dead man's vote, the proposals as written, and the
// supply centres after a Fall. The reveal, the history, the game record and the exported map all
// say a phase from it, so that none says it otherwise.
struct ReportLine {
    QString order; // in the usual notation
    QString what; // what became of it ("moved", "dislodged")
    QString why; // why, when it failed or the unit was dislodged; or empty
};
struct PowerLines {
    Power power;
    std::vector<ReportLine> lines;
};
struct VoteLine {
    QString what; // the unit or centre
    QString counts; // the proposals counted ("2 × A VEN - TRI, 1 × A VEN H"), or "no proposal"
    QString result; // what the vote gave, and why
};
struct VoteLines {
    Power deadMan;
    std::vector<VoteLine> lines;
};
struct ProposalLine {
    Power power; // who proposed
    QString orders; // as written, or "nothing"
};
struct CentreRow {
    Power power;
    int now = 0;
    int change = 0; // since before the Fall
};
struct PhaseReportWords {
    std::vector<PowerLines> powers;
    std::vector<VoteLines> votes;
    std::vector<ProposalLine> proposals; // when a vote took place
    std::vector<CentreRow> centres; // after a Fall
    bool nothingDecided() const { return powers.empty() && votes.empty() && centres.empty(); }
};
PhaseReportWords phaseReportWords(const PlayedPhase& phase);

// Every power's orders with what became of them, the dead man's tally, the proposals, and the
// supply centres after a Fall; "nothing to decide" for a phase skipped.
QString phaseReportHtml(const Options& options, const PlayedPhase& phase);
// The end of a finished game: each power by its supply centres, with its player, its units and
// its part in the result (the winner; those sharing a draw; those out of the game).
QString finalStandingsHtml(const Options& options, const State& state);
// The phase for a plain-text game record, in the interface language, as the reveal says it: its
// name, then each power (its player) and a line per order with what became of it, the dead men's
// votes and the proposals, and the supply centres after a Fall; the orders in the usual notation.
QString phaseRecordText(const Options& options, const PlayedPhase& phase);

// The phase's orders and what became of them, a line each under their power and its player, in
// the interface language (an exported map's legend); the orders in the usual notation.
QString phaseSummaryText(const Options& options, const PlayedPhase& phase);
// An order as the map draws it; nothing for a hold or a waive.
std::optional<DrawnOrder> drawnOrder(Power power, const Order& order, bool failed);
// The orders as the map draws them, the failed ones crossed.
std::vector<DrawnOrder> phaseReportDrawing(const PlayedPhase& phase);

} // namespace tablee::diplomacy_deadman::ui
