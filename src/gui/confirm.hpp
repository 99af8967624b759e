// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A question whose buttons say what they do ("Eliminate the card", "Cancel"), not "Yes" and
// "No": a player reads the button, not the sentence above it (the desktop guidelines' rule).

#include <QString>

class QWidget;

namespace tablee::gui {

enum class Answered { action, cancel };

// Asks `text` under `title` with two buttons: `action` (a text with its mnemonic) and `cancel`
// ("Cancel" when empty). True when the action is chosen. The default (Return) is Cancel for what
// cannot be taken back easily, the action for an everyday step. The buttons keep the roles of Yes
// and No, for tests and for the platform's order. The box is wide enough for its title, which the
// window manager would cut (« Rendre vos… »).
bool confirm(QWidget* parent, const QString& title, const QString& text, const QString& action,
    Answered byDefault = Answered::cancel, const QString& cancel = {});

} // namespace tablee::gui
