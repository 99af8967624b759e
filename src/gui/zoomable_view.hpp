// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPoint>
#include <QPointF>
#include <QRectF>
#include <QTransform>
#include <QWidget>

#include <optional>

namespace tablee::gui {

// A board or a map the player zooms (the wheel, + and -), pans (dragging, the arrow keys) and
// fits to the window (0): one behaviour for every variant's drawing. A subclass says where its
// drawing lies in its own units (contentRect), paints it through contentTransform(), and hears
// the clicks that are not drags (contentClicked, in its units). Zoom 1 is the whole drawing in
// the window, centred; the pan is in the window's pixels.
class ZoomableView : public QWidget {
    Q_OBJECT

public:
    static constexpr qreal min_zoom = 1.0;
    static constexpr qreal max_zoom = 8.0;
    static constexpr qreal zoom_step = 1.25; // a key press or a menu's zoom in

    explicit ZoomableView(QWidget* parent = nullptr);

    qreal zoom() const { return m_zoom; }
    // Zooms keeping the drawing's point under `anchor` (window pixels) where it is.
    void setZoom(qreal zoom, QPointF anchor);
    // The zoom by one step (+ and − on the keyboard), about the thing chosen on the drawing
    // (zoomFocus) where there is one in sight, else the middle of the window; the whole drawing
    // in the window (0). The View menu's actions call them (gui/zoom_actions.hpp).
    void zoomIn();
    void zoomOut();
    void fitToWindow();
    // Pans, at the same zoom, so that `point` (in the drawing's units) is in the middle of the
    // view, unless it is already well inside it: a thing chosen elsewhere (a list, a field) is
    // shown where the board is zoomed in, without moving a board that already shows it.
    void bringIntoView(QPointF point);

protected:
    virtual QRectF contentRect() const = 0;
    // The point of the drawing a step of zoom keeps in its place (the area or province chosen):
    // zoomed about the middle, it ran off the edge after a few steps.
    virtual std::optional<QPointF> zoomFocus() const { return std::nullopt; }
    virtual void contentClicked(QPointF point) { (void)point; }
    // The pointer moved over the drawing, no button dragging it (for what a click would do).
    virtual void contentHovered(QPointF point) { (void)point; }
    // The drawing's units to the window's pixels: fit, centre, zoom, pan.
    QTransform contentTransform() const;
    // The drawing's units into `target` (a picture, a page): fitted and centred, no zoom.
    QTransform transformInto(const QRectF& target) const;

    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    // The pan held within the drawing's edges, zoomed in (and none, zoomed out).
    void keepDrawingInView();
    void zoomStep(qreal factor);

    qreal m_zoom = min_zoom;
    QPointF m_pan;
    std::optional<QPoint> m_pressAt;
    QPointF m_panAtPress;
    bool m_dragging = false;
};

} // namespace tablee::gui
