// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/ui/diplomacy_deadman_module.hpp"

#include "diplomacy_deadman/ui/diplomacy_session.hpp"
#include "diplomacy_deadman/ui/diplomacy_texts.hpp"
#include "diplomacy_deadman/ui/new_game_dialog.hpp"

namespace tablee::diplomacy_deadman::ui {

namespace {

const gui::VariantDescription diplomacy_description {
    .id = "diplomacy_deadman",
    .context = "DiplomacyModule",
    .name = QT_TRANSLATE_NOOP("DiplomacyModule", "Diplomacy “Dead Man”"),
    .summary = QT_TRANSLATE_NOOP("DiplomacyModule",
        "Diplomacy at one computer, orders written in private and adjudicated by Tablée. Six players: the "
        "seventh power, the dead man, moves as the majority of everyone’s proposals says. Or the plain game "
        "for seven."),
    .players
    = QT_TRANSLATE_NOOP("DiplomacyModule", "1 to 7 people, the computer playing the other powers (or dead men)"),
    .credits = QT_TRANSLATE_NOOP("DiplomacyModule",
        "“Dead Man”, a tournament variant by Yann Clouet (18centres, 2004), for Diplomacy by Allan B. Calhamer. "
        "Adjudication after the Diplomacy Adjudicator Test Cases of Lucas Kruijswijk. Map drawn from Natural "
        "Earth data (public domain)."),
    .schema = &Rules::save_schema,
    .seatName = &DiplomacyTexts::keptSeatName,
    .scoreText = &DiplomacyTexts::centresText,
};

} // namespace

} // namespace tablee::diplomacy_deadman::ui

namespace tablee::gui {

std::unique_ptr<VariantModule> make_diplomacy_deadman_module()
{
    using namespace diplomacy_deadman::ui;
    return std::make_unique<GameModule<DiplomacySession, diplomacy_deadman::Game>>(
        diplomacy_description, &DiplomacyTexts::describe, &gui::askNewGameWith<NewGameDialog, diplomacy_deadman::Game>);
}

} // namespace tablee::gui
