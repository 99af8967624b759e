// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiefs_variant/engine/game.hpp"

#include <QElapsedTimer>
#include <QWidget>

#include <array>

class QBoxLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTextBrowser;
class QTreeWidget;

namespace tablee::fiefs_variant::ui {

class BoardView;
class FiefsController;

// The game of Fiefs in the window: the board on the left; on the right whose turn it is and what
// is asked, the players (points against the King token, ducats, knights, castles), the price list
// as the action panel (each action with its price; one that cannot be bought greyed, with why),
// the last die and what it meant, the targets of the moment as a list (the keyboard's way to
// the board), the log; once over, the results with each fief's spaces and value.
class FiefsView : public QWidget {
    Q_OBJECT

public:
    explicit FiefsView(FiefsController& controller, QWidget* parent = nullptr);

    BoardView* board() const { return m_board; }
    // The results of a finished game as HTML (the results panel; the tests read it).
    QString resultsHtml() const;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // Why an action cannot be bought, on one line shortened to the label's room (whole in its tooltip).
    static void showReason(QLabel& label, const QString& reason);
    void refresh();
    void retranslate();
    // Sizes the board and the panel, and sets the price list above or beside the targets.
    void adaptLayout();
    void placeReasons();
    // The key of the price list's `index`th action: bought, or why it cannot be.
    void pressAction(std::size_t index);
    void showRefusal(const core::Error& error);
    void pickTarget(int row);
    // A click in the targets' list picks, as a click on the board does; Enter too. A double click
    // picks once: its second click and its activation, within the double-click time of a pick by
    // click, are that same pick.
    void clickTarget(int row);
    void activateTarget(int row);
    bool pickedByClickJustNow() const;
    // The fiefs the borders picked so far, and `edge` (-1: none), would close.
    void showPreview(int edge);

    FiefsController& m_controller;
    QElapsedTimer m_sinceClickPick; // invalid: no pick by click yet
    BoardView* m_board = nullptr;
    QLabel* m_turn = nullptr;
    QLabel* m_prompt = nullptr;
    QLabel* m_refusal = nullptr;
    QStackedWidget* m_message = nullptr; // the prompt, or a refusal in its place
    QTreeWidget* m_players = nullptr;
    QWidget* m_side = nullptr;
    QSplitter* m_split = nullptr;
    bool m_dividerMoved = false;
    QBoxLayout* m_columns = nullptr; // the price list's column, and that of the targets and the log
    QWidget* m_pricePanel = nullptr;
    QWidget* m_targetsPanel = nullptr;
    QLabel* m_priceTitle = nullptr;
    std::array<QPushButton*, action_count> m_actions {};
    std::array<QLabel*, action_count> m_prices {};
    std::array<QLabel*, action_count> m_whyNot {};
    // Beside the targets, where the reasons have no room beside their actions: them all under the
    // price list, each after its action's key (a review at 1024x700 found them in tooltips only).
    QLabel* m_whyNotList = nullptr;
    QLabel* m_dieFace = nullptr;
    QLabel* m_die = nullptr;
    QLabel* m_targetsTitle = nullptr;
    QListWidget* m_targets = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_decline = nullptr;
    QPushButton* m_ally = nullptr;
    QLabel* m_logTitle = nullptr;
    QListWidget* m_log = nullptr;
    QTextBrowser* m_results = nullptr;
};

} // namespace tablee::fiefs_variant::ui
