// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/results_history.hpp"
#include "gui/record_file.hpp"

#include <QDialog>

class QComboBox;
class QLabel;
class QTableWidget;

namespace tablee::gui {
class VariantRegistry;
}

namespace tablee::app {

// The results of every finished game, kept across runs as "results-history.json" in the
// application-data folder (gui::RecordFile: a damaged file is set aside, never written over).
class ResultsStore : public gui::RecordFile<core::ResultsHistory> {
public:
    // `directory` defaults to QStandardPaths::AppDataLocation.
    explicit ResultsStore(const QString& directory = {});
};

// The history, newest first, one row a game: when, which game, each player's place and score.
class ResultsHistoryDialog : public QDialog {
    Q_OBJECT

public:
    ResultsHistoryDialog(const ResultsStore& store, const gui::VariantRegistry& registry, QWidget* parent = nullptr);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void fillRows();
    // Each row as tall as its lines at the width its column has now, with a little room.
    void fitRows();

    const gui::VariantRegistry& m_registry;
    core::ResultsHistory m_history;
    QComboBox* m_game = nullptr; // which game's results are listed
    QTableWidget* m_table = nullptr;
    QLabel* m_none = nullptr;
};

} // namespace tablee::app
