// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rules_dialog.hpp"

#include "app/language.hpp"
#include "gui/variant_registry.hpp"
#include "gui/window_memory.hpp"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QPushButton>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

namespace tablee::app {

RulesDialog::RulesDialog(
    const gui::VariantRegistry& registry, const LanguageManager& language, const QString& variantId, QWidget* parent)
    : QDialog(parent), m_registry(registry), m_language(language)
{
    setObjectName(QStringLiteral("rulesDialog"));
    m_variants = new QComboBox(this);
    for (const auto& module : registry.modules())
        m_variants->addItem(module->icon(), module->displayName(), module->id());
    m_variants->setCurrentIndex(std::max(0, m_variants->findData(variantId)));
    m_browser = new QTextBrowser(this);
    m_browser->setOpenExternalLinks(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_variants);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    connect(m_variants, &QComboBox::currentIndexChanged, this, &RulesDialog::showRules);
    retranslate();
    gui::rememberGeometry(*this, QStringLiteral("window/rules"), QSize(760, 720));
}

QString RulesDialog::shownVariant() const
{
    return m_variants->currentData().toString();
}

void RulesDialog::showVariant(const QString& variantId)
{
    m_variants->setCurrentIndex(std::max(0, m_variants->findData(variantId)));
}

QString RulesDialog::shownText() const
{
    return m_browser->document()->toRawText(); // (toPlainText would turn non-breaking spaces into spaces)
}

namespace {

// French typography for the rules written in Markdown with ordinary spaces: a non-breaking space
// before « : ; ? ! » and after «, so that a sign never starts a line, and the typographic
// apostrophe (before emphasis too: "l’**objectif**"). Table rules (":---") and line starts are
// left alone.
QString withFrenchTypography(QString markdown)
{
    static const QRegularExpression before(
        QStringLiteral("(?<=\\S) ([:;?!\u00bb])(?=\\s|$|[*_)\\],.])"), QRegularExpression::MultilineOption);
    static const QRegularExpression after(QStringLiteral("\u00ab "));
    static const QRegularExpression apostrophe(
        QStringLiteral("(?<=\\w)'(?=[*_]*\\w)"), QRegularExpression::UseUnicodePropertiesOption);
    markdown.replace(before, QStringLiteral("\u00a0\\1"));
    markdown.replace(after, QStringLiteral("\u00ab\u00a0"));
    markdown.replace(apostrophe, QStringLiteral("\u2019"));
    return markdown;
}

} // namespace

void RulesDialog::showRules()
{
    const auto* module = m_registry.find(shownVariant());
    if (!module) {
        m_browser->setPlainText(tr("No rules to show."));
        return;
    }
    QFile file(module->rulesResource(m_language.current()));
    if (!file.open(QIODevice::ReadOnly)) {
        m_browser->setPlainText(tr("The rules of this game are missing from this build."));
        return;
    }
    const QString text = QString::fromUtf8(file.readAll());
    m_browser->setMarkdown(m_language.current() == QLatin1String("fr") ? withFrenchTypography(text) : text);
}

void RulesDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void RulesDialog::retranslate()
{
    setWindowTitle(tr("Rules"));
    for (int i = 0; i < m_variants->count(); ++i)
        if (const auto* module = m_registry.find(m_variants->itemData(i).toString()))
            m_variants->setItemText(i, module->displayName());
    showRules();
}

} // namespace tablee::app
