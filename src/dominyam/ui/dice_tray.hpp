// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QShortcut;

namespace tablee::dominyam::ui {

class DominyamController;

// The five dice, clickable to hold, with the Roll / Re-roll / Pass / Hint buttons and the number
// of rolls left. Keyboard: Space rolls or re-rolls, 1-5 hold a die, P passes, H (or the hint
// word's first letter in the interface language: C in French) asks a hint.
class DiceTray : public QWidget {
    Q_OBJECT

public:
    explicit DiceTray(DominyamController& controller, QWidget* parent = nullptr);

    QRect dieRect(int die) const;
    QPushButton* rollButton() const { return m_roll; }
    QPushButton* passButton() const { return m_pass; }
    QPushButton* hintButton() const { return m_hint; }
    QShortcut* hintShortcut() const { return m_hintShortcut; }

    // Dice of 64 pixels, or 56 on a short screen (scale 2 on 1920x1080): the row is this much
    // lower when compact.
    static constexpr int compactSaving = 16;
    // The key that asks a hint, in the interface language (H, C in French): the button says it,
    // the Game menu shows it beside its entry.
    static QString hintKey();
    bool isCompact() const { return m_compact; }
    void setCompact(bool compact);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void retranslate();

    DominyamController& m_controller;
    class DiceStrip* m_dice = nullptr;
    QPushButton* m_roll = nullptr;
    QPushButton* m_pass = nullptr;
    QPushButton* m_hint = nullptr;
    QShortcut* m_hintShortcut = nullptr;
    QLabel* m_rollsLeft = nullptr;
    bool m_compact = false;
};

} // namespace tablee::dominyam::ui
