// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fiefs_variant/engine/rules.hpp"

#include "core/error.hpp"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace tablee::fiefs_variant::ui {

// Every Fiefs text that depends on engine values, in the interface language: refusals, terrains,
// the price list, what the step asks, moves and their outcomes for the log.
class FiefsTexts {
    Q_DECLARE_TR_FUNCTIONS(FiefsTexts)

public:
    // The rule an error breaks, in words; empty when `error` is not a fiefs_variant code.
    static QString describe(const core::Error& error);
    static QString terrainName(Terrain terrain);
    static QString actionName(Action action);
    // "1 ducat", "3 ducats", "die" (treason and alliance), "free" (ducats taken, special income).
    static QString priceText(Action action);
    // What an action does, in the rules' words (the price list's tooltips).
    static QString actionHelp(Action action);
    static QString controlName(Control control);
    // A computer's level in a word ("easy"), after its name where room is short.
    static QString levelName(Control control);
    // "c4 (forest)"; an edge "c4/d4".
    static QString spaceText(const Position& position, Space space);
    static QString edgeText(Edge edge);
    // A fief by its owner and its castle: "Basile’s fief at f4".
    static QString fiefText(const Position& position, Space castle, const QStringList& names);
    // The die of the last move and what it meant ("5: 3 ducats paid", "2: the attempt fails"),
    // in words that fit the log (no "you").
    static QString rollText(const Roll& roll);
    // A move made on `before`, with what came of it (the die, the income...) seen in `after`.
    // The fiefs a move closed and the scores it changed, as sentences after the move's own
    // (empty when it changed neither).
    static QString fiefsAndScores(const State& before, const State& after, const QStringList& names);
    // The log's lines for a move: its own (empty for a move whose die is still to roll; the die's
    // move tells them both), then the next turn's mine income if any.
    static QStringList moveText(const State& before, const Move& move, const State& after, const QStringList& names);
    // The short words Undo and Redo show ("place 2 borders").
    static QString moveWords(const State& state, const Move& move);
};

} // namespace tablee::fiefs_variant::ui
