// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/score_sheet_model.hpp"
#include "gui/player_table.hpp"

#include <QFont>
#include <QLocale>

namespace tablee::gui {

QString pointsText(int points, const QLocale& locale)
{
    const QString magnitude = locale.toString(points < 0 ? -static_cast<qint64>(points) : points);
    return points < 0 ? QChar(0x2212) + magnitude : magnitude;
}

ScoreSheetModel::ScoreSheetModel(QObject* parent) : QAbstractTableModel(parent) { }

void ScoreSheetModel::setSheet(core::ScoreSheet sheet, QStringList rowLabels, int highlightColumn)
{
    beginResetModel();
    m_sheet = std::move(sheet);
    m_rowLabels = std::move(rowLabels);
    m_highlightColumn = highlightColumn;
    endResetModel();
}

int ScoreSheetModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_sheet.rows()) + 2;
}

int ScoreSheetModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_sheet.players());
}

QVariant ScoreSheetModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const auto player = static_cast<std::size_t>(index.column());
    const int row = index.row();
    if (role == Qt::TextAlignmentRole)
        return QVariant(Qt::AlignCenter);
    if (role == Qt::FontRole && (row >= totalRow() || index.column() == m_highlightColumn)) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role != Qt::DisplayRole)
        return {};
    if (row == totalRow())
        return m_sheet.total(player);
    if (row == rankRow())
        return m_sheet.ranks()[player];
    const auto cell = m_sheet.cell(static_cast<std::size_t>(row), player);
    return cell ? QVariant(*cell) : QVariant();
}

QVariant ScoreSheetModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role == Qt::ToolTipRole && orientation == Qt::Horizontal)
        return headerData(section, orientation, Qt::DisplayRole);
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Horizontal)
        return PlayerTable::shownName(QString::fromStdString(m_sheet.player_name(static_cast<std::size_t>(section))));
    if (section == totalRow())
        return tr("Total");
    if (section == rankRow())
        return tr("Rank");
    return m_rowLabels.value(section);
}

QString ScoreSheetModel::toHtml(Footer footer) const
{
    const int rows = footer == Footer::totalAndRank ? rowCount() : rankRow();
    const QLocale locale;
    QString html = QStringLiteral("<table class=\"sheet\" width=\"100%\"><tr><th></th>");
    for (int column = 0; column < columnCount(); ++column)
        html += QStringLiteral("<th>%1</th>").arg(headerData(column, Qt::Horizontal).toString().toHtmlEscaped());
    html += QStringLiteral("</tr>");
    for (int row = 0; row < rows; ++row) {
        html += row >= totalRow() ? QStringLiteral("<tr class=\"total\">") : QStringLiteral("<tr>");
        html += QStringLiteral("<td>%1</td>").arg(headerData(row, Qt::Vertical).toString().toHtmlEscaped());
        for (int column = 0; column < columnCount(); ++column) {
            const QVariant value = data(index(row, column));
            html += QStringLiteral("<td class=\"num\" align=\"right\">%1</td>")
                        .arg(value.isValid() ? pointsText(value.toInt(), locale) : QString());
        }
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

} // namespace tablee::gui
