// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

#include <functional>
#include <optional>
#include <stop_token>
#include <thread>

namespace tablee::gui {

// The computer players' moves of a game in the window, for any variant. After every change of
// the game its controller says whether a computer is to move and how it thinks; ComputerTurns
// waits a pause (the table's pace: the last move stays on screen long enough to be read), runs
// the thinking off the GUI thread (a state is a value: the worker thinks on its own copy), and
// hands the result back on the GUI thread, unless the game changed meanwhile (an undo, a move
// by a person), in which case the thought is thrown away and, if a computer is still to move,
// it thinks again about the new position.
//
// The worker is a thread of its own, joined before the next one starts and when ComputerTurns
// goes: Qt's pool threads are detached, and one still ending while the program exits made
// LeakSanitizer's end-of-run check fail now and then (its "fatal error", on CI). A thought that
// is no longer wanted (the game changed, the window closes) is asked to stop through the thread's
// stop_token, so that a long search does not hold up the next position or the closing.
class ComputerTurns : public QObject {
    Q_OBJECT

public:
    // Runs on a worker thread; returns what to do with its result on the GUI thread (play it).
    // Once its stop_token asks, it may end early: what it returns is then thrown away.
    using Think = std::function<std::function<void()>(std::stop_token)>;

    explicit ComputerTurns(QObject* parent = nullptr);
    ~ComputerTurns() override; // waits for a thinking worker

    // A fixed pause instead of the one each call asks (0 in tests).
    void setFixedPause(int milliseconds) { m_fixedPause = milliseconds; }
    bool isThinking() const { return m_thinking; }

    // After every change of the game: forget any thought about the position before, and think
    // `think` after `pause` milliseconds if a computer is to move (nothing: a person's turn).
    void reschedule(std::optional<Think> think, int pause);

signals:
    // Thinking started or stopped (the views say "thinking...").
    void thinkingChanged();

private:
    void startThinking();
    void finishThinking(const std::function<void()>& act);

    QTimer m_timer;
    std::jthread m_worker;
    bool m_thinking = false;
    Think m_next;
    int m_pause = 0;
    std::optional<int> m_fixedPause;
    // Bumped by every change: a thought about an older position is thrown away.
    quint64 m_generation = 0;
    quint64 m_thinkingGeneration = 0;
};

} // namespace tablee::gui
