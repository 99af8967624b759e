#pragma once

#include "core/high_scores.hpp"

#include <QDialog>
#include <QString>

namespace tablee::dominyam::ui {

// The solo high-score table, kept across runs as JSON in the application-data folder.
class HighScoreStore {
public:
    // `directory` defaults to QStandardPaths::AppDataLocation.
    explicit HighScoreStore(QString directory = {});

    QString path() const;
    // The table on disk, an empty one when there is none yet. Errors: those of parse_json and
    // HighScores::from_json for a damaged file (which is left as it is).
    core::Expected<core::HighScores> load() const;

    struct Recorded {
        std::optional<std::size_t> place; // 0-based, when the entry entered the table
        QString keptAs; // where an unreadable table was set aside before a new one was written
    };
    // Adds an entry and writes the table atomically. A file that cannot be read is never written
    // over: it is set aside (gui::setFileAside) and a new table is begun.
    Recorded record(core::HighScore entry) const;

private:
    QString m_directory;
};

// The table, highest first, with the new entry (if any) marked.
class HighScoresDialog : public QDialog {
    Q_OBJECT

public:
    // `note`, when not empty, is said above the table (a damaged file set aside, say).
    HighScoresDialog(const core::HighScores& table, std::optional<std::size_t> highlight, const QString& note = {},
        QWidget* parent = nullptr);
    // The dialog for the table on disk now; a damaged file is said, not shown as an empty table.
    static HighScoresDialog* forStoredTable(
        const HighScoreStore& store, std::optional<std::size_t> highlight, const QString& note, QWidget* parent);
};

} // namespace tablee::dominyam::ui
