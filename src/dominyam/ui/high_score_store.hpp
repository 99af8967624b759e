// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/high_scores.hpp"
#include "gui/record_file.hpp"

#include <QDialog>
#include <QString>

namespace tablee::dominyam::ui {

// The solo high-score table, kept across runs as "dominyam-high-scores.json" in the
// application-data folder (gui::RecordFile: a damaged file is set aside, never written over).
class HighScoreStore : public gui::RecordFile<core::HighScores> {
public:
    // `directory` defaults to QStandardPaths::AppDataLocation.
    explicit HighScoreStore(const QString& directory = {});
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
