#include "civ_calamities/ui/new_game_dialog.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tablee::civ_calamities::ui {

namespace {
constexpr auto lastPlayersKey = "civ_calamities/lastPlayers";
constexpr auto lastOneNationKey = "civ_calamities/lastOneSecessionistNation";
} // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("civNewGame"));
    setWindowTitle(tr("New table of Civilization"));
    auto* players = new QGroupBox(tr("The players’ nations"));
    auto* form = new QFormLayout(players);
    m_count = new QSpinBox;
    m_count->setObjectName(QStringLiteral("playerCount"));
    m_count->setRange(2, static_cast<int>(max_players));
    form->addRow(tr("&Players:"), m_count);
    for (std::size_t i = 0; i < max_players; ++i) {
        m_names[i] = new QLineEdit;
        m_names[i]->setObjectName(QStringLiteral("nation_%1").arg(i));
        m_names[i]->setMaxLength(static_cast<int>(max_name_length));
        form->addRow(tr("Nation %1:").arg(i + 1), m_names[i]);
    }
    connect(m_count, &QSpinBox::valueChanged, this, &NewGameDialog::updateRows);

    auto* settings = new QGroupBox(tr("The calamities"));
    auto* settingsForm = new QFormLayout(settings);
    m_secessionStack = new QComboBox;
    m_secessionStack->addItem(tr("Stack 3"), 3);
    m_secessionStack->addItem(tr("Stack 4"), 4);
    m_warsStack = new QComboBox;
    m_warsStack->addItem(tr("Stack 4"), 4);
    m_warsStack->addItem(tr("Stack 5"), 5);
    m_oneNation = new QCheckBox(tr("All secessions form &one nation (one colour for every secession)"));
    m_oneNation->setObjectName(QStringLiteral("oneSecessionistNation"));
    settingsForm->addRow(tr("&Secession goes in trade:"), m_secessionStack);
    settingsForm->addRow(tr("Successive &Wars goes in trade:"), m_warsStack);
    settingsForm->addRow(m_oneNation);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Set up the board"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(players);
    layout->addWidget(settings);
    layout->addWidget(buttons);

    const QSettings stored;
    QStringList names = stored.value(lastPlayersKey).toStringList();
    if (names.size() < 2)
        names = {tr("Egypt"), tr("Babylon"), tr("Crete"), tr("Assyria")};
    setPlayers(names);
    m_oneNation->setChecked(stored.value(lastOneNationKey, false).toBool());
}

void NewGameDialog::setPlayers(const QStringList& names)
{
    m_count->setValue(static_cast<int>(std::clamp<qsizetype>(names.size(), 2, max_players)));
    for (std::size_t i = 0; i < max_players; ++i)
        m_names[i]->setText(i < static_cast<std::size_t>(names.size()) ? names[static_cast<qsizetype>(i)] : QString());
    updateRows();
}

void NewGameDialog::updateRows()
{
    for (std::size_t i = 0; i < max_players; ++i)
        m_names[i]->setEnabled(static_cast<int>(i) < m_count->value());
}

std::optional<Options> NewGameDialog::options() const
{
    Options options;
    for (int i = 0; i < m_count->value(); ++i) {
        QString name = m_names[static_cast<std::size_t>(i)]->text().trimmed();
        if (name.isEmpty())
            name = tr("Nation %1").arg(i + 1);
        options.players.push_back(name.toStdString());
    }
    options.settings
        = {m_secessionStack->currentData().toInt(), m_warsStack->currentData().toInt(), m_oneNation->isChecked()};
    if (!Rules::start(options))
        return std::nullopt;
    return options;
}

void NewGameDialog::accept()
{
    const auto chosen = options();
    if (!chosen)
        return;
    QStringList names;
    for (const std::string& name : chosen->players)
        names << QString::fromStdString(name);
    QSettings stored;
    stored.setValue(lastPlayersKey, names);
    stored.setValue(lastOneNationKey, m_oneNation->isChecked());
    QDialog::accept();
}

} // namespace tablee::civ_calamities::ui
