// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/languages.hpp"

#include <QTranslator>

#include <cassert>
#include <map>
#include <memory>

namespace tablee::gui {

QStringList interfaceLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("fr")};
}

QStringList textsInEveryLanguage(const char* context, const char* source)
{
    assert(context && source);
    // Each catalogue read once, apart from the installed one (which follows the interface).
    static const auto catalogues = [] {
        std::map<QString, std::unique_ptr<QTranslator>> read;
        for (const QString& code : interfaceLanguages()) {
            auto translator = std::make_unique<QTranslator>();
            if (code != QLatin1String("en") && translator->load(QStringLiteral(":/i18n/tablee_%1.qm").arg(code)))
                read.emplace(code, std::move(translator));
        }
        return read;
    }();
    QStringList texts {QString::fromUtf8(source)};
    for (const auto& [code, translator] : catalogues)
        if (const QString text = translator->translate(context, source); !text.isEmpty() && !texts.contains(text))
            texts << text;
    return texts;
}

} // namespace tablee::gui
