// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/elision.hpp"

#include <QLocale>
#include <QRegularExpression>

namespace tablee::gui {

QString elideBeforeNames(QString text)
{
    if (QLocale().language() != QLocale::French)
        return text;
    static const QRegularExpression beforeVowel(
        QStringLiteral("\\b([Dd]|[Qq]u)e (?=[AEIOUÀÂÆÉÈÊËÎÏÔŒÙÛÜ])"), QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression deLes(
        QStringLiteral("\\b([Dd])e les (?=\\p{Lu})"), QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression deLe(
        QStringLiteral("\\b([Dd])e le (?=\\p{Lu})"), QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression aLes(
        QStringLiteral("(^|\\s)à les (?=\\p{Lu})"), QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression aLe(
        QStringLiteral("(^|\\s)à le (?=\\p{Lu})"), QRegularExpression::UseUnicodePropertiesOption);
    text.replace(deLes, QStringLiteral("\\1es "));
    text.replace(deLe, QStringLiteral("\\1u "));
    text.replace(aLes, QStringLiteral("\\1aux "));
    text.replace(aLe, QStringLiteral("\\1au "));
    return text.replace(beforeVowel, QStringLiteral("\\1\u2019"));
}

} // namespace tablee::gui
