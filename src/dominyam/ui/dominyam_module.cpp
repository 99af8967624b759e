// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/dominyam_module.hpp"

#include "dominyam/engine/serialization.hpp"
#include "dominyam/ui/dominyam_session.hpp"
#include "dominyam/ui/dominyam_texts.hpp"
#include "dominyam/ui/high_score_store.hpp"
#include "dominyam/ui/new_game_dialog.hpp"

#include <QCoreApplication>

namespace tablee::dominyam::ui {

namespace {

const gui::VariantDescription dominyam_description {
    .id = "dominyam",
    .context = "DominyamModule",
    .name = QT_TRANSLATE_NOOP("DominyamModule", "Dominyam"),
    .summary = QT_TRANSLATE_NOOP("DominyamModule",
        "Dice and dominoes: eat pairs of dominoes from a spiral board with Yam’s rolls, then score "
        "end-game combinations."),
    .players = QT_TRANSLATE_NOOP("DominyamModule", "1 player (solo high scores) or 2 to 8, people or computer"),
    .credits = QT_TRANSLATE_NOOP("DominyamModule",
        "“Dominyam — du domino et du Yam’s remixés”, a French game published on 15 September 2013, played "
        "with a set of dominoes and five dice."),
    .schema = &Rules::save_schema,
};

// The solo high scores, reachable from the home screen without a game.
QList<gui::VariantModule::HomeCommand> homeCommands()
{
    return {{QCoreApplication::translate("DominyamModule", "Solo high scores…"), [](QWidget* parent) {
                 std::unique_ptr<HighScoresDialog> dialog(
                     HighScoresDialog::forStoredTable(HighScoreStore(), std::nullopt, {}, parent));
                 dialog->exec();
             }}};
}

} // namespace

} // namespace tablee::dominyam::ui

namespace tablee::gui {

std::unique_ptr<VariantModule> make_dominyam_module()
{
    using namespace dominyam::ui;
    return std::make_unique<GameModule<DominyamSession, dominyam::Game>>(dominyam_description, &DominyamTexts::describe,
        &gui::askNewGameWith<NewGameDialog, dominyam::Game>, &homeCommands);
}

} // namespace tablee::gui
