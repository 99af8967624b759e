// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/ui/civ_calamities_module.hpp"

#include "civ_calamities/ui/civ_session.hpp"
#include "civ_calamities/ui/civ_texts.hpp"
#include "civ_calamities/ui/new_game_dialog.hpp"

#include <QCoreApplication>

namespace tablee::civ_calamities::ui {

namespace {

const gui::VariantDescription civ_description {
    .id = "civ_calamities",
    .context = "CivModule",
    .name = QT_TRANSLATE_NOOP("CivModule", "Civilization calamities"),
    .summary = QT_TRANSLATE_NOOP("CivModule",
        "A referee beside your Advanced Civilization board: it keeps the areas, tokens and cities, and settles "
        "Secession and Successive Wars step by step, so that nobody argues about contiguity or losses again."),
    .players = QT_TRANSLATE_NOOP("CivModule", "2 to 7 players, one referee"),
    .credits = QT_TRANSLATE_NOOP("CivModule",
        "Two calamities (French variant texts) for Civilization by Francis Tresham and Advanced Civilization "
        "(Avalon Hill). Board facts re-encoded from johnchampaign/advanced-civilization (MIT licence, copyright © "
        "2026 John Champaign); coastlines from Natural Earth (public domain); the board is drawn by Tablée."),
    .schema = &Rules::save_schema,
    // The results history keeps each nation's English name, as saves do.
    .seatName =
        [](const std::string& kept) {
            const auto civilization = civilization_index(kept);
            return civilization ? CivTexts::civilizationName(*civilization) : QString::fromStdString(kept);
        },
    // A nation's count at the end of the evening: its unit points (a token 1, a city 5).
    .scoreText =
        [](int points) {
            return QCoreApplication::translate(
                "CivModule", "%n unit point(s)", "a nation's count in the results", points);
        },
};

} // namespace

} // namespace tablee::civ_calamities::ui

namespace tablee::gui {

std::unique_ptr<VariantModule> make_civ_calamities_module()
{
    using namespace civ_calamities::ui;
    return std::make_unique<GameModule<CivSession, civ_calamities::Game>>(
        civ_description, &CivTexts::describe, &gui::askNewGameWith<NewGameDialog, civ_calamities::Game>);
}

} // namespace tablee::gui
