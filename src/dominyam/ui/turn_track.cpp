// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/turn_track.hpp"

#include "dominyam/ui/dominyam_controller.hpp"
#include "dominyam/ui/dominyam_texts.hpp"
#include "gui/player_table.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

namespace tablee::dominyam::ui {

// The boxes of the track, one per turn number, 14 down to 1.
class TrackStrip : public QWidget {
public:
    TrackStrip(DominyamController& controller, QWidget* parent) : QWidget(parent), m_controller(controller)
    {
        setMinimumSize(first_turn * 30, 36);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const auto& state = m_controller.state();
        const qreal box = std::min<qreal>(height() - 4, (width() - 4) / qreal(first_turn));
        QFont font = painter.font();
        font.setBold(true);
        painter.setFont(font);
        for (int turn = first_turn; turn >= 1; --turn) {
            const int slot = first_turn - turn;
            const QRectF rect(2 + slot * box, 2, box - 4, box - 4);
            const TurnMark mark = turn_mark(state, turn);
            const bool current = mark == TurnMark::current;
            const bool past = mark == TurnMark::played;
            QColor fill = past ? QColor(0xd6, 0xd1, 0xc4) : QColor(0xfb, 0xf7, 0xee);
            if (current)
                fill = QColor(0xe8, 0xb0, 0x3e);
            painter.setPen(QPen(QColor(0x55, 0x50, 0x45), current ? 2.5 : 1));
            painter.setBrush(fill);
            painter.drawRoundedRect(rect, 5, 5);
            painter.setPen(past ? QColor(0x8a, 0x85, 0x78) : QColor(0x1d, 0x1d, 0x1b));
            painter.drawText(rect, Qt::AlignCenter, QString::number(turn));
        }
    }

private:
    DominyamController& m_controller;
};

TurnTrack::TurnTrack(DominyamController& controller, QWidget* parent) : QWidget(parent), m_controller(controller)
{
    setObjectName(QStringLiteral("turnTrack"));
    m_strip = new TrackStrip(controller, this);
    m_player = new QLabel(this);
    m_player->setObjectName(QStringLiteral("turnPlayer"));
    m_player->setStyleSheet(QStringLiteral("font-size: 14pt; font-weight: 600;"));
    m_objective = new QLabel(this);
    m_objective->setObjectName(QStringLiteral("objective"));
    m_objective->setWordWrap(true);
    auto* texts = new QVBoxLayout;
    texts->addWidget(m_player);
    texts->addWidget(m_objective);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_strip, 3);
    layout->addSpacing(12);
    layout->addLayout(texts, 2);
    connect(&m_controller, &DominyamController::stateChanged, this, &TurnTrack::refresh);
    refresh();
}

QString TurnTrack::playerText() const
{
    const auto& state = m_controller.state();
    if (state.over())
        return tr("Game over");
    const auto& seat = state.seats().current();
    const QString name = gui::PlayerTable::shownName(QString::fromStdString(seat.name));
    // One numbering everywhere (this header, the track, the score sheet, the log, the printed
    // sheet): the rules' turn number, which counts down and is the turn's objective.
    if (state.solo())
        return tr("Turn %1, counting down from %2").arg(state.turn()).arg(first_turn);
    // At a table, a turn nobody ate in is played again by the next player (the rules' turn
    // order): said, or the number standing still reads as a fault (a review); here, on the line
    // that names the turn, and not after the objective, where it made a second line come and go
    // and the board under the track jump (another). Why is the last turn's line: « passed ».
    const auto& log = state.log();
    const bool again = !log.empty() && !log.back().meal && log.back().turn == state.turn();
    if (m_controller.isThinking() || seat.computer)
        return (again ? tr("Turn %1 again — %2 is playing…") : tr("Turn %1 — %2 is playing…"))
            .arg(state.turn())
            .arg(gui::PlayerTable::computerSeatName(name));
    return (again ? tr("Turn %1 again — %2 to play") : tr("Turn %1 — %2 to play")).arg(state.turn()).arg(name);
}

QString TurnTrack::objectiveText() const
{
    const auto& state = m_controller.state();
    if (state.over())
        return DominyamTexts::endReason(state.end_reason());
    const auto& objective = state.objective();
    if (objective.lowered)
        return tr("Objective: %1 pips — lowered from %2, because no pair that may be eaten reaches %2 pips.")
            .arg(objective.value)
            .arg(objective.turn);
    return tr("Objective: at least %n pip(s) in the two tiles eaten.", nullptr, objective.value);
}

void TurnTrack::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void TurnTrack::refresh()
{
    m_player->setText(playerText());
    m_objective->setText(objectiveText());
    m_strip->update();
}

} // namespace tablee::dominyam::ui
