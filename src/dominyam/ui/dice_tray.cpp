// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/dice_tray.hpp"

#include "dominyam/ui/dominyam_controller.hpp"
#include "gui/confirm.hpp"
#include "gui/pips.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QShortcut>

namespace tablee::dominyam::ui {

namespace {
constexpr int fullRow = 72; // the dice's row, each die 64 pixels with room around it
} // namespace

// The row of dice itself.
class DiceStrip : public QWidget {
public:
    explicit DiceStrip(DominyamController& controller, QWidget* parent) : QWidget(parent), m_controller(controller)
    {
        setObjectName(QStringLiteral("diceStrip"));
        setMinimumWidth(dice_count * fullRow);
        setFixedHeight(fullRow);
        setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
        setCursor(Qt::PointingHandCursor);
    }

    QRect dieRect(int die) const
    {
        const int side = std::min(height(), 64);
        return {die * (side + 8), (height() - side) / 2, side, side};
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        const auto& state = m_controller.state();
        for (int die = 0; die < dice_count; ++die) {
            gui::DieLook look;
            look.held = m_controller.hold()[static_cast<std::size_t>(die)];
            look.dimmed = !state.rolled() || state.over();
            if (const auto& hint = m_controller.hint(); hint && hint->action == Advice::Action::reroll)
                look.hinted = hint->hold[static_cast<std::size_t>(die)];
            paintDie(painter, dieRect(die), state.dice()[static_cast<std::size_t>(die)], look);
        }
    }

    void mousePressEvent(QMouseEvent* event) override
    {
        for (int die = 0; die < dice_count; ++die)
            if (dieRect(die).contains(event->position().toPoint()))
                m_controller.toggleHold(die);
    }

private:
    DominyamController& m_controller;
};

DiceTray::DiceTray(DominyamController& controller, QWidget* parent) : QWidget(parent), m_controller(controller)
{
    setObjectName(QStringLiteral("diceTray"));
    m_dice = new DiceStrip(controller, this);
    m_roll = new QPushButton(this);
    m_roll->setObjectName(QStringLiteral("rollButton"));
    m_pass = new QPushButton(this);
    m_pass->setObjectName(QStringLiteral("passButton"));
    m_hint = new QPushButton(this);
    m_hint->setObjectName(QStringLiteral("hintButton"));
    m_rollsLeft = new QLabel(this);
    m_rollsLeft->setObjectName(QStringLiteral("rollsLeft"));
    for (auto* button : {m_roll, m_pass, m_hint}) {
        button->setMinimumHeight(40);
        // The keyboard drives them through the shortcuts below; a focused button would also
        // take the Space key and act twice.
        button->setFocusPolicy(Qt::NoFocus);
    }
    m_roll->setMinimumWidth(130);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(layout->contentsMargins().left(), 2, layout->contentsMargins().right(), 2);
    layout->addWidget(m_dice);
    layout->addSpacing(12);
    layout->addWidget(m_roll);
    layout->addWidget(m_rollsLeft);
    layout->addStretch(1);
    layout->addWidget(m_hint);
    layout->addWidget(m_pass);

    connect(m_roll, &QPushButton::clicked, this, [this] {
        if (m_controller.state().rolled())
            m_controller.reroll();
        else
            m_controller.roll();
    });
    connect(m_pass, &QPushButton::clicked, this, [this] {
        // A ranked solo game has no undo: a stray P with a meal on the board lost the turn for
        // good (a review). Asked then, Cancel the default; elsewhere Undo takes a pass back.
        const State& state = m_controller.state();
        const bool ranked = state.solo() && !state.options().practice;
        if (ranked && !m_controller.legalMeals().empty()
            && !gui::confirm(this, tr("Pass this turn?"),
                tr("A meal is possible with these dice (its tiles are outlined in green). Passing eats nothing "
                   "this turn, and a ranked game cannot undo it."),
                tr("&Pass all the same")))
            return;
        m_controller.pass();
    });
    connect(m_hint, &QPushButton::clicked, &m_controller, &DominyamController::requestHint);

    // Shortcuts belong to the game screen (the tray's parent): active whenever it is shown.
    auto addShortcut = [this](const QKeySequence& keys, auto slot) {
        auto* shortcut = new QShortcut(keys, parentWidget() ? parentWidget() : this);
        shortcut->setContext(Qt::WindowShortcut); // only while the game screen is shown
        connect(shortcut, &QShortcut::activated, this, slot);
    };
    addShortcut(QKeySequence(Qt::Key_Space), [this] { m_roll->click(); });
    addShortcut(QKeySequence(Qt::Key_R), [this] { m_roll->click(); });
    addShortcut(QKeySequence(Qt::Key_P), [this] { m_pass->click(); });
    // The hint's key is the first letter of the button's word in the interface language (H for
    // Hint, C for Conseil; retranslate), H staying too.
    m_hintShortcut = new QShortcut(parentWidget() ? parentWidget() : this);
    m_hintShortcut->setContext(Qt::WindowShortcut);
    connect(m_hintShortcut, &QShortcut::activated, this, [this] { m_hint->click(); });
    addShortcut(QKeySequence(Qt::Key_Escape), [this] { m_controller.clearSelection(); });
    for (int die = 0; die < dice_count; ++die)
        addShortcut(QKeySequence(Qt::Key_1 + die), [this, die] { m_controller.toggleHold(die); });

    connect(&m_controller, &DominyamController::stateChanged, this, &DiceTray::refresh);
    retranslate();
}

void DiceTray::setCompact(bool compact)
{
    m_compact = compact;
    m_dice->setFixedHeight(compact ? fullRow - compactSaving : fullRow);
}

QRect DiceTray::dieRect(int die) const
{
    return m_dice->dieRect(die).translated(m_dice->pos());
}

void DiceTray::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString DiceTray::hintKey()
{
    return tr("H", "the key that asks a hint: the first letter of the word on its button");
}

void DiceTray::retranslate()
{
    m_pass->setText(tr("Pass (P)"));
    m_pass->setToolTip(tr("Eat nothing this turn"));
    m_hint->setText(tr("Hint (%1)", "the hint button; its key").arg(hintKey()));
    // Once each: the same key twice on one shortcut is ambiguous, and Qt then triggers nothing
    // (in English H did nothing).
    QList<QKeySequence> keys {QKeySequence(hintKey())};
    if (keys.front() != QKeySequence(Qt::Key_H))
        keys << QKeySequence(Qt::Key_H);
    m_hintShortcut->setKeys(keys);
    m_hint->setToolTip(tr("What would the advisor do?"));
    refresh();
}

void DiceTray::refresh()
{
    const auto& state = m_controller.state();
    const bool personToPlay = !m_controller.isComputerToMove();
    m_roll->setText(state.rolled() ? tr("Re-roll (Space)") : tr("Roll (Space)"));
    m_roll->setToolTip(state.rolled() ? tr("Re-roll the dice not held (click a die or press 1-5 to hold it)")
                                      : tr("Roll the five dice"));
    m_roll->setEnabled(personToPlay && allows(state, state.rolled() ? Action::reroll : Action::roll));
    m_pass->setEnabled(personToPlay && allows(state, Action::pass));
    m_hint->setEnabled(personToPlay && !state.over());
    if (state.over())
        m_rollsLeft->clear();
    else if (!state.rolled())
        m_rollsLeft->setText(tr("then up to 2 re-rolls"));
    else
        m_rollsLeft->setText(tr("%n re-roll(s) left", nullptr, state.rerolls_left()));
    m_dice->update();
}

} // namespace tablee::dominyam::ui
