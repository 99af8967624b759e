// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
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

protected:
    void changeEvent(QEvent* event) override;

private:
    void showRules();
    void retranslate();

    const gui::VariantRegistry& m_registry;
    const LanguageManager& m_language;
    QComboBox* m_variants = nullptr;
    QTextBrowser* m_browser = nullptr;
};

} // namespace tablee::app
