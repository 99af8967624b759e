// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace tablee::dominion_campaign::ui {

class CampaignController;

// The scores of a finished round entered again, when they were entered wrongly and the cards
// drawn since keep Undo from reaching them (Game › Correct a round's scores…): the round, each
// player's points as recorded, and what the totals become before anything is changed. The
// playing orders, keeps and eliminations made on the old standings stay as they were played.
class ScoreCorrectionDialog : public QDialog {
    Q_OBJECT

public:
    explicit ScoreCorrectionDialog(CampaignController& controller, QWidget* parent = nullptr);

    // Whether a correction can be made now: while a round from the second on is played.
    static bool available(const CampaignController& controller);

    QComboBox* roundBox() const { return m_round; }
    QSpinBox* scoreBox(std::size_t player) const { return m_scores[player]; }
    QLabel* previewLabel() const { return m_preview; }
    QPushButton* correctButton() const { return m_correct; }

    void accept() override;

private:
    void showRound(); // the chosen round's recorded points in the boxes
    void showPreview(); // what the totals become, what stays

    CampaignController& m_controller;
    QComboBox* m_round = nullptr;
    std::vector<QLabel*> m_names; // by player, with the points recorded
    std::vector<QSpinBox*> m_scores; // by player
    QLabel* m_preview = nullptr;
    QLabel* m_refusal = nullptr;
    QPushButton* m_correct = nullptr;
};

} // namespace tablee::dominion_campaign::ui
