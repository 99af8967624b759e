#include "civ_calamities/ui/board_drawing.hpp"

#include <cmath>
#include <numbers>

namespace tablee::civ_calamities::ui {

namespace {

// How far a cell reaches from its centre at most (board units: the board is about 2300 wide).
constexpr qreal cell_radius = 95;
constexpr int circle_sides = 28;
constexpr int no_neighbour = -1;

// A vertex of a cell and the label of the edge from it to the next vertex: the area whose
// bisector made it, or no_neighbour for the cell's outer circle.
struct Vertex {
    QPointF point;
    int edge = no_neighbour;
};

// Keeps the part of `cell` on `centre`'s side of the bisector with `other` (Sutherland-Hodgman,
// one half-plane), labelling the new edge `label`.
std::vector<Vertex> clip(const std::vector<Vertex>& cell, QPointF centre, QPointF other, int label)
{
    const QPointF mid = (centre + other) / 2;
    const QPointF normal = other - centre;
    const auto side = [&](QPointF p) { return QPointF::dotProduct(p - mid, normal); }; // <= 0 inside
    std::vector<Vertex> out;
    for (std::size_t i = 0; i < cell.size(); ++i) {
        const Vertex& a = cell[i];
        const Vertex& b = cell[(i + 1) % cell.size()];
        const qreal sa = side(a.point), sb = side(b.point);
        const auto cross = [&] { return a.point + (b.point - a.point) * (sa / (sa - sb)); };
        if (sa <= 0 && sb <= 0)
            out.push_back(a);
        else if (sa <= 0 && sb > 0) {
            out.push_back(a);
            out.push_back({cross(), label});
        } else if (sa > 0 && sb <= 0)
            out.push_back({cross(), a.edge});
    }
    return out;
}

} // namespace

BoardDrawing::BoardDrawing(const Board& board) : m_board(&board)
{
    const std::size_t n = board.size();
    std::vector<std::vector<Vertex>> cells(n);
    for (AreaId a = 0; a < n; ++a) {
        const QPointF c = centre(a);
        std::vector<Vertex> cell;
        for (int k = 0; k < circle_sides; ++k) {
            const qreal t = 2 * std::numbers::pi * k / circle_sides;
            cell.push_back({c + QPointF(std::cos(t), std::sin(t)) * cell_radius, no_neighbour});
        }
        for (AreaId b = 0; b < n; ++b)
            if (b != a && QLineF(c, centre(b)).length() < 2 * cell_radius)
                cell = clip(cell, c, centre(b), b);
        cells[a] = std::move(cell);
        QPolygonF polygon;
        for (const Vertex& v : cells[a])
            polygon << v.point;
        m_bounds = m_bounds.united(polygon.boundingRect());
        m_cells.push_back(std::move(polygon));
    }
    // The edges, each once.
    std::vector<std::vector<bool>> touching(n, std::vector<bool>(n, false));
    for (AreaId a = 0; a < n; ++a) {
        const auto& cell = cells[a];
        for (std::size_t i = 0; i < cell.size(); ++i) {
            const QLineF line(cell[i].point, cell[(i + 1) % cell.size()].point);
            const int other = cell[i].edge;
            const bool land = !board.area(a).sea;
            if (other == no_neighbour) {
                if (land)
                    m_edges.coasts.push_back(line);
                continue;
            }
            touching[a][static_cast<std::size_t>(other)] = true;
            if (other < a)
                continue; // drawn from the other side
            const auto b = static_cast<AreaId>(other);
            if (land && !board.area(b).sea)
                (board.adjacent(a, b) ? m_edges.land_borders : m_edges.straits).push_back(line);
            else if (land != !board.area(b).sea)
                m_edges.coasts.push_back(line);
        }
    }
    for (AreaId a = 0; a < n; ++a)
        for (AreaId b = 0; b < n; ++b)
            touching[a][b] = touching[a][b] || touching[b][a];
    for (AreaId a = 0; a < n; ++a)
        for (const AreaId b : board.area(a).land_neighbours)
            if (a < b && !touching[a][b])
                m_edges.links.push_back(QLineF(centre(a), centre(b)));
    m_touching = std::move(touching);
}

QPointF BoardDrawing::centre(AreaId area) const
{
    const Area& a = m_board->area(area);
    return {a.x, a.y};
}

std::optional<AreaId> BoardDrawing::areaAt(QPointF point) const
{
    for (AreaId a = 0; a < m_cells.size(); ++a)
        if (m_cells[a].containsPoint(point, Qt::OddEvenFill))
            return a;
    return std::nullopt;
}

const BoardDrawing& BoardDrawing::standard()
{
    static const BoardDrawing drawing(standard_board());
    return drawing;
}

} // namespace tablee::civ_calamities::ui
