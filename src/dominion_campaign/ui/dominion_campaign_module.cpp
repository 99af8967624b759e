#include "dominion_campaign/ui/dominion_campaign_module.hpp"

#include "dominion_campaign/engine/serialization.hpp"
#include "dominion_campaign/ui/dominion_campaign_session.hpp"
#include "dominion_campaign/ui/dominion_campaign_texts.hpp"
#include "dominion_campaign/ui/setup_wizard.hpp"

#include <QCoreApplication>

namespace tablee::app {
std::unique_ptr<VariantModule> make_dominion_campaign_module()
{
    return std::make_unique<dominion_campaign::ui::DominionCampaignModule>();
}
} // namespace tablee::app

namespace tablee::dominion_campaign::ui {

QString DominionCampaignModule::id() const
{
    return QStringLiteral("dominion_campaign");
}

QString DominionCampaignModule::displayName() const
{
    return QCoreApplication::translate("DominionCampaignModule", "Dominion campaign");
}

QString DominionCampaignModule::summary() const
{
    return QCoreApplication::translate("DominionCampaignModule",
        "The organizer of “To the end of the world”, a Dominion campaign played with your own cards: it draws "
        "the kingdoms, keeps the scores, referees the kept and eliminated cards and tells the table what to lay "
        "out for each round.");
}

QString DominionCampaignModule::playerCount() const
{
    return QCoreApplication::translate("DominionCampaignModule", "2 to 4 players");
}

QIcon DominionCampaignModule::icon() const
{
    return QIcon(QStringLiteral(":/icons/dominion_campaign.svg"));
}

QString DominionCampaignModule::rulesResource(const QString& language) const
{
    return QStringLiteral(":/rules/dominion_campaign.%1.md")
        .arg(language == QLatin1String("fr") ? language : QStringLiteral("en"));
}

core::SaveSchema DominionCampaignModule::saveSchema() const
{
    return Rules::save_schema();
}

std::unique_ptr<app::GameSession> DominionCampaignModule::newGame(QWidget* parent)
{
    SetupWizard wizard(parent);
    if (wizard.exec() != QDialog::Accepted || !wizard.campaign())
        return nullptr;
    return std::make_unique<DominionCampaignSession>(*wizard.campaign());
}

core::Expected<std::unique_ptr<app::GameSession>> DominionCampaignModule::loadGame(const nlohmann::json& json)
{
    auto campaign = Campaign::from_json(json);
    if (!campaign)
        return std::unexpected(campaign.error());
    return std::make_unique<DominionCampaignSession>(std::move(*campaign));
}

QString DominionCampaignModule::describeError(const core::Error& error) const
{
    return DominionCampaignTexts::describe(error);
}

} // namespace tablee::dominion_campaign::ui
