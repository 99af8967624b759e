#include "diplomacy_deadman/ui/new_game_dialog.hpp"

#include "core/random.hpp"
#include "diplomacy_deadman/ui/diplomacy_texts.hpp"
#include "diplomacy_deadman/ui/map_view.hpp"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tablee::diplomacy_deadman::ui {

namespace {
constexpr auto lastNamesKey = "diplomacy_deadman/lastNames";
constexpr auto lastRuleKey = "diplomacy_deadman/lastDeadManRule";
constexpr auto lastChosenKey = "diplomacy_deadman/lastChosenDeadMan";
constexpr auto lastSandboxKey = "diplomacy_deadman/lastSandbox";
constexpr auto lastDrawnCountKey = "diplomacy_deadman/lastDrawnCount";
} // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("diplomacyNewGame"));
    setWindowTitle(tr("New game of Diplomacy"));

    auto* players = new QGroupBox(tr("Players"));
    auto* form = new QFormLayout(players);
    for (Power power : all_powers) {
        auto* name = new QLineEdit;
        name->setObjectName(QStringLiteral("name_%1").arg(QString::fromLatin1(power_code(power).data())));
        name->setPlaceholderText(DiplomacyTexts::powerName(power));
        name->setMaxLength(40);
        m_names[static_cast<std::size_t>(power)] = name;
        // The power's colour and letter, as on the map.
        auto* label = new QLabel(
            // U+00A0, not "&nbsp;": a label with a buddy reads "&n" as its Alt+N (the "None" choice's).
            QStringLiteral("<span style=\"background:%1;color:%2\">\u00a0%3\u00a0</span> %4")
                .arg(powerColour(power).name(), inkOn(powerColour(power)).name(), QString(powerLetter(power)),
                    tr("%1:", "a power's name as a form label").arg(DiplomacyTexts::powerName(power)).toHtmlEscaped()));
        label->setBuddy(name);
        auto* dead = new QCheckBox(tr("dead man"));
        dead->setObjectName(QStringLiteral("deadMan_%1").arg(QString::fromLatin1(power_code(power).data())));
        dead->setToolTip(tr("Nobody plays %1: its units move by the vote of everyone’s proposals.")
                             .arg(DiplomacyTexts::powerName(power)));
        m_chosen[static_cast<std::size_t>(power)] = dead;
        connect(dead, &QCheckBox::toggled, this, &NewGameDialog::updateNames);
        auto* row = new QHBoxLayout;
        row->addWidget(name, 1);
        row->addWidget(dead);
        form->addRow(label, row);
    }

    auto* deadMan = new QGroupBox(tr("The dead man"));
    m_deadMan = deadMan;
    m_noDeadMan = new QRadioButton(tr("&None: the plain game for seven players"));
    m_noDeadMan->setObjectName(QStringLiteral("noDeadMan"));
    m_drawnDeadMan = new QRadioButton(tr("&Drawn at random with the game’s seed, announced at the start; how many:"));
    m_drawnDeadMan->setObjectName(QStringLiteral("drawnDeadMan"));
    m_drawnCount = new QSpinBox;
    m_drawnCount->setObjectName(QStringLiteral("drawnCount"));
    m_drawnCount->setRange(1, max_dead_men);
    m_drawnCount->setAccessibleName(tr("How many dead men are drawn"));
    m_chosenDeadMan = new QRadioButton(tr("C&hosen by the organizer: tick “dead man” beside each power nobody plays"));
    m_chosenDeadMan->setObjectName(QStringLiteral("chosenDeadMan"));
    m_rule = new QButtonGroup(this);
    m_rule->addButton(m_noDeadMan, static_cast<int>(DeadManRule::none));
    m_rule->addButton(m_drawnDeadMan, static_cast<int>(DeadManRule::drawn));
    m_rule->addButton(m_chosenDeadMan, static_cast<int>(DeadManRule::chosen));
    auto* deadManLayout = new QVBoxLayout(deadMan);
    deadManLayout->addWidget(m_noDeadMan);
    auto* drawnRow = new QHBoxLayout;
    drawnRow->addWidget(m_drawnDeadMan);
    drawnRow->addWidget(m_drawnCount);
    drawnRow->addStretch(1);
    deadManLayout->addLayout(drawnRow);
    deadManLayout->addWidget(m_chosenDeadMan);
    auto* explanation = new QLabel(tr("Six players: nobody plays the dead man, but its units move as the "
                                      "majority of everyone’s proposals says. Fewer players (an extension "
                                      "beyond the rules): every power nobody plays is a dead man moved by "
                                      "the same vote; two players at least."));
    explanation->setWordWrap(true);
    deadManLayout->addWidget(explanation);

    m_seed = new QLineEdit;
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,19}")), m_seed));
    m_seed->setToolTip(tr("The same seed draws the same dead man: to replay or share a game."));
    auto* seedForm = new QFormLayout;
    seedForm->addRow(tr("&Seed:"), m_seed);

    m_sandbox = new QCheckBox(tr("S&andbox: one person enters the orders of every power (a table playing on a "
                                 "cardboard map, or to study a position)"));
    m_sandbox->setObjectName(QStringLiteral("sandbox"));
    connect(m_sandbox, &QCheckBox::toggled, this, [this](bool on) { m_deadMan->setEnabled(!on); });

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
    layout->addWidget(players);
    layout->addWidget(deadMan);
    layout->addWidget(m_sandbox);
    layout->addLayout(seedForm);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    connect(m_rule, &QButtonGroup::idToggled, this, &NewGameDialog::updateNames);
    connect(m_sandbox, &QCheckBox::toggled, this, &NewGameDialog::updateNames);

    // The table of the last game.
    const QSettings settings;
    const QStringList names = settings.value(lastNamesKey).toStringList();
    for (std::size_t i = 0; i < m_names.size() && i < static_cast<std::size_t>(names.size()); ++i)
        m_names[i]->setText(names[static_cast<qsizetype>(i)]);
    PowerSet chosen;
    for (const QVariant& index : settings.value(lastChosenKey).toList()) // also an old single index
        if (index.toInt() >= 0 && index.toInt() < power_count)
            chosen.insert(all_powers[static_cast<std::size_t>(index.toInt())]);
    if (const QVariant single = settings.value(lastChosenKey); single.typeId() == QMetaType::Int)
        chosen.insert(all_powers[static_cast<std::size_t>(std::clamp(single.toInt(), 0, power_count - 1))]);
    setDeadManRule(static_cast<DeadManRule>(settings.value(lastRuleKey, static_cast<int>(DeadManRule::drawn)).toInt()),
        chosen.empty() ? PowerSet {Power::austria} : chosen, settings.value(lastDrawnCountKey, 1).toInt());
    setSandbox(settings.value(lastSandboxKey, false).toBool());
}

void NewGameDialog::setDeadManRule(DeadManRule rule, PowerSet chosen, int drawn)
{
    if (auto* button = m_rule->button(static_cast<int>(rule)))
        button->setChecked(true);
    for (Power power : all_powers)
        m_chosen[static_cast<std::size_t>(power)]->setChecked(chosen.contains(power));
    m_drawnCount->setValue(drawn);
    updateNames();
}

void NewGameDialog::setSandbox(bool sandbox)
{
    m_sandbox->setChecked(sandbox);
}

void NewGameDialog::setSeed(const QString& seed)
{
    m_seed->setText(seed);
}

void NewGameDialog::updateNames()
{
    // A chosen dead man has no player; the ticks are offered only when the organizer chooses.
    const bool chosen = m_chosenDeadMan->isChecked() && !m_sandbox->isChecked();
    m_drawnCount->setEnabled(m_drawnDeadMan->isChecked());
    for (std::size_t i = 0; i < m_names.size(); ++i) {
        m_chosen[i]->setVisible(chosen);
        m_names[i]->setEnabled(!chosen || !m_chosen[i]->isChecked());
    }
    const QString why = problem();
    m_problem->setText(why); // its room is kept: the boxes above do not move under the mouse
    m_start->setEnabled(why.isEmpty());
}

QString NewGameDialog::problem() const
{
    if (m_sandbox->isChecked() || !m_chosenDeadMan->isChecked())
        return {};
    const auto ticked = std::ranges::count_if(m_chosen, [](const QCheckBox* box) { return box->isChecked(); });
    if (ticked == 0)
        return tr("Tick “dead man” beside the power nobody plays, or choose another way.");
    if (ticked > max_dead_men)
        return tr("At most %1 dead men: two players at least write the proposals.").arg(max_dead_men);
    return {};
}

std::optional<Options> NewGameDialog::options() const
{
    Options options;
    for (std::size_t i = 0; i < m_names.size(); ++i)
        options.players[i] = m_names[i]->text().trimmed().toStdString();
    options.dead_man_rule = static_cast<DeadManRule>(m_rule->checkedId());
    options.chosen_dead_men = {};
    for (Power power : all_powers)
        if (m_chosen[static_cast<std::size_t>(power)]->isChecked())
            options.chosen_dead_men.insert(power);
    options.drawn_dead_men = m_drawnCount->value();
    options.sandbox = m_sandbox->isChecked();
    bool ok = false;
    const auto seed = m_seed->text().toULongLong(&ok);
    options.seed = ok ? seed : core::fresh_seed();
    if (!problem().isEmpty() || !Rules::start(options))
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
    settings.setValue(lastNamesKey, names);
    settings.setValue(lastRuleKey, m_rule->checkedId());
    QVariantList chosen;
    for (int i = 0; i < power_count; ++i)
        if (m_chosen[static_cast<std::size_t>(i)]->isChecked())
            chosen << i;
    settings.setValue(lastChosenKey, chosen);
    settings.setValue(lastDrawnCountKey, m_drawnCount->value());
    settings.setValue(lastSandboxKey, m_sandbox->isChecked());
    QDialog::accept();
}

} // namespace tablee::diplomacy_deadman::ui
