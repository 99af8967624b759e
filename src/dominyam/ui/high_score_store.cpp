// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/high_score_store.hpp"

#include "gui/date_text.hpp"
#include "gui/error_text.hpp"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace tablee::dominyam::ui {

// A table of ten entries is a few hundred bytes: a megabyte is no high-score table.
HighScoreStore::HighScoreStore(const QString& directory)
    : RecordFile(QStringLiteral("dominyam-high-scores.json"), directory, 1024 * 1024)
{ }

HighScoresDialog* HighScoresDialog::forStoredTable(
    const HighScoreStore& store, std::optional<std::size_t> highlight, const QString& note, QWidget* parent)
{
    const auto table = store.load();
    if (table)
        return new HighScoresDialog(*table, highlight, note, parent);
    const QString unreadable
        = tr("The high-score file %1 cannot be read; it is left as it is. %2")
              .arg(QDir::toNativeSeparators(store.path()), gui::ErrorText::describeRecordFile(table.error()));
    return new HighScoresDialog(core::HighScores(), std::nullopt, unreadable, parent);
}

HighScoresDialog::HighScoresDialog(
    const core::HighScores& table, std::optional<std::size_t> highlight, const QString& note, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("highScores"));
    setWindowTitle(tr("Dominyam — solo high scores"));
    auto* list = new QTableWidget(static_cast<int>(table.entries().size()), 5, this);
    list->setHorizontalHeaderLabels({tr("Player"), tr("Score"), tr("Advice"), tr("Date"), tr("Game number")});
    // The name takes the room left; the score, the date on one line and the seed whole (a seed
    // replays the board only when all its digits are there).
    list->setObjectName(QStringLiteral("highScoresTable"));
    list->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    list->setWordWrap(false);
    list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    int row = 0;
    for (const auto& entry : table.entries()) {
        const QDateTime date = QDateTime::fromString(QString::fromStdString(entry.date), Qt::ISODate);
        // A score made with the advisor's hints says so, in words.
        const QStringList cells {QString::fromStdString(entry.name), QLocale().toString(entry.score),
            entry.advised ? tr("with hints") : tr("none"), gui::compactDateTime(date), QString::number(entry.seed)};
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (highlight && static_cast<std::size_t>(row) == *highlight) {
                item->setBackground(QColor(0xff, 0xf0, 0xc2));
                QFont font = item->font();
                font.setBold(true);
                item->setFont(font);
            }
            list->setItem(row, column, item);
        }
        ++row;
    }
    auto* empty = new QLabel(tr("No solo game finished yet."), this);
    empty->setObjectName(QStringLiteral("highScoresNone"));
    // With a note (a damaged file), "none yet" would not be true.
    empty->setVisible(table.entries().empty() && note.isEmpty());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    if (!note.isEmpty()) {
        auto* said = new QLabel(note, this);
        said->setObjectName(QStringLiteral("highScoresNote"));
        said->setWordWrap(true);
        said->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(said);
    }
    layout->addWidget(list);
    layout->addWidget(empty);
    auto* again = new QLabel(tr("Type a game number in a new game to play the same board again: it plays "
                                "unranked, as only a board nobody chose counts here."),
        this);
    again->setWordWrap(true);
    layout->addWidget(again);
    layout->addWidget(buttons);
    // Wide enough for every column whole, as long as the screen allows.
    list->resizeColumnsToContents();
    int columns = list->verticalHeader()->width() + 2 * list->frameWidth() + 40;
    for (int column = 0; column < list->columnCount(); ++column)
        columns += list->horizontalHeader()->sectionSize(column);
    const int most = (parent ? parent->screen() : QGuiApplication::primaryScreen())->availableGeometry().width() - 40;
    resize(std::clamp(columns + 60, 560, std::max(560, most)), 420);
}

} // namespace tablee::dominyam::ui
