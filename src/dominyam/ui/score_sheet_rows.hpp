// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/score_sheet.hpp"
#include "dominyam/engine/game.hpp"
#include "gui/score_sheet_model.hpp"

#include <QStringList>

namespace tablee::dominyam::ui {

// The engine's score sheet (dominyam::score_sheet: a row per turn, then the end-game lines) with
// its row keys put into words.
struct ScoreSheetRows {
    core::ScoreSheet sheet;
    QStringList labels; // translated, one per row
    // Solo, before the end: what the tiles left would cost if it ended now, counted only once
    // over (results()), shown meanwhile so that the row is not a blank to wonder at.
    QList<gui::ScoreSheetModel::Pending> pending;
};

ScoreSheetRows scoreSheetRows(const State& state);

} // namespace tablee::dominyam::ui
