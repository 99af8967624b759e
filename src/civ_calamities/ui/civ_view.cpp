// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/ui/civ_view.hpp"

#include "civ_calamities/engine/warnings.hpp"

#include "civ_calamities/ui/board_view.hpp"
#include "civ_calamities/ui/civ_controller.hpp"
#include "civ_calamities/ui/civ_texts.hpp"
#include "gui/confirm.hpp"
#include "gui/elision.hpp"
#include "gui/seat_colours.hpp"
#include "gui/zoom_actions.hpp"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>
#include <ranges>

namespace tablee::civ_calamities::ui {

namespace {

// A nation in the editor's rows: its letters on its colour, then its name.
QString nationLabel(const Position& position, NationId nation)
{
    const QColor colour = nationColour(position, nation);
    return QStringLiteral("<span style=\"background:%1; color:%2\">\u00a0%3\u00a0</span> %4")
        .arg(colour.name(), gui::inkOn(colour).name(), nationMark(position, nation).toHtmlEscaped(),
            CivTexts::nationName(position, nation).toHtmlEscaped());
}

} // namespace

CivView::CivView(CivController& controller, QWidget* parent) : QWidget(parent), m_controller(controller)
{
    setObjectName(QStringLiteral("civView"));
    m_board = new BoardView;
    connect(m_board, &BoardView::areaClicked, this, [this](AreaId area) {
        if (m_controller.resolving())
            chooseAt(area);
        else
            selectArea(area);
    });

    // The editor.
    auto* editor = new QWidget;
    m_areaTitle = new QLabel;
    m_areaTitle->setObjectName(QStringLiteral("areaTitle"));
    QFont title = m_areaTitle->font();
    title.setPointSizeF(title.pointSizeF() * 1.25);
    title.setBold(true);
    m_areaTitle->setFont(title);
    m_areaFacts = new QLabel;
    m_areaFacts->setWordWrap(true);
    // The same by keyboard: an area typed (its name, with completion), then Return.
    m_areaField = new QComboBox;
    m_areaField->setObjectName(QStringLiteral("areaField"));
    m_areaField->setEditable(true);
    m_areaField->setInsertPolicy(QComboBox::NoInsert);
    for (AreaId a = 0; a < m_controller.board().size(); ++a)
        if (!m_controller.board().area(a).sea)
            m_areaField->addItem(CivTexts::areaName(a), a);
    m_areaField->setCurrentIndex(-1);
    // A list of the names containing what is typed (never filled in on the line: "Syria" stays
    // Syria, not Assyria).
    m_areaField->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_areaField->completer()->setFilterMode(Qt::MatchContains);
    m_areaField->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    // An area chosen by name may lie outside a zoomed-in board: it is brought into view.
    const auto pickFromField = [this](int index) {
        const auto area = static_cast<AreaId>(m_areaField->itemData(index).toInt());
        selectArea(area);
        m_board->showArea(area);
    };
    connect(m_areaField, &QComboBox::activated, this, pickFromField);
    // A name the board does not have is refused at once, in words: the edits must never land on
    // the area chosen before (which the field would otherwise keep, silently).
    connect(m_areaField->lineEdit(), &QLineEdit::returnPressed, this, [this, pickFromField] {
        const QString typed = m_areaField->lineEdit()->text().trimmed();
        if (typed.isEmpty()) // nothing typed: nothing to refuse
            return;
        int index = m_areaField->findText(typed, Qt::MatchFixedString); // any case
        // An area's name in either language is known whichever the interface shows (« Byzance »
        // in English, "Byzantium" in French).
        for (int i = 0; index < 0 && i < m_areaField->count(); ++i) {
            const auto area = static_cast<AreaId>(m_areaField->itemData(i).toInt());
            const QStringList names = CivTexts::areaNames(area);
            if (std::ranges::any_of(
                    names, [&](const QString& name) { return typed.compare(name, Qt::CaseInsensitive) == 0; }))
                index = i;
        }
        // Part of one name only, as the list under the field shows it alone: that one (« Thr »).
        if (index < 0) {
            const auto rows = std::views::iota(0, m_areaField->count());
            const auto holds = [&](int row) { return m_areaField->itemText(row).contains(typed, Qt::CaseInsensitive); };
            if (std::ranges::count_if(rows, holds) == 1)
                index = *std::ranges::find_if(rows, holds);
        }
        if (index >= 0) {
            m_areaField->setCurrentIndex(index);
            pickFromField(index);
            return;
        }
        // No area chosen any more: the edits below must not land on the one chosen before.
        m_area.reset();
        m_board->setSelected(std::nullopt);
        refreshEditor();
        sayEditRefused(tr("“%1” is not an area of the board: choose a name from the list.").arg(typed));
        m_areaField->lineEdit()->selectAll();
    });
    m_areaLabel = new QLabel;
    m_areaLabel->setBuddy(m_areaField);
    m_areaLabel->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Preferred); // never cut
    auto* areaRow = new QHBoxLayout;
    areaRow->addWidget(m_areaLabel);
    areaRow->addWidget(m_areaField, 1);
    m_holdings = new QWidget;
    m_holdingRows = new QVBoxLayout(m_holdings);
    m_holdingRows->setContentsMargins(0, 0, 0, 0);
    m_advancesTitle = new QLabel;
    m_advances = new QTableWidget;
    m_advances->setObjectName(QStringLiteral("advances"));
    m_advances->setColumnCount(static_cast<int>(all_advances.size()));
    m_advances->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_advances->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch); // the panel's width, shared
    m_advances->installEventFilter(this); // its width chooses its headers' words (fitAdvancesTable)
    connect(m_advances, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (m_refreshing)
            return;
        m_controller.setAdvance(static_cast<NationId>(item->row()),
            all_advances[static_cast<std::size_t>(item->column())], item->checkState() == Qt::Checked);
    });
    m_calamityButton = new QPushButton;
    m_calamityButton->setObjectName(QStringLiteral("resolveCalamity"));
    connect(m_calamityButton, &QPushButton::clicked, this, &CivView::calamityRequested);
    m_expansionButton = new QPushButton;
    m_expansionButton->setObjectName(QStringLiteral("expansion"));
    connect(m_expansionButton, &QPushButton::clicked, this, &CivView::expansionRequested);
    // The surplus population goes in its own phase, later in the turn: offered once an area is
    // over its limit where a nation stands alone.
    m_surplusButton = new QPushButton;
    m_surplusButton->setObjectName(QStringLiteral("surplus"));
    connect(m_surplusButton, &QPushButton::clicked, this, &CivView::surplusRequested);
    m_supportButton = new QPushButton;
    m_supportButton->setObjectName(QStringLiteral("support"));
    connect(m_supportButton, &QPushButton::clicked, this, &CivView::supportRequested);
    auto* editorLayout = new QVBoxLayout(editor);
    editorLayout->addLayout(areaRow);
    editorLayout->addWidget(m_areaTitle);
    editorLayout->addWidget(m_areaFacts);
    editorLayout->addWidget(m_holdings);
    // An edit refused says why just under what was refused (at the panel's foot, a review read
    // it as a line of its own, far from the box just ticked).
    m_editRefusal = new QLabel;
    m_editRefusal->setObjectName(QStringLiteral("editRefusal"));
    m_editRefusal->setWordWrap(true);
    m_editRefusal->setStyleSheet(QStringLiteral("color: #a31515; font-weight: 600;"));
    m_editRefusal->hide();
    editorLayout->addWidget(m_editRefusal);
    // What looks wrong in the position entered (the table's position stands: warnings only).
    m_warnings = new QLabel;
    m_warnings->setObjectName(QStringLiteral("positionWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setTextFormat(Qt::PlainText);
    // In a scroll area sharing the height with the advances: a busy position's list (a dozen
    // wrapped lines) would otherwise push the buttons off a small screen or be squeezed under
    // the table.
    m_warningsScroll = new QScrollArea;
    m_warningsScroll->setObjectName(QStringLiteral("positionWarningsScroll"));
    m_warningsScroll->setWidget(m_warnings);
    m_warningsScroll->setWidgetResizable(true);
    m_warningsScroll->setFrameShape(QFrame::NoFrame);
    m_warningsScroll->setFocusPolicy(Qt::NoFocus); // words only: no Tab stop that shows nothing
    m_warningsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_warningsScroll->setMinimumHeight(3 * m_warnings->fontMetrics().lineSpacing());
    editorLayout->addWidget(m_warningsScroll, 1);
    editorLayout->addWidget(m_advancesTitle);
    editorLayout->addWidget(m_advances, 1);
    editorLayout->addWidget(m_calamityButton);
    // The turn's two population phases, one under the other: side by side their French words
    // made the panel too wide for the board to take the window's height.
    editorLayout->addWidget(m_expansionButton);
    editorLayout->addWidget(m_surplusButton);
    editorLayout->addWidget(m_supportButton);

    // The calamity.
    auto* calamity = new QWidget;
    m_calamityTitle = new QLabel;
    m_calamityTitle->setFont(title);
    m_calamityTitle->setWordWrap(true);
    m_prompt = new QLabel;
    m_prompt->setObjectName(QStringLiteral("prompt"));
    m_prompt->setWordWrap(true);
    m_prompt->setMinimumHeight(3 * m_prompt->fontMetrics().lineSpacing()); // never squeezed by the lists
    m_losses = new QTableWidget(2, 5);
    m_losses->setObjectName(QStringLiteral("losses"));
    m_losses->verticalHeader()->hide();
    m_losses->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_losses->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_losses->setMaximumHeight(90);
    m_choicesTitle = new QLabel;
    m_choicesTitle->setWordWrap(true); // its hint at the keys on two lines in a narrow panel, never cut
    m_choices = new QListWidget;
    m_choices->setObjectName(QStringLiteral("choices"));
    // A long choice wraps onto a second line instead of running past the panel's edge behind a
    // horizontal scroll bar (« …dans le territoire de Delphes » at 1024x700: a review).
    m_choices->setWordWrap(true);
    m_choices->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_choices->setTextElideMode(Qt::ElideNone);
    m_choices->setResizeMode(QListView::Adjust); // wrapped again as the panel changes width
    m_choicesTitle->setBuddy(m_choices);
    m_choices->installEventFilter(this); // Return on a row not marked (eventFilter)
    connect(m_choices, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const auto legal = m_controller.legalChoices();
        const int index = item->data(Qt::UserRole).toInt();
        if (index >= 0 && index < static_cast<int>(legal.size())) {
            m_message->clear(); // what it said (a calamity resumed, a refusal) was of the step before
            m_controller.choose(legal[static_cast<std::size_t>(index)]);
        }
    });
    connect(m_choices, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        const auto legal = m_controller.legalChoices();
        if (!item)
            return;
        const int index = item->data(Qt::UserRole).toInt();
        if (index >= 0 && index < static_cast<int>(legal.size()))
            if (const auto area = choice_area(legal[static_cast<std::size_t>(index)])) {
                m_board->setSelected(area);
                m_board->showArea(*area); // a legal choice off a zoomed-in board is brought into view
            }
    });
    m_logTitle = new QLabel;
    m_log = new QListWidget;
    m_log->setObjectName(QStringLiteral("log"));
    m_log->setWordWrap(true);
    m_message = new QLabel;
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    // Two lines kept, said or not: the panel above and its buttons stay put as messages come and
    // go (they moved by a line each time, and a click aimed at a button landed between two).
    m_message->setMinimumHeight(2 * m_message->fontMetrics().lineSpacing());
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_undoStep = new QPushButton;
    m_undoStep->setObjectName(QStringLiteral("undoStep"));
    connect(m_undoStep, &QPushButton::clicked, &m_controller, &CivController::undoChoice);
    m_apply = new QPushButton;
    m_apply->setObjectName(QStringLiteral("applyCalamity"));
    m_apply->setAutoDefault(true); // Return applies once a person has gone to the button, never before
    connect(m_apply, &QPushButton::clicked, this, [this] {
        // The panel goes back to the board: said, so that the table knows it is done (in words
        // written before, while the calamity still names its victim).
        const CalamityState& done = m_controller.calamity();
        const QString applied
            = gui::elideBeforeNames(tr("%1 against %2: applied to the board (Undo takes it back).")
                                        .arg(CivTexts::calamityName(done.start.calamity),
                                            CivTexts::nationInText(done.position, done.start.victim)));
        if (m_controller.applyCalamity())
            m_message->setText(applied);
    });
    m_cancel = new QPushButton;
    m_cancel->setObjectName(QStringLiteral("cancelCalamity"));
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        // Steps chosen at the table are not thrown away on one click.
        const auto steps = static_cast<int>(m_controller.choices().size());
        if (steps > 0
            && !gui::confirm(this, tr("Give up this calamity?"),
                tr("The %n step(s) chosen so far are lost; the board stays as it was before the calamity.", nullptr,
                    steps),
                tr("&Give up the calamity")))
            return;
        m_controller.cancelCalamity();
    });
    // Undo and give up on a row, Apply under them, the whole width: the calamity's page as narrow
    // as the editor's, so that the panel keeps its width (and its buttons their places) when a
    // calamity begins or ends (a review clicked a button that had moved).
    auto* buttons = new QGridLayout;
    buttons->addWidget(m_undoStep, 0, 0);
    buttons->addWidget(m_cancel, 0, 1);
    buttons->addWidget(m_apply, 1, 0, 1, 2);
    auto* calamityLayout = new QVBoxLayout(calamity);
    calamityLayout->addWidget(m_calamityTitle);
    calamityLayout->addWidget(m_prompt);
    calamityLayout->addWidget(m_losses);
    calamityLayout->addWidget(m_choicesTitle);
    calamityLayout->addWidget(m_choices, 2);
    calamityLayout->addWidget(m_logTitle);
    calamityLayout->addWidget(m_log, 2);

    // The calamity's page scrolls when the window is too low for it (at scale 2 the step's
    // instructions were cut at both ends, with nothing to show the rest: a review); its buttons
    // stay in sight under it.
    auto* calamityScroll = new QScrollArea;
    calamityScroll->setObjectName(QStringLiteral("calamityScroll"));
    calamityScroll->setWidget(calamity);
    calamityScroll->setWidgetResizable(true);
    calamityScroll->setFrameShape(QFrame::NoFrame);
    calamityScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    calamityScroll->setFocusPolicy(Qt::NoFocus);
    auto* calamityPage = new QWidget;
    auto* calamityPageLayout = new QVBoxLayout(calamityPage);
    calamityPageLayout->setContentsMargins(0, 0, 0, 0);
    calamityPageLayout->addWidget(calamityScroll, 1);
    const QMargins inner = calamityLayout->contentsMargins(); // the buttons aligned with the rest
    buttons->setContentsMargins(inner.left(), 0, inner.right(), inner.bottom());
    calamityPageLayout->addLayout(buttons);

    m_side = new QStackedWidget;
    m_side->addWidget(editor);
    m_side->addWidget(calamityPage);
    auto* side = new QWidget; // the page, and the refusals of both pages under it
    side->setMinimumWidth(320); // the advances' four columns (short names), the buttons' words
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_side, 1);
    sideLayout->addWidget(m_message);
    // Under the board, how to move about it (the Game menu fits it to the window).
    m_boardHint = new QLabel;
    m_boardHint->setObjectName(QStringLiteral("boardHint"));
    m_boardHint->setWordWrap(true);
    m_boardHint->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    m_boardHint->setContentsMargins(6, 2, 6, 2);
    auto* boardPane = new QWidget;
    auto* boardLayout = new QVBoxLayout(boardPane);
    boardLayout->setContentsMargins(0, 0, 0, 0);
    boardLayout->setSpacing(0);
    boardLayout->addWidget(m_board, 1);
    boardLayout->addWidget(m_boardHint);
    m_split = new QSplitter;
    m_split->addWidget(boardPane);
    m_split->addWidget(side);
    m_split->setStretchFactor(0, 3);
    m_split->setStretchFactor(1, 1);
    m_split->setChildrenCollapsible(false);
    connect(m_split, &QSplitter::splitterMoved, this, [this] { m_splitDragged = true; });
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_split);

    connect(&m_controller, &CivController::stateChanged, this, &CivView::refresh);
    // What the line said before a move no longer holds, unless the move ended the evening.
    connect(&m_controller, &CivController::movePlayed, this, [this] {
        m_message->setText(m_controller.isOver() ? eveningOverText() : QString());
        sayEditRefused(QString());
    });
    connect(&m_controller, &CivController::moveRejected, this, [this](const core::Error& error) {
        if (m_controller.resolving())
            m_message->setText(CivTexts::describe(error));
        else
            sayEditRefused(CivTexts::describe(error));
    });
    connect(&m_controller, &CivController::calamityResumed, this, &CivView::sayResumed);
    retranslate();
    refresh();
}

bool CivView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_advances && event->type() == QEvent::Resize)
        fitAdvancesTable();
    // Return takes a marked choice only: on the row merely framed after a choice, it says how to
    // mark one instead of taking what slid there.
    if (watched == m_choices && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        const QListWidgetItem* current = m_choices->currentItem();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && current && !current->isSelected()) {
            const QString how = tr("Mark a choice first: the arrow keys, or Space on the framed one; then Return.");
            m_message->setText(how);
            // Said beside the framed row too: in the message line alone, a review pressed Return
            // eight times and never saw why nothing happened.
            const QRect row = m_choices->visualItemRect(current);
            QToolTip::showText(m_choices->viewport()->mapToGlobal(row.bottomLeft()), how, m_choices, row, 6000);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void CivView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitBoardToHeight();
}

void CivView::sayEditRefused(const QString& why)
{
    m_editRefusal->setText(why);
    m_editRefusal->setVisible(!why.isEmpty());
}

void CivView::fitBoardToHeight()
{
    if (m_splitDragged)
        return;
    const int width = m_split->width() - m_split->handleWidth();
    const int panel = m_split->widget(1)->minimumSizeHint().expandedTo(m_split->widget(1)->minimumSize()).width();
    // The hint under the board wraps to the board's width: its height is taken at the width
    // first asked, which the result hardly changes.
    const QSizeF board = m_board->boardSize();
    const int hintHeight = m_boardHint->heightForWidth(width - panel);
    const int boardHeight = m_split->height() - std::max(hintHeight, 0);
    const int wanted = qRound(boardHeight * board.width() / board.height());
    const int boardWidth = std::clamp(wanted, std::min(m_board->minimumWidth(), width - panel), width - panel);
    m_split->setSizes({boardWidth, width - boardWidth});
}

void CivView::fitAdvancesTable()
{
    const Position& position = m_controller.position();
    const auto fits = [this] {
        m_advances->verticalHeader()->resizeSections(QHeaderView::ResizeToContents);
        // Stretched, the columns share the width equally: each as wide as the widest header's
        // words or boxes (a sum let "Metalworking" be cut beside the short "Military").
        int widest = 0;
        for (int c = 0; c < m_advances->columnCount(); ++c)
            widest = std::max({widest, static_cast<const QAbstractItemView*>(m_advances)->sizeHintForColumn(c),
                m_advances->horizontalHeader()->sectionSizeHint(c)});
        const int columns = widest * m_advances->columnCount();
        const int wanted = m_advances->verticalHeader()->sizeHint().width() + columns + 2 * m_advances->frameWidth();
        return wanted <= m_advances->width();
    };
    // The nations' rows keep their board marks (« Eg ») at every width, the names going first:
    // the marks are what ties a row to the board's tags (a review saw « Eg — Egypt » turn into
    // « Egypt » when a calamity narrowed the panel).
    const auto label = [&](bool shortNames, bool withNames) {
        QStringList headers;
        for (const Advance advance : all_advances)
            headers << (shortNames ? CivTexts::advanceShortName(advance) : CivTexts::advanceName(advance));
        m_advances->setHorizontalHeaderLabels(headers);
        for (int a = 0; a < static_cast<int>(all_advances.size()); ++a)
            m_advances->horizontalHeaderItem(a)->setToolTip(
                CivTexts::advanceName(all_advances[static_cast<std::size_t>(a)]));
        for (NationId n = 0; n < position.nations.size() && n < m_advances->rowCount(); ++n)
            if (auto* header = m_advances->verticalHeaderItem(n)) {
                const QString name = CivTexts::nationName(position, n);
                header->setText(
                    withNames ? nationMark(position, n) + QStringLiteral(" — ") + name : nationMark(position, n));
                header->setToolTip(name);
            }
    };
    label(false, true);
    if (fits())
        return;
    label(true, true);
    if (fits())
        return;
    label(true, false);
    fits();
}

void CivView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

void CivView::retranslate()
{
    for (int i = 0; i < m_areaField->count(); ++i)
        m_areaField->setItemText(i, CivTexts::areaName(static_cast<AreaId>(m_areaField->itemData(i).toInt())));
    // What a tag is, where the board is read: a new player knew a city's square letters and the
    // secessionists' S1 from tokens only by the key, one shortcut away. (The chosen area's dotted
    // and dashed neighbours, said here before, are in the key: a third line took the board's room.)
    m_boardHint->setText(tr("Tags: rounded, a nation’s tokens (letters, number); square, its city; S1, S2…: "
                            "secessionists. Ctrl+I: the key.")
        + QLatin1Char(' ') + gui::ZoomActions::hint());
    m_advancesTitle->setText(tr("Advances that matter here:"));
    m_areaLabel->setText(tr("Are&a:"));
    // An empty field says what it is for (it read as a blank box).
    m_areaField->lineEdit()->setPlaceholderText(tr("Type an area’s name, or click the board"));
    fitAdvancesTable();
    m_calamityButton->setText(tr("&Resolve a calamity…"));
    m_expansionButton->setText(tr("Population e&xpansion…"));
    m_supportButton->setText(tr("City su&pport check…"));
    m_surplusButton->setText(tr("Remove &surplus…"));
    m_losses->setHorizontalHeaderLabels({tr("Nation"), tr("Owes"), tr("Taken"), tr("Forgiven"), tr("Left")});
    m_choicesTitle->setText(tr("&Legal choices (double-click or Return; or click the board):"));
    m_logTitle->setText(tr("Log:"));
    m_undoStep->setText(tr("&Undo the step"));
    m_apply->setText(tr("&Apply to the board"));
    m_cancel->setText(tr("Ca&ncel"));
}

void CivView::selectArea(AreaId area)
{
    m_area = area;
    m_board->setSelected(area);
    // The field names the area chosen, however it was (a click on the board too).
    {
        const QSignalBlocker quiet(m_areaField);
        m_areaField->setCurrentIndex(m_areaField->findData(area));
    }
    sayEditRefused(QString()); // a refusal of a name typed before no longer holds (the title names the area)
    refreshEditor();
}

QSpinBox* CivView::tokensBox(NationId nation) const
{
    return nation < m_tokenBoxes.size() ? m_tokenBoxes[nation] : nullptr;
}

QCheckBox* CivView::cityBox(NationId nation) const
{
    return nation < m_cityBoxes.size() ? m_cityBoxes[nation] : nullptr;
}

void CivView::refresh()
{
    const bool resolving = m_controller.resolving();
    // A calamity begun, applied or given up: what the line said of the step before no longer holds.
    const bool pageChanges = resolving != (m_side->currentIndex() == 1);
    if (pageChanges)
        m_message->clear();
    m_side->setCurrentIndex(resolving ? 1 : 0);
    // The keyboard goes with the page: on the choices once a calamity begins, so that Return takes
    // the one marked (it stayed where the hidden page had it, and Return did nothing: a review);
    // back on Resolve a calamity once it ends.
    if (pageChanges)
        resolving ? m_choices->setFocus() : m_calamityButton->setFocus();
    m_board->setPosition(resolving ? m_controller.calamity().position : m_controller.position());
    if (resolving) {
        m_board->setWarnings({}); // the editor's: about the position before the calamity
        refreshCalamity();
    } else {
        m_board->setHighlights({});
        m_board->setSelected(m_area);
        refreshEditor();
    }
}

QString CivView::eveningOverText()
{
    return tr("The evening is over: the board as it stands is the result. (Undo brings it back.)");
}

void CivView::refreshEditor()
{
    m_refreshing = true;
    // An ended evening is the result: nothing more is entered or refereed in it (until undone).
    const bool open = !m_controller.isOver();
    for (QWidget* entry : {static_cast<QWidget*>(m_calamityButton), static_cast<QWidget*>(m_expansionButton),
             static_cast<QWidget*>(m_supportButton), static_cast<QWidget*>(m_advances), m_holdings})
        entry->setEnabled(open);
    // Open whenever the evening is: with nothing to remove, it says why (the areas over their
    // limit hold several nations, a conflict for the table), where greyed it said nothing a new
    // player saw beside nine warnings (two reviews).
    m_surplusButton->setEnabled(open);
    m_surplusButton->setToolTip(tr("Remove surplus population: where a nation stands alone over an area’s limit, its "
                                   "extra tokens go back to its stock (a phase of its own, after movement, conflict "
                                   "and city building)."));
    if (!open)
        m_message->setText(eveningOverText());
    else if (m_message->text() == eveningOverText())
        m_message->clear();
    const Position& position = m_controller.position();
    const Board& board = m_controller.board();
    const auto warnings = position_warnings(board, position);
    std::set<AreaId> warned;
    QStringList lines;
    for (const PositionWarning& warning : warnings) {
        if (warning.kind != PositionWarning::Kind::no_contact) // a nation's, not an area's
            warned.insert(warning.area);
        lines << QStringLiteral("⚠ ") + CivTexts::warningText(position, warning);
    }
    m_board->setWarnings(std::move(warned));
    m_warnings->setText(lines.join(QLatin1Char('\n')));
    m_warnings->setVisible(!lines.isEmpty());
    m_warningsScroll->setVisible(!lines.isEmpty());
    // The advances, one row per nation.
    m_advances->setRowCount(static_cast<int>(position.nations.size()));
    for (NationId n = 0; n < position.nations.size(); ++n) {
        auto* header
            = new QTableWidgetItem(nationMark(position, n) + QStringLiteral(" — ") + CivTexts::nationName(position, n));
        // The board's own colour, its ink as the board's tags have it (a lighter tint read as
        // another colour: Babylon's purple as magenta, a review).
        const QColor colour = nationColour(position, n);
        header->setBackground(colour);
        header->setForeground(gui::inkOn(colour));
        m_advances->setVerticalHeaderItem(n, header);
        for (std::size_t a = 0; a < all_advances.size(); ++a) {
            auto* item = new QTableWidgetItem;
            item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            item->setCheckState(position.nations[n].has(all_advances[a]) ? Qt::Checked : Qt::Unchecked);
            m_advances->setItem(n, static_cast<int>(a), item);
        }
    }
    fitAdvancesTable();
    // The area chosen: its facts, then a row per nation. The rows are made again only when the
    // area or the nations change: a change of a count keeps the focus in its box.
    const bool sameRows = m_rowsArea == m_area && m_tokenBoxes.size() == position.nations.size();
    if (!sameRows) {
        while (auto* item = m_holdingRows->takeAt(0)) {
            if (QWidget* row = item->widget()) { // maybe the sender of the signal that got here
                row->hide();
                row->deleteLater();
            }
            delete item;
        }
        m_tokenBoxes.clear();
        m_cityBoxes.clear();
        m_nationLabels.clear();
        m_rowsArea = m_area;
    }
    if (!m_area || board.area(*m_area).sea) {
        m_areaTitle->setText(m_area ? CivTexts::areaName(*m_area) : tr("Click an area of the board"));
        m_areaFacts->setText(m_area ? tr("A sea area: no units stand there.")
                                    : tr("Its tokens and city, nation by nation, are set here at the table’s pace."));
        m_refreshing = false;
        return;
    }
    const Area& area = board.area(*m_area);
    m_areaTitle->setText(CivTexts::areaName(*m_area));
    QStringList facts {tr("Population limit %1").arg(area.population_limit)};
    if (area.city_site == CitySite::white)
        facts << tr("city site on the flood plain (white)");
    else if (area.city_site == CitySite::normal)
        facts << tr("city site");
    if (area.flood_plain)
        facts << tr("flood plain");
    if (area.volcano)
        facts << tr("volcano");
    m_areaFacts->setText(facts.join(QStringLiteral(", ")));
    for (NationId n = 0; n < position.nations.size(); ++n) {
        const Holding& h = position.at(n, *m_area);
        if (sameRows) {
            m_tokenBoxes[n]->setRange(0, position.nations[n].most_tokens_in(*m_area));
            m_tokenBoxes[n]->setValue(h.tokens);
            m_cityBoxes[n]->setChecked(h.city);
            m_cityBoxes[n]->setText(tr("city")); // (the language may have changed)
            m_nationLabels[n]->setText(nationLabel(position, n));
            m_cityBoxes[n]->setAccessibleName(
                tr("City of %1 in %2").arg(CivTexts::nationName(position, n), CivTexts::areaName(*m_area)));
            m_tokenBoxes[n]->setAccessibleName(
                tr("Tokens of %1 in %2").arg(CivTexts::nationName(position, n), CivTexts::areaName(*m_area)));
            continue;
        }
        auto* row = new QWidget;
        auto* rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        auto* name = new QLabel(nationLabel(position, n));
        auto* tokens = new QSpinBox;
        tokens->setObjectName(QStringLiteral("tokens_%1").arg(n));
        tokens->setRange(0, position.nations[n].most_tokens_in(*m_area));
        tokens->setValue(h.tokens);
        tokens->setAccessibleName(
            tr("Tokens of %1 in %2").arg(CivTexts::nationName(position, n), CivTexts::areaName(*m_area)));
        auto* city = new QCheckBox(tr("city"));
        city->setObjectName(QStringLiteral("city_%1").arg(n));
        city->setChecked(h.city);
        city->setAccessibleName(
            tr("City of %1 in %2").arg(CivTexts::nationName(position, n), CivTexts::areaName(*m_area)));
        const AreaId where = *m_area;
        connect(tokens, &QSpinBox::valueChanged, this, [this, n, where, city](int value) {
            if (!m_refreshing)
                m_controller.setHolding(n, where, value, city->isChecked());
        });
        connect(city, &QCheckBox::toggled, this, [this, n, where, tokens, city](bool on) {
            if (!m_refreshing && !m_controller.setHolding(n, where, tokens->value(), on)) {
                m_refreshing = true; // refused: the box shows the board again
                city->setChecked(!on);
                m_refreshing = false;
            }
        });
        rowLayout->addWidget(name, 1);
        rowLayout->addWidget(tokens);
        rowLayout->addWidget(city);
        m_holdingRows->addWidget(row);
        row->show(); // added to a panel on screen: shown now, not at the next event
        m_tokenBoxes.push_back(tokens);
        m_nationLabels.push_back(name);
        m_cityBoxes.push_back(city);
    }
    if (!sameRows) { // Tab goes from the area to each nation's count and city, then on
        QWidget* previous = m_areaField;
        for (std::size_t n = 0; n < m_tokenBoxes.size(); ++n) {
            QWidget::setTabOrder(previous, m_tokenBoxes[n]);
            QWidget::setTabOrder(m_tokenBoxes[n], m_cityBoxes[n]);
            previous = m_cityBoxes[n];
        }
        QWidget::setTabOrder(previous, m_advances);
    }
    m_refreshing = false;
}

void CivView::refreshCalamity()
{
    const CalamityState& state = m_controller.calamity();
    const Position& position = state.position;
    m_calamityTitle->setText(
        tr("%1: %2 (traded by %3)")
            .arg(CivTexts::calamityName(state.start.calamity), CivTexts::nationInText(position, state.start.victim),
                CivTexts::nationInText(position, state.start.trader)));
    m_prompt->setText(CivTexts::stepPrompt(state));
    const bool wars = state.winner.has_value();
    m_losses->setVisible(wars);
    if (wars)
        for (int row = 0; row < 2; ++row) {
            const Belligerent& side = state.sides[static_cast<std::size_t>(row)];
            const QStringList cells {CivTexts::nationName(position, side.nation), QString::number(side.owed),
                QString::number(side.taken), QString::number(side.forgiven), QString::number(side.left())};
            for (int column = 0; column < cells.size(); ++column)
                m_losses->setItem(row, column, new QTableWidgetItem(cells[column]));
        }
    // The legal choices: listed in the order they were first shown at this step, and their
    // areas hatched on the board.
    const auto legal = m_controller.legalChoices();
    const std::pair orderFor {state.start, state.step};
    const bool sameStep = m_orderFor == orderFor;
    if (!sameStep) {
        m_orderFor = orderFor;
        m_shownOrder.clear();
    }
    for (const Choice& choice : legal)
        if (std::ranges::find(m_shownOrder, choice) == m_shownOrder.end())
            m_shownOrder.push_back(choice);
    std::vector<std::size_t> order(legal.size());
    std::iota(order.begin(), order.end(), std::size_t {0});
    std::ranges::sort(
        order, {}, [&](std::size_t i) { return std::ranges::find(m_shownOrder, legal[i]) - m_shownOrder.begin(); });
    m_choices->clear();
    std::set<AreaId> areas;
    for (const std::size_t i : order) {
        auto* item = new QListWidgetItem(CivTexts::choiceText(position, legal[i]));
        item->setData(Qt::UserRole, static_cast<int>(i));
        m_choices->addItem(item);
        if (const auto area = choice_area(legal[i]))
            areas.insert(*area);
    }
    m_board->setHighlights(std::move(areas));
    m_board->setSelected(std::nullopt);
    // A choice marked (and its area ringed), so that Return takes it from the keyboard: the first
    // at a new step; within a step, the choice just made when it may be made again (another
    // token of the same area). Else the keyboard's frame on the first row, not marked: the one
    // sliding into its row was taken by a second Return without being chosen (a review), and
    // with nothing current at all the first key (End) jumped to the first row and Return took it
    // (another). Return on a row not marked says how to mark one (eventFilter).
    const auto sameAgain = sameStep && !m_controller.choices().empty()
        ? std::ranges::find(order, true, [&](std::size_t i) { return legal[i] == m_controller.choices().back(); })
        : order.end();
    m_choices->clearSelection();
    if (m_choices->count() == 0)
        m_choices->setCurrentRow(-1);
    else if (!sameStep)
        m_choices->setCurrentRow(0);
    else if (sameAgain != order.end())
        m_choices->setCurrentRow(static_cast<int>(sameAgain - order.begin()));
    else
        m_choices->setCurrentRow(0, QItemSelectionModel::NoUpdate);
    m_log->clear();
    for (const LogLine& line : state.log)
        m_log->addItem(CivTexts::logLine(position, line));
    // Once the wrapped lines are laid out (at once, the last one showed half).
    QTimer::singleShot(0, m_log, [log = m_log] { log->scrollToBottom(); });
    m_undoStep->setEnabled(!m_controller.choices().empty());
    m_apply->setEnabled(state.finished());
    // The line follows the calamity both ways: an undone step takes "Resolved" back.
    // The key that applies said with it: the keyboard stays on the list (below), and a review
    // looked for a way to apply from there.
    const QString key = QKeySequence::mnemonic(m_apply->text()).toString(QKeySequence::NativeText);
    const QString resolved = m_controller.choices().empty()
        ? tr("Resolved: apply it to the board (%1).").arg(key)
        : tr("Resolved: apply it to the board (%1), or undo a step.").arg(key);
    if (state.finished()) {
        // The keyboard stays where it was: a Return too many after the last choice must not
        // change the board (it landed on Apply, and the table's board changed before anyone had
        // checked the losses). Applying is a click, or Alt and the button's letter.
        m_message->setText(resolved);
    } else if (m_message->text() == tr("Resolved: apply it to the board (%1), or undo a step.").arg(key))
        m_message->clear();
}

void CivView::sayResumed()
{
    // The table finds the calamity where it left it, and is told so: it was not a move yet.
    if (m_controller.resumed() == CivController::Resumed::resumed) {
        const CalamityState& state = m_controller.calamity();
        m_message->setText(tr("Calamity resumed where it stood when the game was saved: %1, %n step(s) chosen.",
            nullptr, static_cast<int>(m_controller.choices().size()))
                               .arg(CivTexts::calamityName(state.start.calamity)));
    } else if (m_controller.resumed() == CivController::Resumed::dropped) {
        m_message->setText(tr("A calamity in progress was saved with this game, but it no longer fits the board: "
                              "it was dropped. Resolve it again from the Game menu."));
    }
}

void CivView::chooseAt(AreaId area)
{
    if (!m_controller.resolving())
        return;
    const std::vector<Choice> here = legal_choices_at(m_controller.board(), m_controller.calamity(), area);
    if (here.size() == 1) {
        m_message->clear();
        m_controller.choose(here.front());
        return;
    }
    if (here.size() > 1) { // several nations, or a token and a city: which one
        QMenu menu(this);
        for (std::size_t i = 0; i < here.size(); ++i)
            menu.addAction(CivTexts::choiceText(m_controller.calamity().position, here[i]))
                ->setData(static_cast<int>(i));
        if (QAction* chosen = menu.exec(QCursor::pos())) {
            m_message->clear();
            m_controller.choose(here[static_cast<std::size_t>(chosen->data().toInt())]);
        }
        return;
    }
    if (const auto meant = choice_meant_at(m_controller.board(), m_controller.calamity(), area)) {
        m_message->clear();
        m_controller.choose(*meant); // refused: the reason is on the line under the side
        // ... and beside the area clicked, where the eyes are (the line alone was missed).
        if (!m_message->text().isEmpty())
            QToolTip::showText(m_board->mapToGlobal(m_board->screenPoint(area).toPoint()), m_message->text(), m_board,
                QRect(), 10'000);
    }
}

} // namespace tablee::civ_calamities::ui
