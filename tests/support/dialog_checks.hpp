// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Checks every variant's widget tests make of their dialogs.

#include <QAbstractButton>
#include <QAction>
#include <QDialog>
#include <QGroupBox>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTest>

#include "gui/symbol_key.hpp"

#include <map>

namespace tablee::test {

// Whether `dialog`, shown, closes when Escape is pressed in it, as people expect of a desktop
// window.
inline bool closesWithEscape(QDialog& dialog)
{
    dialog.show();
    if (!QTest::qWaitForWindowExposed(&dialog))
        return false;
    QTest::keyClick(&dialog, Qt::Key_Escape);
    return QTest::qWaitFor([&dialog] { return !dialog.isVisible(); });
}

// The key a board's Game-menu action (named `action`, on the shortcut every key shares) opens:
// its window beside the board, open and not modal, named `window`; nothing when it did not open so.
template <class Key>
Key* openedKey(const QList<QAction*>& gameActions, QWidget& view, const QString& action, const QString& window)
{
    for (QAction* each : gameActions)
        if (each->objectName() == action) {
            if (each->shortcut() != gui::keyWindowShortcut())
                return nullptr;
            each->trigger();
        }
    auto* dialog = view.findChild<QDialog*>(window);
    if (!dialog || !dialog->isVisible() || dialog->isModal())
        return nullptr;
    return dialog->findChild<Key*>();
}

// Records the letter `text` marks with "&" ("&&" is an ampersand), if any.
inline void noteMnemonic(std::map<QChar, QStringList>& users, const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i;
            continue;
        }
        users[text[i + 1].toLower()] << text;
        return;
    }
}

inline QStringList clashes(const std::map<QChar, QStringList>& users)
{
    QStringList found;
    for (const auto& [key, texts] : users)
        if (texts.size() > 1)
            found << texts.join(QStringLiteral(" / "));
    return found;
}

// The letters two visible items of `menu` share: typed in the open menu, such a letter only
// moves between them.
inline QStringList clashingMnemonics(const QMenu& menu)
{
    std::map<QChar, QStringList> users;
    for (const QAction* action : menu.actions())
        if (action->isVisible() && !action->isSeparator())
            noteMnemonic(users, action->text());
    return clashes(users);
}

// The Alt+letter keys that two things on screen in `window` claim: the menu bar's titles, the
// visible buttons, the labels of fields, the group boxes. Qt then does nothing at all for the key
// (an ambiguous shortcut), so each clash comes back as "text / text".
inline QStringList clashingMnemonics(QWidget& window)
{
    std::map<QChar, QStringList> users;
    const auto note = [&users](const QString& text) { noteMnemonic(users, text); };
    if (auto* main = qobject_cast<QMainWindow*>(&window))
        for (const QAction* menu : main->menuBar()->actions())
            if (menu->isVisible())
                note(menu->text());
    for (const auto* button : window.findChildren<QAbstractButton*>())
        if (button->isVisibleTo(&window) && button->isEnabled())
            note(button->text());
    for (const auto* label : window.findChildren<QLabel*>())
        if (label->buddy() && label->isVisibleTo(&window))
            note(label->text());
    for (const auto* box : window.findChildren<QGroupBox*>())
        if (box->isVisibleTo(&window))
            note(box->title());
    return clashes(users);
}

} // namespace tablee::test
