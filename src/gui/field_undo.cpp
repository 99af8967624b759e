// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/field_undo.hpp"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace tablee::gui {

namespace {

enum class Wanted { undo, redo };

// Whether the field `object` has typing of its own to undo (or redo); false for what is no text
// field, so that the key is the window's.
bool fieldHasOwn(QObject* object, Wanted wanted)
{
    auto* line = qobject_cast<QLineEdit*>(object);
    if (auto* spin = qobject_cast<QAbstractSpinBox*>(object))
        line = spin->findChild<QLineEdit*>();
    else if (auto* combo = qobject_cast<QComboBox*>(object))
        line = combo->lineEdit();
    if (line)
        return !line->isReadOnly() && (wanted == Wanted::undo ? line->isUndoAvailable() : line->isRedoAvailable());
    const QTextDocument* document = nullptr;
    bool readOnly = true;
    if (auto* text = qobject_cast<QTextEdit*>(object)) {
        document = text->document();
        readOnly = text->isReadOnly();
    } else if (auto* plain = qobject_cast<QPlainTextEdit*>(object)) {
        document = plain->document();
        readOnly = plain->isReadOnly();
    }
    if (!document || readOnly)
        return false;
    return wanted == Wanted::undo ? document->isUndoAvailable() : document->isRedoAvailable();
}

} // namespace

FieldUndoFallThrough::FieldUndoFallThrough(QObject* parent) : QObject(parent)
{
    qApp->installEventFilter(this);
}

bool FieldUndoFallThrough::eventFilter(QObject* watched, QEvent* event)
{
    // A field claims a shortcut's key by accepting its ShortcutOverride: ignored and filtered
    // out here, the key goes to the window's shortcut instead.
    if (event->type() != QEvent::ShortcutOverride)
        return false;
    const auto* key = static_cast<QKeyEvent*>(event);
    const bool undo = key->matches(QKeySequence::Undo);
    const bool redo = key->matches(QKeySequence::Redo) || key->keyCombination() == (Qt::CTRL | Qt::Key_Y);
    if (!undo && !redo)
        return false;
    if (fieldHasOwn(watched, undo ? Wanted::undo : Wanted::redo))
        return false;
    event->ignore();
    return true;
}

} // namespace tablee::gui
