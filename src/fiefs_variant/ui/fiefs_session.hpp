// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiefs_variant/engine/rules.hpp"

#include "gui/variant_module.hpp"
#include "gui/zoom_actions.hpp"

#include <memory>

namespace tablee::fiefs_variant::ui {

class FiefsController;
class FiefsView;

// A game of Fiefs open in the window: the board and the side panel, and the View menu's zoom.
class FiefsSession : public gui::GameSession {
    Q_OBJECT

public:
    explicit FiefsSession(Game game, QObject* parent = nullptr);
    ~FiefsSession() override;

    QWidget* widget() override;
    QList<QAction*> viewActions() override;

    FiefsController& controller() const { return *m_controller; }
    FiefsView& view() const { return *m_view; }

private:
    FiefsSession(std::unique_ptr<FiefsController> controller, QObject* parent);

    std::unique_ptr<FiefsController> m_controller;
    std::unique_ptr<FiefsView> m_view;
    gui::ZoomActions* m_zoom = nullptr; // the View menu
};

} // namespace tablee::fiefs_variant::ui
