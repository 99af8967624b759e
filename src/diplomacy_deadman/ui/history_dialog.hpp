// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diplomacy_deadman/engine/game.hpp"

#include <QDialog>

class QListWidget;
class QPushButton;
class QTextBrowser;

namespace tablee::diplomacy_deadman::ui {

class DiplomacyController;
class MapView;

// The game so far, phase by phase: pick a phase and see the map as it was, the orders drawn with
// what became of them, the dead man's tally and the report in words. The position now comes last.
// Left and Right (or the buttons under the list) step from phase to phase.
// Any of them can be tried out in a sandbox ("what if?").
class HistoryDialog : public QDialog {
    Q_OBJECT

public:
    explicit HistoryDialog(const DiplomacyController& controller, QWidget* parent = nullptr);

    QListWidget* phases() const { return m_phases; }
    QPushButton* forkButton() const { return m_fork; }
    QPushButton* earlierButton() const { return m_earlier; }
    QPushButton* laterButton() const { return m_later; }
    MapView* map() const { return m_map; }
    QTextBrowser* report() const { return m_report; }

signals:
    // "Try it in a sandbox": the position of the phase chosen, to play on as a sandbox.
    void forkRequested(const tablee::diplomacy_deadman::GameState& position);

private:
    void showPhase(int row);
    // The phase `step` rows before (negative) or after the one shown, within the list.
    void stepPhase(int step);

    const DiplomacyController& m_controller;
    QListWidget* m_phases = nullptr;
    MapView* m_map = nullptr;
    QTextBrowser* m_report = nullptr;
    QPushButton* m_fork = nullptr;
    QPushButton* m_earlier = nullptr;
    QPushButton* m_later = nullptr;
};

} // namespace tablee::diplomacy_deadman::ui
