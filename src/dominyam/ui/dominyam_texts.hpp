// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.hpp"
#include "dominyam/engine/game.hpp"
#include "dominyam/engine/scoring.hpp"

#include <QCoreApplication>
#include <QString>

namespace tablee::dominyam::ui {

// Every Dominyam text that depends on engine values: refusals in words, combination names,
// how a game ended. One place, so that the board, the score sheet and the PDF say the same.
class DominyamTexts {
    Q_DECLARE_TR_FUNCTIONS(DominyamTexts)

public:
    // The rule an error breaks, in words; empty when `error` is not a Dominyam code.
    static QString describe(const core::Error& error);
    static QString notRolledYet();
    static QString combinationName(CombinationKind kind);
    static QString endReason(EndReason reason);
    // "12 points", "1 point", "-3 points": a score, which may be negative in solo.
    static QString points(int points);
    // "3-5", or "0-4" as a domino is named at the table.
    static QString tileName(const Tile& tile);
    // A move of `state`'s game in a few words, for Undo and Redo: "roll", "re-roll 3 dice",
    // "eat 3-6 and 2-2", "pass".
    static QString moveText(const State& state, const Move& move);
    // One finished turn of `state`'s game for the game log: "Turn 12 — Ana: ate 3-6 and 2-2 with
    // point die 5 (5 points); dice 5 3 6 2 2, 2 rolls".
    static QString turnText(const State& state, const TurnRecord& record);
    // A seat's name as the table shows it: a computer's says so, and the strong level says its level.
    static QString seatName(const State& state, std::size_t seat);
};

} // namespace tablee::dominyam::ui
