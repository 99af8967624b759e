// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/ui/board_view.hpp"

#include "civ_calamities/ui/board_marks.hpp"
#include "civ_calamities/ui/civ_texts.hpp"
#include "gui/seat_colours.hpp"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <span>

namespace tablee::civ_calamities::ui {

namespace {

// Where a tag or a label is tried when its own place is taken, nearest first: a step of `down`
// or `aside` (about its height and half its width) in each direction, from half a step to three.
std::vector<QPointF> nearby(qreal down, qreal aside)
{
    std::vector<QPointF> shifts {QPointF(0, 0)};
    for (const qreal steps : {0.5, 1.0, 1.5, 2.0, 3.0})
        for (const QPointF shift : {QPointF(0, down), QPointF(0, -down), QPointF(aside, 0), QPointF(-aside, 0),
                 QPointF(aside, down), QPointF(-aside, down), QPointF(aside, -down), QPointF(-aside, -down)})
            shifts.push_back(shift * steps);
    return shifts;
}

const QColor seaColour(0xb9, 0xd7, 0xea);
const QColor decorColour(0xdd, 0xd8, 0xc8); // land outside the board
const QColor borderColour(0x8a, 0x7f, 0x6a);
const QColor coastColour(0x4a, 0x6f, 0x8a);
// Below this size on screen a name cannot be read: the board is shown as an overview.
constexpr qreal min_name_pixels = 7.0;
constexpr qreal good_name_pixels = 11.0; // the marks grow (up to max_growth) for names this size
// How much the marks may grow beyond the drawing's sizes (which fit the smallest islands): in
// most areas there is room for twice as large, and a token must be large enough for its count.
constexpr qreal max_growth = 2.0;
constexpr qreal name_em = 0.8; // a name's pixel size, in the drawing's ems

} // namespace

QColor nationColour(const Position& position, NationId nation)
{
    // Each civilization its own colour whatever its seat (the table knows Egypt by its colour from
    // one evening to the next): Tablée's own, from the colour-blind-safe seat palette, never its
    // grey (the box's pieces may differ; the letters on every token say who is who). A nation named
    // otherwise (an older save) takes the seats' colours in turn. The secessionists are greys of
    // their own, never near a nation's hue. Babylon is purple, not the blue next to Crete's sky
    // blue: the two meet in most games and were told apart by lightness alone.
    static const std::array<std::size_t, civilizations.size()> seatOfCivilization {8, 5, 2, 0, 1, 9, 6, 10, 3};
    static const std::array<QColor, 4> greys {
        QColor(0x5c, 0x5c, 0x5c), QColor(0xa3, 0xa3, 0xa3), QColor(0x33, 0x33, 0x33), QColor(0x80, 0x80, 0x80)};
    const Nation& n = position.nations.at(nation);
    if (!n.secessionist)
        if (const auto civilization = civilization_index(n.name))
            return gui::seatColour(seatOfCivilization[*civilization]);
    std::size_t players = 0;
    std::size_t secessions = 0;
    for (NationId other = 0; other < nation && other < position.nations.size(); ++other)
        ++(position.nations[other].secessionist ? secessions : players);
    return n.secessionist ? greys[secessions % greys.size()] : gui::seatColour(players);
}

QString nationMark(const Position& position, NationId nation)
{
    const Nation& n = position.nations.at(nation);
    if (n.secessionist)
        return QStringLiteral("S") + CivTexts::secessionNumber(n);
    if (const auto civilization = civilization_index(n.name))
        return CivTexts::civilizationMark(*civilization);
    return QString::fromStdString(n.name).left(2);
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
    // A zoomed-in board that shows none of the legal choices is brought to them (the first, in
    // the board's order): the next step of a calamity may lie elsewhere.
    const bool oneInSight
        = std::ranges::any_of(m_highlights, [this](AreaId area) { return QRectF(rect()).contains(screenPoint(area)); });
    if (!m_highlights.empty() && !oneInSight)
        showArea(*m_highlights.begin());
    update();
}

std::optional<QPointF> BoardView::zoomFocus() const
{
    if (m_selected)
        return m_drawing.centre(*m_selected);
    return std::nullopt;
}

void BoardView::setWarnings(std::set<AreaId> areas)
{
    m_warnings = std::move(areas);
    update();
}

void BoardView::setSelected(std::optional<AreaId> area)
{
    m_selected = area;
    update();
}

void BoardView::showArea(AreaId area)
{
    bringIntoView(m_drawing.centre(area));
}

QPointF BoardView::screenPoint(AreaId area) const
{
    return contentTransform().map(m_drawing.centre(area));
}

std::optional<AreaId> BoardView::areaUnder(QPointF point) const
{
    return m_drawing.areaAt(contentTransform().inverted().map(point));
}

QImage BoardView::picture(int width) const
{
    Q_ASSERT(width > 0);
    const QRectF bounds = m_drawing.bounds();
    const QSize size(width, qRound(width * bounds.height() / bounds.width()));
    QImage image(size, QImage::Format_RGB32);
    image.fill(seaColour);
    QPainter painter(&image);
    paintWith(painter, transformInto(QRectF(QPointF(0, 0), size)));
    return image;
}

void BoardView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), seaColour);
    m_drawn = paintWith(painter, contentTransform());
    if (hasFocus()) {
        painter.setPen(QPen(palette().highlight().color(), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(rect().adjusted(1, 1, -2, -2));
    }
}

qreal BoardView::zoomScale() const
{
    return std::sqrt(std::abs(contentTransform().determinant()));
}

BoardView::Detail BoardView::detailAt(qreal scale) const
{
    // The marks are drawn at the drawing's sizes (where they fit their areas), grown up to half
    // again when zoomed out so that names stay legible longer; below that, an overview.
    const qreal name = m_drawing.marks().label_em * name_em * scale; // a name's pixels, ungrown
    const qreal growth = std::clamp(good_name_pixels / name, 1.0, max_growth);
    return {name * growth >= min_name_pixels, growth};
}

BoardView::Drawn BoardView::paintWith(QPainter& painter, const QTransform& transform) const
{
    const Board& board = m_drawing.board();
    const DrawingMarks& markSizes = m_drawing.marks();
    const qreal scale = std::sqrt(std::abs(transform.determinant()));
    const Detail detail = detailAt(scale);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const QTransform outer = painter.transform(); // where `transform` maps the board to
    painter.setTransform(transform, true);

    // Who holds each area most (its land is tinted with that nation's colour, lightly).
    std::vector<std::optional<NationId>> holder(board.size());
    for (AreaId a = 0; a < board.size(); ++a) {
        int best = 0;
        for (NationId n = 0; n < m_position.nations.size(); ++n)
            if (a < m_position.nations[n].areas.size() && m_position.nations[n].areas[a].points() > best) {
                best = m_position.nations[n].areas[a].points();
                holder[a] = n;
            }
    }
    // The fills without antialiasing (the outlines drawn over them, antialiased, hide their
    // steps): most of a redraw's time went into antialiasing every area's edge twice.
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(Qt::NoPen);
    painter.setBrush(decorColour);
    for (const QPainterPath& land : m_drawing.decor())
        painter.drawPath(land);
    for (AreaId a = 0; a < board.size(); ++a) {
        const Area& area = board.area(a);
        const AreaDrawing& d = m_drawing.area(a);
        painter.setPen(Qt::NoPen);
        painter.setBrush(area.sea ? seaColour.darker(104)
                : holder[a]       ? marks::heldLand(nationColour(m_position, *holder[a]))
                                  : marks::land);
        painter.drawPath(d.shape);
        if (area.flood_plain) {
            painter.setBrush(marks::floodPlainBrush());
            painter.drawPath(d.shape);
        }
    }
    painter.setRenderHint(QPainter::Antialiasing, true);
    // Borders between land areas (each outline, thin), then what a click may choose.
    QPen border(borderColour, 0.9);
    border.setCosmetic(true);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(border);
    painter.drawPath(m_drawing.borders());
    for (const AreaId a : m_highlights) {
        painter.setBrush(marks::choiceBrush());
        painter.setPen(marks::choicePen());
        painter.drawPath(m_drawing.area(a).shape);
    }
    // Warnings: the area outlined in red dashes, under the names (over them, they crossed out a
    // neighbour's: « Tanis » under Gaza's).
    painter.setBrush(Qt::NoBrush);
    painter.setPen(marks::warningPen());
    for (const AreaId a : m_warnings)
        painter.drawPath(m_drawing.area(a).shape);
    if (m_selected) {
        // Its land neighbours dotted, its neighbours across water dashed in the sea's blue.
        painter.setBrush(Qt::NoBrush);
        painter.setPen(marks::landNeighbourPen());
        for (const AreaId neighbour : board.area(*m_selected).land_neighbours)
            painter.drawPath(m_drawing.area(neighbour).shape);
        painter.setPen(marks::waterNeighbourPen());
        for (const AreaId neighbour : board.area(*m_selected).water_neighbours)
            if (!board.area(neighbour).sea)
                painter.drawPath(m_drawing.area(neighbour).shape);
        painter.setPen(marks::chosenPen());
        painter.drawPath(m_drawing.area(*m_selected).shape);
        painter.setPen(marks::chosenDashesPen());
        painter.drawPath(m_drawing.area(*m_selected).shape);
    }

    // The marks, in map units grown by `detail.growth`; fonts are set in pixels of the painter's
    // device, so the transform is applied by hand to points and the sizes scaled.
    painter.setTransform(outer);
    const qreal unit = scale * detail.growth; // screen pixels per map unit of a mark
    // The pieces' places, worked out before the names so that a name is set where no piece
    // covers it: per nation in an area, a disc at one of the area's token spots (its letters and
    // its count once large enough to read); a city a square of the nation's colour on the site.
    struct Piece {
        NationId nation;
        QRectF box; // on screen
        bool city;
        QPointF at; // its spot on screen, where it would stand were nothing in the way
    };
    const qreal r = markSizes.token_radius * unit;
    // Too small for a disc's letters (zoomed out): tags, as wide as their letters and count.
    const bool tags = r < marks::min_lettered_pixels;
    std::vector<std::vector<Piece>> pieces(board.size());
    // Once the marks show (a middle zoom), every land area's limit and city site on screen: a
    // tag leaves them in sight.
    struct AreaMarks {
        AreaId area;
        QRectF limit;
        QRectF site; // empty: none
    };
    std::vector<AreaMarks> landMarks;
    if (detail.names)
        for (AreaId a = 0; a < board.size(); ++a) {
            if (board.area(a).sea)
                continue;
            const AreaDrawing& d = m_drawing.area(a);
            const qreal limitRadius = markSizes.limit_radius * unit;
            const qreal half = markSizes.city_half * unit;
            landMarks.push_back({a,
                QRectF(transform.map(d.limit) - QPointF(limitRadius, limitRadius),
                    QSizeF(2 * limitRadius, 2 * limitRadius)),
                d.city ? QRectF(transform.map(*d.city) - QPointF(half, half), QSizeF(2 * half, 2 * half)) : QRectF()});
        }
    std::vector<QRectF> tagBoxes; // every tag placed so far, whatever its area
    std::vector<QRectF> nameBoxes(board.size()); // where each name was set (the tags keep clear of them)
    const QRectF boardOnScreen = transform.mapRect(m_drawing.bounds());
    const QTransform toMap = transform.inverted();
    // Whether a point on screen lies in area `a` (and not on its border with one a click there
    // would choose).
    const auto onArea = [&](AreaId a, QPointF point) {
        const QPointF there = toMap.map(point);
        if (!m_drawing.area(a).shape.contains(there))
            return false;
        // areaAt(there) == a, the areas' bounds first: a fifth of a redraw's time otherwise.
        for (AreaId b = 0; b < a; ++b)
            if (const QPainterPath& other = m_drawing.area(b).shape;
                other.boundingRect().contains(there) && other.contains(there))
                return false;
        return true;
    };
    // A piece's box on screen around `at`. Tags are wider than the spots were laid out for: one
    // that would cover a tag is moved a little (down, up, right, left: the first way free of
    // every tag), else under the area's own pieces.
    const auto placePiece = [&](AreaId a, NationId n, QPointF at, bool city) {
        const QSizeF size = !tags
            ? QSizeF(2 * r, 2 * r) * (city ? 1.05 : 1.0)
            : marks::tagSize(painter, nationMark(m_position, n), city ? -1 : m_position.nations[n].areas[a].tokens);
        QRectF box(at - QPointF(size.width() / 2, size.height() / 2), size);
        // Never past the board's edge (an area at the edge of the map has its spot near it).
        box.moveLeft(std::clamp(box.left(), boardOnScreen.left(), boardOnScreen.right() - box.width()));
        box.moveTop(std::clamp(box.top(), boardOnScreen.top(), boardOnScreen.bottom() - box.height()));
        const QRectF origin = box;
        // Free: over no other tag, no name, no piece of its area, and (once the marks show) no
        // area's limit or city site other than its own city's.
        const auto free = [&](const QRectF& b) {
            const auto covers = [&](const QRectF& other) { return b.intersects(other); };
            return boardOnScreen.contains(b) && std::ranges::none_of(tagBoxes, covers)
                && std::ranges::none_of(nameBoxes, covers)
                && std::ranges::none_of(pieces[a], [&](const Piece& other) { return covers(other.box); })
                && std::ranges::none_of(landMarks,
                    [&](const AreaMarks& m) { return covers(m.limit) || (covers(m.site) && !(city && m.area == a)); });
        };
        if (tags && !free(box)) {
            const qreal down = size.height() + 1;
            const qreal aside = size.width() / 2 + 1;
            const auto shifts = nearby(down, aside);
            // Moved, a tag stays on its area (its middle inside it, or its spot under it): a review
            // read a tag moved onto a neighbour as that neighbour's.
            const auto onItsArea = [&](const QRectF& b) { return b.contains(at) || onArea(a, b.center()); };
            // Else a step at most from its place, over nothing: closer than the pieces' stack.
            const auto near = std::span(shifts).first(17);
            if (const auto shift = std::ranges::find_if(
                    shifts, [&](QPointF s) { return free(box.translated(s)) && onItsArea(box.translated(s)); });
                shift != shifts.end())
                box.translate(*shift);
            else if (const auto close = std::ranges::find_if(near, [&](QPointF s) { return free(box.translated(s)); });
                     close != near.end())
                box.translate(*close);
        }
        // Else (discs at the drawing's spots, or a tag with no free place near) under the pieces
        // of its area.
        for (bool moved = true; moved;) {
            moved = false;
            for (const Piece& other : pieces[a])
                if (box.intersects(other.box)) {
                    box.moveTop(other.box.bottom() + 1);
                    moved = true;
                }
        }
        // Still over another tag (a crowded coast on a small screen): the place near its spot
        // that covers the least of the others.
        if (tags) {
            const auto covered = [&](const QRectF& b) {
                qreal area = 0;
                for (const QRectF& other : tagBoxes) {
                    const QRectF common = b.intersected(other);
                    area += common.width() * common.height();
                }
                return area;
            };
            qreal least = covered(box);
            for (const QPointF shift : nearby(size.height() + 1, size.width() / 2 + 1)) {
                if (least == 0)
                    break;
                const QRectF tried = origin.translated(shift);
                if (const qreal area = covered(tried); area < least && boardOnScreen.contains(tried)) {
                    box = tried;
                    least = area;
                }
            }
        }
        pieces[a].push_back({n, box, city, at});
        if (tags)
            tagBoxes.push_back(box);
    };
    for (AreaId a = 0; a < board.size(); ++a) {
        if (board.area(a).sea)
            continue;
        const AreaDrawing& d = m_drawing.area(a);
        std::size_t spot = 0;
        for (NationId n = 0; n < m_position.nations.size(); ++n) {
            if (a >= m_position.nations[n].areas.size() || m_position.nations[n].areas[a].empty())
                continue;
            const Holding& h = m_position.nations[n].areas[a];
            if (h.city && d.city)
                placePiece(a, n, transform.map(*d.city), true);
            if (h.tokens == 0)
                continue;
            // More nations than spots (rare): beside the last spot.
            const QPointF base = d.tokens[std::min(spot, d.tokens.size() - 1)];
            const qreal extra = static_cast<qreal>(spot >= d.tokens.size() ? spot - d.tokens.size() + 1 : 0);
            placePiece(a, n, transform.map(base) + QPointF(extra * r * 1.6, 0), false);
            ++spot;
        }
    }
    // Where an area's name is set so that neither its marks nor its pieces cover it: its own
    // place, under the marks, above them, under the pieces or above them, the first that is free
    // and `fits`; nothing when none is.
    const auto clearPlace = [&](AreaId a, const QRectF& box, const QRectF& marksBox, qreal gap,
                                const auto& fits) -> std::optional<QRectF> {
        const auto free = [&](const QRectF& place) {
            return !place.intersects(marksBox)
                && std::ranges::none_of(pieces[a], [&](const Piece& p) { return place.intersects(p.box); })
                && fits(place);
        };
        QRectF underPieces = box;
        QRectF abovePieces = box;
        for (const Piece& piece : pieces[a]) {
            underPieces.moveTop(std::max(underPieces.top(), piece.box.bottom() + gap));
            abovePieces.moveBottom(std::min(abovePieces.bottom(), piece.box.top() - gap));
        }
        std::vector<QRectF> places {box};
        if (!marksBox.isEmpty())
            places.insert(places.end(),
                {box.translated(0, marksBox.bottom() + gap - box.top()),
                    box.translated(0, marksBox.top() - gap - box.bottom())});
        places.insert(places.end(), {underPieces, abovePieces});
        if (const auto place = std::ranges::find_if(places, free); place != places.end())
            return *place;
        return std::nullopt;
    };
    if (!detail.names) {
        // Zoomed out: each land area's name at the smallest legible size, followed by its
        // population limit in a small circle and its city site's square, if it has one: "Tanis
        // (2) [■]". A sea's name alone, larger.
        const qreal limitRadius = min_name_pixels * 0.72;
        const qreal siteHalf = min_name_pixels * 0.42;
        // The last labels placed may go without their marks (the area's tooltip has them).
        bool withMarks = true;
        const auto marksWidth = [&](const Area& area) {
            if (area.sea || !withMarks)
                return 0.0;
            return 2 + 2 * limitRadius + (area.city_site != CitySite::none ? 3 + 2 * siteHalf : 0.0);
        };
        const auto labelBox = [&](AreaId a) {
            const Area& area = board.area(a);
            marks::setFont(painter, area.sea ? min_name_pixels * 1.2 : min_name_pixels, false, area.sea);
            const QPointF at = transform.map(m_drawing.area(a).label);
            const qreal width = painter.fontMetrics().horizontalAdvance(CivTexts::areaName(a)) + marksWidth(area);
            QRectF box(at.x() - width / 2, at.y() - min_name_pixels * 0.72, width, min_name_pixels * 1.44);
            // Never past the board's edge (« unisia » for Tunisia at the left).
            box.moveLeft(std::clamp(box.left(), boardOnScreen.left(), boardOnScreen.right() - box.width()));
            return box;
        };
        const auto paintLabel = [&](AreaId a, const QRectF& box) {
            const Area& area = board.area(a);
            marks::setFont(painter, area.sea ? min_name_pixels * 1.2 : min_name_pixels, false, area.sea);
            painter.setPen(area.sea ? coastColour.darker(130) : marks::ink);
            const QRectF text = box.adjusted(0, 0, -marksWidth(area), 0);
            painter.drawText(text.adjusted(-2, -2, 2, 2), Qt::AlignCenter, CivTexts::areaName(a));
            nameBoxes[a] = box;
            if (area.sea || !withMarks)
                return;
            const QPointF limitAt(text.right() + 2 + limitRadius, box.center().y());
            marks::paintLimit(painter, limitAt, limitRadius, area.population_limit, unit);
            if (area.city_site != CitySite::none)
                marks::paintCitySite(painter, limitAt + QPointF(limitRadius + 3 + siteHalf, 0), siteHalf,
                    area.city_site == CitySite::white, unit);
        };
        // A label covers no tag and no other label.
        const auto clear = [&](const QRectF& place) {
            return std::ranges::none_of(tagBoxes, [&](const QRectF& tag) { return place.intersects(tag); })
                && std::ranges::none_of(nameBoxes, [&](const QRectF& other) { return place.intersects(other); });
        };
        // First the labels that fit inside their areas (which ones is worked out again only when
        // the zoom or the language changes, not at each pan).
        const QString language = QLocale().name();
        const bool measured
            = m_nameFits.scale == scale && m_nameFits.language == language && m_nameFits.fits.size() == board.size();
        if (!measured)
            m_nameFits = {scale, language, std::vector<bool>(board.size(), false)};
        for (AreaId a = 0; a < board.size(); ++a) {
            const AreaDrawing& d = m_drawing.area(a);
            if (measured && !m_nameFits.fits[a])
                continue;
            const QRectF box = labelBox(a);
            const auto inside = [&](const QRectF& place) {
                return onArea(a, place.center())
                    && std::ranges::all_of(
                        std::array {place.topLeft(), place.topRight(), place.bottomLeft(), place.bottomRight()},
                        [&](QPointF corner) { return d.shape.contains(toMap.map(corner)); });
            };
            if (!measured) {
                m_nameFits.fits[a] = inside(box);
                if (!m_nameFits.fits[a])
                    continue;
            }
            // Moved off the pieces where the area has room; else left to the next round.
            const auto insideAndClear = [&](const QRectF& place) { return inside(place) && clear(place); };
            if (const auto place = clearPlace(a, box, QRectF(), min_name_pixels * 0.15, insideAndClear))
                paintLabel(a, *place);
        }
        // Then the land areas too small for theirs (or too crowded): each labelled over its edges
        // where that covers no tag and no other label (the smallest are the ones a table most
        // needs named).
        // Last, those still unlabelled by their names alone.
        for (const bool marksToo : {true, false}) {
            withMarks = marksToo;
            for (AreaId a = 0; a < board.size(); ++a) {
                if (board.area(a).sea || !nameBoxes[a].isNull())
                    continue;
                const QRectF box = labelBox(a);
                const qreal down = box.height() * 0.8;
                const qreal aside = box.width() * 0.35;
                // Over its edges but on its area: its middle inside it, or the area's centre
                // under it (a review found names moved two steps into a neighbour, read as the
                // neighbour's).
                const QPointF centre = transform.map(m_drawing.centre(a));
                const auto clearAndOnItsArea = [&](const QRectF& place) {
                    return clear(place) && (place.contains(centre) || onArea(a, place.center()));
                };
                for (const QPointF shift : nearby(down, aside))
                    if (const auto place
                        = clearPlace(a, box.translated(shift), QRectF(), min_name_pixels * 0.15, clearAndOnItsArea)) {
                        paintLabel(a, *place);
                        break;
                    }
            }
        }
        // An area still unnamed is a small one crowded with tags (southern Italy, Gaza on a busy
        // evening): its name goes on it all the same and the tags under the name step aside, a
        // name being what the table reads the board by. A tag moves only to a place on its own
        // area that covers no tag and no name; where one cannot, the name is not set there.
        const auto rebuildTagBoxes = [&] {
            tagBoxes.clear();
            for (const auto& areaPieces : pieces)
                for (const Piece& piece : areaPieces)
                    tagBoxes.push_back(piece.box);
        };
        const auto makeRoomFor = [&](AreaId a, const QRectF& place) {
            std::vector<std::pair<AreaId, Piece>> displaced;
            std::vector<std::pair<AreaId, std::vector<Piece>>> touched; // those areas' pieces as they were
            for (AreaId b = 0; b < board.size(); ++b) {
                if (std::ranges::none_of(pieces[b], [&](const Piece& piece) { return piece.box.intersects(place); }))
                    continue;
                touched.emplace_back(b, pieces[b]);
                std::erase_if(pieces[b], [&](const Piece& piece) {
                    if (!piece.box.intersects(place))
                        return false;
                    displaced.emplace_back(b, piece);
                    return true;
                });
            }
            rebuildTagBoxes();
            nameBoxes[a] = place;
            // Each displaced piece placed again, and given up at the first that finds no place
            // on its own area clear of every tag and name.
            bool roomMade = true;
            for (const auto& [b, piece] : displaced) {
                placePiece(b, piece.nation, piece.at, piece.city);
                const QRectF& box = pieces[b].back().box;
                const auto overlaps = [&](const QRectF& other) { return other.intersects(box); };
                if (!(box.contains(piece.at) || onArea(b, box.center())) || std::ranges::any_of(nameBoxes, overlaps)
                    || std::ranges::count_if(tagBoxes, overlaps) != 1) {
                    roomMade = false;
                    break;
                }
            }
            if (!roomMade) { // as it was
                for (auto& [b, areaPieces] : touched)
                    pieces[b] = std::move(areaPieces);
                rebuildTagBoxes();
                nameBoxes[a] = QRectF();
            }
            return roomMade;
        };
        // Those with a warning first: the table looks for them by the names the warnings give.
        std::vector<AreaId> unnamed;
        for (AreaId a = 0; tags && a < board.size(); ++a)
            if (!board.area(a).sea && nameBoxes[a].isNull())
                unnamed.push_back(a);
        std::ranges::stable_partition(unnamed, [&](AreaId a) { return m_warnings.contains(a); });
        for (const bool marksToo : {true, false}) {
            withMarks = marksToo;
            for (const AreaId a : unnamed) {
                if (!nameBoxes[a].isNull())
                    continue;
                const QRectF box = labelBox(a);
                const QPointF centre = transform.map(m_drawing.centre(a));
                for (const QPointF shift : nearby(box.height() * 0.8, box.width() * 0.35)) {
                    const QRectF place = box.translated(shift);
                    const bool usable = boardOnScreen.contains(place)
                        && (place.contains(centre) || onArea(a, place.center()))
                        && std::ranges::none_of(
                            nameBoxes, [&](const QRectF& other) { return other.intersects(place); });
                    if (usable && makeRoomFor(a, place)) {
                        paintLabel(a, place);
                        break;
                    }
                }
            }
        }
    } else {
        for (AreaId a = 0; a < board.size(); ++a) {
            const Area& area = board.area(a);
            const AreaDrawing& d = m_drawing.area(a);
            const QPointF at = transform.map(d.label);
            const qreal em = (area.sea ? markSizes.sea_label_em : markSizes.label_em) * unit;
            marks::setFont(painter, em * name_em, false, area.sea);
            const QString name = CivTexts::areaName(a);
            const qreal width = painter.fontMetrics().horizontalAdvance(name) + em;
            QRectF nameBox(at.x() - width / 2, at.y() - em * 0.6, width, em * 1.2);
            if (area.sea) {
                painter.setPen(coastColour.darker(130));
                painter.drawText(nameBox, Qt::AlignCenter, name);
                continue;
            }
            const QPointF limitAt = transform.map(d.limit);
            const qreal limitRadius = markSizes.limit_radius * unit;
            // The marks are placed for names of the drawing's size; a name grown wider than its
            // room (a long name, a middle zoom) goes under them rather than beneath them.
            const auto own = std::ranges::find(landMarks, a, &AreaMarks::area);
            assert(own != landMarks.end()); // every land area's, once the names show
            const QRectF marksBox = own->site.isNull() ? own->limit : own->limit | own->site;
            // ...and a name covered by the pieces, its own or a neighbour's tag, goes where none
            // is (else under the marks, the pieces over it).
            const auto clearOfTags = [&](const QRectF& place) {
                return std::ranges::none_of(tagBoxes, [&](const QRectF& tag) { return place.intersects(tag); });
            };
            if (const auto place = clearPlace(a, nameBox, marksBox, em * 0.1, clearOfTags))
                nameBox = *place;
            else if (nameBox.intersects(marksBox))
                nameBox.moveTop(marksBox.bottom() + em * 0.1);
            painter.setPen(marks::ink);
            painter.drawText(nameBox, Qt::AlignCenter, name);
            nameBoxes[a] = nameBox;
            // The population limit in a circle; the city site a square (white: on a flood plain);
            // a flood plain's waves; a volcano's red triangle.
            marks::paintLimit(painter, limitAt, limitRadius, area.population_limit, unit);
            if (d.city)
                marks::paintCitySite(painter, transform.map(*d.city), markSizes.city_half * unit,
                    area.city_site == CitySite::white, unit);
            const qreal sign = markSizes.sign_radius * unit;
            if (d.flood_plain)
                marks::paintFloodWaves(painter, transform.map(*d.flood_plain), sign, unit);
            if (d.volcano)
                marks::paintVolcano(painter, transform.map(*d.volcano), sign, unit);
        }
    }
    // Warnings: a "!" in a red disc at the area's name (its outline is drawn under the names).
    for (const AreaId a : m_warnings) {
        // Its sign just before the name, never over it; where no name is drawn, at the area's
        // centre or the nearest place beside it that covers no name and no tag (above the name's
        // place, it covered a neighbour's name: « Da❗cus » for Damascus).
        const qreal radius = std::max(6.0, markSizes.token_radius * unit * 0.8);
        const QRectF& name = nameBoxes[a];
        QPointF at = QPointF(name.left() - radius - 1, name.center().y());
        if (name.isNull()) {
            at = transform.map(m_drawing.centre(a));
            const QRectF sign(at - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius));
            const auto clear = [&](const QRectF& place) {
                const auto covers = [&](const QRectF& other) { return place.intersects(other); };
                return std::ranges::none_of(nameBoxes, covers) && std::ranges::none_of(tagBoxes, covers);
            };
            for (const QPointF shift : nearby(2 * radius, 2 * radius))
                if (clear(sign.translated(shift))) {
                    at += shift;
                    break;
                }
        }
        marks::paintWarningSign(painter, at, radius);
    }
    // The pieces, where they were placed above.
    for (AreaId a = 0; a < board.size(); ++a)
        for (const Piece& piece : pieces[a]) {
            const Holding& h = m_position.nations[piece.nation].areas[a];
            const QColor colour = nationColour(m_position, piece.nation);
            const QString mark = nationMark(m_position, piece.nation);
            if (tags)
                marks::paintTag(painter, piece.box, colour, mark, piece.city ? -1 : h.tokens);
            else if (piece.city)
                marks::paintCity(painter, piece.box, r, colour, mark);
            else
                marks::paintToken(painter, piece.box.center(), r, colour, mark, h.tokens);
        }
    painter.restore();
    Drawn drawn {.labels = std::move(nameBoxes), .marks = {}, .pieces = {}, .tags = tags};
    for (const AreaMarks& m : landMarks) {
        drawn.marks.push_back(m.limit);
        if (!m.site.isNull() && std::ranges::none_of(pieces[m.area], &Piece::city)) // a city stands on its site
            drawn.marks.push_back(m.site);
    }
    for (const std::vector<Piece>& inArea : pieces)
        for (const Piece& piece : inArea)
            drawn.pieces.push_back(piece.box);
    return drawn;
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
        if (const auto area = areaUnder(QPointF(help->pos()))) {
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
