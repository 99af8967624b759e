// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/ui/history_dialog.hpp"

#include "diplomacy_deadman/ui/diplomacy_controller.hpp"
#include "diplomacy_deadman/ui/diplomacy_texts.hpp"
#include "diplomacy_deadman/ui/map_view.hpp"
#include "diplomacy_deadman/ui/phase_report.hpp"
#include "gui/plain_copy_browser.hpp"
#include "gui/window_memory.hpp"

#include <QDialogButtonBox>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tablee::diplomacy_deadman::ui {

HistoryDialog::HistoryDialog(const DiplomacyController& controller, QWidget* parent)
    : QDialog(parent), m_controller(controller)
{
    setObjectName(QStringLiteral("diplomacyHistory"));
    setWindowTitle(tr("Diplomacy — the game so far"));
    m_phases = new QListWidget;
    m_phases->setObjectName(QStringLiteral("historyPhases"));
    for (const PhasePlayed& phase : m_controller.playedPhases())
        m_phases->addItem(DiplomacyTexts::phaseName(phase.before.phase));
    m_phases->addItem(m_controller.state().draw_agreed
            ? tr("Now: the table agreed a draw")
            : tr("Now: %1").arg(DiplomacyTexts::phaseName(m_controller.position().phase)));
    m_map = new MapView;
    m_report = new gui::PlainCopyBrowser;
    m_report->setObjectName(QStringLiteral("historyReport"));
    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(m_map);
    right->addWidget(m_report);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    m_report->setMinimumHeight(160); // the phase's orders and results: more than three lines
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_phases);
    splitter->addWidget(right);
    splitter->setStretchFactor(1, 1);
    // The list as wide as its longest line ("Now: Spring 1903 — movement", in French longer).
    const int listWidth = m_phases->sizeHintForColumn(0) + 2 * m_phases->frameWidth()
        + m_phases->verticalScrollBar()->sizeHint().width() + 8;
    splitter->setSizes({listWidth, 1100 - listWidth});
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_fork = buttons->addButton(tr("&Try it in a sandbox"), QDialogButtonBox::ActionRole);
    m_fork->setObjectName(QStringLiteral("forkSandbox"));
    m_fork->setToolTip(tr("A new game from the position of this phase, where one person writes every power’s orders."));
    connect(m_fork, &QPushButton::clicked, this, [this] {
        const auto all = m_controller.positions();
        const auto row = static_cast<std::size_t>(std::max(0, m_phases->currentRow()));
        emit forkRequested(all[std::min(row, all.size() - 1)]);
        accept();
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    connect(m_phases, &QListWidget::currentRowChanged, this, &HistoryDialog::showPhase);
    gui::rememberGeometry(*this, QStringLiteral("window/diplomacyHistory"), QSize(1100, 760));
    m_phases->setCurrentRow(m_phases->count() - 1);
}

void HistoryDialog::showPhase(int row)
{
    if (row < 0)
        return;
    const auto& phases = m_controller.playedPhases();
    if (static_cast<std::size_t>(row) < phases.size()) {
        const PlayedPhase& played = phases[static_cast<std::size_t>(row)];
        m_map->setPosition(played.before);
        m_map->setOrders(phaseReportDrawing(played));
        m_report->setHtml(phaseReportHtml(m_controller.options(), played));
        return;
    }
    // Now: the position, nothing ordered yet (or the draw agreed).
    m_map->setPosition(m_controller.position());
    m_map->setOrders({});
    // Who leads now (the list's last line was an empty page).
    const QString standing = DiplomacyTexts::centresStanding(m_controller.position(), standard_map().victory_centres());
    m_report->setHtml((m_controller.state().draw_agreed
                              ? QStringLiteral("<p>%1</p>").arg(tr("The table agreed a draw.").toHtmlEscaped())
                              : QString())
        + QStringLiteral("<p>%1</p>").arg(standing.toHtmlEscaped()));
}

} // namespace tablee::diplomacy_deadman::ui
