// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/ui/campaign_view.hpp"

#include "dominion_campaign/ui/campaign_controller.hpp"
#include "dominion_campaign/ui/campaign_document.hpp"
#include "dominion_campaign/ui/card_tile.hpp"
#include "dominion_campaign/ui/dominion_campaign_texts.hpp"
#include "gui/focus_frame.hpp"
#include "gui/score_sheet_model.hpp"
#include "gui/score_sheet_view.hpp"
#include "gui/standings_chart.hpp"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>

namespace tablee::dominion_campaign::ui {

using Texts = DominionCampaignTexts;

CampaignView::CampaignView(CampaignController& controller, QWidget* parent) : QWidget(parent), m_controller(controller)
{
    setObjectName(QStringLiteral("dominionCampaignView"));
    m_tabs = new QTabWidget(this);

    // Dashboard.
    auto* dashboard = new QWidget;
    m_roundLabel = new QLabel;
    m_roundLabel->setObjectName(QStringLiteral("roundLabel"));
    QFont big = m_roundLabel->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_roundLabel->setFont(big);
    m_statusLabel = new QLabel;
    m_statusLabel->setWordWrap(true);
    m_seatingLabel = new QLabel;
    m_seatingLabel->setWordWrap(true);
    m_endOfRoundButton = new QPushButton;
    m_endOfRoundButton->setObjectName(QStringLiteral("endOfRoundButton"));
    m_endOfRoundButton->setDefault(true);
    m_endOfRoundButton->setMinimumHeight(36);
    connect(m_endOfRoundButton, &QPushButton::clicked, this, &CampaignView::endOfRoundRequested);
    m_printSetupButton = new QPushButton;
    m_printSetupButton->setObjectName(QStringLiteral("printSetupButton"));
    connect(m_printSetupButton, &QPushButton::clicked, this, &CampaignView::setupSheetRequested);

    auto* header = new QHBoxLayout;
    auto* headerText = new QVBoxLayout;
    headerText->addWidget(m_roundLabel);
    headerText->addWidget(m_statusLabel);
    headerText->addWidget(m_seatingLabel);
    header->addLayout(headerText, 1);
    auto* buttons = new QVBoxLayout;
    buttons->addWidget(m_endOfRoundButton);
    buttons->addWidget(m_printSetupButton);
    buttons->addStretch(1);
    header->addLayout(buttons);

    m_kingdomBox = new QGroupBox;
    m_kingdomLayout = new QGridLayout(m_kingdomBox);
    m_basicBox = new QGroupBox;
    m_basicLayout = new QGridLayout(m_basicBox);
    m_decksBox = new QGroupBox;
    m_decksLayout = new QFormLayout(m_decksBox);

    auto* dashboardLayout = new QVBoxLayout(dashboard);
    dashboardLayout->addLayout(header);
    // The starting decks under the kingdom, before the base cards: what each player must set up
    // this round comes into sight first (at scale 2 only its title showed, at the window's foot;
    // a review), the base piles' counts following the decks.
    dashboardLayout->addWidget(m_kingdomBox);
    dashboardLayout->addWidget(m_decksBox);
    dashboardLayout->addWidget(m_basicBox);
    dashboardLayout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("dashboardScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Tab stops on the dashboard so that the arrow keys scroll it (at scale 2 it is taller than
    // the window), and the stop is seen.
    gui::frameWhenFocused(*scroll);
    scroll->setWidget(dashboard);
    m_tabs->addTab(scroll, QString());

    // Standings.
    auto* standingsPage = new QWidget;
    m_standingsModel = new gui::ScoreSheetModel(this);
    m_standingsTable = new gui::ScoreSheetView(m_standingsModel);
    m_standingsTable->setObjectName(QStringLiteral("standingsTable"));
    m_rankingLabel = new QLabel;
    m_rankingLabel->setWordWrap(true);
    m_chartView = new QChartView;
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(260);
    auto* standingsLayout = new QVBoxLayout(standingsPage);
    standingsLayout->addWidget(m_standingsTable);
    standingsLayout->addWidget(m_rankingLabel);
    standingsLayout->addWidget(m_chartView, 1);
    m_tabs->addTab(standingsPage, QString());

    // History.
    m_history = new QTextBrowser;
    m_history->setObjectName(QStringLiteral("historyBrowser"));
    m_tabs->addTab(m_history, QString());

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);

    connect(&m_controller, &CampaignController::stateChanged, this, &CampaignView::refresh);
    retranslate();
}

QString CampaignView::deckText(std::size_t player) const
{
    return player < m_deckRowOf.size() && m_deckRowOf[player] < m_deckLabels.size()
        ? m_deckLabels[m_deckRowOf[player]]->text()
        : QString();
}

void CampaignView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    // The size at which the dashboard was laid out at the application's font; past it, the
    // text grows in tenths (not at every pixel of a drag), at most to twice its size.
    constexpr qreal natural_width = 1180;
    constexpr qreal natural_height = 640;
    const qreal room = std::min(width() / natural_width, height() / natural_height);
    setTextZoom(std::clamp(std::floor(room * 10) / 10, 1.0, 2.0));
}

void CampaignView::setTextZoom(qreal zoom)
{
    if (qFuzzyCompare(zoom, m_textZoom))
        return;
    m_textZoom = zoom;
    QFont text = QApplication::font();
    text.setPointSizeF(text.pointSizeF() * zoom);
    setFont(text);
    QFont big = text;
    big.setPointSizeF(text.pointSizeF() * 1.5);
    big.setBold(true);
    m_roundLabel->setFont(big);
    m_endOfRoundButton->setMinimumHeight(qRound(36 * zoom));
}

void CampaignView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void CampaignView::retranslate()
{
    m_tabs->setTabText(0, tr("Campaign"));
    m_printSetupButton->setText(tr("Print the setup sheet…"));
    m_tabs->setTabText(1, tr("Standings"));
    m_tabs->setTabText(2, tr("History"));
    m_kingdomBox->setTitle(tr("Kingdom (sorted by cost)"));
    m_basicBox->setTitle(tr("Basic cards"));
    m_decksBox->setTitle(tr("Starting decks of this round, in playing order"));
    refresh();
}

void CampaignView::refresh()
{
    refreshDashboard();
    refreshStandings();
    m_history->setHtml(CampaignDocument::historyHtml(m_controller.state()));
}

void CampaignView::refreshDashboard()
{
    const State& state = m_controller.state();
    const Catalog& catalog = state.catalog();
    m_roundLabel->setText(state.phase() == Phase::setup
            ? tr("Setting up the campaign (%n round(s))", nullptr, state.round_count())
            : Texts::roundOf(state.round(), state.round_count()));
    QString status;
    QString button = tr("End of round…");
    switch (state.phase()) {
    case Phase::setup:
        status = tr("Round 1’s kingdom is drawn; start the campaign when the table is ready.");
        button = tr("Start the campaign");
        break;
    case Phase::playing:
        status = tr("Lay out this supply and these decks, play the round, then enter the scores with “End of round…”.");
        break;
    case Phase::keeps: {
        const auto missing = missing_keeps(state);
        status = tr("End of the round: %n of %1 players have kept their card.", nullptr,
            static_cast<int>(state.player_count() - missing.size()))
                     .arg(state.player_count());
        break;
    }
    case Phase::eliminations: {
        const auto turn = current_chooser(state);
        status = turn
            ? tr("End of the round: %1 eliminates cards from the kingdom.").arg(Texts::playerName(state, turn->chooser))
            : QString();
        break;
    }
    case Phase::over: {
        const auto standing = standings(state);
        status = tr("The campaign is over. Winner: %1.")
                     .arg(standing.empty() ? QString() : Texts::playerName(state, standing.front().player));
        button = tr("Final ranking…");
        break;
    }
    }
    m_statusLabel->setText(status);
    m_endOfRoundButton->setText(button);
    // Once the campaign is over there is no next table to lay out.
    m_printSetupButton->setVisible(!state.over());
    const auto seating = state.seating();
    m_seatingLabel->setText(tr("Playing order: %1 (%2 starts).")
                                .arg(Texts::seatingText(state, seating),
                                    seating.empty() ? QString() : Texts::playerName(state, seating.front())));

    // Kingdom tiles in display order (by cost, then name); the basic cards after them.
    const auto shown = Texts::shownSupply(state);
    auto fill = [](std::vector<CardTile*>& tiles, QGridLayout* layout, const std::vector<Pile>& pileList,
                    const Catalog& cards, int columns) {
        while (tiles.size() < pileList.size()) {
            auto* tile = new CardTile;
            const int index = static_cast<int>(tiles.size());
            layout->addWidget(tile, index / columns, index % columns);
            tiles.push_back(tile);
        }
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            tiles[i]->setVisible(i < pileList.size());
            if (i < pileList.size())
                if (const Card* card = cards.find(pileList[i].card))
                    tiles[i]->setCard(*card, pileList[i]);
        }
    };
    fill(m_kingdomTiles, m_kingdomLayout, shown.kingdom, catalog, 5);
    fill(m_basicTiles, m_basicLayout, shown.basic, catalog, 7);

    // Starting decks, in playing order.
    while (m_deckLabels.size() < state.player_count()) {
        auto* label = new QLabel;
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        auto* name = new QLabel;
        QFont bold = name->font();
        bold.setBold(true);
        name->setFont(bold);
        m_decksLayout->addRow(name, label);
        m_deckLabels.push_back(label);
        m_deckNames.push_back(name);
    }
    // Players whose decks are alike share a row, named in playing order ("Alex, Bob, Chris,
    // Dana: 7 Copper, 3 Estate" in the first round): four rows of one deck pushed the base cards
    // under the fold at scale 2.
    std::vector<std::pair<QStringList, QString>> rows; // the names, their deck
    m_deckRowOf.assign(state.player_count(), 0);
    for (const std::size_t player : seating) {
        const QString deck = Texts::deckText(catalog, starting_deck(state, player));
        auto same = std::ranges::find(rows, deck, &std::pair<QStringList, QString>::second);
        if (same == rows.end())
            same = rows.insert(rows.end(), {{}, deck});
        same->first << Texts::playerName(state, player);
        m_deckRowOf[player] = static_cast<std::size_t>(same - rows.begin());
    }
    for (std::size_t row = 0; row < m_deckLabels.size(); ++row) {
        const bool used = row < rows.size();
        m_decksLayout->setRowVisible(static_cast<int>(row), used);
        if (!used)
            continue;
        m_deckNames[row]->setText(
            tr("%1:", "player name before a deck").arg(rows[row].first.join(QStringLiteral(", "))));
        m_deckLabels[row]->setText(rows[row].second);
    }
}

void CampaignView::refreshStandings()
{
    const State& state = m_controller.state();
    auto sheet = score_sheet(state);
    QStringList labels = Texts::scoreSheetLabels(sheet);
    m_standingsModel->setSheet(std::move(sheet), std::move(labels));
    // As tall as its rows: the chart takes the rest.
    m_standingsTable->resizeRowsToContents();
    int height = m_standingsTable->horizontalHeader()->sizeHint().height() + 2 * m_standingsTable->frameWidth() + 2;
    for (int row = 0; row < m_standingsModel->rowCount(); ++row)
        height += m_standingsTable->rowHeight(row);
    m_standingsTable->setFixedHeight(height);

    m_rankingLabel->setText(
        tr("Ranking (ties: the one who played later ranks higher): %1").arg(Texts::rankingText(state)));

    auto* chart
        = gui::makeStandingsChart(CampaignDocument::standingsAxes(state), CampaignDocument::standingsLines(state));
    QChart* old = m_chartView->chart();
    m_chartView->setChart(chart);
    delete old;
}

} // namespace tablee::dominion_campaign::ui
