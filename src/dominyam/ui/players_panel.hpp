// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QVBoxLayout;

namespace tablee::dominyam::ui {

class DominyamController;

// Each player: name, points so far (as if the game ended now), and the tiles eaten, drawn as
// dominoes in their tray. The player to move is marked.
class PlayersPanel : public QWidget {
    Q_OBJECT

public:
    explicit PlayersPanel(DominyamController& controller, QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void refresh();

    DominyamController& m_controller;
    QVBoxLayout* m_layout = nullptr;
    std::vector<class PlayerCard*> m_cards;
};

} // namespace tablee::dominyam::ui
