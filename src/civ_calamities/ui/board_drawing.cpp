// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/ui/board_drawing.hpp"

#include "core/json_input.hpp"
#include "gui/drawing_reader.hpp"

#include <QFile>

#include <array>
#include <cassert>
#include <set>
#include <string>
#include <utility>

namespace tablee::civ_calamities::ui {

core::Expected<BoardDrawing> BoardDrawing::read(std::string_view json, const Board& board)
{
    auto parsed = core::parse_json(json, {.max_bytes = 4 * 1024 * 1024});
    if (!parsed)
        return core::fail("civ_calamities.board_bad_area", "map drawing: " + parsed.error().message,
            {"map_drawing.json", parsed.error().message});
    const nlohmann::json& root = *parsed;
    if (!root.is_object())
        return core::fail("civ_calamities.board_bad_area", "map drawing: expected an object", {"", "object"});
    gui::DrawingReader reader("civ_calamities.board_bad_area");
    BoardDrawing drawing;
    drawing.m_board = &board;
    const QPointF size = reader.point(root.value("size", nlohmann::json()), "size");
    drawing.m_bounds = QRectF(QPointF(0, 0), QSizeF(size.x(), size.y()));
    const auto marks = root.value("marks", nlohmann::json::object());
    const auto mark = [&](const char* key, qreal fallback) {
        const auto found = marks.find(key);
        return found != marks.end() && found->is_number() && found->get<double>() > 0 ? found->get<double>() : fallback;
    };
    const DrawingMarks defaults;
    drawing.m_marks = {mark("label_em", defaults.label_em), mark("sea_label_em", defaults.sea_label_em),
        mark("limit_radius", defaults.limit_radius), mark("city_half", defaults.city_half),
        mark("sign_radius", defaults.sign_radius), mark("token_radius", defaults.token_radius)};
    const auto areas = root.find("areas");
    if (areas == root.end() || !areas->is_object())
        return core::fail("civ_calamities.board_bad_area", "map drawing: no areas", {"areas", "object"});
    drawing.m_areas.resize(board.size());
    std::vector<bool> drawn(board.size(), false);
    std::set<std::array<double, 4>> segments; // the land outlines' stretches already in m_borders
    for (const auto& [id, entry] : areas->items()) {
        const auto area = board.find(id);
        if (!area)
            return core::fail(
                "civ_calamities.board_unknown_area", "map drawing: \"" + id + "\" is not an area of the board", {id});
        const std::string path = "areas." + id;
        drawn[*area] = true;
        if (!entry.is_object()) {
            reader.fail(path, "expected an object");
            continue;
        }
        AreaDrawing& d = drawing.m_areas[*area];
        const auto point
            = [&](const char* key) { return reader.point(entry.value(key, nlohmann::json()), path + "." + key); };
        const auto optionalPoint
            = [&](const char* key) { return entry.contains(key) ? std::optional(point(key)) : std::nullopt; };
        std::vector<QPolygonF> rings;
        d.shape = reader.rings(entry.value("polygon", nlohmann::json()), path + ".polygon", &rings);
        d.label = point("label");
        if (board.area(*area).sea)
            continue;
        // Each stretch of a land outline once (two neighbours share theirs, point for point).
        for (const QPolygonF& ring : rings)
            for (qsizetype i = 0; i < ring.size(); ++i) {
                QPointF from = ring[i];
                QPointF to = ring[(i + 1) % ring.size()];
                if (std::pair(to.x(), to.y()) < std::pair(from.x(), from.y()))
                    std::swap(from, to);
                if (segments.insert({from.x(), from.y(), to.x(), to.y()}).second) {
                    drawing.m_borders.moveTo(from);
                    drawing.m_borders.lineTo(to);
                }
            }
        d.limit = point("limit");
        d.city = optionalPoint("city");
        d.flood_plain = optionalPoint("flood_plain");
        d.volcano = optionalPoint("volcano");
        const auto& tokens = entry.value("tokens", nlohmann::json());
        if (!tokens.is_array() || tokens.empty())
            reader.fail(path + ".tokens", "expected a list of points");
        else
            for (std::size_t i = 0; i < tokens.size(); ++i)
                d.tokens.push_back(reader.point(tokens[i], path + ".tokens[" + std::to_string(i) + "]"));
        // The board's city sites, and only those, are drawn.
        if (d.city.has_value() != (board.area(*area).city_site != CitySite::none))
            reader.fail(path + ".city", "the board has a city site here exactly when the drawing has");
    }
    for (AreaId a = 0; a < board.size(); ++a)
        if (!drawn[a])
            return core::fail("civ_calamities.board_unknown_area", "map drawing: " + board.area(a).id + " is not drawn",
                {board.area(a).id});
    drawing.m_decor = reader.shapes(root, "decor");
    if (reader.error())
        return std::unexpected(*reader.error());
    return drawing;
}

const BoardDrawing& BoardDrawing::standard()
{
    static const BoardDrawing drawing = [] {
        QFile file(QStringLiteral(":/civ_calamities/map_drawing.json"));
        [[maybe_unused]] const bool opened = file.open(QIODevice::ReadOnly);
        assert(opened); // embedded in the program
        const QByteArray bytes = file.readAll();
        auto read = BoardDrawing::read(
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), standard_board());
        assert(read); // a test reads it and scripts/check_civ_map.py checks it
        return std::move(*read);
    }();
    return drawing;
}

std::optional<AreaId> BoardDrawing::areaAt(QPointF point) const
{
    for (AreaId a = 0; a < m_areas.size(); ++a)
        if (m_areas[a].shape.contains(point))
            return a;
    return std::nullopt;
}

} // namespace tablee::civ_calamities::ui
