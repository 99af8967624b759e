#pragma once

// The project's own drawing of the Civilization mapboard, made from the data alone: each area a
// cell around its centre point (the points nearer to it than to any other area's, within a
// radius), so the board reads as land masses on the sea. Where two land cells touch, the rules'
// adjacency says how the edge is drawn: a land border, or water between them (a strait); areas
// adjacent by land whose cells do not touch get a dotted link. Computed once, in a few
// milliseconds, in the board's units.

#include "civ_calamities/engine/board.hpp"

#include <QLineF>
#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <vector>

namespace tablee::civ_calamities::ui {

struct BoardEdges {
    std::vector<QLineF> land_borders; // between land areas adjacent in the rules
    std::vector<QLineF> straits; // between land cells that touch but are not adjacent
    std::vector<QLineF> coasts; // land against the sea (a sea cell or open water)
    std::vector<QLineF> links; // land-adjacent areas whose cells do not touch (centre to centre)
};

class BoardDrawing {
public:
    explicit BoardDrawing(const Board& board);

    const Board& board() const { return *m_board; }
    const QPolygonF& cell(AreaId area) const { return m_cells.at(area); }
    QPointF centre(AreaId area) const;
    const BoardEdges& edges() const { return m_edges; }
    QRectF bounds() const { return m_bounds; }
    // Whether the cells of `a` and `b` share an edge.
    bool touching(AreaId a, AreaId b) const { return m_touching.at(a).at(b); }
    // The area whose cell holds `point` (board units), if any.
    std::optional<AreaId> areaAt(QPointF point) const;

    // The drawing of the embedded board, made once.
    static const BoardDrawing& standard();

private:
    const Board* m_board;
    std::vector<QPolygonF> m_cells;
    BoardEdges m_edges;
    std::vector<std::vector<bool>> m_touching;
    QRectF m_bounds;
};

} // namespace tablee::civ_calamities::ui
