// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/domino_painter.hpp"

#include "gui/pips.hpp"

#include <QPainter>

namespace tablee::dominyam::ui {

void paintDomino(QPainter& painter, const QRectF& rect, int first, int second, bool horizontal, const QColor& face)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal side = horizontal ? rect.height() : rect.width();
    const qreal corner = side * 0.14;
    painter.setPen(QPen(QColor(0x3a, 0x35, 0x2c), std::max<qreal>(1.0, side * 0.03)));
    painter.setBrush(face);
    painter.drawRoundedRect(rect, corner, corner);

    QRectF firstHalf = rect;
    QRectF secondHalf = rect;
    if (horizontal) {
        firstHalf.setWidth(rect.width() / 2);
        secondHalf.setLeft(rect.center().x());
        painter.drawLine(QPointF(rect.center().x(), rect.top() + side * 0.15),
            QPointF(rect.center().x(), rect.bottom() - side * 0.15));
    } else {
        firstHalf.setHeight(rect.height() / 2);
        secondHalf.setTop(rect.center().y());
        painter.drawLine(QPointF(rect.left() + side * 0.15, rect.center().y()),
            QPointF(rect.right() - side * 0.15, rect.center().y()));
    }
    const QColor pip(0x1d, 0x1d, 0x1b);
    gui::paintPips(painter, firstHalf.adjusted(1, 1, -1, -1), first, pip, !horizontal);
    gui::paintPips(painter, secondHalf.adjusted(1, 1, -1, -1), second, pip, !horizontal);
    painter.restore();
}

} // namespace tablee::dominyam::ui
