// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "civ_calamities/engine/rules.hpp"

#include "gui/new_game_dialog_of.hpp"

#include <array>

class QCheckBox;
class QComboBox;

namespace tablee::civ_calamities::ui {

// A new evening at the table: the players' nations (2 to 7, each one of the game's nine
// civilizations, no two alike), which trade stack each calamity goes in, and whether all
// secessions form one nation. The last table comes back.
class NewGameDialog : public tablee::gui::NewGameDialogOf<tablee::civ_calamities::Rules> {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    // The civilizations named (English, as saved); other names are skipped, and the seats left
    // take the first civilizations nobody has.
    void setPlayers(const QStringList& names);

private:
    Options chosen() const override;
    void rememberChoices() const override;
    // A civilization chosen at `seat` that another seat has: that seat takes the one `seat` had.
    void keepDistinct(std::size_t seat, int previous);
    // Each list marks the civilizations the other players in the table have: choosing one swaps
    // the two, which a player saw happen unannounced (a review).
    void markTaken();

    std::array<QComboBox*, max_players> m_names {}; // in the table's rows: a player is known by their nation
    std::array<int, max_players> m_chosen {}; // each seat's civilization, to swap on a clash
    QComboBox* m_secessionStack = nullptr;
    QComboBox* m_warsStack = nullptr;
    QCheckBox* m_oneNation = nullptr;
};

} // namespace tablee::civ_calamities::ui
