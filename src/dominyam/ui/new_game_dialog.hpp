// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dominyam/engine/game.hpp"
#include "gui/new_game_dialog_of.hpp"

class QCheckBox;

namespace tablee::dominyam::ui {

// Settings of a new game: 1 player (solo) or 2 to 8 (hotseat), names, computer players, the
// "calcul mental" option, and an optional game number to replay or share a board.
class NewGameDialog : public tablee::gui::NewGameDialogOf<tablee::dominyam::Rules> {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    // For tests and scripted set-ups.
    void setPlayers(const QStringList& names, const QList<int>& computers);
    void setSeed(const QString& seed);
    void setMentalArithmetic(bool on);

    // Whether a game number was typed in: the solo game then plays unranked.
    bool numberChosen() const;
    // The practice box is remembered as the player left it, not as a chosen number made it.
    void accept() override;

private:
    Options chosen() const override;
    // Solo or hotseat: only a solo game is ranked, and its one seat is a person's.
    void followSeatCount();
    // A game number typed in: the practice box ticked and held (unranked), until it is erased.
    void followGameNumber();
    static QString practiceText();

    QCheckBox* m_mental = nullptr;
    QCheckBox* m_practice = nullptr;
    int m_seatsShown = 0;
    bool m_numberChosen = false;
    bool m_practiceWanted = false; // the box as the player left it before a number was typed
};

} // namespace tablee::dominyam::ui
