// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sheet of what happened at the table (PDF or printer): every calamity resolved so far, who
// traded it to whom, each choice made in its order, the losses owed, taken and forgiven, and the
// nations after it (tokens, cities, areas); then the board as it stands, and the two calamities'
// rules in short. In the interface language.

#include "civ_calamities/engine/rules.hpp"

#include <QCoreApplication>
#include <QString>

#include <memory>

class QTextDocument;

namespace tablee::civ_calamities::ui {

class CivSheet {
    Q_DECLARE_TR_FUNCTIONS(CivSheet)

public:
    static std::unique_ptr<QTextDocument> make(const Game& game);
    // The same, as HTML (what the document is made of).
    static QString html(const Game& game);
};

} // namespace tablee::civ_calamities::ui
