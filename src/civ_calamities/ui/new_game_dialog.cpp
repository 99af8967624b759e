// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/ui/new_game_dialog.hpp"

#include "civ_calamities/ui/civ_texts.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QSettings>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace tablee::civ_calamities::ui {

namespace {
constexpr auto lastPlayersKey = "civ_calamities/lastPlayers";
} // namespace

// The referee keeps no names: each player is their nation. Nothing is drawn: no game number.
NewGameDialog::NewGameDialog(QWidget* parent)
    : NewGameDialogOf({.objectName = QStringLiteral("civNewGame"),
                          .title = tr("New game of Civilization calamities"),
                          .tableTitle = tr("The players’ nations"),
                          .startText = tr("Set up the board"),
                          .table = {.minimum = 2, .maximum = static_cast<int>(max_players), .names = false},
                          .gameNumber = false},
        parent)
{
    for (std::size_t i = 0; i < max_players; ++i) {
        m_names[i] = new QComboBox;
        m_names[i]->setObjectName(QStringLiteral("nation_%1").arg(i));
        for (std::size_t c = 0; c < civilizations.size(); ++c)
            m_names[i]->addItem(CivTexts::civilizationName(c), QString::fromUtf8(civilizations[c]));
        m_names[i]->setCurrentIndex(static_cast<int>(i));
        m_chosen[i] = static_cast<int>(i);
        m_names[i]->setToolTip(tr("A nation another player has is marked with that player's number; choosing it "
                                  "gives them this player's nation."));
        connect(m_names[i], &QComboBox::currentIndexChanged, this, [this, i](int) {
            keepDistinct(i, m_chosen[i]);
            markTaken();
        });
        table()->setRowWidget(static_cast<int>(i), m_names[i]);
    }

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
    addSection(settings);

    const QSettings stored;
    QStringList names = stored.value(lastPlayersKey).toStringList();
    if (names.size() < 2)
        names
            = {QStringLiteral("Egypt"), QStringLiteral("Babylon"), QStringLiteral("Crete"), QStringLiteral("Assyria")};
    setPlayers(names);
    rememberChecked(m_oneNation, QStringLiteral("civ_calamities/lastOneSecessionistNation"));
    connect(table(), &gui::PlayerTable::changed, this, &NewGameDialog::markTaken); // more or fewer players
    markTaken();
    finishSetup();
}

void NewGameDialog::setPlayers(const QStringList& names)
{
    // The civilizations named first, then the others in the board's order, so that every seat,
    // shown or not, holds a different one.
    std::vector<int> order;
    for (const QString& name : names)
        if (const auto c = civilization_index(name.toStdString());
            c && std::ranges::find(order, static_cast<int>(*c)) == order.end())
            order.push_back(static_cast<int>(*c));
    const auto named = static_cast<int>(order.size());
    for (int c = 0; c < static_cast<int>(civilizations.size()); ++c)
        if (std::ranges::find(order, c) == order.end())
            order.push_back(c);
    for (std::size_t i = 0; i < max_players; ++i) {
        const QSignalBlocker quiet(m_names[i]);
        m_names[i]->setCurrentIndex(order[i]);
        m_chosen[i] = order[i];
    }
    table()->setCount(std::clamp(named, 2, static_cast<int>(max_players)));
    markTaken();
}

void NewGameDialog::keepDistinct(std::size_t seat, int previous)
{
    const int chosen = m_names[seat]->currentIndex();
    m_chosen[seat] = chosen;
    for (std::size_t other = 0; other < max_players; ++other)
        if (other != seat && m_chosen[other] == chosen) {
            const QSignalBlocker quiet(m_names[other]);
            m_names[other]->setCurrentIndex(previous);
            m_chosen[other] = previous;
        }
}

void NewGameDialog::markTaken()
{
    const int players = table()->count();
    for (int seat = 0; seat < static_cast<int>(max_players); ++seat) {
        QComboBox* list = m_names[static_cast<std::size_t>(seat)];
        for (int c = 0; c < static_cast<int>(civilizations.size()); ++c) {
            QString text = CivTexts::civilizationName(static_cast<std::size_t>(c));
            for (int other = 0; other < players; ++other)
                if (other != seat && m_chosen[static_cast<std::size_t>(other)] == c)
                    text = tr("%1 (player %2's)", "a nation another player has: the nation, that player's number")
                               .arg(text)
                               .arg(other + 1);
            list->setItemText(c, text);
        }
    }
}

Options NewGameDialog::chosen() const
{
    Options options;
    for (int i = 0; i < table()->count(); ++i)
        options.players.push_back(m_names[static_cast<std::size_t>(i)]->currentData().toString().toStdString());
    options.settings
        = {m_secessionStack->currentData().toInt(), m_warsStack->currentData().toInt(), m_oneNation->isChecked()};
    return options;
}

void NewGameDialog::rememberChoices() const
{
    QStringList names;
    for (int i = 0; i < table()->count(); ++i)
        names << m_names[static_cast<std::size_t>(i)]->currentData().toString();
    QSettings().setValue(lastPlayersKey, names);
}

} // namespace tablee::civ_calamities::ui
