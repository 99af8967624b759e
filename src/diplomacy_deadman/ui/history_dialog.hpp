#pragma once

#include <QDialog>

class QListWidget;
class QTextBrowser;

namespace tablee::diplomacy_deadman::ui {

class DiplomacyController;
class MapView;

// The game so far, phase by phase: pick a phase and see the map as it was, the orders drawn with
// what became of them, the dead man's tally and the report in words. The position now comes last.
class HistoryDialog : public QDialog {
    Q_OBJECT

public:
    explicit HistoryDialog(const DiplomacyController& controller, QWidget* parent = nullptr);

    QListWidget* phases() const { return m_phases; }
    MapView* map() const { return m_map; }
    QTextBrowser* report() const { return m_report; }

private:
    void showPhase(int row);

    const DiplomacyController& m_controller;
    QListWidget* m_phases = nullptr;
    MapView* m_map = nullptr;
    QTextBrowser* m_report = nullptr;
};

} // namespace tablee::diplomacy_deadman::ui
