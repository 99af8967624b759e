#pragma once

#include "diplomacy_deadman/engine/rules.hpp"

#include <QDialog>

#include <array>
#include <optional>

class QButtonGroup;
class QCheckBox;
class QGroupBox;
class QComboBox;
class QLineEdit;
class QRadioButton;

namespace tablee::diplomacy_deadman::ui {

// A new game: a name per power, and the dead man: none (the plain seven-player game), drawn at
// random with the game's seed, or chosen by the organizer; or a sandbox, where one person writes
// every power's orders. The table of the last game comes
// back (names and rule); the seed is drawn anew unless one is typed.
class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    // The options as set; nothing when the rules refuse them.
    std::optional<Options> options() const;
    void setDeadManRule(DeadManRule rule, Power chosen = Power::austria);
    void setSeed(const QString& seed);
    void setSandbox(bool sandbox);

    void accept() override;

private:
    void updateNames();

    std::array<QLineEdit*, power_count> m_names {};
    QRadioButton* m_noDeadMan = nullptr;
    QRadioButton* m_drawnDeadMan = nullptr;
    QRadioButton* m_chosenDeadMan = nullptr;
    QButtonGroup* m_rule = nullptr;
    QComboBox* m_chosen = nullptr;
    QLineEdit* m_seed = nullptr;
    QCheckBox* m_sandbox = nullptr;
    QGroupBox* m_deadMan = nullptr;
};

} // namespace tablee::diplomacy_deadman::ui
