// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/variant_module.hpp"
#include "gui/zoom_actions.hpp"

#include <QAction>
#include <QList>
#include <QWidget>

#include <memory>
#include <utility>

namespace tablee::gui {

// The skeleton of every variant's session, once: its controller (made first, since the base
// session is built on it), its view made on the controller and shown as the window's widget, and
// for a board that zooms the View menu's zoom. A variant's session derives from it and adds its
// own commands; it keeps calling followLanguage at the end of its constructor.
// Controller: a gui::GameController; View: a QWidget made from `Controller&`.
template <class Controller, class View> class GameSessionOf : public GameSession {
public:
    QWidget* widget() override { return m_widget; }
    QList<QAction*> viewActions() override { return m_zoom ? m_zoom->actions() : QList<QAction*> {}; }

    Controller& controller() const { return *m_controller; }
    View& view() const { return *m_view; }

protected:
    // The controller made of `arguments` (the game, and whatever else the variant's controller takes).
    template <class... Arguments>
    explicit GameSessionOf(QObject* parent, Arguments&&... arguments)
        : GameSessionOf(std::make_unique<Controller>(std::forward<Arguments>(arguments)...), parent)
    { }

    // The board the View menu zooms (Ctrl+±, Ctrl+0, fit).
    void zoomWith(ZoomableView& board)
    {
        Q_ASSERT(!m_zoom);
        m_zoom = new ZoomActions(board, this);
    }

private:
    GameSessionOf(std::unique_ptr<Controller> controller, QObject* parent)
        : GameSession(controller.get(), parent), m_controller(std::move(controller)),
          m_view(std::make_unique<View>(*m_controller)), m_widget(m_view.get())
    { }

    // Destroyed in reverse: the view before the controller it shows.
    std::unique_ptr<Controller> m_controller;
    std::unique_ptr<View> m_view;
    // The view as the window sees it, converted where View is whole (the sessions' headers only
    // declare it).
    QWidget* m_widget = nullptr;
    ZoomActions* m_zoom = nullptr; // owned as a child; null without a zooming board
};

} // namespace tablee::gui
