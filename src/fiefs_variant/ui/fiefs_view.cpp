// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/ui/fiefs_view.hpp"

#include "fiefs_variant/ui/board_view.hpp"
#include "fiefs_variant/ui/fiefs_controller.hpp"
#include "fiefs_variant/ui/fiefs_texts.hpp"

#include "gui/error_text.hpp"
#include "gui/pips.hpp"
#include "gui/seat_colours.hpp"

#include <QApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cassert>
#include <functional>
#include <numeric>

namespace tablee::fiefs_variant::ui {

namespace {

// The height a word-wrapped label takes for two lines of its font: the room kept for a text that
// may wrap, so that nothing below it moves when it does.
int twoLinesHigh(const QLabel& label)
{
    QLabel probe(QStringLiteral("X\nX"));
    probe.setFont(label.font());
    return probe.sizeHint().height();
}

// A player's swatch: their colour with their letter on it (colour is never the only cue).
QIcon swatch(int player, const QString& mark)
{
    QPixmap pixmap(18, 18);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = playerColour(player);
    painter.setBrush(colour);
    painter.setPen(QPen(QColor(0x11, 0x11, 0x11), 1));
    painter.drawRoundedRect(QRectF(0.5, 0.5, 17, 17), 3, 3);
    painter.setPen(gui::inkOn(colour));
    QFont font = painter.font();
    font.setPixelSize(11);
    font.setBold(true);
    painter.setFont(font);
    painter.drawText(QRectF(0, 0, 18, 18), Qt::AlignCenter, mark);
    return QIcon(pixmap);
}

QPixmap dieFace(int value)
{
    QPixmap pixmap(34, 34);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0x22, 0x22, 0x22), 1.5));
    painter.setBrush(Qt::white);
    painter.drawRoundedRect(QRectF(1, 1, 32, 32), 6, 6);
    gui::paintPips(painter, QRectF(1, 1, 32, 32), value, QColor(0x22, 0x22, 0x22));
    return pixmap;
}

} // namespace

FiefsView::FiefsView(FiefsController& controller, QWidget* parent) : QWidget(parent), m_controller(controller)
{
    setObjectName(QStringLiteral("fiefsView"));
    m_board = new BoardView;
    m_board->setObjectName(QStringLiteral("fiefsBoard"));

    // The side panel: whose turn and what is asked, the players, then the price list beside or
    // above the targets and the log (adaptLayout), never scrolled: all of it in sight at once.
    m_side = new QWidget;
    auto* column = new QVBoxLayout(m_side);
    m_turn = new QLabel;
    m_turn->setObjectName(QStringLiteral("turn"));
    QFont bold = m_turn->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_turn->setFont(bold);
    m_turn->setWordWrap(true); // « Mise en place — Marie place le premier chevalier du château »
    // Room for two lines kept: the panel below does not move when a heading wraps.
    m_turn->setMinimumHeight(twoLinesHigh(*m_turn));
    m_turn->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_prompt = new QLabel;
    m_prompt->setObjectName(QStringLiteral("prompt"));
    m_prompt->setWordWrap(true);
    m_refusal = new QLabel;
    m_refusal->setObjectName(QStringLiteral("refusal"));
    m_refusal->setWordWrap(true);
    m_refusal->setStyleSheet(QStringLiteral("color: #a01010;"));
    // A refusal takes the prompt's place, in room kept for the longer of the two: nothing below
    // moves under the mouse when one is said.
    m_message = new QStackedWidget;
    m_message->addWidget(m_prompt);
    m_message->addWidget(m_refusal);
    m_message->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    m_message->setMinimumHeight(twoLinesHigh(*m_prompt));
    m_players = new QTreeWidget;
    m_players->setObjectName(QStringLiteral("players"));
    m_players->setRootIsDecorated(false);
    m_players->setColumnCount(5);
    m_players->setFocusPolicy(Qt::NoFocus);
    m_players->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Every row in sight: no scroll bar to hide the last one; a long name is shortened instead.
    m_players->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_players->setTextElideMode(Qt::ElideRight);
    m_players->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    column->addWidget(m_turn);
    column->addWidget(m_message);
    column->addWidget(m_players);

    // The price list and the die: hidden once the game is over (the results take their place).
    m_pricePanel = new QWidget;
    m_pricePanel->setObjectName(QStringLiteral("pricePanel"));
    auto* play = new QVBoxLayout(m_pricePanel);
    play->setContentsMargins(0, 0, 0, 0);
    m_priceTitle = new QLabel;
    m_priceTitle->setFont(bold);
    play->addWidget(m_priceTitle);
    auto* prices = new QGridLayout;
    prices->setVerticalSpacing(1);
    for (std::size_t i = 0; i < action_count; ++i) {
        const Action action = all_actions[i];
        m_actions[i] = new QPushButton;
        m_actions[i]->setObjectName(QStringLiteral("action_%1").arg(i));
        m_actions[i]->setCheckable(true);
        m_actions[i]->setStyleSheet(QStringLiteral("text-align: left; padding: 1px 8px;"));
        m_prices[i] = new QLabel;
        m_whyNot[i] = new QLabel;
        m_whyNot[i]->setObjectName(QStringLiteral("whyNot_%1").arg(i));
        // One line, shortened to the room left (the whole reason in its tooltip and the button's):
        // wrapped, three lines each ran into the next actions' on a small screen.
        m_whyNot[i]->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        m_whyNot[i]->installEventFilter(this);
        QFont small = m_whyNot[i]->font();
        small.setPointSizeF(small.pointSizeF() * 0.9);
        m_whyNot[i]->setFont(small);
        m_whyNot[i]->setForegroundRole(QPalette::PlaceholderText);
        // A click on an action that cannot be bought says why, as its key does: beside the
        // targets (a low window, scale 2) the reasons have no room of their own.
        m_actions[i]->installEventFilter(this);
        prices->addWidget(m_actions[i], static_cast<int>(i), 0);
        prices->addWidget(m_prices[i], static_cast<int>(i), 1);
        prices->addWidget(m_whyNot[i], static_cast<int>(i), 2);
        connect(m_actions[i], &QPushButton::clicked, this, [this, action] { m_controller.chooseAction(action); });
        // The digit the list shows, from anywhere in the game (the view has no text field to
        // type into); an action that cannot be bought says why instead.
        // The whole window's: after a menu closed by Escape the menu bar keeps the keyboard, and
        // the digits did nothing, without a word, until a second Escape.
        auto* key = new QShortcut(QKeySequence(QStringLiteral("%1").arg((i + 1) % 10)), this);
        key->setContext(Qt::WindowShortcut);
        connect(key, &QShortcut::activated, this, [this, i] { pressAction(i); });
    }
    prices->setColumnStretch(2, 1);
    play->addLayout(prices);
    m_whyNotList = new QLabel;
    m_whyNotList->setObjectName(QStringLiteral("whyNotList"));
    m_whyNotList->setWordWrap(true);
    m_whyNotList->setFont(m_whyNot.front()->font());
    m_whyNotList->setForegroundRole(QPalette::PlaceholderText);
    // As wide as the price list, its lines wrapped: at its own width a long reason widened the
    // column and left the log beside it a few words a line (a review, 1024x700 in French).
    m_whyNotList->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_whyNotList->hide();
    play->addWidget(m_whyNotList);

    m_dieFace = new QLabel;
    m_die = new QLabel;
    m_die->setObjectName(QStringLiteral("die"));
    m_die->setWordWrap(true);
    // The last die: under the price list, or at the head of the targets' column beside it.
    auto* diePanel = new QWidget;
    auto* dieRow = new QHBoxLayout(diePanel);
    dieRow->setContentsMargins(0, 0, 0, 0);
    dieRow->addWidget(m_dieFace);
    dieRow->addWidget(m_die, 1);
    play->addStretch();

    m_targetsPanel = new QWidget;
    auto* targeting = new QVBoxLayout(m_targetsPanel);
    targeting->setContentsMargins(0, 0, 0, 0);
    m_targetsTitle = new QLabel;
    m_targetsTitle->setWordWrap(true); // « Cibles (ou cliquez sur le plateau) » on a narrow panel
    m_targetsTitle->setFont(bold);
    m_targets = new QListWidget;
    m_targets->setObjectName(QStringLiteral("targets"));
    m_targets->setMinimumHeight(60);
    // Five rows at most (it scrolls beyond): the room left goes to the log, so that the last
    // moves stay in sight on a small screen, where the targets' empty list took half of it.
    m_targets->setMaximumHeight(5 * (m_targets->fontMetrics().height() + 4) + 2 * m_targets->frameWidth());
    m_targetsTitle->setBuddy(m_targets);
    connect(m_targets, &QListWidget::itemActivated, this,
        [this](QListWidgetItem* item) { activateTarget(m_targets->row(item)); });
    connect(m_targets, &QListWidget::itemClicked, this,
        [this](QListWidgetItem* item) { clickTarget(m_targets->row(item)); });
    // The buttons' row keeps its height when none is shown, so that the list and the log below do
    // not move when Cancel appears under the mouse.
    auto* targetButtonsRow = new QWidget;
    auto* targetButtons = new QHBoxLayout(targetButtonsRow);
    targetButtons->setContentsMargins(0, 0, 0, 0);
    m_cancel = new QPushButton;
    m_cancel->setObjectName(QStringLiteral("cancelAction"));
    connect(m_cancel, &QPushButton::clicked, &m_controller, &FiefsController::cancelAction);
    m_decline = new QPushButton;
    m_decline->setObjectName(QStringLiteral("declineKnight"));
    connect(m_decline, &QPushButton::clicked, &m_controller, &FiefsController::declineKnight);
    m_ally = new QPushButton;
    m_ally->setObjectName(QStringLiteral("makeAlliance"));
    connect(m_ally, &QPushButton::clicked, &m_controller, &FiefsController::makeAlliance);
    targetButtons->addWidget(m_ally);
    targetButtons->addWidget(m_cancel);
    targetButtons->addWidget(m_decline);
    targetButtons->addStretch();
    targetButtonsRow->setMinimumHeight(m_cancel->sizeHint().height());
    targeting->addWidget(m_targetsTitle);
    targeting->addWidget(m_targets, 1);
    targeting->addWidget(targetButtonsRow);

    m_logTitle = new QLabel;
    m_logTitle->setFont(bold);
    m_log = new QListWidget;
    m_log->setObjectName(QStringLiteral("log"));
    m_log->setWordWrap(true);
    m_log->setMinimumHeight(60);
    // The log follows its newest line (what the computers just did), whatever resizes it.
    connect(m_log->verticalScrollBar(), &QScrollBar::rangeChanged, m_log,
        [this](int, int maximum) { m_log->verticalScrollBar()->setValue(maximum); });
    m_logTitle->setBuddy(m_log);
    m_results = new QTextBrowser;
    m_results->setObjectName(QStringLiteral("results"));
    m_results->hide();

    auto* first = new QVBoxLayout;
    first->addWidget(m_pricePanel);
    first->addWidget(m_results, 1);
    // The log's top never moves: the last die keeps its room when there is none to show, and the
    // targets come below the log while there is something to choose (above it, their coming and
    // going moved the log by 150 pixels under the reader's eyes).
    diePanel->setFixedHeight(std::max(dieFace(1).height(), twoLinesHigh(*m_die)));
    auto* second = new QVBoxLayout;
    second->addWidget(diePanel);
    second->addWidget(m_logTitle);
    second->addWidget(m_log, 1);
    second->addWidget(m_targetsPanel);
    m_columns = new QBoxLayout(QBoxLayout::TopToBottom);
    m_columns->addLayout(first);
    m_columns->addLayout(second, 1);
    column->addLayout(m_columns, 1);

    // Its own minimum, not its layout's: stacked, the panel would ask more height than a small
    // screen has, and the window could never become low enough for adaptLayout to set it in
    // two columns.
    m_side->setMinimumSize(380, 300);
    m_split = new QSplitter;
    m_split->addWidget(m_board);
    m_split->addWidget(m_side);
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 0);
    m_split->setCollapsible(0, false);
    m_split->setCollapsible(1, false);
    // Once a person moves the divider, the window keeps their choice.
    connect(m_split, &QSplitter::splitterMoved, this, [this] { m_dividerMoved = true; });
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_split);

    connect(m_board, &BoardView::spaceClicked, &m_controller, &FiefsController::pickSpace);
    connect(m_board, &BoardView::edgeClicked, &m_controller, &FiefsController::pickEdge);
    connect(m_board, &BoardView::edgeHovered, this, &FiefsView::showPreview);
    // The keyboard's way to the same preview: the edge chosen in the list of targets.
    connect(m_targets, &QListWidget::currentRowChanged, this, [this](int row) {
        const QListWidgetItem* item = m_targets->item(row);
        showPreview(item != nullptr && item->data(Qt::UserRole + 1).toBool() ? item->data(Qt::UserRole).toInt() : -1);
    });
    connect(&m_controller, &FiefsController::stateChanged, this, [this] {
        m_message->setCurrentWidget(m_prompt);
        refresh();
    });
    connect(&m_controller, &FiefsController::moveRejected, this, &FiefsView::showRefusal);
    // Escape lets go of the action being placed, as the Cancel button does.
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, &m_controller, &FiefsController::cancelAction);
    // Reached by its shortcut, the list of targets has one chosen: arrows move, Return plays it.
    m_targets->installEventFilter(this);
    retranslate();
}

void FiefsView::showReason(QLabel& label, const QString& reason)
{
    label.setToolTip(reason);
    // Before the first layout the label has no width yet: the whole text until it has one.
    label.setText(label.width() < 40 ? reason : label.fontMetrics().elidedText(reason, Qt::ElideRight, label.width()));
}

bool FiefsView::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Resize)
        for (QLabel* reason : m_whyNot)
            if (watched == reason)
                showReason(*reason, reason->toolTip());
    if (event->type() == QEvent::MouseButtonRelease)
        for (std::size_t i = 0; i < action_count; ++i)
            if (watched == m_actions[i] && !m_actions[i]->isEnabled())
                pressAction(i);
    if (watched == m_targets && event->type() == QEvent::FocusIn && m_targets->currentRow() < 0
        && m_targets->count() > 0)
        m_targets->setCurrentRow(0);
    return QWidget::eventFilter(watched, event);
}

void FiefsView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    adaptLayout();
}

// Why the actions cannot be bought: beside each price when the price list is stacked over the
// targets, else as one list under it (a row of the price list had no room for a sentence).
void FiefsView::placeReasons()
{
    const bool stacked = m_columns->direction() == QBoxLayout::TopToBottom;
    for (QLabel* why : m_whyNot)
        why->setVisible(stacked);
    m_whyNotList->setVisible(!stacked && !m_whyNotList->text().isEmpty());
}

void FiefsView::adaptLayout()
{
    // The price list above the targets and the log when the panel is tall enough for all three,
    // with why an action cannot be bought beside it; else beside them, the reasons in tooltips
    // (and said when the action's key is pressed).
    // Stacked only when the log keeps eight lines under it while targets are asked for: on a
    // small screen (1024x700) the price list above left the log four lines and pushed Cancel
    // over the targets.
    const int top = m_turn->sizeHint().height() + m_prompt->heightForWidth(m_side->width()) + m_players->height() + 30;
    const int logLines = 8 * m_log->fontMetrics().lineSpacing() + 2 * m_log->frameWidth() + 6;
    const int lists = m_logTitle->sizeHint().height() + logLines + m_targetsPanel->sizeHint().height()
        + m_dieFace->parentWidget()->height() + 20;
    const bool stacked = height() >= top + m_pricePanel->sizeHint().height() + lists;
    m_columns->setDirection(stacked ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    placeReasons();
    // The board a square as high as the window, the panel the rest (at least its minimum), until
    // a person moves the divider. Beside the targets, the price list keeps its buttons' words
    // whole (a low window at scale 2 cut « Placer 2 chevaliers »): the board gives up the room.
    if (!m_dividerMoved) {
        const int minimumTargets = 200;
        const int pricesBeside = stacked ? 0 : m_pricePanel->sizeHint().width() + minimumTargets + 30;
        // The players' table: its numbers' columns, and room for a name (« Joueur 2 (ordinateur) »).
        int playersWanted = 0;
        for (int column = 1; column < m_players->columnCount(); ++column)
            playersWanted += m_players->header()->sectionSize(column);
        // Measured in bold, as the player to move's name is written (« — nor… » was cut).
        QFont boldName = m_players->font();
        boldName.setBold(true);
        const QFontMetrics nameMetrics(boldName);
        int longestName = 0;
        for (int row = 0; row < m_players->topLevelItemCount(); ++row)
            longestName = std::max(longestName, nameMetrics.horizontalAdvance(m_players->topLevelItem(row)->text(0)));
        // The name's icon and padding, the bold of the player to move, the frames and the panel's margins.
        const QMargins margins = m_side->layout()->contentsMargins();
        playersWanted
            += std::min(longestName + 56, 280) + 2 * m_players->frameWidth() + margins.left() + margins.right();
        const int wanted = std::max(pricesBeside, playersWanted);
        // The board at least half the width (a board of 420 pixels beside a panel of 590 at
        // 1024x700 was a map too small to hit): a long name is shortened there, whole in its tooltip.
        const int side = std::max(
            {m_side->minimumWidth(), width() - height(), std::min(wanted, width() / 2 - m_split->handleWidth())});
        m_split->setSizes({std::max(0, width() - m_split->handleWidth() - side), side});
    }
}

void FiefsView::pressAction(std::size_t index)
{
    assert(index < action_count);
    QPushButton* button = m_actions[index];
    if (!m_pricePanel->isVisible())
        return;
    if (button->isEnabled()) {
        button->click();
        return;
    }
    if (!m_whyNot[index]->toolTip().isEmpty()) { // not for the player to buy now: why
        m_refusal->setText(m_whyNot[index]->toolTip());
        m_message->setCurrentWidget(m_refusal);
    }
}

void FiefsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FiefsView::retranslate()
{
    m_players->setHeaderLabels({tr("Player"), tr("Points"), tr("Ducats"), tr("Knights"), tr("Castles")});
    // The short headers say more when pointed at.
    m_players->headerItem()->setToolTip(1,
        tr("Points of the fiefs; a score that reaches the King token on the score track (the number after "
           "“of”) ends the game"));
    m_players->headerItem()->setToolTip(3, tr("Knights left to place"));
    m_players->headerItem()->setToolTip(
        4, tr("During the setup, the castles placed; then those enclosed in fiefs, of those placed"));
    m_priceTitle->setText(tr("Price list"));
    m_targetsTitle->setText(tr("&Targets (or click the board)"));
    m_cancel->setText(tr("&Cancel the action"));
    m_decline->setText(tr("&Decline the knight"));
    m_ally->setText(tr("&Make the alliance"));
    m_logTitle->setText(tr("&Log"));
    for (std::size_t i = 0; i < action_count; ++i) {
        // The keys 1 to 0: the price list by keyboard (pressAction).
        m_actions[i]->setText(QStringLiteral("%1   ").arg((i + 1) % 10) + FiefsTexts::actionName(all_actions[i]));
        m_prices[i]->setText(FiefsTexts::priceText(all_actions[i]));
    }
    refresh();
}

void FiefsView::showRefusal(const core::Error& error)
{
    // In the game's words (FiefsTexts), else the application's (errors that are not the rules').
    const QString own = FiefsTexts::describe(error);
    m_refusal->setText(own.isEmpty() ? gui::ErrorText::describe(error) : own);
    m_message->setCurrentWidget(m_refusal);
}

void FiefsView::showPreview(int edge)
{
    auto edges = m_controller.pickedEdges();
    auto preview = m_controller.preview();
    if (edge >= 0) {
        edges.push_back(edge);
        preview = m_controller.previewWith(edge);
    }
    m_board->setPicked(m_controller.pickedSpaces(), std::move(edges), std::move(preview));
}

bool FiefsView::pickedByClickJustNow() const
{
    return m_sinceClickPick.isValid() && m_sinceClickPick.elapsed() < QApplication::doubleClickInterval();
}

void FiefsView::clickTarget(int row)
{
    if (pickedByClickJustNow())
        return; // the second click of a double click
    m_sinceClickPick.start();
    pickTarget(row);
}

void FiefsView::activateTarget(int row)
{
    if (pickedByClickJustNow())
        return; // a double click's activation: its first click picked
    pickTarget(row);
}

void FiefsView::pickTarget(int row)
{
    const QListWidgetItem* item = m_targets->item(row);
    if (item == nullptr)
        return;
    const int value = item->data(Qt::UserRole).toInt();
    if (item->data(Qt::UserRole + 1).toBool())
        m_controller.pickEdge(value);
    else
        m_controller.pickSpace(value);
}

void FiefsView::refresh()
{
    const State& state = m_controller.state();
    const Position& position = state.position;
    const QStringList names = m_controller.names();
    const QStringList marks = playerMarks(names);
    const QLocale locale;
    const auto points = current_scores(state);
    const int king = king_token(position.player_count());

    if (state.step == Step::setup && m_controller.pickedSpaces().empty())
        m_turn->setText(tr("Setup — %1 places a castle").arg(names.value(state.current)));
    else if (state.step == Step::setup)
        m_turn->setText(tr("Setup — %1 places the castle’s first knight").arg(names.value(state.current)));
    else if (state.step == Step::over)
        m_turn->setText(tr("The game is over"));
    else
        m_turn->setText(tr("Round %1 — %2’s turn").arg(locale.toString(state.round), names.value(state.turn_player)));
    m_prompt->setText(m_controller.prompt());

    m_players->clear();
    const Regions regions(position);
    for (int player = 0; player < position.player_count(); ++player) {
        const auto& stock = position.players[static_cast<std::size_t>(player)];
        const auto open = open_castles(position, regions, player).size();
        // A castle put down and waiting for its first knight (one move, the two together) is
        // counted already: the column stood at « 0/4 » under a castle on the board (a review).
        const bool castlePending
            = state.step == Step::setup && player == state.current && !m_controller.pickedSpaces().empty();
        const int placed = castles_each(position.player_count()) - stock.castles + (castlePending ? 1 : 0);
        auto* item = new QTreeWidgetItem(m_players);
        // Who plays the seat: a person, or the computer at its level, said beside a computer's name.
        const Control control = m_controller.game().options().players[static_cast<std::size_t>(player)].control;
        item->setText(0,
            control == Control::human ? names.value(player)
                                      : tr("%1 — %2", "a player's name, then the computer level playing the seat")
                                            .arg(names.value(player), FiefsTexts::levelName(control)));
        // The whole name too: on a small screen a long one is shortened in its column.
        item->setToolTip(0, names.value(player) + QLatin1Char('\n') + FiefsTexts::controlName(control));
        item->setIcon(0, swatch(player, marks.value(player)));
        // Towards the King token while the game goes on; once over, the points alone (a winner
        // past the token read « 45 of 40 »).
        const QString score = locale.toString(points[static_cast<std::size_t>(player)]);
        item->setText(1, m_controller.isOver() ? score : tr("%1 of %2").arg(score, locale.toString(king)));
        item->setText(2, locale.toString(stock.ducats));
        item->setText(3, locale.toString(stock.knights));
        // During the setup, the castles placed of each one's share; then those enclosed in fiefs
        // (the game ends when every castle is).
        const int total = castles_each(position.player_count());
        item->setText(4,
            state.step == Step::setup
                ? tr("%1/%2 placed", "castles: placed of each one's share")
                      .arg(locale.toString(placed), locale.toString(total))
                : tr("%1/%2 in fiefs", "castles: in fiefs of those placed")
                      .arg(locale.toString(placed - static_cast<int>(open)), locale.toString(placed)));
        if (player == state.current && state.step != Step::over) {
            QFont font = item->font(0);
            font.setBold(true);
            item->setFont(0, font);
        }
    }
    // The numbers whole, the names in the room left.
    m_players->header()->setStretchLastSection(false);
    m_players->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int column = 1; column < m_players->columnCount(); ++column)
        m_players->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    // Every row in sight, no more: the table never scrolls and leaves the rest its room.
    m_players->setFixedHeight(m_players->header()->sizeHint().height()
        + position.player_count() * m_players->sizeHintForRow(0) + 2 * m_players->frameWidth() + 2);

    const bool yours = !m_controller.isComputerToMove() && state.step == Step::action;
    QStringList reasons;
    for (std::size_t i = 0; i < action_count; ++i) {
        const auto why = why_not(state, all_actions[i]);
        const bool available = yours && !why;
        m_actions[i]->setEnabled(available);
        m_actions[i]->setChecked(m_controller.action() == all_actions[i]);
        showReason(*m_whyNot[i], yours && why ? FiefsTexts::describe(*why) : QString());
        // What it does, in the rules' words; and why not now, when it cannot be bought.
        const QString help = FiefsTexts::actionHelp(all_actions[i]);
        m_actions[i]->setToolTip(
            m_whyNot[i]->toolTip().isEmpty() ? help : m_whyNot[i]->toolTip() + QStringLiteral("\n\n") + help);
        if (!m_whyNot[i]->toolTip().isEmpty())
            reasons << tr("%1: %2", "an action's key, why it cannot be bought")
                           .arg(QLocale().toString(static_cast<int>((i + 1) % 10)), m_whyNot[i]->toolTip());
    }
    m_whyNotList->setText(reasons.join(QLatin1Char('\n')));
    placeReasons();

    const auto& rolled = m_controller.lastDie();
    m_dieFace->setVisible(rolled.has_value()); // its row keeps its room
    if (rolled) {
        m_dieFace->setPixmap(dieFace(rolled->roll.die));
        // Whose it was in the line, for what in its tooltip (the line's room is two lines).
        m_die->setText(tr("%1’s die — %2", "who rolled the last die, what it gave")
                           .arg(m_controller.names().value(rolled->player), FiefsTexts::rollText(rolled->roll)));
        m_die->setToolTip(FiefsTexts::actionName(rolled->roll.action));
    } else {
        m_die->setText(QString());
    }

    m_board->setPosition(position, names);
    const auto spaces = m_controller.targetSpaces();
    const auto edges = m_controller.targetEdges();
    m_board->setTargets(spaces, edges);
    m_board->setPicked(m_controller.pickedSpaces(), m_controller.pickedEdges(), m_controller.preview());

    m_targets->clear();
    for (const Edge edge : edges) {
        auto* item = new QListWidgetItem(tr("Border on %1").arg(FiefsTexts::edgeText(edge)), m_targets);
        item->setData(Qt::UserRole, edge);
        item->setData(Qt::UserRole + 1, true);
    }
    // Fiefs to choose are named as fiefs, by owner and castle (any of their spaces on the board).
    const auto fiefs = m_controller.targetFiefs();
    for (const Space castle : fiefs) {
        const int size = static_cast<int>(regions.of(castle).spaces.size());
        QString text
            = tr("%1, %n space(s)", "a fief, then its size", size).arg(FiefsTexts::fiefText(position, castle, names));
        text[0] = text[0].toUpper(); // « le fief de Basile » heads its line
        auto* item = new QListWidgetItem(text, m_targets);
        item->setData(Qt::UserRole, castle);
        item->setData(Qt::UserRole + 1, false);
    }
    for (const Space space : fiefs.empty() ? spaces : std::vector<Space> {}) {
        // A marker's space says which of the player's fiefs it allies (the marker decides it).
        const auto own = m_controller.alliedByMarker(space);
        const QString text = own
            ? tr("%1: your fief at %2 with %3", "a marker's space, then the two fiefs it allies")
                  .arg(FiefsTexts::spaceText(position, space), QString::fromStdString(space_name(*own)),
                      FiefsTexts::fiefText(position, regions.of(m_controller.pickedSpaces().front()).castle, names))
            : FiefsTexts::spaceText(position, space);
        auto* item = new QListWidgetItem(text, m_targets);
        item->setData(Qt::UserRole, space);
        item->setData(Qt::UserRole + 1, false);
    }
    if (m_targets->hasFocus() && m_targets->count() > 0) // played by Return: the next is chosen
        m_targets->setCurrentRow(0);
    m_cancel->setVisible(m_controller.action().has_value() || !m_controller.pickedSpaces().empty());
    m_decline->setVisible(state.step == Step::free_knight && !m_controller.isComputerToMove());
    m_ally->setVisible(!m_controller.alliancePartners().empty());

    m_log->clear();
    m_log->addItems(m_controller.log());
    m_log->scrollToBottom();

    const bool over = state.step == Step::over;
    m_pricePanel->setVisible(!over);
    // The targets only while there is something to choose: the rest of the time the log has
    // their room (on a small screen it showed four lines under an empty list).
    m_targetsPanel->setVisible(
        !over && (m_targets->count() > 0 || !m_cancel->isHidden() || !m_decline->isHidden() || !m_ally->isHidden()));
    m_results->setVisible(over);
    if (over)
        m_results->setHtml(resultsHtml());
}

QString FiefsView::resultsHtml() const
{
    const State& state = m_controller.state();
    const Position& position = state.position;
    const QStringList names = m_controller.names();
    const QLocale locale;
    const Regions regions(position);
    const auto points = current_scores(state);
    QStringList winners;
    for (const int winner : state.winners)
        winners << names.value(winner).toHtmlEscaped();
    QString html
        = QStringLiteral("<h2>%1</h2>")
              .arg(tr("%1 wins.", nullptr, static_cast<int>(winners.size())).arg(locale.createSeparatedList(winners)));
    // Why the game ended and how the winner was told apart: the engine's (game_end).
    const auto end = game_end(state);
    assert(end); // the results of a finished game
    const int king = king_token(position.player_count());
    QStringList why;
    switch (end->ending) {
    case Ending::king_token:
        // "On the score track": the King token is a score, not the board's royal city.
        why << tr("A score reached the King token on the score track (%1 points).").arg(locale.toString(king));
        if (end->several_reached_king)
            why << tr("Several reached it on the same move: the player who moved wins if among them, else the "
                      "highest score.");
        break;
    case Ending::every_castle_enclosed:
        why << tr("Every castle is in a fief: the highest score wins.");
        break;
    case Ending::round_limit:
        why << tr("The game reached the limit of %n round(s) [decision]: scored as when every castle is in a fief.",
            nullptr, max_rounds);
        break;
    }
    if (end->decided_by_ducats)
        why << tr("Tied on points: the richer wins.");
    else if (winners.size() > 1)
        why << tr("Tied on points and ducats: the win is shared.");
    html += QStringLiteral("<p>%1</p>").arg(why.join(QLatin1Char(' ')).toHtmlEscaped());
    // The table at a glance: each player's points, ducats and fiefs, best first.
    std::vector<int> order(static_cast<std::size_t>(position.player_count()));
    std::iota(order.begin(), order.end(), 0);
    std::ranges::stable_sort(order, std::greater {}, [&](int player) {
        return std::pair(
            points[static_cast<std::size_t>(player)], position.players[static_cast<std::size_t>(player)].ducats);
    });
    html += QStringLiteral(
        "<table border=1 cellpadding=4 cellspacing=0><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>")
                .arg(tr("Player"), tr("Points"), tr("Ducats"), tr("Fiefs"));
    for (const int player : order) {
        const auto fiefs = std::ranges::count_if(regions.all(),
            [&](const Region& region) { return region.kind == RegionKind::fief && region.owner == player; });
        const bool won = std::ranges::find(state.winners, player) != state.winners.end();
        const QString name = names.value(player).toHtmlEscaped();
        html += QStringLiteral(
            // A name on one line: in a narrow panel Qt broke « ordinate|ur » inside the word.
            "<tr><td style=\"white-space:nowrap\">%1</td><td align=right>%2</td><td align=right>%3</td><td "
            "align=right>%4</td></tr>")
                    .arg(won ? QStringLiteral("<b>%1</b> — %2").arg(name, tr("winner")) : name,
                        locale.toString(points[static_cast<std::size_t>(player)]),
                        locale.toString(position.players[static_cast<std::size_t>(player)].ducats),
                        locale.toString(static_cast<int>(fiefs)));
    }
    html += QStringLiteral("</table>");
    for (const int player : order) {
        html += QStringLiteral("<h4>%1 — %2, %3</h4>")
                    .arg(names.value(player).toHtmlEscaped(),
                        tr("%n point(s)", nullptr, points[static_cast<std::size_t>(player)]),
                        tr("%n ducat(s)", nullptr, position.players[static_cast<std::size_t>(player)].ducats));
        html += QStringLiteral("<table border=1 cellpadding=3 cellspacing=0><tr><th>%1</th><th>%2</th><th>%3</th></tr>")
                    .arg(tr("Fief (castle)"), tr("Spaces"), tr("Value"));
        for (const Region& region : regions.all()) {
            if (region.kind != RegionKind::fief || region.owner != player)
                continue;
            QStringList scoring;
            for (const Space space : region.spaces)
                if (space_value(position.terrain_at(space)) > 0)
                    scoring << FiefsTexts::spaceText(position, space);
            const int count = static_cast<int>(region.spaces.size());
            const QString spaces = scoring.isEmpty()
                ? tr("%n space(s)", nullptr, count)
                : tr("%n space(s); scoring: %1", "a fief's size, then its spaces worth points", count)
                      .arg(scoring.join(QStringLiteral(", ")));
            html += QStringLiteral("<tr><td>%1</td><td>%2</td><td align=right>%3</td></tr>")
                        .arg(QString::fromStdString(space_name(region.castle)), spaces.toHtmlEscaped(),
                            locale.toString(region.value));
        }
        html += QStringLiteral("</table>");
    }
    return html;
}

} // namespace tablee::fiefs_variant::ui
