// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>

class QComboBox;
class QTreeWidget;
class QTreeWidgetItem;
class QTextBrowser;

namespace tablee::gui {
class VariantRegistry;
} // namespace tablee::gui

namespace tablee::app {

class LanguageManager;

// The rules of each variant, rendered from the Markdown in the resources, in the interface
// language. Decisions the project took where the source is silent are marked there.
class RulesDialog : public QDialog {
    Q_OBJECT

public:
    RulesDialog(const gui::VariantRegistry& registry, const LanguageManager& language, const QString& variantId,
        QWidget* parent = nullptr);

    QString shownVariant() const;
    // Shows the rules of another variant (those of the first when `variantId` is unknown).
    void showVariant(const QString& variantId);
    QString shownText() const;
    // The headings one can jump to, in the order of the text (sections, then their parts
    // indented), and jumping to one: the text scrolls to put it at the top.
    QStringList headings() const;
    void jumpTo(int heading);
    // Where the text is scrolled to, for tests: the heading at the top of the view, or -1.
    int headingAtTop() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void showRules();
    void listHeadings();
    void retranslate();

    const gui::VariantRegistry& m_registry;
    const LanguageManager& m_language;
    QComboBox* m_variants = nullptr;
    QTextBrowser* m_browser = nullptr;
    QTreeWidget* m_contents = nullptr; // the sections, their parts under them
    QList<QTreeWidgetItem*> m_headings; // in the text's order; each item's data is its block's number
};

} // namespace tablee::app
