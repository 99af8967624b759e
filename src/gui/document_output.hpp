#pragma once

#include <QCoreApplication>
#include <QString>

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
    // Asks where to save (in the documents folder, `suggestedName` proposed) and writes the PDF;
    // says so in a message box when the file cannot be written.
    static void savePdfAs(QWidget* parent, QTextDocument& document, const QString& suggestedName, const QString& title);
    // The print dialog (a printer, or a PDF file), then prints `document` on A4.
    static void print(QWidget* parent, QTextDocument& document, const QString& title);
};

} // namespace tablee::gui
