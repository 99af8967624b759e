#pragma once

#include "core/score_sheet.hpp"

#include <QAbstractTableModel>
#include <QStringList>

#include <vector>

namespace tablee::gui {

// A core::ScoreSheet shown in a table: one column per player, its rows, then Total and Rank.
// Row labels are given already translated (the engines' labels are not user text).
class ScoreSheetModel : public QAbstractTableModel {
    Q_OBJECT

public:
    explicit ScoreSheetModel(QObject* parent = nullptr);

    // Replaces the sheet. `rowLabels` has one label per sheet row. `highlightColumn` (if >= 0)
    // is shown in bold (the player to move).
    void setSheet(core::ScoreSheet sheet, QStringList rowLabels, int highlightColumn = -1);
    const core::ScoreSheet& sheet() const { return m_sheet; }
    // For a variant whose tie rule is not the sheet's competition ranking: the rank of each
    // player (one per column) shown in the Rank row until the next setSheet().
    void setRanks(std::vector<int> ranks);

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
    std::vector<int> m_ranks; // empty: the sheet's own ranking
    int m_highlightColumn = -1;
};

} // namespace tablee::gui
