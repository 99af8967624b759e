// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPixmap>
#include <QWidget>

#include <optional>

namespace tablee::dominyam::ui {

class DominyamController;

// The marks the board draws around a tile, each with a colour and a line of its own (colour is
// never the only cue): exposed to the void (thin), can be eaten with these dice (thick), hint
// (dashed), chosen (double). The legend shows them as drawn.
enum class TileMark { exposed, eatable, hint, chosen };
// A small tile with `mark` around it, `height` pixels high, for the legend.
QPixmap tileMarkSwatch(TileMark mark, int height);

// The world: the 8 x 7 board painted from the game state, with the tiles that can be eaten with
// the current dice highlighted. Clicks go to the controller; nothing is decided here.
class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(DominyamController& controller, QWidget* parent = nullptr);

    // Where tile `index` is drawn (empty if eaten); used by tests to click like a person.
    QRect tileRect(std::size_t index) const;
    std::optional<std::size_t> tileAt(const QPoint& point) const;
    // The tile the keyboard is on (arrows move it, Enter chooses it like a click, Escape
    // forgets the choice, the menu key offers the point dice); drawn with a dashed frame.
    std::optional<std::size_t> keyboardTile() const { return m_keyboardTile; }

    QSize sizeHint() const override { return {640, 560}; }
    // Small enough for the whole table to fit on 1920 x 1080 at scale 2 (960 x 540 for the
    // widgets): 30 pixels a cell still show every pip.
    QSize minimumSizeHint() const override { return {272, 238}; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;

private:
    qreal cellSize() const;
    QPointF origin() const;
    // The nearest tile still on the board from the keyboard's one in direction (dx, dy).
    std::optional<std::size_t> neighbourTowards(int dx, int dy) const;
    void setKeyboardTile(std::optional<std::size_t> tile);
    // "3-5 — exposed to the void": the tooltip's and the screen reader's words for a tile.
    QString tileDescription(std::size_t tile) const;
    // Offers the point dice for the chosen tile and `tile` (the right click's menu) at `where`.
    void offerPointDice(std::size_t tile, const QPoint& globalWhere);

    DominyamController& m_controller;
    std::optional<std::size_t> m_hovered;
    std::optional<std::size_t> m_keyboardTile;
    bool m_keyboardUsed = false; // a key pressed on the board, or Tab to it: its place is drawn
};

} // namespace tablee::dominyam::ui
