// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dominyam/engine/game.hpp"
#include "gui/game_session_of.hpp"

#include <memory>

namespace tablee::dominyam::ui {

class DominyamController;
class DominyamView;
class HighScoreStore;

// A Dominyam game open in the window: the controller, its view and the game's menu commands.
class DominyamSession : public gui::GameSessionOf<DominyamController, DominyamView> {
    Q_OBJECT

public:
    explicit DominyamSession(Game game, QObject* parent = nullptr);
    ~DominyamSession() override;

    // A finished game of several is worth keeping (who won, with what): closing it asks; a solo
    // game's result is in the high-score table already.
    bool askToSaveWhenFinished() const override;
    // How far a game went, for the list of games in progress: its turn, counting down.
    static QString progressText(const Game& game);

private:
    void onGameOver();

    bool m_highScoreRecorded = false;
};

} // namespace tablee::dominyam::ui
