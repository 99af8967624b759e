// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTextBrowser>

namespace tablee::gui {

// A text browser whose copied text is plain typing: the word joiners and no-break spaces that
// keep an order or a coordinate on one line on screen ("A PAR - BUR", "h3/i3") become nothing
// and ordinary spaces, so that what is pasted into a message, a judge or tablee-cli reads as
// typed.
class PlainCopyBrowser : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;

    // The text as it is copied.
    static QString plainCopy(QString text);

protected:
    QMimeData* createMimeDataFromSelection() const override;
};

} // namespace tablee::gui
