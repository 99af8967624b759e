#include "dominion_campaign/ui/campaign_controller.hpp"

#include "dominion_campaign/ui/dominion_campaign_texts.hpp"

namespace tablee::dominion_campaign::ui {

CampaignController::CampaignController(Campaign campaign, QObject* parent)
    : gui::GameControllerOf<Campaign>(std::move(campaign), &DominionCampaignTexts::refusal, parent)
{ }

} // namespace tablee::dominion_campaign::ui
