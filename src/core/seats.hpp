// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Seats around the table and whose turn it is.

#include "core/error.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace tablee::core {

// Longest player name a file may hold, in bytes: far beyond any name typed at a table, short
// enough that a damaged file cannot fill the screen or the memory with one.
inline constexpr std::size_t max_name_length = 200;

struct Seat {
    std::string name;
    bool computer = false; // played by the software

    friend bool operator==(const Seat&, const Seat&) = default;
};

class Seats {
public:
    // Errors: "seats.count" when the number of seats is outside [min_players, max_players],
    // "seats.empty_name", "seats.duplicate_name".
    static Expected<Seats> create(std::vector<Seat> seats, std::size_t min_players, std::size_t max_players);

    std::size_t size() const { return m_seats.size(); }
    const Seat& operator[](std::size_t index) const { return m_seats[index]; }

    std::size_t current_index() const { return m_current; }
    const Seat& current() const { return m_seats[m_current]; }
    // Passes the turn to the next seat, wrapping round. Returns true when it wrapped to seat 0.
    bool advance();

    friend bool operator==(const Seats&, const Seats&) = default;

private:
    std::vector<Seat> m_seats;
    std::size_t m_current = 0;
};

} // namespace tablee::core
