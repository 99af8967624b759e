// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/dice.hpp"

#include <cassert>
#include <cmath>
#include <cstddef>

namespace tablee::core {

int roll_die(Random& random, int sides)
{
    return random.between(1, sides);
}

std::vector<int> reroll(Random& random, std::vector<int> dice, const std::vector<bool>& keep, int sides)
{
    for (std::size_t i = 0; i < dice.size(); ++i)
        if (!keep[i])
            dice[i] = roll_die(random, sides);
    return dice;
}

namespace {

double factorial(std::size_t n)
{
    double product = 1;
    for (std::size_t k = 2; k <= n; ++k)
        product *= static_cast<double>(k);
    return product;
}

// Faces from `lowest` up for the dice left, appended to `faces`; each complete multiset goes to
// `out` with its number of orderings, count! / (n1! n2! ...), times `each` (1 / sides^count).
void add_outcomes(std::vector<int>& faces, int left, int lowest, int sides, double each, std::vector<DiceOutcome>& out)
{
    if (left == 0) {
        double orderings = factorial(faces.size());
        for (std::size_t i = 0; i < faces.size();) {
            std::size_t same = 1;
            while (i + same < faces.size() && faces[i + same] == faces[i])
                ++same;
            orderings /= factorial(same);
            i += same;
        }
        out.push_back({faces, orderings * each});
        return;
    }
    for (int face = lowest; face <= sides; ++face) {
        faces.push_back(face);
        add_outcomes(faces, left - 1, face, sides, each, out);
        faces.pop_back();
    }
}

} // namespace

std::vector<DiceOutcome> dice_outcomes(int count, int sides)
{
    assert(count >= 0 && sides >= 1);
    std::vector<DiceOutcome> out;
    std::vector<int> faces;
    add_outcomes(faces, count, 1, sides, std::pow(static_cast<double>(sides), -count), out);
    return out;
}

} // namespace tablee::core
