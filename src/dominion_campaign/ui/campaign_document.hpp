// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dominion_campaign/engine/campaign.hpp"
#include "gui/standings_chart.hpp"

#include <QCoreApplication>
#include <QString>

class QTextDocument;

namespace tablee::dominion_campaign::ui {

// The campaign as documents: the history shown on screen, and the sheets printed to PDF.
class CampaignDocument {
    Q_DECLARE_TR_FUNCTIONS(CampaignDocument)

public:
    // Per round: kingdom, playing order, scores, keeps, eliminated and drawn cards. The keeps
    // of a round whose keeps are still being chosen are never shown (they are private).
    static QString historyHtml(const State& state);
    // What the table lays out for the current round: kingdom with pile counts, basic supply,
    // every starting deck, the playing order.
    static void fillSetupSheet(QTextDocument& document, const State& state);
    // The score sheet (rounds × players), totals, the ranking, the standings chart and the history.
    static void fillResults(QTextDocument& document, const State& state);
    // The standings chart's lines and axes: every player's campaign score after each round
    // scored, from 0 before the first (the dashboard's chart and the results' picture).
    static std::vector<gui::StandingsLine> standingsLines(const State& state);
    static gui::StandingsAxes standingsAxes(const State& state);
};

} // namespace tablee::dominion_campaign::ui
