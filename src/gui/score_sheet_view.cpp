// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/score_sheet_view.hpp"

#include "gui/score_sheet_model.hpp"

#include <QHeaderView>
#include <QLocale>
#include <QPainter>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QStyledItemDelegate>

#include <algorithm>
#include <ranges>

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

// A line over a row of the sheet that stands for rows out of sight: its label in the row
// labels' column, each player's sum in theirs, in italics on a tint, with a rule on the side of
// the rows it stands for.
class CarriedLine : public QWidget {
public:
    CarriedLine(QWidget* parent, bool above) : QWidget(parent), m_above(above)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents); // the wheel and clicks go to the sheet
        hide();
    }

    void set(QString label, QStringList cells, int labelWidth, std::vector<std::pair<int, int>> columns)
    {
        m_label = std::move(label);
        m_cells = std::move(cells);
        m_labelWidth = labelWidth;
        m_columns = std::move(columns);
        update();
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), palette().color(QPalette::AlternateBase).darker(106));
        painter.setPen(palette().color(QPalette::Mid));
        const int ruleY = m_above ? height() - 1 : 0;
        painter.drawLine(0, ruleY, width(), ruleY);
        QFont italic = font();
        italic.setItalic(true);
        painter.setFont(italic);
        painter.setPen(palette().color(QPalette::Text));
        const QRect labelRect(4, 0, m_labelWidth - 8, height());
        painter.drawText(labelRect, Qt::AlignLeft | Qt::AlignVCenter,
            fontMetrics().elidedText(m_label, Qt::ElideRight, labelRect.width()));
        for (std::size_t column = 0; column < m_columns.size() && column < static_cast<std::size_t>(m_cells.size());
             ++column)
            painter.drawText(QRect(m_columns[column].first, 0, m_columns[column].second, height()), Qt::AlignCenter,
                m_cells[static_cast<qsizetype>(column)]);
    }

private:
    bool m_above;
    QString m_label;
    QStringList m_cells;
    int m_labelWidth = 0;
    std::vector<std::pair<int, int>> m_columns; // x and width of each player's cell
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
        makeRoomForCarriedLabels(); // another language, more rows
        splitRows();
        doItemsLayout();
    });
    connect(verticalScrollBar(), &QScrollBar::valueChanged, this, [this](int value) {
        if (!m_laying)
            m_atEnd = value == endValue();
        placeCarried();
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
    // Rows all in sight with room to spare: Total right under them, the spare room below it (an
    // empty band between the last row and Total read as a row left blank).
    const int leftOver = rowHeight > 0 && room > 0 && rows * rowHeight > room ? room % rowHeight
        : room > rows * rowHeight                                             ? room - rows * rowHeight
                                                                              : 0;
    if (margins.bottom() != height + leftOver)
        setViewportMargins(margins.left(), margins.top(), margins.right(), height + leftOver);
    const QRect area = viewport()->geometry();
    m_footer->setGeometry(frameWidth(), area.bottom() + 1, area.right() + 1 - frameWidth(), height);
    m_footer->verticalScrollBar()->setValue(0); // its rows from the top: Total, then Rank
    for (int column = 0; column < m_model->columnCount(); ++column)
        m_footer->setColumnWidth(column, columnWidth(column));
    placeCarried();
}

void ScoreSheetView::carryRowsOutOfSight(bool carry)
{
    Q_ASSERT(!carry || m_footer); // what is carried adds up to the Total kept in sight
    if (carry == (m_carriedAbove != nullptr))
        return;
    if (carry) {
        m_carriedAbove = new CarriedLine(this, true);
        m_carriedAbove->setObjectName(QStringLiteral("carriedAbove"));
        m_carriedBelow = new CarriedLine(this, false);
        m_carriedBelow->setObjectName(QStringLiteral("carriedBelow"));
        makeRoomForCarriedLabels();
    } else {
        delete m_carriedAbove;
        delete m_carriedBelow;
        m_carriedAbove = m_carriedBelow = nullptr;
    }
    placeCarried();
}

std::optional<ScoreSheetView::Carried> ScoreSheetView::carried(int from, int to) const
{
    Carried line;
    line.sums.resize(static_cast<std::size_t>(m_model->columnCount()));
    for (int row = from; row <= to; ++row) {
        if (isRowHidden(row))
            continue;
        ++line.rows;
        for (int column = 0; column < m_model->columnCount(); ++column) {
            const QVariant value = m_model->data(m_model->index(row, column));
            if (value.typeId() == QMetaType::Int) {
                auto& sum = line.sums[static_cast<std::size_t>(column)];
                sum = sum.value_or(0) + value.toInt();
            }
        }
    }
    return line.rows > 0 ? std::optional(line) : std::nullopt;
}

namespace {

// The sheet's rows above Total wholly in the viewport: the first and the last, and how many.
struct InSight {
    int first = -1;
    int last = -1;
    int count = 0;
    int lastRow = -1; // the sheet's last row shown at all (above Total)
};

InSight rowsInSight(const QTableView& view, int totalRow)
{
    InSight sight;
    const QRect shown = view.viewport()->rect();
    for (int row = 0; row < totalRow; ++row) {
        if (view.isRowHidden(row))
            continue;
        sight.lastRow = row;
        if (!shown.contains(view.visualRect(view.model()->index(row, 0))))
            continue;
        sight.first = sight.first < 0 ? row : sight.first;
        sight.last = row;
        ++sight.count;
    }
    return sight;
}

} // namespace

std::optional<ScoreSheetView::Carried> ScoreSheetView::carriedAbove() const
{
    if (!m_carriedAbove || m_carriedAbove->isHidden())
        return std::nullopt;
    return carried(0, rowsInSight(*this, m_model->totalRow()).first);
}

std::optional<ScoreSheetView::Carried> ScoreSheetView::carriedBelow() const
{
    if (!m_carriedBelow || m_carriedBelow->isHidden())
        return std::nullopt;
    return carried(rowsInSight(*this, m_model->totalRow()).last, m_model->totalRow() - 1);
}

std::pair<int, int> ScoreSheetView::rowsShown() const
{
    const InSight sight = rowsInSight(*this, m_model->totalRow());
    return {sight.first + (carriedAbove() ? 1 : 0), sight.last - (carriedBelow() ? 1 : 0)};
}

void ScoreSheetView::placeCarried()
{
    if (!m_carriedAbove)
        return;
    const InSight sight = rowsInSight(*this, m_model->totalRow());
    // Three rows in sight at least: one carried each way and one of the sheet's own.
    const bool room = sight.count >= 3;
    const bool above = room && sight.first > 0
        && std::ranges::any_of(std::views::iota(0, sight.first), [this](int row) { return !isRowHidden(row); });
    const bool below = room && sight.last < sight.lastRow;
    const QLocale locale;
    const QRect area = viewport()->geometry();
    const int left = verticalHeader()->isVisible() ? verticalHeader()->geometry().left() : area.left();
    const auto place = [&](QWidget* widget, bool shown, int row, int from, int to, const QString& label) {
        widget->setVisible(shown);
        if (!shown)
            return;
        const QRect rect = visualRect(m_model->index(row, 0));
        widget->setGeometry(left, area.top() + rect.top(), area.right() + 1 - left, rect.height());
        const auto line = carried(from, to);
        QStringList cells;
        std::vector<std::pair<int, int>> columns;
        for (int column = 0; column < m_model->columnCount(); ++column) {
            const auto sum = line ? line->sums[static_cast<std::size_t>(column)] : std::nullopt;
            cells << (sum ? pointsText(*sum, locale) : QString());
            columns.emplace_back(area.left() - left + columnViewportPosition(column), columnWidth(column));
        }
        static_cast<CarriedLine*>(widget)->set(label, cells, area.left() - left, std::move(columns));
        widget->raise();
    };
    const int aboveRows = above ? carried(0, sight.first)->rows : 0;
    const int belowRows = below ? carried(sight.last, m_model->totalRow() - 1)->rows : 0;
    place(m_carriedAbove, above, sight.first, 0, sight.first, carriedLabel(true, aboveRows));
    place(m_carriedBelow, below, sight.last, sight.last, m_model->totalRow() - 1, carriedLabel(false, belowRows));
}

QString ScoreSheetView::carriedLabel(bool above, int rows)
{
    return above ? tr("↑ %n row(s) above", "rows of a score sheet scrolled out of sight, summed", rows)
                 : tr("↓ %n row(s) below", "rows of a score sheet scrolled out of sight, summed", rows);
}

void ScoreSheetView::makeRoomForCarriedLabels()
{
    if (!m_carriedAbove)
        return;
    // The row labels' column as wide as the longest carried label may be (every row carried, in
    // italics): cut, « ↓ 3 lignes en… » said nothing.
    QFont italic = font();
    italic.setItalic(true);
    const QFontMetrics metrics(italic);
    const int rows = m_model->totalRow();
    const int needed = std::max(metrics.horizontalAdvance(carriedLabel(true, rows)),
                           metrics.horizontalAdvance(carriedLabel(false, rows)))
        + 12;
    if (verticalHeader()->minimumWidth() != needed)
        verticalHeader()->setMinimumWidth(needed);
}

} // namespace tablee::gui
