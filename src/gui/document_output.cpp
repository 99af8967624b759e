#include "gui/document_output.hpp"

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QPrintDialog>
#include <QPrinter>
#include <QStandardPaths>
#include <QTextDocument>

namespace tablee::gui {

namespace {

const QPageLayout& a4Layout()
{
    static const QPageLayout layout(
        QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    return layout;
}

} // namespace

bool DocumentOutput::writePdf(QTextDocument& document, const QString& path, const QString& title)
{
    {
        QPdfWriter writer(path);
        writer.setPageLayout(a4Layout());
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Tablée"));
        document.print(&writer);
    } // the writer closes the file here
    return QFileInfo(path).size() > 0;
}

void DocumentOutput::savePdfAs(
    QWidget* parent, QTextDocument& document, const QString& suggestedName, const QString& title)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = QFileDialog::getSaveFileName(
        parent, tr("Save as PDF"), folder + QLatin1Char('/') + suggestedName, tr("PDF documents (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    if (!writePdf(document, path, title))
        QMessageBox::warning(parent, tr("Cannot save the PDF"), tr("Could not write %1.").arg(path));
}

void DocumentOutput::print(QWidget* parent, QTextDocument& document, const QString& title)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(a4Layout());
    printer.setDocName(title);
    printer.setCreator(QStringLiteral("Tablée"));
    QPrintDialog dialog(&printer, parent);
    dialog.setWindowTitle(tr("Print “%1”").arg(title));
    if (dialog.exec() != QDialog::Accepted)
        return;
    document.print(&printer);
}

} // namespace tablee::gui
