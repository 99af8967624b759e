// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/ui/new_game_dialog.hpp"

#include "core/random.hpp"
#include "diplomacy_deadman/ui/diplomacy_texts.hpp"
#include "diplomacy_deadman/ui/map_view.hpp"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace tablee::diplomacy_deadman::ui {

namespace {
constexpr auto lastPeopleKey = "diplomacy_deadman/lastPeople";
constexpr auto lastCountKey = "diplomacy_deadman/lastPeopleCount";
constexpr auto lastDeadMenDrawnKey = "diplomacy_deadman/lastDeadMenDrawn";
constexpr auto lastPowersDrawnKey = "diplomacy_deadman/lastPowersDrawn";
constexpr auto lastSandboxKey = "diplomacy_deadman/lastSandbox";
constexpr int min_people = power_count - max_dead_men;

// A power's colour and letter, as on the map, then its name.
QString powerBadge(Power power)
{
    return QStringLiteral("<span style=\"background:%1;color:%2\">\u00a0%3\u00a0</span> %4")
        .arg(powerColour(power).name(), inkOn(powerColour(power)).name(), QString(powerLetter(power)),
            DiplomacyTexts::powerName(power).toHtmlEscaped());
}
} // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("diplomacyNewGame"));
    setWindowTitle(tr("New game of Diplomacy"));

    // 1. The people.
    auto* players = new QGroupBox(tr("1. Who plays"));
    auto* playersLayout = new QGridLayout(players);
    m_count = new QSpinBox;
    m_count->setObjectName(QStringLiteral("peopleCount"));
    m_count->setRange(min_people, power_count);
    m_count->setValue(6);
    auto* countLabel = new QLabel(tr("&Number of players:"));
    countLabel->setBuddy(m_count);
    playersLayout->addWidget(countLabel, 0, 0);
    playersLayout->addWidget(m_count, 0, 1, Qt::AlignLeft);
    for (int i = 0; i < power_count; ++i) {
        auto* name = new QLineEdit;
        name->setObjectName(QStringLiteral("person_%1").arg(i + 1));
        name->setMaxLength(40);
        m_names[static_cast<std::size_t>(i)] = name;
        // U+00A0 keeps the number with its word; no mnemonic: seven of them would clash.
        auto* label = new QLabel(tr("Player %1:").arg(i + 1));
        label->setBuddy(name);
        m_nameLabels[static_cast<std::size_t>(i)] = label;
        auto* power = new QComboBox;
        power->setObjectName(QStringLiteral("powerOf_%1").arg(i + 1));
        for (Power p : all_powers) {
            QPixmap swatch(12, 12);
            swatch.fill(powerColour(p));
            power->addItem(QIcon(swatch), DiplomacyTexts::powerName(p), static_cast<int>(p));
        }
        power->setAccessibleName(tr("Power of player %1").arg(i + 1));
        power->setCurrentIndex(i % power->count()); // each player a different power to begin with
        m_powerChoice[static_cast<std::size_t>(i)] = power;
        connect(name, &QLineEdit::textChanged, this, &NewGameDialog::update);
        connect(power, &QComboBox::currentIndexChanged, this, &NewGameDialog::update);
        playersLayout->addWidget(label, i + 1, 0);
        playersLayout->addWidget(name, i + 1, 1);
        playersLayout->addWidget(power, i + 1, 2);
    }
    playersLayout->setColumnStretch(1, 1);
    connect(m_count, &QSpinBox::valueChanged, this, &NewGameDialog::update);

    // 2. The dead men: one per power nobody plays.
    m_deadMen = new QGroupBox(tr("2. The dead men"));
    m_deadMenDrawn = new QRadioButton(tr("&Drawn at random with the game number"));
    m_deadMenDrawn->setObjectName(QStringLiteral("deadMenDrawn"));
    m_deadMenChosen = new QRadioButton(tr("&Chosen: tick the powers nobody plays"));
    m_deadMenChosen->setObjectName(QStringLiteral("deadMenChosen"));
    auto* deadRule = new QButtonGroup(this);
    deadRule->addButton(m_deadMenDrawn);
    deadRule->addButton(m_deadMenChosen);
    m_deadMenDrawn->setChecked(true);
    auto* deadLayout = new QVBoxLayout(m_deadMen);
    deadLayout->addWidget(m_deadMenDrawn);
    deadLayout->addWidget(m_deadMenChosen);
    auto* ticks = new QGridLayout;
    for (Power power : all_powers) {
        const auto i = static_cast<int>(power);
        // The badge is a label apart: a check box's own text cannot be rich text.
        auto* box = new QCheckBox;
        box->setObjectName(QStringLiteral("deadMan_%1").arg(QString::fromLatin1(power_code(power).data())));
        box->setAccessibleName(tr("%1 is a dead man").arg(DiplomacyTexts::powerName(power)));
        box->setToolTip(tr("Nobody plays %1: its units move by the vote of everyone’s proposals.")
                            .arg(DiplomacyTexts::powerName(power)));
        m_chosenDead[static_cast<std::size_t>(i)] = box;
        connect(box, &QCheckBox::toggled, this, &NewGameDialog::update);
        auto* badge = new QLabel(powerBadge(power));
        badge->setBuddy(box);
        auto* cell = new QHBoxLayout;
        cell->addWidget(box);
        cell->addWidget(badge);
        cell->addStretch(1);
        ticks->addLayout(cell, i / 4, i % 4);
    }
    deadLayout->addLayout(ticks);
    auto* explanation = new QLabel(tr("Six players: nobody plays the dead man, but its units move as the "
                                      "majority of everyone’s proposals says. Fewer players (an extension "
                                      "beyond the rules): every power nobody plays is a dead man moved by "
                                      "the same vote. Seven players: the plain game, no dead man."));
    explanation->setWordWrap(true);
    deadLayout->addWidget(explanation);
    connect(deadRule, &QButtonGroup::buttonToggled, this, &NewGameDialog::update);

    // 3. The powers.
    m_powers = new QGroupBox(tr("3. The powers"));
    m_powersDrawn = new QRadioButton(tr("Dra&wn at random for the players, shown to everyone at the start"));
    m_powersDrawn->setObjectName(QStringLiteral("powersDrawn"));
    m_powersChosen = new QRadioButton(tr("Each player ch&ooses a power (in the list beside their name)"));
    m_powersChosen->setObjectName(QStringLiteral("powersChosen"));
    auto* powersRule = new QButtonGroup(this);
    powersRule->addButton(m_powersDrawn);
    powersRule->addButton(m_powersChosen);
    m_powersDrawn->setChecked(true);
    auto* powersLayout = new QVBoxLayout(m_powers);
    powersLayout->addWidget(m_powersDrawn);
    powersLayout->addWidget(m_powersChosen);
    connect(powersRule, &QButtonGroup::buttonToggled, this, &NewGameDialog::update);

    m_seed = new QLineEdit;
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,19}")), m_seed));
    m_seed->setToolTip(tr("The same game number draws the same dead men and powers: to replay or share a game."));
    auto* seedForm = new QFormLayout;
    seedForm->addRow(tr("&Game number:"), m_seed);

    m_sandbox = new QCheckBox(tr("S&andbox: one person enters the orders of every power (a table playing on a "
                                 "cardboard map, or to study a position)"));
    m_sandbox->setObjectName(QStringLiteral("sandbox"));
    connect(m_sandbox, &QCheckBox::toggled, this, &NewGameDialog::update);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_start = buttons->button(QDialogButtonBox::Ok);
    m_start->setText(tr("Start the game"));
    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setMinimumHeight(2 * m_problem->fontMetrics().lineSpacing());
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);

    auto* layout = new QVBoxLayout(this);
    auto* columns = new QHBoxLayout;
    auto* right = new QVBoxLayout;
    columns->addWidget(players, 1);
    right->addWidget(m_deadMen);
    right->addWidget(m_powers);
    right->addStretch(1);
    columns->addLayout(right, 1);
    layout->addLayout(columns);
    layout->addWidget(m_sandbox);
    layout->addLayout(seedForm);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    // The table of the last game. A new table chooses nothing for anyone: no power is ticked.
    const QSettings settings;
    setPeople(settings.value(lastPeopleKey).toStringList());
    m_count->setValue(settings.value(lastCountKey, 6).toInt());
    setDeadMenDrawn(settings.value(lastDeadMenDrawnKey, true).toBool());
    setPowersDrawn(settings.value(lastPowersDrawnKey, true).toBool());
    setSandbox(settings.value(lastSandboxKey, false).toBool());
    update();
}

void NewGameDialog::setPeople(const QStringList& names)
{
    for (std::size_t i = 0; i < m_names.size(); ++i)
        m_names[i]->setText(i < static_cast<std::size_t>(names.size()) ? names[static_cast<qsizetype>(i)] : QString());
    if (!names.isEmpty())
        m_count->setValue(static_cast<int>(std::clamp<qsizetype>(names.size(), min_people, power_count)));
}

void NewGameDialog::setDeadMenDrawn(bool drawn, PowerSet chosen)
{
    (drawn ? m_deadMenDrawn : m_deadMenChosen)->setChecked(true);
    for (Power power : all_powers)
        m_chosenDead[static_cast<std::size_t>(power)]->setChecked(chosen.contains(power));
    update();
}

void NewGameDialog::setPowersDrawn(bool drawn, const std::vector<Power>& powers)
{
    (drawn ? m_powersDrawn : m_powersChosen)->setChecked(true);
    for (std::size_t i = 0; i < powers.size() && i < m_powerChoice.size(); ++i)
        m_powerChoice[i]->setCurrentIndex(m_powerChoice[i]->findData(static_cast<int>(powers[i])));
    update();
}

void NewGameDialog::setSandbox(bool sandbox)
{
    m_sandbox->setChecked(sandbox);
}

void NewGameDialog::setSeed(const QString& seed)
{
    m_seed->setText(seed);
}

int NewGameDialog::peopleCount() const
{
    return m_count->value();
}

std::vector<std::string> NewGameDialog::people() const
{
    std::vector<std::string> names;
    for (int i = 0; i < peopleCount(); ++i) {
        const QString typed = m_names[static_cast<std::size_t>(i)]->text().trimmed();
        names.push_back((typed.isEmpty() ? tr("Player %1").arg(i + 1) : typed).toStdString());
    }
    return names;
}

void NewGameDialog::update()
{
    const bool sandbox = m_sandbox->isChecked();
    const int count = peopleCount();
    const bool deadMenNeeded = count < power_count;
    for (std::size_t i = 0; i < m_names.size(); ++i) {
        const bool seated = static_cast<int>(i) < count;
        m_names[i]->setVisible(seated);
        m_nameLabels[i]->setVisible(seated);
        m_names[i]->setPlaceholderText(tr("Player %1").arg(i + 1));
        m_names[i]->setEnabled(!sandbox);
        m_powerChoice[i]->setVisible(seated && m_powersChosen->isChecked());
        m_powerChoice[i]->setEnabled(!sandbox);
    }
    m_count->setEnabled(!sandbox);
    // Powers chosen by the players: the dead men are the powers nobody chose.
    m_deadMen->setEnabled(!sandbox && deadMenNeeded && !m_powersChosen->isChecked());
    m_deadMen->setTitle(!deadMenNeeded ? tr("2. The dead men: none, seven players")
            : m_powersChosen->isChecked()
            ? tr("2. The dead men: the powers nobody chose")
            : tr("2. The dead men: %n power(s) nobody plays", nullptr, power_count - count));
    const bool ticking = m_deadMenChosen->isChecked();
    for (auto* box : m_chosenDead)
        box->setEnabled(ticking);
    m_powers->setEnabled(!sandbox);
    const QString why = problem();
    m_problem->setText(why); // its room is kept: the boxes above do not move under the mouse
    m_start->setEnabled(why.isEmpty());
}

QString NewGameDialog::problem() const
{
    if (m_sandbox->isChecked())
        return {};
    const int count = peopleCount();
    const int deadNeeded = power_count - count;
    PowerSet dead;
    // Powers chosen by the players: the dead men are those nobody chose.
    if (deadNeeded > 0 && m_deadMenChosen->isChecked() && !m_powersChosen->isChecked()) {
        for (Power power : all_powers)
            if (m_chosenDead[static_cast<std::size_t>(power)]->isChecked())
                dead.insert(power);
        if (static_cast<int>(dead.size()) != deadNeeded)
            return tr("Tick %n power(s) as dead men: one for each player missing from seven.", nullptr, deadNeeded);
    }
    std::set<QString> names;
    for (const std::string& name : people())
        if (!names.insert(QString::fromStdString(name).toCaseFolded()).second)
            return tr("Two players are both called “%1”: give them different names.").arg(QString::fromStdString(name));
    if (m_powersChosen->isChecked()) {
        PowerSet taken;
        for (int i = 0; i < count; ++i) {
            const auto power = static_cast<Power>(m_powerChoice[static_cast<std::size_t>(i)]->currentData().toInt());
            if (taken.contains(power))
                return tr("Two players chose %1: each power has one player.").arg(DiplomacyTexts::powerName(power));
            if (dead.contains(power))
                return tr("%1 is ticked as a dead man: nobody plays it.").arg(DiplomacyTexts::powerName(power));
            taken.insert(power);
        }
    }
    return {};
}

std::optional<Options> NewGameDialog::options() const
{
    if (!problem().isEmpty())
        return std::nullopt;
    Options options;
    bool ok = false;
    const auto seed = m_seed->text().toULongLong(&ok);
    options.seed = ok ? seed : core::fresh_seed();
    if (m_sandbox->isChecked()) {
        options.sandbox = true;
        return Rules::start(options) ? std::optional(options) : std::nullopt;
    }
    const auto names = people();
    const int deadNeeded = power_count - peopleCount();
    if (deadNeeded == 0) {
        options.dead_man_rule = DeadManRule::none;
    } else if (m_powersChosen->isChecked()) { // the powers nobody chose
        options.dead_man_rule = DeadManRule::chosen;
        PowerSet chosen;
        for (int i = 0; i < peopleCount(); ++i)
            chosen.insert(static_cast<Power>(m_powerChoice[static_cast<std::size_t>(i)]->currentData().toInt()));
        options.chosen_dead_men = {};
        for (Power power : all_powers)
            if (!chosen.contains(power))
                options.chosen_dead_men.insert(power);
    } else if (m_deadMenDrawn->isChecked()) {
        options.dead_man_rule = DeadManRule::drawn;
        options.drawn_dead_men = deadNeeded;
    } else {
        options.dead_man_rule = DeadManRule::chosen;
        options.chosen_dead_men = {};
        for (Power power : all_powers)
            if (m_chosenDead[static_cast<std::size_t>(power)]->isChecked())
                options.chosen_dead_men.insert(power);
    }
    if (m_powersChosen->isChecked()) {
        for (std::size_t i = 0; i < names.size(); ++i)
            options.players[static_cast<std::size_t>(m_powerChoice[i]->currentData().toInt())] = names[i];
    } else {
        options.players = drawn_seating(options.seed, names, dead_men_of(options));
    }
    if (!Rules::start(options))
        return std::nullopt;
    return options;
}

void NewGameDialog::accept()
{
    if (!options())
        return;
    QStringList names;
    for (auto* name : m_names)
        names << name->text().trimmed();
    QSettings settings;
    settings.setValue(lastPeopleKey, names);
    settings.setValue(lastCountKey, peopleCount());
    settings.setValue(lastDeadMenDrawnKey, m_deadMenDrawn->isChecked());
    settings.setValue(lastPowersDrawnKey, m_powersDrawn->isChecked());
    settings.setValue(lastSandboxKey, m_sandbox->isChecked());
    QDialog::accept();
}

} // namespace tablee::diplomacy_deadman::ui
