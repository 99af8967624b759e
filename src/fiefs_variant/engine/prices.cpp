// SPDX-License-Identifier: GPL-3.0-or-later
// The price list: what each action costs and places, and the die table of treason and alliance.
#include "fiefs_variant/engine/game.hpp"

#include <array>
#include <cassert>
#include <variant>

namespace tablee::fiefs_variant {

Action borders_action(std::size_t count)
{
    assert(count >= 1 && count <= 3);
    return std::array {Action::one_border, Action::two_borders, Action::three_borders}[count - 1];
}

Action knights_action(std::size_t count)
{
    assert(count >= 1 && count <= 2);
    return count == 1 ? Action::one_knight : Action::two_knights;
}

int pieces_placed(Action action)
{
    switch (action) {
    case Action::one_border:
    case Action::one_knight:
        return 1;
    case Action::two_borders:
    case Action::two_knights:
        return 2;
    case Action::three_borders:
        return 3;
    default:
        return 0;
    }
}

bool rolls_die(const Move& move)
{
    return std::holds_alternative<AttemptTreason>(move) || std::holds_alternative<AttemptAlliance>(move)
        || std::holds_alternative<SpecialIncome>(move);
}

std::optional<int> fixed_price(Action action)
{
    switch (action) {
    case Action::one_border:
        return 1;
    case Action::two_borders:
        return 3;
    case Action::three_borders:
        return 6;
    case Action::one_knight:
        return 3;
    case Action::two_knights:
        return 7;
    case Action::expansion:
        return 4;
    case Action::treason:
    case Action::alliance:
        return std::nullopt;
    case Action::take_ducats:
    case Action::special_income:
        return 0;
    }
    return std::nullopt;
}

std::optional<int> attempt_price(int die)
{
    assert(die >= 1 && die <= 6);
    static constexpr std::array<int, 7> prices {0, 0, 0, 7, 5, 3, 1};
    if (die <= 2)
        return std::nullopt;
    return prices[static_cast<std::size_t>(die)];
}

} // namespace tablee::fiefs_variant
