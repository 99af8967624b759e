// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/ui/history_dialog.hpp"

#include "diplomacy_deadman/ui/diplomacy_controller.hpp"
#include "diplomacy_deadman/ui/diplomacy_texts.hpp"
#include "diplomacy_deadman/ui/map_view.hpp"
#include "diplomacy_deadman/ui/phase_report.hpp"
#include "gui/plain_copy_browser.hpp"
#include "gui/window_memory.hpp"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

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
    m_map->setFocusPolicy(Qt::NoFocus); // the arrow keys step through the phases here
    m_report = new gui::PlainCopyBrowser;
    m_report->setObjectName(QStringLiteral("historyReport"));
    m_report->setMinimumHeight(160); // the phase's orders and results: more than three lines
    m_earlier = new QPushButton(tr("← &Earlier"));
    m_earlier->setObjectName(QStringLiteral("earlierPhase"));
    m_earlier->setToolTip(tr("The phase before (Left arrow)"));
    m_later = new QPushButton(tr("&Later →"));
    m_later->setObjectName(QStringLiteral("laterPhase"));
    m_later->setToolTip(tr("The phase after (Right arrow)"));
    connect(m_earlier, &QPushButton::clicked, this, [this] { stepPhase(-1); });
    connect(m_later, &QPushButton::clicked, this, [this] { stepPhase(1); });
    // Left and Right step wherever the focus is in the window (the list keeps Up and Down).
    for (const auto& [key, step] : {std::pair {Qt::Key_Left, -1}, std::pair {Qt::Key_Right, 1}}) {
        auto* shortcut = new QShortcut(QKeySequence(key), this);
        shortcut->setContext(Qt::WidgetWithChildrenShortcut);
        connect(shortcut, &QShortcut::activated, this, [this, step] { stepPhase(step); });
    }
    auto* steps = new QHBoxLayout;
    steps->setContentsMargins(0, 0, 0, 0);
    steps->addWidget(m_earlier);
    steps->addWidget(m_later);
    auto* list = new QWidget;
    auto* listColumn = new QVBoxLayout(list);
    listColumn->setContentsMargins(0, 0, 0, 0);
    listColumn->addWidget(m_phases, 1);
    listColumn->addLayout(steps);
    // The map takes the whole height beside the list and the report: at a small screen (1920 x
    // 1080 scaled twice) a map over the report had a strip of the room.
    auto* left = new QSplitter(Qt::Vertical);
    left->addWidget(list);
    left->addWidget(m_report);
    left->setStretchFactor(0, 1);
    left->setStretchFactor(1, 2);
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(left);
    splitter->addWidget(m_map);
    splitter->setStretchFactor(1, 1);
    // The column as wide as the list's longest line ("Now: Spring 1903 — movement", in French
    // longer), and room for the report's orders.
    const int listWidth = std::max(m_phases->sizeHintForColumn(0) + 2 * m_phases->frameWidth()
            + m_phases->verticalScrollBar()->sizeHint().width() + 8,
        fontMetrics().averageCharWidth() * 36);
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

void HistoryDialog::stepPhase(int step)
{
    const int row = std::clamp(m_phases->currentRow() + step, 0, m_phases->count() - 1);
    m_phases->setCurrentRow(row);
}

void HistoryDialog::showPhase(int row)
{
    if (row < 0)
        return;
    m_earlier->setEnabled(row > 0);
    m_later->setEnabled(row + 1 < m_phases->count());
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
