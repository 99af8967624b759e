// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <array>

class QLabel;
class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace tablee::gui {
class ScoreSheetModel;
class ScoreSheetView;
} // namespace tablee::gui

namespace tablee::dominyam::ui {

class BoardView;
class DiceTray;
class DominyamController;
class PlayersPanel;
class TurnTrack;

// The game screen: turn track on top, the board, the players' trays and the score sheet, the
// dice tray and the message line at the bottom.
class DominyamView : public QWidget {
    Q_OBJECT

public:
    explicit DominyamView(DominyamController& controller, QWidget* parent = nullptr);

    BoardView* board() const { return m_board; }
    DiceTray* diceTray() const { return m_dice; }
    TurnTrack* turnTrack() const { return m_track; }
    gui::ScoreSheetModel* scoreSheet() const { return m_sheetModel; }
    QString message() const;
    // The line saying what the last turn did (empty before any turn).
    QString lastTurnText() const;

    // What the view needs, its dice small and its legend folded (the window's scroll area keeps
    // to it: at scale 2 on 1920x1080 the status line was below the window's edge).
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool event(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();
    // Full-size dice and the legend in the side where the height allows, else smaller dice, then
    // the legend behind a button.
    void fitToHeight();
    int legendRoom() const; // its rows and the spacing above them
    // The players' cards as high as they are at the width they have (up to four; more scroll): a
    // solo tray wrapping to a third row under a long penalty line scrolled from turn 7 (a review).
    void fitPlayers();
    void showLegendPopup();
    void showMessage(const QString& text, bool warning);
    void retranslate();

    DominyamController& m_controller;
    TurnTrack* m_track = nullptr;
    BoardView* m_board = nullptr;
    PlayersPanel* m_players = nullptr;
    QLabel* m_sheetTitle = nullptr;
    static constexpr int sheet_rows_beside_legend = 3;
    gui::ScoreSheetView* m_sheetView = nullptr;
    gui::ScoreSheetModel* m_sheetModel = nullptr;
    DiceTray* m_dice = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_lastTurn = nullptr; // what the player before did, to follow a computer's turn
    QWidget* m_legend = nullptr;
    QPushButton* m_legendButton = nullptr; // shows the legend when the side has no room for it
    QScrollArea* m_playersScroll = nullptr;
    QVBoxLayout* m_sideLayout = nullptr;
};

} // namespace tablee::dominyam::ui
