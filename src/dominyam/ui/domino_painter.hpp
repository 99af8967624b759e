// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QRectF>

class QPainter;

namespace tablee::dominyam::ui {

// Paints a domino as a real one: ivory face, a line between the halves, black pips, a blank
// half left clear. `first` is drawn on the left (horizontal) or on top (vertical).
void paintDomino(QPainter& painter, const QRectF& rect, int first, int second, bool horizontal,
    const QColor& face = QColor(0xfb, 0xf7, 0xee));

} // namespace tablee::dominyam::ui
