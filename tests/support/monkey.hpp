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

// Answers every menu a monkey's click opens (QMenu::exec waits in an event loop of its own, where
// this timer runs): one entry of it, or Escape, drawn from a generator of its own so that the
// monkey's draws do not depend on when the event loop runs. Lives as long as the monkey.
class MenuAnswerer {
public:
    explicit MenuAnswerer(std::uint64_t seed) : m_random(seed)
    {
        m_timer.setInterval(5);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { answer(); });
        m_timer.start();
    }
    int answered() const { return m_answered; }

private:
    void answer()
    {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu || !menu->isVisible())
            return;
        QList<QAction*> entries;
        for (QAction* action : menu->actions())
            if (action->isEnabled() && !action->isSeparator())
                entries << action;
        ++m_answered;
        if (entries.isEmpty() || m_random.below(5) == 0) {
            QTest::keyClick(menu, Qt::Key_Escape);
            return;
        }
        // Chosen as a player does (QAction::trigger would leave the menu open, unanswered).
        menu->setActiveAction(
            entries[static_cast<qsizetype>(m_random.below(static_cast<std::uint64_t>(entries.size())))]);
        QTest::keyClick(menu, Qt::Key_Return);
    }

    core::Random m_random;
    QTimer m_timer;
    int m_answered = 0;
};

// Answers every question box a monkey's event opens (QMessageBox::question waits in an event loop
// of its own, where this timer runs) with one of its buttons, drawn from a generator of its own.
class QuestionAnswerer {
public:
    explicit QuestionAnswerer(std::uint64_t seed) : m_random(seed)
    {
        m_timer.setInterval(5);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { answer(); });
        m_timer.start();
    }
    int answered() const { return m_answered; }

private:
    void answer()
    {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || !box->isVisible())
            return;
        const auto buttons = box->buttons();
        if (buttons.isEmpty())
            return;
        ++m_answered;
        buttons[static_cast<qsizetype>(m_random.below(static_cast<std::uint64_t>(buttons.size())))]->click();
    }

    core::Random m_random;
    QTimer m_timer;
    int m_answered = 0;
};

} // namespace tablee::test
