// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice.hpp"

namespace tablee::core {

int roll_die(Random& random, int sides)
{
    return random.between(1, sides);
}

std::vector<int> roll_dice(Random& random, int count, int sides)
{
    std::vector<int> dice;
    dice.reserve(static_cast<std::size_t>(count));
    for (int i = 0; i < count; ++i)
        dice.push_back(roll_die(random, sides));
    return dice;
}

std::vector<int> reroll(Random& random, std::vector<int> dice, const std::vector<bool>& keep, int sides)
{
    for (std::size_t i = 0; i < dice.size(); ++i)
        if (!keep[i])
            dice[i] = roll_die(random, sides);
    return dice;
}

} // namespace tablee::core
