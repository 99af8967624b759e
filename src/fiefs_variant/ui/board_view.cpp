// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/ui/board_view.hpp"

#include "fiefs_variant/ui/fiefs_texts.hpp"

#include "gui/seat_colours.hpp"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cmath>

namespace tablee::fiefs_variant::ui {

namespace {

constexpr qreal cell = 40; // a space, in the drawing's units
constexpr qreal margin = 22; // room for the column letters and row numbers
constexpr qreal edge_reach = 9; // a click this close to an edge picks the edge

QRectF cellRect(Space space)
{
    return {column_of(space) * cell, row_of(space) * cell, cell, cell};
}

QLineF edgeLine(Edge edge)
{
    const auto [first, second] = spaces_of(edge);
    const QRectF a = cellRect(first);
    if (second == first + 1)
        return {a.topRight(), a.bottomRight()};
    return {a.bottomLeft(), a.bottomRight()};
}

QColor terrainColour(Terrain terrain)
{
    switch (terrain) {
    case Terrain::meadow:
        return {0xd9, 0xea, 0xb0};
    case Terrain::forest:
        return {0x8d, 0xb8, 0x6b};
    case Terrain::village:
        return {0xe8, 0xd5, 0xae};
    case Terrain::iron_mine:
    case Terrain::silver_mine:
    case Terrain::gold_mine:
        return {0xc4, 0xbe, 0xb4};
    case Terrain::royal_city:
        return {0xe9, 0xc9, 0x6a};
    }
    return Qt::white;
}

// `colour` mixed into white: `amount` 0 is white, 1 the colour.
QColor lightTint(const QColor& colour, qreal amount)
{
    const auto mix = [amount](qreal own) { return 1.0 - (1.0 - own) * amount; };
    return QColor::fromRgbF(static_cast<float>(mix(colour.redF())), static_cast<float>(mix(colour.greenF())),
        static_cast<float>(mix(colour.blueF())));
}

// The terrain's sign, so that no terrain is told by its colour alone.
void paintTerrainSign(QPainter& painter, Terrain terrain, const QRectF& r)
{
    const QPointF c = r.center();
    painter.save();
    switch (terrain) {
    case Terrain::meadow:
        break;
    case Terrain::forest: {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0x2f, 0x6b, 0x2a));
        for (const qreal dx : {-9.0, 5.0}) {
            QPolygonF tree;
            tree << QPointF(c.x() + dx, c.y() - 12) << QPointF(c.x() + dx - 6, c.y() + 4)
                 << QPointF(c.x() + dx + 6, c.y() + 4);
            painter.drawPolygon(tree);
            painter.fillRect(QRectF(c.x() + dx - 1.2, c.y() + 4, 2.4, 5), QColor(0x5a, 0x3a, 0x1e));
        }
        break;
    }
    case Terrain::village: {
        painter.setPen(QPen(QColor(0x6b, 0x45, 0x24), 1.2));
        painter.setBrush(QColor(0xc8, 0x6b, 0x3c));
        QPolygonF roof;
        roof << QPointF(c.x() - 10, c.y() - 1) << QPointF(c.x(), c.y() - 11) << QPointF(c.x() + 10, c.y() - 1);
        painter.drawPolygon(roof);
        painter.setBrush(QColor(0xf6, 0xee, 0xdc));
        painter.drawRect(QRectF(c.x() - 7, c.y() - 1, 14, 10));
        break;
    }
    case Terrain::iron_mine:
    case Terrain::silver_mine:
    case Terrain::gold_mine: {
        const QColor ore = terrain == Terrain::gold_mine ? QColor(0xd4, 0xa0, 0x17)
            : terrain == Terrain::silver_mine            ? QColor(0xf2, 0xf2, 0xf2)
                                                         : QColor(0x55, 0x55, 0x5a);
        painter.setPen(QPen(QColor(0x33, 0x33, 0x33), 1));
        painter.setBrush(QColor(0x5b, 0x52, 0x48));
        painter.drawChord(QRectF(c.x() - 12, c.y() - 8, 24, 24), 0, 180 * 16);
        painter.setBrush(ore);
        painter.drawEllipse(QPointF(c.x(), c.y() + 1), 4.5, 4.5);
        QFont font = painter.font();
        font.setPixelSize(9);
        font.setBold(true);
        painter.setFont(font);
        painter.setPen(QColor(0x22, 0x22, 0x22));
        // The ore in words ("Fe", "Ag", "Au" were read by chemists only: a review), smaller
        // where a language's word is long.
        const QString ore_name = terrain == Terrain::gold_mine ? BoardView::tr("Gold", "a mine's ore, under it")
            : terrain == Terrain::silver_mine                  ? BoardView::tr("Silver", "a mine's ore, under it")
                                                               : BoardView::tr("Iron", "a mine's ore, under it");
        const QRectF under(r.left() + 1, r.bottom() - 13, r.width() - 2, 12);
        while (font.pixelSize() > 6 && QFontMetricsF(font).horizontalAdvance(ore_name) > under.width()) {
            font.setPixelSize(font.pixelSize() - 1);
            painter.setFont(font);
        }
        painter.drawText(under, Qt::AlignCenter, ore_name);
        break;
    }
    case Terrain::royal_city: {
        painter.setPen(QPen(QColor(0x5a, 0x3d, 0x00), 1.2));
        painter.setBrush(QColor(0xf7, 0xd3, 0x3b));
        QPolygonF crown;
        crown << QPointF(c.x() - 12, c.y() + 8) << QPointF(c.x() - 13, c.y() - 8) << QPointF(c.x() - 6, c.y() - 1)
              << QPointF(c.x(), c.y() - 11) << QPointF(c.x() + 6, c.y() - 1) << QPointF(c.x() + 13, c.y() - 8)
              << QPointF(c.x() + 12, c.y() + 8);
        painter.drawPolygon(crown);
        break;
    }
    }
    painter.restore();
}

} // namespace

QStringList playerMarks(const QStringList& names)
{
    QStringList marks;
    for (qsizetype player = 0; player < names.size(); ++player) {
        const QString name = names[player].trimmed();
        const QString first = name.left(1).toUpper();
        // Two players of one initial (Anne and Aliénor) get two letters each: never the colour alone.
        const bool shared = std::ranges::count_if(names, [&](const QString& other) {
            return other.trimmed().left(1).toUpper() == first;
        }) > 1;
        QString mark = name.isEmpty() ? QString::number(player + 1) : shared ? first + name.mid(1, 1) : first;
        // Still shared ("Player 2", "Player 3"): the initial and the seat's number.
        if (shared && std::ranges::count_if(names, [&](const QString& other) {
                return other.trimmed().left(2).toUpper() == name.left(2).toUpper();
            }) > 1)
            mark = first + QString::number(player + 1);
        marks << mark;
    }
    return marks;
}

QColor playerColour(int player)
{
    // Blue, vermilion, reddish purple, sky blue: none of them a colour of the terrains, and no two
    // alike (orange beside vermilion read as one colour: each seat also has its letter).
    static constexpr std::array<std::size_t, max_players> palette_index {4, 5, 6, 1};
    return gui::seatColour(palette_index[static_cast<std::size_t>(player) % palette_index.size()]);
}

BoardView::BoardView(QWidget* parent) : gui::ZoomableView(parent)
{
    setMinimumSize(360, 360);
    m_position.castle.fill(no_player);
    m_position.knight.fill(no_player);
}

void BoardView::setPosition(const Position& position, const QStringList& names)
{
    m_position = position;
    m_names = names;
    m_marks = playerMarks(names);
    update();
}

void BoardView::setTargets(std::vector<Space> spaces, std::vector<Edge> edges)
{
    m_targetSpaces = std::move(spaces);
    m_targetEdges = std::move(edges);
    update();
}

void BoardView::setPicked(std::vector<Space> spaces, std::vector<Edge> edges, std::optional<Position> preview)
{
    m_pickedSpaces = std::move(spaces);
    m_pickedEdges = std::move(edges);
    m_preview = std::move(preview);
    update();
}

QRectF BoardView::contentRect() const
{
    return {-margin, -margin, board_side * cell + 2 * margin, board_side * cell + 2 * margin};
}

QPointF BoardView::spacePoint(Space space) const
{
    return contentTransform().map(cellRect(space).center());
}

QPointF BoardView::edgePoint(Edge edge) const
{
    return contentTransform().map(edgeLine(edge).center());
}

std::optional<Space> BoardView::spaceAt(QPointF point) const
{
    const int column = static_cast<int>(std::floor(point.x() / cell));
    const int row = static_cast<int>(std::floor(point.y() / cell));
    if (!on_board(row, column))
        return std::nullopt;
    return space_at(row, column);
}

std::optional<Edge> BoardView::edgeNear(QPointF point) const
{
    const auto space = spaceAt(point);
    if (!space)
        return std::nullopt;
    std::optional<Edge> nearest;
    qreal best = edge_reach;
    for (const auto& next : neighbours(*space)) {
        const QLineF line = edgeLine(next.edge);
        const qreal distance = line.dx() == 0 ? std::abs(point.x() - line.x1()) : std::abs(point.y() - line.y1());
        if (distance < best) {
            best = distance;
            nearest = next.edge;
        }
    }
    return nearest;
}

void BoardView::contentClicked(QPointF point)
{
    const auto space = spaceAt(point);
    if (!space)
        return;
    // Near an edge while edges are wanted: the edge; else the space.
    const auto edge = edgeNear(point);
    if (edge && (!m_targetEdges.empty() || m_targetSpaces.empty()))
        emit edgeClicked(*edge);
    else
        emit spaceClicked(*space);
}

void BoardView::contentHovered(QPointF point)
{
    const auto edge = edgeNear(point);
    const int hovered = edge && std::ranges::find(m_targetEdges, *edge) != m_targetEdges.end() ? *edge : -1;
    if (hovered != m_hovered) {
        m_hovered = hovered;
        emit edgeHovered(hovered);
    }
}

QString BoardView::describe(Space space) const
{
    const Regions regions(m_position);
    const Region& region = regions.of(space);
    QStringList lines {FiefsTexts::spaceText(m_position, space)};
    switch (region.kind) {
    case RegionKind::fief: {
        QString fief = tr("%1, worth %n point(s)", "a fief, then its value", region.value)
                           .arg(FiefsTexts::fiefText(m_position, region.castle, m_names));
        fief[0] = fief[0].toUpper(); // « le fief de Basile » heads its line
        lines << fief;
        break;
    }
    case RegionKind::neutral_zone:
        lines << tr("A neutral zone: land closed in without a castle; nobody’s, for good");
        break;
    case RegionKind::open_land:
        lines << tr("Open land");
        break;
    }
    if (const int owner = m_position.castle_at(space); owner != no_player)
        lines << tr("%1’s castle").arg(m_names.value(owner));
    if (const int owner = m_position.knight_at(space); owner != no_player)
        lines << tr("%1’s knight").arg(m_names.value(owner));
    for (const auto& alliance : m_position.alliances)
        if (alliance.marker == space)
            lines << tr("The alliance marker of %1 and %2")
                         .arg(FiefsTexts::fiefText(m_position, alliance.fief, m_names),
                             FiefsTexts::fiefText(m_position, alliance.partner, m_names));
    return lines.join(QLatin1Char('\n'));
}

bool BoardView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (const auto space = spaceAt(contentTransform().inverted().map(QPointF(help->pos()))))
            QToolTip::showText(help->globalPos(), describe(*space), this);
        else
            QToolTip::hideText();
        return true;
    }
    return gui::ZoomableView::event(event);
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().window());
    paintWith(painter, contentTransform());
}

void BoardView::paintWith(QPainter& painter, const QTransform& transform) const
{
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setTransform(transform, true);
    const Position& shown = m_preview ? *m_preview : m_position;
    const Regions regions(shown);
    const Regions before(m_position);

    // Coordinates: column letters above, row numbers on the left.
    QFont font = painter.font();
    font.setPixelSize(12);
    painter.setFont(font);
    painter.setPen(palette().color(QPalette::WindowText));
    for (int i = 0; i < board_side; ++i) {
        painter.drawText(QRectF(i * cell, -margin, cell, margin), Qt::AlignCenter, QString(QChar('a' + i)));
        painter.drawText(
            QRectF(-margin, i * cell, margin - 3, cell), Qt::AlignVCenter | Qt::AlignRight, QString::number(i + 1));
    }

    for (Space space = 0; space < space_count; ++space) {
        const QRectF r = cellRect(space);
        // A fief is its owner's land: its spaces in a light tint of the owner's colour (not the
        // terrain's, which would muddy it), the terrain's sign over it, the owner's mark in a
        // corner; a finished board reads as a map of the domains.
        const Region& region = regions.of(space);
        if (region.kind == RegionKind::fief) {
            // A fief the picked borders would close: tinted stronger and hatched, until played.
            const bool previewed = m_preview && before.of(space).kind != RegionKind::fief;
            const QColor owner = playerColour(region.owner);
            painter.fillRect(r, lightTint(owner, previewed ? 0.55 : 0.38));
            paintTerrainSign(painter, shown.terrain_at(space), r);
            if (previewed)
                painter.fillRect(r, QBrush(QColor(0, 0, 0, 90), Qt::FDiagPattern));
            QFont small = painter.font();
            small.setPixelSize(9);
            small.setBold(true);
            painter.save();
            painter.setFont(small);
            painter.setPen(owner.darker(140));
            painter.drawText(r.adjusted(3, 1, -3, -1), Qt::AlignTop | Qt::AlignLeft,
                m_marks.value(region.owner, QString::number(region.owner + 1)));
            painter.restore();
            continue;
        }
        painter.fillRect(r, terrainColour(shown.terrain_at(space)));
        paintTerrainSign(painter, shown.terrain_at(space), r);
        if (region.kind == RegionKind::neutral_zone)
            painter.fillRect(r, QBrush(QColor(0x40, 0x40, 0x40, 150), Qt::BDiagPattern));
    }
    // The grid, thin.
    painter.setPen(QPen(QColor(0, 0, 0, 40), 0.8));
    for (int i = 1; i < board_side; ++i) {
        painter.drawLine(QPointF(i * cell, 0), QPointF(i * cell, board_side * cell));
        painter.drawLine(QPointF(0, i * cell), QPointF(board_side * cell, i * cell));
    }

    // Targets: spaces ringed, edges dashed.
    const QColor mark(0x10, 0x3f, 0xa0);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(mark, 2.5, Qt::DashLine));
    for (const Space space : m_targetSpaces)
        painter.drawRoundedRect(cellRect(space).adjusted(4, 4, -4, -4), 6, 6);
    painter.setPen(QPen(QColor(0x10, 0x3f, 0xa0, 120), 2, Qt::DotLine, Qt::RoundCap));
    for (const Edge edge : m_targetEdges)
        painter.drawLine(edgeLine(edge));

    // Borders, and the board's edge, which is one.
    const QColor borderInk(0x3b, 0x24, 0x12);
    painter.setPen(QPen(borderInk, 5, Qt::SolidLine, Qt::RoundCap));
    for (Edge edge = 0; edge < edge_count; ++edge)
        if (m_position.borders[static_cast<std::size_t>(edge)])
            painter.drawLine(edgeLine(edge));
    painter.setPen(QPen(QColor(0xc0, 0x1f, 0x1f), 5, Qt::DashLine, Qt::RoundCap));
    for (const Edge edge : m_pickedEdges)
        painter.drawLine(edgeLine(edge));
    painter.setPen(QPen(borderInk, 6));
    painter.drawRect(QRectF(0, 0, board_side * cell, board_side * cell));

    // Pieces.
    font.setPixelSize(13);
    font.setBold(true);
    painter.setFont(font);
    for (Space space = 0; space < space_count; ++space) {
        const QRectF r = cellRect(space);
        const QPointF c = r.center();
        if (const int owner = shown.castle_at(space); owner != no_player) {
            const QColor colour = playerColour(owner);
            QPainterPath castle;
            castle.moveTo(c.x() - 13, c.y() + 12);
            castle.lineTo(c.x() - 13, c.y() - 10);
            for (int i = 0; i < 3; ++i) {
                const qreal x = c.x() - 13 + i * 10;
                castle.lineTo(x, c.y() - 14);
                castle.lineTo(x + 6, c.y() - 14);
                castle.lineTo(x + 6, c.y() - 10);
                castle.lineTo(x + 10, c.y() - 10);
            }
            castle.lineTo(c.x() + 13, c.y() - 14);
            castle.lineTo(c.x() + 13, c.y() + 12);
            castle.closeSubpath();
            painter.setPen(QPen(QColor(0x11, 0x11, 0x11), 1.4));
            painter.setBrush(colour);
            painter.drawPath(castle);
            painter.setPen(gui::inkOn(colour));
            painter.drawText(r.adjusted(0, 4, 0, 0), Qt::AlignCenter, m_marks.value(owner));
        }
        if (const int owner = shown.knight_at(space); owner != no_player) {
            const QColor colour = playerColour(owner);
            QPainterPath shield;
            shield.moveTo(c.x() - 10, c.y() - 11);
            shield.lineTo(c.x() + 10, c.y() - 11);
            shield.lineTo(c.x() + 10, c.y() + 1);
            shield.quadTo(c.x() + 9, c.y() + 10, c.x(), c.y() + 13);
            shield.quadTo(c.x() - 9, c.y() + 10, c.x() - 10, c.y() + 1);
            shield.closeSubpath();
            painter.setPen(QPen(QColor(0x11, 0x11, 0x11), 1.4));
            painter.setBrush(colour);
            painter.drawPath(shield);
            painter.setPen(gui::inkOn(colour));
            painter.drawText(r.adjusted(0, -3, 0, 0), Qt::AlignCenter, m_marks.value(owner));
        }
    }
    // Picked spaces (a castle's place before its knight, a knight...): a thick ring.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0xc0, 0x1f, 0x1f), 3.5));
    for (const Space space : m_pickedSpaces)
        painter.drawEllipse(cellRect(space).adjusted(5, 5, -5, -5));
    // Alliances: two linked rings inside the marker's space (where a third player's expansion
    // would break it), on its side towards the allied fief, laid along that border; in the corner
    // when none is seen. Straddling the border, they read as belonging to neither space.
    for (const auto& alliance : shown.alliances) {
        const QRectF r = cellRect(alliance.marker);
        const int own = regions.index_of(alliance.marker);
        const int other = regions.index_of(own == regions.index_of(alliance.fief) ? alliance.partner : alliance.fief);
        QPointF towards(r.width() * 0.3, -r.height() * 0.3);
        for (const Neighbour& next : neighbours(alliance.marker))
            if (regions.index_of(next.space) == other) {
                towards = (cellRect(next.space).center() - r.center()) * 0.33;
                break;
            }
        const QPointF at = r.center() + towards;
        const bool across = std::abs(towards.x()) > std::abs(towards.y()); // the border is upright
        const double radius = r.width() * 0.17;
        const QPointF step = across ? QPointF(0, radius * 0.75) : QPointF(radius * 0.75, 0);
        painter.setPen(QPen(QColor(0x11, 0x11, 0x11), radius * 0.32));
        painter.setBrush(QColor(0xff, 0xf4, 0xc2));
        painter.drawEllipse(at - step, radius, radius);
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(at + step, radius, radius);
    }
    painter.restore();
}

} // namespace tablee::fiefs_variant::ui
