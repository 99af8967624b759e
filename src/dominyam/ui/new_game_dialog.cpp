// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/new_game_dialog.hpp"

#include <QCheckBox>
#include <QGroupBox>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace tablee::dominyam::ui {

namespace {
// The levels a computer seat may play, in the order of the player table's list after "Person"
// (remembered tables from before the strong level had "Computer" second: normal).
constexpr std::array seatLevels {Level::normal, Level::strong};
} // namespace

NewGameDialog::NewGameDialog(QWidget* parent)
    : NewGameDialogOf({.objectName = QStringLiteral("dominyamNewGame"),
                          .title = tr("New game of Dominyam"),
                          .tableTitle = tr("The table"),
                          .startText = tr("Start the game"),
                          .table = {.minimum = 1,
                              .maximum = static_cast<int>(max_players),
                              .initial = 1,
                              .controls =
                                  [] {
                                      // In the order of seatLevels: a computer's index is its level's + 1.
                                      return QStringList {tr("Person"), tr("Computer, normal"), tr("Computer, strong")};
                                  },
                              .memory = {QStringLiteral("dominyam/newGame/names"),
                                  QStringLiteral("dominyam/newGame/computers"), {}}}},
        parent)
{
    setIntroduction(tr("One player plays the solo game (14 turns, high-score table); two or more play "
                       "hotseat, passing the mouse round the table, and every seat but one may be played by the "
                       "computer: normal, or strong, which also looks several turns ahead."));
    auto* settings = new QGroupBox(tr("Options"));
    m_mental = new QCheckBox(tr("Variant “calcul mental”: a meal also scores its pips above the objective"));
    m_practice = new QCheckBox(tr("Practice game: undo allowed, the score kept off the high-score table"));
    m_practice->setObjectName(QStringLiteral("practice"));
    m_practice->setToolTip(tr("A ranked solo game has no undo: it would show the dice to come."));
    auto* layout = new QVBoxLayout(settings);
    layout->addWidget(m_mental);
    layout->addWidget(m_practice);
    addSection(settings);

    // The variant and the kind of game of the last one started (the table remembers the players).
    rememberChecked(m_mental, QStringLiteral("dominyam/newGame/mentalArithmetic"));
    rememberChecked(m_practice, QStringLiteral("dominyam/newGame/practice"));
    connect(table(), &gui::PlayerTable::changed, this, &NewGameDialog::followSeatCount);
    followSeatCount();
    finishSetup();
}

void NewGameDialog::setPlayers(const QStringList& names, const QList<int>& computers)
{
    table()->setPlayers(names, computers);
}

void NewGameDialog::setSeed(const QString& seed)
{
    gameNumber()->setText(seed);
}

void NewGameDialog::setMentalArithmetic(bool on)
{
    m_mental->setChecked(on);
}

void NewGameDialog::followSeatCount()
{
    const int count = table()->count();
    if (count == m_seatsShown)
        return;
    m_seatsShown = count;
    m_practice->setVisible(count == 1);
    table()->setPersonOnly(0, count == 1);
}

Options NewGameDialog::chosen() const
{
    Options options;
    const auto names = table()->names();
    const auto controls = table()->controls();
    for (std::size_t i = 0; i < names.size(); ++i) {
        options.seats.push_back({names[i], controls[i] != 0});
        options.levels.push_back(seatLevels.at(static_cast<std::size_t>(std::max(controls[i], 1) - 1)));
    }
    options.mental_arithmetic = m_mental->isChecked();
    options.practice = options.solo() && m_practice->isChecked();
    options.seed = gameNumber()->seed();
    return options;
}

} // namespace tablee::dominyam::ui
