// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/ui/setup_wizard.hpp"

#include "dominion_campaign/engine/rules.hpp"
#include "dominion_campaign/ui/card_tile.hpp"
#include "dominion_campaign/ui/dominion_campaign_texts.hpp"
#include "dominion_campaign/ui/kingdom_picker.hpp"
#include "gui/player_table.hpp"
#include "gui/window_memory.hpp"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace tablee::dominion_campaign::ui {

using Texts = DominionCampaignTexts;

namespace {

// A wizard page whose "Next" and whose arrival are handled by the wizard.
class Page : public QWizardPage {
public:
    std::function<bool()> validate;
    std::function<void()> initialize;
    bool validatePage() override { return validate ? validate() : true; }
    void initializePage() override
    {
        if (initialize)
            initialize();
    }
};

} // namespace

SetupWizard::SetupWizard(QWidget* parent) : QWizard(parent)
{
    setObjectName(QStringLiteral("dominionCampaignSetup"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnLastPage, false);

    // First page: players, sets, k, seed.
    auto* settings = new Page;
    m_settingsPage = settings;
    auto* form = new QFormLayout;
    m_table = new gui::PlayerTable({.minimum = static_cast<int>(min_players),
        .maximum = static_cast<int>(max_players),
        .initial = 3,
        .memory = {QStringLiteral("dominion_campaign/newGame/names"), {}, {}}});
    connect(m_table, &gui::PlayerTable::changed, this, [this] { m_errorLabel->clear(); });
    form->addRow(m_table);
    m_setsLabel = new QLabel;
    auto* setsBox = new QVBoxLayout;
    const auto& catalog = load_standard_catalog();
    if (catalog) {
        for (const auto& set : catalog->sets()) {
            auto* box = new QCheckBox;
            box->setObjectName(QStringLiteral("set_%1").arg(QString::fromStdString(set.id)));
            box->setProperty("setId", QString::fromStdString(set.id));
            box->setChecked(set.id == "base1");
            connect(box, &QCheckBox::toggled, this, &SetupWizard::updateRounds);
            setsBox->addWidget(box);
            m_sets.push_back(box);
        }
    }
    form->addRow(m_setsLabel, setsBox);
    m_replacedLabel = new QLabel;
    m_replaced = new QSpinBox;
    m_replaced->setObjectName(QStringLiteral("replaced"));
    m_replaced->setRange(1, kingdom_size);
    m_replaced->setValue(default_replaced);
    m_replaced->setMaximumWidth(80);
    connect(m_replaced, &QSpinBox::valueChanged, this, &SetupWizard::updateRounds);
    form->addRow(m_replacedLabel, m_replaced);
    m_seedLabel = new QLabel;
    m_seed = new gui::GameNumberField;
    m_seed->setMaximumWidth(240);
    m_seedLabel->setBuddy(m_seed);
    form->addRow(m_seedLabel, m_seed);
    m_roundsLabel = new QLabel;
    m_roundsLabel->setObjectName(QStringLiteral("roundsLabel"));
    m_roundsLabel->setWordWrap(true);
    // Its room kept for three lines from the start: the wizard is sized once, and the note's second
    // line (both base sets, in French at 1024x700) squeezed the players' rows instead (a review).
    m_roundsLabel->setMinimumHeight(3 * m_roundsLabel->fontMetrics().lineSpacing());
    m_roundsLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    form->addRow(m_roundsLabel);
    m_errorLabel = new QLabel;
    m_errorLabel->setObjectName(QStringLiteral("errorLabel"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setStyleSheet(QStringLiteral("color: #b71c1c;"));
    m_errorLabel->setMinimumHeight(2 * m_errorLabel->fontMetrics().lineSpacing()); // as the note above
    form->addRow(m_errorLabel);
    settings->setLayout(form);
    settings->validate = [this] { return prepareCampaign(); };
    addPage(settings);

    // Second page: round 1's kingdom and playing order.
    auto* kingdom = new Page;
    m_kingdomPage = kingdom;
    auto* tiles = new QWidget;
    m_tileLayout = new QGridLayout(tiles);
    m_tileLayout->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < kingdom_size; ++i) {
        auto* tile = new CardTile;
        m_tileLayout->addWidget(tile, i / 5, i % 5);
        m_tiles.push_back(tile);
    }
    m_seatingLabel = new QLabel;
    m_seatingLabel->setObjectName(QStringLiteral("seatingLabel"));
    m_seatingLabel->setWordWrap(true);
    m_redrawButton = new QPushButton;
    m_redrawButton->setObjectName(QStringLiteral("redrawButton"));
    connect(m_redrawButton, &QPushButton::clicked, this, [this] {
        if (m_campaign && m_campaign->play(RedrawKingdom {})) {
            m_campaign->play_chance();
            m_kingdomError->clear();
            m_kingdomError->hide();
            showKingdom();
        }
    });
    m_chooseButton = new QPushButton;
    m_chooseButton->setObjectName(QStringLiteral("chooseCardsButton"));
    connect(m_chooseButton, &QPushButton::clicked, this, [this] {
        if (!m_campaign)
            return;
        KingdomPicker picker(m_campaign->state(), this);
        if (picker.exec() == QDialog::Accepted)
            chooseKingdom(picker.chosen());
    });
    m_kingdomError = new QLabel;
    m_kingdomError->setObjectName(QStringLiteral("kingdomError"));
    m_kingdomError->setWordWrap(true);
    m_kingdomError->setStyleSheet(QStringLiteral("color: #b71c1c;"));
    m_kingdomError->hide(); // shown only with a refusal
    m_shuffleButton = new QPushButton;
    m_shuffleButton->setObjectName(QStringLiteral("shuffleSeatsButton"));
    connect(m_shuffleButton, &QPushButton::clicked, this, [this] {
        if (m_campaign && m_campaign->play(ShuffleSeating {})) {
            m_campaign->play_chance();
            showKingdom();
        }
    });
    // Return goes to the wizard's own button (Next, Finish), never to one of these: after Next the
    // focus lands on Redraw, and a second Return threw the kingdom just drawn away.
    for (QPushButton* button : {m_redrawButton, m_chooseButton, m_shuffleButton})
        button->setAutoDefault(false);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_redrawButton);
    buttons->addWidget(m_chooseButton);
    buttons->addWidget(m_shuffleButton);
    buttons->addStretch(1);
    auto* kingdomLayout = new QVBoxLayout(kingdom);
    kingdomLayout->addWidget(tiles);
    kingdomLayout->addLayout(buttons);
    kingdomLayout->addWidget(m_kingdomError);
    kingdomLayout->addWidget(m_seatingLabel);
    kingdomLayout->addStretch(1);
    kingdom->initialize = [this] { showKingdom(); };
    addPage(kingdom);

    retranslate();
    // Sized to the screen it opens on (a 960 x 540 one at scale 2 too), then as the table left it.
    gui::rememberGeometry(*this, QStringLiteral("dominion_campaign/setupWizard"), QSize(820, 560));
}

void SetupWizard::setPlayers(const QStringList& names)
{
    m_table->setPlayers(names);
}

void SetupWizard::setReplaced(int replaced)
{
    m_replaced->setValue(replaced);
}

void SetupWizard::setSeed(const QString& seed)
{
    m_seed->setText(seed);
}

core::Expected<Options> SetupWizard::options() const
{
    Options options;
    options.players = m_table->names();
    options.sets.clear();
    for (auto* box : m_sets)
        if (box->isChecked())
            options.sets.push_back(box->property("setId").toString().toStdString());
    options.replaced = m_replaced->value();
    options.seed = m_seed->seed();
    // Checked by the engine itself: the names, the sets, k.
    auto state = State::start(options);
    if (!state)
        return std::unexpected(state.error());
    return options;
}

bool SetupWizard::prepareCampaign()
{
    if (const QString why = m_table->problem(); !why.isEmpty()) {
        m_errorLabel->setText(why);
        return false;
    }
    auto chosen = options();
    if (!chosen) {
        m_errorLabel->setText(Texts::refusal(chosen.error()));
        return false;
    }
    auto campaign = Campaign::create(std::move(*chosen));
    if (!campaign) {
        m_errorLabel->setText(Texts::refusal(campaign.error()));
        return false;
    }
    m_errorLabel->clear();
    m_campaign = std::move(*campaign);
    return true;
}

void SetupWizard::updateRounds()
{
    const auto& catalog = load_standard_catalog();
    if (!catalog)
        return;
    std::vector<std::string> sets;
    for (auto* box : m_sets)
        if (box->isChecked())
            sets.push_back(box->property("setId").toString().toStdString());
    const int pool = static_cast<int>(catalog->pool(sets).size());
    const int k = m_replaced->value();
    const auto length = campaign_length(pool, k);
    if (!length) {
        m_roundsLabel->setText(Texts::refusal(length.error()));
        return;
    }
    QString text = tr("%1: %2", "pool size: campaign length")
                       .arg(tr("%n kingdom card(s) in the pool", nullptr, pool),
                           tr("the campaign lasts %n round(s).", nullptr, length->rounds));
    if (length->unused > 0)
        text += QLatin1Char(' ')
            + tr("Since %1 cards minus the first 10 is not a multiple of %2, %n card(s) of the pool will never be "
                 "used (Tablée’s decision).",
                nullptr, length->unused)
                  .arg(pool)
                  .arg(k);
    m_roundsLabel->setText(text);
}

void SetupWizard::showKingdom()
{
    if (!m_campaign)
        return;
    const State& state = m_campaign->state();
    const std::vector<CardId> cards = Texts::displayOrder(state.catalog(), state.kingdom());
    for (std::size_t i = 0; i < m_tiles.size() && i < cards.size(); ++i)
        if (const Card* card = state.catalog().find(cards[i]))
            m_tiles[i]->setCard(*card);
    m_seatingLabel->setText(
        tr("Round 1’s playing order: %1. The campaign lasts %n round(s).", nullptr, state.round_count())
            .arg(Texts::seatingText(state, state.seating())));
}

bool SetupWizard::chooseKingdom(const std::vector<CardId>& cards)
{
    if (!m_campaign)
        return false;
    if (auto played = m_campaign->play(SetKingdom {cards}); !played) {
        m_kingdomError->setText(Texts::refusal(played.error()));
        m_kingdomError->show();
        return false;
    }
    m_kingdomError->clear();
    m_kingdomError->hide();
    showKingdom();
    return true;
}

void SetupWizard::accept()
{
    if (!m_campaign || !m_campaign->play(StartCampaign {}))
        return;
    m_table->remember();
    QWizard::accept();
}

void SetupWizard::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWizard::changeEvent(event);
}

void SetupWizard::retranslate()
{
    setWindowTitle(tr("New Dominion campaign"));
    m_settingsPage->setTitle(tr("Players and cards"));
    m_settingsPage->setSubTitle(
        tr("Enter the names in round 1’s playing order, or draw the order at random on the next page."));
    m_setsLabel->setText(tr("Card sets:"));
    const auto& catalog = load_standard_catalog();
    if (catalog)
        for (std::size_t i = 0; i < m_sets.size() && i < catalog->sets().size(); ++i)
            m_sets[i]->setText(Texts::setName(catalog->sets()[i]));
    m_replacedLabel->setText(tr("Cards replaced per round:"));
    m_seedLabel->setText(gui::GameNumberField::label());
    m_kingdomPage->setTitle(tr("Round 1’s kingdom"));
    m_kingdomPage->setSubTitle(
        tr("Draw it again or choose its cards, and draw the playing order at random, until the table is happy."));
    m_redrawButton->setText(tr("&Redraw the kingdom"));
    m_chooseButton->setText(tr("&Choose the cards…"));
    m_shuffleButton->setText(tr("Draw the playing order at random"));
    setButtonText(QWizard::FinishButton, tr("Start the campaign"));
    updateRounds();
    showKingdom();
}

} // namespace tablee::dominion_campaign::ui
