// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.hpp"

#include <QCoreApplication>
#include <QString>

namespace tablee::gui {

class VariantRegistry;

// The error's argument `index` as text (empty when it has fewer), for building messages.
QString errorArg(const core::Error& error, std::size_t index);

// Turns an error value into a translated sentence for the user. Variant codes are asked of the
// variant modules first; the shared codes (json.*, save.*, seats.*, io.* ...) are translated
// here; anything else falls back to the engine's English message.
class ErrorText {
    Q_DECLARE_TR_FUNCTIONS(ErrorText)

public:
    static QString describe(const core::Error& error, const VariantRegistry* registry = nullptr);
    // The same for a file Tablée keeps for itself (the high scores, the results of past games),
    // which no player takes for a save: its damage said as that file's, never "not a Tablée save".
    static QString describeRecordFile(const core::Error& error);
    // What a "json.bad_value" error says is wrong, as the end of a sentence ("the entry
    // “game.seed” is missing").
    static QString describeBadValue(const core::Error& error);
};

} // namespace tablee::gui
