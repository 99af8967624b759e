// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Tablée's own drawing of the standard map (resources/diplomacy_deadman/map_drawing.json, made by
// scripts/make_diplomacy_map.py): a shape per province, where its name, its unit, its supply
// centre and, for Spain, St Petersburg and Bulgaria, a fleet on each coast are drawn. The rules
// know nothing of it (engine/map.hpp); tests/diplomacy_deadman/ui hold one against the other.

#include "core/error.hpp"
#include "diplomacy_deadman/engine/map.hpp"

#include <QPainterPath>
#include <QPointF>
#include <QSizeF>

#include <optional>
#include <string_view>
#include <vector>

namespace tablee::diplomacy_deadman::ui {

struct ProvinceDrawing {
    QPainterPath shape; // its rings (islands included), odd-even filled
    std::vector<QPolygonF> rings;
    QPointF label;
    QPointF unit;
    QPointF centre; // the supply-centre mark, for the 34 that are centres
    std::vector<std::pair<LocationId, QPointF>> coasts; // a fleet on each coast of a split-coast province
};

class MapDrawing {
public:
    // Reads the drawing for `map`: every province of the map must be drawn. Errors:
    // diplomacy_deadman.map_syntax (the file's path in the JSON and what is wrong),
    // diplomacy_deadman.map_unknown_place (a drawn province the map does not have, or one missing).
    static core::Expected<MapDrawing> read(std::string_view json, const Map& map);
    // The drawing embedded in the application (":/diplomacy_deadman/map_drawing.json"), read once.
    // Precondition: it is whole (a test checks it; the window reports otherwise).
    static const core::Expected<MapDrawing>& standard();

    QSizeF size() const { return m_size; }
    const ProvinceDrawing& province(ProvinceId id) const { return m_provinces[id]; }
    std::size_t provinceCount() const { return m_provinces.size(); }
    // Land drawn for the look only: Switzerland (impassable) and the edges of other continents.
    const std::vector<QPainterPath>& impassable() const { return m_impassable; }
    const std::vector<QPainterPath>& decor() const { return m_decor; }

    // Where a unit at `location` stands (a coast's own point for a fleet on a coast).
    QPointF unitPoint(const Map& map, LocationId location) const;
    // Where a unit dislodged from `location` waits, beside the unit that took its place: a point
    // `distance` away from it, inside the same province and off the province's name and centre
    // mark when the province has room (small ones have not: then below and to the right).
    QPointF dislodgedPoint(const Map& map, LocationId location, qreal distance) const;
    // The province under `point` (map units), if any.
    std::optional<ProvinceId> provinceAt(QPointF point) const;
    // The province a click at `point` means: the one whose unit spot is nearest within `reach`
    // (a token drawn there belongs to it, and a small province such as Belgium is at least that
    // disc), else the one under the point, else the nearest within `reach` (a click on a border
    // line or a thin coast).
    std::optional<ProvinceId> provinceNear(QPointF point, qreal reach) const;

private:
    QSizeF m_size;
    std::vector<ProvinceDrawing> m_provinces; // by ProvinceId
    std::vector<QPainterPath> m_impassable;
    std::vector<QPainterPath> m_decor;
};

} // namespace tablee::diplomacy_deadman::ui
