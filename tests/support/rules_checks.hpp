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
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>

#include <memory>

namespace tablee::test {

struct RulesTexts {
    QString english;
    QString french;
    QStringList englishHeadings; // RulesDialog::headings(), parts indented
    QStringList frenchHeadings;
};

// The rules' headings take one to their place, by a click or the keyboard's arrows.
inline void checkHeadingsJump(app::RulesDialog& dialog)
{
    dialog.resize(760, 720);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(dialog.headings().size() >= 2);
    auto* contents = dialog.findChild<QTreeWidget*>(QStringLiteral("rulesContents"));
    QVERIFY(contents);
    // Every heading whole, on as many lines as its column needs (not shortened with « … »).
    for (QTreeWidgetItemIterator it(contents); *it; ++it) {
        const QRect row = contents->visualItemRect(*it);
        const int lines = contents->fontMetrics()
                              .boundingRect(QRect(0, 0, row.width() - 8, 10000), Qt::TextWordWrap, (*it)->text(0))
                              .height();
        QVERIFY2(row.height() >= lines, qPrintable((*it)->text(0)));
    }
    contents->setFocus();
    contents->setCurrentItem(contents->topLevelItem(0));
    QCOMPARE(dialog.headingAtTop(), 0);
    QTest::keyClick(contents, Qt::Key_Down);
    QCOMPARE(dialog.headingAtTop(), 1);
    const QTreeWidgetItem* second = contents->currentItem();
    QTest::keyClick(contents, Qt::Key_Up);
    QCOMPARE(dialog.headingAtTop(), 0);
    dialog.jumpTo(1);
    QCOMPARE(contents->currentItem(), second);
    QCOMPARE(dialog.headingAtTop(), 1);
}

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
        texts.englishHeadings = english.headings();
        checkHeadingsJump(english);
    }
    language.setLanguage(QStringLiteral("fr"));
    {
        app::RulesDialog french(registry, language, id);
        texts.french = french.shownText();
        texts.frenchHeadings = french.headings();
        checkHeadingsJump(french);
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
