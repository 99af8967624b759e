// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Dates and times as a person reads them in the interface language: a moment written out whole
// ("Thursday, November 26, 2026 at 3:29 AM", « jeudi 26 novembre 2026 à 03:29 »), never the
// short numeric form whose day and month a reader may swap.

#include <QDateTime>
#include <QString>

namespace tablee::gui {

QString readableDateTime(const QDateTime& moment);
// The same, shorter for a table's column: no weekday, the month's name shortened ("Nov 27, 2026 at
// 5:55 PM", « 27 nov. 2026 à 17:55 »), still never numeric.
QString compactDateTime(const QDateTime& moment);

} // namespace tablee::gui
