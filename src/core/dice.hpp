// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Dice drawn from the game's generator, and the outcomes of a throw as chance's step lists them.

#include "core/random.hpp"

#include <vector>

namespace tablee::core {

// One die with `sides` faces numbered 1..sides. Precondition: sides >= 1.
int roll_die(Random& random, int sides = 6);

// Re-rolls the dice whose `keep` flag is false and returns the new values; kept dice are
// unchanged. Rolling happens in index order, so a replay draws the same numbers.
// Precondition: keep.size() == dice.size().
std::vector<int> reroll(Random& random, std::vector<int> dice, const std::vector<bool>& keep, int sides = 6);

// What `count` dice thrown together may show, as the rules see it: which faces, not which die
// shows which (the dice are alike), so each outcome is a multiset of faces, in rising order, with
// its probability (the number of ways the dice can show it over sides^count). The probabilities
// add up to 1. 252 outcomes for five six-sided dice, against 7,776 ordered throws: a search or a
// tester weighing every outcome does a thirtieth of the work. Precondition: count >= 0, sides >= 1.
struct DiceOutcome {
    std::vector<int> faces; // rising
    double probability = 0;
};
std::vector<DiceOutcome> dice_outcomes(int count, int sides = 6);

} // namespace tablee::core
