// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/ui/dominion_campaign_module.hpp"

#include "dominion_campaign/engine/serialization.hpp"
#include "dominion_campaign/ui/dominion_campaign_session.hpp"
#include "dominion_campaign/ui/dominion_campaign_texts.hpp"
#include "dominion_campaign/ui/setup_wizard.hpp"

#include <QCoreApplication>

namespace tablee::dominion_campaign::ui {

namespace {

const gui::VariantDescription dominion_campaign_description {
    .id = "dominion_campaign",
    .context = "DominionCampaignModule",
    .name = QT_TRANSLATE_NOOP("DominionCampaignModule", "Dominion campaign"),
    .summary = QT_TRANSLATE_NOOP("DominionCampaignModule",
        "The organizer of “To the end of the world”, a Dominion campaign played with your own cards: it draws "
        "the kingdoms, keeps the scores, referees the kept and eliminated cards and tells the table what to lay "
        "out for each round."),
    .players = QT_TRANSLATE_NOOP("DominionCampaignModule", "2 to 4 players"),
    .credits = QT_TRANSLATE_NOOP("DominionCampaignModule",
        "“Jusqu’au bout du monde”, an unofficial campaign by Dncan after an idea of greg909, for Dominion by "
        "Donald X. Vaccarino."),
    .schema = &Rules::save_schema,
};

std::optional<Campaign> askNewCampaign(QWidget* parent)
{
    SetupWizard wizard(parent);
    if (wizard.exec() != QDialog::Accepted || !wizard.campaign())
        return std::nullopt;
    return *wizard.campaign();
}

} // namespace

} // namespace tablee::dominion_campaign::ui

namespace tablee::gui {

std::unique_ptr<VariantModule> make_dominion_campaign_module()
{
    using namespace dominion_campaign::ui;
    return std::make_unique<GameModule<DominionCampaignSession, dominion_campaign::Campaign>>(
        dominion_campaign_description, &DominionCampaignTexts::describe, &askNewCampaign);
}

} // namespace tablee::gui
