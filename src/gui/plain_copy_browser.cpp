// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/plain_copy_browser.hpp"

#include <QMimeData>
#include <QTextCursor>
#include <QTextDocumentFragment>

namespace tablee::gui {

QString PlainCopyBrowser::plainCopy(QString text)
{
    return text.remove(QChar(0x2060)).replace(QChar::Nbsp, QLatin1Char(' ')).replace(QChar(0x202F), QLatin1Char(' '));
}

QMimeData* PlainCopyBrowser::createMimeDataFromSelection() const
{
    // Plain text only: the rich form would carry the same characters to a rich editor.
    auto* copied = new QMimeData;
    copied->setText(plainCopy(textCursor().selection().toPlainText()));
    return copied;
}

} // namespace tablee::gui
