// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diplomacy_deadman/engine/orders.hpp"
#include "diplomacy_deadman/engine/rules.hpp"

#include <QWidget>

#include <optional>

class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QRadioButton;
class QStackedWidget;
class QTextBrowser;

namespace tablee::diplomacy_deadman::ui {

class DiplomacyController;
class MapView;

// The game at one computer. Between writers the board is on screen for everyone to negotiate
// over (the position, the last phase's results faintly, who still has to write); when the next
// writer asks for the computer, a hand-over screen (nobody sees another's orders), then the
// writing screen (the map, where a unit and then its target are clicked, and the list of orders,
// which may also be typed in the usual notation with completion); after the last hand-in the
// reveal: every order, every proposal and the dead man's tally, the results drawn on the map.
class DiplomacyView : public QWidget {
    Q_OBJECT

public:
    explicit DiplomacyView(DiplomacyController& controller, QWidget* parent = nullptr);

    enum class Page { table, handOver, writing, reveal, over };
    Page page() const;
    MapView* map() const { return m_map; }
    QLineEdit* orderLine() const { return m_orderLine; }
    QPushButton* handInButton() const { return m_handIn; }
    // Back to the board without handing in: the orders written stay the writer's, unseen.
    QPushButton* finishLaterButton() const { return m_finishLater; }
    QComboBox* sandboxPower() const { return m_sandboxPower; }
    QPushButton* startWritingButton() const { return m_startWriting; }
    // The board between writers: who writes next, and the button that hands them the computer.
    QPushButton* nextWriterButton() const { return m_nextWriter; }
    QListWidget* writersList() const { return m_writers; }
    // Under the list, for a person whose orders are handed in and sealed: their take-back.
    QPushButton* takeBackButton() const { return m_takeBack; }
    QTextBrowser* tableText() const { return m_tableText; }
    QLabel* handedInCount() const { return m_handedInCount; }
    QPushButton* backToBoardButton() const { return m_backToBoard; }
    QPushButton* continueButton() const { return m_continue; }
    QPushButton* playAgainButton() const { return m_playAgain; }
    QPushButton* suggestButton() const { return m_suggest; }
    QListWidget* orderList() const { return m_orders; }
    QTextBrowser* revealText() const { return m_revealText; }
    QLabel* revealTitle() const { return m_revealTitle; }
    QString message() const;
    // The played phase whose orders the map shows now: the reveal's, or on the board between
    // phases the last one (faintly); nothing while a player writes.
    const PhasePlayed* shownPhase() const;
    // Writing for the dead man (proposals) instead of one's own units.
    bool writingProposals() const;
    void setWritingProposals(bool proposals);

signals:
    // Hand-in with units without orders: the window asks first (returns through confirmHandIn).
    void handInRequested();
    // The players asked for another game at the same table, from the end of this one.
    void playAgainRequested();

public slots:
    // Ends the current player's writing (after the question about units without orders).
    void handIn();

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    // The list of powers as tall as its lines, wrapped at its width.
    void fitWritersList();

private:
    void refresh();
    void retranslate();
    void showPage(Page page);
    void startWriting();
    void continueAfterReveal();
    void askForComputer();
    // The hand-over screen for `power`'s writer, who takes back the orders handed in.
    void askToTakeBack(Power power);
    // The take-back button for that row of the list (nothing: hidden).
    void showTakeBackFor(std::optional<Power> power);
    // The power of a row of the list that may be chosen; nothing for the others.
    static std::optional<Power> powerOfRow(const QListWidgetItem* item);
    void backToBoard();
    void finishLater();
    void leaveWriting(); // the writing screen's state forgotten (a hand-in, Finish later)
    void refreshTable();
    // The hand-over page for `name`: what happens behind it, and the button that passes it.
    void showHandOver(const QString& name, const QString& text, const QString& button);
    void keepSidePanelWidth();
    static QString eraseText(bool proposals); // the button that removes the selected line
    QString handInText() const; // Hand in, or a sandbox's Adjudicate
    static QString draftsDroppedText(); // DiplomacyController::draftsDropped, in words
    static QString ownUnitsText(Power writer); // the choice of writing one's own orders
    static QString deadMenUnitsText(PowerSet deadMen); // the choice of writing proposals
    void onProvinceClicked(ProvinceId province);
    void typeOrder();
    // The orders (in codes, once each) of the completion list for `part`.
    QStringList ordersCompleting(const QString& part) const;
    // Ctrl+Return: the order on the line, if any, then the hand-in.
    void handInFromKeyboard();
    void chooseAmong(const std::vector<Order>& orders);
    // Escape: the completion list closed if open, else one step back from what the clicks chose (the
    // support's unit, then the unit).
    void stepBack();
    // A click on a unit the selected one may both move onto and support: a menu of the moves and
    // "Support the unit in …" (a convoy too when `choices`, the selected unit's, has one). True for
    // the support; otherwise `moves` is left with the move chosen, or empty when the menu was closed.
    bool askSupportRatherThanMove(ProvinceId province, const std::vector<Order>& choices, std::vector<Order>& moves);
    void refreshWriting();
    void refreshReveal();
    void refreshHighlights();

    DiplomacyController& m_controller;
    QStackedWidget* m_pages = nullptr;
    // Hand-over.
    QLabel* m_handOverTitle = nullptr;
    QLabel* m_handOverText = nullptr;
    QPushButton* m_startWriting = nullptr;
    QPushButton* m_backToBoard = nullptr;
    // The board between writers.
    QWidget* m_tablePanel = nullptr;
    QLabel* m_tableTitle = nullptr;
    QTextBrowser* m_tableText = nullptr;
    QLabel* m_handedInCount = nullptr;
    QListWidget* m_writers = nullptr;
    QPushButton* m_nextWriter = nullptr;
    QPushButton* m_takeBack = nullptr;
    std::optional<Power> m_takeBackPower; // the row m_takeBack is for
    // Writing, and the map shared with the reveal.
    MapView* m_map = nullptr;
    QLabel* m_phaseTitle = nullptr;
    QLabel* m_writerTitle = nullptr;
    QComboBox* m_sandboxPower = nullptr; // a sandbox: whose orders are written now
    QRadioButton* m_ownUnits = nullptr;
    QRadioButton* m_deadManUnits = nullptr;
    QButtonGroup* m_mode = nullptr;
    QListWidget* m_orders = nullptr;
    QLineEdit* m_orderLine = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_eraseButton = nullptr;
    QPushButton* m_handIn = nullptr;
    QPushButton* m_finishLater = nullptr;
    QStackedWidget* m_side = nullptr; // beside the map: the writing panel or the reveal
    QWidget* m_writingPanel = nullptr;
    // Reveal.
    QWidget* m_revealPanel = nullptr;
    QTextBrowser* m_revealText = nullptr;
    QPushButton* m_continue = nullptr;
    QPushButton* m_playAgain = nullptr;
    QPushButton* m_suggest = nullptr;
    QLabel* m_revealTitle = nullptr;
    // The click in progress: the unit chosen, then (support, convoy) the other unit.
    std::optional<ProvinceId> m_selected;
    std::optional<ProvinceId> m_other;
    // The reveal is shown after a phase is played, until "Continue".
    bool m_revealing = false;
    bool m_handingOver = false; // the next writer asked for the computer: the hand-over screen
    // The writer the hand-over or writing screen is for (a computer's hand-in leaves it).
    std::optional<Power> m_pageWriter;
    bool m_writing = false; // past the hand-over screen of the current writer
    // The hand-over screen is for this writer's take-back of their sealed hand-in.
    std::optional<Power> m_takingBack;
};

} // namespace tablee::diplomacy_deadman::ui
