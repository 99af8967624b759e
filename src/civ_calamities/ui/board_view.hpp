// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "civ_calamities/engine/position.hpp"
#include "civ_calamities/ui/board_drawing.hpp"
#include "gui/zoomable_view.hpp"

#include <QColor>
#include <QImage>
#include <QWidget>

#include <optional>
#include <set>
#include <vector>

namespace tablee::civ_calamities::ui {

// A nation's colour (the players' in the seats' colours, the secessionists' greys), and the letters
// that name it on its pieces (colour is never the only cue).
QColor nationColour(const Position& position, NationId nation);
QString nationMark(const Position& position, NationId nation);

// The board as the table sees it: areas with their names, population limits, city sites (white
// ones hollow-marked), flood plains, volcanoes, seas; each nation's tokens (a disc with the count
// and the nation's letters) and cities (a square). Zoom, pan and fit as every board
// (gui::ZoomableView); a click on an area reports it (the side panel offers the same by keyboard).
// Highlighted areas (the legal choices of a step) are hatched.
class BoardView : public gui::ZoomableView {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);

    void setPosition(const Position& position);
    void setHighlights(std::set<AreaId> areas);
    // Areas the editor warns about (over their limit, a city off its site...): outlined in red
    // dashes with a "!" sign.
    void setWarnings(std::set<AreaId> areas);
    const std::set<AreaId>& warnings() const { return m_warnings; }
    void setSelected(std::optional<AreaId> area);
    std::optional<AreaId> selected() const { return m_selected; }
    // Pans a zoomed-in board so that the area is seen (ZoomableView::bringIntoView).
    void showArea(AreaId area);
    // The drawing's size, in its units: the window fits the board's width to its height.
    QSizeF boardSize() const { return m_drawing.bounds().size(); }
    // Whether every area's name and marks are drawn in the area at the current zoom (zoomed out,
    // an area's label may lie over its edges, or be left out where there is no room).
    bool showsAllNames() const { return detailAt(zoomScale()).names; }
    // Where the window's last paint set the labels (an empty box: none drawn) and the pieces, on
    // screen: what a layout test checks is readable and uncovered.
    struct Drawn {
        std::vector<QRectF> labels; // by area
        std::vector<QRectF> marks; // the limits and city sites drawn in their areas (zoomed in)
        std::vector<QRectF> pieces; // every nation's tokens or city, as a disc, a square or a tag
        bool tags = false; // the pieces are tags (zoomed out)
    };
    const Drawn& drawn() const { return m_drawn; }
    // Where an area's centre is on screen (for tests and tooltips).
    QPointF screenPoint(AreaId area) const;
    // Where the whole drawing lies on screen (zoomed in, it covers the view).
    QRectF drawingOnScreen() const { return contentTransform().mapRect(contentRect()); }
    // The area under a point of the window, if any.
    std::optional<AreaId> areaUnder(QPointF point) const;
    QSize sizeHint() const override { return {900, 640}; }
    // The whole board as the window draws it fitted, `width` pixels wide (the sheet's picture).
    QImage picture(int width) const;

signals:
    void areaClicked(tablee::civ_calamities::AreaId area);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    QRectF contentRect() const override { return m_drawing.bounds(); }
    std::optional<QPointF> zoomFocus() const override;
    void contentClicked(QPointF point) override;

private:
    // How much of the board reads at `scale` (screen pixels per map unit): names and marks, or
    // an overview of colours and tokens; and how much the marks grow beyond the drawing's sizes.
    struct Detail {
        bool names = true;
        qreal growth = 1.0;
    };
    Detail detailAt(qreal scale) const;
    qreal zoomScale() const; // screen pixels per map unit now
    Drawn paintWith(QPainter& painter, const QTransform& transform) const;

    const BoardDrawing& m_drawing;
    // Zoomed out, which areas' names fit inside them, for the scale and language measured at.
    struct NameFits {
        qreal scale = 0;
        QString language;
        std::vector<bool> fits;
    };
    mutable NameFits m_nameFits;
    Drawn m_drawn;
    Position m_position;
    std::set<AreaId> m_highlights;
    std::set<AreaId> m_warnings;
    std::optional<AreaId> m_selected;
};

} // namespace tablee::civ_calamities::ui
