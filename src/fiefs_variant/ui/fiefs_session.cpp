// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/ui/fiefs_session.hpp"

#include "fiefs_variant/ui/board_view.hpp"
#include "fiefs_variant/ui/fiefs_controller.hpp"
#include "fiefs_variant/ui/fiefs_view.hpp"

#include "gui/results_dialog.hpp"

#include <QAction>
#include <QEvent>
#include <QTextBrowser>

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
    m_resultsAction = new QAction(this);
    m_resultsAction->setObjectName(QStringLiteral("fiefsResultsAction"));
    connect(m_resultsAction, &QAction::triggered, this, &FiefsSession::showResults);
    m_wasOver = m_controller->isOver();
    m_resultsAction->setEnabled(m_wasOver);
    connect(m_controller.get(), &FiefsController::stateChanged, this, [this] {
        const bool over = m_controller->isOver();
        m_resultsAction->setEnabled(over);
        if (over && !m_wasOver) // queued: the move that ended the game finishes first
            QMetaObject::invokeMethod(this, &FiefsSession::showResults, Qt::QueuedConnection);
        m_wasOver = over;
    });
    followLanguage(m_view.get());
}

void FiefsSession::retranslate()
{
    m_resultsAction->setText(tr("&Results…"));
}

QList<QAction*> FiefsSession::gameActions()
{
    return {m_resultsAction};
}

void FiefsSession::showResults()
{
    if (!m_controller->isOver())
        return; // undone meanwhile
    auto* dialog = new gui::ResultsDialog(tr("Fiefs — results"), this, m_view.get());
    dialog->setObjectName(QStringLiteral("fiefsResults"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->browser()->setHtml(m_view->resultsHtml());
    dialog->open();
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
