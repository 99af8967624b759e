// SPDX-License-Identifier: GPL-3.0-or-later
// The crash test of every variant with a window: the real application plays a scripted game
// (tablee --play-through, one move after another as Redo would) and is killed with SIGKILL at
// seeded random points; what it autosaved must be the position of the last move it had finished,
// and a new window must resume exactly that position.

#include "app/home_screen.hpp"
#include "app/language.hpp"
#include "app/main_window.hpp"
#include "app/registered_variants.hpp"
#include "core/game.hpp"
#include "core/random.hpp"
#include "core/save.hpp"
#include "diplomacy_deadman/engine/rules.hpp"
#include "dominion_campaign/engine/campaign.hpp"
#include "dominyam/engine/game.hpp"
#include "gui/variant_module.hpp"
#include "gui/variant_registry.hpp"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <string>

using namespace tablee;

namespace {

constexpr int killsPerVariant = 6;

// A saved game of at most `moves` moves chosen at random among the legal ones, chance's drawn with
// their probabilities (seeded: the same script every run), stopped before the game would end,
// written to `path`.
// `keep` says which legal moves the script may choose (all by default).
template <core::GameRules R>
bool writeScript(const typename R::Options& options, std::size_t moves, std::uint64_t seed, const QString& path,
    bool (*keep)(const typename R::Move&) = nullptr)
{
    auto game = core::Game<R>::create(options);
    if (!game)
        return false;
    core::Random choose(seed);
    for (std::size_t i = 0; i < moves && !R::is_over(game->state()); ++i) {
        auto legal = R::legal_moves(game->state());
        if (keep)
            std::erase_if(legal, [keep](const typename R::Move& move) { return !keep(move); });
        if (const auto chance = core::chance_outcomes<R>(game->state()); !chance.empty()) {
            if (!game->play(core::draw_outcome(chance, choose)))
                return false;
            continue;
        }
        if (legal.empty())
            return false;
        const auto& move = legal[choose.below(legal.size())];
        // A game in progress to the script's end: a finished game leaves no autosave to come
        // back to, and Redo's steps (a move and the draws after it) may be several moves long.
        auto after = game->state();
        if (!R::apply(after, move) || R::is_over(after))
            break;
        if (!game->play(move))
            return false;
    }
    QFile file(path);
    const auto text = game->save("test", "2026-11-23T00:00:00Z");
    return file.open(QIODevice::WriteOnly)
        && file.write(text.data(), static_cast<qint64>(text.size())) == static_cast<qint64>(text.size());
}

// The application's environment: no screen, and its settings and data in `profile` (a fresh
// profile: nothing of this machine's games).
QProcessEnvironment offscreenIn(const QTemporaryDir& profile)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), profile.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), profile.filePath(QStringLiteral("config")));
    return environment;
}

nlohmann::json readJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return nlohmann::json::parse(file.readAll().toStdString(), nullptr, false);
}

} // namespace

class CrashTests : public QObject {
    Q_OBJECT

private slots:
    // A saved game given on the command line is open once the window shows: what a file
    // manager's double-click on a .tablee does (the .desktop file's Exec=tablee %f). Its title,
    // which --screenshot writes into the picture, names the file.
    void aFileGivenOnTheCommandLineIsOpen()
    {
        QTemporaryDir profile;
        const QString save = profile.filePath(QStringLiteral("Evening game.tablee"));
        dominyam::Options options;
        options.seats = {{"Ana", false}};
        options.seed = 7;
        QVERIFY(writeScript<dominyam::Rules>(options, 4, 7, save));
        const QString picture = profile.filePath(QStringLiteral("shot.png"));
        QProcess app;
        app.setProcessEnvironment(offscreenIn(profile));
        app.start(QStringLiteral(TABLEE_APP),
            {QStringLiteral("--language"), QStringLiteral("en"), QStringLiteral("--screenshot"), picture, save});
        QVERIFY(app.waitForFinished(30000));
        QCOMPARE(app.exitCode(), 0);
        const QImage shot(picture);
        QVERIFY(!shot.isNull());
        QCOMPARE(shot.text(QStringLiteral("Title")), QStringLiteral("Evening game[*] — Dominyam — Tablée"));
    }

    void killedAtAnyPointComesBackAtTheLastMove_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::newRow("dominyam") << QStringLiteral("dominyam");
        QTest::newRow("dominion_campaign") << QStringLiteral("dominion_campaign");
        // Killed while the players write: every hand-in finished is on disk.
        QTest::newRow("diplomacy_deadman") << QStringLiteral("diplomacy_deadman");
    }

    void killedAtAnyPointComesBackAtTheLastMove()
    {
        QFETCH(QString, variant);
        QTemporaryDir home;
        QVERIFY(home.isValid());
        const QString script = home.filePath(QStringLiteral("script.tablee"));
        if (variant == QLatin1String("dominyam")) {
            dominyam::Options options;
            options.seats = {{"Ana", false}, {"Bruno", false}};
            options.seed = 20261123;
            QVERIFY(writeScript<dominyam::Rules>(options, 60, 7, script));
        } else if (variant == QLatin1String("diplomacy_deadman")) {
            diplomacy_deadman::Options options;
            options.players = {"Ana", "Bruno", "Chloé", "Dan", "", "Eve", "Farid"};
            options.dead_man_rule = diplomacy_deadman::DeadManRule::chosen;
            options.chosen_dead_men = {diplomacy_deadman::Power::italy};
            options.seed = 20261123;
            // Each power's hand-in, one at a time, as at the table (no draw to end it early).
            QVERIFY(
                writeScript<diplomacy_deadman::Rules>(options, 60, 7, script, [](const diplomacy_deadman::Move& move) {
                    return std::holds_alternative<diplomacy_deadman::HandIn>(move);
                }));
        } else {
            dominion_campaign::Options options;
            options.players = {"Ana", "Bruno", "Chloé"};
            options.sets = {"base1"};
            options.replaced = 3;
            options.seed = 20261123;
            QVERIFY(writeScript<dominion_campaign::Rules>(options, 60, 7, script));
        }
        const auto moves = readJson(script)["game"]["moves"];
        QVERIFY(moves.size() > 10);

        core::Random chance(static_cast<std::uint64_t>(qHash(variant)));
        for (int kill = 0; kill < killsPerVariant; ++kill) {
            // A fresh profile each time: the application's folders under the temporary home.
            QTemporaryDir profile;
            const QString autosaveDirectory = profile.filePath(QStringLiteral("data/Tablee/Tablee"));

            QProcess app;
            app.setProcessEnvironment(offscreenIn(profile));
            app.start(QStringLiteral(TABLEE_APP), {QStringLiteral("--play-through"), script});
            QVERIFY2(app.waitForStarted(), qPrintable(app.errorString()));

            // Killed after a random number of finished moves, and half the time a random few
            // milliseconds later still, wherever the application then is.
            const int target = chance.between(1, static_cast<int>(moves.size()) - 2);
            int played = 0;
            QByteArray pending;
            // The last "played <n>" the application has written so far.
            const auto readPlayed = [&] {
                pending += app.readAllStandardOutput();
                while (pending.contains('\n')) {
                    const auto line = pending.left(pending.indexOf('\n'));
                    pending.remove(0, line.size() + 1);
                    if (line.startsWith("played "))
                        played = line.mid(7).toInt();
                }
            };
            while (played < target) {
                QVERIFY2(app.waitForReadyRead(10000), "the scripted game stopped before its end");
                readPlayed();
            }
            if (chance.below(2) == 1)
                QTest::qSleep(chance.between(1, 15));
            app.kill(); // SIGKILL: no clean-up of any kind
            QVERIFY(app.waitForFinished(10000));
            readPlayed(); // moves finished between the last read and the kill

            // On disk: the script's first moves, at least up to the last one reported finished
            // (the one being written at the kill may be there too), and nothing half-written.
            const app::GamesInProgress store(autosaveDirectory);
            const auto kept = store.list();
            QCOMPARE(kept.size(), std::size_t {1});
            QVERIFY(!kept.front().closedOnPurpose); // stopped in the middle, and said so
            const auto autosave = readJson(kept.front().path);
            QVERIFY2(
                autosave.is_object(), qPrintable(QStringLiteral("no readable autosave after move %1").arg(played)));
            QCOMPARE(autosave["variant"].get<std::string>(), variant.toStdString());
            const auto cursor = autosave["game"]["cursor"].get<std::size_t>();
            // The step being written at the kill is a move and chance's after it (a roll and its
            // dice, a round's three replacements): one to four moves more.
            QVERIFY2(cursor >= static_cast<std::size_t>(played) && cursor <= static_cast<std::size_t>(played) + 4,
                qPrintable(QStringLiteral("autosave at move %1, %2 reported").arg(cursor).arg(played)));
            QVERIFY(autosave["game"]["moves"] == moves); // QCOMPARE cannot print JSON

            // Started again, the application offers the game back; resumed, it is that position.
            gui::VariantRegistry registry;
            app::registerVariants(registry);
            app::LanguageManager language;
            app::MainWindow window(registry, language, app::GamesInProgress(autosaveDirectory));
            QCOMPARE(window.homeScreen()->gamesInProgressCount(), 1);
            QVERIFY(window.resumeGame(kept.front().slot));
            QVERIFY(window.session());
            QCOMPARE(window.session()->saveGame()["cursor"].get<std::size_t>(), cursor);
            QVERIFY(window.session()->saveGame()["moves"] == moves);
        }
    }
};

QTEST_MAIN(CrashTests)
#include "crash_tests.moc"
