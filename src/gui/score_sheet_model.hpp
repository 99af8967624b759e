// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/score_sheet.hpp"

#include <QAbstractTableModel>
#include <QString>
#include <QStringList>

class QLocale;

namespace tablee::gui {

// A number of points in the interface language, a negative one with a true minus sign (« −16 »:
// the hyphen the locale writes reads as a dash beside a column of numbers).
QString pointsText(int points, const QLocale& locale);

// A core::ScoreSheet shown in a table: one column per player, its rows, then Total and Rank.
// Row labels are given already translated (the engines' labels are not user text).
class ScoreSheetModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit ScoreSheetModel(QObject* parent = nullptr);

    // Replaces the sheet. `rowLabels` has one label per sheet row. `highlightColumn` (if >= 0)
    // is shown in bold (the player to move).
    void setSheet(core::ScoreSheet sheet, QStringList rowLabels, int highlightColumn = -1);

    // The same table as HTML, for printed documents (<table class="sheet">, the last rows of class
    // "total"): the names, the rows, Total, and Rank when asked; numbers in the interface language.
    enum class Footer { total, totalAndRank };
    QString toHtml(Footer footer) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Row numbers of the two rows after the sheet's own.
    int totalRow() const { return static_cast<int>(m_sheet.rows()); }
    int rankRow() const { return totalRow() + 1; }

private:
    core::ScoreSheet m_sheet;
    QStringList m_rowLabels;
    int m_highlightColumn = -1;
};

} // namespace tablee::gui
