// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/zoomable_view.hpp"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace tablee::gui {

ZoomableView::ZoomableView(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
}

QTransform ZoomableView::transformInto(const QRectF& target) const
{
    const QRectF content = contentRect();
    const qreal scale = std::min(target.width() / content.width(), target.height() / content.height());
    QTransform transform;
    transform.translate(target.center().x(), target.center().y());
    transform.scale(scale, scale);
    transform.translate(-content.center().x(), -content.center().y());
    return transform;
}

QTransform ZoomableView::contentTransform() const
{
    const QRectF content = contentRect();
    const qreal scale = std::min(width() / content.width(), height() / content.height()) * m_zoom;
    QTransform transform;
    transform.translate(width() / 2.0 + m_pan.x(), height() / 2.0 + m_pan.y());
    transform.scale(scale, scale);
    transform.translate(-content.center().x(), -content.center().y());
    return transform;
}

void ZoomableView::keepDrawingInView()
{
    // Zoomed in, the drawing covers the view: panned no further than its edges (brought to a
    // choice near the edge, the board left empty bands over a third of the view, a review).
    const QRectF content = contentRect();
    const qreal scale = std::min(width() / content.width(), height() / content.height()) * m_zoom;
    const qreal spareX = std::max(0.0, (content.width() * scale - width()) / 2);
    const qreal spareY = std::max(0.0, (content.height() * scale - height()) / 2);
    m_pan = {std::clamp(m_pan.x(), -spareX, spareX), std::clamp(m_pan.y(), -spareY, spareY)};
}

void ZoomableView::setZoom(qreal zoom, QPointF anchor)
{
    zoom = std::clamp(zoom, min_zoom, max_zoom);
    const QPointF point = contentTransform().inverted().map(anchor);
    m_zoom = zoom;
    m_pan += anchor - contentTransform().map(point);
    keepDrawingInView();
    update();
}

void ZoomableView::zoomIn()
{
    zoomStep(zoom_step);
}

void ZoomableView::zoomOut()
{
    zoomStep(1 / zoom_step);
}

void ZoomableView::zoomStep(qreal factor)
{
    const QPointF middle(width() / 2.0, height() / 2.0);
    const auto focus = zoomFocus();
    const QPointF shown = focus ? contentTransform().map(*focus) : middle;
    setZoom(m_zoom * factor, QRectF(rect()).contains(shown) ? shown : middle);
}

void ZoomableView::fitToWindow()
{
    m_zoom = min_zoom;
    m_pan = {};
    update();
}

void ZoomableView::bringIntoView(QPointF point)
{
    constexpr int margin = 40; // a thing at the very edge is not seen
    if (m_zoom == min_zoom) // the whole drawing is in the view
        return;
    const QPointF shown = contentTransform().map(point);
    if (QRectF(rect()).adjusted(margin, margin, -margin, -margin).contains(shown))
        return;
    m_pan += QPointF(width() / 2.0, height() / 2.0) - shown;
    keepDrawingInView();
    update();
}

void ZoomableView::wheelEvent(QWheelEvent* event)
{
    setZoom(m_zoom * std::pow(1.2, event->angleDelta().y() / 120.0), event->position());
    event->accept();
}

void ZoomableView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton) {
        m_pressAt = event->position().toPoint();
        m_panAtPress = m_pan;
        m_dragging = false;
    }
}

void ZoomableView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_pressAt && (event->buttons() & Qt::LeftButton)) {
        const QPointF moved = event->position() - QPointF(*m_pressAt);
        // A click that slips a little is still a click; beyond, the drawing is dragged.
        if (m_dragging || moved.manhattanLength() > 6) {
            m_dragging = m_zoom > min_zoom;
            if (m_dragging) {
                m_pan = m_panAtPress + moved;
                keepDrawingInView();
                update();
            }
        }
    }
    if (!m_dragging)
        contentHovered(contentTransform().inverted().map(event->position()));
}

void ZoomableView::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && m_pressAt) {
        if (!m_dragging)
            contentClicked(contentTransform().inverted().map(event->position()));
        m_pressAt.reset();
        m_dragging = false;
    }
}

void ZoomableView::keyPressEvent(QKeyEvent* event)
{
    constexpr qreal step = 60;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomIn();
        return;
    case Qt::Key_Minus:
        zoomOut();
        return;
    case Qt::Key_0:
        fitToWindow();
        return;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        // The whole drawing shown: nothing to move to (as a drag does nothing then); the key is
        // left to the window.
        if (m_zoom == min_zoom) {
            QWidget::keyPressEvent(event);
            return;
        }
        break;
    default:
        break;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        m_pan.rx() += step;
        break;
    case Qt::Key_Right:
        m_pan.rx() -= step;
        break;
    case Qt::Key_Up:
        m_pan.ry() += step;
        break;
    case Qt::Key_Down:
        m_pan.ry() -= step;
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    keepDrawingInView();
    update();
}

} // namespace tablee::gui
