// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/recovery.hpp"

#include "core/game.hpp"
#include "gui/error_text.hpp"
#include "gui/variant_registry.hpp"

namespace tablee::app {

std::optional<GameBeforeRefusal> gameBeforeRefusal(
    const core::SaveEnvelope& envelope, const core::Error& error, const gui::VariantRegistry& registry)
{
    const auto number = core::refused_move_number(error);
    const auto* module = registry.find(QString::fromStdString(envelope.variant));
    if (!number || *number < 2 || !module)
        return std::nullopt; // nothing refused, or nothing played before it
    GameBeforeRefusal recovered;
    recovered.envelope = envelope;
    recovered.envelope.game = core::game_before_move(envelope.game, *number - 1);
    if (!module->summarize(recovered.envelope.game))
        return std::nullopt;
    recovered.keptMoves = *number - 1;
    recovered.droppedMove = *number;
    // The rule the move breaks: the refusal's cause, after its own argument (the number).
    recovered.why = gui::ErrorText::describe(core::cause_of(error, 1), &registry);
    return recovered;
}

} // namespace tablee::app
