// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Windows and splitters come back as the user left them: their size, place and divisions are
// kept in the settings (QSettings) under a key of their own, read when they are made and written
// when they are hidden, closed or moved.

#include <QSize>
#include <QString>

class QSplitter;
class QWidget;

namespace tablee::gui {

// Restores `window`'s size and place saved under `key` (else gives it `defaultSize`), and saves
// them whenever it is hidden or closed. Call once, after the window's widgets are made.
void rememberGeometry(QWidget& window, const QString& key, QSize defaultSize);

// Restores `splitter`'s sizes saved under `key`, and saves them once the user has moved it.
void rememberSplitter(QSplitter& splitter, const QString& key);

} // namespace tablee::gui
