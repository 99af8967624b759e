// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Checks that every variant's widget tests make of its module, written once.

#include "app/language.hpp"
#include "gui/variant_module.hpp"

#include <QHash>
#include <QString>
#include <QStringList>

#include <span>
#include <string>
#include <string_view>

namespace tablee::test {

// The codes among `codes` (an engine's error_codes.hpp) that have no text of their own in English
// or in French: the module falls back to the engine's English message, or gives the same text in
// both languages. Leaves the interface in English.
inline QStringList codesWithoutText(const gui::VariantModule& module, std::span<const std::string_view> codes)
{
    app::LanguageManager language;
    const QString fallback = QStringLiteral("the engine's own message");
    QHash<QString, QString> english;
    QStringList missing;
    for (const QString& code : {QStringLiteral("en"), QStringLiteral("fr")}) {
        language.setLanguage(code);
        for (const std::string_view errorCode : codes) {
            const QString name = QString::fromLatin1(errorCode.data(), static_cast<qsizetype>(errorCode.size()));
            const core::Error error {std::string(errorCode), fallback.toStdString(), {"1", "2", "3", "4"}};
            const QString text = module.describeError(error);
            if (text.isEmpty() || text == fallback)
                missing << QStringLiteral("%1 (%2)").arg(name, code);
            else if (code == QLatin1String("en"))
                english.insert(name, text);
            else if (text == english.value(name))
                missing << QStringLiteral("%1 (fr: same text as in English)").arg(name);
        }
    }
    language.setLanguage(QStringLiteral("en"));
    return missing;
}

} // namespace tablee::test
