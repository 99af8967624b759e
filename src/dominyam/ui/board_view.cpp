// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/board_view.hpp"

#include "dominyam/ui/domino_painter.hpp"
#include "dominyam/ui/dominyam_controller.hpp"
#include "dominyam/ui/dominyam_texts.hpp"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>

#include <QToolTip>
#include <algorithm>
#include <array>

#include <cmath>

namespace tablee::dominyam::ui {

namespace {
const QColor felt(0x2f, 0x6b, 0x4f);
const QColor slot(0x28, 0x5c, 0x44);
const QColor exposedColour(0xe8, 0xb0, 0x3e);
const QColor eatableColour(0x6b, 0xe0, 0x8f);
const QColor selectedColour(0x4d, 0x9c, 0xff);
const QColor hintColour(0xd9, 0x6b, 0xff);

// Draws `mark` around the tile drawn in `tile`; `s` is the size of a board cell. Each mark has a
// line of its own besides its colour (colour-blind eyes tell them apart: docs/accessibility/):
// exposed dotted and thin, eatable solid and thick, hint dashed, chosen doubled.
void paintTileMark(QPainter& painter, const QRectF& tile, TileMark mark, qreal s, qreal outside = 0)
{
    QColor colour;
    qreal width = 0;
    Qt::PenStyle style = Qt::SolidLine;
    switch (mark) {
    case TileMark::exposed:
        colour = exposedColour;
        width = s * 0.05;
        style = Qt::DotLine;
        break;
    case TileMark::eatable:
        colour = eatableColour;
        width = s * 0.09;
        break;
    case TileMark::hint:
        colour = hintColour;
        width = s * 0.09;
        style = Qt::DashLine;
        break;
    case TileMark::chosen:
        colour = selectedColour;
        width = s * 0.11;
        break;
    }
    painter.setBrush(Qt::NoBrush);
    const qreal grow = width / 2 + 1 + outside;
    const QRectF around = tile.adjusted(-grow, -grow, grow, grow);
    painter.setPen(QPen(colour, std::max<qreal>(1.5, width), style));
    painter.drawRoundedRect(around, s * 0.16, s * 0.16);
    if (mark == TileMark::chosen) {
        // A light line inside the thick one: a double line, whatever the eye makes of blue.
        painter.setPen(QPen(Qt::white, std::max<qreal>(1, s * 0.025)));
        painter.drawRoundedRect(around, s * 0.16, s * 0.16);
    }
}
} // namespace

QPixmap tileMarkSwatch(TileMark mark, int height)
{
    // A piece of the board: the felt, a tile, the mark, drawn as on the board.
    QPixmap pixmap(height * 2, height);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal s = height * 0.75; // one cell of the swatch's own board
    painter.setPen(Qt::NoPen);
    painter.setBrush(felt);
    painter.drawRoundedRect(QRectF(pixmap.rect()), s * 0.2, s * 0.2);
    const QRectF tile = QRectF(pixmap.rect()).adjusted(s * 0.3, s * 0.3, -s * 0.3, -s * 0.3);
    painter.setBrush(QColor(0xfb, 0xf7, 0xee));
    painter.drawRoundedRect(tile, s * 0.08, s * 0.08);
    paintTileMark(painter, tile, mark, s);
    return pixmap;
}

BoardView::BoardView(DominyamController& controller, QWidget* parent) : QWidget(parent), m_controller(controller)
{
    setObjectName(QStringLiteral("boardView"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus); // playable from the keyboard: Tab reaches it
    setAccessibleName(tr("Board"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(&m_controller, &DominyamController::stateChanged, this, [this] {
        // A tile eaten under the keyboard: move to a tile still there.
        if (m_keyboardTile && !m_controller.state().board().is_present(*m_keyboardTile))
            setKeyboardTile(neighbourTowards(0, 0));
        update();
    });
}

qreal BoardView::cellSize() const
{
    return std::floor(std::min(width() / qreal(board_columns + 0.5), height() / qreal(board_rows + 0.5)));
}

QPointF BoardView::origin() const
{
    const qreal s = cellSize();
    return {(width() - s * board_columns) / 2, (height() - s * board_rows) / 2};
}

QRect BoardView::tileRect(std::size_t index) const
{
    const auto& board = m_controller.state().board();
    if (index >= board.size() || !board.is_present(index))
        return {};
    const auto& placed = board.tile(index);
    const qreal s = cellSize();
    const QPointF o = origin();
    const int left = std::min(placed.cells[0].x, placed.cells[1].x);
    const int top = std::min(placed.cells[0].y, placed.cells[1].y);
    const int columns = placed.horizontal() ? 2 : 1;
    const int rows = placed.horizontal() ? 1 : 2;
    return QRectF(o.x() + left * s, o.y() + top * s, columns * s, rows * s).toRect();
}

std::optional<std::size_t> BoardView::tileAt(const QPoint& point) const
{
    const qreal s = cellSize();
    const QPointF o = origin();
    const Cell cell {
        static_cast<int>(std::floor((point.x() - o.x()) / s)), static_cast<int>(std::floor((point.y() - o.y()) / s))};
    if (!cell.on_board())
        return std::nullopt;
    return m_controller.state().board().tile_at(cell);
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal s = cellSize();
    const QPointF o = origin();
    const QRectF boardRect(o.x() - s * 0.2, o.y() - s * 0.2, s * (board_columns + 0.4), s * (board_rows + 0.4));
    painter.setPen(Qt::NoPen);
    painter.setBrush(felt);
    painter.drawRoundedRect(boardRect, s * 0.25, s * 0.25);

    // Empty places: where the void has already eaten the world.
    painter.setBrush(slot);
    for (int y = 0; y < board_rows; ++y)
        for (int x = 0; x < board_columns; ++x)
            painter.drawRoundedRect(
                QRectF(o.x() + x * s, o.y() + y * s, s, s).adjusted(s * 0.08, s * 0.08, -s * 0.08, -s * 0.08), s * 0.1,
                s * 0.1);

    const auto& state = m_controller.state();
    const auto& board = state.board();
    const auto eatable = m_controller.eatableTiles();
    const auto selected = m_controller.selectedTile();
    const auto partners = selected ? m_controller.partnersOf(*selected) : std::set<std::size_t> {};
    std::set<std::size_t> hinted;
    if (const auto& hint = m_controller.hint(); hint && hint->meal) {
        hinted.insert(hint->meal->meal.first);
        hinted.insert(hint->meal->meal.second);
    }

    for (std::size_t i = 0; i < board.size(); ++i) {
        if (!board.is_present(i))
            continue;
        const auto& placed = board.tile(i);
        const QRectF rect = QRectF(tileRect(i)).adjusted(s * 0.07, s * 0.07, -s * 0.07, -s * 0.07);
        // The first half printed is the one on the left / top cell.
        const bool firstLeads = placed.cells[0] < placed.cells[1];
        const int lead = firstLeads ? placed.halves[0] : placed.halves[1];
        const int trail = firstLeads ? placed.halves[1] : placed.halves[0];
        const bool dimmed = selected && *selected != i && !partners.contains(i);
        QColor face(0xfb, 0xf7, 0xee);
        if (dimmed)
            face = QColor(0xc9, 0xc4, 0xb6);
        else if (m_hovered == i)
            face = QColor(0xff, 0xfd, 0xf7);
        paintDomino(painter, rect, lead, trail, placed.horizontal(), face);

        // One mark per tile, the strongest meaning.
        std::optional<TileMark> mark;
        if (board.is_exposed(i))
            mark = TileMark::exposed;
        if ((eatable.contains(i) && !selected) || partners.contains(i))
            mark = TileMark::eatable;
        if (selected == i)
            mark = TileMark::chosen;
        if (mark)
            paintTileMark(painter, rect, *mark, s);
        // The hint around the other marks, not in place of them: a hinted tile stays green, as
        // the legend says of a tile these dice can eat (the purple hid it: a review).
        if (hinted.contains(i) && selected != i)
            paintTileMark(painter, rect, TileMark::hint, s, mark ? s * 0.1 : 0);
        if (hasFocus() && m_keyboardUsed && m_keyboardTile == i) {
            // The keyboard's place: a dashed frame around the outline, seen whatever the colours
            // (once the keyboard is used: from the start, a review took it for a mark of the board).
            // White dashes on a dark line: seen on the green board and over every mark's colour
            // (white alone went unseen under the hint's purple).
            const qreal line = std::max<qreal>(2.5, s * 0.05);
            const qreal grow = s * 0.2;
            const QRectF around = rect.adjusted(-grow, -grow, grow, grow);
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(QColor(0x1a, 0x1a, 0x1a), line + 2));
            painter.drawRoundedRect(around, s * 0.22, s * 0.22);
            painter.setPen(QPen(Qt::white, line, Qt::DashLine));
            painter.drawRoundedRect(around, s * 0.22, s * 0.22);
        }
    }
}

void BoardView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        if (const auto tile = tileAt(event->position().toPoint()))
            m_controller.clickTile(*tile);
        else
            m_controller.clearSelection();
    }
    QWidget::mousePressEvent(event);
}

void BoardView::contextMenuEvent(QContextMenuEvent* event)
{
    // The point die is the player's choice (a left click takes the highest): with a tile chosen,
    // a right click on a partner (or the menu key on the keyboard's tile) offers every point die
    // these dice allow.
    if (event->reason() == QContextMenuEvent::Keyboard) {
        if (m_keyboardTile)
            offerPointDice(*m_keyboardTile, mapToGlobal(tileRect(*m_keyboardTile).center()));
        return;
    }
    if (const auto tile = tileAt(event->pos()))
        offerPointDice(*tile, event->globalPos());
}

void BoardView::offerPointDice(std::size_t tile, const QPoint& globalWhere)
{
    const auto selected = m_controller.selectedTile();
    if (!selected || tile == *selected)
        return;
    const auto choices = m_controller.pointDieChoices(*selected, tile);
    if (choices.empty())
        return;
    QMenu menu(this);
    const auto& board = m_controller.state().board();
    const QString meal = tr("%1 and %2")
                             .arg(DominyamTexts::tileName(board.tile(*selected).tile()),
                                 DominyamTexts::tileName(board.tile(tile).tile()));
    for (int die : choices) {
        connect(menu.addAction(tr("Eat %1 — point die: %2").arg(meal).arg(die)), &QAction::triggered, this,
            [this, first = *selected, second = tile, die] { m_controller.eat(first, second, die); });
    }
    menu.exec(globalWhere);
}

std::optional<std::size_t> BoardView::neighbourTowards(int dx, int dy) const
{
    const auto& board = m_controller.state().board();
    const QPointF from = m_keyboardTile && board.is_present(*m_keyboardTile)
        ? QRectF(tileRect(*m_keyboardTile)).center()
        : QPointF(origin());
    std::optional<std::size_t> best;
    qreal bestScore = 0;
    for (std::size_t i = 0; i < board.size(); ++i) {
        if (!board.is_present(i) || (m_keyboardTile == i && (dx != 0 || dy != 0)))
            continue;
        const QPointF to = QRectF(tileRect(i)).center() - from;
        const qreal along = to.x() * dx + to.y() * dy; // how far in the wanted direction
        const qreal across = std::abs(to.x() * dy) + std::abs(to.y() * dx); // how far off it
        if ((dx != 0 || dy != 0) && along <= 0)
            continue;
        // Straight ahead first; no direction (0, 0): simply the nearest.
        const qreal score = (dx == 0 && dy == 0) ? std::hypot(to.x(), to.y()) : along + 2 * across;
        if (!best || score < bestScore) {
            best = i;
            bestScore = score;
        }
    }
    return best;
}

void BoardView::setKeyboardTile(std::optional<std::size_t> tile)
{
    m_keyboardTile = tile;
    // For screen readers: where the keyboard is, as the tooltip says it.
    setAccessibleDescription(tile ? tileDescription(*tile) : QString());
    update();
}

QString BoardView::tileDescription(std::size_t tile) const
{
    const auto& board = m_controller.state().board();
    return tr("%1 — %2").arg(DominyamTexts::tileName(board.tile(tile).tile()),
        board.is_exposed(tile) ? tr("exposed to the void") : tr("protected"));
}

void BoardView::focusInEvent(QFocusEvent* event)
{
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason)
        m_keyboardUsed = true;
    if (!m_keyboardTile || !m_controller.state().board().is_present(*m_keyboardTile))
        setKeyboardTile(neighbourTowards(0, 0));
    QWidget::focusInEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent* event)
{
    constexpr std::array moving {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_Return, Qt::Key_Enter};
    if (!m_keyboardUsed && std::ranges::find(moving, event->key()) != moving.end()) {
        m_keyboardUsed = true;
        update();
    }
    const auto move = [this](int dx, int dy) {
        if (const auto next = neighbourTowards(dx, dy))
            setKeyboardTile(next);
    };
    switch (event->key()) {
    case Qt::Key_Left:
        move(-1, 0);
        break;
    case Qt::Key_Right:
        move(1, 0);
        break;
    case Qt::Key_Up:
        move(0, -1);
        break;
    case Qt::Key_Down:
        move(0, 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_keyboardTile)
            m_controller.clickTile(*m_keyboardTile);
        break;
    case Qt::Key_Escape:
        m_controller.clearSelection();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void BoardView::mouseMoveEvent(QMouseEvent* event)
{
    const auto tile = tileAt(event->position().toPoint());
    if (tile != m_hovered) {
        m_hovered = tile;
        setCursor(tile ? Qt::PointingHandCursor : Qt::ArrowCursor);
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void BoardView::leaveEvent(QEvent* event)
{
    m_hovered.reset();
    update();
    QWidget::leaveEvent(event);
}

bool BoardView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (const auto tile = tileAt(help->pos())) {
            QToolTip::showText(help->globalPos(), tileDescription(*tile), this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace tablee::dominyam::ui
