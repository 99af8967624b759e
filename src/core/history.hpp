// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A game's history: every move made, in order, and a cursor. Moves before the cursor are in
// force; moves after it are the ones undone and still available to redo. A variant rebuilds its
// state by replaying the moves in force from the initial state (seed + options), which is what
// makes undo exact even for random events: the generator lives in the state and is replayed too.

#include "core/error.hpp"

#include <cassert>
#include <cstddef>
#include <span>
#include <utility>
#include <vector>

namespace tablee::core {

template <class Move> class History {
public:
    History() = default;

    // Records a new move at the cursor; whatever had been undone is dropped (no branching).
    void record(Move move)
    {
        m_moves.resize(m_cursor);
        m_moves.push_back(std::move(move));
        ++m_cursor;
    }

    bool can_undo() const { return m_cursor > 0; }
    bool can_redo() const { return m_cursor < m_moves.size(); }

    // Precondition: can_undo(). Returns the move taken back.
    const Move& undo()
    {
        assert(can_undo());
        return m_moves[--m_cursor];
    }
    // Precondition: can_redo(). Returns the move put back in force.
    const Move& redo()
    {
        assert(can_redo());
        return m_moves[m_cursor++];
    }

    // The moves in force, oldest first.
    std::span<const Move> applied() const { return {m_moves.data(), m_cursor}; }
    // Every move recorded, including those undone.
    const std::vector<Move>& moves() const { return m_moves; }
    std::size_t cursor() const { return m_cursor; }

    // Rebuilds a history read from a save. Errors: "history.bad_cursor".
    static Expected<History> restore(std::vector<Move> moves, std::size_t cursor)
    {
        if (cursor > moves.size())
            return fail("history.bad_cursor", "the saved history's cursor lies past its last move");
        History history;
        history.m_moves = std::move(moves);
        history.m_cursor = cursor;
        return history;
    }

    friend bool operator==(const History&, const History&) = default;

private:
    std::vector<Move> m_moves;
    std::size_t m_cursor = 0;
};

} // namespace tablee::core
