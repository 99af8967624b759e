// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Pips as printed on dice and dominoes, shared by every variant that shows them.

#include <QColor>
#include <QRectF>

class QPainter;

namespace tablee::gui {

// Paints `value` (0..6) pips in the classic layout inside `square`. `sixInRows` lays the six as
// two rows of three (for a square seen in a horizontal domino) instead of two columns.
void paintPips(QPainter& painter, const QRectF& square, int value, const QColor& color, bool sixInRows = false);

struct DieLook {
    bool held = false; // drawn lifted, with a coloured rim
    bool dimmed = false; // not rolled yet / not usable
    bool hinted = false; // suggested by the advisor: a purple rim
};

// Paints a die showing `value` (1..6; 0 = not rolled, a blank face) in `rect`.
void paintDie(QPainter& painter, const QRectF& rect, int value, const DieLook& look);

} // namespace tablee::gui
