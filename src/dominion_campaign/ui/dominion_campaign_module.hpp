#pragma once

#include "gui/variant_module.hpp"

#include <memory>

namespace tablee::gui {
// Registered by the application (see src/app/registered_variants.cpp.in).
std::unique_ptr<VariantModule> make_dominion_campaign_module();
} // namespace tablee::gui

namespace tablee::dominion_campaign::ui {

class DominionCampaignModule : public gui::VariantModule {
public:
    DominionCampaignModule();
    std::unique_ptr<gui::GameSession> newGame(QWidget* parent) override;
    core::Expected<std::unique_ptr<gui::GameSession>> loadGame(const nlohmann::json& game) override;
    QString describeError(const core::Error& error) const override;
};

} // namespace tablee::dominion_campaign::ui
