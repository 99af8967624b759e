// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/error_text.hpp"
#include "gui/player_table.hpp"

#include <optional>

namespace tablee::gui {

// A variant's new-game dialog, with the check every one of them makes written once: the variant
// says how its fields make options (`chosen`), and Start waits until the table, the variant's own
// checks and then the rules (`Rules::start`) accept them. Rules: a core::GameRules type.
template <class Rules> class NewGameDialogOf : public NewGameDialogBase {
public:
    using Options = typename Rules::Options;

    // The options chosen; nothing while Start waits.
    std::optional<Options> options() const
    {
        if (!problem().isEmpty())
            return std::nullopt;
        return chosen();
    }

protected:
    using NewGameDialogBase::NewGameDialogBase;

    // The options as the fields stand, accepted or not (with a game number drawn anew when none is
    // typed).
    virtual Options chosen() const = 0;
    // Why the fields make no options at all, in words (boxes ticked that contradict each other),
    // before the rules are asked; empty when they do.
    virtual QString choiceRefusal() const { return {}; }

private:
    QString refusal() const final
    {
        if (QString why = choiceRefusal(); !why.isEmpty())
            return why;
        const auto started = Rules::start(chosen());
        return started ? QString() : ErrorText::describe(started.error());
    }
};

} // namespace tablee::gui
