// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/seats.hpp"

#include <fmt/format.h>

#include <set>

namespace tablee::core {

Expected<Seats> Seats::create(std::vector<Seat> seats, std::size_t min_players, std::size_t max_players)
{
    if (seats.size() < min_players || seats.size() > max_players)
        return fail("seats.count",
            fmt::format("this game takes {} to {} players, not {}", min_players, max_players, seats.size()),
            {std::to_string(min_players), std::to_string(max_players), std::to_string(seats.size())});
    std::set<std::string> names;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        if (seats[i].name.empty())
            return fail("seats.empty_name", fmt::format("player {} has no name", i + 1), {std::to_string(i + 1)});
        if (!names.insert(seats[i].name).second)
            return fail(
                "seats.duplicate_name", fmt::format("two players are called \"{}\"", seats[i].name), {seats[i].name});
    }
    Seats result;
    result.m_seats = std::move(seats);
    return result;
}

bool Seats::advance()
{
    m_current = (m_current + 1) % m_seats.size();
    return m_current == 0;
}

} // namespace tablee::core
