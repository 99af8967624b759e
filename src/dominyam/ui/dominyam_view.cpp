// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/dominyam_view.hpp"
#include "gui/player_table.hpp"

#include "dominyam/ui/board_view.hpp"
#include "dominyam/ui/dice_tray.hpp"
#include "dominyam/ui/dominyam_controller.hpp"
#include "dominyam/ui/dominyam_texts.hpp"
#include "dominyam/ui/players_panel.hpp"
#include "dominyam/ui/score_sheet_rows.hpp"
#include "dominyam/ui/turn_track.hpp"
#include "gui/pips.hpp"
#include "gui/score_sheet_model.hpp"
#include "gui/score_sheet_view.hpp"
#include "gui/window_memory.hpp"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

#include <array>

namespace tablee::dominyam::ui {

DominyamView::DominyamView(DominyamController& controller, QWidget* parent) : QWidget(parent), m_controller(controller)
{
    setObjectName(QStringLiteral("dominyamView"));
    m_track = new TurnTrack(controller, this);
    m_board = new BoardView(controller, this);
    m_players = new PlayersPanel(controller, this);
    m_dice = new DiceTray(controller, this);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->setMinimumHeight(40);
    m_lastTurn = new QLabel(this);
    m_lastTurn->setObjectName(QStringLiteral("lastTurn"));
    m_lastTurn->setWordWrap(true);
    m_lastTurn->setStyleSheet(QStringLiteral("color: #555;"));
    m_lastTurn->setMinimumHeight(m_lastTurn->fontMetrics().lineSpacing());
    // The legend: each mark as the board draws it, and its meaning.
    m_legend = new QWidget(this);
    m_legend->setObjectName(QStringLiteral("legend"));
    auto* legendLayout = new QGridLayout(m_legend);
    legendLayout->setContentsMargins(0, 0, 0, 0);
    const std::array marks {TileMark::exposed, TileMark::eatable, TileMark::hint, TileMark::chosen};
    for (std::size_t k = 0; k < marks.size(); ++k) {
        auto* swatch = new QLabel(m_legend);
        swatch->setPixmap(tileMarkSwatch(marks[k], 24));
        m_legendTexts[k] = new QLabel(m_legend);
        const int row = static_cast<int>(k / 2);
        const int column = static_cast<int>(k % 2) * 2;
        legendLayout->addWidget(swatch, row, column);
        legendLayout->addWidget(m_legendTexts[k], row, column + 1);
    }
    // A held die, as the tray draws it: kept when the others are rolled again.
    QPixmap held(30, 28);
    held.fill(Qt::transparent);
    {
        QPainter painter(&held);
        painter.setRenderHint(QPainter::Antialiasing);
        gui::DieLook look;
        look.held = true;
        gui::paintDie(painter, QRect(0, 1, 28, 28), 5, look);
    }
    auto* heldSwatch = new QLabel(m_legend);
    heldSwatch->setPixmap(held);
    m_legendTexts[marks.size()] = new QLabel(m_legend);
    legendLayout->addWidget(heldSwatch, 2, 0);
    legendLayout->addWidget(m_legendTexts[marks.size()], 2, 1, 1, 3);
    legendLayout->setColumnStretch(1, 1);
    legendLayout->setColumnStretch(3, 1);

    m_sheetTitle = new QLabel(this);
    m_sheetTitle->setStyleSheet(QStringLiteral("font-weight: 600;"));
    m_sheetModel = new gui::ScoreSheetModel(this);
    auto* sheetView = new gui::ScoreSheetView(m_sheetModel, this);
    // Compact rows (14 turns and 7 combinations share the side): the text and a little room.
    sheetView->verticalHeader()->setDefaultSectionSize(sheetView->fontMetrics().height() + 6);
    sheetView->keepTotalsInSight(true); // 14 turns and the combinations: Total and Rank stay in sight
    m_sheetView = sheetView;
    m_sheetView->setObjectName(QStringLiteral("scoreSheet"));
    m_sheetView->setAlternatingRowColors(true);

    auto* playersScroll = new QScrollArea(this);
    playersScroll->setWidgetResizable(true);
    playersScroll->setFrameShape(QFrame::NoFrame);
    playersScroll->setWidget(m_players);
    // As tall as the players' rows and no taller (a solo game's one row left 60 pixels empty
    // that the score sheet wanted); with many players, they scroll.
    playersScroll->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(playersScroll, 2);
    sideLayout->addWidget(m_legend);
    sideLayout->addWidget(m_sheetTitle);
    sideLayout->addWidget(m_sheetView, 3);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_board);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setObjectName(QStringLiteral("boardSplitter"));
    gui::rememberSplitter(*splitter, QStringLiteral("dominyam/boardSplitter"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_track);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_dice);
    layout->addWidget(m_lastTurn);
    layout->addWidget(m_message);

    connect(&m_controller, &DominyamController::stateChanged, this, &DominyamView::refresh);
    connect(&m_controller, &DominyamController::moveRejected, this,
        [this](const core::Error& reason) { showMessage(DominyamTexts::describe(reason), true); });
    retranslate();
}

QString DominyamView::message() const
{
    return m_message->text();
}

QString DominyamView::lastTurnText() const
{
    return m_lastTurn->text();
}

void DominyamView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DominyamView::retranslate()
{
    m_legendTexts[0]->setText(tr("exposed to the void"));
    m_legendTexts[1]->setText(tr("can be eaten with these dice"));
    m_legendTexts[2]->setText(tr("hint"));
    m_legendTexts[3]->setText(tr("chosen"));
    m_legendTexts[4]->setText(tr("held die: kept when the others are rolled again (click it or press 1-5)"));
    refresh();
}

void DominyamView::showMessage(const QString& text, bool warning)
{
    m_message->setStyleSheet(warning ? QStringLiteral("color: #a31515; font-weight: 600;") : QString());
    m_message->setText(text);
}

void DominyamView::refresh()
{
    const auto& state = m_controller.state();
    auto rows = scoreSheetRows(state);
    const int current = state.over() ? -1 : static_cast<int>(state.current_player());
    m_sheetModel->setSheet(std::move(rows.sheet), rows.labels, current);
    // The last turns played and the combinations in sight: they are the sheet's end, above the
    // Total and Rank kept apart (the first turns scroll away upwards).
    m_sheetView->scrollToEnd();
    m_sheetTitle->setText(state.over() ? tr("Score sheet") : tr("Score sheet (end-game lines as if it ended now)"));

    // What the previous player did: at a table, the others' turns (a computer's above all) are
    // followed here, and the whole story is in the game log.
    const auto& log = state.log();
    m_lastTurn->setText(!state.solo() && !log.empty() ? DominyamTexts::turnText(state, log.back()) : QString());
    // Its line kept at a table of several, empty before the first turn: the board does not
    // move up when it fills (it did after the first meal).
    m_lastTurn->setVisible(!state.solo());

    // What to do next, in words.
    QString text;
    if (state.over()) {
        text = DominyamTexts::endReason(state.end_reason());
    } else if (m_controller.isComputerToMove()) {
        text = tr("%1 is thinking…")
                   .arg(gui::PlayerTable::shownName(QString::fromStdString(state.seats().current().name)));
    } else if (const auto& hint = m_controller.hint()) {
        switch (hint->action) {
        case Advice::Action::roll:
            text = tr("Hint: roll the dice.");
            break;
        case Advice::Action::reroll: {
            // Each die kept named by its place, as its key says (1 to 5), with its value: "keep
            // the 3 of die 2" is one die where two show a 3.
            QStringList kept;
            for (int die = 0; die < dice_count; ++die)
                if (hint->hold[static_cast<std::size_t>(die)])
                    kept << tr("die %1 (%2)", "a die kept: its place (its key), its value")
                                .arg(die + 1)
                                .arg(state.dice()[static_cast<std::size_t>(die)]);
            // Decimals the interface language's way: "15.6", "15,6".
            const QString expected = QLocale().toString(hint->expected_value, 'f', 1);
            text = kept.isEmpty()
                ? tr("Hint: re-roll all the dice; on average that brings about %1 points.").arg(expected)
                : tr("Hint: keep %1 and re-roll the others; on average that brings about %2 points.")
                      .arg(QLocale().createSeparatedList(kept), expected);
            break;
        }
        case Advice::Action::eat: {
            const auto& meal = hint->meal->meal;
            text = tr("Hint: eat %1 and %2 (point die %3, worth about %4 points in all).")
                       .arg(DominyamTexts::tileName(state.board().tile(meal.first).tile()),
                           DominyamTexts::tileName(state.board().tile(meal.second).tile()))
                       .arg(hint->meal->point_die)
                       .arg(QLocale().toString(hint->meal->value, 'f', 1));
            break;
        }
        case Advice::Action::pass:
            text = tr("Hint: nothing can be eaten with these dice; pass.");
            break;
        }
    } else if (!state.rolled()) {
        text = tr("Roll the dice (Space).");
    } else if (m_controller.legalMeals().empty()) {
        text = allows(state, Action::reroll)
            ? tr("Nothing can be eaten with these dice: hold some and re-roll, or pass.")
            : tr("Nothing can be eaten with these dice: pass.");
    } else if (const auto selected = m_controller.selectedTile()) {
        text = tr("%1 chosen: click a tile outlined in green to eat both, or click %1 again to change your mind.")
                   .arg(DominyamTexts::tileName(state.board().tile(*selected).tile()));
    } else if (allows(state, Action::reroll)) {
        text = tr("Click two touching tiles to eat them (green outline: possible with these dice), or re-roll.");
    } else {
        text = tr("Click two touching tiles to eat them (green outline: possible with these dice), or pass.");
    }
    showMessage(text, false);
}

} // namespace tablee::dominyam::ui
