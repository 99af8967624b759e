// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/pips.hpp"

#include <QPainter>
#include <QPainterPath>

#include <array>

namespace tablee::gui {

namespace {

// Positions on a 3 x 3 grid (column, row) for each value.
using Spot = std::array<int, 2>;
std::vector<Spot> spots(int value, bool sixInRows)
{
    switch (value) {
    case 1:
        return {{1, 1}};
    case 2:
        return {{0, 0}, {2, 2}};
    case 3:
        return {{0, 0}, {1, 1}, {2, 2}};
    case 4:
        return {{0, 0}, {2, 0}, {0, 2}, {2, 2}};
    case 5:
        return {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}};
    case 6:
        if (sixInRows)
            return {{0, 0}, {1, 0}, {2, 0}, {0, 2}, {1, 2}, {2, 2}};
        return {{0, 0}, {0, 1}, {0, 2}, {2, 0}, {2, 1}, {2, 2}};
    default:
        return {};
    }
}

} // namespace

void paintPips(QPainter& painter, const QRectF& square, int value, const QColor& color, bool sixInRows)
{
    const qreal step = square.width() / 4.0;
    const qreal radius = square.width() * 0.09;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    for (const auto& [column, row] : spots(value, sixInRows)) {
        const QPointF centre(square.left() + step * (column + 1), square.top() + step * (row + 1));
        painter.drawEllipse(centre, radius, radius);
    }
    painter.restore();
}

void paintDie(QPainter& painter, const QRectF& rect, int value, const DieLook& look)
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    QRectF face = rect.adjusted(5, 5, -5, -5);
    if (look.held)
        face.translate(0, -4);
    const qreal corner = face.width() * 0.18;

    // Shadow, then the face.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawRoundedRect(face.translated(2, look.held ? 6 : 3), corner, corner);
    const QColor faceColour = look.dimmed ? QColor(0xe4, 0xe0, 0xd8) : QColor(0xfd, 0xfb, 0xf5);
    painter.setBrush(faceColour);
    QPen rim(look.held ? QColor(0xd9, 0x8c, 0x1f) : QColor(0x55, 0x55, 0x55), look.held ? 3.5 : 1.5);
    painter.setPen(rim);
    painter.drawRoundedRect(face, corner, corner);
    if (look.hinted) {
        // A halo outside the rim, so that a die both held and suggested shows both.
        painter.setPen(QPen(QColor(0xb0, 0x4f, 0xd6), 3));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(face.adjusted(-3, -3, 3, 3), corner + 2, corner + 2);
    }
    paintPips(painter, face, value, look.dimmed ? QColor(0x9a, 0x96, 0x8e) : QColor(0x1d, 0x1d, 0x1b), true);
    painter.restore();
}

} // namespace tablee::gui
