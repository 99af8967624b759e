// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diplomacy_deadman/engine/rules.hpp"

#include "gui/new_game_dialog_of.hpp"

#include <array>
#include <optional>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QGroupBox;
class QRadioButton;

namespace tablee::diplomacy_deadman::ui {

// A new game, as a table sets one up: the people who play (2 to 7), then the dead men among the
// seven powers (one per missing player: drawn with the game number, or chosen by ticking them),
// then the other powers given to the people (drawn with the game number, or each person's
// choice). The game's table page shows who plays what to everyone before the first orders. Or a
// sandbox, where one person writes every power's orders. The last table comes back (names and
// ways of choosing); the game number is drawn anew unless one is typed.
class NewGameDialog : public tablee::gui::NewGameDialogOf<tablee::diplomacy_deadman::Rules> {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    // The seats' names and who plays each (0 a person, 1 a normal computer power, 2 a strong
    // one; all people if empty).
    void setPeople(const QStringList& names, const QList<int>& controls = {});
    // Drawn, or (false) chosen: the dead men ticked in `chosen`.
    void setDeadMenDrawn(bool drawn, PowerSet chosen = {});
    // Drawn, or (false) chosen: `powers[i]` for the i-th person.
    void setPowersDrawn(bool drawn, const std::vector<Power>& powers = {});
    void setSeed(const QString& seed);
    void setSandbox(bool sandbox);

private:
    Options chosen() const override;
    QString choiceRefusal() const override;
    void rememberChoices() const override;
    void update();
    int seatCount() const; // people and computers

    std::array<QComboBox*, power_count> m_powerChoice {}; // each person's power, when chosen
    // The power no list holds (while a list changes, the one it had); none when each is held.
    std::optional<int> powerNobodyHolds() const;
    QGroupBox* m_deadMen = nullptr;
    QRadioButton* m_deadMenDrawn = nullptr;
    QRadioButton* m_deadMenChosen = nullptr;
    std::array<QCheckBox*, power_count> m_chosenDead {}; // by Power
    QGroupBox* m_powers = nullptr;
    QRadioButton* m_powersDrawn = nullptr;
    QRadioButton* m_powersChosen = nullptr;
    QCheckBox* m_sandbox = nullptr;
};

} // namespace tablee::diplomacy_deadman::ui
