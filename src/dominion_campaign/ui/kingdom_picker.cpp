// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/ui/kingdom_picker.hpp"

#include "dominion_campaign/engine/rules.hpp"
#include "dominion_campaign/ui/card_tile.hpp"
#include "dominion_campaign/ui/dominion_campaign_texts.hpp"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace tablee::dominion_campaign::ui {

using Texts = DominionCampaignTexts;

KingdomPicker::KingdomPicker(const State& state, QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("kingdomPicker"));
    setWindowTitle(tr("Choose round 1’s kingdom"));
    const Catalog& catalog = state.catalog();
    auto* intro = new QLabel(tr("Tick the %1 cards of round 1’s kingdom, for instance the rulebook’s “First Game” "
                                "or the table’s favourite set. The other cards of the pool are drawn in later rounds.")
                                 .arg(kingdom_size));
    intro->setWordWrap(true);

    auto* grid = new QGridLayout;
    int index = 0;
    for (const auto& id : Texts::displayOrder(catalog, catalog.pool(state.options().sets))) {
        const Card* card = catalog.find(id);
        if (!card)
            continue;
        auto* tile = new CardTile;
        tile->setDisplayOnly(false);
        tile->setCard(*card);
        tile->setObjectName(QStringLiteral("pick_") + QString::fromStdString(id));
        tile->setProperty("cardId", QString::fromStdString(id));
        tile->setChecked(std::ranges::find(state.kingdom(), id) != state.kingdom().end());
        connect(tile, &CardTile::toggled, this, &KingdomPicker::updateCount);
        grid->addWidget(tile, index / 5, index % 5);
        m_tiles.push_back(tile);
        ++index;
    }
    auto* cards = new QWidget;
    auto* cardsLayout = new QVBoxLayout(cards);
    cardsLayout->addLayout(grid);
    cardsLayout->addStretch(1);
    auto* scroll = new QScrollArea;
    scroll->setFocusPolicy(Qt::NoFocus); // Tab goes from card to card, the area following
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(cards);

    m_count = new QLabel;
    m_count->setObjectName(QStringLiteral("countLabel"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Use these cards"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_count, 1);
    bottom->addWidget(buttons);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(scroll, 1);
    layout->addLayout(bottom);
    resize(900, 640);
    // Never taller or wider than the screen, its title bar in sight: at scale 2 the dialog was
    // 1280 pixels high on a 1080 screen, its count and buttons out of sight (a review). The cards
    // scroll instead.
    if (const QScreen* shown = screen())
        resize(size().boundedTo(shown->availableGeometry().size() - QSize(40, 80)));
    updateCount();
}

std::vector<CardId> KingdomPicker::chosen() const
{
    std::vector<CardId> cards;
    for (const auto* tile : m_tiles)
        if (tile->isChecked())
            cards.push_back(tile->property("cardId").toString().toStdString());
    return cards;
}

void KingdomPicker::setChosen(const std::vector<CardId>& cards)
{
    for (auto* tile : m_tiles)
        tile->setChecked(std::ranges::find(cards, tile->property("cardId").toString().toStdString()) != cards.end());
}

void KingdomPicker::updateCount()
{
    const auto count = static_cast<int>(chosen().size());
    m_count->setText(tr("%1 of %2 cards ticked.").arg(count).arg(kingdom_size));
    m_ok->setEnabled(count == kingdom_size);
}

} // namespace tablee::dominion_campaign::ui
