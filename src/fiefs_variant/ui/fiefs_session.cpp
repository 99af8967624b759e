// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/ui/fiefs_session.hpp"

#include "fiefs_variant/ui/board_view.hpp"
#include "fiefs_variant/ui/fiefs_controller.hpp"
#include "fiefs_variant/ui/fiefs_view.hpp"

#include <QAction>

namespace tablee::fiefs_variant::ui {

FiefsSession::FiefsSession(Game game, QObject* parent)
    : FiefsSession(std::make_unique<FiefsController>(std::move(game)), parent)
{ }

// The controller is made first: the base session is built on it before the members are.
FiefsSession::FiefsSession(std::unique_ptr<FiefsController> controller, QObject* parent)
    : gui::GameSession(controller.get(), parent), m_controller(std::move(controller)),
      m_view(std::make_unique<FiefsView>(*m_controller))
{
    m_zoom = new gui::ZoomActions(*m_view->board(), this);
}

FiefsSession::~FiefsSession() = default;

QWidget* FiefsSession::widget()
{
    return m_view.get();
}

QList<QAction*> FiefsSession::viewActions()
{
    return m_zoom->actions();
}

} // namespace tablee::fiefs_variant::ui
