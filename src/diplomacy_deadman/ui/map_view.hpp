// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diplomacy_deadman/engine/game.hpp"
#include "diplomacy_deadman/ui/map_drawing.hpp"
#include "gui/symbol_key.hpp"
#include "gui/zoomable_view.hpp"

#include <QColor>
#include <QWidget>

#include <optional>
#include <set>
#include <vector>

class QPainter;

namespace tablee::diplomacy_deadman::ui {

// A power's colour on the map (the Okabe-Ito palette, told apart by colour-blind eyes), drawn with
// letters wherever the colour says who owns something: colour is never alone. A unit and an
// owned supply centre have the power's two-letter mark in the interface's language ("Fr", "Au";
// « An », « Al » in French), since a lone "F" on an army reads as the fleet's letter, "A" on a
// fleet as the army's, and the English letters (E, G) meant nothing in French.
QColor powerColour(Power power);
QString powerMark(Power power);
// An owned supply centre: a disc of radius `radius` in the owner's colour, with its mark.
void paintOwnedCentre(QPainter& painter, QPointF at, qreal radius, Power owner);
// Black or white letters, whichever reads on `fill`.
QColor inkOn(const QColor& fill);

// An order drawn on the map: a move or retreat as an arrow, a support as a dashed line to what
// it supports, a convoy as a dotted one; a failed order crossed out.
struct DrawnOrder {
    enum class Kind { move, support_hold, support_move, convoy, build, disband } kind = Kind::move;
    Power power = Power::austria;
    LocationId from = no_location; // the ordered unit
    LocationId to = no_location; // its destination (move, support of a move, convoy)
    LocationId other = no_location; // the supported or convoyed unit
    UnitType unit = UnitType::army; // a build's: drawn as the unit it makes
    bool failed = false; // bounced, cut, void
};

// The board, drawn by the project from its data: provinces (land, sea, coasts apart), supply
// centres with their owners, units (armies and fleets as distinct shapes), orders as arrows;
// each province's code, and once zoomed in its name in the interface language.
// Zoom with the wheel or + and -, pan by dragging or with the arrow keys, 0 to fit the window.
// A click names a province; the window decides what it means.
class MapView : public gui::ZoomableView {
    Q_OBJECT

public:
    explicit MapView(QWidget* parent = nullptr);

    void setPosition(const GameState& position);
    const GameState& position() const { return m_position; }
    // `faint`: drawn pale, as a reminder (the last phase's results on the board between phases).
    void setOrders(std::vector<DrawnOrder> orders, bool faint = false);
    const std::vector<DrawnOrder>& orders() const { return m_orders; }
    // Provinces a click may choose now (outlined and hatched), and the chosen one (a thick ring).
    void setHighlights(std::set<ProvinceId> provinces, std::optional<ProvinceId> chosen);
    const std::set<ProvinceId>& highlights() const { return m_highlights; }

    // Whether the provinces' names (in the interface language) are drawn under their codes at
    // the current zoom: they are once large enough to read.
    bool showsProvinceNames() const;

    // Where a province's unit is drawn on screen (for tests and the keyboard focus).
    QPointF screenPoint(ProvinceId province) const;

    // The whole map, with the current position and orders, into `target` (export, print, bench);
    // what a click may choose (the screen's hatching) only with `highlights`.
    void paintMap(QPainter& painter, const QRectF& target, bool highlights = false) const;

    // How far from a province's unit spot a click still chooses it, in pixels on screen.
    qreal clickReachOnScreen() const;

signals:
    void provinceClicked(tablee::diplomacy_deadman::ProvinceId province);

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;
    QRectF contentRect() const override;
    std::optional<QPointF> zoomFocus() const override;
    void contentClicked(QPointF point) override;

private:
    void paintWith(QPainter& painter, const QTransform& toScreen, bool highlights) const;
    // A province's three-letter name, in its font; with `halo`, outlined in white (over a token).
    void paintLabel(QPainter& painter, ProvinceId province, bool halo) const;
    void setLabelFont(QPainter& painter, ProvinceId province) const;
    // The province's name in the interface language, small, under its code.
    void paintFullName(QPainter& painter, ProvinceId province) const;
    // Whether names drawn at `scale` (screen pixels per map unit) can be read.
    static bool namesReadableAt(qreal scale);
    // Where the name is drawn, in map units.
    QRectF labelBox(QPainter& painter, ProvinceId province) const;
    // The province a click (or the pointer, for its tooltip) at `point` on screen means
    // (MapDrawing::provinceNear), within clickReach() map units.
    std::optional<ProvinceId> provinceAtScreen(QPointF point) const;
    // In map units.
    qreal clickReach() const;
    QString describe(ProvinceId province) const;
    // Whether the move a support of a move supports is among the orders drawn.
    bool supportedMoveDrawn(const DrawnOrder& support) const;

    GameState m_position;
    std::vector<DrawnOrder> m_orders;
    bool m_ordersFaint = false;
    // labelBox's answers, by province, for the resolution they were measured at.
    mutable std::vector<QRectF> m_labelBoxes;
    mutable int m_labelBoxesDpi = 0;
    std::set<ProvinceId> m_highlights;
    std::optional<ProvinceId> m_chosen;
};

// What the map's marks mean, drawn as the map draws them: each power's army and fleet with its
// letter (the codes' letters, the same in every language) and name, then the orders' lines, the
// supply centres, builds, disbands and dislodged units.
class MapKey : public gui::SymbolKey {
    Q_OBJECT

public:
    explicit MapKey(QWidget* parent = nullptr);
    QStringList entries() const override;

protected:
    void paintSymbols(QPainter& painter, const std::function<QPointF(int)>& symbolCentre) const override;
    QString keyName() const override { return tr("Map key"); }
};

} // namespace tablee::diplomacy_deadman::ui
