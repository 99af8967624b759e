// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/results_history.hpp"

#include "gui/confirm.hpp"
#include "gui/date_text.hpp"
#include "gui/error_text.hpp"
#include "gui/file_places.hpp"
#include "gui/save_files.hpp"
#include "gui/variant_module.hpp"
#include "gui/variant_registry.hpp"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace tablee::app {

// 500 games of eight players are about 200 KB: 16 MB is no history of Tablée's.
ResultsStore::ResultsStore(const QString& directory)
    : RecordFile(QStringLiteral("results-history.json"), directory, 16 * 1024 * 1024)
{ }

QString ResultsStore::gamesFolder() const
{
    return QFileInfo(path()).dir().filePath(QStringLiteral("results"));
}

QString ResultsStore::gamePath(const core::GameResult& result) const
{
    // A name only, never a path: a hand-edited file cannot point anywhere else.
    const QString name = QString::fromStdString(result.save);
    if (name.isEmpty() || name.contains(QLatin1Char('/')) || name.contains(QLatin1Char('\\')) || name.startsWith('.'))
        return {};
    return QDir(gamesFolder()).filePath(name);
}

QString ResultsStore::keepGame(const std::string& variant, const std::string& save) const
{
    QDir().mkpath(gamesFolder());
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    QString name = QStringLiteral("%1-%2.tablee").arg(stamp, QString::fromStdString(variant));
    for (int n = 2; QFileInfo::exists(QDir(gamesFolder()).filePath(name)); ++n)
        name = QStringLiteral("%1-%2-%3.tablee").arg(stamp).arg(n).arg(QString::fromStdString(variant));
    if (!gui::writeFileAtomically(QDir(gamesFolder()).filePath(name), save))
        return {};
    return name;
}

ResultsHistoryDialog::ResultsHistoryDialog(
    const ResultsStore& store, const gui::VariantRegistry& registry, QWidget* parent)
    : QDialog(parent), m_registry(registry), m_store(store)
{
    setObjectName(QStringLiteral("resultsHistory"));
    setWindowTitle(tr("Results of past games"));
    auto* layout = new QVBoxLayout(this);
    if (auto history = store.load()) {
        m_history = std::move(*history);
    } else {
        m_readable = false;
        auto* note = new QLabel(
            tr("The results file %1 cannot be read; it is left as it is. %2")
                .arg(QDir::toNativeSeparators(store.path()), gui::ErrorText::describeRecordFile(history.error())),
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
    m_table->setHorizontalHeaderLabels({tr("Date"), tr("Game"), tr("Result"), tr("Players")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    // How it ended wraps in a column of its own width, leaving the players' lines their room.
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Interactive);
    m_table->setColumnWidth(2,
        std::max(fontMetrics().averageCharWidth() * 26,
            m_table->horizontalHeader()->fontMetrics().horizontalAdvance(tr("Result")) + fontMetrics().height()));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    layout->addWidget(m_table);
    // In the table's place while it is empty: what will be there.
    m_none = new QLabel(this);
    m_none->setObjectName(QStringLiteral("resultsNone"));
    m_none->setAlignment(Qt::AlignCenter);
    m_none->setWordWrap(true);
    m_none->setMargin(m_none->fontMetrics().height() * 2);
    layout->addWidget(m_none, 1);
    m_exported = new QLabel(this); // where the CSV went, once exported
    m_exported->setObjectName(QStringLiteral("resultsExported"));
    m_exported->setWordWrap(true);
    m_exported->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_exported->hide();
    layout->addWidget(m_exported);
    m_game->setEnabled(!m_history.entries().empty()); // nothing to choose among

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_open = buttons->addButton(tr("&Open the game"), QDialogButtonBox::ActionRole);
    m_open->setObjectName(QStringLiteral("openResult"));
    m_open->setToolTip(tr("The game as it ended, to look back at its moves"));
    m_delete = buttons->addButton(tr("&Delete…"), QDialogButtonBox::ActionRole);
    m_delete->setObjectName(QStringLiteral("deleteResult"));
    m_export = buttons->addButton(tr("&Export as CSV…"), QDialogButtonBox::ActionRole);
    m_export->setObjectName(QStringLiteral("exportResults"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_open, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        if (row < 0 || static_cast<std::size_t>(row) >= m_shown.size())
            return;
        const QString path = m_store.gamePath(m_history.entries()[m_shown[static_cast<std::size_t>(row)]]);
        if (!path.isEmpty() && QFileInfo::exists(path)) {
            emit openRequested(path);
            accept();
        }
    });
    connect(m_table, &QTableWidget::cellDoubleClicked, m_open, &QPushButton::click);
    connect(m_delete, &QPushButton::clicked, this, [this] { deleteRow(m_table->currentRow()); });
    connect(m_export, &QPushButton::clicked, this, [this] {
        const std::array types {gui::FileType {tr("CSV tables"), QStringLiteral("csv")}};
        if (const auto chosen
            = gui::FilePlaces::askWhereToWrite(this, tr("Export the results"), tr("Tablée results"), types))
            exportCsv(chosen->path);
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &ResultsHistoryDialog::refreshButtons);
    layout->addWidget(buttons);
    connect(m_game, &QComboBox::currentIndexChanged, this, &ResultsHistoryDialog::fillRows);
    fillRows();
    // Roomy for a table, as small as the note when none has ended yet; within the screen either
    // way (a 1920 x 1080 screen scaled twice is 960 x 540).
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QSize wanted = m_history.entries().empty() ? QSize(560, 320) : QSize(960, 560);
    resize(screen ? wanted.boundedTo(screen->availableGeometry().size() * 0.9) : wanted);
}

std::vector<std::size_t> ResultsHistoryDialog::shownEntries() const
{
    const QString shown = m_game->currentData().toString();
    std::vector<std::size_t> entries;
    for (std::size_t i = 0; i < m_history.entries().size(); ++i)
        if (shown.isEmpty() || QString::fromStdString(m_history.entries()[i].variant) == shown)
            entries.push_back(i);
    return entries;
}

QString ResultsHistoryDialog::endingText(const core::GameResult& result) const
{
    const auto* module = m_registry.find(QString::fromStdString(result.variant));
    const auto name = [&](const core::PlayerResult& player) {
        return module ? module->seatName(player.name) : QString::fromStdString(player.name);
    };
    QStringList first;
    for (const auto& player : result.players)
        if (player.rank == 1)
            first << name(player);
    const QString winners = QLocale().createSeparatedList(first);
    switch (result.ending) {
    case core::Ending::ranked:
        return first.size() == 1 ? tr("%1 won").arg(winners) : tr("%1 share the first place").arg(winners);
    case core::Ending::solo:
        return result.year ? tr("%1 won alone in %2").arg(winners).arg(*result.year) : tr("%1 won alone").arg(winners);
    case core::Ending::draw:
        return result.year ? tr("Draw agreed in %1").arg(*result.year) : tr("Draw agreed");
    case core::Ending::record:
        return tr("A record of the evening (nobody wins)");
    case core::Ending::abandoned:
        if (result.year)
            return tr("Abandoned in %1").arg(*result.year);
        return tr("Abandoned after %n move(s)", nullptr, static_cast<int>(result.moves.value_or(0)));
    }
    return {};
}

QStringList ResultsHistoryDialog::playerLines(const core::GameResult& result) const
{
    const auto* module = m_registry.find(QString::fromStdString(result.variant));
    const QLocale locale;
    const auto name = [&](const core::PlayerResult& player) {
        return module ? module->seatName(player.name) : QString::fromStdString(player.name);
    };
    const auto score = [&](const core::PlayerResult& player) {
        return module ? module->scoreText(player.score) : locale.toString(player.score);
    };
    QStringList lines;
    const bool ranked = result.ending == core::Ending::ranked || result.ending == core::Ending::solo
        || result.ending == core::Ending::draw;
    if (!ranked) {
        // Nobody's places: a record or a game given up lists each player with their count, in
        // the seats' order.
        for (const auto& player : result.players)
            lines << tr("%1: %2", "player's name, score").arg(name(player), score(player));
        return lines;
    }
    // Winners first (the higher score first among equals), one a line, each with the place in
    // numbers: no colour says who won.
    auto players = result.players;
    std::ranges::stable_sort(players, [](const core::PlayerResult& a, const core::PlayerResult& b) {
        return a.rank != b.rank ? a.rank < b.rank : a.score > b.score;
    });
    for (const auto& player : players) {
        // A place several players share says so in words (a draw: every survivor first); "1=" was
        // not understood (a review).
        const bool shared = std::ranges::count(players, player.rank, &core::PlayerResult::rank) > 1;
        lines << (shared ? tr("%1. %2 (tied): %3", "a place shared with others, player's name, score")
                         : tr("%1. %2: %3", "place, player's name, score"))
                     .arg(player.rank)
                     .arg(name(player), score(player));
    }
    return lines;
}

void ResultsHistoryDialog::fillRows()
{
    m_table->setRowCount(0);
    m_shown = shownEntries();
    for (const std::size_t index : m_shown) {
        const core::GameResult& result = m_history.entries()[index];
        const QString variant = QString::fromStdString(result.variant);
        const auto* module = m_registry.find(variant);
        const QDateTime date = QDateTime::fromString(QString::fromStdString(result.date), Qt::ISODate);
        // The game number under the game's name (nothing drawn: no number), to deal it again.
        const QString name = module ? module->displayName() : variant;
        const QStringList cells {gui::compactDateTime(date),
            result.seed ? tr("%1\nGame number %2", "a game's name, then its number").arg(name).arg(*result.seed) : name,
            endingText(result), playerLines(result).join(QLatin1Char('\n'))};
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        for (int column = 0; column < cells.size(); ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    fitRows();
    m_none->setText(m_history.entries().empty()
            ? tr("No game finished yet.\n\nEvery game played to its end is written here: when it ended, which game, "
                 "how it ended, the players by place with their scores, and its game number, to play it again.")
            : tr("No game of %1 finished yet.").arg(m_game->currentText()));
    m_none->setVisible(m_table->rowCount() == 0);
    m_table->setVisible(m_table->rowCount() > 0);
    if (m_table->rowCount() > 0)
        m_table->selectRow(0);
    refreshButtons();
}

void ResultsHistoryDialog::refreshButtons()
{
    const int row = m_table->currentRow();
    const bool chosen = row >= 0 && static_cast<std::size_t>(row) < m_shown.size();
    const QString path
        = chosen ? m_store.gamePath(m_history.entries()[m_shown[static_cast<std::size_t>(row)]]) : QString();
    m_open->setEnabled(!path.isEmpty() && QFileInfo::exists(path));
    m_delete->setEnabled(chosen && m_readable);
    m_export->setEnabled(!m_shown.empty());
}

bool ResultsHistoryDialog::deleteRow(int row, bool ask)
{
    if (!m_readable || row < 0 || static_cast<std::size_t>(row) >= m_shown.size())
        return false;
    const std::size_t index = m_shown[static_cast<std::size_t>(row)];
    const core::GameResult result = m_history.entries()[index];
    const auto* module = m_registry.find(QString::fromStdString(result.variant));
    const QString game = module ? module->displayName() : QString::fromStdString(result.variant);
    const QString when = m_table->item(row, 0)->text();
    const QString keptGame = m_store.gamePath(result);
    if (ask
        && !gui::confirm(this, tr("Delete this result?"),
            (!keptGame.isEmpty() && QFileInfo::exists(keptGame)
                    ? tr("The result of the game of %1 ended %2 leaves the history, with the copy of the game kept "
                         "for it. This cannot be undone.")
                    : tr("The result of the game of %1 ended %2 leaves the history. This cannot be undone."))
                .arg(game, when),
            tr("&Delete it")))
        return false;
    core::ResultsHistory kept = m_history;
    kept.remove(index);
    if (auto written = m_store.replace(kept); !written) {
        QMessageBox::warning(this, tr("Cannot delete the result"), gui::ErrorText::describe(written.error()));
        return false;
    }
    m_history = std::move(kept);
    if (const QString path = m_store.gamePath(result); !path.isEmpty())
        QFile::remove(path);
    fillRows();
    return true;
}

namespace {

// A CSV field: quoted when it holds a separator, a quote or a line break (RFC 4180).
QString csvField(QString text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
        return text;
    return QLatin1Char('"') + text.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

} // namespace

QString ResultsHistoryDialog::csv() const
{
    QStringList rows;
    const QStringList header {tr("Date"), tr("Game"), tr("Result"), tr("Players"), tr("Game number")};
    const auto line = [](const QStringList& fields) {
        QStringList quoted;
        for (const QString& field : fields)
            quoted << csvField(field);
        return quoted.join(QLatin1Char(','));
    };
    rows << line(header);
    for (const std::size_t index : m_shown) {
        const core::GameResult& result = m_history.entries()[index];
        const auto* module = m_registry.find(QString::fromStdString(result.variant));
        // The date as a spreadsheet reads it; the players on one line.
        const QDateTime date = QDateTime::fromString(QString::fromStdString(result.date), Qt::ISODate).toLocalTime();
        rows << line({date.toString(QStringLiteral("yyyy-MM-dd HH:mm")),
            module ? module->displayName() : QString::fromStdString(result.variant), endingText(result),
            playerLines(result).join(QStringLiteral(" / ")), result.seed ? QString::number(*result.seed) : QString()});
    }
    return rows.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

bool ResultsHistoryDialog::exportCsv(const QString& path)
{
    // UTF-8 with its mark: spreadsheets then read the accents as they are written.
    if (auto written = gui::writeFileAtomically(path, "\xEF\xBB\xBF" + csv().toStdString()); !written) {
        QMessageBox::warning(this, tr("Cannot export the results"), gui::ErrorText::describe(written.error()));
        return false;
    }
    m_none->setVisible(false);
    m_exported->setText(tr("Exported to %1.").arg(QDir::toNativeSeparators(path)));
    m_exported->show();
    return true;
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
