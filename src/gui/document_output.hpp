// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

#include <memory>

class QPagedPaintDevice;
class QTextDocument;
class QWidget;

namespace tablee::gui {

// Score sheets, setup sheets and results leave the app the same way in every variant: as an A4
// PDF or on a printer. One place for both, so that margins, titles and messages agree.
class DocumentOutput {
    Q_DECLARE_TR_FUNCTIONS(DocumentOutput)

public:
    // Writes `document` to `path` as an A4 PDF titled `title`; false when nothing was written.
    static bool writePdf(QTextDocument& document, const QString& path, const QString& title);
    // Asks where to save (gui::FilePlaces: the folder last used, `suggestedName` proposed without
    // its ending), writes the PDF and says where it went, or that it could not be written.
    static void savePdfAs(QWidget* parent, QTextDocument& document, const QString& suggestedName, const QString& title);
    // The print preview of `document` on A4, whose Print button chooses the printer.
    static void print(QWidget* parent, QTextDocument& document, const QString& title);

    // A heading <h1>, <h2>... of `text` (plain text, escaped here) that wraps, if it must, only
    // at its dashes and commas: "Dominion campaign — results so far" never leaves "so far" alone
    // on a line, and no word is cut.
    static QString heading(int level, const QString& text);

    // `source` laid out on the device's pages as it is printed: a copy (the document on screen
    // stays as it is) whose tables each stay on one page when they fit on one.
    static std::unique_ptr<QTextDocument> paginated(const QTextDocument& source, QPagedPaintDevice& device);
};

} // namespace tablee::gui
