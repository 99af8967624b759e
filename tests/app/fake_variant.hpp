// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A minimal variant for testing the application shell on its own, written as a real variant is:
// its rules for core::Game (a counter that each move raises by a step of 1 to 9; over at 100), a
// session over the one generic controller, and a module. No views beyond a label, no texts of its
// own. It is the proof that a new variant writes only its rules, views and texts.

#include "core/game.hpp"
#include "gui/game_controller.hpp"
#include "gui/variant_module.hpp"

#include <QLabel>

#include <memory>

namespace tablee::test {

struct CounterRules {
    struct Options {
        int start = 0;
        friend bool operator==(const Options&, const Options&) = default;
    };
    struct State {
        int count = 0;
        friend bool operator==(const State&, const State&) = default;
    };
    struct Move {
        int step = 1;
        friend bool operator==(const Move&, const Move&) = default;
    };
    static constexpr int goal = 100;
    static constexpr std::size_t max_moves = 1000;

    static const core::SaveSchema& save_schema()
    {
        static const core::SaveSchema schema {.variant = "counter", .current = 1, .migrations = {}};
        return schema;
    }
    static core::Expected<State> start(const Options& options) { return State {options.start}; }
    static core::Expected<void> apply(State& state, const Move& move)
    {
        if (is_over(state))
            return core::fail("counter.over", "the count is reached");
        if (move.step < 1 || move.step > 9)
            return core::fail("counter.bad_step", "a step is 1 to 9");
        state.count += move.step;
        return {};
    }
    static nlohmann::json options_to_json(const Options& options) { return {{"start", options.start}}; }
    static nlohmann::json move_to_json(const Move& move) { return move.step; }
    static Options read_options(const core::JsonValue& json) { return {json["start"].integer(0, goal - 1)}; }
    static Move read_move(const core::JsonValue& json) { return {json.integer(1, 9)}; }
    static std::optional<std::size_t> to_play(const State& state)
    {
        return is_over(state) ? std::nullopt : std::optional<std::size_t>(0);
    }
    static std::vector<Move> legal_moves(const State& state)
    {
        if (is_over(state))
            return {};
        std::vector<Move> moves;
        for (int step = 1; step <= 9; ++step)
            moves.push_back({step});
        return moves;
    }
    static bool is_over(const State& state) { return state.count >= goal; }
    static std::vector<int> scores(const State& state) { return {state.count}; }
};
using CounterGame = core::Game<CounterRules>;

// Its score sheet (found by the module beside the State, as a variant's is): one player.
inline core::ScoreSheet score_sheet(const CounterRules::State& state)
{
    core::ScoreSheet sheet({"Counter"});
    sheet.set(sheet.add_row("count"), 0, state.count);
    return sheet;
}

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
            play(9);
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
class CounterModule : public gui::GameModule<CounterSession, CounterGame> {
public:
    explicit CounterModule(const char* credits = "", HomeCommands home = nullptr)
        : GameModule(
            {.id = "counter",
                .context = "CounterModule",
                .name = "Counter",
                .summary = "A test game that counts.",
                .players = "1 player",
                .credits = credits,
                .schema = &CounterRules::save_schema},
            [](const core::Error&) { return QString(); },
            [](QWidget*) { return std::optional<CounterGame>(CounterGame::create({}).value()); }, home)
    { }
};

} // namespace tablee::test
