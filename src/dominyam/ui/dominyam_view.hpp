// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <array>

class QLabel;

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
    // The line saying what the previous turn did (empty in a solo game and before any turn).
    QString lastTurnText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void showMessage(const QString& text, bool warning);
    void retranslate();

    DominyamController& m_controller;
    TurnTrack* m_track = nullptr;
    BoardView* m_board = nullptr;
    PlayersPanel* m_players = nullptr;
    QLabel* m_sheetTitle = nullptr;
    gui::ScoreSheetView* m_sheetView = nullptr;
    gui::ScoreSheetModel* m_sheetModel = nullptr;
    DiceTray* m_dice = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_lastTurn = nullptr; // what the player before did, to follow a computer's turn
    QWidget* m_legend = nullptr;
    std::array<QLabel*, 5> m_legendTexts {}; // in the order of TileMark, then the held die
};

} // namespace tablee::dominyam::ui
