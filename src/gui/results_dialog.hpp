// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game's results on screen, the same in every variant: the variant's document (who won, why,
// each player's points), Close, and at the end of a game "Play again", which asks the session
// for another game at the same table. A variant adds its own buttons (a PDF...) to buttons().

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTextBrowser;

namespace tablee::gui {

class GameSession;

class ResultsDialog : public QDialog {
    Q_OBJECT

public:
    // `session`: the finished game, for "Play again"; nullptr while the game goes on (no button).
    ResultsDialog(const QString& title, GameSession* session, QWidget* parent);

    QTextBrowser* browser() const { return m_browser; }
    QDialogButtonBox* buttons() const { return m_buttons; }
    // A line said above the results (where the score stands in a high-score table...); hidden
    // when empty.
    void setNote(const QString& note);

protected:
    // The results from their top, whoever filled them (a document written with a cursor left
    // it at its end, the browser scrolled down to it: the heading out of sight).
    void showEvent(QShowEvent* event) override;

private:
    QLabel* m_note = nullptr;
    QTextBrowser* m_browser = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    QPushButton* m_playAgain = nullptr;
};

} // namespace tablee::gui
