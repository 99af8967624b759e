// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/results_history.hpp"

#include "gui/date_text.hpp"
#include "gui/error_text.hpp"
#include "gui/variant_module.hpp"
#include "gui/variant_registry.hpp"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace tablee::app {

// 500 games of eight players are about 200 KB: 16 MB is no history of Tablée's.
ResultsStore::ResultsStore(const QString& directory)
    : RecordFile(QStringLiteral("results-history.json"), directory, 16 * 1024 * 1024)
{ }

ResultsHistoryDialog::ResultsHistoryDialog(
    const ResultsStore& store, const gui::VariantRegistry& registry, QWidget* parent)
    : QDialog(parent), m_registry(registry)
{
    setObjectName(QStringLiteral("resultsHistory"));
    setWindowTitle(tr("Results of past games"));
    auto* layout = new QVBoxLayout(this);
    if (auto history = store.load()) {
        m_history = std::move(*history);
    } else {
        auto* note
            = new QLabel(tr("The results file %1 cannot be read; it is left as it is. %2")
                             .arg(QDir::toNativeSeparators(store.path()), gui::ErrorText::describe(history.error())),
                this);
        note->setObjectName(QStringLiteral("resultsHistoryNote"));
        note->setWordWrap(true);
        note->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(note);
    }

    m_game = new QComboBox(this);
    m_game->setObjectName(QStringLiteral("resultsGame"));
    m_game->addItem(tr("All games"), QString());
    for (const auto& module : m_registry.modules())
        m_game->addItem(module->displayName(), module->id());
    auto* filter = new QFormLayout;
    filter->addRow(tr("&Show:"), m_game);
    layout->addLayout(filter);

    m_table = new QTableWidget(0, 4, this);
    m_table->setObjectName(QStringLiteral("resultsTable"));
    m_table->setHorizontalHeaderLabels({tr("Date"), tr("Game"), tr("Players, by place"), tr("Game number")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    layout->addWidget(m_table);
    // In the table's place while it is empty: what will be there.
    m_none = new QLabel(this);
    m_none->setObjectName(QStringLiteral("resultsNone"));
    m_none->setAlignment(Qt::AlignCenter);
    m_none->setWordWrap(true);
    m_none->setMargin(m_none->fontMetrics().height() * 2);
    layout->addWidget(m_none, 1);
    m_game->setEnabled(!m_history.entries().empty()); // nothing to choose among

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_game, &QComboBox::currentIndexChanged, this, &ResultsHistoryDialog::fillRows);
    fillRows();
    // Roomy for a table, as small as the note when none has ended yet; within the screen either
    // way (a 1920 x 1080 screen scaled twice is 960 x 540).
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QSize wanted = m_history.entries().empty() ? QSize(560, 320) : QSize(880, 540);
    resize(screen ? wanted.boundedTo(screen->availableGeometry().size() * 0.9) : wanted);
}

void ResultsHistoryDialog::fillRows()
{
    const QString shown = m_game->currentData().toString();
    m_table->setRowCount(0);
    const QLocale locale;
    for (const auto& result : m_history.entries()) {
        const QString variant = QString::fromStdString(result.variant);
        if (!shown.isEmpty() && variant != shown)
            continue;
        const auto* module = m_registry.find(variant);
        // Winners first (the higher score first among equals), one a line, each with the place in
        // numbers: no colour says who won.
        auto players = result.players;
        std::ranges::stable_sort(players, [](const core::PlayerResult& a, const core::PlayerResult& b) {
            return a.rank != b.rank ? a.rank < b.rank : a.score > b.score;
        });
        QStringList places;
        for (const auto& player : players) {
            // A place several players share says so (a draw: every survivor first).
            const bool shared = std::ranges::count(players, player.rank, &core::PlayerResult::rank) > 1;
            places << (shared ? tr("%1= %2: %3", "a place shared with others, player's name, score")
                              : tr("%1. %2: %3", "place, player's name, score"))
                          .arg(player.rank)
                          .arg(module ? module->seatName(player.name) : QString::fromStdString(player.name),
                              module ? module->scoreText(player.score) : locale.toString(player.score));
        }
        const QDateTime date = QDateTime::fromString(QString::fromStdString(result.date), Qt::ISODate);
        const QStringList cells {gui::compactDateTime(date), module ? module->displayName() : variant,
            places.join(QLatin1Char('\n')),
            result.seed ? QString::number(*result.seed) : QStringLiteral("—")}; // nothing drawn: no number
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        for (int column = 0; column < cells.size(); ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    fitRows();
    m_none->setText(m_history.entries().empty()
            ? tr("No game finished yet.\n\nEvery game played to its end is written here: when it ended, which game, "
                 "the players by place with their scores, and its game number, to play it again.")
            : tr("No game of %1 finished yet.").arg(m_game->currentText()));
    m_none->setVisible(m_table->rowCount() == 0);
    m_table->setVisible(m_table->rowCount() > 0);
}

void ResultsHistoryDialog::fitRows()
{
    m_table->resizeRowsToContents();
    const int room = fontMetrics().height() / 2;
    for (int row = 0; row < m_table->rowCount(); ++row)
        m_table->setRowHeight(row, m_table->rowHeight(row) + room);
}

// The players' column stretches with the dialog: its rows are fitted again once it has its width
// (queued: the table is laid out after this event).
void ResultsHistoryDialog::resizeEvent(QResizeEvent* event)
{
    QDialog::resizeEvent(event);
    QMetaObject::invokeMethod(this, &ResultsHistoryDialog::fitRows, Qt::QueuedConnection);
}

void ResultsHistoryDialog::showEvent(QShowEvent* event)
{
    QDialog::showEvent(event);
    QMetaObject::invokeMethod(this, &ResultsHistoryDialog::fitRows, Qt::QueuedConnection);
}

} // namespace tablee::app
