// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The board's marks, each drawn in one place: by the board (BoardView), in window pixels at the
// zoom's size, and by its key (BoardKey), at a size of its own, so that the key shows exactly
// what the board draws.

#include <QBrush>
#include <QColor>
#include <QPen>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

class QPainter;

namespace tablee::civ_calamities::ui::marks {

inline const QColor ink(0x33, 0x2e, 0x24); // the board's printed marks
inline const QColor land(0xf2, 0xe8, 0xcf);
inline const QColor warning(0xc6, 0x28, 0x28);

// A token's letters and count fit in its disc from this radius; below it (the board zoomed out)
// each nation's pieces in an area are a tag instead: its letters and count in type this high.
inline constexpr qreal min_lettered_pixels = 8.5;
inline constexpr qreal tag_text_pixels = 7.0;

// `pixels` high, bold or not, italic or not, in the painter's font.
void setFont(QPainter& painter, qreal pixels, bool bold, bool italic = false);

// The population limit: its number in a white circle of `radius` around `at`. `unit` is the
// zoom's pixels per map unit (for the lines' width).
void paintLimit(QPainter& painter, QPointF at, qreal radius, int limit, qreal unit);
// A city site, a square of half side `half` (white, hollow: on a flood plain).
void paintCitySite(QPainter& painter, QPointF centre, qreal half, bool onFloodPlain, qreal unit);
// A flood plain's two waves, `sign` wide on each side of `at`.
void paintFloodWaves(QPainter& painter, QPointF at, qreal sign, qreal unit);
// A volcano's red triangle.
void paintVolcano(QPainter& painter, QPointF at, qreal sign, qreal unit);
// A nation's tokens in an area: a disc of its colour, radius `r` (at least min_lettered_pixels),
// with its letters and count.
void paintToken(QPainter& painter, QPointF at, qreal r, const QColor& colour, const QString& letters, int count);
// A nation's city: a square of its colour in `box`, with its letters when there is room.
void paintCity(QPainter& painter, const QRectF& box, qreal r, const QColor& colour, const QString& letters);
// Zoomed out, where a disc is too small for its letters: a tag of the nation's colour with its
// letters and count, rounded for tokens ("Eg 3"), square with a thick edge for a city ("Eg" with
// no count: `count` < 0). Its size first, for placing it; `painter` gives the font.
QSizeF tagSize(QPainter& painter, const QString& letters, int count);
void paintTag(QPainter& painter, const QRectF& box, const QColor& colour, const QString& letters, int count);
// The sign of a warning: "!" in a red disc.
void paintWarningSign(QPainter& painter, QPointF at, qreal radius);

// How areas are marked, as brushes and pens (cosmetic: the same width at every zoom).
QBrush floodPlainBrush(); // over a flood plain's land
QBrush choiceBrush(); // an area a click may choose now (a calamity's legal choice)
QPen choicePen();
QPen landNeighbourPen(); // the chosen area's neighbours by land
QPen waterNeighbourPen(); // ... and across water
QPen warningPen(); // an area the editor warns about
QPen chosenPen(); // the area chosen: a thick outline...
QPen chosenDashesPen(); // ... with white dashes over it
// The land of an area a nation holds most: its colour, lightly.
QColor heldLand(const QColor& nationColour);

} // namespace tablee::civ_calamities::ui::marks
