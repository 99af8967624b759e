// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/score_sheet_rows.hpp"

#include "dominyam/ui/dominyam_texts.hpp"

#include <QCoreApplication>

namespace tablee::dominyam::ui {

namespace {

// The engine's row key ("turn 12", "full", "values", "tiles_left") in words.
QString rowLabel(const std::string& key)
{
    if (key.rfind("turn ", 0) == 0)
        return QCoreApplication::translate("ScoreSheetRows", "Turn %1").arg(QString::fromStdString(key.substr(5)));
    for (const auto kind : all_combination_kinds)
        if (key == kind_id(kind))
            return DominyamTexts::combinationName(kind);
    if (key == "values")
        return QCoreApplication::translate("ScoreSheetRows", "Values");
    if (key == "tiles_left")
        return QCoreApplication::translate("ScoreSheetRows", "Tiles left");
    return QString::fromStdString(key);
}

} // namespace

ScoreSheetRows scoreSheetRows(const State& state)
{
    ScoreSheetRows rows {score_sheet(state), {}};
    for (std::size_t row = 0; row < rows.sheet.rows(); ++row)
        rows.labels << rowLabel(rows.sheet.row_label(row));
    return rows;
}

} // namespace tablee::dominyam::ui
