#pragma once

#include "app/variant_module.hpp"

#include <memory>

namespace tablee::app {
// Registered by the application (see src/app/registered_variants.cpp.in).
std::unique_ptr<VariantModule> make_dominyam_module();
} // namespace tablee::app

namespace tablee::dominyam::ui {

class DominyamModule : public app::VariantModule {
public:
    DominyamModule();
    std::unique_ptr<app::GameSession> newGame(QWidget* parent) override;
    core::Expected<std::unique_ptr<app::GameSession>> loadGame(const nlohmann::json& game) override;
    QString describeError(const core::Error& error) const override;
};

} // namespace tablee::dominyam::ui
