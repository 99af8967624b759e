#include "dominion_campaign/ui/dominion_campaign_module.hpp"

#include "dominion_campaign/engine/serialization.hpp"
#include "dominion_campaign/ui/dominion_campaign_session.hpp"
#include "dominion_campaign/ui/dominion_campaign_texts.hpp"
#include "dominion_campaign/ui/setup_wizard.hpp"

#include <QCoreApplication>

namespace tablee::gui {
std::unique_ptr<VariantModule> make_dominion_campaign_module()
{
    return std::make_unique<dominion_campaign::ui::DominionCampaignModule>();
}
} // namespace tablee::gui

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
    .schema = &Rules::save_schema,
};

} // namespace

DominionCampaignModule::DominionCampaignModule() : gui::VariantModule(dominion_campaign_description) { }

std::unique_ptr<gui::GameSession> DominionCampaignModule::newGame(QWidget* parent)
{
    SetupWizard wizard(parent);
    if (wizard.exec() != QDialog::Accepted || !wizard.campaign())
        return nullptr;
    return std::make_unique<DominionCampaignSession>(*wizard.campaign());
}

core::Expected<std::unique_ptr<gui::GameSession>> DominionCampaignModule::loadGame(const nlohmann::json& json)
{
    return restoreSession<DominionCampaignSession, Campaign>(json);
}

QString DominionCampaignModule::describeError(const core::Error& error) const
{
    return DominionCampaignTexts::describe(error);
}

} // namespace tablee::dominion_campaign::ui
