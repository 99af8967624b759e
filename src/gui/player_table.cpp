// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/player_table.hpp"

#include "gui/languages.hpp"

#include "core/random.hpp"
#include "core/seats.hpp"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QWheelEvent>

#include <algorithm>
#include <set>

namespace tablee::gui {

namespace {
// Forty characters: a name that fits in every view. UTF-8 takes at most four bytes a character,
// so a typed name always fits in what a save may hold.
constexpr int typedNameLength = 40;

// The new-game dialog's body: as large as its content, no higher than the screen leaves room for
// (`reserved`: the rest of the dialog and its frame), scrolling beyond; never narrower than its
// content, which has no sideways scroll bar.
class BodyArea : public QScrollArea {
public:
    int reserved = 0;

    QSize sizeHint() const override
    {
        const QSize content = widget()->sizeHint();
        int height = content.height();
        if (const QScreen* shown = screen())
            height = std::min(height, shown->availableGeometry().height() - reserved);
        return {content.width() + verticalScrollBar()->sizeHint().width(), std::max(80, height)};
    }
    QSize minimumSizeHint() const override { return {sizeHint().width(), 80}; }

    // The wheel over a list or a number the player has not clicked scrolls the body, not the
    // choice: scrolling the dialog turned a computer into a person, silently (a review).
    void guardWheels()
    {
        for (QWidget* inside : widget()->findChildren<QWidget*>())
            if (qobject_cast<QComboBox*>(inside) || qobject_cast<QAbstractSpinBox*>(inside)) {
                inside->setFocusPolicy(Qt::StrongFocus); // not WheelFocus: the wheel takes no focus
                inside->installEventFilter(this);
            }
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Wheel && watched->isWidgetType() && !static_cast<QWidget*>(watched)->hasFocus()) {
            QScrollBar* bar = verticalScrollBar();
            const int notches = static_cast<QWheelEvent*>(event)->angleDelta().y() / 120;
            bar->setValue(bar->value() - notches * QApplication::wheelScrollLines() * bar->singleStep());
            return true;
        }
        return QScrollArea::eventFilter(watched, event);
    }
};
static_assert(typedNameLength * 4 <= static_cast<int>(core::max_name_length));
} // namespace

int PlayerTable::maxNameLength()
{
    return typedNameLength;
}

QString PlayerTable::computerSeatName(const QString& name)
{
    // The table's default ("Player 2 (computer)") says it already, in the language it was made in;
    // so does a seat named "Computer" ("Computer (computer)" would say it twice).
    if (name.endsWith(tr("(computer)")) || name.endsWith(QLatin1String("(computer)"))
        || name.compare(tr("Computer"), Qt::CaseInsensitive) == 0
        || name.compare(QLatin1String("Computer"), Qt::CaseInsensitive) == 0)
        return name;
    return tr("%1 (computer)").arg(name);
}

QString PlayerTable::defaultName(int row, bool computer)
{
    return computer ? tr("Player %1 (computer)").arg(row + 1) : tr("Player %1").arg(row + 1);
}

QString PlayerTable::shownName(const QString& stored)
{
    // A seat left unnamed was given the default in the language of the day it was made: read
    // again in any language the interface speaks, it is said in today's.
    for (const bool computer : {true, false}) {
        const char* source = computer ? "Player %1 (computer)" : "Player %1";
        for (const QString& pattern : textsInEveryLanguage("tablee::gui::PlayerTable", source)) {
            // The text around the number, taken as it is; the number, one or two digits.
            const QStringList around = pattern.split(QStringLiteral("%1"));
            if (around.size() != 2)
                continue;
            const QRegularExpression form(QLatin1Char('^') + QRegularExpression::escape(around[0])
                + QStringLiteral("(\\d{1,2})") + QRegularExpression::escape(around[1]) + QLatin1Char('$'));
            if (const auto match = form.match(stored); match.hasMatch())
                return defaultName(match.captured(1).toInt() - 1, computer);
        }
    }
    return stored;
}

PlayerTable::PlayerTable(Setup setup, QWidget* parent) : QWidget(parent), m_setup(std::move(setup))
{
    Q_ASSERT(m_setup.minimum >= 1 && m_setup.minimum <= m_setup.maximum);
    setObjectName(QStringLiteral("playerTable"));
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_count = new QSpinBox;
    m_count->setObjectName(QStringLiteral("playerCount"));
    m_count->setRange(m_setup.minimum, m_setup.maximum);
    m_count->setValue(std::clamp(m_setup.initial, m_setup.minimum, m_setup.maximum));
    m_countLabel = new QLabel;
    m_countLabel->setBuddy(m_count);
    m_grid->addWidget(m_countLabel, 0, 0);
    m_grid->addWidget(m_count, 0, 1, Qt::AlignLeft);
    if (m_setup.countsApart) {
        Q_ASSERT(!m_setup.levels.empty());
        // The seats' count stays the table's (hidden): the two counts set it.
        m_countLabel->hide();
        m_count->hide();
        m_people = new QSpinBox;
        m_people->setObjectName(QStringLiteral("peopleCount"));
        m_people->setRange(1, m_setup.maximum);
        m_peopleLabel = new QLabel;
        m_peopleLabel->setBuddy(m_people);
        m_computers = new QSpinBox;
        m_computers->setObjectName(QStringLiteral("computerCount"));
        m_computersLabel = new QLabel;
        m_computersLabel->setBuddy(m_computers);
        auto* counts = new QHBoxLayout;
        counts->addWidget(m_peopleLabel);
        counts->addWidget(m_people);
        counts->addSpacing(2 * fontMetrics().averageCharWidth());
        counts->addWidget(m_computersLabel);
        counts->addWidget(m_computers);
        counts->addStretch(1);
        m_grid->addLayout(counts, 0, 0, 1, -1);
        const auto laidOut = [this] { setCountsApart(m_people->value(), m_computers->value()); };
        connect(m_people, &QSpinBox::valueChanged, this, laidOut);
        connect(m_computers, &QSpinBox::valueChanged, this, laidOut);
    }
    for (int i = 0; i < m_setup.maximum; ++i) {
        Row row;
        row.label = new QLabel;
        m_grid->addWidget(row.label, i + 1, 0);
        row.name = new QLineEdit;
        row.name->setObjectName(QStringLiteral("name_%1").arg(i));
        row.name->setMaxLength(typedNameLength);
        // Room for a whole name, even with a variant's column beside it.
        row.name->setMinimumWidth(16 * row.name->fontMetrics().averageCharWidth());
        row.name->setVisible(m_setup.names);
        row.label->setBuddy(row.name);
        m_grid->addWidget(row.name, i + 1, 1);
        connect(row.name, &QLineEdit::textChanged, this, &PlayerTable::update);
        if (!m_setup.levels.empty()) {
            row.control = new QComboBox;
            row.control->setObjectName(QStringLiteral("control_%1").arg(i));
            row.control->addItems(controlNames());
            m_grid->addWidget(row.control, i + 1, 2);
            connect(row.control, &QComboBox::currentIndexChanged, this, &PlayerTable::update);
            connect(row.control, &QComboBox::activated, this,
                [this, i] { m_rows[static_cast<std::size_t>(i)].controlChosen = true; });
            // A name typed in a seat a computer holds by default seats that person: a friend
            // named at the setup was given to the computer (« Dora — normal », a review). A
            // computer chosen by hand keeps the seat, under the name typed.
            connect(row.name, &QLineEdit::textEdited, this, [this, i](const QString& text) {
                Row& edited = m_rows[static_cast<std::size_t>(i)];
                if (!text.trimmed().isEmpty() && !edited.controlChosen && edited.control->currentIndex() != 0)
                    edited.control->setCurrentIndex(0);
            });
        }
        m_rows.push_back(row);
    }
    m_grid->setColumnStretch(1, 1);
    connect(m_count, &QSpinBox::valueChanged, this, &PlayerTable::update);
    retranslate();
    restore();
    update();
}

void PlayerTable::restore()
{
    const QSettings settings;
    const Memory& memory = m_setup.memory;
    const QStringList names = memory.names.isEmpty() ? QStringList() : settings.value(memory.names).toStringList();
    const QVariantList controls = memory.controls.isEmpty() ? QVariantList() : settings.value(memory.controls).toList();
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const auto at = static_cast<qsizetype>(i);
        if (at < names.size())
            m_rows[i].name->setText(names[at]);
        if (m_rows[i].control) {
            const int firstTime = i == 0 ? 0 : m_setup.othersFirstTime;
            const int control = at < controls.size() ? controls[at].toInt() : firstTime;
            m_rows[i].control->setCurrentIndex(std::clamp(control, 0, m_rows[i].control->count() - 1));
        }
    }
    int count = m_count->value();
    if (!memory.count.isEmpty() && settings.contains(memory.count))
        count = settings.value(memory.count).toInt();
    else if (names.size() >= m_setup.minimum)
        count = static_cast<int>(names.size());
    m_count->setValue(std::clamp(count, m_setup.minimum, m_setup.maximum));
}

void PlayerTable::remember() const
{
    QSettings settings;
    QStringList names;
    QVariantList controls;
    // Where the count is kept, every row, those out of play too: a friend who missed one game is
    // back for the next. Otherwise the seats in play, whose number is the count.
    const bool countKept = !m_setup.memory.count.isEmpty();
    for (std::size_t i = 0; i < m_rows.size() && (countKept || static_cast<int>(i) < count()); ++i) {
        names << m_rows[i].name->text().trimmed();
        controls << (m_rows[i].control ? m_rows[i].control->currentIndex() : 0);
    }
    if (!m_setup.memory.names.isEmpty())
        settings.setValue(m_setup.memory.names, names);
    if (!m_setup.memory.controls.isEmpty())
        settings.setValue(m_setup.memory.controls, controls);
    if (countKept)
        settings.setValue(m_setup.memory.count, count());
}

int PlayerTable::count() const
{
    return m_count->value();
}

void PlayerTable::setCount(int count)
{
    m_count->setValue(count);
}

int PlayerTable::peopleCount() const
{
    return static_cast<int>(std::ranges::count(controls(), 0));
}

int PlayerTable::computerCount() const
{
    return count() - peopleCount();
}

void PlayerTable::setCountsApart(int people, int computers)
{
    Q_ASSERT(people >= 1 && computers >= 0);
    const int seats = std::clamp(people + computers, m_setup.minimum, m_setup.maximum);
    people = std::min(people, seats);
    {
        const QSignalBlocker quiet(this); // one change said, once laid out
        for (int i = 0; i < seats; ++i) {
            QComboBox* control = m_rows[static_cast<std::size_t>(i)].control;
            if (i < people)
                control->setCurrentIndex(0);
            else if (control->currentIndex() == 0)
                control->setCurrentIndex(1); // a computer of the first level; one chosen stays
            // The counts were chosen: a name typed in a computer's seat names the computer.
            m_rows[static_cast<std::size_t>(i)].controlChosen = i >= people;
        }
        m_count->setValue(seats);
    }
    update();
}

void PlayerTable::showCountsApart()
{
    if (!m_people)
        return;
    const QSignalBlocker people(m_people);
    const QSignalBlocker computers(m_computers);
    m_people->setValue(peopleCount());
    // Seats people leave may go to computers, up to the table's size; none below the minimum.
    m_computers->setRange(std::max(0, m_setup.minimum - m_people->value()), m_setup.maximum - m_people->value());
    m_computers->setValue(computerCount());
}

std::vector<std::string> PlayerTable::names() const
{
    std::vector<std::string> names;
    const auto played = controls();
    for (int i = 0; i < count(); ++i) {
        const QString typed = m_rows[static_cast<std::size_t>(i)].name->text().trimmed();
        names.push_back(
            (typed.isEmpty() ? defaultName(i, played[static_cast<std::size_t>(i)] != 0) : typed).toStdString());
    }
    return names;
}

std::vector<int> PlayerTable::controls() const
{
    std::vector<int> controls;
    for (int i = 0; i < count(); ++i) {
        const Row& row = m_rows[static_cast<std::size_t>(i)];
        controls.push_back(row.control && !row.personOnly ? row.control->currentIndex() : 0);
    }
    return controls;
}

void PlayerTable::setPlayers(const QStringList& names, const QList<int>& controls)
{
    for (std::size_t i = 0; i < m_rows.size() && i < static_cast<std::size_t>(names.size()); ++i) {
        m_rows[i].name->setText(names[static_cast<qsizetype>(i)]);
        if (m_rows[i].control)
            m_rows[i].control->setCurrentIndex(controls.value(static_cast<qsizetype>(i)));
    }
    if (!names.isEmpty())
        m_count->setValue(static_cast<int>(names.size()));
    update();
}

void PlayerTable::setPersonOnly(int row, bool personOnly)
{
    Q_ASSERT(row >= 0 && row < static_cast<int>(m_rows.size()));
    if (m_rows[static_cast<std::size_t>(row)].personOnly == personOnly)
        return;
    m_rows[static_cast<std::size_t>(row)].personOnly = personOnly;
    update();
}

void PlayerTable::setRowWidget(int row, QWidget* widget)
{
    Q_ASSERT(row >= 0 && row < static_cast<int>(m_rows.size()) && !m_rows[static_cast<std::size_t>(row)].extra);
    m_rows[static_cast<std::size_t>(row)].extra = widget;
    // Without names the variant's column takes the names' place, beside the seat's label.
    m_grid->addWidget(widget, row + 1, m_setup.names ? 3 : 1);
    if (!m_setup.names)
        m_rows[static_cast<std::size_t>(row)].label->setBuddy(widget);
    update();
}

QString PlayerTable::problem() const
{
    std::set<QString> seen;
    for (const std::string& name : names())
        if (!seen.insert(QString::fromStdString(name).toCaseFolded()).second)
            return tr("Two players are both called “%1”: give them different names.").arg(QString::fromStdString(name));
    const auto played = controls();
    if (std::ranges::find(played, 0) == played.end())
        return tr("At least one player must be a person.");
    return {};
}

void PlayerTable::update()
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        Row& row = m_rows[i];
        const bool seated = static_cast<int>(i) < count();
        row.label->setVisible(seated);
        row.name->setVisible(seated && m_setup.names);
        if (row.control) {
            row.control->setVisible(seated);
            row.control->setEnabled(!row.personOnly);
            if (row.personOnly && row.control->currentIndex() != 0)
                row.control->setCurrentIndex(0); // emits again: the update below is then a repeat
        }
        if (row.extra)
            row.extra->setVisible(seated);
        const bool computer = row.control && !row.personOnly && row.control->currentIndex() != 0;
        row.name->setPlaceholderText(defaultName(static_cast<int>(i), computer));
    }
    showCountsApart();
    emit changed();
}

QString PlayerTable::personName()
{
    return tr("Person");
}

QString PlayerTable::levelName(ComputerLevel level)
{
    switch (level) {
    case ComputerLevel::easy:
        return tr("Computer, easy");
    case ComputerLevel::normal:
        return tr("Computer, normal");
    case ComputerLevel::strong:
        return tr("Computer, strong");
    }
    return {};
}

QStringList PlayerTable::controlNames() const
{
    QStringList names {personName()};
    for (const ComputerLevel level : m_setup.levels)
        names << levelName(level);
    return names;
}

void PlayerTable::retranslate()
{
    m_countLabel->setText(tr("&Players:"));
    if (m_people) {
        m_peopleLabel->setText(tr("P&eople:"));
        m_computersLabel->setText(tr("Co&mputers:"));
    }
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        Row& row = m_rows[i];
        row.label->setText(tr("Player %1:").arg(i + 1));
        if (row.control) {
            const QStringList names = controlNames();
            for (int c = 0; c < names.size(); ++c)
                row.control->setItemText(c, names[c]);
            row.control->setAccessibleName(tr("Who plays seat %1").arg(i + 1));
        }
    }
}

void PlayerTable::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        update();
    }
    QWidget::changeEvent(event);
}

GameNumberField::GameNumberField(QWidget* parent) : QLineEdit(parent)
{
    setObjectName(QStringLiteral("seed"));
    setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,19}")), this));
    retranslate();
}

std::uint64_t GameNumberField::seed() const
{
    bool typed = false;
    const auto number = text().toULongLong(&typed);
    return typed ? number : core::fresh_seed();
}

QString GameNumberField::label()
{
    return tr("&Game number:");
}

void GameNumberField::retranslate()
{
    setPlaceholderText(tr("random"));
    setToolTip(tr("The same game number gives the same game (the same board, dice and draws): to replay "
                  "it or share it. Left empty, a new one is drawn."));
}

void GameNumberField::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QLineEdit::changeEvent(event);
}

} // namespace tablee::gui

namespace tablee::gui {

NewGameDialogBase::NewGameDialogBase(Parts parts, QWidget* parent) : QDialog(parent)
{
    setObjectName(parts.objectName);
    setWindowTitle(parts.title);
    m_introduction = new QLabel;
    m_introduction->setWordWrap(true);
    m_introduction->hide();
    auto* tableBox = new QGroupBox(parts.tableTitle.isEmpty() ? tr("The table") : parts.tableTitle);
    m_table = new PlayerTable(std::move(parts.table));
    auto* tableLayout = new QVBoxLayout(tableBox);
    tableLayout->addWidget(m_table);
    tableLayout->addStretch(1); // the rows stay together when the column beside is taller
    connect(m_table, &PlayerTable::changed, this, &NewGameDialogBase::refresh);
    // More seats: the dialog grows as far as the screen allows; fewer: it shrinks to them. Once
    // the rows shown or hidden have been laid out (the variant's own changes made too).
    connect(m_table, &PlayerTable::changed, this, [this] {
        if (isVisible() && m_table->count() != m_fittedSeats)
            QTimer::singleShot(0, this, &NewGameDialogBase::fitToScreen);
    });

    m_below = new QVBoxLayout;
    m_beside = new QVBoxLayout;
    m_across = new QVBoxLayout;
    auto* columns = new QHBoxLayout;
    m_columns = columns;
    auto* left = new QVBoxLayout;
    left->addWidget(tableBox);
    left->addLayout(m_below);
    columns->addLayout(left, 1);
    columns->addLayout(m_beside, 1);

    auto* numberRow = new QFormLayout;
    if (parts.gameNumber) {
        m_gameNumber = new GameNumberField;
        numberRow->addRow(GameNumberField::label(), m_gameNumber);
    }
    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #a31515;"));
    m_problem->setMinimumHeight(2 * m_problem->fontMetrics().lineSpacing());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_start = buttons->button(QDialogButtonBox::Ok);
    m_start->setText(parts.startText.isEmpty() ? tr("Start the game") : parts.startText);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewGameDialogBase::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &NewGameDialogBase::reject);

    // The body scrolls where a screen is too low for it (eight seats at scale 2): the problem
    // line and the buttons stay in sight.
    auto* body = new QWidget;
    auto* bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    bodyLayout->addWidget(m_introduction);
    bodyLayout->addLayout(columns);
    bodyLayout->addLayout(m_across);
    bodyLayout->addLayout(numberRow);
    bodyLayout->addStretch(1);
    m_body = new BodyArea;
    m_body->setWidget(body);
    m_body->setWidgetResizable(true);
    m_body->setFrameShape(QFrame::NoFrame);
    m_body->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_body, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
}

void NewGameDialogBase::fitToScreen()
{
    // Rows shown or hidden just now: every part of the body measured afresh, in its style, not
    // from the layouts' caches (they are refreshed only once the event loop comes round).
    ensurePolished();
    for (QWidget* inside : m_body->widget()->findChildren<QWidget*>()) {
        inside->updateGeometry();
        if (inside->layout())
            inside->layout()->invalidate();
    }
    remeasureBody();
    static_cast<BodyArea*>(m_body)->guardWheels();
    // The sections beside the table go under it when side by side they would be wider than the
    // screen (at scale 2, Diplomacy's powers column pushed Cancel off the screen's right edge).
    if (const QScreen* shown = screen()) {
        const int room = shown->availableGeometry().width() - 40; // the borders, a margin
        const auto across = [this] {
            remeasureBody();
            return m_body->sizeHint().width() + layout()->contentsMargins().left()
                + layout()->contentsMargins().right();
        };
        m_columns->setDirection(QBoxLayout::LeftToRight);
        if (across() > room)
            m_columns->setDirection(QBoxLayout::TopToBottom);
        across();
    }
    const QMargins margins = layout()->contentsMargins();
    // The window manager's title bar and borders, not known before the dialog is shown: a title
    // bar at scale 2 and the screen's edge take about this much. Once shown, its own (and a
    // margin): guessed, the 80 pixels folded Diplomacy's note at scale 2 where it fitted.
    const int titleBar = 40;
    const int knownFrame = frameGeometry().height() - geometry().height();
    const int frame = knownFrame > 0 ? knownFrame + titleBar / 2 : 2 * titleBar;
    const int reserved = margins.top() + margins.bottom() + 2 * layout()->spacing() + m_problem->minimumHeight()
        + m_start->sizeHint().height() + frame;
    static_cast<BodyArea*>(m_body)->reserved = reserved;
    // The notes that may go first give their room when the body would scroll.
    if (const QScreen* shown = screen(); shown && !m_foldableNotes.empty()) {
        const auto tall = [this] {
            remeasureBody();
            return m_body->widget()->sizeHint().height();
        };
        for (QLabel* note : m_foldableNotes)
            note->show();
        const bool fold = tall() > shown->availableGeometry().height() - reserved;
        for (QLabel* note : m_foldableNotes) {
            note->setVisible(!fold);
            note->parentWidget()->setToolTip(fold ? note->text() : QString());
        }
        tall();
    }
    m_body->updateGeometry();
    layout()->invalidate();
    layout()->activate();
    resize(sizeHint().expandedTo(minimumSizeHint()));
    m_fittedSeats = m_table->count();
    // Whole on the screen, its title bar too, whatever its parent's place. The frame's rectangle,
    // the one move() places: the inside's would move the dialog by its border at each fit.
    if (const QScreen* shown = screen()) {
        const QRect available = shown->availableGeometry();
        QRect placed = frameGeometry();
        if (!m_placed) {
            // Centred on the window it belongs to, as Qt places a dialog nobody has moved.
            const QWidget* over = parentWidget() ? parentWidget()->window() : nullptr;
            placed.moveCenter(over && over->isVisible() ? over->frameGeometry().center() : available.center());
            m_placed = true;
        }
        placed.moveLeft(std::max(std::min(placed.left(), available.right() - placed.width()), available.left()));
        if (placed.bottom() + titleBar / 2 > available.bottom())
            placed.moveBottom(available.bottom() - titleBar / 2);
        placed.moveTop(std::max(placed.top(), available.top() + (knownFrame > 0 ? 0 : titleBar)));
        move(placed.topLeft());
    }
}

void NewGameDialogBase::remeasureBody()
{
    m_body->widget()->layout()->invalidate();
    m_body->widget()->layout()->activate(); // the nested layouts too (columns, the left column)
}

void NewGameDialogBase::addFoldableNote(QLabel* note)
{
    Q_ASSERT(note && note->parentWidget());
    m_foldableNotes.push_back(note);
}

void NewGameDialogBase::showEvent(QShowEvent* event)
{
    fitToScreen();
    QDialog::showEvent(event);
    // Fitted again once the window manager has framed it: its frame known, not guessed.
    QTimer::singleShot(100, this, [this] {
        if (isVisible() && frameGeometry().height() > geometry().height())
            fitToScreen();
    });
}

void NewGameDialogBase::addSection(QWidget* section, Place place)
{
    Q_ASSERT(section);
    if (place == Place::beside && m_beside->isEmpty()) {
        m_beside->addWidget(section);
        m_beside->addStretch(1);
    } else if (place == Place::beside) {
        m_beside->insertWidget(m_beside->count() - 1, section);
    } else {
        (place == Place::across ? m_across : m_below)->addWidget(section);
    }
}

void NewGameDialogBase::setIntroduction(const QString& text)
{
    m_introduction->setText(text);
    m_introduction->setVisible(!text.isEmpty());
}

QString NewGameDialogBase::problem() const
{
    const QString why = m_table->isEnabled() ? m_table->problem() : QString();
    return why.isEmpty() ? refusal() : why;
}

void NewGameDialogBase::refresh()
{
    if (!m_whole)
        return; // the variant's part is still being built
    const QString why = problem();
    m_problem->setText(why);
    m_start->setEnabled(why.isEmpty());
    // A column the variant showed (Diplomacy's powers, when each player chooses one) may need a
    // wider dialog: it grows as far as the screen allows, once laid out.
    if (isVisible())
        QTimer::singleShot(0, this, [this] {
            // ...and once it is hidden again, the sections may go back beside the table (they
            // stayed under it, the notes folded, a review).
            if (m_body->sizeHint().width() > m_body->width() || m_columns->direction() == QBoxLayout::TopToBottom)
                fitToScreen();
        });
}

void NewGameDialogBase::finishSetup()
{
    m_whole = true;
    refresh();
    fitToScreen(); // sized before it is shown (a picture of it, too)
}

void NewGameDialogBase::rememberChecked(QAbstractButton* box, const QString& key, bool otherwise)
{
    Q_ASSERT(box);
    box->setChecked(QSettings().value(key, otherwise).toBool());
    m_rememberedBoxes.emplace_back(box, key);
}

QCheckBox* NewGameDialogBase::addOption(const QString& text, const QString& key, bool otherwise)
{
    if (!m_options) {
        auto* section = new QGroupBox(tr("Options"));
        m_options = new QVBoxLayout(section);
        addSection(section);
    }
    auto* box = new QCheckBox(text);
    box->setObjectName(key.section(QLatin1Char('/'), -1));
    m_options->addWidget(box);
    rememberChecked(box, key, otherwise);
    return box;
}

void NewGameDialogBase::accept()
{
    if (!m_whole || !problem().isEmpty())
        return;
    m_table->remember();
    QSettings stored;
    for (const auto& [box, key] : m_rememberedBoxes)
        stored.setValue(key, box->isChecked());
    rememberChoices();
    QDialog::accept();
}

} // namespace tablee::gui
