#include "diplomacy_deadman/ui/new_game_dialog.hpp"

#include "core/random.hpp"
#include "diplomacy_deadman/ui/diplomacy_texts.hpp"
#include "diplomacy_deadman/ui/map_view.hpp"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QVBoxLayout>

namespace tablee::diplomacy_deadman::ui {

namespace {
constexpr auto lastNamesKey = "diplomacy_deadman/lastNames";
constexpr auto lastRuleKey = "diplomacy_deadman/lastDeadManRule";
constexpr auto lastChosenKey = "diplomacy_deadman/lastChosenDeadMan";
constexpr auto lastSandboxKey = "diplomacy_deadman/lastSandbox";
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
            QStringLiteral("<span style=\"background:%1;color:%2\">&nbsp;%3&nbsp;</span> %4")
                .arg(powerColour(power).name(), inkOn(powerColour(power)).name(), QString(powerLetter(power)),
                    tr("%1:", "a power's name as a form label").arg(DiplomacyTexts::powerName(power)).toHtmlEscaped()));
        label->setBuddy(name);
        form->addRow(label, name);
    }

    auto* deadMan = new QGroupBox(tr("The dead man"));
    m_deadMan = deadMan;
    m_noDeadMan = new QRadioButton(tr("&None: the plain game for seven players"));
    m_noDeadMan->setObjectName(QStringLiteral("noDeadMan"));
    m_drawnDeadMan = new QRadioButton(tr("&Drawn at random with the game’s seed, announced at the start"));
    m_drawnDeadMan->setObjectName(QStringLiteral("drawnDeadMan"));
    m_chosenDeadMan = new QRadioButton(tr("C&hosen by the organizer:"));
    m_chosenDeadMan->setObjectName(QStringLiteral("chosenDeadMan"));
    m_rule = new QButtonGroup(this);
    m_rule->addButton(m_noDeadMan, static_cast<int>(DeadManRule::none));
    m_rule->addButton(m_drawnDeadMan, static_cast<int>(DeadManRule::drawn));
    m_rule->addButton(m_chosenDeadMan, static_cast<int>(DeadManRule::chosen));
    m_chosen = new QComboBox;
    m_chosen->setObjectName(QStringLiteral("chosenPower"));
    for (Power power : all_powers)
        m_chosen->addItem(DiplomacyTexts::powerName(power), static_cast<int>(power));
    auto* deadManLayout = new QVBoxLayout(deadMan);
    deadManLayout->addWidget(m_noDeadMan);
    deadManLayout->addWidget(m_drawnDeadMan);
    auto* chosenRow = new QHBoxLayout;
    chosenRow->addWidget(m_chosenDeadMan);
    chosenRow->addWidget(m_chosen, 1);
    deadManLayout->addLayout(chosenRow);
    auto* explanation = new QLabel(tr("Six players: nobody plays the dead man, but its units move as the "
                                      "majority of everyone’s proposals says."));
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
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start the game"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(players);
    layout->addWidget(deadMan);
    layout->addWidget(m_sandbox);
    layout->addLayout(seedForm);
    layout->addWidget(buttons);

    connect(m_rule, &QButtonGroup::idToggled, this, &NewGameDialog::updateNames);
    connect(m_chosen, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateNames);

    // The table of the last game.
    const QSettings settings;
    const QStringList names = settings.value(lastNamesKey).toStringList();
    for (std::size_t i = 0; i < m_names.size() && i < static_cast<std::size_t>(names.size()); ++i)
        m_names[i]->setText(names[static_cast<qsizetype>(i)]);
    setDeadManRule(static_cast<DeadManRule>(settings.value(lastRuleKey, static_cast<int>(DeadManRule::drawn)).toInt()),
        static_cast<Power>(std::clamp(settings.value(lastChosenKey, 0).toInt(), 0, power_count - 1)));
    setSandbox(settings.value(lastSandboxKey, false).toBool());
}

void NewGameDialog::setDeadManRule(DeadManRule rule, Power chosen)
{
    if (auto* button = m_rule->button(static_cast<int>(rule)))
        button->setChecked(true);
    m_chosen->setCurrentIndex(static_cast<int>(chosen));
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
    // The chosen dead man has no player.
    const bool chosen = m_chosenDeadMan->isChecked();
    m_chosen->setEnabled(chosen);
    for (std::size_t i = 0; i < m_names.size(); ++i)
        m_names[i]->setEnabled(!chosen || m_chosen->currentIndex() != static_cast<int>(i));
}

std::optional<Options> NewGameDialog::options() const
{
    Options options;
    for (std::size_t i = 0; i < m_names.size(); ++i)
        options.players[i] = m_names[i]->text().trimmed().toStdString();
    options.dead_man_rule = static_cast<DeadManRule>(m_rule->checkedId());
    options.chosen_dead_man = static_cast<Power>(m_chosen->currentIndex());
    options.sandbox = m_sandbox->isChecked();
    bool ok = false;
    const auto seed = m_seed->text().toULongLong(&ok);
    options.seed = ok ? seed : core::fresh_seed();
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
    settings.setValue(lastNamesKey, names);
    settings.setValue(lastRuleKey, m_rule->checkedId());
    settings.setValue(lastChosenKey, m_chosen->currentIndex());
    settings.setValue(lastSandboxKey, m_sandbox->isChecked());
    QDialog::accept();
}

} // namespace tablee::diplomacy_deadman::ui
