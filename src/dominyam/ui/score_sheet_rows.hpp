// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/score_sheet.hpp"
#include "dominyam/engine/game.hpp"

#include <QStringList>

namespace tablee::dominyam::ui {

// The engine's score sheet (dominyam::score_sheet: a row per turn, then the end-game lines) with
// its row keys put into words.
struct ScoreSheetRows {
    core::ScoreSheet sheet;
    QStringList labels; // translated, one per row
};

ScoreSheetRows scoreSheetRows(const State& state);

} // namespace tablee::dominyam::ui
