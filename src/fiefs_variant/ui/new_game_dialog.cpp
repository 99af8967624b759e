// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/ui/new_game_dialog.hpp"

#include "fiefs_variant/ui/fiefs_texts.hpp"

#include "gui/error_text.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tablee::fiefs_variant::ui {

namespace {
constexpr auto lastPlayersKey = "fiefs_variant/lastPlayers";
constexpr auto lastControlsKey = "fiefs_variant/lastControls";
} // namespace

NewGameDialog::NewGameDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("fiefsNewGame"));
    setWindowTitle(tr("New game of Fiefs"));
    auto* players = new QGroupBox(tr("The table"));
    auto* grid = new QGridLayout(players);
    m_count = new QSpinBox;
    m_count->setObjectName(QStringLiteral("playerCount"));
    m_count->setRange(min_players, max_players);
    auto* countLabel = new QLabel(tr("&Players:"));
    countLabel->setBuddy(m_count);
    grid->addWidget(countLabel, 0, 0);
    grid->addWidget(m_count, 0, 1);
    for (std::size_t i = 0; i < max_players; ++i) {
        m_names[i] = new QLineEdit;
        m_names[i]->setObjectName(QStringLiteral("name_%1").arg(i));
        m_names[i]->setMaxLength(40);
        m_controls[i] = new QComboBox;
        m_controls[i]->setObjectName(QStringLiteral("control_%1").arg(i));
        for (const Control control : {Control::human, Control::easy, Control::normal})
            m_controls[i]->addItem(FiefsTexts::controlName(control), static_cast<int>(control));
        auto* label = new QLabel(tr("Seat %1:").arg(i + 1));
        grid->addWidget(label, static_cast<int>(i) + 1, 0);
        grid->addWidget(m_names[i], static_cast<int>(i) + 1, 1);
        grid->addWidget(m_controls[i], static_cast<int>(i) + 1, 2);
        connect(m_names[i], &QLineEdit::textChanged, this, &NewGameDialog::updateRows);
    }
    connect(m_count, &QSpinBox::valueChanged, this, &NewGameDialog::updateRows);

    auto* settings = new QGroupBox(tr("Options"));
    auto* form = new QFormLayout(settings);
    m_minesByKind = new QCheckBox(tr("&Mines by kind: 1 ducat per kind of mine held, not per mine"));
    m_minesByKind->setObjectName(QStringLiteral("minesByKind"));
    m_wideAlliance = new QCheckBox(tr("&Wide alliance: one alliance may take in several fiefs, for 1 ducat more"));
    m_wideAlliance->setObjectName(QStringLiteral("wideAlliance"));
    m_seed = new QLineEdit;
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setPlaceholderText(tr("random"));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,19}")), m_seed));
    m_seed->setToolTip(tr("The same seed gives the same board and the same dice: to replay or share a game."));
    form->addRow(m_minesByKind);
    form->addRow(m_wideAlliance);
    auto* seedLabel = new QLabel(tr("S&eed:"));
    seedLabel->setBuddy(m_seed);
    form->addRow(seedLabel, m_seed);

    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Set up the board"));
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(players);
    layout->addWidget(settings);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);

    // The last table comes back; the first time, one person against two computer players.
    const QSettings stored;
    QStringList names = stored.value(lastPlayersKey).toStringList();
    const QStringList controls = stored.value(lastControlsKey).toStringList();
    const QStringList defaults {tr("Anne"), tr("Aliénor"), tr("Baudouin"), tr("Clovis")};
    m_count->setValue(names.size() >= min_players ? std::min<int>(static_cast<int>(names.size()), max_players) : 3);
    for (std::size_t i = 0; i < max_players; ++i) {
        const auto at = static_cast<qsizetype>(i);
        m_names[i]->setText(at < names.size() ? names[at] : defaults[at]);
        const int control = at < controls.size() ? controls[at].toInt() : (i == 0 ? 0 : 2);
        m_controls[i]->setCurrentIndex(std::clamp(control, 0, 2));
    }
    updateRows();
}

void NewGameDialog::updateRows()
{
    for (std::size_t i = 0; i < max_players; ++i) {
        const bool used = static_cast<int>(i) < m_count->value();
        m_names[i]->setEnabled(used);
        m_controls[i]->setEnabled(used);
    }
    // Say at once what the rules would refuse (an empty or repeated name).
    Options trial;
    for (int i = 0; i < m_count->value(); ++i)
        trial.players.push_back({m_names[static_cast<std::size_t>(i)]->text().trimmed().toStdString(), Control::human});
    const auto started = Rules::start(trial);
    m_problem->setText(started ? QString() : gui::ErrorText::describe(started.error()));
    m_problem->setVisible(!started);
}

std::optional<Options> NewGameDialog::options() const
{
    Options options;
    for (int i = 0; i < m_count->value(); ++i) {
        const auto at = static_cast<std::size_t>(i);
        options.players.push_back(
            {m_names[at]->text().trimmed().toStdString(), static_cast<Control>(m_controls[at]->currentData().toInt())});
    }
    options.settings = {m_minesByKind->isChecked(), m_wideAlliance->isChecked()};
    bool given = false;
    const auto seed = m_seed->text().toULongLong(&given);
    options.seed = given ? seed : core::fresh_seed();
    if (!Rules::start(options))
        return std::nullopt;
    return options;
}

void NewGameDialog::accept()
{
    const auto chosen = options();
    if (!chosen)
        return;
    QStringList names, controls;
    for (const auto& player : chosen->players) {
        names << QString::fromStdString(player.name);
        controls << QString::number(static_cast<int>(player.control));
    }
    QSettings stored;
    stored.setValue(lastPlayersKey, names);
    stored.setValue(lastControlsKey, controls);
    QDialog::accept();
}

} // namespace tablee::fiefs_variant::ui
