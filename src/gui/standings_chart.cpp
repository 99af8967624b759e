// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/standings_chart.hpp"

#include <QChart>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>

namespace tablee::gui {

QChart* makeStandingsChart(const StandingsAxes& axes, const std::vector<StandingsLine>& lines)
{
    auto* chart = new QChart;
    chart->setTitle(axes.title);
    auto* axisX = new QValueAxis;
    axisX->setTitleText(axes.x);
    // Half a step of room at each end: the first and last markers are not cut by the axes (a
    // chart of one year was a pile of half markers on the left axis).
    axisX->setRange(axes.xMin - 0.5, axes.xMax + 0.5);
    axisX->setTickType(QValueAxis::TicksDynamic);
    axisX->setTickAnchor(axes.xMin);
    axisX->setTickInterval(1);
    axisX->setLabelFormat(QStringLiteral("%d"));
    auto* axisY = new QValueAxis;
    axisY->setTitleText(axes.y);
    axisY->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(axisX, Qt::AlignBottom);
    chart->addAxis(axisY, Qt::AlignLeft);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);

    const std::array lineStyles {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine};
    const std::array markerShapes {QScatterSeries::MarkerShapeCircle, QScatterSeries::MarkerShapeRectangle,
        QScatterSeries::MarkerShapeTriangle, QScatterSeries::MarkerShapeStar};
    // Up to seven lines (Diplomacy's powers): each (pattern, marker) pair is its own.
    const auto count = lines.size();
    const qreal widthStep = count > 1 ? std::min(2.5, 6.0 / static_cast<qreal>(count - 1)) : 0.0;
    const qreal sizeStep = count > 1 ? std::min(5.0, 12.0 / static_cast<qreal>(count - 1)) : 0.0;
    qreal low = axes.yMin;
    qreal high = axes.yMin + 10;
    for (std::size_t index = 0; index < count; ++index) {
        const StandingsLine& line = lines[index];
        auto* series = new QLineSeries;
        auto* markers = new QScatterSeries;
        series->setName(line.name);
        for (const QPointF& point : line.points) {
            series->append(point);
            low = std::min(low, point.y());
            high = std::max(high, point.y());
        }
        markers->append(series->points());
        chart->addSeries(series);
        chart->addSeries(markers);
        const auto below = static_cast<qreal>(count - 1 - index); // lines drawn over this one
        QPen pen = series->pen(); // the theme's colour, unless the game gives one
        if (line.colour)
            pen.setColor(*line.colour);
        pen.setWidthF(2.5 + widthStep * below);
        pen.setStyle(lineStyles[index % lineStyles.size()]);
        series->setPen(pen);
        markers->setColor(pen.color());
        // A dark edge: a light colour (Turkey's yellow) would vanish on the white chart with a white one.
        markers->setPen(QPen(QColor(40, 40, 40), 1.2));
        markers->setMarkerShape(markerShapes[(index + index / lineStyles.size()) % markerShapes.size()]);
        markers->setMarkerSize(11 + sizeStep * below);
        // One legend entry per line: its marker's shape and colour, which tell the lines apart
        // where they meet (the first year, equal counts), not a stroke of its pattern.
        markers->setName(line.name);
        for (auto* marker : chart->legend()->markers(series))
            marker->setVisible(false);
        for (auto* xy : std::initializer_list<QXYSeries*> {series, markers}) {
            xy->attachAxis(axisX);
            xy->attachAxis(axisY);
        }
    }
    if (axes.goal) {
        // Drawn last, thin and grey: the players' lines stay the chart's subject.
        auto* goal = new QLineSeries;
        goal->setObjectName(QStringLiteral("goalLine"));
        goal->setName(axes.goalName);
        goal->append(axes.xMin - 0.5, *axes.goal);
        goal->append(axes.xMax + 0.5, *axes.goal);
        goal->setPen(QPen(QColor(110, 110, 110), 1.5, Qt::DashDotDotLine));
        chart->addSeries(goal);
        goal->attachAxis(axisX);
        goal->attachAxis(axisY);
        high = std::max(high, *axes.goal);
    }
    // Room above the leader, so that its largest marker is not cut at the chart's top.
    axisY->setRange(low, high + std::max(1.0, std::floor(high / 10)));
    axisY->applyNiceNumbers();
    return chart;
}

QImage standingsChartImage(const StandingsAxes& axes, const std::vector<StandingsLine>& lines, QSize size)
{
    // Drawn from a scene of its own: a view never shown lays nothing out.
    QGraphicsScene scene;
    QChart* chart = makeStandingsChart(axes, lines);
    scene.addItem(chart); // the scene owns it
    chart->setGeometry(QRectF(QPointF(0, 0), size));
    if (QGraphicsLayout* layout = chart->layout())
        layout->activate();
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(QPointF(0, 0), size), QRectF(QPointF(0, 0), size));
    return image;
}

} // namespace tablee::gui
