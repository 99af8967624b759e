// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading a board's drawing from its JSON (points, rings and shapes in map units), as every
// variant with a drawn map does: the first thing wrong is kept, named by its path in the file,
// and reading goes on with empty values so that the caller checks once at the end.

#include "core/error.hpp"

#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace tablee::gui {

class DrawingReader {
public:
    // `code`: the error code of the variant's drawing ("diplomacy_deadman.map_syntax"...).
    explicit DrawingReader(std::string code) : m_code(std::move(code)) { }

    const std::optional<core::Error>& error() const { return m_error; }
    void fail(const std::string& path, const std::string& what);

    // [x, y]
    QPointF point(const nlohmann::json& json, const std::string& path);
    // [[x, y], ...], at least 3 points
    QPolygonF ring(const nlohmann::json& json, const std::string& path);
    // A list of rings as one odd-even path (holes and islands alike); the rings also in `kept`.
    QPainterPath rings(const nlohmann::json& json, const std::string& path, std::vector<QPolygonF>* kept = nullptr);
    // The shapes under `key` of `root`: a list of shapes, or one; a shape is a list of rings or an
    // object whose "polygon" is. None when the key is absent.
    std::vector<QPainterPath> shapes(const nlohmann::json& root, const char* key);

private:
    std::string m_code;
    std::optional<core::Error> m_error;
};

} // namespace tablee::gui
