// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/computer_turns.hpp"

#include <QtConcurrent/QtConcurrentRun>

namespace tablee::gui {

ComputerTurns::ComputerTurns(QObject* parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ComputerTurns::startThinking);
    connect(&m_watcher, &QFutureWatcher<std::function<void()>>::finished, this, &ComputerTurns::finishThinking);
}

ComputerTurns::~ComputerTurns()
{
    m_timer.stop();
    m_watcher.waitForFinished();
}

void ComputerTurns::reschedule(std::optional<Think> think, int pause)
{
    ++m_generation;
    m_timer.stop();
    m_next = think ? std::move(*think) : Think {};
    m_pause = m_fixedPause.value_or(pause);
    if (m_next && !isThinking())
        m_timer.start(m_pause);
    // While a worker thinks about the old position, finishThinking starts again.
}

void ComputerTurns::startThinking()
{
    if (!m_next || isThinking())
        return;
    m_thinkingGeneration = m_generation;
    m_watcher.setFuture(QtConcurrent::run(m_next));
    emit thinkingChanged();
}

void ComputerTurns::finishThinking()
{
    const auto act = m_watcher.result();
    emit thinkingChanged();
    if (m_thinkingGeneration != m_generation) {
        if (m_next)
            m_timer.start(m_pause);
        return;
    }
    m_next = {};
    act();
}

} // namespace tablee::gui
