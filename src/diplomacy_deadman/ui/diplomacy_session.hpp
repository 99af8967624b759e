// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diplomacy_deadman/engine/rules.hpp"
#include "gui/game_session_of.hpp"
#include "gui/standings_chart.hpp"

#include <memory>

namespace tablee::diplomacy_deadman::ui {

class DiplomacyController;
class DiplomacyView;
class SandboxWindow;

// A Diplomacy game open in the window: the controller, its view and the Game menu's commands
// (fit the map, agree a draw).
class DiplomacySession : public gui::GameSessionOf<DiplomacyController, DiplomacyView> {
    Q_OBJECT

public:
    explicit DiplomacySession(Game game, QObject* parent = nullptr);
    // How far a game went, for the list of games in progress: its phase.
    static QString progressText(const Game& game);
    // How a game ended, for the results history: one power's solo or a draw, and in which year
    // (a game given up: the year it stopped in).
    static void describeResult(const Game& game, core::GameResult& result);
    // A sandbox game from `position` (no names: one person writes every power).
    Game sandboxFrom(const GameState& position) const;
    // Opens a sandbox from `position` in a window beside this game, which stays as it is.
    SandboxWindow* openSandbox(const GameState& position);
    // Each power's supply centres at the start and after each Fall: the chart's lines.
    std::vector<gui::StandingsLine> centreLines() const;
    // The whole game in the usual notation: the table, then every phase played with its orders
    // and what became of them (phaseRecordText).
    QString recordText() const;
    // The game record as JSON (engine/record.hpp).
    QByteArray recordJson() const;
    // Writes the map as it is shown (its position, the orders of the phase shown, without the
    // screen's hatching) as a PNG (the map 2400 pixels wide) or a one-page A4 landscape PDF, with
    // mapTitle() above it and mapOrders() beside it; false when the file could not be written.
    bool writeMap(const QString& path, bool pdf) const;
    // The season and year of the position the map shows ("Diplomacy — Spring 1901 — movement").
    QString mapTitle() const;
    // The orders of the phase the map shows with what became of them, in the usual notation;
    // empty while a player writes (the map then shows the position alone).
    QString mapOrders() const;
    ~DiplomacySession() override;

    // A whole game's history: closing without saving it deserves a question.
    bool askToSaveWhenFinished() const override { return true; }
    // Redo plays a phase again as it was played: where its orders were changed since the Undo,
    // the table is asked first (the changes stay kept for an Undo).
    void redo() override;

signals:
    void sandboxOpened(tablee::diplomacy_deadman::ui::SandboxWindow* window);

private:
    void retranslate() override;
    void confirmHandIn();

    // The map as it is on screen (position and orders drawn), to a picture or a PDF page.
    void exportMap(bool pdf);
    // The phase in an exported file's name, in the interface's language.
    QString phaseInFileName() const;

    QAction* m_keyAction = nullptr; // its tooltip follows the language
};

} // namespace tablee::diplomacy_deadman::ui
