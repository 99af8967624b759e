// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/new_game_dialog.hpp"

#include "core/random.hpp"
#include "gui/error_text.hpp"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tablee::dominyam::ui {

namespace {
constexpr int maxHotseatPlayers = static_cast<int>(max_players);
constexpr auto lastNamesKey = "dominyam/newGame/names";
constexpr auto lastComputersKey = "dominyam/newGame/computers";
constexpr auto lastMentalKey = "dominyam/newGame/mentalArithmetic";
constexpr auto lastPracticeKey = "dominyam/newGame/practice";
} // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("dominyamNewGame"));
    setWindowTitle(tr("New game of Dominyam"));
    m_count = new QSpinBox(this);
    m_count->setRange(1, maxHotseatPlayers);
    m_count->setValue(1);
    m_count->setObjectName(QStringLiteral("playerCount"));

    auto* playersBox = new QWidget(this);
    m_rows = new QGridLayout(playersBox);
    m_rows->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < maxHotseatPlayers; ++i) {
        auto* name = new QLineEdit(playersBox);
        name->setPlaceholderText(tr("Player %1").arg(i + 1));
        name->setText(tr("Player %1").arg(i + 1));
        name->setMaxLength(40);
        auto* computer = new QCheckBox(tr("computer"), playersBox);
        m_rows->addWidget(new QLabel(QString::number(i + 1), playersBox), i, 0);
        m_rows->addWidget(name, i, 1);
        m_rows->addWidget(computer, i, 2);
        m_names << name;
        m_computers << computer;
        connect(name, &QLineEdit::textChanged, this, &NewGameDialog::validate);
        connect(computer, &QCheckBox::toggled, this, &NewGameDialog::validate);
    }

    m_mental = new QCheckBox(tr("Variant \"calcul mental\": a meal also scores its pips above the objective"), this);
    m_practice = new QCheckBox(tr("Practice game: undo allowed, the score kept off the high-score table"), this);
    m_practice->setObjectName(QStringLiteral("practice"));
    m_practice->setToolTip(tr("A ranked solo game has no undo: it would show the dice to come."));
    m_seed = new QLineEdit(this);
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,19}")), m_seed));
    m_seed->setToolTip(tr("The same seed gives the same board and the same dice: to replay or share a game."));
    m_problem = new QLabel(this);
    m_problem->setStyleSheet(QStringLiteral("color: #a31515;"));

    auto* form = new QFormLayout;
    form->addRow(tr("Players:"), m_count);
    form->addRow(QString(), playersBox);
    form->addRow(QString(), m_mental);
    form->addRow(QString(), m_practice);
    form->addRow(tr("Seed:"), m_seed);

    auto* hint = new QLabel(tr("One player plays the solo game (14 turns, high-score table); two or more play "
                               "hotseat, passing the mouse round the table."),
        this);
    hint->setWordWrap(true);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(hint);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_count, &QSpinBox::valueChanged, this, &NewGameDialog::updateRows);
    updateRows();
    restoreLastTable();
}

// The table of the last game started: the same friends usually play again (the seed is drawn anew).
void NewGameDialog::restoreLastTable()
{
    const QSettings settings;
    const QStringList names = settings.value(lastNamesKey).toStringList();
    if (names.isEmpty())
        return;
    QList<bool> computers;
    for (const QVariant& computer : settings.value(lastComputersKey).toList())
        computers << computer.toBool();
    setPlayers(names.mid(0, maxHotseatPlayers), computers);
    setMentalArithmetic(settings.value(lastMentalKey).toBool());
    m_practice->setChecked(settings.value(lastPracticeKey).toBool());
}

void NewGameDialog::rememberTable() const
{
    QStringList names;
    QVariantList computers;
    for (int i = 0; i < m_count->value(); ++i) {
        names << m_names[i]->text().trimmed();
        computers << m_computers[i]->isChecked();
    }
    QSettings settings;
    settings.setValue(lastNamesKey, names);
    settings.setValue(lastComputersKey, computers);
    settings.setValue(lastMentalKey, m_mental->isChecked());
    settings.setValue(lastPracticeKey, m_practice->isChecked());
}

void NewGameDialog::setPlayers(const QStringList& names, const QList<bool>& computers)
{
    m_count->setValue(static_cast<int>(names.size()));
    for (int i = 0; i < names.size() && i < m_names.size(); ++i) {
        m_names[i]->setText(names[i]);
        m_computers[i]->setChecked(computers.value(i));
    }
    validate();
}

void NewGameDialog::setSeed(const QString& seed)
{
    m_seed->setText(seed);
}

void NewGameDialog::setPractice(bool on)
{
    m_practice->setChecked(on);
}

void NewGameDialog::setMentalArithmetic(bool on)
{
    m_mental->setChecked(on);
}

void NewGameDialog::updateRows()
{
    const int count = m_count->value();
    for (int i = 0; i < m_names.size(); ++i) {
        for (int column = 0; column < 3; ++column)
            if (auto* item = m_rows->itemAtPosition(i, column))
                item->widget()->setVisible(i < count);
    }
    // A solo game has no computer opponent to add; only a solo game is ranked.
    m_practice->setVisible(count == 1);
    m_computers.first()->setVisible(count > 1);
    if (count == 1)
        m_computers.first()->setChecked(false);
    adjustSize();
    validate();
}

std::optional<Options> NewGameDialog::options() const
{
    Options options;
    for (int i = 0; i < m_count->value(); ++i)
        options.seats.push_back({m_names[i]->text().trimmed().toStdString(), m_computers[i]->isChecked()});
    options.mental_arithmetic = m_mental->isChecked();
    options.practice = m_count->value() == 1 && m_practice->isChecked();
    bool ok = false;
    const auto seed = m_seed->text().toULongLong(&ok);
    options.seed = ok ? seed : core::fresh_seed();
    if (!State::start(options))
        return std::nullopt;
    return options;
}

void NewGameDialog::validate()
{
    Options options;
    for (int i = 0; i < m_count->value(); ++i)
        options.seats.push_back({m_names[i]->text().trimmed().toStdString(), m_computers[i]->isChecked()});
    const auto started = State::start(options);
    m_problem->setText(started ? QString() : gui::ErrorText::describe(started.error()));
    bool anyPerson = false;
    for (int i = 0; i < m_count->value(); ++i)
        anyPerson |= !m_computers[i]->isChecked();
    if (started && !anyPerson)
        m_problem->setText(tr("At least one player must be a person."));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(started.has_value() && anyPerson);
}

void NewGameDialog::accept()
{
    if (!options())
        return;
    rememberTable();
    QDialog::accept();
}

} // namespace tablee::dominyam::ui
