// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Checks every variant's widget tests make of the game a window shows.

#include <type_traits>

namespace tablee::test {

// Whether the state a controller (gui::GameControllerOf<Game>) shows is the one its game's
// history replays to from the start: whatever the views did, the engine stayed the referee.
template <class Controller> bool showsWhatItsHistoryReplays(const Controller& controller)
{
    const auto& game = controller.game();
    using Game = std::remove_cvref_t<decltype(game)>;
    const auto replayed = Game::replay(game.options(), game.history().applied());
    return replayed && *replayed == controller.state();
}

} // namespace tablee::test
