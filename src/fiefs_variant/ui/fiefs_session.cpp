// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/ui/fiefs_session.hpp"

#include "fiefs_variant/ui/board_view.hpp"
#include "fiefs_variant/ui/fiefs_controller.hpp"
#include "fiefs_variant/ui/fiefs_view.hpp"

#include <QAction>
#include <QEvent>

namespace tablee::fiefs_variant::ui {

FiefsSession::FiefsSession(Game game, QObject* parent)
    : FiefsSession(std::make_unique<FiefsController>(std::move(game)), parent)
{ }

// The controller is made first: the base session is built on it before the members are.
FiefsSession::FiefsSession(std::unique_ptr<FiefsController> controller, QObject* parent)
    : gui::GameSession(controller.get(), parent), m_controller(std::move(controller)),
      m_view(std::make_unique<FiefsView>(*m_controller))
{
    m_fitAction = new QAction(this);
    m_fitAction->setObjectName(QStringLiteral("fitBoard"));
    m_fitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_fitAction, &QAction::triggered, m_view->board(), &BoardView::fitToWindow);
    m_view->installEventFilter(this);
    retranslate();
}

FiefsSession::~FiefsSession() = default;

QWidget* FiefsSession::widget()
{
    return m_view.get();
}

QList<QAction*> FiefsSession::gameActions()
{
    return {m_fitAction};
}

bool FiefsSession::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_view.get() && event->type() == QEvent::LanguageChange)
        retranslate();
    return gui::GameSession::eventFilter(watched, event);
}

void FiefsSession::retranslate()
{
    m_fitAction->setText(tr("&Fit the board to the window"));
}

} // namespace tablee::fiefs_variant::ui
