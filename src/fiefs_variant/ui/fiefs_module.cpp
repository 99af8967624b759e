// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/ui/fiefs_module.hpp"

#include "fiefs_variant/ui/fiefs_session.hpp"
#include "fiefs_variant/ui/fiefs_texts.hpp"
#include "fiefs_variant/ui/new_game_dialog.hpp"

namespace tablee::fiefs_variant::ui {

namespace {

const gui::VariantDescription fiefs_description {
    .id = "fiefs_variant",
    .context = "FiefsModule",
    .name = QT_TRANSLATE_NOOP("FiefsModule", "Fiefs"),
    .summary = QT_TRANSLATE_NOOP("FiefsModule",
        "The board game Domaine without its action cards: enclose your castles with borders, place knights, expand, "
        "ally and bribe, "
        "buying one action a turn from a price list in ducats and dice. Against friends or the computer."),
    .players = QT_TRANSLATE_NOOP("FiefsModule", "2 to 4 players, people or computer"),
    .credits = QT_TRANSLATE_NOOP("FiefsModule",
        "The “no action cards” variant by Alain Trépanier of Domaine (Klaus Teuber, 2003); the board’s tiles are "
        "Tablée’s own design."),
    .schema = &Rules::save_schema,
};

} // namespace

} // namespace tablee::fiefs_variant::ui

namespace tablee::gui {

std::unique_ptr<VariantModule> make_fiefs_variant_module()
{
    using namespace fiefs_variant::ui;
    return std::make_unique<GameModule<FiefsSession, fiefs_variant::Game>>(
        fiefs_description, &FiefsTexts::describe, &gui::askNewGameWith<NewGameDialog, fiefs_variant::Game>);
}

} // namespace tablee::gui
