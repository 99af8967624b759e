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
#include <QIcon>
#include <QImage>
#include <QTimer>

#include <cstdio>
#include <string_view>

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

// The program's options, for the window's run and for a run that only prints (--help,
// --version).
struct CommandLine {
    QCommandLineParser parser;
    QCommandLineOption version {
        {QStringLiteral("v"), QStringLiteral("version")}, QStringLiteral("Displays the version.")};
    QCommandLineOption language {QStringLiteral("language"),
        QStringLiteral("Interface language for this run (en or fr)."), QStringLiteral("code")};
    QCommandLineOption screenshot {QStringLiteral("screenshot"),
        QStringLiteral("Save a picture of the window to <file> after start-up, then quit."), QStringLiteral("file")};
    QCommandLineOption playThrough {QStringLiteral("play-through"),
        QStringLiteral("Play the moves of a saved game again from its start (crash tests)."), QStringLiteral("file")};

    CommandLine()
    {
        parser.setApplicationDescription(QStringLiteral("Tablée: tabletop game variants at one computer."));
        parser.addHelpOption();
        parser.addOption(version);
        playThrough.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(language);
        parser.addOption(screenshot);
        parser.addOption(playThrough);
        parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A saved game to open."));
    }
    // Whether the program is only asked to print (help or version): it needs no screen then.
    static bool onlyPrints(int argc, char* argv[])
    {
        for (int i = 1; i < argc; ++i) {
            const std::string_view argument = argv[i];
            if (argument == "-h" || argument == "--help" || argument == "--help-all" || argument == "-v"
                || argument == "--version")
                return true;
        }
        return false;
    }
    // Prints the version, or the help (then exits); 0 once done.
    int print(const QCoreApplication& application)
    {
        parser.process(application); // --help prints and exits
        std::printf("Tablée %s\n", tablee::core::app_version);
        return 0;
    }
};

// The names the system knows the program by. The application name stays ASCII: it names the
// folders of the players' settings and games, which must not move.
void nameTheApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Tablee"));
    QCoreApplication::setApplicationName(QStringLiteral("Tablee"));
    QCoreApplication::setApplicationVersion(QString::fromLatin1(tablee::core::app_version));
}

} // namespace

int main(int argc, char* argv[])
{
    // --version and --help answer on a terminal with no screen (a package's man page is made so).
    if (CommandLine::onlyPrints(argc, argv)) {
        QCoreApplication core(argc, argv);
        nameTheApplication();
        CommandLine commandLine;
        return commandLine.print(core);
    }
    QApplication application(argc, argv);
    nameTheApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Tablée"));
    QApplication::setDesktopFileName(QStringLiteral("io.github.tablee.tablee")); // the .desktop file's name
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/tablee.svg")));

    CommandLine commandLine;
    auto& parser = commandLine.parser;
    parser.process(application);
    const auto& languageOption = commandLine.language;
    const auto& screenshotOption = commandLine.screenshot;
    const auto& playThroughOption = commandLine.playThrough;

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
            // The window's title goes with the picture (a PNG text), for the eye and for the test
            // that a file given on the command line (a double-click in a file manager) is open.
            QImage picture = window.grab().toImage();
            picture.setText(QStringLiteral("Title"), window.windowTitle());
            picture.save(file);
            // Leave at once, as if the window were killed: no question may wait for an answer
            // (quit() would close the window, which asks about a game in progress).
            QApplication::exit(0);
        });
    }
    return QApplication::exec();
}
