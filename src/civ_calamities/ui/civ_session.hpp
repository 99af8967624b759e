// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "civ_calamities/engine/rules.hpp"
#include "gui/variant_module.hpp"
#include "gui/zoom_actions.hpp"

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
class CivSession : public gui::GameSession {
    Q_OBJECT

public:
    explicit CivSession(Game game, QObject* parent = nullptr);
    ~CivSession() override;

    QWidget* widget() override;
    QList<QAction*> gameActions() override;
    QList<QAction*> viewActions() override;

    CivController& controller() const { return *m_controller; }
    CivView& view() const { return *m_view; }

    // The sheet of what happened at this table (civ_sheet.hpp), for the PDF and the printer.
    std::unique_ptr<QTextDocument> calamitiesSheet() const;
    // The expansion's preview in words (what grows, what goes back, the conflicts), as the dialog
    // shows it before the table applies it.
    QString expansionPreview() const;

public slots:
    void askCalamity();
    void askExpansion();
    void askSupport();

private:
    CivSession(std::unique_ptr<CivController> controller, QObject* parent);
    void retranslate() override;

    std::unique_ptr<CivController> m_controller;
    std::unique_ptr<CivView> m_view;
    QAction* m_calamityAction = nullptr;
    QAction* m_expansionAction = nullptr;
    QAction* m_supportAction = nullptr;
    gui::ZoomActions* m_zoom = nullptr; // the View menu
    QAction* m_sheetAction = nullptr;
    QAction* m_printAction = nullptr;
    QAction* m_endAction = nullptr; // the table ends the game: the board is the result
    std::optional<CalamityStart> m_lastStart; // what the calamity dialog offers first
};

} // namespace tablee::civ_calamities::ui
