// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiefs_variant/engine/position.hpp"

#include "gui/zoomable_view.hpp"

#include <QColor>
#include <QStringList>

#include <optional>
#include <vector>

namespace tablee::fiefs_variant::ui {

// A player's colour (two players: two colours only, as the variant says) and the marks drawn
// with it on their pieces, one per player and all different (colour is never the only cue): the
// initial, or the first two letters when two players share it.
QColor playerColour(int player);
QStringList playerMarks(const QStringList& names);

// The Fiefs board: terrains (each with its sign: trees, a house, the mine's letter, a crown),
// borders on edges as thick lines, castles and knights with their owner's letter, fiefs shaded in
// their owner's colour, neutral zones hatched, alliance markers; the legal targets of the moment
// marked (spaces ringed, edges dashed), the borders picked so far drawn dashed with the fiefs
// they would close. Zoom, pan and fit as every board (gui::ZoomableView); a click on a space or
// near an edge is reported (the side panel offers the same targets by keyboard).
class BoardView : public gui::ZoomableView {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);

    void setPosition(const Position& position, const QStringList& names);
    void setTargets(std::vector<Space> spaces, std::vector<Edge> edges);
    void setPicked(std::vector<Space> spaces, std::vector<Edge> edges, std::optional<Position> preview);
    // Where a space's centre and an edge's middle are on screen (tests click there).
    QPointF spacePoint(Space space) const;
    QPointF edgePoint(Edge edge) const;
    // What a space's tooltip says (plain text, lines apart), for tests.
    QString spaceDescription(Space space) const { return describe(space); }
    // The position previewed (the borders picked or pointed at placed), if any.
    const std::optional<Position>& previewed() const { return m_preview; }
    QSize sizeHint() const override { return {720, 720}; }

signals:
    void spaceClicked(tablee::fiefs_variant::Space space);
    void edgeClicked(tablee::fiefs_variant::Edge edge);
    // The pointer is near a target edge (-1: near none), for the preview of what it would close.
    void edgeHovered(int edge);

protected:
    // A space pointed at says what it is: its terrain, whose fief or a neutral zone, its piece,
    // an alliance's marker (a closed pocket read as a box without a word).
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    QRectF contentRect() const override;
    void contentClicked(QPointF point) override;
    void contentHovered(QPointF point) override;

private:
    void paintWith(QPainter& painter, const QTransform& transform) const;
    // The space under `point` and the edge of it near enough to mean the edge, in the drawing's units.
    std::optional<Space> spaceAt(QPointF point) const;
    std::optional<Edge> edgeNear(QPointF point) const;

    QString describe(Space space) const;

    Position m_position;
    QStringList m_names;
    QStringList m_marks;
    std::vector<Space> m_targetSpaces;
    std::vector<Edge> m_targetEdges;
    std::vector<Space> m_pickedSpaces;
    std::vector<Edge> m_pickedEdges;
    std::optional<Position> m_preview;
    int m_hovered = -1;
};

} // namespace tablee::fiefs_variant::ui
