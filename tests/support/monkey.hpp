// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>

#include "core/random.hpp"

#include <cstdint>
#include <cstdlib>
#include <functional>
#include <string>

// How many seeded random events a window's monkey test sends: 10,000, or 1,500 under
// AddressSanitizer, which runs everything several times slower (CI runs both builds).

namespace tablee::test {

inline constexpr int monkey_events =
#if defined(__SANITIZE_ADDRESS__)
    1'500;
#else
    10'000;
#endif

// The seed of a monkey: the test's own, or TABLEE_MONKEY_SEED's to hunt with other ones (a
// failure seen once is then replayed exactly).
inline std::uint64_t monkey_seed(std::uint64_t own)
{
    if (const char* text = std::getenv("TABLEE_MONKEY_SEED"); text && *text)
        return std::stoull(text);
    return own;
}

// What a monkey's event may open that waits in an event loop of its own (a menu's exec, a
// question box): a timer running in that loop answers it, with a generator of its own so that the
// monkey's draws do not depend on when the event loop runs. Lives as long as the monkey.
// `answer(random)` answers what is open, if anything, and says whether it did.
class Answerer {
public:
    Answerer(std::uint64_t seed, std::function<bool(core::Random&)> answer)
        : m_random(seed), m_answer(std::move(answer))
    {
        m_timer.setInterval(5);
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            if (m_answer(m_random))
                ++m_answered;
        });
        m_timer.start();
    }
    int answered() const { return m_answered; }

private:
    core::Random m_random;
    std::function<bool(core::Random&)> m_answer;
    QTimer m_timer;
    int m_answered = 0;
};

// Answers every menu: one entry of it, or Escape.
class MenuAnswerer : public Answerer {
public:
    explicit MenuAnswerer(std::uint64_t seed) : Answerer(seed, &answer) { }

private:
    static bool answer(core::Random& random)
    {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu || !menu->isVisible())
            return false;
        QList<QAction*> entries;
        for (QAction* action : menu->actions())
            if (action->isEnabled() && !action->isSeparator())
                entries << action;
        if (entries.isEmpty() || random.below(5) == 0) {
            QTest::keyClick(menu, Qt::Key_Escape);
            return true;
        }
        // Chosen as a player does (QAction::trigger would leave the menu open, unanswered).
        menu->setActiveAction(
            entries[static_cast<qsizetype>(random.below(static_cast<std::uint64_t>(entries.size())))]);
        QTest::keyClick(menu, Qt::Key_Return);
        return true;
    }
};

// Answers every question box with one of its buttons.
class QuestionAnswerer : public Answerer {
public:
    explicit QuestionAnswerer(std::uint64_t seed) : Answerer(seed, &answer) { }

private:
    static bool answer(core::Random& random)
    {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || !box->isVisible() || box->buttons().isEmpty())
            return false;
        const auto buttons = box->buttons();
        buttons[static_cast<qsizetype>(random.below(static_cast<std::uint64_t>(buttons.size())))]->click();
        return true;
    }
};

} // namespace tablee::test
