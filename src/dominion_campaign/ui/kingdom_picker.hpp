// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dominion_campaign/engine/campaign.hpp"

#include <QDialog>

#include <vector>

class QLabel;
class QPushButton;

namespace tablee::dominion_campaign::ui {

class CardTile;

// Round 1's kingdom chosen by hand (the rulebook's "First Game", a favourite set...): every
// card of the campaign's pool as a tile, ten to tick. It only gathers the choice; the setup
// wizard plays it as SetKingdom, and the engine checks it.
class KingdomPicker : public QDialog {
    Q_OBJECT

public:
    // Starts from `state`'s current kingdom.
    explicit KingdomPicker(const State& state, QWidget* parent = nullptr);

    // The ticked cards, in display order.
    std::vector<CardId> chosen() const;
    void setChosen(const std::vector<CardId>& cards);
    QPushButton* okButton() const { return m_ok; }
    QLabel* countLabel() const { return m_count; }
    const std::vector<CardTile*>& tiles() const { return m_tiles; }

private:
    void updateCount();

    std::vector<CardTile*> m_tiles;
    QLabel* m_count = nullptr;
    QPushButton* m_ok = nullptr;
};

} // namespace tablee::dominion_campaign::ui
