// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/results_history.hpp"
#include "gui/record_file.hpp"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace tablee::gui {
class VariantRegistry;
}

namespace tablee::app {

// The results of every finished (or abandoned) game, kept across runs as "results-history.json"
// in the application-data folder (gui::RecordFile: a damaged file is set aside, never written
// over), and each game as it ended in its "results" folder, so that an entry opens it.
class ResultsStore : public gui::RecordFile<core::ResultsHistory> {
public:
    // `directory` defaults to QStandardPaths::AppDataLocation.
    explicit ResultsStore(const QString& directory = {});
    // Where the games of the entries are kept, and the path of an entry's game (empty: none).
    QString gamesFolder() const;
    QString gamePath(const core::GameResult& result) const;
    // Keeps `save` (a save file's text) as the game of a new entry; its file name, or empty when
    // it could not be written.
    QString keepGame(const std::string& variant, const std::string& save) const;
};

// The history, newest first, one row a game: when, which game, how it ended, the players (by
// place where the game ranks them) and the game number. A row opens the game as it ended, is
// deleted (asked first), and the whole shown is exported as CSV.
class ResultsHistoryDialog : public QDialog {
    Q_OBJECT

public:
    ResultsHistoryDialog(const ResultsStore& store, const gui::VariantRegistry& registry, QWidget* parent = nullptr);

    // The history as CSV (RFC 4180, UTF-8): a header, then a row per game shown, in the
    // interface language.
    QString csv() const;
    // Writes csv() to `path`; false (said) when it could not.
    bool exportCsv(const QString& path);
    // Deletes the game on `row` of the table (asked first unless `ask` is false) and its kept game.
    bool deleteRow(int row, bool ask = true);

signals:
    // The player asked to open the kept game of an entry.
    void openRequested(const QString& path);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void fillRows();
    void refreshButtons();
    // The entries shown, in the table's order: their indexes in the history.
    std::vector<std::size_t> shownEntries() const;
    // How the game ended, in words ("Ana won", "Draw agreed in 1905"), and its players' lines.
    QString endingText(const core::GameResult& result) const;
    QStringList playerLines(const core::GameResult& result) const;
    // Each row as tall as its lines at the width its column has now, with a little room.
    void fitRows();

    const gui::VariantRegistry& m_registry;
    ResultsStore m_store;
    bool m_readable = true; // the file read: entries may be deleted
    core::ResultsHistory m_history;
    std::vector<std::size_t> m_shown; // the history's index of each row
    QPushButton* m_open = nullptr;
    QPushButton* m_delete = nullptr;
    QPushButton* m_export = nullptr;
    QComboBox* m_game = nullptr; // which game's results are listed
    QTableWidget* m_table = nullptr;
    QLabel* m_none = nullptr;
    QLabel* m_exported = nullptr;
};

} // namespace tablee::app
