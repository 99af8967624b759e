// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/ui/new_game_dialog.hpp"

#include "fiefs_variant/ui/fiefs_texts.hpp"

#include <QCheckBox>
#include <QSettings>

#include <array>

namespace tablee::fiefs_variant::ui {

namespace {
// Who may play a seat, in the order of the player table's list.
constexpr std::array seatControls {Control::human, Control::easy, Control::normal, Control::strong};
} // namespace

NewGameDialog::NewGameDialog(QWidget* parent)
    : NewGameDialogOf(
        {.objectName = QStringLiteral("fiefsNewGame"),
            .title = tr("New game of Fiefs"),
            .startText = tr("Set up the board"),
            // The first time, one person against two computer players of the normal level.
            .table = {.minimum = min_players,
                .maximum = max_players,
                .initial = 3,
                // In the order of seatControls.
                .levels = {gui::ComputerLevel::easy, gui::ComputerLevel::normal, gui::ComputerLevel::strong},
                .othersFirstTime = 2,
                .memory
                = {QStringLiteral("fiefs_variant/lastPlayers"), QStringLiteral("fiefs_variant/lastControls"), {}}}},
        parent)
{
    // Before each had its own entry, both were kept in one list.
    const QVariantList earlier = QSettings().value(QStringLiteral("fiefs_variant/lastSettings")).toList();
    m_minesByKind = addOption(tr("&Mines by kind: 1 ducat per kind of mine held, not per mine"),
        QStringLiteral("fiefs_variant/minesByKind"), earlier.value(0).toBool());
    m_wideAlliance = addOption(tr("&Wide alliance: one alliance may take in several fiefs, for 1 ducat more"),
        QStringLiteral("fiefs_variant/wideAlliance"), earlier.value(1).toBool());
    finishSetup();
}

Options NewGameDialog::chosen() const
{
    Options options;
    const auto names = table()->names();
    const auto controls = table()->controls();
    for (std::size_t i = 0; i < names.size(); ++i)
        options.players.push_back({names[i], seatControls.at(static_cast<std::size_t>(controls[i]))});
    options.settings = {m_minesByKind->isChecked(), m_wideAlliance->isChecked()};
    options.seed = gameNumber()->seed();
    return options;
}

} // namespace tablee::fiefs_variant::ui
