#pragma once

// Checks every variant's widget tests make of their dialogs.

#include <QDialog>
#include <QTest>

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

} // namespace tablee::test
