#pragma once

// A minimal variant for testing the application shell on its own: a counter that each "move"
// increments. It exercises saving, opening, undo/redo and autosave without any real game.

#include "gui/variant_module.hpp"

#include <QLabel>

#include <memory>

namespace tablee::test {

class CounterSession : public gui::GameSession {
public:
    explicit CounterSession(int count = 0, int undone = 0)
        : m_count(count), m_undone(undone), m_label(std::make_unique<QLabel>())
    {
        refresh();
    }

    QWidget* widget() override { return m_label.get(); }
    nlohmann::json saveGame() const override { return {{"count", m_count}, {"undone", m_undone}}; }
    bool canUndo() const override { return m_count > 0; }
    bool canRedo() const override { return m_undone > 0; }
    void undo() override
    {
        --m_count;
        ++m_undone;
        refresh();
    }
    void redo() override
    {
        ++m_count;
        --m_undone;
        refresh();
    }
    bool isFinished() const override { return m_count >= 100; }

    void play()
    {
        ++m_count;
        m_undone = 0;
        refresh();
    }
    int count() const { return m_count; }

private:
    void refresh()
    {
        m_label->setText(QStringLiteral("count %1").arg(m_count));
        emit changed();
    }

    int m_count;
    int m_undone;
    std::unique_ptr<QLabel> m_label;
};

inline const core::SaveSchema& counterSchema()
{
    static const core::SaveSchema schema {.variant = "counter", .current = 1, .migrations = {}};
    return schema;
}

// Its texts have no translation: they show as they are. No icon nor rules are embedded for it.
class CounterModule : public gui::VariantModule {
public:
    CounterModule()
        : gui::VariantModule({.id = "counter",
            .context = "CounterModule",
            .name = "Counter",
            .summary = "A test game that counts.",
            .players = "1 player",
            .schema = &counterSchema})
    { }
    std::unique_ptr<gui::GameSession> newGame(QWidget*) override { return std::make_unique<CounterSession>(); }
    core::Expected<std::unique_ptr<gui::GameSession>> loadGame(const nlohmann::json& game) override
    {
        if (!game.contains("count") || !game["count"].is_number_integer())
            return core::fail("save.bad_game", "no count");
        return std::make_unique<CounterSession>(game["count"].get<int>(), game.value("undone", 0));
    }
    QString describeError(const core::Error&) const override { return {}; }
};

} // namespace tablee::test
