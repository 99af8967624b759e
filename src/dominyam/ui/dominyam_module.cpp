#include "dominyam/ui/dominyam_module.hpp"

#include "dominyam/engine/serialization.hpp"
#include "dominyam/ui/dominyam_session.hpp"
#include "dominyam/ui/dominyam_texts.hpp"
#include "dominyam/ui/new_game_dialog.hpp"

#include <QCoreApplication>

namespace tablee::app {
std::unique_ptr<VariantModule> make_dominyam_module()
{
    return std::make_unique<dominyam::ui::DominyamModule>();
}
} // namespace tablee::app

namespace tablee::dominyam::ui {

QString DominyamModule::id() const
{
    return QStringLiteral("dominyam");
}

QString DominyamModule::displayName() const
{
    return QStringLiteral("Dominyam");
}

QString DominyamModule::summary() const
{
    return QCoreApplication::translate("DominyamModule",
        "Dice and dominoes: eat pairs of dominoes from a spiral board with Yam's rolls, then score "
        "end-game combinations.");
}

QString DominyamModule::playerCount() const
{
    return QCoreApplication::translate("DominyamModule", "1 player (solo high scores) or 2 to 8");
}

QIcon DominyamModule::icon() const
{
    return QIcon(QStringLiteral(":/icons/dominyam.svg"));
}

QString DominyamModule::rulesResource(const QString& language) const
{
    return QStringLiteral(":/rules/dominyam.%1.md")
        .arg(language == QLatin1String("fr") ? language : QStringLiteral("en"));
}

core::SaveSchema DominyamModule::saveSchema() const
{
    return Rules::save_schema();
}

std::unique_ptr<app::GameSession> DominyamModule::newGame(QWidget* parent)
{
    NewGameDialog dialog(parent);
    if (dialog.exec() != QDialog::Accepted)
        return nullptr;
    auto options = dialog.options();
    if (!options)
        return nullptr;
    auto game = Game::create(std::move(*options));
    if (!game)
        return nullptr;
    return std::make_unique<DominyamSession>(std::move(*game));
}

core::Expected<std::unique_ptr<app::GameSession>> DominyamModule::loadGame(const nlohmann::json& json)
{
    auto game = Game::from_json(json);
    if (!game)
        return std::unexpected(game.error());
    return std::make_unique<DominyamSession>(std::move(*game));
}

QString DominyamModule::describeError(const core::Error& error) const
{
    return DominyamTexts::describe(error);
}

} // namespace tablee::dominyam::ui
