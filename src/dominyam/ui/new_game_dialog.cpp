// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/new_game_dialog.hpp"

#include <QCheckBox>

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
                          .table = {.minimum = 1,
                              .maximum = static_cast<int>(max_players),
                              .initial = 1,
                              // In the order of seatLevels.
                              .levels = {gui::ComputerLevel::normal, gui::ComputerLevel::strong},
                              .memory = {QStringLiteral("dominyam/newGame/names"),
                                  QStringLiteral("dominyam/newGame/computers"), {}}}},
        parent)
{
    setIntroduction(tr("One player plays the solo game (14 turns, high-score table); two or more play "
                       "hotseat, passing the mouse round the table, and every seat but one may be played by the "
                       "computer: normal, or strong, which also looks several turns ahead."));
    // The variant and the kind of game of the last one started (the table remembers the players).
    m_mental = addOption(tr("Mental arithmetic variant: a meal also scores its pips above the objective"),
        QStringLiteral("dominyam/newGame/mentalArithmetic"));
    m_practice = addOption(practiceText(), QStringLiteral("dominyam/newGame/practice"));
    m_practice->setToolTip(tr("A ranked solo game has no undo: it would show the dice to come."));
    // A board the player chose is no fair high score: a game number typed in plays unranked.
    connect(gameNumber(), &QLineEdit::textChanged, this, &NewGameDialog::followGameNumber);
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

void NewGameDialog::accept()
{
    if (m_numberChosen)
        m_practice->setChecked(m_practiceWanted); // (the game is unranked all the same: chosen())
    NewGameDialogOf::accept();
    if (m_numberChosen && isVisible())
        m_practice->setChecked(true); // not started: the box says the game again
}

QString NewGameDialog::practiceText()
{
    return tr("Practice game: undo allowed, the score kept off the high-score table");
}

bool NewGameDialog::numberChosen() const
{
    return !gameNumber()->text().trimmed().isEmpty();
}

void NewGameDialog::followGameNumber()
{
    // The box says what the game will be: unranked whatever it held, and why.
    const bool chosen = numberChosen();
    if (chosen == m_numberChosen)
        return;
    m_numberChosen = chosen;
    if (chosen) {
        m_practiceWanted = m_practice->isChecked();
        m_practice->setChecked(true);
    } else {
        m_practice->setChecked(m_practiceWanted);
    }
    m_practice->setEnabled(!chosen);
    // Said on the box itself: a tooltip on a greyed box is read by nobody.
    m_practice->setText(
        chosen ? practiceText() + QLatin1Char(' ') + tr("(a game number chosen: unranked)") : practiceText());
    m_practice->setToolTip(chosen ? tr("A game number chosen plays unranked: only a board nobody chose counts in the "
                                       "high-score table.")
                                  : tr("A ranked solo game has no undo: it would show the dice to come."));
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
    options.practice = options.solo() && (m_practice->isChecked() || numberChosen());
    options.seed = gameNumber()->seed();
    return options;
}

} // namespace tablee::dominyam::ui
