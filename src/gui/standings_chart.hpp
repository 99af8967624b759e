// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A chart of each player's standing over time (a campaign's score by round, the supply centres
// of each power by year), the same in every variant: colour is never the only cue. Each line has
// its own pattern and marker shape (the legend shows both), and since tied lines lie on each
// other, the lines drawn first are wider and their markers larger and white-edged: each shows
// around the next one's instead of under it.

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QSize>
#include <QString>

#include <optional>
#include <vector>

class QChart;

namespace tablee::gui {

struct StandingsLine {
    QString name;
    std::vector<QPointF> points;
    std::optional<QColor> colour; // the player's colour where the game has one; else the theme's
};

struct StandingsAxes {
    QString title;
    QString x; // the axis titles
    QString y;
    qreal xMin = 0;
    qreal xMax = 1;
    qreal yMin = 0; // the y range grows to hold every point, with room above the highest
    // A count the game is played to (Diplomacy's 18 centres): the y range reaches it, and a grey
    // line across says so, named in the legend by `goalName`.
    std::optional<qreal> goal;
    QString goalName;
};

// A new chart (the caller owns it: usually a QChartView takes it).
QChart* makeStandingsChart(const StandingsAxes& axes, const std::vector<StandingsLine>& lines);

// The same chart as a picture of `size` (drawn at twice its pixels, sharp on paper), for a
// printed document; the document names it with `width` and `height` in its <img> tag.
QImage standingsChartImage(const StandingsAxes& axes, const std::vector<StandingsLine>& lines, QSize size);

} // namespace tablee::gui
