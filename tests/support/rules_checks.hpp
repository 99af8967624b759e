// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The rules screen of a variant as a player opens it, in English and in French: the texts shown,
// for each variant's test to count its decisions and look for what it must say; the French screen
// is saved as a picture (TABLEE_TEST_OUTPUT_DIR) for a person to look at.

#include "app/language.hpp"
#include "app/rules_dialog.hpp"
#include "gui/variant_registry.hpp"

#include "screenshots.hpp"

#include <QRegularExpression>
#include <QString>
#include <QTest>

#include <memory>

namespace tablee::test {

struct RulesTexts {
    QString english;
    QString french;
};

inline RulesTexts rulesInBothLanguages(std::unique_ptr<gui::VariantModule> module, const QString& picture)
{
    const QString id = QString::fromStdString(module->description().id);
    gui::VariantRegistry registry;
    registry.add(std::move(module));
    app::LanguageManager language;
    language.setLanguage(QStringLiteral("en"));
    RulesTexts texts;
    {
        app::RulesDialog english(registry, language, id);
        texts.english = english.shownText();
    }
    language.setLanguage(QStringLiteral("fr"));
    {
        app::RulesDialog french(registry, language, id);
        texts.french = french.shownText();
        // French typography: no ordinary space before « : ; ? ! », no straight apostrophe.
        static const QRegularExpression badSpace(QStringLiteral(" [:;?!\u00bb]|\u00ab "));
        static const QRegularExpression straight(
            QStringLiteral("\\w'\\w"), QRegularExpression::UseUnicodePropertiesOption);
        const auto bad = badSpace.match(texts.french);
        if (bad.hasMatch())
            qWarning("French rules: an ordinary space at “%s”",
                qPrintable(texts.french.mid(std::max(0, static_cast<int>(bad.capturedStart()) - 30), 60)));
        // (QTest::qVerify records the failure here, in a function that returns a value.)
        QTest::qVerify(!bad.hasMatch() && !straight.match(texts.french).hasMatch(), "French typography",
            "the French rules keep a non-breaking space before : ; ? ! and the typographic apostrophe", __FILE__,
            __LINE__);
        french.resize(760, 720);
        saveShot(french, picture);
    }
    language.setLanguage(QStringLiteral("en"));
    return texts;
}

} // namespace tablee::test
