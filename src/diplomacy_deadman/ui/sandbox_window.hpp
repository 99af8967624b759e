// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diplomacy_deadman/engine/game.hpp"

#include <QMainWindow>

#include <memory>

class QAction;

namespace tablee::diplomacy_deadman::ui {

class DiplomacySession;

// A sandbox beside the game in progress: a window of its own where one person writes every
// power's orders from a position (a phase of the game's history, or an edited one), adjudicates,
// undoes, edits again or saves it as a file. The game it came from stays open and untouched.
class SandboxWindow : public QMainWindow {
    Q_OBJECT

public:
    // Precondition: `session` holds a sandbox game.
    explicit SandboxWindow(std::unique_ptr<DiplomacySession> session, QWidget* parent = nullptr);
    ~SandboxWindow() override;

    DiplomacySession& session() const { return *m_session; }
    // Puts `session` (a sandbox) in the window, in place of the one there: its view, its commands.
    void setSession(std::unique_ptr<DiplomacySession> session);
    // Writes the sandbox as a save file Tablée opens (File > Open); false when it could not.
    bool saveTo(const QString& path);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateActions();

    std::unique_ptr<DiplomacySession> m_session;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_save = nullptr;
    QAction* m_close = nullptr;
    QMenu* m_menu = nullptr;
    QAction* m_gameActionsEnd = nullptr; // the separator after the session's commands
    bool m_modified = false;
};

} // namespace tablee::diplomacy_deadman::ui
