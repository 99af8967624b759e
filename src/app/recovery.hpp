// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.hpp"
#include "core/save.hpp"

#include <QString>

#include <cstddef>
#include <optional>

namespace tablee::gui {
class VariantRegistry;
} // namespace tablee::gui

namespace tablee::app {

// A saved game whose later move no longer replays (a file damaged, or changed by hand), opened at
// its last move that does: what is kept, and what was dropped and why.
struct GameBeforeRefusal {
    core::SaveEnvelope envelope; // the game at its last move that replays
    std::size_t keptMoves = 0;
    std::size_t droppedMove = 0; // the number of the move refused (from 1); those after it go too
    QString why; // the rule that refused it, in the interface language
};

// When `error`, met restoring `envelope`'s game, is a refused move after the first: the same game
// before that move, if it restores (its variant's loadGame accepts it). Nothing otherwise.
std::optional<GameBeforeRefusal> gameBeforeRefusal(
    const core::SaveEnvelope& envelope, const core::Error& error, const gui::VariantRegistry& registry);

} // namespace tablee::app
