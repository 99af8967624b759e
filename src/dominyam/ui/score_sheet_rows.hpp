#pragma once

#include "core/score_sheet.hpp"
#include "dominyam/engine/game.hpp"

#include <QStringList>

namespace tablee::dominyam::ui {

// The score sheet as players keep it on paper: one row per turn (the points of the meal made in
// it), then the end-game lines (each combination, Values, tiles left in solo). The numbers are
// the engine's (TurnRecord::points, results()); this only arranges them in rows.
struct ScoreSheetRows {
    core::ScoreSheet sheet;
    QStringList labels; // translated, one per row
};

ScoreSheetRows scoreSheetRows(const State& state);

} // namespace tablee::dominyam::ui
