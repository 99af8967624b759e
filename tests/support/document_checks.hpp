// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Checks of printed documents, for every variant's tests.

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

#include <cmath>

namespace tablee::test {

// Whether each table of `paginated` (gui::DocumentOutput::paginated) lies on one page with the
// paragraph just above it (its heading), as long as it fits on a page: no detail cut in two, no
// heading left alone at the foot of a page. False when there is no table at all to check.
inline bool tablesStayWithTheirHeadings(const QTextDocument& paginated)
{
    const qreal page = paginated.pageSize().height();
    auto* layout = paginated.documentLayout();
    const auto pageOf = [page](qreal y) { return std::floor(y / page); };
    int tables = 0;
    QTextBlock above;
    for (auto it = paginated.rootFrame()->begin(); !it.atEnd(); ++it) {
        auto* table = qobject_cast<QTextTable*>(it.currentFrame());
        if (!table) {
            if (it.currentBlock().isValid())
                above = it.currentBlock();
            continue;
        }
        ++tables;
        const QRectF box = layout->frameBoundingRect(table);
        if (box.height() > page * 0.9)
            continue; // longer than a page: it must be cut
        if (pageOf(box.top()) != pageOf(box.bottom() - 1))
            return false;
        if (above.isValid() && pageOf(layout->blockBoundingRect(above).top()) != pageOf(box.top()))
            return false;
    }
    return tables > 0;
}

// Where a heading of `document`, laid out at its text width, wraps inside a phrase or a word
// (gui::DocumentOutput::heading keeps each phrase whole: it wraps at a plain space or a dash): the heading
// with "|" at the wrap; empty when none does. "no heading wraps" when none wraps at all, so that
// the check has something to check.
inline QString headingWrapInsideWords(const QTextDocument& document)
{
    (void)document.documentLayout()->documentSize(); // laid out, to the end
    int wrapped = 0;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || !block.layout())
            continue;
        for (int i = 1; i < block.layout()->lineCount(); ++i) {
            ++wrapped;
            const int start = block.layout()->lineAt(i).textStart();
            const bool atSpace = start > 0 && block.text().at(start - 1) == QLatin1Char(' ');
            const bool atDash = block.text().at(start) == QChar(0x2014); // Qt may break before a dash
            if (!atSpace && !atDash)
                return block.text().left(start) + QLatin1Char('|') + block.text().mid(start);
        }
    }
    return wrapped > 0 ? QString() : QStringLiteral("no heading wraps");
}

} // namespace tablee::test
