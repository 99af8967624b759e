#include "civ_calamities/ui/board_view.hpp"

#include "civ_calamities/ui/civ_texts.hpp"
#include "gui/seat_colours.hpp"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace tablee::civ_calamities::ui {

namespace {

const QColor seaColour(0xb9, 0xd7, 0xea);
const QColor landColour(0xf2, 0xe8, 0xcf);
const QColor borderColour(0x8a, 0x7f, 0x6a);
const QColor coastColour(0x4a, 0x6f, 0x8a);
const QColor highlightColour(0x1b, 0x1b, 0x1b);
constexpr qreal token_radius = 9.5; // screen pixels

} // namespace

QColor nationColour(NationId nation)
{
    return gui::seatColour(nation);
}

QString nationMark(const Position& position, NationId nation)
{
    const Nation& n = position.nations.at(nation);
    return n.secessionist ? QStringLiteral("S") + CivTexts::secessionNumber(n) : QString::fromStdString(n.name).left(2);
}

BoardView::BoardView(QWidget* parent) : gui::ZoomableView(parent), m_drawing(BoardDrawing::standard())
{
    setObjectName(QStringLiteral("civBoard"));
    setMinimumSize(400, 300);
    setAccessibleName(tr("The board"));
}

void BoardView::setPosition(const Position& position)
{
    m_position = position;
    update();
}

void BoardView::setHighlights(std::set<AreaId> areas)
{
    m_highlights = std::move(areas);
    update();
}

void BoardView::setSelected(std::optional<AreaId> area)
{
    m_selected = area;
    update();
}

QPointF BoardView::screenPoint(AreaId area) const
{
    return contentTransform().map(m_drawing.centre(area));
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), seaColour);
    paintWith(painter, contentTransform());
    if (hasFocus()) {
        painter.setPen(QPen(palette().highlight().color(), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect().adjusted(1, 1, -2, -2));
    }
}

void BoardView::paintBoard(QPainter& painter, const QRectF& target) const
{
    painter.fillRect(target, seaColour);
    paintWith(painter, transformInto(target));
}

void BoardView::paintWith(QPainter& painter, const QTransform& transform) const
{
    const Board& board = m_drawing.board();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QTransform outer = painter.transform(); // where `transform` maps the board to
    painter.setTransform(transform, true);
    // Cells: land, flood plains hatched, seas; then what a click may choose.
    for (AreaId a = 0; a < board.size(); ++a) {
        const Area& area = board.area(a);
        painter.setPen(Qt::NoPen);
        painter.setBrush(area.sea ? seaColour.darker(104) : landColour);
        painter.drawPolygon(m_drawing.cell(a));
        if (area.flood_plain) {
            painter.setBrush(QBrush(QColor(0x3b, 0x8e, 0xa5, 90), Qt::HorPattern));
            painter.drawPolygon(m_drawing.cell(a));
        }
    }
    for (const AreaId a : m_highlights) {
        painter.setBrush(QBrush(QColor(0, 0, 0, 80), Qt::BDiagPattern));
        painter.setPen(QPen(highlightColour, 2.2));
        painter.drawPolygon(m_drawing.cell(a));
    }
    if (m_selected) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(highlightColour, 4));
        painter.drawPolygon(m_drawing.cell(*m_selected));
        painter.setPen(QPen(Qt::white, 1.5, Qt::DashLine));
        painter.drawPolygon(m_drawing.cell(*m_selected));
    }
    // Edges: land borders thin, water between touching cells thick and blue, coasts, links.
    const auto& edges = m_drawing.edges();
    painter.setPen(QPen(borderColour, 1.1));
    for (const QLineF& line : edges.land_borders)
        painter.drawLine(line);
    painter.setPen(QPen(seaColour.darker(115), 5, Qt::SolidLine, Qt::FlatCap));
    for (const QLineF& line : edges.straits)
        painter.drawLine(line);
    painter.setPen(QPen(coastColour, 1.4));
    for (const QLineF& line : edges.coasts)
        painter.drawLine(line);
    painter.setPen(QPen(borderColour, 1.6, Qt::DotLine));
    for (const QLineF& line : edges.links)
        painter.drawLine(line);

    // Names, marks and pieces at a fixed size on screen, so that they read at any zoom; the
    // cells, drawn in board units above, grow with it.
    painter.setTransform(outer);
    QFont font = painter.font();
    const qreal r = token_radius;
    for (AreaId a = 0; a < board.size(); ++a) {
        const Area& area = board.area(a);
        const QPointF c = transform.map(m_drawing.centre(a));
        font.setPointSizeF(area.sea ? 8.5 : 7);
        font.setItalic(area.sea);
        font.setBold(false);
        painter.setFont(font);
        painter.setPen(area.sea ? coastColour.darker(130) : QColor(0x33, 0x2e, 0x24));
        painter.drawText(QRectF(c.x() - 50, c.y() - 26, 100, 12), Qt::AlignCenter, QString::fromStdString(area.name));
        if (area.sea)
            continue;
        // The population limit in a circle, the city site as a square (hollow when white), a
        // volcano as a red triangle.
        const QPointF limitAt = c + QPointF(-16, -9);
        painter.setPen(QPen(QColor(0x33, 0x2e, 0x24), 1));
        painter.setBrush(Qt::white);
        painter.drawEllipse(limitAt, 5.5, 5.5);
        font.setPointSizeF(6.5);
        font.setBold(true);
        painter.setFont(font);
        painter.drawText(
            QRectF(limitAt.x() - 6, limitAt.y() - 6, 12, 12), Qt::AlignCenter, QString::number(area.population_limit));
        if (area.city_site != CitySite::none) {
            painter.setBrush(area.city_site == CitySite::white ? QBrush(Qt::white) : QBrush(QColor(0x33, 0x2e, 0x24)));
            painter.setPen(QPen(QColor(0x33, 0x2e, 0x24), 1.2));
            painter.drawRect(QRectF(c.x() + 10, c.y() - 14, 8, 8));
        }
        if (area.volcano) {
            painter.setBrush(QColor(0xc0, 0x39, 0x2b));
            painter.setPen(Qt::NoPen);
            painter.drawPolygon(QPolygonF {c + QPointF(20, -6), c + QPointF(25, -15), c + QPointF(30, -6)});
        }
        // The pieces: per nation a disc (its letters, its count), a city as a square behind it.
        std::vector<std::pair<NationId, Holding>> present;
        for (NationId n = 0; n < m_position.nations.size(); ++n)
            if (a < m_position.nations[n].areas.size() && !m_position.nations[n].areas[a].empty())
                present.emplace_back(n, m_position.nations[n].areas[a]);
        qreal x = c.x() - (static_cast<qreal>(present.size()) - 1) * r * 1.1;
        for (const auto& [n, h] : present) {
            const QColor colour = nationColour(n);
            const QColor ink = gui::inkOn(colour);
            const QPointF at(x, c.y() + 8);
            painter.setPen(QPen(QColor(0x22, 0x22, 0x22), 1.1));
            painter.setBrush(colour);
            if (h.city)
                painter.drawRect(QRectF(at.x() - r * 1.05, at.y() - r * 1.05, r * 2.1, r * 2.1));
            else
                painter.drawEllipse(at, r, r);
            font.setPointSizeF(5.5);
            font.setBold(true);
            painter.setFont(font);
            painter.setPen(ink);
            painter.drawText(QRectF(at.x() - r, at.y() - r + 1, 2 * r, r), Qt::AlignCenter, nationMark(m_position, n));
            font.setPointSizeF(7);
            painter.setFont(font);
            painter.drawText(QRectF(at.x() - r, at.y() - 1, 2 * r, r), Qt::AlignCenter,
                h.city ? (h.tokens > 0 ? QStringLiteral("C+%1").arg(h.tokens) : QStringLiteral("C"))
                       : QString::number(h.tokens));
            x += r * 2.2;
        }
    }
    painter.restore();
}

void BoardView::contentClicked(QPointF point)
{
    if (const auto area = m_drawing.areaAt(point))
        emit areaClicked(*area);
}

bool BoardView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (const auto area = m_drawing.areaAt(contentTransform().inverted().map(QPointF(help->pos())))) {
            const Area& a = m_drawing.board().area(*area);
            QStringList lines {QStringLiteral("<b>%1</b>").arg(CivTexts::areaName(*area).toHtmlEscaped())};
            if (!a.sea) {
                lines << tr("Population limit %1").arg(a.population_limit);
                if (a.city_site != CitySite::none)
                    lines << (a.city_site == CitySite::white ? tr("City site on the flood plain (white)")
                                                             : tr("City site"));
                else if (a.flood_plain)
                    lines << tr("Flood plain");
                if (a.volcano)
                    lines << tr("Volcano");
            }
            for (NationId n = 0; n < m_position.nations.size(); ++n) {
                const Holding& h = m_position.at(n, *area);
                if (!h.empty())
                    lines << tr("%1: %n token(s)%2", nullptr, h.tokens)
                                 .arg(CivTexts::nationName(m_position, n), h.city ? tr(", a city") : QString());
            }
            QToolTip::showText(help->globalPos(), lines.join(QStringLiteral("<br>")), this);
        } else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace tablee::civ_calamities::ui
