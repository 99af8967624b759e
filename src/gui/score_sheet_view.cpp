// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/score_sheet_view.hpp"

#include "gui/score_sheet_model.hpp"

#include <QHeaderView>

namespace tablee::gui {

ScoreSheetView::ScoreSheetView(ScoreSheetModel* model, QWidget* parent) : QTableView(parent)
{
    setModel(model);
    setSelectionMode(QAbstractItemView::NoSelection);
    // No keyboard focus either: a focused table draws a "current cell" that looks chosen.
    setFocusPolicy(Qt::NoFocus);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    connect(model, &QAbstractItemModel::modelReset, this, &ScoreSheetView::doItemsLayout);
}

} // namespace tablee::gui
