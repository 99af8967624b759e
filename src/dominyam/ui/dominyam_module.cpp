#include "dominyam/ui/dominyam_module.hpp"

#include "dominyam/engine/serialization.hpp"
#include "dominyam/ui/dominyam_session.hpp"
#include "dominyam/ui/dominyam_texts.hpp"
#include "dominyam/ui/new_game_dialog.hpp"

#include <QCoreApplication>

namespace tablee::gui {
std::unique_ptr<VariantModule> make_dominyam_module()
{
    return std::make_unique<dominyam::ui::DominyamModule>();
}
} // namespace tablee::gui

namespace tablee::dominyam::ui {

namespace {

const gui::VariantDescription dominyam_description {
    .id = "dominyam",
    .context = "DominyamModule",
    .name = QT_TRANSLATE_NOOP("DominyamModule", "Dominyam"),
    .summary = QT_TRANSLATE_NOOP("DominyamModule",
        "Dice and dominoes: eat pairs of dominoes from a spiral board with Yam's rolls, then score "
        "end-game combinations."),
    .players = QT_TRANSLATE_NOOP("DominyamModule", "1 player (solo high scores) or 2 to 8"),
    .schema = &Rules::save_schema,
};

} // namespace

DominyamModule::DominyamModule() : gui::VariantModule(dominyam_description) { }

std::unique_ptr<gui::GameSession> DominyamModule::newGame(QWidget* parent)
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

core::Expected<std::unique_ptr<gui::GameSession>> DominyamModule::loadGame(const nlohmann::json& json)
{
    return restoreSession<DominyamSession, Game>(json);
}

QString DominyamModule::describeError(const core::Error& error) const
{
    return DominyamTexts::describe(error);
}

} // namespace tablee::dominyam::ui
