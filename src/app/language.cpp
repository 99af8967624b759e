// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/language.hpp"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>

namespace tablee::app {

namespace {
constexpr auto settingsKey = "interface/language";
}

LanguageManager::LanguageManager(QObject* parent) : QObject(parent) { }

QString LanguageManager::nativeName(const QString& code)
{
    if (code == QLatin1String("fr"))
        return QStringLiteral("Français");
    return QStringLiteral("English");
}

QString LanguageManager::preferred() const
{
    const QString remembered = QSettings().value(settingsKey).toString();
    if (available().contains(remembered))
        return remembered;
    const QString system = QLocale::system().name().left(2);
    return available().contains(system) ? system : QStringLiteral("en");
}

void LanguageManager::setLanguage(const QString& code, Remember remember)
{
    const QString language = available().contains(code) ? code : QStringLiteral("en");
    QCoreApplication::removeTranslator(&m_appTranslator);
    QCoreApplication::removeTranslator(&m_qtTranslator);
    // English is the source language: its .qm only carries plural forms.
    if (m_appTranslator.load(QStringLiteral(":/i18n/tablee_%1.qm").arg(language)))
        QCoreApplication::installTranslator(&m_appTranslator);
    // Qt's own texts (standard buttons, file dialogs) come from Qt's installed translations.
    if (language != QLatin1String("en")
        && m_qtTranslator.load(QLocale(language), QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qtTranslator);
    // Numbers and dates follow the interface language ("1 000", "23 nov. 2026" in French), not
    // the system's: every QLocale() built from now on is this one.
    QLocale::setDefault(QLocale(language));
    m_current = language;
    if (remember == Remember::yes)
        QSettings().setValue(settingsKey, language);
    emit languageChanged(language);
}

} // namespace tablee::app
