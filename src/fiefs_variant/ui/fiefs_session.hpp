// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiefs_variant/engine/rules.hpp"

#include "gui/game_session_of.hpp"

#include <memory>

namespace tablee::fiefs_variant::ui {

class FiefsController;
class FiefsView;

// A game of Fiefs open in the window: the board and the side panel, the View menu's zoom, and the
// results when the game ends (the Game menu opens them again).
class FiefsSession : public gui::GameSessionOf<FiefsController, FiefsView> {
    Q_OBJECT

public:
    explicit FiefsSession(Game game, QObject* parent = nullptr);
    ~FiefsSession() override;

    // The results of the finished game in a dialog (who won and why, each player's fiefs), with
    // "Play again"; it opens by itself when the game ends. Nothing while the game goes on.
    void showResults();
    // How far a game went, for the games in progress: "round 3", or its setup.
    static QString progressText(const Game& game);

private:
    QAction* m_resultsAction = nullptr; // the Game menu's, once the game is over
    bool m_wasOver = false; // to open the results when the game ends, not when a finished one is opened
};

} // namespace tablee::fiefs_variant::ui
