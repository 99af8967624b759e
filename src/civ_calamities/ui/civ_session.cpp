// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/ui/civ_session.hpp"

#include "civ_calamities/ui/civ_sheet.hpp"

#include "civ_calamities/ui/board_key.hpp"
#include "civ_calamities/ui/board_view.hpp"
#include "civ_calamities/ui/civ_controller.hpp"
#include "civ_calamities/ui/civ_texts.hpp"
#include "civ_calamities/ui/civ_view.hpp"
#include "gui/confirm.hpp"
#include "gui/document_output.hpp"
#include "gui/symbol_key.hpp"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include <array>
#include <cstdlib>
#include <variant>

namespace tablee::civ_calamities::ui {

CivSession::CivSession(Game game, QObject* parent) : GameSessionOf(parent, std::move(game))
{
    connect(&view(), &CivView::calamityRequested, this, &CivSession::askCalamity);
    connect(&view(), &CivView::expansionRequested, this, &CivSession::askExpansion);
    connect(&view(), &CivView::surplusRequested, this, &CivSession::askSurplus);
    connect(&view(), &CivView::supportRequested, this, &CivSession::askSupport);
    auto* calamity = addGameAction([] { return tr("&Resolve a calamity…"); }, [this] { askCalamity(); });
    calamity->setObjectName(QStringLiteral("resolveCalamity"));
    calamity->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    auto* expansion = addGameAction([] { return tr("Population e&xpansion…"); }, [this] { askExpansion(); });
    expansion->setObjectName(QStringLiteral("expansion"));
    auto* surplus = addGameAction([] { return tr("Remove &surplus population…"); }, [this] { askSurplus(); });
    surplus->setObjectName(QStringLiteral("surplus"));
    auto* support = addGameAction([] { return tr("City su&pport check…"); }, [this] { askSupport(); });
    support->setObjectName(QStringLiteral("support"));
    zoomWith(*view().board());
    auto* key = addGameAction([] { return tr("Board &key"); },
        [this] {
            gui::showKeyWindow(
                &view(), new BoardKey(controller().position()), tr("Board key"), QStringLiteral("boardKeyDialog"));
        });
    key->setObjectName(QStringLiteral("boardKey"));
    key->setShortcut(gui::keyWindowShortcut());
    addGameAction([] { return tr("What happened, as a P&DF sheet…"); },
        [this] {
            auto sheet = calamitiesSheet();
            gui::DocumentOutput::savePdfAs(
                &view(), *sheet, tr("Civilization calamities"), tr("Civilization calamities"));
        })
        ->setObjectName(QStringLiteral("calamitiesSheet"));
    addGameAction([] { return tr("Print what &happened…"); },
        [this] {
            auto sheet = calamitiesSheet();
            gui::DocumentOutput::print(&view(), *sheet, tr("Civilization calamities"));
        })
        ->setObjectName(QStringLiteral("printSheet"));
    // The table ends the game: the board as it stands is the result.
    auto* end = addGameAction([] { return tr("&End the evening…"); },
        [this] {
            if (gui::confirm(&view(), tr("End the evening?"),
                    tr("The board as it stands is kept as the result of the game, and nothing more is refereed in "
                       "it. (Undo brings the game back.)"),
                    tr("&End the evening")))
                controller().play(EndEvening {});
        });
    end->setObjectName(QStringLiteral("endEvening"));
    // While a calamity is being resolved, the board waits: no other calamity, no phase; once the
    // evening is over, nothing.
    const auto followCalamity = [this, waiting = std::array {calamity, expansion, support, end}, surplus] {
        const bool free = !controller().resolving() && !controller().isOver();
        for (QAction* action : waiting)
            action->setEnabled(free);
        surplus->setEnabled(free && controller().hasSurplusToRemove());
    };
    connect(&controller(), &CivController::calamityChanged, this, followCalamity);
    connect(&controller(), &CivController::stateChanged, this, followCalamity);
    followLanguage(&view());
}

CivSession::~CivSession() = default;

void CivSession::askCalamity()
{
    if (controller().resolving())
        return;
    const Position& position = controller().position();
    QDialog dialog(&view());
    dialog.setObjectName(QStringLiteral("calamityStart"));
    dialog.setWindowTitle(tr("Resolve a calamity"));
    auto* which = new QComboBox;
    which->setObjectName(QStringLiteral("calamity"));
    which->addItem(CivTexts::calamityName(Calamity::secession), static_cast<int>(Calamity::secession));
    which->addItem(CivTexts::calamityName(Calamity::successive_wars), static_cast<int>(Calamity::successive_wars));
    auto* victim = new QComboBox;
    victim->setObjectName(QStringLiteral("victim"));
    auto* trader = new QComboBox;
    trader->setObjectName(QStringLiteral("trader"));
    for (NationId n = 0; n < position.nations.size(); ++n)
        if (!position.nations[n].secessionist) {
            victim->addItem(CivTexts::nationName(position, n), n);
            trader->addItem(CivTexts::nationName(position, n), n);
        }
    trader->setCurrentIndex(1);
    // The card went from one player to another: the victim is not offered as its trader (the rules
    // still refuse it, see below), and a trader chosen as the victim moves to the next player.
    const auto followVictim = [victim, trader] {
        const int victimRow = trader->findData(victim->currentData());
        auto* rows = qobject_cast<QStandardItemModel*>(trader->model());
        Q_ASSERT(rows); // a combo box's own model
        for (int row = 0; row < trader->count(); ++row)
            rows->item(row)->setEnabled(row != victimRow);
        if (trader->currentIndex() == victimRow)
            trader->setCurrentIndex((victimRow + 1) % trader->count());
    };
    connect(victim, &QComboBox::currentIndexChanged, &dialog, followVictim);
    followVictim();
    // The last calamity resolved comes back (a table deals with the same cards all evening).
    if (m_lastStart) {
        which->setCurrentIndex(which->findData(static_cast<int>(m_lastStart->calamity)));
        if (const int v = victim->findData(m_lastStart->victim); v >= 0)
            victim->setCurrentIndex(v);
        if (const int t = trader->findData(m_lastStart->trader); t >= 0)
            trader->setCurrentIndex(t);
    }
    auto* form = new QFormLayout;
    form->addRow(tr("&Calamity:"), which);
    form->addRow(tr("&Victim (who received it in trade):"), victim);
    form->addRow(tr("&Trader (who gave it):"), trader);
    auto* why = new QLabel;
    why->setObjectName(QStringLiteral("why"));
    why->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Begin"));
    auto* layout = new QVBoxLayout(&dialog);
    layout->addLayout(form);
    layout->addWidget(why);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    // A start the rules refuse (the trader is the victim...) is said in the dialog, which stays.
    connect(&controller(), &CivController::moveRejected, &dialog,
        [why](const core::Error& error) { why->setText(CivTexts::describe(error)); });
    connect(buttons, &QDialogButtonBox::accepted, &dialog, [&] {
        const CalamityStart start {static_cast<Calamity>(which->currentData().toInt()),
            static_cast<NationId>(victim->currentData().toInt()), static_cast<NationId>(trader->currentData().toInt())};
        if (controller().beginCalamity(start)) {
            m_lastStart = start;
            dialog.accept();
        }
    });
    dialog.exec();
}

namespace {

// Each area whose tokens of nation `n` change from `before` to `after`, by how much, a few at
// most ("Crete +2, Thebes −1"), so that the table can check it against its own board.
QString areaChanges(const Board& board, const Position& before, const Position& after, NationId n)
{
    constexpr int shown_at_most = 8;
    QStringList changes;
    int more = 0;
    for (AreaId a = 0; a < board.size(); ++a)
        if (const int change = after.at(n, a).tokens - before.at(n, a).tokens; change != 0) {
            if (changes.size() == shown_at_most)
                ++more;
            else
                changes << CivTexts::areaName(a) + QChar::Nbsp
                        + (change > 0 ? QStringLiteral("+") : QString(QChar(0x2212))) // − signs, not hyphens
                        + QLocale().toString(std::abs(change));
        }
    if (changes.isEmpty())
        return {};
    return QStringLiteral(" — ") + changes.join(QStringLiteral(", "))
        + (more > 0 ? CivSession::tr(" and %n more area(s)", nullptr, more) : QString());
}

} // namespace

QString CivSession::expansionPreview() const
{
    const Position& before = controller().position();
    const Board& board = controller().board();
    const auto result = population_expansion(board, before);
    QStringList lines;
    for (NationId n = 0; n < before.nations.size(); ++n) {
        if (result.grown[n] == 0)
            continue;
        QString line = tr("%1: %n token(s) grow", nullptr, result.grown[n]).arg(CivTexts::nationName(before, n))
            + areaChanges(board, before, result.position, n);
        if (result.stock_short[n])
            line += tr(" — the stock ran out: areas grew in the board’s order");
        lines << line;
    }
    if (lines.isEmpty())
        lines << tr("Nothing grows.");
    // Nothing is taken back now: the surplus is a phase of its own, after movement and conflict.
    if (const auto over = areas_over_limit(board, result.position); !over.empty())
        lines << tr("%n area(s) will be over the limit: the surplus is removed later in the turn (“Remove "
                    "surplus…”), after movement, conflict and city building.",
            nullptr, static_cast<int>(over.size()));
    return lines.join(QLatin1Char('\n'));
}

QString CivSession::surplusPreview() const
{
    const Position& before = controller().position();
    const Board& board = controller().board();
    const auto result = remove_surplus(board, before);
    QStringList lines;
    for (NationId n = 0; n < before.nations.size(); ++n)
        if (result.removed[n] > 0)
            lines << tr("%1: %n token(s) back to the stock", nullptr, result.removed[n])
                         .arg(CivTexts::nationName(before, n))
                    + areaChanges(board, before, result.position, n);
    if (lines.isEmpty())
        lines << tr("No nation stands alone over an area’s limit.");
    for (const SurplusConflict& conflict : result.conflicts) {
        QStringList nations;
        for (const NationId n : conflict.nations)
            nations << CivTexts::nationName(before, n);
        lines << tr("Conflict to settle at the table in %1: %2 (%3 tokens, limit %4).")
                     .arg(CivTexts::areaName(conflict.area), nations.join(QStringLiteral(", ")))
                     .arg(conflict.tokens)
                     .arg(conflict.limit);
    }
    return lines.join(QLatin1Char('\n'));
}

void CivSession::askSurplus()
{
    if (controller().resolving())
        return;
    if (!controller().hasSurplusToRemove()) { // what there is to know instead: the conflicts, if any
        QMessageBox box(QMessageBox::Information, tr("Remove surplus population"),
            surplusPreview() + QStringLiteral("\n\n") + tr("Nothing to remove now."), QMessageBox::Ok, &view());
        box.setObjectName(QStringLiteral("nothingToRemove"));
        box.exec();
        return;
    }
    if (gui::confirm(&view(), tr("Remove surplus population"),
            surplusPreview() + QStringLiteral("\n\n") + tr("Take the surplus back to the stocks?"),
            tr("&Remove the surplus"), gui::Answered::action))
        controller().play(RemoveSurplus {});
}

void CivSession::askExpansion()
{
    if (controller().resolving())
        return;
    // Twice in a row is most likely a slip (a turn has one expansion): asked, Cancel the default.
    const auto& done = controller().game().history().applied();
    const bool again = !done.empty() && std::holds_alternative<Expand>(done.back());
    const QString question = again
        ? tr("The last thing done on this board was already a population expansion. Expand again (a new turn)?")
        : tr("Apply the expansion to the board?");
    if (gui::confirm(&view(), tr("Population expansion"), expansionPreview() + QStringLiteral("\n\n") + question,
            tr("&Apply the expansion"), again ? gui::Answered::cancel : gui::Answered::action))
        controller().play(Expand {});
}

void CivSession::askSupport()
{
    if (controller().resolving())
        return;
    QDialog dialog(&view());
    dialog.setObjectName(QStringLiteral("supportCheck"));
    dialog.setWindowTitle(tr("City support check"));
    auto* text = new QLabel;
    text->setWordWrap(true);
    auto* cities = new QListWidget;
    cities->setObjectName(QStringLiteral("unsupportedCities"));
    auto* reduce = new QPushButton(tr("&Reduce the city chosen"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    const auto refresh = [&] {
        const Position& position = controller().position();
        const auto shortfalls = city_support(position);
        cities->clear();
        QStringList lines;
        for (const SupportShortfall& s : shortfalls) {
            lines << tr("%1: %n city(ies) need %2 tokens on the board, %3 there.", nullptr, s.cities)
                         .arg(CivTexts::nationName(position, s.nation))
                         .arg(s.tokens_needed)
                         .arg(s.tokens);
            for (AreaId a = 0; a < controller().board().size(); ++a)
                if (position.at(s.nation, a).city) {
                    auto* item = new QListWidgetItem(
                        tr("%1’s city in %2").arg(CivTexts::nationName(position, s.nation), CivTexts::areaName(a)));
                    item->setData(Qt::UserRole, QList<QVariant> {s.nation, a});
                    cities->addItem(item);
                }
        }
        text->setText(shortfalls.empty() ? tr("Every city is supported.")
                                         : lines.join(QLatin1Char('\n')) + QStringLiteral("\n")
                    + tr("Each owner picks which city is reduced: it becomes tokens up to the area’s limit."));
        // The owner picks the city: none chosen for them (Return as the dialog opened reduced the
        // first one, a review); Reduce waits for a choice, the list only when there is one.
        cities->clearSelection();
        cities->setVisible(cities->count() > 0);
        reduce->setVisible(!shortfalls.empty());
        reduce->setEnabled(false);
    };
    // Chosen is selected (the list makes its first row current on taking the focus, unselected).
    connect(cities, &QListWidget::itemSelectionChanged, reduce,
        [reduce, cities] { reduce->setEnabled(!cities->selectedItems().isEmpty()); });
    connect(cities, &QListWidget::itemActivated, reduce, &QPushButton::click);
    connect(reduce, &QPushButton::clicked, &dialog, [&] {
        if (auto* item = cities->selectedItems().isEmpty() ? nullptr : cities->selectedItems().front()) {
            const auto data = item->data(Qt::UserRole).toList();
            controller().play(
                ReduceCity {static_cast<NationId>(data[0].toInt()), static_cast<AreaId>(data[1].toInt())});
            refresh();
        }
    });
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto* layout = new QVBoxLayout(&dialog);
    layout->addWidget(text);
    layout->addWidget(cities, 1);
    layout->addWidget(reduce);
    layout->addWidget(buttons);
    refresh();
    dialog.resize(520, 420);
    dialog.exec();
}

std::unique_ptr<QTextDocument> CivSession::calamitiesSheet() const
{
    return CivSheet::make(controller().game());
}

void CivSession::describeResult(const Game& game, core::GameResult& result)
{
    (void)game;
    if (result.ending == core::Ending::ranked)
        result.ending = core::Ending::record;
}

QString CivSession::progressText(const Game& game)
{
    return tr("%n change(s) to the board", "how far an evening went", static_cast<int>(game.history().cursor()));
}

} // namespace tablee::civ_calamities::ui
