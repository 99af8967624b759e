#include "dominyam/ui/high_score_store.hpp"

#include "core/json_input.hpp"
#include "gui/error_text.hpp"
#include "gui/save_files.hpp"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QStandardPaths>
#include <QTableWidget>
#include <QVBoxLayout>

namespace tablee::dominyam::ui {

HighScoreStore::HighScoreStore(QString directory)
    : m_directory(
        directory.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : std::move(directory))
{ }

QString HighScoreStore::path() const
{
    return QDir(m_directory).filePath(QStringLiteral("dominyam-high-scores.json"));
}

core::Expected<core::HighScores> HighScoreStore::load() const
{
    QFile file(path());
    if (!file.exists())
        return core::HighScores();
    if (!file.open(QIODevice::ReadOnly))
        return core::fail("io.open_failed", "could not open " + path().toStdString(),
            {path().toStdString(), file.errorString().toStdString()});
    // A table of ten entries is a few hundred bytes; one byte more than the limit lets parse_json
    // say the file is too large without reading all of it.
    constexpr qint64 max_bytes = 1024 * 1024;
    const QByteArray bytes = file.read(max_bytes + 1);
    auto json = core::parse_json(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), {.max_bytes = max_bytes});
    if (!json)
        return std::unexpected(json.error());
    return core::HighScores::from_json(*json);
}

HighScoreStore::Recorded HighScoreStore::record(core::HighScore entry) const
{
    Recorded recorded;
    auto table = load();
    if (!table) {
        recorded.keptAs = gui::setFileAside(path());
        if (recorded.keptAs.isEmpty())
            return recorded; // could not move it: better no record than a lost table
        table = core::HighScores();
    }
    recorded.place = table->add(std::move(entry));
    if (recorded.place) {
        QDir().mkpath(m_directory);
        // A failed write loses only this entry, never the table already on disk.
        (void)gui::writeFileAtomically(path(), table->to_json().dump(1) + '\n');
    }
    return recorded;
}

HighScoresDialog* HighScoresDialog::forStoredTable(
    const HighScoreStore& store, std::optional<std::size_t> highlight, const QString& note, QWidget* parent)
{
    const auto table = store.load();
    if (table)
        return new HighScoresDialog(*table, highlight, note, parent);
    const QString unreadable
        = tr("The high-score file %1 cannot be read; it is left as it is. %2")
              .arg(QDir::toNativeSeparators(store.path()), gui::ErrorText::describe(table.error()));
    return new HighScoresDialog(core::HighScores(), std::nullopt, unreadable, parent);
}

HighScoresDialog::HighScoresDialog(
    const core::HighScores& table, std::optional<std::size_t> highlight, const QString& note, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("highScores"));
    setWindowTitle(tr("Dominyam — solo high scores"));
    auto* list = new QTableWidget(static_cast<int>(table.entries().size()), 4, this);
    list->setHorizontalHeaderLabels({tr("Player"), tr("Score"), tr("Date"), tr("Seed")});
    list->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    int row = 0;
    for (const auto& entry : table.entries()) {
        const QDateTime date = QDateTime::fromString(QString::fromStdString(entry.date), Qt::ISODate);
        const QStringList cells {QString::fromStdString(entry.name), QString::number(entry.score),
            QLocale().toString(date.toLocalTime(), QLocale::ShortFormat), QString::number(entry.seed)};
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
    layout->addWidget(new QLabel(tr("Enter a seed in a new game to play the same board again."), this));
    layout->addWidget(buttons);
    resize(560, 420);
}

} // namespace tablee::dominyam::ui
