// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "civ_calamities/engine/position.hpp"
#include "gui/symbol_key.hpp"

namespace tablee::civ_calamities::ui {

// What the board's marks mean, drawn as the board draws them (board_marks.hpp): the printed
// marks of an area (population limit, city sites, flood plain, volcano), a nation's tokens, city
// and land (the game's first nation as the example), the secessionists, and what the referee
// marks (a step's legal choices, the area chosen and its neighbours, a warning).
class BoardKey : public gui::SymbolKey {
    Q_OBJECT

public:
    // `position`: the game's, for a nation's colour, letters and name.
    explicit BoardKey(Position position, QWidget* parent = nullptr);
    QStringList entries() const override;

protected:
    void paintSymbols(QPainter& painter, const std::function<QPointF(int)>& symbolCentre) const override;
    QString keyName() const override { return tr("Board key"); }

private:
    Position m_position;
};

} // namespace tablee::civ_calamities::ui
