// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/ui/board_key.hpp"

#include "civ_calamities/ui/board_marks.hpp"
#include "civ_calamities/ui/board_view.hpp"
#include "civ_calamities/ui/civ_texts.hpp"
#include "gui/elision.hpp"

#include <QPainter>

#include <cassert>

namespace tablee::civ_calamities::ui {

namespace {

constexpr qreal token = 11; // a token's radius: large enough for its letters and count
constexpr qreal unit = 1.5; // pixels per map unit, for the lines' widths
const QRectF land(-26, -12, 52, 24); // an area's sample, around the symbol's centre

} // namespace

BoardKey::BoardKey(Position position, QWidget* parent) : gui::SymbolKey(parent), m_position(std::move(position))
{
    assert(!m_position.nations.empty()); // a game has its nations
    setObjectName(QStringLiteral("boardKey"));
    describe();
}

QStringList BoardKey::entries() const
{
    const QString nation = CivTexts::nationInText(m_position, 0); // « l’Égypte »
    return {tr("Each area’s marks, in the area once zoomed in (wheel, Ctrl++); zoomed out, its limit and city site "
               "follow its name:"),
        tr("The area’s population limit"), tr("A city site"), tr("A city site on a flood plain (white)"),
        tr("A flood plain (its land lined, two waves)"), tr("A volcano"),
        gui::elideBeforeNames(tr("The tokens of %1 in an area: its letters and how many").arg(nation)),
        gui::elideBeforeNames(tr("A city of %1").arg(nation)),
        tr("Zoomed out, the same as tags: tokens rounded with their count, a city square"),
        gui::elideBeforeNames(tr("An area held most by %1: its land tinted").arg(nation)),
        tr("Secessionists: greys of their own, lettered S1, S2…"),
        tr("Hatched and outlined: a legal choice of the calamity’s step"),
        tr("The area chosen, ringed; its neighbours by land dotted, across water dashed"),
        tr("Red dashes and “!”: something to check there (see the warnings beside the board)")};
}

void BoardKey::paintSymbols(QPainter& painter, const std::function<QPointF(int)>& symbolCentre) const
{
    const QColor colour = nationColour(m_position, 0);
    const QString letters = nationMark(m_position, 0);
    const auto areaAt = [&](int row) { return land.translated(symbolCentre(row)); };
    int row = 0;
    // A magnifying glass: what follows sits in its area once zoomed in (zoomed out, some marks
    // follow the name, the pieces are tags).
    const QPointF lens = symbolCentre(row++) + QPointF(-3, -3);
    painter.setPen(QPen(marks::ink, 2.2));
    painter.setBrush(Qt::white);
    painter.drawEllipse(lens, 7, 7);
    painter.drawLine(lens + QPointF(5, 5), lens + QPointF(11, 11));
    marks::paintLimit(painter, symbolCentre(row++), 9, 3, unit);
    marks::paintCitySite(painter, symbolCentre(row++), 8, false, unit);
    marks::paintCitySite(painter, symbolCentre(row++), 8, true, unit);
    painter.setPen(Qt::NoPen);
    painter.setBrush(marks::land);
    painter.drawRect(areaAt(row));
    painter.setBrush(marks::floodPlainBrush());
    painter.drawRect(areaAt(row));
    marks::paintFloodWaves(painter, symbolCentre(row++), 9, unit);
    marks::paintVolcano(painter, symbolCentre(row++), 9, unit);
    marks::paintToken(painter, symbolCentre(row++), token, colour, letters, 3);
    const QPointF city = symbolCentre(row++);
    marks::paintCity(painter, QRectF(city.x() - token, city.y() - token, 2 * token, 2 * token), token, colour, letters);
    // The tags, side by side in the area's sample.
    const QPointF tagsAt = symbolCentre(row++);
    const QSizeF tokensTag = marks::tagSize(painter, letters, 3);
    const QSizeF cityTag = marks::tagSize(painter, letters, -1);
    const qreal left = tagsAt.x() - (tokensTag.width() + 3 + cityTag.width()) / 2;
    marks::paintTag(painter, QRectF(QPointF(left, tagsAt.y() - tokensTag.height() / 2), tokensTag), colour, letters, 3);
    marks::paintTag(painter, QRectF(QPointF(left + tokensTag.width() + 3, tagsAt.y() - cityTag.height() / 2), cityTag),
        colour, letters, -1);
    painter.setPen(Qt::NoPen);
    painter.setBrush(marks::heldLand(colour));
    painter.drawRect(areaAt(row++));
    // The secessionists' first grey, whatever the game holds: a nation of their own.
    Position seceded = m_position;
    seceded.nations.push_back(Nation {.name = "Secessionists 1", .secessionist = true, .advances = {}, .areas = {}});
    const auto secession = static_cast<NationId>(seceded.nations.size() - 1);
    marks::paintToken(
        painter, symbolCentre(row++), token, nationColour(seceded, secession), nationMark(seceded, secession), 2);
    painter.setBrush(marks::land);
    painter.setPen(Qt::NoPen);
    painter.drawRect(areaAt(row));
    painter.setBrush(marks::choiceBrush());
    painter.setPen(marks::choicePen());
    painter.drawRect(areaAt(row++));
    const QRectF chosen = areaAt(row).adjusted(0, 0, -30, 0);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(marks::chosenPen());
    painter.drawRect(chosen);
    painter.setPen(marks::chosenDashesPen());
    painter.drawRect(chosen);
    painter.setPen(marks::landNeighbourPen());
    painter.drawRect(chosen.translated(26, -3).adjusted(0, 0, -8, 0));
    painter.setPen(marks::waterNeighbourPen());
    painter.drawRect(chosen.translated(26, 5).adjusted(0, 0, -8, 0));
    ++row;
    painter.setBrush(Qt::NoBrush);
    painter.setPen(marks::warningPen());
    painter.drawRect(areaAt(row));
    marks::paintWarningSign(painter, symbolCentre(row++), 7);
    assert(row == entries().size());
}

} // namespace tablee::civ_calamities::ui
