// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/document_output.hpp"

#include "gui/file_places.hpp"

#include "gui/window_memory.hpp"

#include <QAbstractTextDocumentLayout>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <array>
#include <cmath>
#include <memory>

namespace tablee::gui {

namespace {

const QPageLayout& a4Layout()
{
    static const QPageLayout layout(
        QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    return layout;
}

// A table that would start on one page and end on the next, though it fits on one, goes to the
// next page with the paragraph above it (its heading), and so does a heading left at the foot of
// a page above its table: no player's detail cut in two, no lone row at the top of a page.
// Repeated until nothing moves (each move pushes what follows).
void keepTablesTogether(QTextDocument& document)
{
    const qreal pageHeight = document.pageSize().height();
    auto* layout = document.documentLayout();
    for (bool moved = true; moved;) {
        moved = false;
        QTextBlock above; // the last paragraph before the frame the iterator is at
        for (auto it = document.rootFrame()->begin(); !it.atEnd() && !moved; ++it) {
            auto* table = qobject_cast<QTextTable*>(it.currentFrame());
            if (!table) {
                if (it.currentBlock().isValid())
                    above = it.currentBlock();
                continue;
            }
            const QRectF box = layout->frameBoundingRect(table);
            const auto firstPage = std::floor(box.top() / pageHeight);
            const auto lastPage = std::floor((box.bottom() - 1) / pageHeight);
            if (box.height() > pageHeight * 0.9 || !above.isValid()
                || above.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)
                continue;
            const auto headingPage = std::floor(layout->blockBoundingRect(above).top() / pageHeight);
            if (firstPage == lastPage && headingPage == firstPage)
                continue; // together already
            QTextCursor cursor(above);
            QTextBlockFormat format = above.blockFormat();
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            cursor.setBlockFormat(format);
            moved = true; // laid out again: look again from the top
        }
    }
}

// The height kept at the foot of each page for its number.
qreal footerHeight(const QTextDocument& document, QPaintDevice& device)
{
    return QFontMetricsF(document.defaultFont(), &device).height() * 2;
}

// Paints `source` on the device's pages, numbered "2 / 3" at the foot when there are several.
void paintPages(const QTextDocument& source, QPagedPaintDevice& device)
{
    const auto document = DocumentOutput::paginated(source, device);
    QPainter painter(&device);
    const QSizeF page = document->pageSize();
    const qreal footer = footerHeight(*document, device);
    const int pages = document->pageCount();
    for (int index = 0; index < pages; ++index) {
        if (index > 0)
            device.newPage();
        painter.save();
        painter.translate(0, -index * page.height());
        document->drawContents(&painter, QRectF(QPointF(0, index * page.height()), page));
        painter.restore();
        if (pages > 1) {
            painter.setFont(document->defaultFont());
            painter.drawText(QRectF(0, page.height(), page.width(), footer), Qt::AlignRight | Qt::AlignBottom,
                QStringLiteral("%1 / %2").arg(QLocale().toString(index + 1), QLocale().toString(pages)));
        }
    }
}

} // namespace

std::unique_ptr<QTextDocument> DocumentOutput::paginated(const QTextDocument& source, QPagedPaintDevice& device)
{
    std::unique_ptr<QTextDocument> document(source.clone());
    document->documentLayout()->setPaintDevice(&device);
    const QSizeF area = device.pageLayout().paintRectPixels(device.logicalDpiX()).size();
    document->setPageSize(QSizeF(area.width(), area.height() - footerHeight(*document, device)));
    keepTablesTogether(*document);
    return document;
}

QString DocumentOutput::heading(int level, const QString& text)
{
    Q_ASSERT(level >= 1 && level <= 6);
    // Each short phrase kept whole (non-breaking spaces), so that the line breaks after a comma or
    // at a dash; a phrase too long to be sure to fit a line keeps only its short words with the
    // next ("par la Crète"): a line never breaks inside a word, which Qt does to a "word" longer
    // than the line.
    static const QRegularExpression breaks(QStringLiteral("(, | — )"));
    constexpr qsizetype whole_phrase = 30;
    QString html;
    qsizetype from = 0;
    const auto keepWhole = [](const QString& phrase) {
        if (phrase.size() <= whole_phrase)
            return phrase.toHtmlEscaped().replace(QLatin1Char(' '), QStringLiteral("&nbsp;"));
        QStringList words = phrase.split(QLatin1Char(' '));
        QString joined;
        for (qsizetype i = 0; i < words.size(); ++i) {
            joined += words[i].toHtmlEscaped();
            if (i + 1 < words.size())
                joined += words[i].size() <= 3 ? QStringLiteral("&nbsp;") : QStringLiteral(" ");
        }
        return joined;
    };
    for (auto it = breaks.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        html += keepWhole(text.mid(from, match.capturedStart() - from));
        html += match.captured() == QLatin1String(", ") ? QStringLiteral(", ") : QStringLiteral("&nbsp;— ");
        from = match.capturedEnd();
    }
    html += keepWhole(text.mid(from));
    return QStringLiteral("<h%1>%2</h%1>").arg(level).arg(html);
}

bool DocumentOutput::writePdf(QTextDocument& document, const QString& path, const QString& title)
{
    {
        QPdfWriter writer(path);
        writer.setPageLayout(a4Layout());
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Tablée"));
        paintPages(document, writer);
    } // the writer closes the file here
    return QFileInfo(path).size() > 0;
}

void DocumentOutput::savePdfAs(
    QWidget* parent, QTextDocument& document, const QString& suggestedName, const QString& title)
{
    const std::array types {FileType {tr("PDF documents"), QStringLiteral("pdf")}};
    const auto chosen = FilePlaces::askWhereToWrite(parent, tr("Save as PDF"), suggestedName, types);
    if (!chosen)
        return;
    if (!writePdf(document, chosen->path, title)) {
        QMessageBox::warning(parent, tr("Cannot save the PDF"), tr("Could not write %1.").arg(chosen->path));
        return;
    }
    FilePlaces::sayWhereWritten(parent, chosen->path);
}

void DocumentOutput::print(QWidget* parent, QTextDocument& document, const QString& title)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(a4Layout());
    printer.setDocName(title);
    printer.setCreator(QStringLiteral("Tablée"));
    // The pages as they will come out first; the preview's Print button chooses the printer.
    QPrintPreviewDialog preview(&printer, parent);
    preview.setObjectName(QStringLiteral("printPreview"));
    preview.setWindowTitle(tr("Print “%1”").arg(title));
    rememberGeometry(preview, QStringLiteral("window/printPreview"), QSize(880, 960)); // a whole page readable
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview,
        [&document](QPrinter* target) { paintPages(document, *target); });
    preview.exec();
}

} // namespace tablee::gui
