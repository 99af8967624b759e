// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The project's own drawing of the Civilization mapboard: every area on real coastlines, with
// where its name, population limit, city site, flood-plain and volcano signs and the nations'
// tokens go, read from resources/civ_calamities/map_drawing.json (scripts/make_civ_map.py makes
// it, scripts/check_civ_map.py holds it against board.json: land areas share a drawn border
// exactly when the rules make them neighbours, every mark lies inside its area).

#include "civ_calamities/engine/board.hpp"
#include "core/error.hpp"

#include <QPainterPath>
#include <QPointF>
#include <QRectF>

#include <optional>
#include <string_view>
#include <vector>

namespace tablee::civ_calamities::ui {

struct AreaDrawing {
    QPainterPath shape; // its outlines (islands included), odd-even filled
    QPointF label; // the centre of its name
    // Land areas only:
    QPointF limit; // the population limit's circle
    std::optional<QPointF> city; // the city site's square
    std::optional<QPointF> flood_plain; // the flood plain's sign
    std::optional<QPointF> volcano; // the volcano's sign
    std::vector<QPointF> tokens; // spots for the nations' tokens, most fitting first (1 to 4)
};

// The marks' sizes in map units: at these sizes they fit in their areas without overlapping.
struct DrawingMarks {
    qreal label_em = 6; // a land area's name
    qreal sea_label_em = 11;
    qreal limit_radius = 3;
    qreal city_half = 2.5;
    qreal sign_radius = 2.6;
    qreal token_radius = 4.2;
};

class BoardDrawing {
public:
    // Reads the drawing of `board`: every area drawn, no other. Errors: civ_calamities.board_bad_area
    // (the path in the file and what is wrong), civ_calamities.board_unknown_area (an area drawn the
    // board has not, or one not drawn).
    static core::Expected<BoardDrawing> read(std::string_view json, const Board& board);
    // The drawing embedded in the application, read once. Precondition: it is whole (a test
    // checks it).
    static const BoardDrawing& standard();

    const Board& board() const { return *m_board; }
    const AreaDrawing& area(AreaId area) const { return m_areas.at(area); }
    // Where the area is named: the point a click or a test aims at.
    QPointF centre(AreaId area) const { return m_areas.at(area).label; }
    QRectF bounds() const { return m_bounds; }
    const DrawingMarks& marks() const { return m_marks; }
    // The land outside the board (the water around it is the sea colour behind everything).
    const std::vector<QPainterPath>& decor() const { return m_decor; }
    // Every land area's outline (borders and coasts), each stretch once: one stroke draws them.
    const QPainterPath& borders() const { return m_borders; }
    // The area under `point` (map units), if any.
    std::optional<AreaId> areaAt(QPointF point) const;

private:
    const Board* m_board = nullptr;
    std::vector<AreaDrawing> m_areas; // by AreaId
    QRectF m_bounds;
    DrawingMarks m_marks;
    std::vector<QPainterPath> m_decor;
    QPainterPath m_borders;
};

} // namespace tablee::civ_calamities::ui
