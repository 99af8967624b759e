// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Dice drawn from the game's generator.

#include "core/random.hpp"

#include <vector>

namespace tablee::core {

// One die with `sides` faces numbered 1..sides. Precondition: sides >= 1.
int roll_die(Random& random, int sides = 6);

// `count` dice, in the order they were rolled.
std::vector<int> roll_dice(Random& random, int count, int sides = 6);

// Re-rolls the dice whose `keep` flag is false and returns the new values; kept dice are
// unchanged. Rolling happens in index order, so a replay draws the same numbers.
// Precondition: keep.size() == dice.size().
std::vector<int> reroll(Random& random, std::vector<int> dice, const std::vector<bool>& keep, int sides = 6);

} // namespace tablee::core
