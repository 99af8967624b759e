// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/languages.hpp"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace tablee::app {

// The interface language: English (the source texts) or French. Switching installs the
// translators at once: every widget gets QEvent::LanguageChange and retranslates itself, so no
// restart is needed. A choice made in the menu is remembered in QSettings; the language given on
// the command line (--language) is for that run only.
class LanguageManager : public QObject {
    Q_OBJECT

public:
    explicit LanguageManager(QObject* parent = nullptr);

    static QStringList available() { return gui::interfaceLanguages(); }
    // The language's own name, to list it in a menu ("English", "Français").
    static QString nativeName(const QString& code);

    QString current() const { return m_current; }
    // The remembered language, else the system's if available, else English.
    QString preferred() const;
    enum class Remember : bool { no, yes };
    // Installs the translators for `code` and, with Remember::yes, remembers it for the next
    // starts. Unknown codes fall back to English.
    void setLanguage(const QString& code, Remember remember = Remember::yes);

signals:
    void languageChanged(const QString& code);

private:
    QString m_current;
    QTranslator m_appTranslator;
    QTranslator m_qtTranslator;
};

} // namespace tablee::app
