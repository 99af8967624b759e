// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableView>

namespace tablee::gui {

class ScoreSheetModel;

// A ScoreSheetModel as a read-only table: one stretched column per player, nothing to select.
// It lays itself out again whenever the sheet is replaced: new row labels (another language,
// new rows) may need another header width, which a model reset alone does not bring.
class ScoreSheetView : public QTableView {
    Q_OBJECT

public:
    explicit ScoreSheetView(ScoreSheetModel* model, QWidget* parent = nullptr);
};

} // namespace tablee::gui
