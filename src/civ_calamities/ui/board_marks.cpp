// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/ui/board_marks.hpp"

#include "gui/seat_colours.hpp"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>

#include <algorithm>

namespace tablee::civ_calamities::ui::marks {

namespace {

const QColor highlight(0x1b, 0x1b, 0x1b);
const QColor coast(0x4a, 0x6f, 0x8a);

QPen cosmetic(const QColor& colour, qreal width, Qt::PenStyle style = Qt::SolidLine)
{
    QPen pen(colour, width, style);
    pen.setCosmetic(true);
    return pen;
}

} // namespace

void setFont(QPainter& painter, qreal pixels, bool bold, bool italic)
{
    QFont font = painter.font();
    font.setPixelSize(std::max(1, qRound(pixels)));
    font.setBold(bold);
    font.setItalic(italic);
    painter.setFont(font);
}

void paintLimit(QPainter& painter, QPointF at, qreal radius, int limit, qreal unit)
{
    painter.setPen(QPen(ink, std::max(0.6, unit * 0.25)));
    painter.setBrush(Qt::white);
    painter.drawEllipse(at, radius, radius);
    setFont(painter, radius * 1.35, true);
    painter.drawText(
        QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter, QLocale().toString(limit));
}

void paintCitySite(QPainter& painter, QPointF centre, qreal half, bool onFloodPlain, qreal unit)
{
    painter.setBrush(onFloodPlain ? QBrush(Qt::white) : QBrush(ink));
    painter.setPen(QPen(ink, std::max(0.8, unit * 0.3)));
    painter.drawRect(QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half));
}

void paintFloodWaves(QPainter& painter, QPointF at, qreal sign, qreal unit)
{
    painter.setPen(QPen(QColor(0x2c, 0x6e, 0x8a), std::max(0.8, unit * 0.35)));
    painter.setBrush(Qt::NoBrush);
    for (const qreal dy : {-sign * 0.45, sign * 0.2}) {
        QPainterPath wave(at + QPointF(-sign, dy));
        wave.cubicTo(
            at + QPointF(-sign / 2, dy - sign * 0.5), at + QPointF(sign / 2, dy + sign * 0.5), at + QPointF(sign, dy));
        painter.drawPath(wave);
    }
}

void paintVolcano(QPainter& painter, QPointF at, qreal sign, qreal unit)
{
    painter.setBrush(QColor(0xc0, 0x39, 0x2b));
    painter.setPen(QPen(ink, std::max(0.6, unit * 0.2)));
    painter.drawPolygon(
        QPolygonF {at + QPointF(-sign, sign * 0.8), at + QPointF(0, -sign), at + QPointF(sign, sign * 0.8)});
}

void paintToken(QPainter& painter, QPointF at, qreal r, const QColor& colour, const QString& letters, int count)
{
    Q_ASSERT(r >= min_lettered_pixels);
    painter.setPen(QPen(QColor(0x22, 0x22, 0x22), std::max(0.8, r * 0.12)));
    painter.setBrush(colour);
    painter.drawEllipse(at, r, r);
    painter.setPen(gui::inkOn(colour));
    setFont(painter, r * 0.62, true);
    painter.drawText(QRectF(at.x() - r, at.y() - r * 0.92, 2 * r, r), Qt::AlignCenter, letters);
    setFont(painter, r * 0.8, true);
    painter.drawText(QRectF(at.x() - r, at.y() - r * 0.1, 2 * r, r), Qt::AlignCenter, QLocale().toString(count));
}

namespace {

// A tag's letters in plain type, its count in bold after a thin space: « S1 2 » read as « S12 »
// when both were bold (a review). Their widths, for placing and drawing them alike.
struct TagWidths {
    qreal letters = 0;
    qreal gap = 0;
    qreal count = 0;
};

TagWidths tagWidths(QPainter& painter, const QString& letters, int count)
{
    TagWidths widths;
    setFont(painter, tag_text_pixels, false);
    widths.letters = painter.fontMetrics().horizontalAdvance(letters);
    if (count >= 0) {
        widths.gap = painter.fontMetrics().horizontalAdvance(QChar(0x2009)) + 1;
        setFont(painter, tag_text_pixels, true);
        widths.count = painter.fontMetrics().horizontalAdvance(QLocale().toString(count));
    }
    return widths;
}

} // namespace

QSizeF tagSize(QPainter& painter, const QString& letters, int count)
{
    const TagWidths widths = tagWidths(painter, letters, count);
    const qreal height = tag_text_pixels * 1.35;
    return {widths.letters + widths.gap + widths.count + height * 0.6, height};
}

void paintTag(QPainter& painter, const QRectF& box, const QColor& colour, const QString& letters, int count)
{
    const bool city = count < 0;
    painter.setPen(QPen(QColor(0x22, 0x22, 0x22), city ? 1.8 : 0.9));
    painter.setBrush(colour);
    if (city)
        painter.drawRect(box);
    else
        painter.drawRoundedRect(box, box.height() / 2, box.height() / 2);
    painter.setPen(gui::inkOn(colour));
    const TagWidths widths = tagWidths(painter, letters, count);
    const qreal left = box.center().x() - (widths.letters + widths.gap + widths.count) / 2;
    setFont(painter, tag_text_pixels, city); // a city's letters bold: it has no count
    painter.drawText(
        QRectF(left, box.top(), widths.letters + 1, box.height()), Qt::AlignVCenter | Qt::AlignLeft, letters);
    if (city)
        return;
    setFont(painter, tag_text_pixels, true);
    painter.drawText(QRectF(left + widths.letters + widths.gap, box.top(), widths.count + 1, box.height()),
        Qt::AlignVCenter | Qt::AlignLeft, QLocale().toString(count));
}

void paintCity(QPainter& painter, const QRectF& box, qreal r, const QColor& colour, const QString& letters)
{
    painter.setPen(QPen(QColor(0x22, 0x22, 0x22), std::max(0.8, r * 0.12)));
    painter.setBrush(colour);
    painter.drawRect(box);
    if (r >= min_lettered_pixels) {
        painter.setPen(gui::inkOn(colour));
        setFont(painter, r * 0.75, true);
        painter.drawText(box, Qt::AlignCenter, letters);
    }
}

void paintWarningSign(QPainter& painter, QPointF at, qreal radius)
{
    painter.setPen(QPen(Qt::white, 1.2));
    painter.setBrush(warning);
    painter.drawEllipse(at, radius, radius);
    setFont(painter, radius * 1.4, true);
    painter.drawText(
        QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter, QStringLiteral("!"));
}

QBrush floodPlainBrush()
{
    return {QColor(0x3b, 0x8e, 0xa5, 70), Qt::HorPattern};
}

QBrush choiceBrush()
{
    return {QColor(0, 0, 0, 80), Qt::BDiagPattern};
}

QPen choicePen()
{
    return cosmetic(highlight, 2.2);
}

QPen landNeighbourPen()
{
    return cosmetic(highlight, 2.0, Qt::DotLine);
}

QPen waterNeighbourPen()
{
    return cosmetic(coast, 2.0, Qt::DashLine);
}

QPen warningPen()
{
    return cosmetic(warning, 2.4, Qt::DashLine);
}

QPen chosenPen()
{
    return cosmetic(highlight, 4);
}

QPen chosenDashesPen()
{
    return cosmetic(Qt::white, 1.5, Qt::DashLine);
}

QColor heldLand(const QColor& nationColour)
{
    constexpr float amount = 0.3f; // 0 the land, 1 the nation's colour
    const auto mix = [](float from, float to) { return from + (to - from) * amount; };
    return QColor::fromRgbF(mix(land.redF(), nationColour.redF()), mix(land.greenF(), nationColour.greenF()),
        mix(land.blueF(), nationColour.blueF()));
}

} // namespace tablee::civ_calamities::ui::marks
