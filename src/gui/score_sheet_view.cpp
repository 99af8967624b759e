// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/score_sheet_view.hpp"

#include "gui/score_sheet_model.hpp"

#include <QHeaderView>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QStyledItemDelegate>

#include <algorithm>

namespace tablee::gui {

namespace {

// The players' names, one shortened at its end when longer than its column, whole in its tooltip
// (the style drew it centred and cut: « ayer 3 (compute »).
class NamesHeader : public QHeaderView {
public:
    using QHeaderView::QHeaderView;

protected:
    void initStyleOptionForIndex(QStyleOptionHeader* option, int logicalIndex) const override
    {
        QHeaderView::initStyleOptionForIndex(option, logicalIndex);
        const int room = sectionSize(logicalIndex) - 2 * style()->pixelMetric(QStyle::PM_HeaderMargin, option, this);
        option->text = option->fontMetrics.elidedText(option->text, Qt::ElideRight, std::max(0, room));
    }
};

// The sheet's numbers as pointsText writes them (a true minus sign).
class PointsDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QString displayText(const QVariant& value, const QLocale& locale) const override
    {
        return value.typeId() == QMetaType::Int ? pointsText(value.toInt(), locale)
                                                : QStyledItemDelegate::displayText(value, locale);
    }
};

} // namespace

ScoreSheetView::ScoreSheetView(ScoreSheetModel* model, QWidget* parent) : QTableView(parent), m_model(model)
{
    setHorizontalHeader(new NamesHeader(Qt::Horizontal, this));
    setModel(model);
    setItemDelegate(new PointsDelegate(this));
    setSelectionMode(QAbstractItemView::NoSelection);
    // No keyboard focus either: a focused table draws a "current cell" that looks chosen.
    setFocusPolicy(Qt::NoFocus);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // By the row: the viewport is cut to whole rows (placeFooter), so a row is in sight whole or
    // not at all, never half under the footer as « Dominos restants » was at 1024x700.
    setVerticalScrollMode(QAbstractItemView::ScrollPerItem);

    connect(model, &QAbstractItemModel::modelReset, this, [this] {
        splitRows();
        doItemsLayout();
    });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        if (!m_laying)
            m_atEnd = value == endValue();
    });
}

void ScoreSheetView::scrollToEnd(int firstRow)
{
    m_atEnd = true;
    m_endFrom = firstRow;
    const QScopedValueRollback laying(m_laying, true);
    verticalScrollBar()->setValue(endValue());
}

int ScoreSheetView::endValue() const
{
    const int bottom = verticalScrollBar()->maximum();
    // Scrolled by the row: the bar's value is the first row in sight.
    return m_endFrom >= 0 ? std::min(bottom, verticalHeader()->visualIndex(m_endFrom)) : bottom;
}

void ScoreSheetView::keepTotalsInSight(bool keep)
{
    if (keep == (m_footer != nullptr))
        return;
    if (!keep) {
        delete m_footer;
        m_footer = nullptr;
        const QMargins margins = viewportMargins();
        setViewportMargins(margins.left(), margins.top(), margins.right(), 0);
        splitRows();
        updateGeometries();
        return;
    }
    m_footer = new QTableView(this);
    m_footer->setObjectName(QStringLiteral("scoreSheetFooter"));
    m_footer->setModel(m_model);
    m_footer->setItemDelegate(new PointsDelegate(m_footer)); // the same minus signs
    // After the footer's own handling of a new sheet (connected by setModel, so called before),
    // which shows every row again: Total and Rank alone, not the rows above them.
    connect(m_model, &QAbstractItemModel::modelReset, m_footer, [this] { splitRows(); });
    m_footer->setSelectionMode(QAbstractItemView::NoSelection);
    m_footer->setFocusPolicy(Qt::NoFocus);
    m_footer->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_footer->horizontalHeader()->hide();
    m_footer->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_footer->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_footer->setFrameShape(QFrame::NoFrame);
    // The same columns as the sheet, always.
    connect(horizontalHeader(), &QHeaderView::sectionResized, m_footer,
        [this](int section, int, int size) { m_footer->setColumnWidth(section, size); });
    m_footer->show();
    splitRows();
}

void ScoreSheetView::splitRows()
{
    // Every row as high as the others: a row hidden while the height changed would come back
    // at its old one (a sheet's rows of 30 and 22 pixels). Then, kept apart, Total and Rank are
    // the footer's rows only: the sheet above scrolls the turns.
    const int height = verticalHeader()->defaultSectionSize();
    const int total = m_model->totalRow();
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const bool foot = row >= total;
        // A player alone has no rank: its row would be a "1" taking a line of the sheet.
        const bool meaningless = row == m_model->rankRow() && m_model->columnCount() == 1;
        setRowHidden(row, false);
        setRowHeight(row, height);
        setRowHidden(row, (foot && m_footer) || meaningless);
        if (m_footer) {
            m_footer->setRowHidden(row, false);
            m_footer->setRowHeight(row, height);
            m_footer->setRowHidden(row, !foot || meaningless);
        }
    }
    placeFooter();
}

void ScoreSheetView::resizeEvent(QResizeEvent* event)
{
    QTableView::resizeEvent(event);
    placeFooter();
}

QSize ScoreSheetView::minimumSizeHint() const
{
    QSize size = QTableView::minimumSizeHint();
    if (!m_footer)
        return size;
    const int rows = rows_in_sight * verticalHeader()->defaultSectionSize() + footerHeight();
    size.setHeight(std::max(size.height(), horizontalHeader()->sizeHint().height() + rows + 2 * frameWidth()));
    return size;
}

void ScoreSheetView::updateGeometries()
{
    m_laying = true;
    QTableView::updateGeometries();
    placeFooter();
    if (m_atEnd)
        verticalScrollBar()->setValue(endValue());
    m_laying = false;
}

int ScoreSheetView::footerHeight() const
{
    int height = 0;
    for (int row = m_model->totalRow(); row < m_model->rowCount(); ++row)
        if (!m_footer->isRowHidden(row))
            height += m_footer->rowHeight(row);
    return height;
}

void ScoreSheetView::placeFooter()
{
    if (!m_footer)
        return; // not kept apart, or called by the base class while it is being built
    // Below the viewport, in room the viewport gives up for it: it covers no row of the sheet,
    // whatever the rows' heights (they follow the screen's scale).
    m_footer->verticalHeader()->setFixedWidth(verticalHeader()->width());
    m_footer->verticalHeader()->setDefaultSectionSize(verticalHeader()->defaultSectionSize());
    const int height = footerHeight();
    // The table keeps its headers in the viewport's left and top margins (updateGeometries sets
    // them, the bottom at 0): the footer's room is added to those, never in their place. When
    // the rows above do not all fit, the viewport gives up the part of a row left over too (a
    // band under the footer: above it, it read as an empty row of the sheet), so that it shows
    // whole rows.
    const QMargins margins = viewportMargins();
    const int room = contentsRect().height() - margins.top() - height;
    const int rowHeight = verticalHeader()->defaultSectionSize();
    int rows = 0;
    for (int row = 0; row < m_model->totalRow(); ++row)
        rows += isRowHidden(row) ? 0 : 1;
    const int leftOver = rowHeight > 0 && room > 0 && rows * rowHeight > room ? room % rowHeight : 0;
    if (margins.bottom() != height + leftOver)
        setViewportMargins(margins.left(), margins.top(), margins.right(), height + leftOver);
    const QRect area = viewport()->geometry();
    m_footer->setGeometry(frameWidth(), area.bottom() + 1, area.right() + 1 - frameWidth(), height);
    m_footer->verticalScrollBar()->setValue(0); // its rows from the top: Total, then Rank
    for (int column = 0; column < m_model->columnCount(); ++column)
        m_footer->setColumnWidth(column, columnWidth(column));
}

} // namespace tablee::gui
