// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "civ_calamities/engine/rules.hpp"
#include "gui/game_session_of.hpp"

#include <QString>

#include <memory>
#include <optional>

class QTextDocument;

namespace tablee::civ_calamities::ui {

class CivController;
class CivView;

// The referee open in the window: the board and its Game menu (resolve a calamity, the
// population expansion and the city support check on demand, fit the board, the calamities
// sheet as a PDF).
class CivSession : public gui::GameSessionOf<CivController, CivView> {
    Q_OBJECT

public:
    explicit CivSession(Game game, QObject* parent = nullptr);
    ~CivSession() override;

    // The sheet of what happened at this table (civ_sheet.hpp), for the PDF and the printer.
    std::unique_ptr<QTextDocument> calamitiesSheet() const;
    // The expansion's preview in words (what grows, what goes back, the conflicts), as the dialog
    // shows it before the table applies it.
    QString expansionPreview() const;
    // The surplus phase's preview in words: what goes back to the stocks, and the conflicts left
    // to the table.
    QString surplusPreview() const;
    // An evening is a record of what happened at the table, not a ranking: nobody wins it.
    static void describeResult(const Game& game, core::GameResult& result);
    // How far an evening went, for the list of games in progress: the referee's changes to the
    // board (nobody "moves" there).
    static QString progressText(const Game& game);

public slots:
    void askCalamity();
    void askExpansion();
    void askSurplus();
    void askSupport();

private:
    std::optional<CalamityStart> m_lastStart; // what the calamity dialog offers first
};

} // namespace tablee::civ_calamities::ui
