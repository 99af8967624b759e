// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/ui/map_drawing.hpp"

#include "core/json_input.hpp"
#include "gui/drawing_reader.hpp"

#include <QFile>
#include <QLineF>

#include <nlohmann/json.hpp>

#include <cmath>
#include <numbers>
#include <string>

namespace tablee::diplomacy_deadman::ui {

core::Expected<MapDrawing> MapDrawing::read(std::string_view json, const Map& map)
{
    auto parsed = core::parse_json(json, {.max_bytes = 4 * 1024 * 1024});
    if (!parsed)
        return core::fail(
            "diplomacy_deadman.map_syntax", "map drawing: " + parsed.error().message, parsed.error().args);
    const nlohmann::json& root = *parsed;
    gui::DrawingReader reader("diplomacy_deadman.map_syntax");
    MapDrawing drawing;
    if (!root.is_object())
        return core::fail("diplomacy_deadman.map_syntax", "map drawing: expected an object", {"", "object"});
    drawing.m_size = [&] {
        const QPointF size = reader.point(root.value("size", nlohmann::json()), "size");
        return QSizeF(size.x(), size.y());
    }();
    const auto provinces = root.find("provinces");
    if (provinces == root.end() || !provinces->is_object())
        return core::fail("diplomacy_deadman.map_syntax", "map drawing: no provinces", {"provinces", "object"});
    drawing.m_provinces.resize(map.province_count());
    std::vector<bool> drawn(map.province_count(), false);
    for (const auto& [code, entry] : provinces->items()) {
        const auto id = map.find_province(code);
        if (!id || map.province(*id).code != code)
            return core::fail("diplomacy_deadman.map_unknown_place",
                "map drawing: \"" + code + "\" is not a province of the map", {code, "drawing"});
        const std::string path = "provinces." + code;
        ProvinceDrawing& province = drawing.m_provinces[*id];
        drawn[*id] = true;
        if (!entry.is_object()) {
            reader.fail(path, "expected an object");
            continue;
        }
        province.shape = reader.rings(entry.value("polygon", nlohmann::json()), path + ".polygon", &province.rings);
        province.label = reader.point(entry.value("label", nlohmann::json()), path + ".label");
        province.unit = reader.point(entry.value("unit", nlohmann::json()), path + ".unit");
        if (map.province(*id).supply_centre)
            province.centre = reader.point(entry.value("centre", nlohmann::json()), path + ".centre");
        for (const LocationId coast : map.province(*id).coasts) {
            const std::string name = map.location(coast).coast;
            const auto& coasts = entry.value("coasts", nlohmann::json::object());
            province.coasts.emplace_back(
                coast, reader.point(coasts.value(name, nlohmann::json()), path + ".coasts." + name));
        }
    }
    for (ProvinceId id = 0; id < map.province_count(); ++id)
        if (!drawn[id])
            return core::fail("diplomacy_deadman.map_unknown_place",
                "map drawing: " + map.province(id).code + " is not drawn", {map.province(id).code, "drawing"});
    drawing.m_impassable = reader.shapes(root, "impassable");
    drawing.m_decor = reader.shapes(root, "decor");
    if (reader.error())
        return std::unexpected(*reader.error());
    return drawing;
}

const core::Expected<MapDrawing>& MapDrawing::standard()
{
    static const core::Expected<MapDrawing> drawing = [] {
        QFile file(QStringLiteral(":/diplomacy_deadman/map_drawing.json"));
        if (!file.open(QIODevice::ReadOnly))
            return core::Expected<MapDrawing>(core::fail(
                "diplomacy_deadman.map_syntax", "map drawing: not embedded", {"map_drawing.json", "missing"}));
        const QByteArray bytes = file.readAll();
        return read(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), standard_map());
    }();
    return drawing;
}

QPointF MapDrawing::unitPoint(const Map& map, LocationId location) const
{
    const ProvinceDrawing& province = m_provinces[map.province_of(location)];
    for (const auto& [coast, point] : province.coasts)
        if (coast == location)
            return point;
    return province.unit;
}

QPointF MapDrawing::dislodgedPoint(const Map& map, LocationId location, qreal distance) const
{
    const ProvinceDrawing& province = m_provinces[map.province_of(location)];
    const QPointF from = unitPoint(map, location);
    const auto clear = [&](QPointF point) {
        const auto far = [&](QPointF other) { return QLineF(point, other).length() >= distance; };
        // The whole token inside: its centre and four points of its edge.
        const qreal edge = distance / 2;
        return province.shape.contains(point) && province.shape.contains(point + QPointF(edge, 0))
            && province.shape.contains(point - QPointF(edge, 0)) && province.shape.contains(point + QPointF(0, edge))
            && province.shape.contains(point - QPointF(0, edge)) && far(province.label)
            && (province.centre.isNull() || far(province.centre));
    };
    // Below-right first (where the eye looks for it), then around the clock.
    for (int step = 0; step < 12; ++step) {
        const qreal angle = (45.0 + 30.0 * step) * std::numbers::pi / 180.0;
        const QPointF point = from + QPointF(std::cos(angle), std::sin(angle)) * distance;
        if (clear(point))
            return point;
    }
    return from + QPointF(distance, distance) * std::numbers::sqrt2 / 2;
}

std::optional<ProvinceId> MapDrawing::provinceAt(QPointF point) const
{
    for (ProvinceId id = 0; id < m_provinces.size(); ++id)
        if (m_provinces[id].shape.contains(point))
            return id;
    return std::nullopt;
}

std::optional<ProvinceId> MapDrawing::provinceNear(QPointF point, qreal reach) const
{
    std::optional<ProvinceId> nearest;
    qreal best = reach;
    for (ProvinceId id = 0; id < m_provinces.size(); ++id)
        if (const qreal distance = QLineF(point, m_provinces[id].unit).length(); distance <= best) {
            best = distance;
            nearest = id;
        }
    if (nearest)
        return nearest;
    if (const auto under = provinceAt(point))
        return under;
    for (const qreal ring : {reach / 3, reach * 2 / 3, reach})
        for (int step = 0; step < 8; ++step) {
            const qreal angle = step * std::numbers::pi / 4;
            if (const auto around = provinceAt(point + QPointF(std::cos(angle), std::sin(angle)) * ring))
                return around;
        }
    return std::nullopt;
}

} // namespace tablee::diplomacy_deadman::ui
