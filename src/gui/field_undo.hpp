// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Ctrl+Z in a text field undoes that field's typing; once the field has nothing of its own to
// undo, the key is the window's Undo (the game's), as if no field had the keyboard. Without
// this, a line edit or a spin box claims Ctrl+Z whatever it holds, and the game's Undo did
// nothing while one had the focus (the Civilization editor's number and area boxes, an empty
// order line). The same for Redo.

#include <QObject>

namespace tablee::gui {

class FieldUndoFallThrough : public QObject {
    Q_OBJECT

public:
    // Watches every widget of the application, while it lives.
    explicit FieldUndoFallThrough(QObject* parent = nullptr);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace tablee::gui
