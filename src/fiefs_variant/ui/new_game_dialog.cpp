// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/ui/new_game_dialog.hpp"

#include "fiefs_variant/ui/fiefs_texts.hpp"

#include <QCheckBox>
#include <QGroupBox>
#include <QSettings>
#include <QVBoxLayout>

#include <array>

namespace tablee::fiefs_variant::ui {

namespace {
// Who may play a seat, in the order of the player table's list.
constexpr std::array seatControls {Control::human, Control::easy, Control::normal, Control::strong};
} // namespace

NewGameDialog::NewGameDialog(QWidget* parent)
    : NewGameDialogOf({.objectName = QStringLiteral("fiefsNewGame"),
                          .title = tr("New game of Fiefs"),
                          .tableTitle = tr("The table"),
                          .startText = tr("Set up the board"),
                          // The first time, one person against two computer players of the normal level.
                          .table = {.minimum = min_players,
                              .maximum = max_players,
                              .initial = 3,
                              .controls =
                                  [] {
                                      QStringList names;
                                      for (const Control control : seatControls)
                                          names << FiefsTexts::controlName(control);
                                      return names;
                                  },
                              .othersFirstTime = 2,
                              .memory = {QStringLiteral("fiefs_variant/lastPlayers"),
                                  QStringLiteral("fiefs_variant/lastControls"), {}}}},
        parent)
{
    auto* settings = new QGroupBox(tr("Options"));
    m_minesByKind = new QCheckBox(tr("&Mines by kind: 1 ducat per kind of mine held, not per mine"));
    m_minesByKind->setObjectName(QStringLiteral("minesByKind"));
    m_wideAlliance = new QCheckBox(tr("&Wide alliance: one alliance may take in several fiefs, for 1 ducat more"));
    m_wideAlliance->setObjectName(QStringLiteral("wideAlliance"));
    auto* layout = new QVBoxLayout(settings);
    layout->addWidget(m_minesByKind);
    layout->addWidget(m_wideAlliance);
    addSection(settings);
    // Before each had its own entry, both were kept in one list.
    const QVariantList earlier = QSettings().value(QStringLiteral("fiefs_variant/lastSettings")).toList();
    rememberChecked(m_minesByKind, QStringLiteral("fiefs_variant/minesByKind"), earlier.value(0).toBool());
    rememberChecked(m_wideAlliance, QStringLiteral("fiefs_variant/wideAlliance"), earlier.value(1).toBool());
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
