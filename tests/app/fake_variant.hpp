// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A minimal variant for testing the application shell on its own, written as a real variant is:
// its rules for core::Game (the counter of tests/support/counter_rules.hpp), a session over the
// one generic controller, and a module. No views beyond a label, no texts of its
// own. It is the proof that a new variant writes only its rules, views and texts.

#include "cards_rules.hpp"
#include "core/game.hpp"
#include "counter_rules.hpp"
#include "gui/game_controller.hpp"
#include "gui/variant_module.hpp"

#include <QLabel>

#include <memory>

namespace tablee::test {

using CounterGame = core::Game<CounterRules>;

class CounterSession : public gui::GameSession {
public:
    explicit CounterSession(CounterGame game)
        : CounterSession(std::make_unique<gui::GameControllerOf<CounterGame>>(std::move(game)))
    { }

    QWidget* widget() override { return m_label.get(); }

    void play(int step = 1) { m_controller->play({step}); }
    void playToTheEnd()
    {
        while (!m_controller->isOver())
            play(CounterRules::largest_step(m_controller->state()));
    }
    int count() const { return m_controller->state().count; }

private:
    explicit CounterSession(std::unique_ptr<gui::GameControllerOf<CounterGame>> controller)
        : gui::GameSession(controller.get()), m_controller(std::move(controller)), m_label(std::make_unique<QLabel>())
    {
        QObject::connect(m_controller.get(), &gui::GameController::stateChanged, m_label.get(),
            [this] { m_label->setText(QStringLiteral("count %1").arg(count())); });
    }

    std::unique_ptr<gui::GameControllerOf<CounterGame>> m_controller;
    std::unique_ptr<QLabel> m_label;
};

// Its texts have no translation: they show as they are. No icon nor rules are embedded for it.
// `ask`: how the table asks for a new game (a new count from 0 by default).
class CounterModule : public gui::GameModule<CounterSession, CounterGame> {
public:
    explicit CounterModule(const char* credits = "", HomeCommands home = nullptr, AskNewGame ask = &newCount)
        : GameModule(
            {.id = "counter",
                .context = "CounterModule",
                .name = "Counter",
                .summary = "A test game that counts.",
                .players = "1 player",
                .credits = credits,
                .schema = &CounterRules::save_schema},
            [](const core::Error&) { return QString(); }, ask, home)
    { }

private:
    static std::optional<CounterGame> newCount(QWidget*) { return CounterGame::create({}).value(); }
};

// Two people taking cards in turn (tests/support/cards_rules.hpp): a game where Undo may take back
// the other's finished turn, which asks the table first.
using TurnsGame = core::Game<CardsRules>;

class TurnsSession : public gui::GameSession {
public:
    explicit TurnsSession(TurnsGame game)
        : TurnsSession(std::make_unique<gui::GameControllerOf<TurnsGame>>(std::move(game)))
    { }

    QWidget* widget() override { return m_label.get(); }
    // The seat to play takes the lowest card left.
    void takeACard()
    {
        const auto& state = m_controller->state();
        m_controller->play(CardsRules::legal_moves(state).front());
    }
    std::size_t toMove() const { return m_controller->state().to_move; }

private:
    explicit TurnsSession(std::unique_ptr<gui::GameControllerOf<TurnsGame>> controller)
        : gui::GameSession(controller.get()), m_controller(std::move(controller)), m_label(std::make_unique<QLabel>())
    { }

    std::unique_ptr<gui::GameControllerOf<TurnsGame>> m_controller;
    std::unique_ptr<QLabel> m_label;
};

class TurnsModule : public gui::GameModule<TurnsSession, TurnsGame> {
public:
    TurnsModule()
        : GameModule(
            {.id = "cards",
                .context = "TurnsModule",
                .name = "Cards",
                .summary = "A test game of turns.",
                .players = "2 players",
                .schema = &CardsRules::save_schema},
            [](const core::Error&) { return QString(); },
            [](QWidget*) { return std::optional<TurnsGame>(TurnsGame::create({}).value()); })
    { }
};

} // namespace tablee::test
