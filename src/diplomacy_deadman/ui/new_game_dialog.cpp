// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/ui/new_game_dialog.hpp"

#include "diplomacy_deadman/ui/diplomacy_texts.hpp"
#include "diplomacy_deadman/ui/map_view.hpp"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace tablee::diplomacy_deadman::ui {

namespace {
constexpr auto lastDeadMenDrawnKey = "diplomacy_deadman/lastDeadMenDrawn";
constexpr auto lastPowersDrawnKey = "diplomacy_deadman/lastPowersDrawn";
constexpr auto lastSandboxKey = "diplomacy_deadman/lastSandbox";
constexpr int min_people = power_count - max_dead_men;

// A power's colour and mark, as on its units on the map, then its name.
QString powerBadge(Power power)
{
    return QStringLiteral("<span style=\"background:%1;color:%2\">\u00a0%3\u00a0</span> %4")
        .arg(powerColour(power).name(), inkOn(powerColour(power)).name(), powerMark(power),
            DiplomacyTexts::powerName(power).toHtmlEscaped());
}
} // namespace

// 1. The people, each with the power they choose when the powers are chosen.
std::optional<int> NewGameDialog::powerNobodyHolds() const
{
    for (int p = 0; p < power_count; ++p)
        if (std::ranges::none_of(m_powerChoice, [p](const QComboBox* list) { return list->currentIndex() == p; }))
            return p;
    return std::nullopt;
}

NewGameDialog::NewGameDialog(QWidget* parent)
    : NewGameDialogOf({.objectName = QStringLiteral("diplomacyNewGame"),
                          .title = tr("New game of Diplomacy"),
                          .tableTitle = tr("1. Who plays"),
                          .table = {.minimum = min_people,
                              .maximum = power_count,
                              .initial = 6,
                              // A seat is a person's or a computer power's.
                              .levels = {gui::ComputerLevel::normal, gui::ComputerLevel::strong},
                              // One person against six computers is a choice of its own; the
                              // seats left empty are the dead men.
                              .countsApart = true,
                              .memory = {QStringLiteral("diplomacy_deadman/lastPeople"),
                                  QStringLiteral("diplomacy_deadman/lastControls"),
                                  QStringLiteral("diplomacy_deadman/lastPeopleCount")}}},
        parent)
{
    for (int i = 0; i < power_count; ++i) {
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
        table()->setRowWidget(i, power);
    }
    // A power taken from another row gives that row the power this one had (a swap): a review
    // chose Germany for Player 1 and was then told two players chose Germany, to fix the other
    // row by hand. The seven lists hold the seven powers once each, so the power this one had is
    // the one no list holds now.
    for (QComboBox* power : m_powerChoice)
        connect(power, &QComboBox::currentIndexChanged, this, [this, power](int chosen) {
            for (QComboBox* other : m_powerChoice)
                if (other != power && other->currentIndex() == chosen)
                    if (const auto freed = powerNobodyHolds()) {
                        const QSignalBlocker quiet(other);
                        other->setCurrentIndex(*freed);
                    }
            update();
        });
    connect(table(), &gui::PlayerTable::changed, this, &NewGameDialog::update);

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
                                      "the same vote. Seven players: the plain game, no dead man. Computer "
                                      "powers propose for the dead men and count in the vote like anyone."));
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

    // The box short, what it is for on a line of its own that wraps: on one line it made the
    // dialog wider than a screen at scale 2 in French.
    auto* sandboxSection = new QWidget;
    m_sandbox = new QCheckBox(tr("S&andbox: one person enters the orders of every power"));
    m_sandbox->setObjectName(QStringLiteral("sandbox"));
    auto* sandboxUse = new QLabel(tr("For a table playing on a cardboard map, or to study a position."));
    sandboxUse->setWordWrap(true);
    sandboxUse->setStyleSheet(QStringLiteral("color: palette(dark);"));
    auto* sandboxLayout = new QVBoxLayout(sandboxSection);
    sandboxLayout->setContentsMargins(0, 0, 0, 0);
    sandboxLayout->setSpacing(0);
    sandboxLayout->addWidget(m_sandbox);
    sandboxLayout->addWidget(sandboxUse);
    sandboxUse->setIndent(m_sandbox->style()->pixelMetric(QStyle::PM_IndicatorWidth)
        + m_sandbox->style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing));
    connect(m_sandbox, &QCheckBox::toggled, this, &NewGameDialog::update);
    // The game a person alone most often wants, in one click: the seven powers seated, six of
    // them computers, no dead man.
    auto* alone = new QPushButton(tr("Alone against si&x computers"));
    alone->setObjectName(QStringLiteral("aloneAgainstComputers"));
    alone->setAutoDefault(false);
    connect(alone, &QPushButton::clicked, this, [this] { table()->setCountsApart(1, power_count - 1); });
    auto* aloneRow = new QWidget;
    auto* aloneLayout = new QHBoxLayout(aloneRow);
    aloneLayout->setContentsMargins(0, 0, 0, 0);
    aloneLayout->addWidget(alone);
    aloneLayout->addStretch(1);
    addSection(aloneRow, Place::below);
    addSection(m_deadMen, Place::beside);
    addSection(m_powers, Place::beside);
    addFoldableNote(explanation);
    addSection(sandboxSection, Place::across);

    // The ways of choosing of the last game (the table remembers the people). A new table
    // chooses nothing for anyone: no power is ticked.
    const QSettings settings;
    setDeadMenDrawn(settings.value(lastDeadMenDrawnKey, true).toBool());
    setPowersDrawn(settings.value(lastPowersDrawnKey, true).toBool());
    setSandbox(settings.value(lastSandboxKey, false).toBool());
    finishSetup();
    update();
}

void NewGameDialog::setPeople(const QStringList& names, const QList<int>& controls)
{
    table()->setPlayers(names, controls);
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
    gameNumber()->setText(seed);
}

int NewGameDialog::seatCount() const
{
    return table()->count();
}

void NewGameDialog::update()
{
    const bool sandbox = m_sandbox->isChecked();
    const int count = seatCount();
    const bool deadMenNeeded = count < power_count;
    for (std::size_t i = 0; i < m_powerChoice.size(); ++i)
        m_powerChoice[i]->setVisible(static_cast<int>(i) < count && m_powersChosen->isChecked());
    table()->setEnabled(!sandbox);
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
    refresh();
}

QString NewGameDialog::choiceRefusal() const
{
    if (m_sandbox->isChecked())
        return {};
    const int count = seatCount();
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

Options NewGameDialog::chosen() const
{
    Options options;
    options.seed = gameNumber()->seed();
    if (m_sandbox->isChecked()) {
        options.sandbox = true;
        return options;
    }
    const auto names = table()->names();
    const int deadNeeded = power_count - seatCount();
    if (deadNeeded == 0) {
        options.dead_man_rule = DeadManRule::none;
    } else if (m_powersChosen->isChecked()) { // the powers nobody chose
        options.dead_man_rule = DeadManRule::chosen;
        PowerSet chosen;
        for (int i = 0; i < seatCount(); ++i)
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
        options.seating_drawn = true;
        options.players = drawn_seating(options.seed, names, dead_men_of(options));
    }
    // The rows a computer plays: their powers are computer powers (the names are distinct).
    const auto controls = table()->controls();
    for (std::size_t i = 0; i < names.size(); ++i)
        if (controls[i] != 0)
            for (Power power : all_powers)
                if (options.players[index_of(power)] == names[i]) {
                    options.computers[index_of(power)]
                        = controls[i] == 1 ? ComputerLevel::normal : ComputerLevel::strong;
                    // Left unnamed, it is called by its power ("France (computer)"), in every
                    // language, rather than by the table's row ("Player 3 (computer)").
                    if (names[i] == gui::PlayerTable::defaultName(static_cast<int>(i), true).toStdString())
                        options.players[index_of(power)].clear();
                }
    return options;
}

void NewGameDialog::rememberChoices() const
{
    QSettings settings;
    settings.setValue(lastDeadMenDrawnKey, m_deadMenDrawn->isChecked());
    settings.setValue(lastPowersDrawnKey, m_powersDrawn->isChecked());
    settings.setValue(lastSandboxKey, m_sandbox->isChecked());
}

} // namespace tablee::diplomacy_deadman::ui
