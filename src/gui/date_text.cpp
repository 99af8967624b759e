// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/date_text.hpp"

#include <QCoreApplication>
#include <QLocale>

namespace tablee::gui {

QString readableDateTime(const QDateTime& moment)
{
    const QDateTime local = moment.toLocalTime();
    const QLocale locale;
    return QCoreApplication::translate("tablee::gui::DateText", "%1 at %2", "a date, then a time of day")
        .arg(locale.toString(local.date(), QLocale::LongFormat), locale.toString(local.time(), QLocale::ShortFormat));
}

} // namespace tablee::gui
