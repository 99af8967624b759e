// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/ui/fiefs_session.hpp"

#include "fiefs_variant/ui/board_view.hpp"
#include "fiefs_variant/ui/fiefs_controller.hpp"
#include "fiefs_variant/ui/fiefs_view.hpp"

#include "gui/results_dialog.hpp"

#include <QAction>
#include <QLocale>
#include <QTextBrowser>

namespace tablee::fiefs_variant::ui {

FiefsSession::FiefsSession(Game game, QObject* parent) : GameSessionOf(parent, std::move(game))
{
    zoomWith(*view().board());
    m_resultsAction = addGameAction([] { return tr("&Results…"); }, [this] { showResults(); });
    m_resultsAction->setObjectName(QStringLiteral("fiefsResultsAction"));
    m_wasOver = controller().isOver();
    m_resultsAction->setEnabled(m_wasOver);
    connect(&controller(), &FiefsController::stateChanged, this, [this] {
        const bool over = controller().isOver();
        m_resultsAction->setEnabled(over);
        if (over && !m_wasOver) // queued: the move that ended the game finishes first
            QMetaObject::invokeMethod(this, &FiefsSession::showResults, Qt::QueuedConnection);
        m_wasOver = over;
    });
    followLanguage(&view());
}

void FiefsSession::showResults()
{
    if (!controller().isOver())
        return; // undone meanwhile
    auto* dialog = new gui::ResultsDialog(tr("Fiefs — results"), this, &view());
    dialog->setObjectName(QStringLiteral("fiefsResults"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->browser()->setHtml(view().resultsHtml());
    dialog->open();
}

FiefsSession::~FiefsSession() = default;

QString FiefsSession::progressText(const Game& game)
{
    const State& state = game.state();
    if (state.step == Step::setup)
        return tr("setting up (castles and first knights)", "how far a game in progress went");
    return tr("round %1", "how far a game in progress went").arg(QLocale().toString(state.round));
}

} // namespace tablee::fiefs_variant::ui
