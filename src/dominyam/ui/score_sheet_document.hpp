// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dominyam/engine/game.hpp"

#include <QCoreApplication>
#include <QString>

class QTextDocument;

namespace tablee::dominyam::ui {

// The score sheet as a document: on screen (results dialog) and printed to PDF.
class ScoreSheetDocument {
    Q_DECLARE_TR_FUNCTIONS(ScoreSheetDocument)

public:
    // The filled sheet of a game: the turns, then each player's end-game breakdown with the
    // tiles drawn, totals and the winner(s).
    static void fillResults(QTextDocument& document, const State& state);
    // An empty sheet for a game played at a table: turns 14 to 1, the combinations with their
    // values, Values, tiles left, total; `players` columns.
    static void fillBlank(QTextDocument& document, int players);
    // The title of a printed or saved sheet.
    static QString title();
};

} // namespace tablee::dominyam::ui
