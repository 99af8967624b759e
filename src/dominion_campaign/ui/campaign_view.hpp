// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <vector>

class QChartView;
class QGridLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QFormLayout;

namespace tablee::gui {
class ScoreSheetModel;
}

namespace tablee::dominion_campaign::ui {

class CampaignController;
class CardTile;

// The campaign's window: the dashboard of the current round (kingdom tiles, basic supply,
// starting decks, playing order), the standings (score sheet and chart) and the history.
// Everything is drawn from the controller's state.
class CampaignView : public QWidget {
    Q_OBJECT

public:
    explicit CampaignView(CampaignController& controller, QWidget* parent = nullptr);

    QPushButton* endOfRoundButton() const { return m_endOfRoundButton; }
    QPushButton* printSetupButton() const { return m_printSetupButton; }
    QLabel* roundLabel() const { return m_roundLabel; }
    QTabWidget* tabs() const { return m_tabs; }
    const std::vector<CardTile*>& kingdomTiles() const { return m_kingdomTiles; }
    gui::ScoreSheetModel* standingsModel() const { return m_standingsModel; }
    QChartView* chartView() const { return m_chartView; }
    QTextBrowser* history() const { return m_history; }
    QString deckText(std::size_t player) const;
    // How much larger than the application's its text is drawn (1 up to 2): the dashboard is
    // read across a table, so on a large screen everything grows with the space.
    qreal textZoom() const { return m_textZoom; }

signals:
    // The button "End of round…" (or "Final ranking…" once the campaign is over).
    void endOfRoundRequested();
    // The button "Print the setup sheet…" under it.
    void setupSheetRequested();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    void refreshDashboard();
    void refreshStandings();
    void retranslate();
    void setTextZoom(qreal zoom);

    CampaignController& m_controller;
    qreal m_textZoom = 1.0;
    QTabWidget* m_tabs = nullptr;
    QLabel* m_roundLabel = nullptr;
    QLabel* m_statusLabel = nullptr;
    QLabel* m_seatingLabel = nullptr;
    QPushButton* m_endOfRoundButton = nullptr;
    QPushButton* m_printSetupButton = nullptr;
    QGroupBox* m_kingdomBox = nullptr;
    QGroupBox* m_basicBox = nullptr;
    QGroupBox* m_decksBox = nullptr;
    QGridLayout* m_kingdomLayout = nullptr;
    QGridLayout* m_basicLayout = nullptr;
    QFormLayout* m_decksLayout = nullptr;
    std::vector<CardTile*> m_kingdomTiles;
    std::vector<CardTile*> m_basicTiles;
    std::vector<QLabel*> m_deckLabels;
    std::vector<std::size_t> m_deckRowOf; // by player: the row of their deck (alike decks share one)
    std::vector<QLabel*> m_deckNames;
    gui::ScoreSheetModel* m_standingsModel = nullptr;
    QTableView* m_standingsTable = nullptr;
    QLabel* m_rankingLabel = nullptr;
    QChartView* m_chartView = nullptr;
    QTextBrowser* m_history = nullptr;
};

} // namespace tablee::dominion_campaign::ui
