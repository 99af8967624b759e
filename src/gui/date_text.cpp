// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/date_text.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace tablee::gui {

QString readableDateTime(const QDateTime& moment)
{
    const QDateTime local = moment.toLocalTime();
    const QLocale locale;
    return QCoreApplication::translate("tablee::gui::DateText", "%1 at %2", "a date, then a time of day")
        .arg(locale.toString(local.date(), QLocale::LongFormat), locale.toString(local.time(), QLocale::ShortFormat));
}

QString compactDateTime(const QDateTime& moment)
{
    const QDateTime local = moment.toLocalTime();
    const QLocale locale;
    // The language's long format, for its order and words, without the weekday and with the
    // month's short name.
    QString format = locale.dateFormat(QLocale::LongFormat);
    static const QRegularExpression weekday(QStringLiteral("dddd[,.]?\\s*"));
    format.remove(weekday).replace(QStringLiteral("MMMM"), QStringLiteral("MMM"));
    return QCoreApplication::translate("tablee::gui::DateText", "%1 at %2", "a date, then a time of day")
        .arg(locale.toString(local.date(), format.trimmed()), locale.toString(local.time(), QLocale::ShortFormat));
}

} // namespace tablee::gui
