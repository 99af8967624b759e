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
    // The table on disk; an empty one when there is none yet or it is unreadable.
    core::HighScores load() const;
    // Adds an entry and writes the table atomically. Returns its place (0-based) if it entered.
    std::optional<std::size_t> record(core::HighScore entry) const;

private:
    QString m_directory;
};

// The table, highest first, with the new entry (if any) marked.
class HighScoresDialog : public QDialog {
    Q_OBJECT

public:
    HighScoresDialog(const core::HighScores& table, std::optional<std::size_t> highlight, QWidget* parent = nullptr);
};

} // namespace tablee::dominyam::ui
