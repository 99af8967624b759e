// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/ui/diplomacy_view.hpp"

#include "diplomacy_deadman/engine/adjustments.hpp"
#include "diplomacy_deadman/engine/orders.hpp"

#include "diplomacy_deadman/ui/diplomacy_controller.hpp"
#include "diplomacy_deadman/ui/diplomacy_texts.hpp"
#include "diplomacy_deadman/ui/map_view.hpp"
#include "diplomacy_deadman/ui/phase_report.hpp"
#include "gui/elision.hpp"
#include "gui/plain_copy_browser.hpp"
#include "gui/window_memory.hpp"

#include <QAbstractProxyModel>
#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QResizeEvent>
#include <QShortcut>
#include <QSplitter>
#include <QStackedWidget>
#include <QStringListModel>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <set>
#include <utility>

namespace tablee::diplomacy_deadman::ui {

namespace {

const Map& board()
{
    return standard_map();
}

QString unitText(const Unit& unit)
{
    return QString::fromStdString(unit_text(board(), unit));
}

// Where an order may be written: the units (dislodged ones too) and the supply centres (builds).
std::set<ProvinceId> orderablePlaces(const GameState& position)
{
    std::set<ProvinceId> places(board().supply_centres().begin(), board().supply_centres().end());
    for (const Unit& unit : position.units)
        places.insert(board().province_of(unit.location));
    for (const DislodgedUnit& d : position.dislodged)
        places.insert(board().province_of(d.unit.location));
    return places;
}

} // namespace

DiplomacyView::DiplomacyView(DiplomacyController& controller, QWidget* parent)
    : QWidget(parent), m_controller(controller)
{
    setObjectName(QStringLiteral("diplomacyView"));
    m_pages = new QStackedWidget(this);

    // Hand-over: nothing of the game shows, only whose turn it is to write.
    auto* handOver = new QWidget;
    m_handOverTitle = new QLabel;
    m_handOverTitle->setObjectName(QStringLiteral("handOverTitle"));
    m_handOverTitle->setAlignment(Qt::AlignCenter);
    QFont big = m_handOverTitle->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    m_handOverTitle->setFont(big);
    m_handOverText = new QLabel;
    m_handOverText->setAlignment(Qt::AlignCenter);
    m_handOverText->setWordWrap(true);
    m_startWriting = new QPushButton;
    m_startWriting->setObjectName(QStringLiteral("startWriting"));
    m_startWriting->setDefault(true);
    m_startWriting->setMinimumHeight(44);
    connect(m_startWriting, &QPushButton::clicked, this, &DiplomacyView::startWriting);
    auto* handOverLayout = new QVBoxLayout(handOver);
    handOverLayout->addStretch(2);
    handOverLayout->addWidget(m_handOverTitle);
    handOverLayout->addWidget(m_handOverText);
    auto* startRow = new QHBoxLayout;
    startRow->addStretch(1);
    startRow->addWidget(m_startWriting);
    startRow->addStretch(1);
    handOverLayout->addLayout(startRow);
    m_backToBoard = new QPushButton;
    m_backToBoard->setObjectName(QStringLiteral("backToBoard"));
    connect(m_backToBoard, &QPushButton::clicked, this, &DiplomacyView::backToBoard);
    auto* backRow = new QHBoxLayout;
    backRow->addStretch(1);
    backRow->addWidget(m_backToBoard);
    backRow->addStretch(1);
    handOverLayout->addLayout(backRow);
    handOverLayout->addStretch(3);
    m_pages->addWidget(handOver);

    // The board: the map beside the writing panel or the reveal.
    m_map = new MapView;
    connect(m_map, &MapView::provinceClicked, this, &DiplomacyView::onProvinceClicked);
    m_map->installEventFilter(this); // letters typed on it go to the order line

    m_writingPanel = new QWidget;
    m_phaseTitle = new QLabel;
    m_phaseTitle->setObjectName(QStringLiteral("phaseTitle"));
    QFont title = m_phaseTitle->font();
    title.setPointSizeF(title.pointSizeF() * 1.35);
    title.setBold(true);
    m_phaseTitle->setFont(title);
    m_phaseTitle->setWordWrap(true); // "Winter 1901 — adjustments" is longer than "Spring 1901 — movement"
    m_writerTitle = new QLabel;
    m_writerTitle->setWordWrap(true);
    m_sandboxPower = new QComboBox;
    m_sandboxPower->setObjectName(QStringLiteral("sandboxPower"));
    connect(m_sandboxPower, &QComboBox::activated, this, [this](int row) {
        m_selected.reset();
        m_other.reset();
        m_controller.setSandboxPower(static_cast<Power>(m_sandboxPower->itemData(row).toInt()));
    });
    m_ownUnits = new QRadioButton;
    m_ownUnits->setObjectName(QStringLiteral("ownUnits"));
    m_deadManUnits = new QRadioButton;
    m_deadManUnits->setObjectName(QStringLiteral("deadManUnits"));
    m_mode = new QButtonGroup(this);
    m_mode->addButton(m_ownUnits);
    m_mode->addButton(m_deadManUnits);
    m_ownUnits->setChecked(true);
    connect(m_mode, &QButtonGroup::buttonToggled, this, [this](QAbstractButton*, bool on) {
        if (on) {
            m_selected.reset();
            m_other.reset();
            m_message->clear(); // a refusal of the other list's order no longer holds
            refreshWriting();
            // Back to typing: a mnemonic (Alt+P, Alt+M) would leave the focus on the button.
            if (m_orderLine->isVisible())
                m_orderLine->setFocus();
        }
    });
    m_orders = new QListWidget;
    m_orders->setObjectName(QStringLiteral("orderList"));
    m_orders->setWordWrap(true); // "Builds allowed: 2 (click a free home centre)" in a narrow panel
    m_orders->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_orderLine = new QLineEdit;
    m_orderLine->setObjectName(QStringLiteral("orderLine"));
    m_orderLine->setClearButtonEnabled(true);
    auto* completer = new QCompleter(new QStringListModel(this), this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    completer->setMaxVisibleItems(12);
    m_orderLine->setCompleter(completer);
    completer->popup()->installEventFilter(this);
    connect(m_orderLine, &QLineEdit::returnPressed, this, &DiplomacyView::typeOrder);
    // The line emptied by the player (keys, its clear button): a refusal of what it held no
    // longer holds.
    connect(m_orderLine, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (text.isEmpty())
            m_message->clear();
    });
    m_orderLine->installEventFilter(this); // the window's Undo and Redo keys, when it is empty
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    m_message->setMinimumHeight(36);
    m_eraseButton = new QPushButton;
    m_eraseButton->setObjectName(QStringLiteral("eraseOrder"));
    connect(m_eraseButton, &QPushButton::clicked, this, [this] {
        if (auto* item = m_orders->currentItem(); item && item->data(Qt::UserRole).isValid()) {
            m_controller.erase(static_cast<ProvinceId>(item->data(Qt::UserRole).toInt()), writingProposals());
            m_message->clear(); // a refusal shown before no longer holds
        }
    });
    // In a sandbox: the computer's orders for the power shown, as drafts to change.
    m_suggest = new QPushButton;
    m_suggest->setObjectName(QStringLiteral("suggestOrders"));
    connect(m_suggest, &QPushButton::clicked, this, [this] {
        m_message->clear();
        m_controller.suggestOrders();
    });
    m_handIn = new QPushButton;
    m_handIn->setObjectName(QStringLiteral("handIn"));
    m_handIn->setDefault(true);
    connect(m_handIn, &QPushButton::clicked, this, &DiplomacyView::handInRequested);
    // From the order line too, where Return enters an order.
    auto* handInKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    connect(handInKey, &QShortcut::activated, this, &DiplomacyView::handInFromKeyboard);
    auto* writingLayout = new QVBoxLayout(m_writingPanel);
    writingLayout->addWidget(m_phaseTitle);
    writingLayout->addWidget(m_writerTitle);
    writingLayout->addWidget(m_sandboxPower);
    writingLayout->addWidget(m_ownUnits);
    writingLayout->addWidget(m_deadManUnits);
    writingLayout->addWidget(m_orders, 1);
    writingLayout->addWidget(m_orderLine);
    writingLayout->addWidget(m_message);
    // At the table, a writer may stop, talk again, and come back to the orders begun.
    m_finishLater = new QPushButton;
    m_finishLater->setObjectName(QStringLiteral("finishLater"));
    connect(m_finishLater, &QPushButton::clicked, this, &DiplomacyView::finishLater);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_eraseButton);
    buttons->addWidget(m_suggest);
    buttons->addStretch(1);
    buttons->addWidget(m_handIn);
    writingLayout->addLayout(buttons);
    // On a row of its own, under the hand-in: the panel keeps its width, the map its room.
    auto* laterRow = new QHBoxLayout;
    laterRow->addStretch(1);
    laterRow->addWidget(m_finishLater);
    writingLayout->addLayout(laterRow);

    m_revealPanel = new QWidget;
    m_revealTitle = new QLabel;
    m_revealTitle->setFont(title);
    m_revealTitle->setWordWrap(true);
    m_revealText = new gui::PlainCopyBrowser;
    m_revealText->setObjectName(QStringLiteral("revealText"));
    m_continue = new QPushButton;
    m_continue->setObjectName(QStringLiteral("continue"));
    m_continue->setDefault(true);
    connect(m_continue, &QPushButton::clicked, this, &DiplomacyView::continueAfterReveal);
    // At the end: another game at the same table (File > Play Again does the same).
    m_playAgain = new QPushButton;
    m_playAgain->setObjectName(QStringLiteral("playAgain"));
    connect(m_playAgain, &QPushButton::clicked, this, &DiplomacyView::playAgainRequested);
    auto* revealLayout = new QVBoxLayout(m_revealPanel);
    revealLayout->addWidget(m_revealTitle);
    revealLayout->addWidget(m_revealText, 1);
    auto* continueRow = new QHBoxLayout;
    continueRow->addStretch(1);
    continueRow->addWidget(m_playAgain);
    continueRow->addWidget(m_continue);
    revealLayout->addLayout(continueRow);

    // The board between writers: public, so everyone may look and negotiate.
    m_tablePanel = new QWidget;
    m_tableTitle = new QLabel;
    m_tableTitle->setObjectName(QStringLiteral("tableTitle"));
    m_tableTitle->setFont(title);
    m_tableTitle->setWordWrap(true);
    // Below the list of who plays what: where the height is short (a laptop at double scale),
    // these words scroll rather than squeeze the list.
    m_tableText = new gui::PlainCopyBrowser;
    m_tableText->setObjectName(QStringLiteral("tableText"));
    m_tableText->setFrameShape(QFrame::NoFrame);
    m_tableText->viewport()->setAutoFillBackground(false); // read as the panel's words, not a box
    m_tableText->setFocusPolicy(Qt::NoFocus); // Tab goes from the list to the button
    m_tableText->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_tableText->setMinimumHeight(2 * fontMetrics().lineSpacing());
    m_tableText->document()->setDocumentMargin(0); // its words in line with the list's
    m_handedInCount = new QLabel;
    m_handedInCount->setObjectName(QStringLiteral("handedInCount"));
    m_writers = new QListWidget;
    m_writers->setObjectName(QStringLiteral("writersList"));
    m_writers->setWordWrap(true);
    m_writers->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // As tall as its lines (fitWritersList): never a scroll bar, whose coming and going would
    // change the width the lines wrap at.
    m_writers->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_writers->setResizeMode(QListView::Adjust); // its lines wrapped again at a new width
    m_writers->viewport()->installEventFilter(this);
    m_handedInCount->setBuddy(m_writers);
    // Choosing a player who has not handed in makes them the next to write (the table decides
    // the order); the button or Return hands them the computer.
    connect(m_writers, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        const auto power = powerOfRow(item);
        if (power && m_controller.mayTakeBackHandIn(*power)) {
            showTakeBackFor(power);
            return;
        }
        showTakeBackFor(std::nullopt);
        if (power)
            m_controller.chooseNextWriter(*power);
    });
    connect(m_writers, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const auto power = powerOfRow(item);
        if (power && m_controller.mayTakeBackHandIn(*power))
            askToTakeBack(*power);
        else if (power)
            askForComputer();
    });
    // A person's orders handed in are sealed: only that person takes them back, behind the
    // hand-over screen (the Edit menu's Undo does not).
    m_takeBack = new QPushButton;
    m_takeBack->setObjectName(QStringLiteral("takeBack"));
    m_takeBack->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed); // a name must not widen the panel
    m_takeBack->hide();
    connect(m_takeBack, &QPushButton::clicked, this, [this] {
        if (m_takeBackPower)
            askToTakeBack(*m_takeBackPower);
    });
    m_nextWriter = new QPushButton;
    m_nextWriter->setObjectName(QStringLiteral("nextWriter"));
    m_nextWriter->setDefault(true);
    m_nextWriter->setMinimumHeight(36);
    // Its text holds a player's name: a long one must not widen the panel (and move the map).
    m_nextWriter->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    connect(m_nextWriter, &QPushButton::clicked, this, &DiplomacyView::askForComputer);
    auto* tableLayout = new QVBoxLayout(m_tablePanel);
    tableLayout->addWidget(m_tableTitle);
    tableLayout->addWidget(m_handedInCount);
    tableLayout->addWidget(m_writers);
    tableLayout->addWidget(m_takeBack);
    tableLayout->addWidget(m_tableText, 1);
    tableLayout->addWidget(m_nextWriter);

    m_side = new QStackedWidget;
    m_side->setObjectName(QStringLiteral("sidePanel"));
    m_side->addWidget(m_writingPanel);
    m_side->addWidget(m_revealPanel);
    m_side->addWidget(m_tablePanel);
    auto* splitter = new QSplitter(Qt::Horizontal);
    splitter->setObjectName(QStringLiteral("mapSplitter"));
    splitter->addWidget(m_map);
    splitter->addWidget(m_side);
    // Two thirds to the map, until the player moves the divider: the map is about as wide as it is
    // high and a wide window leaves bands beside it, while the side panel's lines (« Autriche
    // (ordinateur) : ordres rendus ✓ ») wrap. (Stretch factors share only the room beyond the
    // widgets' own sizes: the sizes themselves, in proportion.)
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({2000, 1000});
    gui::rememberSplitter(*splitter, QStringLiteral("diplomacy_deadman/mapSplitter"));
    m_pages->addWidget(splitter);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    // Escape steps back from a click on the map: from a support's second click to the unit, from
    // the unit to nothing chosen; or it closes the completion list, when open (the shortcut takes
    // the key before the list sees it).
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WindowShortcut);
    connect(escape, &QShortcut::activated, this, &DiplomacyView::stepBack);

    connect(&m_controller, &DiplomacyController::stateChanged, this, &DiplomacyView::refresh);
    connect(&m_controller, &DiplomacyController::movePlayed, this, [this] {
        // A phase played (or undone, redone): what it did is shown before anyone writes again;
        // after a hand-in that leaves others to write, the board.
        // A computer's hand-in that plays no phase leaves a reveal on screen until Continue.
        const bool played = m_controller.lastPlayed() != nullptr || m_controller.state().over();
        m_revealing = played || (m_revealing && m_controller.onlyComputersSinceLastPhase());
        // A computer's hand-in while a person writes (or is being handed the computer): that
        // person's screen stays.
        const bool samePerson = (m_writing || m_handingOver) && m_controller.writer() == m_pageWriter;
        if (m_revealing || !samePerson) {
            m_writing = false;
            m_handingOver = false;
            m_selected.reset();
            m_other.reset();
        }
        refresh();
    });
    connect(&m_controller, &DiplomacyController::moveRejected, this,
        [this](const core::Error& error) { m_message->setText(DiplomacyTexts::describe(error)); });
    connect(&m_controller, &DiplomacyController::reportReadRestored, this, [this] {
        m_revealing = false;
        refresh();
    });
    connect(&m_controller, &DiplomacyController::savedDraftsDropped, this,
        [this] { m_message->setText(draftsDroppedText()); });
    connect(&m_controller, &DiplomacyController::orderRefused, this, [this](const QString& order, const QString& why) {
        m_message->setText(tr("%1 cannot be carried out: %2.").arg(order, why));
    });
    // A game opened (or resumed after a crash) whose last move played a phase, or whose moves
    // since are the computers' hand-ins for the next (they hand in at once, while the table
    // reads): that phase's results first, as they were on screen (Continue plays no move, so
    // after a kill -9 the table otherwise never saw what the phase did). Not when the save says
    // the table went on from it (reportReadRestored, just after).
    m_revealing = m_controller.lastPlayed() != nullptr || m_controller.onlyComputersSinceLastPhase();
    retranslate();
}

DiplomacyView::Page DiplomacyView::page() const
{
    if (m_pages->currentIndex() == 0)
        return Page::handOver;
    if (m_controller.state().over())
        return Page::over;
    if (m_revealing)
        return Page::reveal;
    return m_side->currentWidget() == m_tablePanel ? Page::table : Page::writing;
}

const PhasePlayed* DiplomacyView::shownPhase() const
{
    switch (page()) {
    case Page::reveal:
    case Page::over: {
        const auto phases = m_controller.revealedPhases();
        return phases.empty() ? nullptr : phases.front();
    }
    case Page::table:
        return m_controller.game().history().cursor() == 0 ? nullptr : m_controller.lastPhase();
    case Page::handOver:
    case Page::writing:
        return nullptr;
    }
    return nullptr;
}

QString DiplomacyView::message() const
{
    return m_message->text();
}

bool DiplomacyView::writingProposals() const
{
    return m_deadManUnits->isChecked() && m_deadManUnits->isVisible();
}

void DiplomacyView::setWritingProposals(bool proposals)
{
    (proposals ? m_deadManUnits : m_ownUnits)->setChecked(true);
}

void DiplomacyView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void DiplomacyView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    // A game opened or resumed on the board: Return hands the screen to the next writer (the
    // window gives the focus to its new page once shown, so asked for after that).
    QTimer::singleShot(0, this, [this] {
        if (page() == Page::table && m_nextWriter->isVisible()
            && !m_tablePanel->isAncestorOf(QApplication::focusWidget()))
            m_nextWriter->setFocus();
    });
}

void DiplomacyView::retranslate()
{
    m_eraseButton->setText(eraseText(writingProposals()));
    m_handIn->setText(handInText());
    m_finishLater->setText(tr("Finish &later"));
    m_finishLater->setToolTip(tr("Back to the board without handing in: the orders written stay yours, seen by "
                                 "nobody, and come back when you write again."));
    m_continue->setText(tr("&Continue"));
    m_playAgain->setText(tr("&Play again, same table"));
    m_backToBoard->setText(tr("&Back to the board"));
    m_orderLine->setPlaceholderText(tr("Order, e.g. A PAR - BUR"));
    m_orderLine->setToolTip(tr("Type an order in the usual notation (A PAR - BUR, F NTH C A LON - BEL) or with the "
                               "places' names (A Paris - Burgundy): the list offers the orders that match. Enter "
                               "takes it; Ctrl+Return hands in."));
    keepSidePanelWidth(); // its words' widths are the language's
    refresh();
}

void DiplomacyView::showPage(Page page)
{
    m_pages->setCurrentIndex(page == Page::handOver ? 0 : 1);
    m_side->setCurrentWidget(page == Page::writing ? m_writingPanel
            : page == Page::table                  ? m_tablePanel
                                                   : m_revealPanel);
}

QString DiplomacyView::eraseText(bool proposals)
{
    return proposals ? tr("&Remove the proposal") : tr("&Remove the order");
}

QString DiplomacyView::draftsDroppedText()
{
    return tr("Orders begun and saved with this game no longer fit its position (the file was changed): they "
              "were dropped.");
}

QString DiplomacyView::handInText() const
{
    // Alt+H is the Help menu's: the hand-in takes Alt+I (and Ctrl+Return).
    return m_controller.isSandbox() ? tr("&Adjudicate") : tr("Hand &in");
}

QString DiplomacyView::ownUnitsText(Power writer)
{
    return tr("Orders for &my units (%1)").arg(DiplomacyTexts::powerName(writer));
}

QString DiplomacyView::deadMenUnitsText(PowerSet deadMen)
{
    return (deadMen.size() == 1 ? tr("&Proposals for the dead man’s units (%1)")
                                : tr("&Proposals for the dead men’s units (%1)"))
        .arg(DiplomacyTexts::powerNames(deadMen));
}

void DiplomacyView::keepSidePanelWidth()
{
    // The panel is as wide on every page and for every writer as its widest line needs (the
    // choice between one's own units and the dead man's, and the row of the writer's buttons,
    // whose words cannot wrap), so that the map beside it never moves as the pages change, and
    // never narrower (a splitter would squeeze it to nothing). It depends only on the game's dead
    // men, whether it is a sandbox, and the language: worked out once for each language.
    const auto& position = m_controller.state().position;
    int widest = 0;
    if (!position.dead_men.empty()) {
        QRadioButton probe;
        probe.setFont(m_ownUnits->font());
        probe.setText(deadMenUnitsText(position.dead_men));
        widest = probe.sizeHint().width();
        for (Power power : all_powers) {
            probe.setText(ownUnitsText(power));
            widest = std::max(widest, probe.sizeHint().width());
        }
    }
    QPushButton button;
    button.setFont(m_handIn->font());
    const auto widthOf = [&button](const QString& text) {
        button.setText(text);
        return button.sizeHint().width();
    };
    const int spacing = m_writingPanel->layout()->spacing();
    int buttons = std::max(widthOf(eraseText(true)), widthOf(eraseText(false))) + widthOf(handInText()) + spacing;
    if (m_controller.isSandbox())
        buttons += widthOf(tr("S&uggest orders")) + spacing;
    widest = std::max(widest, buttons);
    const QMargins margins = m_writingPanel->layout()->contentsMargins();
    m_side->setMinimumWidth(widest + margins.left() + margins.right());
}

void DiplomacyView::refresh()
{
    const auto& state = m_controller.state();
    m_phaseTitle->setText(DiplomacyTexts::phaseName(state.position.phase));
    if (state.over() || m_revealing) {
        refreshReveal();
        showPage(state.over() ? Page::over : Page::reveal);
        return;
    }
    if (m_takingBack && !m_controller.mayTakeBackHandIn(*m_takingBack))
        m_takingBack.reset(); // handed in no longer (the phase was played meanwhile)
    if (m_takingBack) {
        const QString name = DiplomacyTexts::playerName(m_controller.options(), state.position, *m_takingBack);
        showHandOver(name,
            tr("%1 — %2 takes back the orders handed in, in private: they come back to this screen only, to be "
               "changed and handed in again. The others look away.")
                .arg(DiplomacyTexts::phaseName(state.position.phase), DiplomacyTexts::powerName(*m_takingBack)),
            tr("I am %1: take back my orders").arg(name));
        return;
    }
    const auto writer = m_controller.writer();
    if (!writer) {
        // Only computers left to hand in: the board and who is still writing, while they think.
        // (Nobody has anything to decide: the controller plays the phase by itself.)
        if (!m_controller.computersLeft().empty()) {
            m_writing = m_handingOver = false;
            refreshTable();
            showPage(Page::table);
        }
        return;
    }

    const QString name = DiplomacyTexts::playerName(m_controller.options(), state.position, *writer);
    if (m_controller.isSandbox())
        m_writing = true; // one person writes every power: nothing to hide
    if (m_writing) {
        refreshWriting();
        showPage(Page::writing);
        return;
    }
    if (m_handingOver) {
        showHandOver(name,
            tr("%1 — %2 writes in private: the others look away until the hand-in.")
                .arg(DiplomacyTexts::phaseName(state.position.phase), DiplomacyTexts::powerName(*writer)),
            tr("I am %1: show my orders").arg(name));
        return;
    }
    refreshTable();
    showPage(Page::table);
}

void DiplomacyView::showHandOver(const QString& name, const QString& text, const QString& button)
{
    m_handOverTitle->setText(tr("Pass the screen to %1").arg(name));
    m_handOverText->setText(text);
    m_startWriting->setText(button);
    // The big button's words get room on each side (the style's own margin is for small ones).
    m_startWriting->setMinimumWidth(
        m_startWriting->fontMetrics().horizontalAdvance(m_startWriting->text()) + 4 * fontMetrics().height());
    showPage(Page::handOver);
}

void DiplomacyView::refreshTable()
{
    const auto& state = m_controller.state();
    const auto& position = state.position;
    const auto& options = m_controller.options();
    m_tableTitle->setText(DiplomacyTexts::phaseName(position.phase));
    QStringList lines;
    // Who plays what is announced to everyone before the first orders.
    const bool atStart = m_controller.playedPhases().empty(); // the computers may have handed in
    if (atStart) {
        const PowerSet deadMen = position.dead_men;
        if (!deadMen.empty()) {
            const bool drawn = options.dead_man_rule == DeadManRule::drawn;
            const QString announce = deadMen.size() == 1
                ? (drawn ? tr("The dead man of this game, drawn at random: %1.")
                         : tr("The dead man of this game, chosen by the organizer: %1."))
                : (drawn ? tr("The dead men of this game, drawn at random: %1.")
                         : tr("The dead men of this game, chosen by the organizer: %1."));
            lines << announce.arg(DiplomacyTexts::powerNames(deadMen));
        }
        lines << tr("Each player’s power is in the list above: check yours before the first orders.");
    }
    lines << (m_controller.peopleCount() == 1
            ? tr("Look at the board, then write your orders.")
            : tr("The board is everyone’s: look, negotiate, then hand the screen to the next player."));
    if (!atStart) {
        // Who leads, in sight (nobody counts them on the map).
        lines << DiplomacyTexts::centresStanding(position, board().victory_centres());
        // The faint arrows are said to be the past (a review took them for orders of the phase).
        if (const auto* last = m_controller.lastPhase())
            lines << tr("The faint arrows on the map: the last phase played (%1), not orders of this one.")
                         .arg(DiplomacyTexts::phaseName(last->before.phase));
    }
    if (position.phase.kind == PhaseKind::adjustments) {
        // What each power may build or owes, before anyone writes in private.
        QStringList counts;
        for (Power power : all_powers) {
            const int delta = adjustment_delta(board(), position.units, position.owners, power);
            const int builds = builds_possible(board(), position.units, position.owners, power);
            if (delta < 0)
                counts << tr("%1 disbands %n unit(s)", "a power in a Winter", -delta)
                              .arg(DiplomacyTexts::powerName(power));
            else if (builds > 0)
                counts << tr("%1 may build %n unit(s)", "a power in a Winter", builds)
                              .arg(DiplomacyTexts::powerName(power));
        }
        if (!counts.isEmpty())
            lines << tr("This winter: %1.").arg(QLocale().createSeparatedList(counts));
    }
    // Who has handed in and who is still writing is the list's to say, a line a power.
    const bool begun = std::ranges::any_of(all_powers, [this](Power power) { return m_controller.hasDrafts(power); });
    if (m_controller.handedInCount() > 0 || begun)
        lines << tr("The orders handed in, and those begun, are kept even if the program closes.");
    // Orders handed in are sealed: Undo does not take them back, their writer does, from the list.
    if (std::ranges::any_of(all_powers, [this](Power power) { return m_controller.mayTakeBackHandIn(power); }))
        lines << tr("Orders handed in are sealed until the results: only their writer may take them back, by "
                    "choosing their line in the list above.");
    if (m_controller.draftsDropped())
        lines << draftsDroppedText();
    m_tableText->setPlainText(lines.join(QStringLiteral("\n\n")));

    const auto writers = m_controller.writers();
    m_handedInCount->setText(tr("&Handed in: %1 of %2").arg(m_controller.handedInCount()).arg(writers.size()));
    const auto next = m_controller.writer();
    m_writers->blockSignals(true);
    m_writers->clear();
    for (Power power : all_powers) {
        const bool writes = std::ranges::find(writers, power) != writers.end();
        QString status;
        if (position.dead_men.contains(power))
            status = tr("moved by the vote");
        else if (!writes)
            status = tr("nothing to write this phase");
        else if (m_controller.hasHandedIn(power))
            status = tr("handed in ✓"); // the mark never alone on a line of its own
        else if (m_controller.isComputer(power))
            status = tr("writing its orders…"); // the computers write one after another, as the phase begins
        else if (m_controller.hasDrafts(power))
            status = tr("orders begun, not handed in"); // how many or which stays private
        else
            status = tr("still to write");
        const QString who = DiplomacyTexts::seatLabel(options, position, power);
        auto* item = new QListWidgetItem(tr("%1: %2", "who: status").arg(who, status));
        item->setData(Qt::UserRole, static_cast<int>(power));
        QPixmap swatch(14, 14);
        swatch.fill(powerColour(power));
        item->setIcon(QIcon(swatch));
        const bool choosable = writes && !m_controller.hasHandedIn(power) && !m_controller.isComputer(power);
        const bool sealed = m_controller.mayTakeBackHandIn(power);
        item->setFlags(choosable || sealed ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::ItemIsEnabled);
        QFont font = item->font();
        font.setBold(choosable);
        item->setFont(font);
        m_writers->addItem(item);
        if (next && power == *next)
            m_writers->setCurrentItem(item);
    }
    m_writers->blockSignals(false);
    fitWritersList();
    showTakeBackFor(std::nullopt); // the list's choice is the next writer again
    m_nextWriter->setVisible(next.has_value());
    if (next)
        m_nextWriter->setText(m_controller.peopleCount() == 1
                ? tr("&Write my orders")
                : tr("&Pass the screen to %1").arg(DiplomacyTexts::playerName(options, position, *next)));
    // Return hands the computer on, whatever showed before (a resumed game, the reveal, a hand-in).
    if (next && !m_tablePanel->isAncestorOf(QApplication::focusWidget()))
        m_nextWriter->setFocus();

    // The position now, and what the last phase did, faintly.
    m_map->setPosition(position);
    if (const auto* last = m_controller.lastPhase(); last && atStart == false)
        m_map->setOrders(phaseReportDrawing(*last), true);
    else
        m_map->setOrders({});
    m_map->setHighlights({}, std::nullopt);
}

void DiplomacyView::askForComputer()
{
    if (!m_controller.writer())
        return;
    if (m_controller.peopleCount() == 1) { // nobody else at the table to look away
        startWriting();
        return;
    }
    m_handingOver = true;
    m_pageWriter = m_controller.writer();
    refresh();
    m_startWriting->setFocus();
}

std::optional<Power> DiplomacyView::powerOfRow(const QListWidgetItem* item)
{
    if (!item || !item->data(Qt::UserRole).isValid() || !(item->flags() & Qt::ItemIsSelectable))
        return std::nullopt;
    return static_cast<Power>(item->data(Qt::UserRole).toInt());
}

void DiplomacyView::showTakeBackFor(std::optional<Power> power)
{
    m_takeBackPower = power;
    m_takeBack->setVisible(power.has_value());
    if (!power)
        return;
    const QString name = DiplomacyTexts::playerName(m_controller.options(), m_controller.position(), *power);
    m_takeBack->setText(gui::elideBeforeNames(tr("Take &back %1’s orders…").arg(name)));
    m_takeBack->setToolTip(tr("Only %1 may: behind the hand-over screen, the orders handed in come back to be "
                              "changed. Nobody else sees them.")
                               .arg(name));
}

void DiplomacyView::askToTakeBack(Power power)
{
    if (!m_controller.mayTakeBackHandIn(power))
        return;
    m_takingBack = power;
    refresh();
    m_startWriting->setFocus();
}

void DiplomacyView::backToBoard()
{
    m_takingBack.reset();
    m_handingOver = false;
    refresh();
    m_nextWriter->setFocus();
}

void DiplomacyView::leaveWriting()
{
    m_writing = false;
    m_handingOver = false;
    m_selected.reset();
    m_other.reset();
    m_orderLine->clear();
    m_message->clear();
}

void DiplomacyView::finishLater()
{
    leaveWriting(); // the drafts stay the controller's, the writer's
    refresh();
    m_nextWriter->setFocus();
}

void DiplomacyView::startWriting()
{
    if (m_takingBack) {
        // Past the hand-over screen: the writer's hand-in comes back as their drafts, on this
        // screen only.
        const Power power = *m_takingBack;
        m_takingBack.reset();
        if (!m_controller.takeBackHandIn(power)) {
            refresh();
            return;
        }
    }
    m_handingOver = false;
    m_writing = true;
    m_pageWriter = m_controller.writer();
    // A writer with nothing of their own to decide (only the dead man retreats, say) opens on
    // the proposals, the one thing there is to write.
    setWritingProposals(m_controller.deadMenDecide() && !m_controller.writerHasOwnDecision());
    m_message->clear();
    refresh();
    m_orderLine->setFocus();
}

void DiplomacyView::handIn()
{
    leaveWriting();
    m_controller.handIn();
    refresh();
}

void DiplomacyView::continueAfterReveal()
{
    m_revealing = false;
    m_controller.markReportRead();
    refresh();
    if (m_nextWriter->isVisible())
        m_nextWriter->setFocus();
}

void DiplomacyView::refreshWriting()
{
    const auto& position = m_controller.position();
    const auto writer = m_controller.writer();
    if (!writer)
        return;
    const QString name = DiplomacyTexts::playerName(m_controller.options(), position, *writer);
    const auto deadMen = position.dead_men.powers();
    const bool deadMenDecide = m_controller.deadMenDecide();
    m_ownUnits->setVisible(deadMenDecide);
    m_deadManUnits->setVisible(deadMenDecide);
    if (deadMenDecide) {
        m_ownUnits->setText(ownUnitsText(*writer));
        m_deadManUnits->setText(deadMenUnitsText(position.dead_men));
    }
    const bool proposals = writingProposals();
    m_eraseButton->setText(eraseText(proposals));
    switch (position.phase.kind) { // an example of the phase's orders
    case PhaseKind::movement:
        m_orderLine->setPlaceholderText(tr("Order, e.g. A PAR - BUR"));
        break;
    case PhaseKind::retreats:
        m_orderLine->setPlaceholderText(tr("Order, e.g. A MUN R BOH or A MUN D"));
        break;
    case PhaseKind::adjustments:
        m_orderLine->setPlaceholderText(tr("Order, e.g. A PAR B or F BRE B"));
        break;
    }
    m_writerTitle->setText(m_controller.isSandbox()
            ? tr("Sandbox: the orders of every power, written here. Click a unit or type an order; the power follows.")
            : proposals ? (deadMen.size() == 1 ? tr("%1 proposes orders for the dead man.")
                                               : tr("%1 proposes orders for the dead men."))
                              .arg(name)
                        : tr("%1 writes the orders of %2.").arg(name, DiplomacyTexts::powerName(*writer)));
    m_sandboxPower->setVisible(m_controller.isSandbox());
    m_suggest->setVisible(m_controller.isSandbox());
    m_finishLater->setVisible(!m_controller.isSandbox()); // a sandbox has no board between writers
    // While the computer thinks, the button says so (a few seconds at most in a crowded spring).
    m_suggest->setEnabled(!m_controller.isSuggesting());
    m_suggest->setText(m_controller.isSuggesting() ? tr("Thinking…") : tr("S&uggest orders"));
    m_suggest->setToolTip(gui::elideBeforeNames(tr("The strong computer's orders for the units of %1 without an order "
                                                   "(for all of them when each has one), written as drafts you can "
                                                   "change.")
                                                    .arg(DiplomacyTexts::powerName(*writer))));
    if (m_controller.isSandbox()) {
        m_sandboxPower->clear();
        for (Power power : m_controller.writers()) {
            const auto written = m_controller.drafts(power, false).size();
            m_sandboxPower->addItem(
                tr("%1 (%n order(s))", nullptr, static_cast<int>(written)).arg(DiplomacyTexts::powerName(power)),
                static_cast<int>(power));
        }
        m_sandboxPower->setCurrentIndex(m_sandboxPower->findData(static_cast<int>(*writer)));
    }

    // The list: each unit with its order, a unit without one flagged in words.
    const auto& drafts = m_controller.drafts(*writer, proposals);
    const PowerSet owners = proposals ? position.dead_men : PowerSet {*writer};
    m_orders->clear();
    std::set<ProvinceId> listed;
    // Several dead men: each row says whose unit or centre it is.
    const auto whose = [&](std::optional<Power> power, const QString& text) {
        return proposals && owners.size() > 1 && power
            ? tr("%1: %2", "a dead man's power, then its unit's row").arg(DiplomacyTexts::powerName(*power), text)
            : text;
    };
    const auto addRow = [&](ProvinceId province, const QString& unit, Power power) {
        const auto written = drafts.find(province);
        // A dead man's unit gets proposals, never orders: said so in a retreat too.
        const QString text = written != drafts.end() ? DiplomacyTexts::orderShown(written->second)
            : proposals && position.phase.kind == PhaseKind::retreats
            ? tr("%1 — no proposal yet (if the vote carries none, it is disbanded)", "a dead man's dislodged unit")
                  .arg(unit)
            : position.phase.kind == PhaseKind::retreats
            ? tr("%1 — no order yet (it is disbanded)", "a dislodged unit without an order").arg(unit)
            : proposals ? tr("%1 — no proposal yet", "a dead man's unit").arg(unit)
                        : tr("%1 — no order yet (it holds)", "a unit without an order").arg(unit);
        auto* item = new QListWidgetItem(whose(power, text));
        // Both kinds of row have an icon, so that the orders line up; the words say which is which.
        item->setIcon(style()->standardIcon(
            written == drafts.end() ? QStyle::SP_MessageBoxWarning : QStyle::SP_DialogApplyButton));
        item->setData(Qt::UserRole, province);
        m_orders->addItem(item);
        listed.insert(province);
    };
    // Power by power (several dead men: France's units, then Italy's).
    for (const Power owner : owners.powers()) {
        if (position.phase.kind == PhaseKind::movement) {
            for (const Unit& unit : position.units)
                if (unit.power == owner)
                    addRow(board().province_of(unit.location), unitText(unit), unit.power);
        } else if (position.phase.kind == PhaseKind::retreats) {
            for (const DislodgedUnit& d : position.dislodged)
                if (d.unit.power == owner)
                    addRow(board().province_of(d.unit.location), unitText(d.unit), d.unit.power);
        }
    }
    // Builds and disbands, power by power: each power's count, then what is written for it.
    const auto addDraft = [&](ProvinceId province, const Order& order) {
        auto* item
            = new QListWidgetItem(whose(dead_man_at(board(), position, province), DiplomacyTexts::orderShown(order)));
        item->setData(Qt::UserRole, province);
        m_orders->addItem(item);
        listed.insert(province);
    };
    if (position.phase.kind == PhaseKind::adjustments)
        for (Power owner : owners.powers()) {
            // Counted down as they are written: what is left to write.
            const AdjustmentCount count = m_controller.adjustmentCount(owner, proposals);
            if (count.due > 0) { // (nothing to adjust: said below when nobody among the owners has)
                QString text = count.disbands
                    ? (count.left() > 0 ? tr("Disbands still owed: %1 of %2 (click the units to remove)")
                                              .arg(count.left())
                                              .arg(count.due)
                                        : tr("Disbands owed: all %n written", nullptr, count.due))
                    : count.left() > 0
                    ? tr("Builds left: %1 of %2 (click a free home centre)").arg(count.left()).arg(count.due)
                    : tr("Builds: all %n written (to build elsewhere, select one below, then Remove the order)",
                        nullptr, count.due);
                if (owners.size() > 1) // several dead men: say whose
                    text = DiplomacyTexts::powerName(owner) + QStringLiteral(" — ") + text;
                auto* item = new QListWidgetItem(text);
                item->setFlags(Qt::ItemIsEnabled);
                m_orders->addItem(item);
            }
            for (const auto& [province, order] : drafts)
                if (!listed.contains(province)
                    && (owners.size() == 1 || dead_man_at(board(), position, province) == owner))
                    addDraft(province, order);
        }
    for (const auto& [province, order] : drafts) // anything else written
        if (!listed.contains(province))
            addDraft(province, order);
    if (m_orders->count() == 0) { // say so rather than show an empty list
        auto* item
            = new QListWidgetItem(proposals ? tr("The dead men have nothing to decide in this phase.")
                                            : tr("%1 has nothing to decide in this phase: its units stay as they are.")
                                                  .arg(DiplomacyTexts::powerName(*writer)));
        item->setFlags(Qt::ItemIsEnabled);
        m_orders->addItem(item);
    }

    // Completion: every order the rules would carry out for these units now, in codes and with
    // the places' names (a player may type "bourg" as well as "BUR"). In a sandbox's movement or
    // retreats, any power's: the power written for follows the order, as it follows a click.
    QStringList offered;
    for (const ProvinceId place : orderablePlaces(position))
        for (const Order& order : m_controller.writesForAnyUnit() ? m_controller.anyPowersChoices(place)
                                                                  : m_controller.choices(place, proposals))
            offered << DiplomacyTexts::orderText(order) << DiplomacyTexts::orderNamed(order);
    static_cast<QStringListModel*>(m_orderLine->completer()->model())->setStringList(offered);

    // The map: this player's orders so far (in a sandbox, every power's), and what a click may
    // choose.
    std::vector<DrawnOrder> orders;
    const auto drawDrafts = [&](Power author, bool ofProposals) {
        for (const auto& [province, order] : m_controller.drafts(author, ofProposals)) {
            const auto unitsOf = ofProposals ? dead_man_at(board(), position, province) : author;
            if (unitsOf)
                if (const auto d = drawnOrder(*unitsOf, order, false))
                    orders.push_back(*d);
        }
    };
    if (m_controller.isSandbox()) {
        for (Power power : m_controller.writers())
            drawDrafts(power, false);
    } else {
        drawDrafts(*writer, false);
        if (!position.dead_men.empty())
            drawDrafts(*writer, true);
    }
    m_map->setPosition(position);
    m_map->setOrders(std::move(orders));
    refreshHighlights();
    const auto missing = m_controller.unordered(proposals);
    m_handIn->setToolTip(missing.empty()
            ? QString()
            : tr("%n unit(s) without an order will hold.", nullptr, static_cast<int>(missing.size())));
}

void DiplomacyView::refreshHighlights()
{
    const bool proposals = writingProposals();
    std::set<ProvinceId> targets;
    if (m_selected) {
        for (const Order& order : m_controller.choices(*m_selected, proposals)) {
            if (m_other) {
                if (order.other != no_location && board().province_of(order.other) == *m_other)
                    targets.insert(order.target == no_location ? *m_other : board().province_of(order.target));
            } else if (order.target != no_location
                && (order.kind == OrderKind::move || order.kind == OrderKind::retreat)) {
                targets.insert(board().province_of(order.target));
            } else if (order.other != no_location) {
                targets.insert(board().province_of(order.other));
            }
        }
    } else {
        // Nothing chosen yet: the units (or centres) that may be given an order.
        for (const ProvinceId place : orderablePlaces(m_controller.position()))
            if (!m_controller.choices(place, proposals).empty())
                targets.insert(place);
        // In a sandbox every power's unit with an order to give may be clicked (in a retreat
        // phase, the dislodged ones only): the power follows it.
        if (m_controller.writesForAnyUnit())
            for (const ProvinceId place : orderablePlaces(m_controller.position()))
                if (!m_controller.anyPowersChoices(place).empty())
                    targets.insert(place);
    }
    m_map->setHighlights(std::move(targets), m_other ? m_other : m_selected);
}

void DiplomacyView::onProvinceClicked(ProvinceId province)
{
    if (page() != Page::writing)
        return;
    const bool proposals = writingProposals();
    const auto& position = m_controller.position();
    const auto name = [](ProvinceId id) { return DiplomacyTexts::provinceName(id); };

    if (position.phase.kind == PhaseKind::adjustments) {
        if (m_controller.isSandbox() && m_controller.choices(province, proposals).empty()) {
            // A build in a centre, a disband of a unit: its power's.
            if (const auto unit = unit_in(board(), position.units, province))
                m_controller.setSandboxPower(unit->power);
            else if (position.owners[province])
                m_controller.setSandboxPower(*position.owners[province]);
        }
        const auto here = m_controller.choices(province, proposals);
        if (!here.empty())
            chooseAmong(here);
        else if (const auto beyond = m_controller.rulesChoices(province, proposals); !beyond.empty())
            m_controller.write(beyond.front(), proposals); // refused: the count is full, and the message says so
        else
            m_message->setText(tr("Nothing to build or disband in %1.").arg(name(province)));
        return;
    }
    if (!m_selected && m_controller.isSandbox() && m_controller.choices(province, proposals).empty()) {
        // One person plays every power: a click on another power's unit switches to it.
        if (const auto unit = unit_in(board(), position.units, province))
            m_controller.setSandboxPower(unit->power);
        for (const DislodgedUnit& d : position.dislodged)
            if (board().province_of(d.unit.location) == province)
                m_controller.setSandboxPower(d.unit.power);
    }
    if (!m_selected) {
        if (m_controller.choices(province, proposals).empty()) {
            m_message->setText(tr("No unit to order in %1.").arg(name(province)));
            return;
        }
        m_selected = province;
        m_message->setText(position.phase.kind == PhaseKind::retreats
                ? tr("%1: click where it retreats, or %1 again to disband it.").arg(name(province))
                : tr("%1: click where it goes, a unit to support or convoy, or %1 again to hold.").arg(name(province)));
        refreshHighlights();
        return;
    }
    const auto choices = m_controller.choices(*m_selected, proposals);
    std::vector<Order> matching;
    if (m_other && province == *m_selected) {
        // The unit chosen first, again: the support is given up, the unit stays chosen.
        m_other.reset();
        m_message->setText(
            tr("%1: click where it goes, a unit to support or convoy, or %1 again to hold.").arg(name(province)));
        refreshHighlights();
        return;
    }
    if (m_other) {
        // Second click of a support or convoy: the other unit's destination, or itself (hold).
        for (const Order& order : choices)
            if (order.other != no_location && board().province_of(order.other) == *m_other
                && (order.target == no_location ? province == *m_other : board().province_of(order.target) == province))
                matching.push_back(order);
    } else if (province == *m_selected) {
        for (const Order& order : choices)
            if (order.kind == OrderKind::hold || order.kind == OrderKind::disband)
                matching.push_back(order);
    } else {
        for (const Order& order : choices)
            if ((order.kind == OrderKind::move || order.kind == OrderKind::retreat) && order.target != no_location
                && board().province_of(order.target) == province)
                matching.push_back(order);
        const bool supportable = std::ranges::any_of(choices, [&](const Order& order) {
            return order.other != no_location && board().province_of(order.other) == province;
        });
        // A neighbour with a unit may be moved into or supported: the player says which.
        if (supportable && (matching.empty() || askSupportRatherThanMove(province, choices, matching))) {
            m_other = province;
            // Holding is offered only where the chosen unit can support it there.
            const bool holding = std::ranges::any_of(choices, [&](const Order& order) {
                return order.other != no_location && board().province_of(order.other) == province
                    && order.target == no_location;
            });
            // The unit, not the province, goes: « où va l’unité d’Arménie », not « où va Arménie ».
            m_message->setText(gui::elideBeforeNames(holding
                    ? tr("Then click where the unit in %1 goes (or %1 itself, to support it holding); Escape to go "
                         "back.")
                          .arg(name(province))
                    : tr("Then click where the unit in %1 goes (outlined); Escape to go back.").arg(name(province))));
            refreshHighlights();
            return;
        }
        if (matching.empty() && supportable)
            return;
    }
    if (matching.empty()) {
        m_message->setText(m_other
                ? tr("%1 cannot be supported there: click an outlined province, or Escape to go back.")
                      .arg(name(*m_other))
                : tr("%1 cannot go to %2; click %1 again to hold, or press Escape.")
                      .arg(name(*m_selected), name(province)));
        return;
    }
    chooseAmong(matching);
}

bool DiplomacyView::askSupportRatherThanMove(
    ProvinceId province, const std::vector<Order>& choices, std::vector<Order>& moves)
{
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("moveOrSupport"));
    for (const Order& order : moves)
        menu.addAction(DiplomacyTexts::orderChoice(order))->setData(QVariant::fromValue(&order - moves.data()));
    const bool convoy = std::ranges::any_of(choices, [&](const Order& order) {
        return order.kind == OrderKind::convoy && order.other != no_location
            && board().province_of(order.other) == province;
    });
    menu.addAction(convoy ? tr("Support or convoy the unit in %1…").arg(DiplomacyTexts::provinceName(province))
                          : tr("Support the unit in %1…").arg(DiplomacyTexts::provinceName(province)))
        ->setData(-1);
    QAction* chosen = menu.exec(QCursor::pos());
    if (!chosen) { // Escape: nothing chosen, the unit stays selected
        moves.clear();
        return false;
    }
    const auto index = chosen->data().toLongLong();
    if (index < 0)
        return true;
    moves = {moves[static_cast<std::size_t>(index)]};
    return false;
}

void DiplomacyView::stepBack()
{
    if (auto* list = m_orderLine->completer()->popup(); list->isVisible()) {
        list->hide();
        return;
    }
    if (page() != Page::writing || !m_selected)
        return;
    const auto name = [](ProvinceId id) { return DiplomacyTexts::provinceName(id); };
    if (m_other) {
        m_other.reset();
        m_message->setText(
            tr("%1: click where it goes, a unit to support or convoy, or %1 again to hold.").arg(name(*m_selected)));
    } else {
        m_selected.reset();
        m_message->clear();
    }
    refreshHighlights();
}

void DiplomacyView::chooseAmong(const std::vector<Order>& orders)
{
    const bool proposals = writingProposals();
    // Coasts (and army or fleet, for a build) are asked only where it matters.
    if (orders.size() == 1) {
        m_controller.write(orders.front(), proposals);
    } else {
        QMenu menu(this);
        menu.setObjectName(QStringLiteral("orderChoice"));
        for (const Order& order : orders) // in words (the notation means nothing to a new player), then the notation
            menu.addAction(DiplomacyTexts::orderChoice(order))->setData(QVariant::fromValue(&order - orders.data()));
        QAction* chosen = menu.exec(QCursor::pos());
        if (!chosen) // dismissed (Escape, a click beside it): the order is still being made, as it stood
            return;
        m_controller.write(orders[static_cast<std::size_t>(chosen->data().toLongLong())], proposals);
    }
    m_selected.reset();
    m_other.reset();
    m_message->clear();
    refreshWriting();
}

void DiplomacyView::typeOrder()
{
    const QString text = m_orderLine->text().trimmed();
    if (text.isEmpty()) { // never a hand-in; said, where it did nothing (a review)
        m_message->setText(tr("Type an order (A PAR - BUR), or click a unit on the map; then hand in with its "
                              "button."));
        return;
    }
    const bool proposals = writingProposals();
    bool written = m_controller.write(text, proposals);
    // Refused, a part of a code or a name that finds one order only ("alban", Austria's fleet
    // being the one unit that may go to Albania) is that order, as if chosen in the list. Not a
    // whole order refused ("A ROM - VEN", another power's unit), though one order of the list
    // contains it ("F TRI S A ROM - VEN"); a place's name alone reads as a hold, but is a part.
    QStringList found;
    if (!written) {
        const auto read = parse_order(board(), text.toStdString());
        if (!read || (read->kind == OrderKind::hold && !read->unit_type))
            found = ordersCompleting(text);
        if (found.size() == 1)
            written = m_controller.write(found.front(), proposals);
    }
    if (written) {
        m_orderLine->clear();
        m_message->clear();
        return;
    }
    // Kept to be corrected, but selected: the next order typed replaces it, never joins it.
    m_orderLine->selectAll();
    if (found.size() > 1) { // the list again, to choose from
        m_message->setText(tr("“%1” finds %n orders: choose one in the list, with the arrows and Enter.", nullptr,
            static_cast<int>(found.size()))
                               .arg(text));
        // Once the key is done with: the completer closes its list after passing the Enter on.
        QTimer::singleShot(0, m_orderLine, [line = m_orderLine] { line->completer()->complete(); });
    }
}

QStringList DiplomacyView::ordersCompleting(const QString& part) const
{
    auto* completer = m_orderLine->completer();
    const auto* offered = static_cast<const QStringListModel*>(completer->model());
    const auto* found = qobject_cast<const QAbstractProxyModel*>(completer->completionModel());
    Q_ASSERT(found); // QCompleter's completion model filters its model
    completer->setCompletionPrefix(part);
    // The list offers each order twice in a row, in codes then with names (refreshWriting).
    std::set<int> orders;
    for (int row = 0; row < found->rowCount(); ++row)
        orders.insert(found->mapToSource(found->index(row, 0)).row() / 2);
    QStringList codes;
    for (const int order : orders)
        codes << offered->stringList().at(order * 2);
    return codes;
}

void DiplomacyView::handInFromKeyboard()
{
    if (!m_handIn->isVisible() || !m_handIn->isEnabled())
        return;
    // An order still on the line is written first; refused, it stays there with the reason.
    if (!m_orderLine->text().trimmed().isEmpty()) {
        typeOrder();
        if (!m_orderLine->text().trimmed().isEmpty())
            return;
    }
    m_handIn->click();
}

void DiplomacyView::fitWritersList()
{
    // Every power's line in sight, whatever the height: the words below give way. The lines wrap
    // at the list's width (French ones take two): the rows as the list lays them out at that
    // width (its size hints measure one line).
    m_writers->doItemsLayout();
    int rows = 0;
    for (int row = 0; row < m_writers->count(); ++row)
        rows += m_writers->visualItemRect(m_writers->item(row)).height();
    m_writers->setFixedHeight(rows + 2 * m_writers->frameWidth());
}

bool DiplomacyView::eventFilter(QObject* watched, QEvent* event)
{
    // A new width wraps the powers' lines anew.
    if (m_writers && watched == m_writers->viewport()) { // (the order line, watched too, comes first)
        if (event->type() == QEvent::Resize
            && static_cast<QResizeEvent*>(event)->size().width()
                != static_cast<QResizeEvent*>(event)->oldSize().width())
            QTimer::singleShot(0, this, &DiplomacyView::fitWritersList);
        return QWidget::eventFilter(watched, event);
    }
    // A letter typed while the map has the keyboard (after a click on it) starts an order on the
    // order line, where it was meant to go: it was lost, and nothing said so (a review).
    if (watched == m_map && event->type() == QEvent::KeyPress && m_orderLine->isVisible() && m_orderLine->isEnabled()) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const QString text = key->text();
        const bool plain = !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
        if (plain && text.size() == 1 && text.front().isLetter()) {
            m_orderLine->setFocus();
            m_orderLine->insert(text);
            return true;
        }
    }
    // An empty order line has no typing to undo: Ctrl+Z and Ctrl+Shift+Z are the game's then (the
    // line would take them for its own text and do nothing).
    if (watched == m_orderLine && event->type() == QEvent::ShortcutOverride && m_orderLine->text().isEmpty()) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)) {
            event->ignore();
            return true;
        }
    }
    // While the completion list has the keyboard, the window's Ctrl+Return does not fire: the
    // list passes it on here.
    if (watched == m_orderLine->completer()->popup() && event->type() == QEvent::KeyPress) {
        auto* popup = m_orderLine->completer()->popup();
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter;
        if (enter && key->modifiers().testFlag(Qt::ControlModifier)) {
            popup->hide();
            handInFromKeyboard();
            return true;
        }
        // Enter on an order of the list takes that order. Left to the completer, it would put the
        // order back in the line after the line had taken it and emptied itself.
        if (enter && popup->currentIndex().isValid()) {
            const QString chosen = popup->currentIndex().data().toString();
            popup->hide();
            m_orderLine->setText(chosen);
            typeOrder();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void DiplomacyView::refreshReveal()
{
    const auto& state = m_controller.state();
    if (state.over()) {
        m_revealTitle->setText(state.position.winner
                ? tr("%1 wins with %2 supply centres!")
                      .arg(DiplomacyTexts::playerName(m_controller.options(), state.position, *state.position.winner))
                      .arg(centre_count(state.position, *state.position.winner))
                : tr("The table agreed a draw."));
    }
    m_continue->setVisible(!state.over());
    m_playAgain->setVisible(state.over() && !m_controller.isSandbox());
    // A phase played by itself right after (a retreat with nowhere to go) is shown under the
    // one the players wrote, never in its place.
    const auto phases = m_controller.revealedPhases();
    QString html;
    for (const PhasePlayed* phase : phases) // the first phase's name is the title above
        html += (phase != phases.front() ? QStringLiteral("<h2>%1</h2>")
                                               .arg(DiplomacyTexts::phaseName(phase->before.phase).toHtmlEscaped())
                                         : QString())
            + phaseReportHtml(m_controller.options(), *phase);
    if (state.over()) // the standings first, then the phase that ended it, if one did
        html = finalStandingsHtml(m_controller.options(), state)
            + (phases.empty() ? QString()
                              : QStringLiteral("<h2>%1</h2>")
                                    .arg(DiplomacyTexts::phaseName(phases.front()->before.phase).toHtmlEscaped())
                        + html);
    m_revealText->setHtml(html);
    // Every phase shown is named at the top, and the retreats the computers made after the
    // movement are drawn with it: under the movement's report, below the fold, they went unseen.
    if (!phases.empty() && !state.over()) {
        QStringList names;
        for (const PhasePlayed* phase : phases)
            names << DiplomacyTexts::phaseName(phase->before.phase);
        m_revealTitle->setText(tr("What happened: %1").arg(QLocale().createSeparatedList(names)));
    }
    // The map shows the position the orders were written in, with what became of them.
    if (!phases.empty() && !state.over()) {
        m_map->setPosition(phases.front()->before);
        std::vector<DrawnOrder> drawn;
        // The phases after the one the players wrote, drawn on its board: its retreats, not a
        // winter that followed (its builds belong to another board).
        for (const PhasePlayed* phase : phases)
            if (phase == phases.front() || phase->before.phase.kind != PhaseKind::adjustments)
                std::ranges::copy(phaseReportDrawing(*phase), std::back_inserter(drawn));
        m_map->setOrders(drawn);
    } else {
        m_map->setPosition(state.position);
        m_map->setOrders({});
    }
    m_map->setHighlights({}, std::nullopt);
}

} // namespace tablee::diplomacy_deadman::ui
