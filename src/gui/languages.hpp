// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace tablee::gui {

// The languages Tablée's interface speaks: English (the source texts) and French, each with its
// catalogue embedded as ":/i18n/tablee_<code>.qm" (the application's resources).
QStringList interfaceLanguages();

// A text listed for translation (`source`, in `context`, as QCoreApplication::translate takes
// them) in every language the interface speaks, whichever is shown now: English first, then each
// catalogue's own (none twice; a language whose catalogue is not there, as in a test program
// without the application's resources, adds nothing). What a player types may be in any of them:
// French tables say « Byzance » in an English interface too.
QStringList textsInEveryLanguage(const char* context, const char* source);

} // namespace tablee::gui
