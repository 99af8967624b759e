// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/computer_turns.hpp"

#include <QMetaObject>

namespace tablee::gui {

ComputerTurns::ComputerTurns(QObject* parent) : QObject(parent)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ComputerTurns::startThinking);
}

ComputerTurns::~ComputerTurns()
{
    m_timer.stop();
    // Stopped and joined here, while the object is whole: a result the worker posted meanwhile is
    // dropped with the object's pending events.
    m_worker.request_stop();
    if (m_worker.joinable())
        m_worker.join();
}

void ComputerTurns::reschedule(std::optional<Think> think, int pause)
{
    ++m_generation;
    m_timer.stop();
    m_next = think ? std::move(*think) : Think {};
    m_pause = m_fixedPause.value_or(pause);
    if (m_next && !isThinking())
        m_timer.start(m_pause);
    // A worker thinking about the old position is told to stop; finishThinking then starts again.
    if (isThinking())
        m_worker.request_stop();
}

void ComputerTurns::startThinking()
{
    if (!m_next || isThinking())
        return;
    m_thinkingGeneration = m_generation;
    // The worker before has handed its result back already (m_thinking was false): this join
    // only waits for its thread to end.
    if (m_worker.joinable())
        m_worker.join();
    m_thinking = true;
    m_worker = std::jthread([this, think = m_next](std::stop_token stop) {
        auto act = think(stop);
        QMetaObject::invokeMethod(
            this, [this, act = std::move(act)] { finishThinking(act); }, Qt::QueuedConnection);
    });
    emit thinkingChanged();
}

void ComputerTurns::finishThinking(const std::function<void()>& act)
{
    m_thinking = false;
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
