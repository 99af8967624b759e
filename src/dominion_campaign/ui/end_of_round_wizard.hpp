// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <cstddef>
#include <vector>

class QButtonGroup;
class QLabel;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace tablee::dominion_campaign::ui {

class CampaignController;

// The end of a round, step by step, as the engine's phase dictates: the scores; each player's
// private keep (pass the screen, show the choices, confirm, so that nobody sees another's
// choice); the eliminations, chooser by chooser; the new cards drawn and the new playing order.
// After the last round: the final ranking. It can be closed and reopened at any step: the
// campaign itself remembers where the round is.
class EndOfRoundWizard : public QDialog {
    Q_OBJECT

public:
    enum class Step { scores, passScreen, keepChoice, eliminate, reveal, finalRanking, nothing };

    explicit EndOfRoundWizard(CampaignController& controller, QWidget* parent = nullptr);

    Step step() const { return m_step; }
    // The player whose keep is being chosen (passScreen, keepChoice).
    std::size_t keepPlayer() const { return m_keepPlayer; }
    QLabel* titleLabel() const { return m_title; }
    QLabel* refusalLabel() const { return m_refusal; }
    QPushButton* confirmButton() const { return m_confirm; }
    QWidget* page() const { return m_page; }

signals:
    // "Print the setup sheet…" on the page that reveals the next round.
    void setupSheetRequested();
    // "Print the results…" on the final ranking.
    void resultsRequested();

protected:
    void changeEvent(QEvent* event) override;
    // Enter in a score box goes to the next player's box, and confirms after the last one.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Shows the step the campaign's phase asks for (the first missing keep...).
    void showNextStep();
    void showScores();
    // Under the scores, what Confirm would record (after Enter in the last box).
    void showScoresToRecord();
    void showPassScreen(std::size_t player);
    void showKeepChoice(std::size_t player);
    void showElimination();
    void showReveal();
    void showFinalRanking();
    void confirm();
    void confirmStep();
    // A fresh page, the window titled with the round ending (`round`; 0: the current one).
    void newPage(int round = 0);
    // The confirm button waits until one of `choices` is chosen.
    void enableConfirmOnChoice(QButtonGroup* choices);

    CampaignController& m_controller;
    Step m_step = Step::nothing;
    std::size_t m_keepPlayer = 0;
    QLabel* m_title = nullptr;
    QWidget* m_page = nullptr;
    QVBoxLayout* m_pageHolder = nullptr;
    QLabel* m_refusal = nullptr;
    QPushButton* m_confirm = nullptr;
    QPushButton* m_close = nullptr;
    std::vector<QSpinBox*> m_scoreBoxes; // on the scores page, in playing order
};

} // namespace tablee::dominion_campaign::ui
