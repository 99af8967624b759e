// SPDX-License-Identifier: GPL-3.0-or-later
// Every variant's finished games reach the results history: a game is played to its end through
// the real window's session (opened at its start, its moves played again as Redo plays them), and
// the window writes its result, as the variant's rules declare it (Rules::outcome), to
// results-history.json.
#include "app/home_screen.hpp"
#include "app/language.hpp"
#include "app/main_window.hpp"
#include "app/registered_variants.hpp"
#include "app/results_history.hpp"
#include "core/random.hpp"
#include "core/version.hpp"
#include "gui/variant_registry.hpp"

#include "civ_calamities/engine/rules.hpp"
#include "diplomacy_deadman/engine/rules.hpp"
#include "dominion_campaign/engine/campaign.hpp"
#include "dominyam/engine/game.hpp"
#include "fiefs_variant/engine/rules.hpp"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <algorithm>
#include <cassert>
#include <limits>
#include <optional>
#include <set>
#include <string>
#include <vector>

using namespace tablee;

namespace {

// A game of `options` played with random legal moves (seeded), chance drawing where it acts, then
// `last` if given: to its end.
template <class Rules>
core::Game<Rules> finishedGame(
    typename Rules::Options options, std::size_t most, std::optional<typename Rules::Move> last = std::nullopt)
{
    auto game = core::Game<Rules>::create(std::move(options)).value();
    core::Random choose(2026);
    for (std::size_t played = 0; played < most && !Rules::is_over(game.state()); ++played) {
        const auto chance = core::chance_outcomes<Rules>(game.state());
        const auto legal = Rules::legal_moves(game.state());
        [[maybe_unused]] const auto accepted
            = game.play(chance.empty() ? legal[static_cast<std::size_t>(choose.below(legal.size()))]
                                       : core::draw_outcome(chance, choose));
        assert(accepted);
    }
    if (last) [[maybe_unused]]
        const auto accepted = game.play(*last);
    return game;
}

// Ana plays France and Ben England, a normal computer every other power: the names the results
// history keeps for them.
std::vector<std::string> anaBenAndFiveComputers(diplomacy_deadman::Options& options)
{
    using namespace diplomacy_deadman;
    options.players[index_of(Power::france)] = "Ana";
    options.players[index_of(Power::england)] = "Ben";
    std::vector<std::string> names {"Ana (France)", "Ben (England)"};
    for (const Power power : all_powers)
        if (power != Power::france && power != Power::england) {
            options.computers[index_of(power)] = ComputerLevel::normal;
            names.push_back(std::string(power_name_en(power)) + " (computer)");
        }
    return names;
}

} // namespace

class ResultsTests : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        app::registerVariants(m_registry);
        m_language.setLanguage(QStringLiteral("en"), app::LanguageManager::Remember::no);
    }

    // With a game to resume, the home screen at 1024x700 keeps Open and the results of past games
    // in sight beside the cards (below them, under the offer, they fell under the fold).
    void homeScreenKeepsItsFileButtonsInSight()
    {
        QTemporaryDir folder;
        const app::GamesInProgress games(folder.path());
        dominyam::Options options;
        options.seats = {{"Ana", false}, {"Ben", false}};
        const auto game = core::Game<dominyam::Rules>::create(options);
        QVERIFY(game);
        QVERIFY(games.write(games.newSlot(), game->save(core::app_version, "2026-11-27T12:00:00Z")));
        app::MainWindow window(m_registry, m_language, games);
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 1);
        const auto* scroll = window.homeScreen()->findChild<QScrollArea*>();
        QVERIFY(scroll);
        for (const char* name : {"openButton", "resultsHistoryButton"}) {
            const auto* button = window.homeScreen()->findChild<QPushButton*>(QLatin1String(name));
            QVERIFY(button && button->isVisible());
            const QRect shown(button->mapTo(scroll->viewport(), QPoint(0, 0)), button->size());
            QVERIFY2(scroll->viewport()->rect().contains(shown), name);
        }
    }

    void dominyam()
    {
        dominyam::Options options;
        options.seats = {{"Ana", false}, {"Ben", false}};
        options.seed = 11;
        checkRecorded(finishedGame<dominyam::Rules>(options, 10'000), {"Ana", "Ben"});
    }

    void dominionCampaign()
    {
        dominion_campaign::Options options;
        options.players = {"Ana", "Ben", "Cléo"};
        options.seed = 12;
        checkRecorded(finishedGame<dominion_campaign::Rules>(options, 5000), {"Ana", "Ben", "Cléo"});
    }

    // Six people and a dead man drawn: the dead man's power is nobody's result.
    void diplomacyDeadMan()
    {
        using namespace diplomacy_deadman;
        Options options;
        options.seed = 13;
        options.dead_man_rule = DeadManRule::drawn;
        const std::vector<std::string> people {"Ana", "Ben", "Cléo", "Dan", "Eva", "Fred"};
        options.players = drawn_seating(options.seed, people, dead_men_of(options));
        // Each kept with the power played.
        std::vector<std::string> kept;
        for (const Power power : all_powers)
            if (!options.players[index_of(power)].empty())
                kept.push_back(options.players[index_of(power)] + " (" + std::string(power_name_en(power)) + ")");
        QCOMPARE(kept.size(), people.size());
        core::GameResult recorded;
        checkRecorded(finishedGame<Rules>(options, 12, Move {AgreeDraw {}}), kept, &recorded);
        if (QTest::currentTestFailed())
            return;
        // A draw: every power still on the board shares the first place.
        for (const auto& player : recorded.players)
            QCOMPARE(player.rank, 1);
    }

    // "Play again" after a game whose dead men and powers were drawn: both drawn again with the
    // new game number, so that nobody lands on a dead man and everyone may get another power.
    void diplomacyPlayAgainDrawsThePowersAgain()
    {
        using namespace diplomacy_deadman;
        Options options;
        options.seed = 13;
        options.dead_man_rule = DeadManRule::drawn;
        options.drawn_dead_men = 2;
        options.seating_drawn = true;
        const std::vector<std::string> people {"Ana", "Ben", "Cléo", "Dan", ""};
        options.players = drawn_seating(options.seed, people, dead_men_of(options));
        for (const Power power : all_powers)
            if (options.players[index_of(power)].empty() && !dead_men_of(options).contains(power))
                options.computers[index_of(power)] = ComputerLevel::strong;
        const auto game = finishedGame<Rules>(options, 12, Move {AgreeDraw {}});
        QTemporaryDir folder;
        const QString path = QDir(folder.path()).filePath(QStringLiteral("finished.json"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray::fromStdString(game.save(core::app_version, "2026-11-27T12:00:00Z")));
        }
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(folder.path()));
        QVERIFY(window.openFile(path, app::MainWindow::OpenAt::saved_position));
        QVERIFY(window.session()->isFinished());
        auto* finished = window.session();
        window.findChild<QAction*>(QStringLiteral("playAgain"))->trigger();
        QVERIFY(window.session() != finished);
        const auto again = Game::from_json(window.session()->saveGame());
        QVERIFY(again);
        const Options& next = again->options();
        QVERIFY(next.seed != options.seed);
        QVERIFY(next.seating_drawn);
        QCOMPARE(again->state().position.dead_men, dead_men_of(next));
        std::multiset<std::string> seated;
        for (const Power power : all_powers) {
            if (dead_men_of(next).contains(power)) {
                QVERIFY(next.players[index_of(power)].empty());
                QVERIFY(!next.computers[index_of(power)]);
            } else {
                seated.insert(next.players[index_of(power)]);
            }
        }
        QVERIFY(seated == std::multiset<std::string>(people.begin(), people.end()));
    }

    // Two friends and five computer powers left unnamed: each computer is kept by its power's
    // English name and shown in the interface's language; the players one a line, by place,
    // then by centres, each score with its unit.
    void diplomacyWithComputers()
    {
        using namespace diplomacy_deadman;
        Options options;
        options.seed = 14;
        const auto names = anaBenAndFiveComputers(options);
        QTemporaryDir kept;
        checkRecorded(finishedGame<Rules>(options, 12, Move {AgreeDraw {}}), names, nullptr, kept.path());
        if (QTest::currentTestFailed())
            return;
        app::ResultsHistoryDialog dialog(app::ResultsStore(kept.path()), m_registry);
        auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("resultsTable"));
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("Draw agreed in 1901"));
        const QStringList lines = table->item(0, 3)->text().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 7);
        int previous = std::numeric_limits<int>::max();
        for (const QString& line : lines) {
            const QRegularExpressionMatch match
                = QRegularExpression(QStringLiteral("^1\\. (.+) \\(tied\\): (\\d+) centres?$"))
                      .match(line); // a draw: shared, in words
            QVERIFY2(match.hasMatch(), qPrintable(line));
            const int centres = match.captured(2).toInt();
            QVERIFY2(centres <= previous, qPrintable(table->item(0, 3)->text()));
            previous = centres;
        }
        QVERIFY(lines.filter(QStringLiteral("Austria (computer)")).size() == 1);
        // Shown, the row is about as tall as its seven lines, not several times that.
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_VERIFY2(table->rowHeight(0) < 10 * table->fontMetrics().lineSpacing(),
            qPrintable(QString::number(table->rowHeight(0))));
        m_language.setLanguage(QStringLiteral("fr"), app::LanguageManager::Remember::no);
        app::ResultsHistoryDialog french(app::ResultsStore(kept.path()), m_registry);
        const QString text = french.findChild<QTableWidget*>(QStringLiteral("resultsTable"))->item(0, 3)->text();
        QVERIFY2(text.contains(QStringLiteral("(ex æquo)")) && text.contains(QStringLiteral("Autriche (ordinateur)"))
                && text.contains(QStringLiteral("Ben (Angleterre)")) && text.contains(QStringLiteral("centre")),
            qPrintable(text));
        m_language.setLanguage(QStringLiteral("en"), app::LanguageManager::Remember::no);
    }

    // The history keeps the nations' English names, and shows them in the interface's language,
    // with no game number (nothing is drawn).
    void civCalamities()
    {
        civ_calamities::Options options;
        options.players = {"Egypt", "Babylon", "Crete"};
        QTemporaryDir kept;
        checkRecorded(
            finishedGame<civ_calamities::Rules>(options, 30, civ_calamities::Move {civ_calamities::EndEvening {}}),
            {"Egypt", "Babylon", "Crete"}, nullptr, kept.path());
        if (QTest::currentTestFailed())
            return;
        m_language.setLanguage(QStringLiteral("fr"), app::LanguageManager::Remember::no);
        app::ResultsHistoryDialog dialog(app::ResultsStore(kept.path()), m_registry);
        auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("resultsTable"));
        QCOMPARE(table->rowCount(), 1);
        // A record of the evening, nobody ranked: no place before any nation.
        QVERIFY2(table->item(0, 2)->text().contains(QStringLiteral("personne ne gagne")),
            qPrintable(table->item(0, 2)->text()));
        const QString nations = table->item(0, 3)->text();
        QVERIFY2(nations.contains(QStringLiteral("Égypte")), qPrintable(nations));
        QVERIFY2(!nations.contains(QStringLiteral("1.")) && !nations.contains(QStringLiteral("ex æquo")),
            qPrintable(nations));
        QVERIFY(!table->item(0, 1)->text().contains(QStringLiteral("numéro"))); // nothing drawn: no number
        m_language.setLanguage(QStringLiteral("en"), app::LanguageManager::Remember::no);
    }

    // France takes its 18th centre in the Fall of 1901: the history says who won alone, and when;
    // the entry opens the game as it ended; it can be deleted, with the game kept for it.
    void diplomacySoloOpensAndIsDeleted()
    {
        using namespace diplomacy_deadman;
        const Map& map = standard_map();
        Options options;
        options.seed = 16;
        const auto names = anaBenAndFiveComputers(options);
        GameState start = initial_state(map);
        start.phase = Phase {1901, Season::fall, PhaseKind::movement};
        // Every centre but Spain's is France's already.
        int given = 0;
        for (ProvinceId province = 0; province < start.owners.size(); ++province)
            if (map.province(province).supply_centre && map.province(province).code != "SPA" && given < 17) {
                start.owners[province] = Power::france;
                ++given;
            }
        QCOMPARE(given, 17);
        // Only France's units on the board: a unit standing on a centre at the end of a Fall takes it.
        std::erase_if(start.units, [](const Unit& unit) { return unit.power != Power::france; });
        options.start = start;
        auto game = Game::create(options).value();
        PhaseOrders orders;
        orders.orders[index_of(Power::france)] = {"A MAR - SPA"};
        QVERIFY(game.play(orders));
        // The Fall's retreats, where nobody has anything to write, are played as they stand.
        while (!game.state().over() && writers(game.state()).empty())
            QVERIFY(game.play(PhaseOrders {}));
        QVERIFY(game.state().position.winner == Power::france);
        QTemporaryDir kept;
        checkRecorded(game, names, nullptr, kept.path());
        if (QTest::currentTestFailed())
            return;
        const app::ResultsStore store(kept.path());
        const auto entry = store.load()->entries().front();
        QVERIFY(entry.ending == core::Ending::solo);
        QCOMPARE(entry.year, std::optional<int>(1901));
        const QString gamePath = store.gamePath(entry);
        QVERIFY(QFileInfo::exists(gamePath));
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(kept.path()));
        {
            app::ResultsHistoryDialog dialog(store, m_registry);
            auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("resultsTable"));
            QCOMPARE(table->item(0, 2)->text(), QStringLiteral("Ana (France) won alone in 1901"));
            auto* open = dialog.findChild<QPushButton*>(QStringLiteral("openResult"));
            QVERIFY(open->isEnabled());
            QString asked;
            connect(
                &dialog, &app::ResultsHistoryDialog::openRequested, [&asked](const QString& path) { asked = path; });
            open->click();
            QCOMPARE(asked, gamePath);
            // Opened as a copy, in no file: Save cannot write over the history's copy.
            QVERIFY(window.openCopy(asked));
            QVERIFY(window.session()->isFinished());
            QVERIFY(window.currentFile().isEmpty());
            QVERIFY(dialog.deleteRow(0, false));
            QCOMPARE(table->rowCount(), 0);
        }
        QVERIFY(store.load()->entries().empty());
        QVERIFY(!QFileInfo::exists(gamePath));
    }

    // A game in progress the table discards is listed as abandoned, with its players and how far
    // it went; the history is exported as CSV, one row a game.
    void anAbandonedGameIsListedAndTheHistoryExported()
    {
        m_language.setLanguage(QStringLiteral("en"), app::LanguageManager::Remember::no);
        QTemporaryDir kept;
        const app::GamesInProgress games(kept.path());
        {
            app::MainWindow window(m_registry, m_language, games);
            diplomacy_deadman::Options options;
            options.seed = 17;
            options.players[0] = "Ana, the first";
            options.players[1] = "Ben \"B\"";
            auto game = finishedGame<diplomacy_deadman::Rules>(options, 10);
            QVERIFY(!diplomacy_deadman::Rules::is_over(game.state()));
            QVERIFY(games.write(games.newSlot(), game.save(core::app_version, "2026-12-01T20:00:00Z")));
        }
        app::MainWindow window(m_registry, m_language, games);
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 1);
        QTimer::singleShot(0, [] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
                box->button(QMessageBox::Yes)->click();
        });
        window.homeScreen()->findChild<QPushButton*>(QStringLiteral("discardButton"))->click();
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 0);
        const app::ResultsStore store(kept.path());
        const auto history = store.load();
        QVERIFY(history && history->entries().size() == 1);
        const auto& entry = history->entries().front();
        QVERIFY(entry.ending == core::Ending::abandoned);
        QVERIFY(entry.year.has_value());
        QVERIFY(QFileInfo::exists(store.gamePath(entry)));
        app::ResultsHistoryDialog dialog(store, m_registry);
        auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("resultsTable"));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("Abandoned in %1").arg(*entry.year));
        const QString csv = dialog.csv();
        const QStringList rows = csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0], QStringLiteral("Date,Game,Result,Players,Game number"));
        // A field with a comma or a quote is quoted, its quotes doubled.
        QVERIFY2(
            rows[1].contains(QStringLiteral("\"Ana, the first")) && rows[1].contains(QStringLiteral("Ben \"\"B\"\"")),
            qPrintable(rows[1]));
        QVERIFY2(rows[1].endsWith(QStringLiteral(",17")), qPrintable(rows[1]));
        const QString path = QDir(kept.path()).filePath(QStringLiteral("results.csv"));
        QVERIFY(dialog.exportCsv(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray written = file.readAll();
        QVERIFY(written.startsWith("\xEF\xBB\xBF")); // UTF-8's mark, for spreadsheets
        QCOMPARE(QString::fromUtf8(written.mid(3)), csv);
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("resultsExported"))
                    ->text()
                    .contains(QStringLiteral("results.csv")));
    }

    void fiefs()
    {
        fiefs_variant::Options options;
        options.players = {{"Ana", fiefs_variant::Control::human}, {"Ben", fiefs_variant::Control::human}};
        options.seed = 15;
        checkRecorded(finishedGame<fiefs_variant::Rules>(options, 5000), {"Ana", "Ben"});
    }

private:
    // Plays `game` again in the window from its start to its end, and finds its result in the
    // history: the variant, the seed, the players named (in any order), someone first.
    // `folderPath`: where the window keeps its files (a temporary folder when none is given).
    template <class Rules>
    void checkRecorded(const core::Game<Rules>& game, const std::vector<std::string>& names,
        core::GameResult* recorded = nullptr, const QString& folderPath = {})
    {
        QVERIFY2(Rules::is_over(game.state()), "the game played for the test did not end");
        QTemporaryDir temporary;
        const QDir folder(folderPath.isEmpty() ? temporary.path() : folderPath);
        const QString path = folder.filePath(QStringLiteral("finished.json"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray::fromStdString(game.save(core::app_version, "2026-11-26T12:00:00Z")));
        }
        {
            app::MainWindow window(m_registry, m_language, app::GamesInProgress(folder.path()));
            QVERIFY(window.openFile(path, app::MainWindow::OpenAt::start));
            auto* session = window.session();
            QVERIFY(!session->isFinished());
            while (session->canRedo())
                session->redo();
            QVERIFY(session->isFinished());
        }
        const auto history = app::ResultsStore(folder.path()).load();
        QVERIFY(history);
        QCOMPARE(history->entries().size(), std::size_t {1});
        const core::GameResult& result = history->entries().front();
        QCOMPARE(result.variant, Rules::save_schema().variant);
        if constexpr (requires { game.options().seed; })
            QVERIFY(result.seed == game.options().seed);
        else
            QVERIFY(!result.seed); // nothing drawn: no game number
        std::vector<std::string> recordedNames;
        for (const auto& player : result.players)
            recordedNames.push_back(player.name);
        std::ranges::sort(recordedNames);
        auto expected = names;
        std::ranges::sort(expected);
        QVERIFY(recordedNames == expected);
        QVERIFY(std::ranges::count_if(result.players, [](const auto& player) { return player.rank == 1; }) >= 1);
        if (recorded)
            *recorded = result;
    }

    gui::VariantRegistry m_registry;
    app::LanguageManager m_language;
};

QTEST_MAIN(ResultsTests)
#include "results_tests.moc"
