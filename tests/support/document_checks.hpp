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

} // namespace tablee::test
