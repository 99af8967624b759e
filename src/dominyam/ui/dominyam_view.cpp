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
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace tablee::dominyam::ui {

namespace {

// The board's marks as it draws them and their meaning, then a held die as the tray draws it.
class MarksLegend : public QWidget {
public:
    explicit MarksLegend(QWidget* parent) : QWidget(parent)
    {
        setObjectName(QStringLiteral("legend"));
        auto* legendLayout = new QGridLayout(this);
        legendLayout->setContentsMargins(0, 0, 0, 0);
        const std::array marks {TileMark::exposed, TileMark::eatable, TileMark::hint, TileMark::chosen};
        for (std::size_t k = 0; k < marks.size(); ++k) {
            auto* swatch = new QLabel(this);
            swatch->setPixmap(tileMarkSwatch(marks[k], 24));
            m_texts[k] = new QLabel(this);
            const int row = static_cast<int>(k / 2);
            const int column = static_cast<int>(k % 2) * 2;
            legendLayout->addWidget(swatch, row, column);
            legendLayout->addWidget(m_texts[k], row, column + 1);
        }
        QPixmap held(30, 28);
        held.fill(Qt::transparent);
        {
            QPainter painter(&held);
            painter.setRenderHint(QPainter::Antialiasing);
            gui::DieLook look;
            look.held = true;
            gui::paintDie(painter, QRect(0, 1, 28, 28), 5, look);
        }
        auto* heldSwatch = new QLabel(this);
        heldSwatch->setPixmap(held);
        m_texts[marks.size()] = new QLabel(this);
        legendLayout->addWidget(heldSwatch, 2, 0);
        legendLayout->addWidget(m_texts[marks.size()], 2, 1, 1, 3);
        legendLayout->setColumnStretch(1, 1);
        legendLayout->setColumnStretch(3, 1);
        retranslate();
    }

protected:
    void changeEvent(QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        QWidget::changeEvent(event);
    }

private:
    void retranslate()
    {
        m_texts[0]->setText(DominyamView::tr("exposed to the void"));
        m_texts[1]->setText(DominyamView::tr("can be eaten with these dice"));
        m_texts[2]->setText(DominyamView::tr("hint"));
        m_texts[3]->setText(DominyamView::tr("chosen"));
        m_texts[4]->setText(
            DominyamView::tr("held die: kept when the others are rolled again (click it or press 1-5)"));
    }

    std::array<QLabel*, 5> m_texts {}; // in the order of TileMark, then the held die
};

} // namespace

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
    m_message->setMinimumHeight(2 * m_message->fontMetrics().lineSpacing()); // a message of two lines moves nothing
    m_lastTurn = new QLabel(this);
    m_lastTurn->setObjectName(QStringLiteral("lastTurn"));
    m_lastTurn->setWordWrap(true);
    m_lastTurn->setStyleSheet(QStringLiteral("color: #555;"));
    m_lastTurn->setMinimumHeight(m_lastTurn->fontMetrics().lineSpacing());
    m_legend = new MarksLegend(this);
    // Where the side is too short for it: a button on the sheet's title line shows it.
    m_legendButton = new QPushButton(this);
    m_legendButton->setObjectName(QStringLiteral("legendButton"));
    m_legendButton->hide();
    connect(m_legendButton, &QPushButton::clicked, this, &DominyamView::showLegendPopup);

    m_sheetTitle = new QLabel(this);
    m_sheetTitle->setStyleSheet(QStringLiteral("font-weight: 600;"));
    m_sheetTitle->setWordWrap(true); // beside the legend button on a short screen, in two lines
    m_sheetModel = new gui::ScoreSheetModel(this);
    auto* sheetView = new gui::ScoreSheetView(m_sheetModel, this);
    // Compact rows (14 turns and 7 combinations share the side): the text and a little room.
    sheetView->verticalHeader()->setDefaultSectionSize(sheetView->fontMetrics().height() + 6);
    sheetView->keepTotalsInSight(true); // 14 turns and the combinations: Total and Rank stay in sight
    sheetView->carryRowsOutOfSight(true); // and what is in sight adds up to them
    m_sheetView = sheetView;
    m_sheetView->setObjectName(QStringLiteral("scoreSheet"));
    m_sheetView->setAlternatingRowColors(true);

    auto* playersScroll = new QScrollArea(this);
    m_playersScroll = playersScroll;
    playersScroll->setWidgetResizable(true);
    playersScroll->setFrameShape(QFrame::NoFrame);
    playersScroll->setWidget(m_players);
    // As tall as the players' rows and no taller (a solo game's one row left 60 pixels empty
    // that the score sheet wanted); with many players, they scroll.
    playersScroll->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    playersScroll->viewport()->installEventFilter(this);
    // The cards scroll but take no key: Tab stopped on the area with nothing seen to hold it.
    playersScroll->setFocusPolicy(Qt::NoFocus);

    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(playersScroll, 2);
    sideLayout->addWidget(m_legend);
    auto* titleRow = new QHBoxLayout;
    titleRow->addWidget(m_sheetTitle, 1);
    titleRow->addWidget(m_legendButton);
    sideLayout->addLayout(titleRow);
    sideLayout->addWidget(m_sheetView, 3);
    m_sideLayout = sideLayout;
    // As wide with the legend folded as with it shown: the board keeps its place when it folds.
    side->setMinimumWidth(m_legend->minimumSizeHint().width());

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_board);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setObjectName(QStringLiteral("boardSplitter"));
    gui::rememberSplitter(*splitter, QStringLiteral("dominyam/boardSplitter"));

    auto* layout = new QVBoxLayout(this);
    // No minimum imposed on the view as a window (in tests): minimumSizeHint() says what it
    // needs, the legend folded, and the window's scroll area keeps to it.
    layout->setSizeConstraint(QLayout::SetNoConstraint);
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

QSize DominyamView::minimumSizeHint() const
{
    QSize size = QWidget::minimumSizeHint();
    size.rheight() -= (m_legend->isHidden() ? 0 : legendRoom()) + (m_dice->isCompact() ? 0 : DiceTray::compactSaving);
    return size;
}

void DominyamView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitToHeight();
}

bool DominyamView::event(QEvent* event)
{
    const bool handled = QWidget::event(event);
    if (event->type() == QEvent::LayoutRequest) { // what the parts need changed (a tray's new row)
        fitPlayers();
        fitToHeight();
    }
    return handled;
}

bool DominyamView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_playersScroll->viewport() && event->type() == QEvent::Resize)
        fitPlayers(); // another width: the trays' rows may be more or fewer
    return QWidget::eventFilter(watched, event);
}

void DominyamView::fitPlayers()
{
    // Every player's card in sight up to four (their trays grow as they eat); more scroll.
    const int seats = std::max(1, static_cast<int>(m_controller.state().seats().size()));
    const int width = m_playersScroll->viewport()->width();
    // Measured afresh: the panel's layout keeps its last answer until its own pass, which comes
    // after this (a tray's new row came too late, and the finished game's card scrolled).
    m_players->layout()->invalidate();
    const int whole = m_players->hasHeightForWidth() && width > 0 ? m_players->heightForWidth(width)
                                                                  : m_players->sizeHint().height();
    const int shown = whole * std::min(seats, 4) / seats;
    if (m_playersScroll->minimumHeight() != shown)
        m_playersScroll->setMinimumHeight(shown);
}

int DominyamView::legendRoom() const
{
    return m_legend->minimumSizeHint().height() + m_sideLayout->spacing();
}

void DominyamView::fitToHeight()
{
    // What the view needs with the dice full size and the legend shown, whatever they are now;
    // short of it, the dice are made smaller first, then the legend goes behind its button.
    const int whole = layout()->minimumSize().height() + (m_legend->isHidden() ? legendRoom() : 0)
        + (m_dice->isCompact() ? DiceTray::compactSaving : 0);
    const bool compact = height() < whole;
    // The legend is read once, the sheet every turn: it stays only where the sheet keeps room for
    // sheet_rows_beside_legend more turns than its minimum (at scale 2 a review saw the end-game
    // lines and not one turn under the legend).
    const int sheetRows = sheet_rows_beside_legend * m_sheetView->verticalHeader()->defaultSectionSize();
    const bool fold = height() < whole - DiceTray::compactSaving + sheetRows;
    if (compact != m_dice->isCompact())
        m_dice->setCompact(compact);
    if (fold != m_legend->isHidden()) {
        m_legend->setHidden(fold);
        m_legendButton->setVisible(fold);
    }
}

void DominyamView::showLegendPopup()
{
    auto* popup = new QFrame(this, Qt::Popup);
    popup->setObjectName(QStringLiteral("legendPopup"));
    popup->setAttribute(Qt::WA_DeleteOnClose);
    popup->setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(popup);
    layout->addWidget(new MarksLegend(popup));
    popup->adjustSize();
    // Under the button, its right edges together, inside the view.
    QPoint at = m_legendButton->mapTo(this, QPoint(m_legendButton->width() - popup->width(), m_legendButton->height()));
    at.setX(std::max(0, at.x()));
    if (at.y() + popup->height() > height())
        at.setY(std::max(0, m_legendButton->mapTo(this, QPoint(0, 0)).y() - popup->height()));
    popup->move(mapToGlobal(at));
    popup->show();
}

void DominyamView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DominyamView::retranslate()
{
    m_legendButton->setText(tr("&Legend…"));
    m_legendButton->setToolTip(tr("What the marks on the board and the dice mean"));
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
    int lastTurnRow = -1; // the turn just scored (or passed)
    for (std::size_t row = 0; row < rows.sheet.rows(); ++row)
        if (rows.sheet.row_label(row).starts_with("turn "))
            lastTurnRow = static_cast<int>(row);
    const int current = state.over() ? -1 : static_cast<int>(state.current_player());
    m_sheetModel->setSheet(std::move(rows.sheet), rows.labels, current);
    fitPlayers();
    fitToHeight();
    // The last turns played and the combinations in sight: they are the sheet's end, above the
    // Total and Rank kept apart (the first turns scroll away upwards). Short of room (scale 2),
    // the turn just scored first: a review saw only the end-game lines.
    m_sheetView->scrollToEnd(lastTurnRow);
    m_sheetTitle->setText(
        state.over() ? tr("Score sheet") : tr("Score sheet (tiles eaten counted as if the game ended now)"));

    // What the last turn did: at a table, the others' turns (a computer's above all) are
    // followed here; alone, what one's meal or pass brought (a review missed any word of it).
    // The whole story is in the game log.
    const auto& log = state.log();
    m_lastTurn->setText(!log.empty() ? DominyamTexts::turnText(state, log.back()) : QString());
    // Its line kept, empty before the first turn: the board does not move up when it fills (it
    // did after the first meal).

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
            // The dice held now that the hint re-rolls, named too: "re-roll the others" left a new
            // player re-rolling with the wrong dice held (a review).
            QStringList released;
            for (int die = 0; die < dice_count; ++die)
                if (m_controller.hold()[static_cast<std::size_t>(die)] && !hint->hold[static_cast<std::size_t>(die)])
                    released << tr("die %1", "a die to release: its place (its key)").arg(die + 1);
            // Decimals the interface language's way: "15.6", "15,6".
            const QString expected = QLocale().toString(hint->expected_value, 'f', 1);
            text = kept.isEmpty()
                ? tr("Hint: re-roll all the dice; on average that brings about %1 points, end-game lines included.")
                      .arg(expected)
                : tr("Hint: keep %1 and re-roll the others; on average that brings about %2 points, end-game lines "
                     "included.")
                      .arg(QLocale().createSeparatedList(kept), expected);
            if (!released.isEmpty())
                text += QLatin1Char(' ')
                    + tr("Release %1 first (its key, or a click).", nullptr, static_cast<int>(released.size()))
                          .arg(QLocale().createSeparatedList(released));
            break;
        }
        case Advice::Action::eat: {
            const auto& meal = hint->meal->meal;
            text = tr("Hint: eat %1 and %2 (point die: %3; about %4 points in all, end-game lines included).")
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
        // A ranked solo score taken with hints is marked so in the high scores: said where the hint
        // is read, not found out at the end (a review).
        if (state.solo() && !state.options().practice)
            text += QLatin1Char(' ')
                + tr("(With a hint, this game’s score goes in the high scores marked “with hints”.)");
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
