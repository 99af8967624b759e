#include "dominion_campaign/ui/campaign_controller.hpp"

#include "dominion_campaign/ui/dominion_campaign_texts.hpp"

namespace tablee::dominion_campaign::ui {

CampaignController::CampaignController(Campaign campaign, QObject* parent)
    : QObject(parent), m_campaign(std::move(campaign))
{ }

bool CampaignController::play(const Move& move)
{
    auto played = m_campaign.play(move);
    if (!played) {
        m_lastRefusal = DominionCampaignTexts::refusal(played.error());
        emit moveRejected(m_lastRefusal);
        return false;
    }
    m_lastRefusal.clear();
    emit stateChanged();
    emit movePlayed();
    return true;
}

void CampaignController::undo()
{
    if (!m_campaign.can_undo())
        return;
    m_campaign.undo();
    emit stateChanged();
    emit movePlayed();
}

void CampaignController::redo()
{
    if (!m_campaign.can_redo())
        return;
    m_campaign.redo();
    emit stateChanged();
    emit movePlayed();
}

} // namespace tablee::dominion_campaign::ui
