// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/results_dialog.hpp"

#include "gui/variant_module.hpp"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextCursor>
#include <QVBoxLayout>

#include <algorithm>

namespace tablee::gui {

ResultsDialog::ResultsDialog(const QString& title, GameSession* session, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("resultsDialog"));
    setWindowTitle(title);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("resultsNote"));
    m_note->setWordWrap(true);
    QFont bold = m_note->font();
    bold.setBold(true);
    m_note->setFont(bold);
    m_note->hide();
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("results"));
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (session) {
        m_playAgain = m_buttons->addButton(tr("&Play again"), QDialogButtonBox::AcceptRole);
        m_playAgain->setObjectName(QStringLiteral("playAgainButton"));
        m_playAgain->setDefault(true);
        connect(m_playAgain, &QPushButton::clicked, this, [this, session] {
            accept();
            emit session->playAgainRequested();
        });
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_note);
    layout->addWidget(m_browser);
    layout->addWidget(m_buttons);
    // As large as a page, but whole on the screen, its title bar included.
    const QRect screen = (parent ? parent->screen() : QGuiApplication::primaryScreen())->availableGeometry();
    resize(std::min(720, screen.width() - 40), std::min(760, screen.height() - 80));
}

void ResultsDialog::setNote(const QString& note)
{
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

void ResultsDialog::showEvent(QShowEvent* event)
{
    QDialog::showEvent(event);
    m_browser->moveCursor(QTextCursor::Start);
    m_browser->verticalScrollBar()->setValue(0);
}

} // namespace tablee::gui
