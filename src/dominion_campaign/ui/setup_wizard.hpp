// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.hpp"
#include "dominion_campaign/engine/campaign.hpp"

#include <QWizard>

#include <optional>
#include <vector>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QGridLayout;

namespace tablee::gui {
class GameNumberField;
class PlayerTable;
} // namespace tablee::gui

namespace tablee::dominion_campaign::ui {

class CardTile;

// A new campaign: the players and round 1's playing order, the card sets, how many cards are
// replaced per round and the seed (first page); round 1's kingdom, which may be drawn again,
// and the playing order, which may be drawn at random (second page). Finishing starts round 1.
class SetupWizard : public QWizard {
    Q_OBJECT

public:
    explicit SetupWizard(QWidget* parent = nullptr);

    // For tests and for people who start from a previous setup.
    void setPlayers(const QStringList& names);
    void setReplaced(int replaced);
    void setSeed(const QString& seed);

    // The options entered on the first page, or why they are refused.
    core::Expected<Options> options() const;
    // The campaign being prepared (after the first page); started once the wizard is accepted.
    const std::optional<Campaign>& campaign() const { return m_campaign; }

    QPushButton* redrawButton() const { return m_redrawButton; }
    // Plays the cards chosen by hand as round 1's kingdom (what "Choose the cards…" does once
    // its dialog is accepted); false, with the reason shown, when the engine refuses them.
    bool chooseKingdom(const std::vector<CardId>& cards);
    QLabel* roundsLabel() const { return m_roundsLabel; }
    const std::vector<CardTile*>& kingdomTiles() const { return m_tiles; }

    void accept() override;

protected:
    void changeEvent(QEvent* event) override;

private:
    bool prepareCampaign();
    void updateRounds();
    void showKingdom();
    void retranslate();

    QWizardPage* m_settingsPage = nullptr;
    QWizardPage* m_kingdomPage = nullptr;
    gui::PlayerTable* m_table = nullptr;
    QLabel* m_setsLabel = nullptr;
    std::vector<QCheckBox*> m_sets;
    QLabel* m_replacedLabel = nullptr;
    QSpinBox* m_replaced = nullptr;
    QLabel* m_seedLabel = nullptr;
    gui::GameNumberField* m_seed = nullptr;
    QLabel* m_roundsLabel = nullptr;
    QLabel* m_errorLabel = nullptr;

    QLabel* m_seatingLabel = nullptr;
    QGridLayout* m_tileLayout = nullptr;
    std::vector<CardTile*> m_tiles;
    QPushButton* m_redrawButton = nullptr;
    QPushButton* m_chooseButton = nullptr;
    QLabel* m_kingdomError = nullptr;
    QPushButton* m_shuffleButton = nullptr;

    std::optional<Campaign> m_campaign;
};

} // namespace tablee::dominion_campaign::ui
