// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diplomacy_deadman/engine/game.hpp"

#include <QDialog>

class QButtonGroup;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace tablee::diplomacy_deadman::ui {

class MapView;

// The sandbox's editor of the position: put an army or a fleet of a power in a province (a click),
// take a unit away, give a supply centre to a power or make it neutral, set the season and the
// year. Every position made is checked by the engine (check_state): "Use this position" is
// refused, with the reason, while it could not exist.
class PositionEditor : public QDialog {
    Q_OBJECT

public:
    enum class Tool { army, fleet, remove, owner, neutral };

    PositionEditor(const GameState& position, QWidget* parent = nullptr);

    const GameState& position() const { return m_position; }
    void setTool(Tool tool);
    void setPower(Power power);
    // Applies the tool to `province` (what a click on the map does); false when it cannot
    // (a fleet inland, a centre where there is none...), with the reason shown.
    bool apply(ProvinceId province);
    void setPhase(Season season, int year);
    QPushButton* useButton() const { return m_use; }
    QComboBox* provinceField() const { return m_province; }
    QString problem() const;

private:
    void refresh();

    GameState m_position;
    MapView* m_map = nullptr;
    QButtonGroup* m_tools = nullptr;
    QComboBox* m_power = nullptr;
    QComboBox* m_province = nullptr; // the province a typed edit applies to
    QComboBox* m_season = nullptr;
    QSpinBox* m_year = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_use = nullptr;
};

} // namespace tablee::diplomacy_deadman::ui
