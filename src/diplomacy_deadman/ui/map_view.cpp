// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/ui/map_view.hpp"

#include "diplomacy_deadman/ui/diplomacy_texts.hpp"
#include "gui/seat_colours.hpp"

#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>

namespace tablee::diplomacy_deadman::ui {

namespace {

const QColor seaColour(0xb9, 0xd7, 0xea);
const QColor landColour(0xef, 0xe6, 0xcc);
const QColor decorColour(0xdd, 0xd8, 0xc8);
const QColor borderColour(0x5a, 0x55, 0x48);
const QColor seaBorderColour(0x7f, 0xa9, 0xc4);
const QColor highlightColour(0x1a, 0x1a, 0x1a);

constexpr qreal token_radius = 11; // map units (the drawing is about 1000 wide)
constexpr qreal label_size = 9.5;
constexpr qreal full_name_size = 5.0; // a province's whole name, under its code once zoomed in
constexpr qreal centre_radius = 5.5;

const Map& map()
{
    return standard_map();
}

const MapDrawing* drawing()
{
    const auto& drawing = MapDrawing::standard();
    return drawing ? &*drawing : nullptr;
}

// Who owns the supply centre of `province`, if anyone (a position from outside may have fewer
// owners than provinces: nobody then).
std::optional<Power> ownerOf(const GameState& position, ProvinceId province)
{
    if (province >= position.owners.size())
        return std::nullopt;
    return position.owners[province];
}

// `colour` mixed into the land's colour: `amount` 0 is the land, 1 the colour.
QColor tint(const QColor& colour, float amount)
{
    const auto mix = [amount](float land, float own) { return land + (own - land) * amount; };
    return QColor::fromRgbF(mix(landColour.redF(), colour.redF()), mix(landColour.greenF(), colour.greenF()),
        mix(landColour.blueF(), colour.blueF()));
}

// An army is a round token, a fleet a hull with a mast: told apart by shape, not only colour.
void paintUnit(QPainter& painter, QPointF at, UnitType type, Power power, bool dislodged)
{
    const QColor fill = powerColour(power);
    painter.setPen(QPen(dislodged ? QColor(0xb7, 0x1c, 0x1c) : QColor(0x22, 0x22, 0x22), dislodged ? 1.6 : 0.9,
        dislodged ? Qt::DashLine : Qt::SolidLine));
    painter.setBrush(fill);
    const qreal r = token_radius;
    if (type == UnitType::army) {
        painter.drawEllipse(at, r, r);
    } else {
        QPainterPath hull;
        hull.moveTo(at + QPointF(-r * 1.25, -r * 0.15));
        hull.lineTo(at + QPointF(r * 1.25, -r * 0.15));
        hull.lineTo(at + QPointF(r * 0.8, r * 0.8));
        hull.lineTo(at + QPointF(-r * 0.8, r * 0.8));
        hull.closeSubpath();
        painter.drawPath(hull);
        painter.drawLine(at + QPointF(0, -r * 0.15), at + QPointF(0, -r * 1.2));
        QPolygonF sail {at + QPointF(0.6, -r * 1.15), at + QPointF(r * 0.8, -r * 0.35), at + QPointF(0.6, -r * 0.35)};
        painter.drawPolygon(sail);
    }
    QFont font = painter.font();
    font.setPointSizeF(type == UnitType::army ? r * 0.85 : r * 0.75);
    font.setItalic(false); // the sea names are, and a fleet is drawn after them
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(inkOn(fill));
    // A fleet's mark in its hull, under the mast.
    const QRectF box = type == UnitType::army ? QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r)
                                              : QRectF(at.x() - r, at.y() - r * 0.15, 2 * r, r * 0.95);
    painter.drawText(box, Qt::AlignCenter, powerMark(power));
}

// An arrow's head, painted after the units when the line runs under them: between close
// neighbours (Belgium, Holland) the tokens covered all of a move but its head's stub (a review).
struct ArrowHead {
    QPolygonF shape;
    QColor fill;
    QColor edge;
    qreal opacity = 1.0;
};

void paintHead(QPainter& painter, const ArrowHead& head)
{
    painter.save();
    painter.setOpacity(head.opacity);
    painter.setPen(QPen(head.edge, 0.8, Qt::SolidLine, Qt::RoundCap, Qt::MiterJoin));
    painter.setBrush(head.fill);
    painter.drawPolygon(head.shape);
    painter.restore();
}

// An order's line from one unit to a place, with a head where it goes. Drawn twice: a dark casing
// under the power's colour, so that a pale colour (Turkey's yellow) reads on any land, its own
// tint included (a light one under a dark grey); between close neighbours the line leaves its
// ends less room, so that a move is an arrow, not a stub. With `heads`, the head is kept there to
// be painted later, over the tokens.
void paintArrow(QPainter& painter, QPointF from, QPointF to, const QPen& pen, bool head, bool toAToken = true,
    std::vector<ArrowHead>* heads = nullptr)
{
    const QLineF line(from, to);
    if (line.length() < 1)
        return;
    // Into an empty place the head reaches the place's spot; before a token it stops at its edge.
    const qreal end = toAToken ? std::min(token_radius * 0.8, line.length() * 0.15) : 0.0;
    // The head whole whatever the length: between close neighbours (Belgium, Holland) the line
    // starts under the token it leaves rather than the head shrink to a speck (a review).
    const qreal size = 3 + pen.widthF() * 2;
    const qreal start = std::clamp(line.length() - end - size * 1.6, 0.0, std::min(token_radius, line.length() * 0.3));
    const QLineF shortened(line.pointAt(start / line.length()), line.pointAt(1 - end / line.length()));
    const qreal angle = std::atan2(-shortened.dy(), shortened.dx());
    const QPointF tip = shortened.p2();
    const QPolygonF arrow {tip,
        tip - QPointF(std::cos(angle - std::numbers::pi / 7) * size, -std::sin(angle - std::numbers::pi / 7) * size),
        tip - QPointF(std::cos(angle + std::numbers::pi / 7) * size, -std::sin(angle + std::numbers::pi / 7) * size)};
    // The line stops where the head begins: its round cap would blunt the point.
    const QLineF shaft(shortened.p1(), head ? shortened.pointAt(1 - size * 0.7 / shortened.length()) : shortened.p2());
    QPen casing = pen;
    // A dark grey (Germany's) on a dark casing read as one faint line: it is cased in white.
    const bool darkGrey = pen.color().hslSaturation() < 40 && pen.color().lightness() < 110;
    casing.setColor(darkGrey ? QColor(0xf4, 0xf4, 0xf4) : QColor(0x1a, 0x1a, 0x1a));
    // A casing a pixel and a half each side: thinner, yellow on Turkey's own yellow land and
    // orange on Austria's read weakly (a review).
    casing.setWidthF(pen.widthF() + 3.0);
    painter.setPen(casing);
    painter.drawLine(shaft);
    painter.setPen(pen);
    painter.drawLine(shaft);
    if (head) { // the power's colour edged with the casing's, in one stroke
        const ArrowHead shape {arrow, pen.color(), casing.color(), painter.opacity()};
        if (heads)
            heads->push_back(shape);
        else
            paintHead(painter, shape);
    }
}

// The move a support is for, where that move is not drawn itself: a thin line without casing, its
// head open, so that it reads as the support's object and not as an order of its own.
void paintSupportedMove(QPainter& painter, QPointF from, QPointF to, const QColor& colour)
{
    const QLineF line(from, to);
    if (line.length() < 2 * token_radius)
        return;
    const QLineF shown(line.pointAt(token_radius / line.length()), line.pointAt(1 - token_radius / line.length()));
    painter.save();
    // Solid: dotted on a pale halo, a dozen supports cost the redraw 3 ms, over its 8 ms aim
    // (docs/performance.md).
    QPen thin(colour.darker(130), 1.8, Qt::SolidLine, Qt::FlatCap);
    painter.setPen(thin);
    painter.drawLine(shown);
    const qreal angle = std::atan2(-shown.dy(), shown.dx());
    const QPointF tip = shown.p2();
    const qreal size = 7;
    painter.drawPolyline(QPolygonF {
        tip - QPointF(std::cos(angle - std::numbers::pi / 6) * size, -std::sin(angle - std::numbers::pi / 6) * size),
        tip,
        tip - QPointF(std::cos(angle + std::numbers::pi / 6) * size, -std::sin(angle + std::numbers::pi / 6) * size)});
    painter.restore();
}

// Switzerland and any land no unit may enter: stippled.
QBrush impassableBrush()
{
    return QBrush(QColor(0x9a, 0x94, 0x86), Qt::Dense6Pattern);
}

// Where a fleet on one of a province's coasts stands: a dotted ring, the coast's short name
// ("sc") under it, in the painter's font.
void paintCoastMark(QPainter& painter, QPointF at, const QString& name)
{
    const QRectF box(at.x() - 9, at.y() + token_radius * 0.55, 18, label_size);
    painter.setPen(QPen(QColor(0x2b, 0x5d, 0x7e), 0.8, Qt::DotLine));
    painter.setBrush(QColor(255, 255, 255, 150));
    painter.drawEllipse(at, token_radius * 0.9, token_radius * 0.9);
    painter.setPen(QColor(0x2b, 0x5d, 0x7e));
    painter.drawText(box, Qt::AlignCenter, name);
}

// The font of the coasts' short names.
QFont coastFont(QFont font)
{
    font.setPointSizeF(label_size * 0.7);
    font.setBold(false);
    font.setItalic(true);
    return font;
}

} // namespace

QColor powerColour(Power power)
{
    switch (power) {
    case Power::austria:
        return QColor(0xd5, 0x5e, 0x00); // vermillion
    case Power::england:
        return QColor(0x00, 0x72, 0xb2); // blue
    case Power::france:
        return QColor(0x56, 0xb4, 0xe9); // sky blue
    case Power::germany:
        return QColor(0x4d, 0x4d, 0x4d); // dark grey
    case Power::italy:
        return QColor(0x00, 0x9e, 0x73); // bluish green
    case Power::russia:
        return QColor(0xcc, 0x79, 0xa7); // reddish purple
    case Power::turkey:
        return QColor(0xf0, 0xe4, 0x42); // yellow
    }
    return Qt::gray;
}

QColor inkOn(const QColor& fill)
{
    return gui::inkOn(fill);
}

void paintOwnedCentre(QPainter& painter, QPointF at, qreal radius, Power owner)
{
    painter.setPen(QPen(QColor(0x22, 0x22, 0x22), 0.9));
    painter.setBrush(powerColour(owner));
    painter.drawEllipse(at, radius, radius);
    QFont letters = painter.font();
    letters.setPointSizeF(radius * 0.95); // two letters in the disc
    letters.setBold(true);
    letters.setItalic(false);
    painter.setFont(letters);
    painter.setPen(inkOn(powerColour(owner)));
    painter.drawText(
        QRectF(at.x() - radius, at.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter, powerMark(owner));
}

QString powerMark(Power power)
{
    switch (power) {
    case Power::austria:
        return MapView::tr("Au", "Austria's mark on its units: two letters, neither A nor F alone");
    case Power::england:
        return MapView::tr("En", "England's mark on its units: two letters");
    case Power::france:
        return MapView::tr("Fr", "France's mark on its units: two letters");
    case Power::germany:
        return MapView::tr("Ge", "Germany's mark on its units: two letters");
    case Power::italy:
        return MapView::tr("It", "Italy's mark on its units: two letters");
    case Power::russia:
        return MapView::tr("Ru", "Russia's mark on its units: two letters");
    case Power::turkey:
        return MapView::tr("Tu", "Turkey's mark on its units: two letters");
    }
    return {};
}

MapView::MapView(QWidget* parent) : gui::ZoomableView(parent)
{
    setObjectName(QStringLiteral("mapView"));
    setMinimumSize(320, 240);
    setAccessibleName(tr("Map"));
    m_position = initial_state(map());
}

void MapView::setPosition(const GameState& position)
{
    m_position = position;
    update();
}

void MapView::setOrders(std::vector<DrawnOrder> orders, bool faint)
{
    m_orders = std::move(orders);
    m_ordersFaint = faint;
    update();
}

std::optional<QPointF> MapView::zoomFocus() const
{
    const auto* d = drawing();
    if (!d || !m_chosen)
        return std::nullopt;
    return d->province(*m_chosen).unit; // the unit being given its order
}

void MapView::setHighlights(std::set<ProvinceId> provinces, std::optional<ProvinceId> chosen)
{
    m_highlights = std::move(provinces);
    m_chosen = chosen;
    update();
}

QRectF MapView::contentRect() const
{
    const auto* d = drawing();
    return QRectF(QPointF(0, 0), d ? d->size() : QSizeF(1000, 800));
}

qreal MapView::clickReach() const
{
    // A token's size, and never less than a fingertip's few pixels however far the map is zoomed
    // out.
    constexpr qreal least_pixels = 10;
    const qreal scale = contentTransform().m11();
    return std::max(token_radius, scale > 0 ? least_pixels / scale : token_radius);
}

qreal MapView::clickReachOnScreen() const
{
    return clickReach() * contentTransform().m11();
}

void MapView::contentClicked(QPointF point)
{
    if (const auto* d = drawing())
        if (const auto province = d->provinceNear(point, clickReach()))
            emit provinceClicked(*province);
}

QPointF MapView::screenPoint(ProvinceId province) const
{
    const auto* d = drawing();
    return d ? contentTransform().map(d->province(province).unit) : QPointF();
}

std::optional<ProvinceId> MapView::provinceAtScreen(QPointF point) const
{
    const auto* d = drawing();
    if (!d)
        return std::nullopt;
    return d->provinceNear(contentTransform().inverted().map(point), clickReach());
}

void MapView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), seaColour.darker(108));
    paintWith(painter, contentTransform(), true);
}

void MapView::paintMap(QPainter& painter, const QRectF& target, bool highlights) const
{
    if (drawing())
        paintWith(painter, transformInto(target), highlights);
}

void MapView::paintWith(QPainter& painter, const QTransform& toScreen, bool highlights) const
{
    const auto* d = drawing();
    if (!d) {
        painter.drawText(rect(), Qt::AlignCenter, tr("The map cannot be drawn."));
        return;
    }
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setTransform(toScreen, true);
    painter.fillRect(QRectF(QPointF(0, 0), d->size()), seaColour);

    // Land that is not played, then the provinces, tinted by their centre's owner. Filling was
    // half of a redraw (docs/performance.md): the seas are not filled again over the sea already there, the land is
    // filled without antialiasing (the provinces tile the map, so no seam shows) and the borders
    // drawn over it smooth its edges. Borders are cosmetic pens of the same width on screen.
    const qreal scale = toScreen.m11();
    const auto border = [scale](const QColor& colour, qreal width) {
        QPen pen(colour, width * scale);
        pen.setCosmetic(true);
        return pen;
    };
    painter.setPen(border(borderColour, 0.5));
    painter.setBrush(decorColour);
    for (const auto& shape : d->decor())
        painter.drawPath(shape);
    painter.setBrush(impassableBrush());
    for (const auto& shape : d->impassable())
        painter.drawPath(shape);
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(Qt::NoPen);
    for (ProvinceId id = 0; id < d->provinceCount(); ++id) {
        const Province& province = map().province(id);
        if (province.kind == ProvinceKind::sea)
            continue;
        QColor fill = landColour;
        if (const auto owner = ownerOf(m_position, id); province.supply_centre && owner)
            fill = tint(powerColour(*owner), 0.45f);
        painter.setBrush(fill);
        painter.drawPath(d->province(id).shape);
    }
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setBrush(Qt::NoBrush);
    for (ProvinceId id = 0; id < d->provinceCount(); ++id) {
        const bool sea = map().province(id).kind == ProvinceKind::sea;
        painter.setPen(sea ? border(seaBorderColour, 0.6) : border(borderColour, 0.8));
        painter.drawPath(d->province(id).shape);
    }
    // What a click may choose now: hatched, with a dark outline (on screen only).
    for (const ProvinceId id : highlights ? m_highlights : std::set<ProvinceId> {}) {
        painter.setBrush(QBrush(QColor(0, 0, 0, 70), Qt::BDiagPattern));
        painter.setPen(QPen(highlightColour, 1.6));
        painter.drawPath(d->province(id).shape);
    }
    if (m_chosen && highlights) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(highlightColour, 3.0));
        painter.drawPath(d->province(*m_chosen).shape);
        painter.setPen(QPen(Qt::white, 1.2, Qt::DashLine));
        painter.drawPath(d->province(*m_chosen).shape);
    }

    // Names: the usual three letters (seas in italics), the full name in the tooltip.
    for (ProvinceId id = 0; id < d->provinceCount(); ++id)
        paintLabel(painter, id, false);

    // Supply centres: a ring, filled with the owner's colour and letter once owned.
    for (const ProvinceId id : map().supply_centres()) {
        const QPointF at = d->province(id).centre;
        const auto owner = ownerOf(m_position, id);
        painter.setPen(QPen(QColor(0x22, 0x22, 0x22), 0.9));
        if (owner)
            paintOwnedCentre(painter, at, centre_radius, *owner);
        else {
            painter.setBrush(Qt::white);
            painter.drawEllipse(at, centre_radius, centre_radius);
        }
    }

    // The coasts of Spain, St Petersburg and Bulgaria: a short name where a fleet on that coast
    // stands ("nc", "sc", "ec"), so that a fleet on a coast shows which one.
    painter.setFont(coastFont(painter.font()));
    for (ProvinceId id = 0; id < d->provinceCount(); ++id)
        for (const auto& [coast, at] : d->province(id).coasts)
            paintCoastMark(painter, at, QString::fromStdString(map().location(coast).coast).toLower());

    // Orders under the units, so that the tokens stay readable; their heads over them.
    painter.setOpacity(m_ordersFaint ? 0.35 : 1.0);
    std::vector<ArrowHead> heads;
    for (const DrawnOrder& order : m_orders) {
        // The last phase's builds and disbands are already on the board: not drawn again.
        if (m_ordersFaint && (order.kind == DrawnOrder::Kind::build || order.kind == DrawnOrder::Kind::disband))
            continue;
        // A retreat leaves from the dislodged token, beside the unit that took its place.
        const bool retreating = std::ranges::any_of(m_position.dislodged,
            [&](const DislodgedUnit& dislodged) { return dislodged.unit.location == order.from; });
        const QPointF from
            = retreating ? d->dislodgedPoint(map(), order.from, token_radius * 1.7) : d->unitPoint(map(), order.from);
        QPen pen(powerColour(order.power), 3.0);
        pen.setCapStyle(Qt::RoundCap);
        const auto tokenAt
            = [&](LocationId place) { return unit_in(map(), m_position.units, map().province_of(place)).has_value(); };
        switch (order.kind) {
        case DrawnOrder::Kind::move:
            paintArrow(painter, from, d->unitPoint(map(), order.to), pen, true, tokenAt(order.to), &heads);
            break;
        case DrawnOrder::Kind::support_hold:
            pen.setStyle(Qt::DashLine);
            paintArrow(painter, from, d->unitPoint(map(), order.other), pen, false);
            break;
        case DrawnOrder::Kind::support_move: {
            pen.setStyle(Qt::DashLine);
            const QPointF other = d->unitPoint(map(), order.other);
            const QPointF to = d->province(map().province_of(order.to)).unit;
            // The move supported, thin, where it is not drawn itself (not ordered yet, or not
            // shown): alone, the support's line to a middle read as a move (a review).
            if (!supportedMoveDrawn(order))
                paintSupportedMove(painter, other, d->unitPoint(map(), order.to), powerColour(order.power));
            paintArrow(painter, from, (other + to) / 2, pen, true, true, &heads);
            break;
        }
        case DrawnOrder::Kind::convoy:
            pen.setStyle(Qt::DotLine);
            paintArrow(painter, from, d->unitPoint(map(), order.other), pen, false);
            paintArrow(painter, from, d->province(map().province_of(order.to)).unit, pen, true, true, &heads);
            break;
        case DrawnOrder::Kind::build:
            // The unit to come, pale, in its own shape (army or fleet), ringed.
            painter.save();
            painter.setOpacity(painter.opacity() * 0.55);
            paintUnit(painter, from, order.unit, order.power, false);
            painter.restore();
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(QColor(0x1a, 0x1a, 0x1a), 1.8));
            painter.drawEllipse(from, token_radius * 1.7, token_radius * 1.7);
            break;
        case DrawnOrder::Kind::disband:
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(QColor(0xb7, 0x1c, 0x1c), 1.8, Qt::DashLine));
            painter.drawEllipse(from, token_radius * 1.7, token_radius * 1.7);
            break;
        }
        if (order.failed) { // a cross where it failed: at the arrow's middle
            const QPointF at = order.to != no_location ? (from + d->unitPoint(map(), order.to)) / 2 : from;
            painter.setPen(QPen(QColor(0xb7, 0x1c, 0x1c), 2.4));
            painter.drawLine(at + QPointF(-4, -4), at + QPointF(4, 4));
            painter.drawLine(at + QPointF(-4, 4), at + QPointF(4, -4));
        }
    }

    painter.setOpacity(1.0);
    std::vector<QPointF> tokens; // where a unit is drawn
    for (const Unit& unit : m_position.units) {
        tokens.push_back(d->unitPoint(map(), unit.location));
        paintUnit(painter, tokens.back(), unit.type, unit.power, false);
    }
    // A dislodged unit waits beside its place, dashed, until it retreats.
    for (const DislodgedUnit& dislodged : m_position.dislodged) {
        tokens.push_back(d->dislodgedPoint(map(), dislodged.unit.location, token_radius * 1.7));
        paintUnit(painter, tokens.back(), dislodged.unit.type, dislodged.unit.power, true);
    }
    for (const ArrowHead& head : heads)
        paintHead(painter, head);
    // Small provinces cannot keep a token off their name (London, Kiel, Holland...): a name a
    // token covers is written again over it, on a halo, so that both stay readable.
    for (ProvinceId id = 0; id < d->provinceCount(); ++id) {
        const QRectF box = labelBox(painter, id);
        if (std::ranges::any_of(tokens, [&](const QPointF& token) {
                const QPointF nearest(
                    std::clamp(token.x(), box.left(), box.right()), std::clamp(token.y(), box.top(), box.bottom()));
                return QLineF(token, nearest).length() < token_radius;
            }))
            paintLabel(painter, id, true);
    }
    // Zoomed in far enough to read it (or exported large), each province's name in the interface
    // language under its code: the codes are the orders' notation, the names what people say.
    if (namesReadableAt(painter.transform().m11()))
        for (ProvinceId id = 0; id < d->provinceCount(); ++id)
            paintFullName(painter, id);
    painter.restore();
}

bool MapView::supportedMoveDrawn(const DrawnOrder& support) const
{
    const auto province = [&](LocationId place) { return map().province_of(place); };
    return std::ranges::any_of(m_orders, [&](const DrawnOrder& order) {
        return order.kind == DrawnOrder::Kind::move && province(order.from) == province(support.other)
            && province(order.to) == province(support.to);
    });
}

bool MapView::namesReadableAt(qreal scale)
{
    return scale * full_name_size >= 6.5; // about 8.5 pixels high on a 96 dpi screen
}

bool MapView::showsProvinceNames() const
{
    return namesReadableAt(contentTransform().m11());
}

void MapView::paintFullName(QPainter& painter, ProvinceId province) const
{
    const bool sea = map().province(province).kind == ProvinceKind::sea;
    QFont font = painter.font();
    font.setPointSizeF(full_name_size);
    font.setBold(false);
    font.setItalic(sea);
    painter.setFont(font);
    const QPointF at = drawing()->province(province).label + QPointF(0, label_size * 0.95);
    const QRectF box(at.x() - 40, at.y() - full_name_size * 0.8, 80, full_name_size * 1.6);
    const QString name = DiplomacyTexts::provinceName(province);
    painter.setPen(QColor(255, 255, 255, 200));
    for (const QPointF offset : {QPointF(-0.6, 0), QPointF(0.6, 0), QPointF(0, -0.6), QPointF(0, 0.6)})
        painter.drawText(box.translated(offset), Qt::AlignCenter, name);
    painter.setPen(sea ? QColor(0x2b, 0x5d, 0x7e) : QColor(0x33, 0x2e, 0x24));
    painter.drawText(box, Qt::AlignCenter, name);
}

void MapView::setLabelFont(QPainter& painter, ProvinceId province) const
{
    QFont font = painter.font();
    font.setPointSizeF(label_size);
    font.setItalic(map().province(province).kind == ProvinceKind::sea);
    font.setBold(map().province(province).kind != ProvinceKind::sea);
    painter.setFont(font);
}

QRectF MapView::labelBox(QPainter& painter, ProvinceId province) const
{
    // Measuring text is slow and the boxes never move: measured once per device resolution.
    const int dpi = painter.device()->logicalDpiY();
    if (m_labelBoxesDpi != dpi || m_labelBoxes.size() != drawing()->provinceCount()) {
        m_labelBoxes.clear();
        for (ProvinceId id = 0; id < drawing()->provinceCount(); ++id) {
            setLabelFont(painter, id);
            const QRectF bounds
                = painter.fontMetrics().tightBoundingRect(QString::fromStdString(map().province(id).code)).toRectF();
            m_labelBoxes.push_back(bounds.translated(drawing()->province(id).label - bounds.center()));
        }
        m_labelBoxesDpi = dpi;
    }
    return m_labelBoxes[province];
}

void MapView::paintLabel(QPainter& painter, ProvinceId province, bool halo) const
{
    const Province& p = map().province(province);
    setLabelFont(painter, province);
    const QPointF at = drawing()->province(province).label;
    const QRectF box(at.x() - 20, at.y() - label_size, 40, 2 * label_size);
    const QString code = QString::fromStdString(p.code);
    if (halo) { // the name written in white around itself, then over it
        painter.setPen(QColor(255, 255, 255, 220));
        for (const QPointF offset : {QPointF(-1, 0), QPointF(1, 0), QPointF(0, -1), QPointF(0, 1), QPointF(-1, -1),
                 QPointF(1, 1), QPointF(-1, 1), QPointF(1, -1)})
            painter.drawText(box.translated(offset * 1.2), Qt::AlignCenter, code);
    }
    painter.setPen(p.kind == ProvinceKind::sea ? QColor(0x2b, 0x5d, 0x7e) : QColor(0x33, 0x2e, 0x24));
    painter.drawText(box, Qt::AlignCenter, code);
}

QString MapView::describe(ProvinceId province) const
{
    const Province& p = map().province(province);
    QStringList lines {
        QStringLiteral("<b>%1</b> (%2)")
            .arg(DiplomacyTexts::provinceName(province).toHtmlEscaped(), QString::fromStdString(p.code))};
    if (p.supply_centre) {
        const auto owner = ownerOf(m_position, province);
        lines << (owner ? tr("Supply centre of %1").arg(DiplomacyTexts::powerName(*owner))
                        : tr("Neutral supply centre"));
    }
    if (const auto unit = unit_in(map(), m_position.units, province))
        lines << (unit->type == UnitType::army ? tr("Army of %1") : tr("Fleet of %1"))
                     .arg(DiplomacyTexts::powerName(unit->power));
    return lines.join(QStringLiteral("<br>"));
}

bool MapView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        if (const auto province = provinceAtScreen(help->pos()))
            QToolTip::showText(help->globalPos(), describe(*province), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

MapKey::MapKey(QWidget* parent) : gui::SymbolKey(parent)
{
    setObjectName(QStringLiteral("mapKey"));
    describe();
}

QStringList MapKey::entries() const
{
    QStringList lines;
    for (Power power : all_powers)
        lines << tr("%1: %2, its army, fleet and centres").arg(powerMark(power), DiplomacyTexts::powerName(power));
    lines << tr("Move") << tr("Support (of a move: to its middle)") << tr("Convoy")
          << tr("Failed: bounced, cut or void") << tr("Pale: the orders of the phase just played")
          << tr("Supply centre: white while nobody owns it, then its owner’s colour and letters")
          << tr("A coast of Spain, St Petersburg or Bulgaria (nc north, sc south, ec east): its fleet stands there")
          << tr("Switzerland, stippled: no unit may enter it") << tr("Build (the unit to come)") << tr("Disband")
          << tr("Dislodged: waits beside its place to retreat")
          << tr("Outlined and hatched: where a click may choose now; the chosen place ringed");
    return lines;
}

void MapKey::paintSymbols(QPainter& painter, const std::function<QPointF(int)>& symbolCentre) const
{
    // The marks at the map's size of a token (its units) times this.
    const qreal scale = row_height / (token_radius * 3.0);
    const auto inMapUnits = [&](int row, const std::function<void(QPointF)>& paint) {
        painter.save();
        painter.translate(symbolCentre(row));
        painter.scale(scale, scale);
        paint(QPointF(0, 0));
        painter.restore();
    };
    int row = 0;
    for (Power power : all_powers) {
        inMapUnits(row, [&](QPointF at) {
            paintUnit(painter, at - QPointF(token_radius * 1.5, 0), UnitType::army, power, false);
            paintUnit(painter, at + QPointF(token_radius * 1.6, 0), UnitType::fleet, power, false);
        });
        ++row;
    }
    QPen line(powerColour(Power::england), 3.0);
    line.setCapStyle(Qt::RoundCap);
    const QPointF left(-token_radius * 2.6, 0);
    const QPointF right(token_radius * 2.6, 0);
    inMapUnits(row++, [&](QPointF) { paintArrow(painter, left, right, line, true); });
    inMapUnits(row++, [&](QPointF) {
        QPen dashed = line;
        dashed.setStyle(Qt::DashLine);
        paintArrow(painter, left, right, dashed, true);
    });
    inMapUnits(row++, [&](QPointF) {
        QPen dotted = line;
        dotted.setStyle(Qt::DotLine);
        paintArrow(painter, left, right, dotted, true);
    });
    inMapUnits(row++, [&](QPointF at) {
        paintArrow(painter, left, right, line, true);
        painter.setPen(QPen(QColor(0xb7, 0x1c, 0x1c), 2.4));
        painter.drawLine(at + QPointF(-4, -4), at + QPointF(4, 4));
        painter.drawLine(at + QPointF(-4, 4), at + QPointF(4, -4));
    });
    inMapUnits(row++, [&](QPointF) {
        painter.save();
        painter.setOpacity(0.35);
        paintArrow(painter, left, right, line, true);
        painter.restore();
    });
    inMapUnits(row++, [&](QPointF at) {
        painter.setPen(QPen(QColor(0x22, 0x22, 0x22), 0.9));
        painter.setBrush(Qt::white);
        painter.drawEllipse(at - QPointF(token_radius, 0), centre_radius, centre_radius);
        const QPointF owned = at + QPointF(token_radius, 0);
        paintOwnedCentre(painter, owned, centre_radius, Power::france);
    });
    inMapUnits(row++, [&](QPointF at) {
        painter.setFont(coastFont(font()));
        paintCoastMark(painter, at - QPointF(0, token_radius * 0.3), QStringLiteral("sc"));
    });
    inMapUnits(row++, [&](QPointF at) {
        painter.setPen(QPen(QColor(0x55, 0x55, 0x55), 0.6));
        painter.setBrush(impassableBrush());
        painter.drawRect(QRectF(at.x() - token_radius * 2, at.y() - token_radius, token_radius * 4, token_radius * 2));
    });
    // The rings of a build and a disband are wider than a row: drawn smaller.
    const auto ringed = [&](QPointF at) {
        painter.translate(at);
        painter.scale(0.6, 0.6);
    };
    inMapUnits(row++, [&](QPointF at) {
        ringed(at);
        at = QPointF(0, 0);
        painter.save();
        painter.setOpacity(0.55);
        paintUnit(painter, at, UnitType::army, Power::germany, false);
        painter.restore();
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0x1a, 0x1a, 0x1a), 1.8));
        painter.drawEllipse(at, token_radius * 1.7, token_radius * 1.7);
    });
    inMapUnits(row++, [&](QPointF at) {
        ringed(at);
        at = QPointF(0, 0);
        paintUnit(painter, at, UnitType::army, Power::germany, false);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0xb7, 0x1c, 0x1c), 1.8, Qt::DashLine));
        painter.drawEllipse(at, token_radius * 1.7, token_radius * 1.7);
    });
    inMapUnits(row++, [&](QPointF at) { paintUnit(painter, at, UnitType::army, Power::italy, true); });
    inMapUnits(row++, [&](QPointF at) {
        // As the map draws what a click may choose: hatched, outlined; the chosen one ringed.
        const QRectF place(at.x() - token_radius * 2.4, at.y() - token_radius, token_radius * 2.2, token_radius * 2);
        painter.setBrush(QBrush(QColor(0, 0, 0, 90), Qt::BDiagPattern));
        painter.setPen(QPen(highlightColour, 1.6));
        painter.drawRect(place);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(highlightColour, 3.0));
        painter.drawRect(place.translated(token_radius * 2.6, 0));
    });
}

} // namespace tablee::diplomacy_deadman::ui
