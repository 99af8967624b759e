// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominion_campaign/ui/end_of_round_wizard.hpp"

#include "dominion_campaign/engine/rules.hpp"
#include "dominion_campaign/ui/campaign_controller.hpp"
#include "dominion_campaign/ui/card_tile.hpp"
#include "dominion_campaign/ui/dominion_campaign_texts.hpp"
#include "gui/confirm.hpp"
#include "gui/window_memory.hpp"

#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace tablee::dominion_campaign::ui {

using Texts = DominionCampaignTexts;

namespace {

QLabel* wrapped(const QString& text)
{
    auto* label = new QLabel(text);
    label->setWordWrap(true);
    return label;
}

QLabel* big(const QString& text)
{
    auto* label = wrapped(text);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 1.6);
    font.setBold(true);
    label->setFont(font);
    label->setAlignment(Qt::AlignCenter);
    return label;
}

// `widget` alone on a row, in the middle.
QHBoxLayout* centered(QWidget* widget)
{
    auto* row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(widget);
    row->addStretch(1);
    return row;
}

// A card offered in a choice, and why it may not be chosen (nothing: it may).
struct CardChoice {
    CardId card;
    std::optional<core::Error> refusal;
    QString note; // for a card that may be chosen: something worth knowing before choosing it
};

// The cards to choose from as tiles, five a row in display order, at most one chosen. A tile's
// object name is `prefix` + the card id (for tests and accessibility tools).
// A double click on a tile chooses it and calls `confirm`.
QButtonGroup* addCardChoices(QWidget* page, QVBoxLayout* layout, const Catalog& catalog,
    const std::vector<CardChoice>& choices, const QString& prefix, const std::function<void()>& confirm)
{
    std::vector<CardId> ids;
    for (const auto& choice : choices)
        ids.push_back(choice.card);
    auto* grid = new QGridLayout;
    auto* group = new QButtonGroup(page);
    int index = 0;
    for (const auto& id : Texts::displayOrder(catalog, ids)) {
        const Card* card = catalog.find(id);
        if (!card)
            continue;
        const auto& choice = *std::ranges::find(choices, id, &CardChoice::card);
        auto* tile = new CardTile;
        tile->setDisplayOnly(false);
        tile->setCard(*card);
        tile->setObjectName(prefix + QString::fromStdString(id));
        tile->setProperty("cardId", QString::fromStdString(id));
        if (choice.refusal) {
            tile->setEnabled(false);
            tile->setNote(Texts::shortReason(*choice.refusal), Texts::refusal(*choice.refusal));
        } else if (!choice.note.isEmpty()) {
            tile->setNote(choice.note);
        }
        group->addButton(tile);
        QObject::connect(tile, &CardTile::chosenAndConfirmed, page, confirm);
        grid->addWidget(tile, index / 5, index % 5);
        ++index;
    }
    layout->addLayout(grid);
    return group;
}

} // namespace

EndOfRoundWizard::EndOfRoundWizard(CampaignController& controller, QWidget* parent)
    : QDialog(parent), m_controller(controller)
{
    setObjectName(QStringLiteral("dominionCampaignEndOfRound"));
    m_title = new QLabel;
    m_title->setObjectName(QStringLiteral("stepTitle"));
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_pageHolder = new QVBoxLayout;
    m_refusal = new QLabel;
    m_refusal->setObjectName(QStringLiteral("refusalLabel"));
    m_refusal->setWordWrap(true);
    m_refusal->setStyleSheet(QStringLiteral("color: #b71c1c;"));
    m_confirm = new QPushButton;
    m_confirm->setObjectName(QStringLiteral("confirmButton"));
    m_confirm->setDefault(true);
    m_close = new QPushButton;
    m_close->setObjectName(QStringLiteral("closeButton"));
    connect(m_confirm, &QPushButton::clicked, this, &EndOfRoundWizard::confirm);
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(&m_controller, &CampaignController::moveRejected, m_refusal,
        [this](const core::Error& reason) { m_refusal->setText(DominionCampaignTexts::refusal(reason)); });

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_close);
    buttons->addStretch(1);
    buttons->addWidget(m_confirm);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addLayout(m_pageHolder, 1);
    layout->addWidget(m_refusal);
    layout->addLayout(buttons);
    // Room for five card tiles a row, names whole.
    // Sized to the screen it opens on (a 960 x 540 one at scale 2 too), then as the table left it.
    gui::rememberGeometry(*this, QStringLiteral("dominion_campaign/endOfRoundWizard"), QSize(900, 600));
    showNextStep();
}

bool EndOfRoundWizard::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        const auto box = std::ranges::find(m_scoreBoxes, watched);
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && box != m_scoreBoxes.end()) {
            if (std::next(box) == m_scoreBoxes.end()) {
                // Not recorded yet: what would be is said, and Enter again (on Confirm) records it.
                showScoresToRecord();
                m_confirm->setDefault(true);
                m_confirm->setFocus();
            } else {
                (*std::next(box))->setFocus();
                (*std::next(box))->selectAll();
            }
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void EndOfRoundWizard::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && m_page) {
        switch (m_step) {
        case Step::passScreen:
            showPassScreen(m_keepPlayer);
            break;
        case Step::keepChoice:
            showKeepChoice(m_keepPlayer);
            break;
        case Step::reveal:
            showReveal();
            break;
        default:
            showNextStep();
            break;
        }
        if (isVisible())
            m_page->show();
    }
    QDialog::changeEvent(event);
}

void EndOfRoundWizard::newPage(int round)
{
    if (m_page) {
        m_pageHolder->removeWidget(m_page);
        m_page->hide();
        m_page->deleteLater();
    }
    m_page = new QWidget;
    m_pageHolder->addWidget(m_page);
    m_scoreBoxes.clear();
    m_refusal->clear();
    setWindowTitle(tr("End of round %1").arg(round != 0 ? round : m_controller.state().round()));
    m_close->setText(tr("Close"));
    m_close->setVisible(true);
    m_close->setAutoDefault(false);
    m_confirm->setVisible(true);
    m_confirm->setAutoDefault(true);
    m_confirm->setDefault(true);
    m_confirm->setEnabled(true);
}

void EndOfRoundWizard::enableConfirmOnChoice(QButtonGroup* choices)
{
    m_confirm->setEnabled(choices->checkedButton() != nullptr);
    connect(choices, &QButtonGroup::buttonToggled, m_confirm,
        [this, choices] { m_confirm->setEnabled(choices->checkedButton() != nullptr); });
}

void EndOfRoundWizard::showNextStep()
{
    const State& state = m_controller.state();
    switch (state.phase()) {
    case Phase::setup:
        m_step = Step::nothing;
        newPage();
        m_title->setText(tr("The campaign has not started yet."));
        m_confirm->setVisible(false);
        return;
    case Phase::playing:
        showScores();
        return;
    case Phase::keeps: {
        // In playing order, the first player whose keep is missing.
        const auto missing = missing_keeps(state);
        const auto next = std::ranges::find_if(
            state.seating(), [&](std::size_t player) { return std::ranges::find(missing, player) != missing.end(); });
        showPassScreen(next != state.seating().end() ? *next : 0);
        return;
    }
    case Phase::eliminations:
        showElimination();
        return;
    case Phase::over:
        showFinalRanking();
        return;
    }
}

void EndOfRoundWizard::showScores()
{
    const State& state = m_controller.state();
    m_step = Step::scores;
    newPage();
    m_title->setText(tr("Round %1 of %2: each player’s victory points").arg(state.round()).arg(state.round_count()));
    auto* grid = new QGridLayout(m_page);
    grid->addWidget(
        wrapped(tr("Enter the victory points each player scored in this round (they may be negative).")), 0, 0, 1, 4);
    // Bigger than the dialog's text: these are the numbers everyone watches being typed.
    QFont rowFont = font();
    rowFont.setPointSizeF(rowFont.pointSizeF() * 1.25);
    const std::vector<int> totals = state.totals();
    // Scores entered then undone (a slip seen in the keeps) come back as they were typed, for the
    // one wrong number to be mended: Redo would play them again.
    const Move* redo = m_controller.moveToRedo();
    const auto* undone = redo ? std::get_if<EnterScores>(redo) : nullptr;
    int row = 1;
    for (const std::size_t player : state.seating()) {
        auto* name = new QLabel(tr("%1:", "player name before a score").arg(Texts::playerName(state, player)));
        name->setFont(rowFont);
        auto* spin = new QSpinBox;
        spin->setObjectName(QStringLiteral("score%1").arg(player));
        spin->setRange(-max_round_score, max_round_score);
        spin->setAccelerated(true);
        spin->setFont(rowFont);
        spin->setMinimumWidth(110);
        spin->installEventFilter(this);
        m_scoreBoxes.push_back(spin);
        auto* total = new QLabel;
        total->setObjectName(QStringLiteral("total%1").arg(player));
        const int before = player < totals.size() ? totals[player] : 0;
        auto showTotal = [total, before](int points) {
            total->setText(tr("campaign score %1 → %2").arg(before).arg(before + points));
        };
        showTotal(0);
        connect(spin, &QSpinBox::valueChanged, total, showTotal);
        if (undone && player < undone->points.size())
            spin->setValue(undone->points[player]);
        grid->addWidget(name, row, 0);
        grid->addWidget(spin, row, 1);
        grid->addWidget(total, row, 2);
        ++row;
    }
    auto* toRecord = wrapped(QString());
    toRecord->setObjectName(QStringLiteral("scoresToRecord"));
    toRecord->hide();
    grid->addWidget(toRecord, row++, 0, 1, 4);
    for (QSpinBox* box : m_scoreBoxes)
        connect(box, &QSpinBox::valueChanged, this, [this, toRecord] {
            if (toRecord->isVisible())
                showScoresToRecord();
        });
    grid->setRowStretch(row, 1);
    grid->setColumnStretch(3, 1);
    if (!m_scoreBoxes.empty()) {
        m_scoreBoxes.front()->setFocus();
        m_scoreBoxes.front()->selectAll();
        // Tab from the last box to Confirm, not past it to Close (where Return did nothing).
        setTabOrder(m_scoreBoxes.back(), m_confirm);
    }
    // Enter must not confirm three zeros after the first score: no default button on this page
    // (Enter moves to the next box, see eventFilter).
    m_confirm->setDefault(false);
    m_confirm->setAutoDefault(false);
    m_confirm->setText(tr("Confirm the scores"));
}

void EndOfRoundWizard::showScoresToRecord()
{
    const State& state = m_controller.state();
    auto* toRecord = m_page->findChild<QLabel*>(QStringLiteral("scoresToRecord"));
    if (!toRecord)
        return;
    QStringList scores;
    for (const std::size_t player : state.seating())
        if (const auto* spin = m_page->findChild<QSpinBox*>(QStringLiteral("score%1").arg(player)))
            scores << tr("%1 for %2", "the points to record, then the player's name")
                          .arg(QLocale().toString(spin->value()), Texts::playerName(state, player));
    toRecord->setText(tr("To be recorded for round %1: %2. Press Enter again, or click Confirm the scores, to record "
                         "them; a score above can still be changed.")
                          .arg(state.round())
                          .arg(QLocale().createSeparatedList(scores)));
    toRecord->show();
}

void EndOfRoundWizard::showPassScreen(std::size_t player)
{
    const State& state = m_controller.state();
    m_step = Step::passScreen;
    m_keepPlayer = player;
    newPage();
    m_title->setText(tr("Keeps: each player chooses in private"));
    auto* layout = new QVBoxLayout(m_page);
    // Two players on one total are ranked by the rule, said where the ranking is read (it was
    // only on the Standings tab: a review took the order for arbitrary).
    const auto ranked = standings(state);
    const bool tied = std::ranges::adjacent_find(ranked, {}, &Standing::total) != ranked.end();
    layout->addWidget(wrapped(tr("Ranking after round %1: %2.").arg(state.round()).arg(Texts::rankingText(state))
        + (tied ? QLatin1Char(' ') + tr("Ties go to the player who played later in the last round.") : QString())));
    layout->addStretch(1);
    layout->addWidget(big(tr("Pass the screen to %1.").arg(Texts::playerName(state, player))));
    auto* hint = wrapped(tr("The other players look away: the card you keep stays secret until everyone has chosen."));
    hint->setAlignment(Qt::AlignCenter);
    layout->addWidget(hint);
    layout->addStretch(1);
    m_confirm->setText(tr("Show my choices"));
    m_confirm->setFocus(); // the keyboard's frame on what the player came for, not on Close (a review)
}

void EndOfRoundWizard::showKeepChoice(std::size_t player)
{
    const State& state = m_controller.state();
    m_step = Step::keepChoice;
    m_keepPlayer = player;
    newPage();
    m_title->setText(tr("%1, keep one card for all your future starting decks").arg(Texts::playerName(state, player)));
    auto* layout = new QVBoxLayout(m_page);
    layout->addWidget(wrapped(
        tr("Your starting deck this round: %1.").arg(Texts::deckText(state.catalog(), starting_deck(state, player)))));
    layout->addWidget(wrapped(tr("Choose a card that is in your deck now. Faded cards cannot be kept: the reason is "
                                 "written on them.")));
    std::vector<CardChoice> choices;
    for (const auto& option : legal_keeps(state, player))
        choices.push_back({option.card, option.refusal, {}});
    enableConfirmOnChoice(
        addCardChoices(m_page, layout, state.catalog(), choices, QStringLiteral("keep_"), [this] { confirm(); }));
    layout->addStretch(1);
    m_confirm->setText(tr("Keep this card"));
}

void EndOfRoundWizard::showElimination()
{
    const State& state = m_controller.state();
    const auto turn = current_chooser(state);
    if (!turn) {
        showNextStep();
        return;
    }
    m_step = Step::eliminate;
    newPage();
    // All the chooser's cards, as "card 2 of 2" below counts them (the ones left read « retire 1
    // carte » above « carte 2 sur 2 »).
    m_title->setText(tr("Eliminations: %1 removes %n card(s) from the campaign", nullptr, turn->picks)
                         .arg(Texts::playerName(state, turn->chooser)));
    auto* layout = new QVBoxLayout(m_page);
    QStringList order;
    for (const auto& each : elimination_turns(state))
        order << tr("%1 (rank %2): %n card(s)", nullptr, each.picks)
                     .arg(Texts::playerName(state, each.chooser))
                     .arg(each.rank + 1);
    layout->addWidget(wrapped(
        tr("Choosers, best-ranked first: %1.").arg(order.join(tr("; ", "between list items that hold commas")))));
    const auto& record = state.current();
    if (const QString kept = Texts::keepsText(state, record); !kept.isEmpty())
        layout->addWidget(wrapped(tr("Cards kept this round: %1.").arg(kept)));
    // Said from the first elimination on, so that the line is there before and nothing below it
    // moves when a card is eliminated.
    layout->addWidget(
        wrapped(record.eliminated.empty() ? tr("Already eliminated: none yet.")
                                          : tr("Already eliminated: %1.").arg(Texts::eliminationsText(state, record))));
    layout->addWidget(wrapped(tr("%1, choose a card of this round’s kingdom to eliminate for good (card %2 of %3):")
                                  .arg(Texts::playerName(state, turn->chooser))
                                  .arg(turn->made + 1)
                                  .arg(turn->picks)));
    // Eliminating a kept card's pile is allowed (the kept copies stay in their decks): say whose,
    // from the cards kept before this round and the one kept at its end.
    std::vector<CardChoice> choices;
    // The cards eliminated this round stay in their place, greyed with the engine's reason, so
    // that the others never shift under the mouse between two eliminations.
    for (const auto& elimination : record.eliminated) {
        const auto checked = check_elimination(state, turn->chooser, elimination.card);
        choices.push_back(
            {elimination.card, checked ? std::nullopt : std::optional<core::Error>(checked.error()), QString()});
    }
    for (const auto& id : eliminable_cards(state)) {
        QStringList keepers;
        for (std::size_t p = 0; p < state.player_count(); ++p)
            if (std::ranges::find(record.kept[p], id) != record.kept[p].end() || record.keeps[p] == id)
                keepers << Texts::playerName(state, p);
        choices.push_back({id, std::nullopt,
            keepers.isEmpty() ? QString() : tr("kept by %1").arg(keepers.join(QStringLiteral(", ")))});
    }
    enableConfirmOnChoice(
        addCardChoices(m_page, layout, state.catalog(), choices, QStringLiteral("eliminate_"), [this] { confirm(); }));
    layout->addStretch(1);
    m_confirm->setText(tr("Eliminate this card"));
}

void EndOfRoundWizard::showReveal()
{
    const State& state = m_controller.state();
    m_step = Step::reveal;
    if (state.rounds().size() < 2) {
        newPage();
        showNextStep();
        return;
    }
    const RoundRecord& previous = state.rounds()[state.rounds().size() - 2];
    newPage(previous.number); // the round that ended, not the one its new cards are for
    m_title->setText(tr("Round %1: the new cards").arg(state.round()));
    auto* layout = new QVBoxLayout(m_page);
    QStringList eliminated;
    for (const auto& elimination : previous.eliminated)
        eliminated << Texts::cardName(state.catalog(), elimination.card);
    layout->addWidget(wrapped(tr("Eliminated for good: %1.").arg(eliminated.join(QStringLiteral(", ")))));
    layout->addWidget(wrapped(tr("Drawn from the cards never used yet:")));
    auto* tiles = new QHBoxLayout;
    for (const auto& id : Texts::displayOrder(state.catalog(), previous.drawn)) {
        if (const Card* card = state.catalog().find(id)) {
            auto* tile = new CardTile;
            tile->setCard(*card);
            tiles->addWidget(tile);
        }
    }
    tiles->addStretch(1);
    layout->addLayout(tiles);
    // Growth: what every deck gains, said once rather than spotted in each deck.
    const int coppers = starting_coppers(state.round()) - starting_coppers(state.round() - 1);
    const int curses = starting_curses(state.round()) - starting_curses(state.round() - 1);
    layout->addWidget(
        wrapped(curses > 0 ? tr("Every starting deck gains %1 Copper and %2 Curse.").arg(coppers).arg(curses)
                           : tr("Every starting deck gains %1 Copper.").arg(coppers)));
    layout->addSpacing(12);
    const auto& seating = state.seating();
    auto* order = big(tr("Round %1’s playing order: %2.").arg(state.round()).arg(Texts::seatingText(state, seating)));
    layout->addWidget(order);
    auto* why = wrapped(tr("The worst-ranked player starts, the leader plays last."));
    why->setAlignment(Qt::AlignCenter);
    layout->addWidget(why);
    auto* print = new QPushButton(tr("Print the setup sheet…"));
    print->setObjectName(QStringLiteral("printSetupButton"));
    connect(print, &QPushButton::clicked, this, &EndOfRoundWizard::setupSheetRequested);
    auto* printRow = centered(print);
    layout->addLayout(printRow);
    layout->addStretch(1);
    m_close->setVisible(false);
    m_confirm->setText(tr("To the table"));
}

void EndOfRoundWizard::showFinalRanking()
{
    const State& state = m_controller.state();
    m_step = Step::finalRanking;
    newPage();
    m_title->setText(tr("The campaign is over"));
    auto* layout = new QVBoxLayout(m_page);
    const auto standing = standings(state);
    if (!standing.empty())
        layout->addWidget(big(tr("%1 wins the campaign!").arg(Texts::playerName(state, standing.front().player))));
    QFont rowFont = font();
    rowFont.setPointSizeF(rowFont.pointSizeF() * 1.3);
    auto label = [&rowFont](const QString& text, Qt::Alignment alignment = Qt::AlignLeft) {
        auto* cell = new QLabel(text);
        cell->setFont(rowFont);
        cell->setAlignment(alignment | Qt::AlignVCenter);
        return cell;
    };
    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(24);
    int row = 0;
    for (const auto& entry : standing) {
        grid->addWidget(label(tr("%1.", "a rank").arg(entry.rank), Qt::AlignRight), row, 0);
        grid->addWidget(label(Texts::playerName(state, entry.player)), row, 1);
        grid->addWidget(label(Texts::points(entry.total), Qt::AlignRight), row, 2);
        ++row;
    }
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(3, 1);
    layout->addSpacing(12);
    layout->addLayout(grid);
    layout->addSpacing(12);
    auto* tie = wrapped(tr("Ties go to the player who played later in the last round."));
    tie->setAlignment(Qt::AlignCenter);
    layout->addWidget(tie);
    auto* print = new QPushButton(tr("Print the results…"));
    print->setObjectName(QStringLiteral("printResultsButton"));
    connect(print, &QPushButton::clicked, this, &EndOfRoundWizard::resultsRequested);
    auto* printRow = centered(print);
    layout->addSpacing(12);
    layout->addLayout(printRow);
    layout->addStretch(1);
    m_close->setVisible(false);
    m_confirm->setText(tr("Close"));
}

void EndOfRoundWizard::confirm()
{
    confirmStep();
    // A page added to a visible dialog is only shown by a queued call: show it now, filled.
    if (m_page && isVisible())
        m_page->show();
}

namespace {
// A keep and an elimination are asked alike, Return taking the action: the player chose the card
// and pressed Return on purpose, and the question names the card and what follows; with Cancel
// first, the keyboard's second Return went silently back to the cards, every time (a review).
constexpr gui::Answered keepOrEliminateDefault = gui::Answered::action;
} // namespace

void EndOfRoundWizard::confirmStep()
{
    const State& state = m_controller.state();
    switch (m_step) {
    case Step::scores: {
        EnterScores scores;
        for (std::size_t p = 0; p < state.player_count(); ++p) {
            auto* spin = m_page->findChild<QSpinBox*>(QStringLiteral("score%1").arg(p));
            scores.points.push_back(spin ? spin->value() : 0);
        }
        if (m_controller.play(scores))
            showNextStep();
        return;
    }
    case Step::passScreen:
        showKeepChoice(m_keepPlayer);
        return;
    case Step::keepChoice: {
        auto* group = m_page->findChild<QButtonGroup*>();
        QAbstractButton* chosen = group ? group->checkedButton() : nullptr;
        if (!chosen) {
            m_refusal->setText(tr("Choose the card to keep."));
            return;
        }
        // Asked first, as an elimination is: a keep is for the whole campaign too, and a tile
        // double-clicked is chosen at once.
        const std::string card = chosen->property("cardId").toString().toStdString();
        if (!gui::confirm(this, tr("Keep this card?"),
                tr("%1 goes into your deck for the rest of the campaign.").arg(Texts::cardName(state.catalog(), card)),
                tr("&Keep it"), keepOrEliminateDefault))
            return;
        if (m_controller.play(Keep {m_keepPlayer, card}))
            showNextStep();
        return;
    }
    case Step::eliminate: {
        const auto turn = current_chooser(state);
        auto* group = m_page->findChild<QButtonGroup*>();
        QAbstractButton* chosen = group ? group->checkedButton() : nullptr;
        if (!turn || !chosen) {
            m_refusal->setText(tr("Choose the card to eliminate."));
            return;
        }
        // Final for the whole campaign, and a tile double-clicked is chosen at once: asked first.
        const std::string card = chosen->property("cardId").toString().toStdString();
        if (!gui::confirm(this, tr("Eliminate this card?"),
                tr("%1 leaves the campaign for good: no kingdom will hold it again. (The copies kept in decks stay.)")
                    .arg(Texts::cardName(state.catalog(), card)),
                tr("&Eliminate it"), keepOrEliminateDefault))
            return;
        if (!m_controller.play(Eliminate {turn->chooser, card}))
            return;
        if (m_controller.state().phase() == Phase::eliminations)
            showElimination();
        else if (m_controller.state().phase() == Phase::playing)
            showReveal();
        else
            showNextStep();
        return;
    }
    default:
        accept();
        return;
    }
}

} // namespace tablee::dominion_campaign::ui
