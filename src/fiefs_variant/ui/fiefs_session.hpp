// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiefs_variant/engine/rules.hpp"

#include "gui/variant_module.hpp"
#include "gui/zoom_actions.hpp"

#include <memory>

namespace tablee::fiefs_variant::ui {

class FiefsController;
class FiefsView;

// A game of Fiefs open in the window: the board and the side panel, the View menu's zoom, and the
// results when the game ends (the Game menu opens them again).
class FiefsSession : public gui::GameSession {
    Q_OBJECT

public:
    explicit FiefsSession(Game game, QObject* parent = nullptr);
    ~FiefsSession() override;

    QWidget* widget() override;
    QList<QAction*> viewActions() override;
    QList<QAction*> gameActions() override;

    // The results of the finished game in a dialog (who won and why, each player's fiefs), with
    // "Play again"; it opens by itself when the game ends. Nothing while the game goes on.
    void showResults();

    FiefsController& controller() const { return *m_controller; }
    FiefsView& view() const { return *m_view; }

private:
    FiefsSession(std::unique_ptr<FiefsController> controller, QObject* parent);
    void retranslate() override;

    std::unique_ptr<FiefsController> m_controller;
    std::unique_ptr<FiefsView> m_view;
    gui::ZoomActions* m_zoom = nullptr; // the View menu
    QAction* m_resultsAction = nullptr; // the Game menu's, once the game is over
    bool m_wasOver = false; // to open the results when the game ends, not when a finished one is opened
};

} // namespace tablee::fiefs_variant::ui
