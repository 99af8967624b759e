// SPDX-License-Identifier: GPL-3.0-or-later
// Tablée: the application.

#include "app/language.hpp"
#include "app/main_window.hpp"
#include "app/registered_variants.hpp"
#include "core/version.hpp"
#include "gui/variant_module.hpp"
#include "gui/variant_registry.hpp"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

#include <cstdio>

namespace {

// --play-through: the crash tests' scripted game. The saved game is opened at its start and its
// moves are played again one step at a time, as Redo would (a move, and chance's after it), each
// followed by the window's autosave; "played <n>" is written on standard output once the game's
// first n moves are on disk, so that a test killing the process knows which position must come
// back.
void playThrough(tablee::app::MainWindow& window, const QString& file)
{
    if (!window.openFile(file, tablee::app::MainWindow::OpenAt::start)) {
        QApplication::exit(1);
        return;
    }
    auto* timer = new QTimer(&window);
    QObject::connect(timer, &QTimer::timeout, &window, [&window, timer] {
        auto* session = window.session();
        if (!session || !session->canRedo()) {
            timer->stop();
            std::puts("finished");
            std::fflush(stdout);
            QApplication::exit(0);
            return;
        }
        session->redo();
        std::printf("played %zu\n", session->saveGame().value("cursor", std::size_t {0}));
        std::fflush(stdout);
    });
    timer->start(10);
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication application(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Tablee"));
    QApplication::setApplicationName(QStringLiteral("Tablee"));
    QApplication::setApplicationDisplayName(QStringLiteral("Tablée"));
    QApplication::setApplicationVersion(QString::fromLatin1(tablee::core::app_version));
    QApplication::setDesktopFileName(QStringLiteral("tablee"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/tablee.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Tabletop game variants at one computer."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption languageOption(QStringLiteral("language"),
        QStringLiteral("Interface language for this run (en or fr)."), QStringLiteral("code"));
    const QCommandLineOption screenshotOption(QStringLiteral("screenshot"),
        QStringLiteral("Save a picture of the window to <file> after start-up, then quit."), QStringLiteral("file"));
    QCommandLineOption playThroughOption(QStringLiteral("play-through"),
        QStringLiteral("Play the moves of a saved game again from its start (crash tests)."), QStringLiteral("file"));
    playThroughOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(languageOption);
    parser.addOption(screenshotOption);
    parser.addOption(playThroughOption);
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A saved game to open."));
    parser.process(application);

    tablee::app::LanguageManager language;
    // --language is for this run: the remembered choice stays as the user made it in the menu.
    language.setLanguage(parser.isSet(languageOption) ? parser.value(languageOption) : language.preferred(),
        tablee::app::LanguageManager::Remember::no);

    tablee::gui::VariantRegistry registry;
    tablee::app::registerVariants(registry);

    tablee::app::MainWindow window(registry, language);
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());

    if (parser.isSet(playThroughOption)) // once the event loop runs, which the script may leave
        QTimer::singleShot(
            0, &window, [&window, file = parser.value(playThroughOption)] { playThrough(window, file); });

    if (parser.isSet(screenshotOption)) {
        const QString file = parser.value(screenshotOption);
        QTimer::singleShot(800, &window, [&window, file] {
            window.grab().save(file);
            // Leave at once, as if the window were killed: no question may wait for an answer
            // (quit() would close the window, which asks about a game in progress).
            QApplication::exit(0);
        });
    }
    return QApplication::exec();
}
