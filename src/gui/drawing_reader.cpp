// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/drawing_reader.hpp"

namespace tablee::gui {

void DrawingReader::fail(const std::string& path, const std::string& what)
{
    if (!m_error)
        m_error = core::Error {m_code, "map drawing: " + path + ": " + what, {path, what}};
}

QPointF DrawingReader::point(const nlohmann::json& json, const std::string& path)
{
    if (!json.is_array() || json.size() != 2 || !json[0].is_number() || !json[1].is_number()) {
        fail(path, "expected a point [x, y]");
        return {};
    }
    return {json[0].get<double>(), json[1].get<double>()};
}

QPolygonF DrawingReader::ring(const nlohmann::json& json, const std::string& path)
{
    QPolygonF ring;
    if (!json.is_array() || json.size() < 3) {
        fail(path, "expected a ring of at least 3 points");
        return ring;
    }
    for (std::size_t i = 0; i < json.size(); ++i)
        ring << point(json[i], path + "[" + std::to_string(i) + "]");
    return ring;
}

QPainterPath DrawingReader::rings(const nlohmann::json& json, const std::string& path, std::vector<QPolygonF>* kept)
{
    QPainterPath shape;
    shape.setFillRule(Qt::OddEvenFill);
    if (!json.is_array() || json.empty()) {
        fail(path, "expected a list of rings");
        return shape;
    }
    for (std::size_t i = 0; i < json.size(); ++i) {
        const QPolygonF r = ring(json[i], path + "[" + std::to_string(i) + "]");
        shape.addPolygon(r);
        shape.closeSubpath();
        if (kept)
            kept->push_back(r);
    }
    return shape;
}

std::vector<QPainterPath> DrawingReader::shapes(const nlohmann::json& root, const char* key)
{
    std::vector<QPainterPath> out;
    const auto found = root.find(key);
    if (found == root.end())
        return out;
    const auto shapeOf = [&](const nlohmann::json& item, const std::string& path) {
        const auto& ringsJson = item.is_object() && item.contains("polygon") ? item["polygon"] : item;
        out.push_back(rings(ringsJson, path));
    };
    if (found->is_object()) {
        shapeOf(*found, key);
        return out;
    }
    if (!found->is_array()) {
        fail(key, "expected a list of shapes");
        return out;
    }
    for (std::size_t i = 0; i < found->size(); ++i)
        shapeOf((*found)[i], std::string(key) + "[" + std::to_string(i) + "]");
    return out;
}

} // namespace tablee::gui
