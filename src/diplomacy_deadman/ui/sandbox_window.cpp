// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/ui/sandbox_window.hpp"

#include "core/version.hpp"
#include "diplomacy_deadman/ui/diplomacy_controller.hpp"
#include "diplomacy_deadman/ui/diplomacy_session.hpp"
#include "diplomacy_deadman/ui/diplomacy_texts.hpp"
#include "gui/confirm.hpp"
#include "gui/file_places.hpp"
#include "gui/save_files.hpp"
#include "gui/window_memory.hpp"

#include <QAction>
#include <QCloseEvent>
#include <QDateTime>
#include <QMenuBar>
#include <QMessageBox>

#include <array>
#include <cassert>

namespace tablee::diplomacy_deadman::ui {

SandboxWindow::SandboxWindow(std::unique_ptr<DiplomacySession> session, QWidget* parent)
    : QMainWindow(parent, Qt::Window)
{
    setObjectName(QStringLiteral("diplomacySandbox"));
    setAttribute(Qt::WA_DeleteOnClose);
    m_menu = menuBar()->addMenu(QString());
    m_undo = m_menu->addAction(QString(), this, [this] { m_session->undo(); });
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_menu->addAction(QString(), this, [this] { m_session->redo(); });
    m_redo->setShortcut(QKeySequence::Redo);
    m_menu->addSeparator();
    m_gameActionsEnd = m_menu->addSeparator(); // the session's commands go before it
    m_save = m_menu->addAction(QString(), this, [this] {
        const std::array types {gui::FileType {tr("Tablée games"), QStringLiteral("tablee")}};
        const auto chosen
            = gui::FilePlaces::askWhereToWrite(this, tr("Save the sandbox"), tr("Diplomacy sandbox"), types);
        if (chosen && !saveTo(chosen->path))
            QMessageBox::warning(this, tr("Cannot save the sandbox"), tr("Could not write %1.").arg(chosen->path));
    });
    m_save->setShortcut(QKeySequence::Save);
    m_close = m_menu->addAction(QString(), this, &QWidget::close);
    m_close->setShortcut(QKeySequence::Close);
    setSession(std::move(session));
    gui::rememberGeometry(*this, QStringLiteral("window/diplomacySandbox"), QSize(1200, 760));
    retranslate();
    updateActions();
}

SandboxWindow::~SandboxWindow()
{
    // The view belongs to the session: taken back from the window before either goes.
    if (auto* view = centralWidget(); view == m_session->widget())
        takeCentralWidget();
}

void SandboxWindow::setSession(std::unique_ptr<DiplomacySession> session)
{
    assert(session && session->controller().isSandbox());
    if (m_session) {
        for (QAction* action : m_session->gameActions())
            m_menu->removeAction(action);
        if (centralWidget() == m_session->widget())
            takeCentralWidget(); // the session deletes its view
    }
    m_session = std::move(session);
    setCentralWidget(m_session->widget());
    m_session->widget()->show(); // put into a window already shown, it would stay hidden
    m_menu->insertActions(m_gameActionsEnd, m_session->gameActions());
    connect(m_session.get(), &gui::GameSession::changed, this, [this] {
        m_modified = true;
        updateActions();
    });
    // An edited position goes on in this window, from the position chosen (queued: the session
    // asking is replaced, and must not be deleted while it asks).
    connect(
        m_session.get(), &gui::GameSession::replacementRequested, this,
        [this](const QByteArray& game) {
            auto replacement = Game::from_json(nlohmann::json::parse(game.toStdString()));
            assert(replacement); // a game the session made
            setSession(std::make_unique<DiplomacySession>(std::move(*replacement)));
            m_modified = true;
            updateActions();
        },
        Qt::QueuedConnection);
    updateActions();
}

bool SandboxWindow::saveTo(const QString& path)
{
    const std::string text = core::write_save(Rules::save_schema(), m_session->saveGame(), core::app_version,
        QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString());
    if (!gui::writeFileAtomically(path, text))
        return false;
    m_modified = false;
    return true;
}

void SandboxWindow::closeEvent(QCloseEvent* event)
{
    // A sandbox is a study, yet what was written in it is asked about before it goes.
    if (m_modified) {
        if (!gui::confirm(this, tr("Close the sandbox?"),
                tr("The orders played in this sandbox are not saved. Close it anyway?"), tr("C&lose the sandbox"))) {
            event->ignore();
            return;
        }
    }
    event->accept();
}

void SandboxWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void SandboxWindow::retranslate()
{
    m_menu->setTitle(tr("&Sandbox"));
    m_save->setText(tr("Sa&ve the sandbox as…"));
    m_close->setText(tr("&Close the sandbox"));
    updateActions();
}

void SandboxWindow::updateActions()
{
    m_undo->setEnabled(m_session->canUndo());
    m_redo->setEnabled(m_session->canRedo());
    m_undo->setText(tr("&Undo the phase"));
    m_redo->setText(tr("&Redo the phase"));
    const auto& start = m_session->controller().game().initial_state().position;
    setWindowTitle(tr("Sandbox from %1 — Diplomacy").arg(DiplomacyTexts::phaseName(start.phase)));
}

} // namespace tablee::diplomacy_deadman::ui
