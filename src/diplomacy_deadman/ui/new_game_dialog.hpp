#pragma once

#include "diplomacy_deadman/engine/rules.hpp"

#include <QDialog>

#include <array>
#include <optional>

class QButtonGroup;
class QCheckBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QLineEdit;
class QRadioButton;

namespace tablee::diplomacy_deadman::ui {

// A new game: a name per power, and the dead man: none (the plain seven-player game), drawn at
// random with the game's seed, or chosen by the organizer; [extension] a smaller table has
// several dead men, drawn (how many) or ticked beside the powers nobody plays. Or a sandbox, where
// one person writes every power's orders. The table of the last game comes back (names and
// rule); the seed is drawn anew unless one is typed.
class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    // The options as set; nothing when the rules refuse them.
    std::optional<Options> options() const;
    // `chosen`: the dead men ticked (with DeadManRule::chosen); `drawn`: how many are drawn.
    void setDeadManRule(DeadManRule rule, PowerSet chosen = {Power::austria}, int drawn = 1);
    void setSeed(const QString& seed);
    void setSandbox(bool sandbox);

    void accept() override;

private:
    void updateNames();
    // Why the options cannot start a game, in words; empty when they can.
    QString problem() const;

    std::array<QLineEdit*, power_count> m_names {};
    QRadioButton* m_noDeadMan = nullptr;
    QRadioButton* m_drawnDeadMan = nullptr;
    QRadioButton* m_chosenDeadMan = nullptr;
    QButtonGroup* m_rule = nullptr;
    std::array<QCheckBox*, power_count> m_chosen {}; // "dead man", beside each power
    QSpinBox* m_drawnCount = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_start = nullptr;
    QLineEdit* m_seed = nullptr;
    QCheckBox* m_sandbox = nullptr;
    QGroupBox* m_deadMan = nullptr;
};

} // namespace tablee::diplomacy_deadman::ui
