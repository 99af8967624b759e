// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dominyam/engine/game.hpp"

#include <QDialog>

#include <optional>

class QCheckBox;
class QDialogButtonBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace tablee::dominyam::ui {

// Settings of a new game: 1 player (solo) or 2 to 8 (hotseat), names, computer players, the
// "calcul mental" option, and an optional seed to replay or share a board.
class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    // The options chosen; nothing until they are valid.
    std::optional<Options> options() const;

    // For tests and scripted set-ups.
    void setPlayers(const QStringList& names, const QList<bool>& computers);
    void setSeed(const QString& seed);
    void setMentalArithmetic(bool on);
    void setPractice(bool on);

    void accept() override;

private:
    void updateRows();
    void validate();
    // The players and variant of the last game started, kept in the settings.
    void restoreLastTable();
    void rememberTable() const;

    QSpinBox* m_count = nullptr;
    QGridLayout* m_rows = nullptr;
    QList<QLineEdit*> m_names;
    QList<QCheckBox*> m_computers;
    QCheckBox* m_mental = nullptr;
    QCheckBox* m_practice = nullptr;
    QLineEdit* m_seed = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace tablee::dominyam::ui
