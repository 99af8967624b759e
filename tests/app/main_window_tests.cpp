// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/home_screen.hpp"
#include "app/language.hpp"
#include "app/main_window.hpp"
#include "app/results_history.hpp"
#include "dialog_checks.hpp"
#include "fake_variant.hpp"
#include "gui/date_text.hpp"
#include "gui/elision.hpp"
#include "gui/file_places.hpp"
#include "gui/new_game_dialog_of.hpp"
#include "gui/player_table.hpp"
#include "gui/score_sheet_model.hpp"
#include "gui/score_sheet_view.hpp"
#include "gui/variant_registry.hpp"
#include "screenshots.hpp"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QVBoxLayout>

#include <nlohmann/json.hpp>

using namespace tablee;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return file.readAll();
}

void writeAll(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QStringList menuTitles(const QMainWindow& window)
{
    QStringList titles;
    for (auto* action : window.menuBar()->actions())
        if (action->isVisible())
            titles << action->text();
    return titles;
}

// The counter's rules, but a start past 50 refused: a rule for a new-game dialog to meet.
struct PickyCounterRules {
    using Options = test::CounterRules::Options;
    static core::Expected<test::CounterRules::State> start(const Options& options)
    {
        if (options.start > 50)
            return core::fail("counter.too_far", "a count starts below 51");
        return test::CounterRules::start(options);
    }
};

// A variant's dialog as small as can be: a box that starts the count far (the rules refuse), one
// that contradicts itself (the dialog's own check), and one remembered.
class PickyCounterDialog : public gui::NewGameDialogOf<PickyCounterRules> {
public:
    explicit PickyCounterDialog(QWidget* parent = nullptr)
        : NewGameDialogOf({.objectName = QStringLiteral("pickyNewGame"),
                              .title = QStringLiteral("Counter"),
                              .tableTitle = QStringLiteral("The table"),
                              .startText = QStringLiteral("Start"),
                              .table = {.minimum = 1, .maximum = 2, .initial = 1},
                              .gameNumber = false},
            parent)
    {
        for (QCheckBox* box : {&far, &contradiction, &remembered}) {
            addSection(box);
            connect(box, &QCheckBox::toggled, this, &PickyCounterDialog::refresh);
        }
        rememberChecked(&remembered, QStringLiteral("test/remembered"), true);
        finishSetup();
    }

    QCheckBox far;
    QCheckBox contradiction;
    QCheckBox remembered;

private:
    Options chosen() const override { return {far.isChecked() ? 60 : 10}; }
    QString choiceRefusal() const override
    {
        return contradiction.isChecked() ? QStringLiteral("contradiction") : QString();
    }
};

// A session with two commands whose names count how often they were asked.
class NamingSession : public gui::GameSession {
public:
    NamingSession()
    {
        addGameAction([this] { return QStringLiteral("first %1").arg(++asked); }, [] {});
        addGameAction([] { return QStringLiteral("second"); }, [this] { ++triggered; });
        followLanguage(&view);
    }
    QWidget* widget() override { return &view; }
    void renameNow() { nameGameActions(); }

    QWidget view;
    int asked = 0;
    int triggered = 0;
};

} // namespace

class MainWindowTests : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_registry.add(std::make_unique<test::CounterModule>());
    }

    void init()
    {
        QVERIFY(m_autosaveDir.isValid());
        m_language.setLanguage(QStringLiteral("en"));
        // Every test begins with no game in progress.
        QDir(app::GamesInProgress(m_autosaveDir.path()).folder()).removeRecursively();
        QFile::remove(app::ResultsStore(m_autosaveDir.path()).path());
    }

    // French elides « de » and « que » before a name that begins with a vowel and contracts « de
    // les » and « à le » before a name; a pronoun (« de le signaler »), a board's coordinate, a
    // name's h or Y and English texts are left as they are.
    void frenchElidesBeforeNames()
    {
        const auto elided = [](const char* text) { return gui::elideBeforeNames(QString::fromUtf8(text)); };
        m_language.setLanguage(QStringLiteral("fr"));
        QCOMPARE(elided("les ordres de Angleterre"), QString::fromUtf8("les ordres d’Angleterre"));
        QCOMPARE(elided("De Émile, plus que Anne"), QString::fromUtf8("D’Émile, plus qu’Anne"));
        QCOMPARE(elided("un pion de les Sécessionnistes 2, à les Sécessionnistes"),
            QString::fromUtf8("un pion des Sécessionnistes 2, aux Sécessionnistes"));
        QCOMPARE(elided("la cité de le Caire"), QString::fromUtf8("la cité du Caire"));
        for (const char* kept : {"la cité de l’Égypte", "merci de le signaler", "le fief de e5", "de Hugues", "de Yann",
                 "grande Italie", "de 8 à 10"})
            QCOMPARE(elided(kept), QString::fromUtf8(kept));
        m_language.setLanguage(QStringLiteral("en"));
        QCOMPARE(elided("de Anne"), QStringLiteral("de Anne"));
    }

    // A table's dates name their month (a numeric 11/27/26 is read with day and month swapped)
    // and leave the weekday out, in the interface language.
    // A seat left unnamed reads in today's language, whichever it was made in (a game set up in
    // English showed "Player 3 (computer)" in French); a name of the players' stays as typed.
    void defaultSeatNamesFollowTheLanguage()
    {
        m_language.setLanguage(QStringLiteral("fr"));
        QCOMPARE(gui::PlayerTable::shownName(QStringLiteral("Player 3 (computer)")),
            QStringLiteral("Joueur 3 (ordinateur)"));
        QCOMPARE(gui::PlayerTable::shownName(QStringLiteral("Player 12")), QStringLiteral("Joueur 12"));
        QCOMPARE(gui::PlayerTable::shownName(QStringLiteral("Ana")), QStringLiteral("Ana"));
        QCOMPARE(gui::PlayerTable::shownName(QStringLiteral("Player One")), QStringLiteral("Player One"));
        m_language.setLanguage(QStringLiteral("en"));
        QCOMPARE(gui::PlayerTable::shownName(QStringLiteral("Joueur 3 (ordinateur)")),
            QStringLiteral("Player 3 (computer)"));
        QCOMPARE(gui::PlayerTable::shownName(QStringLiteral("Joueur 2")), QStringLiteral("Player 2"));
    }

    void tablesDateTheirRowsInWords()
    {
        const QDateTime moment(QDate(2026, 11, 27), QTime(17, 55));
        const QString english = gui::compactDateTime(moment);
        QVERIFY2(english.contains(QStringLiteral("Nov 27, 2026")), qPrintable(english));
        QVERIFY(!english.contains(QStringLiteral("Friday")));
        m_language.setLanguage(QStringLiteral("fr"));
        const QString french = gui::compactDateTime(moment);
        m_language.setLanguage(QStringLiteral("en"));
        QVERIFY2(french.contains(QStringLiteral("27 nov. 2026 à")), qPrintable(french));
        QVERIFY(!french.contains(QStringLiteral("vendredi")));
    }

    // Every new-game dialog's table: blank seats named in the interface language, a computer's
    // name saying so, one name per seat, a person at the table, the last table back next time.
    void thePlayerTableNamesRemembersAndChecksTheSeats()
    {
        const std::vector levels {gui::ComputerLevel::normal};
        const gui::PlayerTable::Memory memory {QStringLiteral("test/names"), QStringLiteral("test/controls"), {}};
        QSettings().remove(QStringLiteral("test"));
        {
            gui::PlayerTable table(
                {.minimum = 1, .maximum = 4, .initial = 2, .levels = levels, .othersFirstTime = 1, .memory = memory});
            QCOMPARE(table.count(), 2);
            QCOMPARE(table.controls(), (std::vector<int> {0, 1}));
            QCOMPARE(table.names(), (std::vector<std::string> {"Player 1", "Player 2 (computer)"}));
            QCOMPARE(table.findChild<QLineEdit*>(QStringLiteral("name_1"))->placeholderText(),
                QStringLiteral("Player 2 (computer)"));
            m_language.setLanguage(QStringLiteral("fr"));
            QCoreApplication::sendPostedEvents(); // the language change reaches the widgets
            QCOMPARE(table.names(), (std::vector<std::string> {"Joueur 1", "Joueur 2 (ordinateur)"}));
            QCOMPARE(
                table.findChild<QLineEdit*>(QStringLiteral("name_0"))->placeholderText(), QStringLiteral("Joueur 1"));
            m_language.setLanguage(QStringLiteral("en"));
            QVERIFY(table.problem().isEmpty());
            table.setPlayers({QStringLiteral("Ana"), QStringLiteral(" ana ")}, {0, 0});
            QVERIFY(table.problem().contains(QStringLiteral("both called")));
            table.setPlayers({QStringLiteral("Robot"), QStringLiteral("Bot")}, {1, 1});
            QCOMPARE(table.problem(), QStringLiteral("At least one player must be a person."));
            table.setPlayers({QStringLiteral("Ana"), QStringLiteral("Bot"), QString()}, {0, 1, 1});
            QVERIFY(table.problem().isEmpty());
            QCOMPARE(table.names().back(), std::string("Player 3 (computer)"));
            // A seat only a person may play reads "person", whatever was chosen before.
            table.setPersonOnly(1, true);
            QCOMPARE(table.controls(), (std::vector<int> {0, 0, 1}));
            QVERIFY(!table.findChild<QComboBox*>(QStringLiteral("control_1"))->isEnabled());
            table.setPersonOnly(1, false);
            table.remember();
        }
        gui::PlayerTable again({.minimum = 1, .maximum = 4, .initial = 2, .levels = levels, .memory = memory});
        QCOMPARE(again.count(), 3);
        QCOMPARE(again.names(), (std::vector<std::string> {"Ana", "Bot", "Player 3 (computer)"}));
        QCOMPARE(again.controls(), (std::vector<int> {0, 0, 1}));
        // A computer's name says so once: "Robot (computer)", not "Player 3 (computer) (computer)".
        QCOMPARE(gui::PlayerTable::computerSeatName(QStringLiteral("Robot")), QStringLiteral("Robot (computer)"));
        QCOMPARE(gui::PlayerTable::computerSeatName(QStringLiteral("Player 3 (computer)")),
            QStringLiteral("Player 3 (computer)"));
        QCOMPARE(gui::PlayerTable::computerSeatName(QStringLiteral("Computer")), QStringLiteral("Computer"));
        // Names longer than a table shows are cut as typed, always within what a save holds.
        auto* name = again.findChild<QLineEdit*>(QStringLiteral("name_0"));
        QCOMPARE(name->maxLength(), gui::PlayerTable::maxNameLength());
        QSettings().remove(QStringLiteral("test"));
    }

    // The kit's check of a new-game dialog: the dialog's own refusal first, then the rules'; no
    // options while either refuses; a remembered box back as the last game started left it.
    void aNewGameDialogGivesOptionsOnlyWhenItsChecksAndTheRulesAccept()
    {
        QSettings().remove(QStringLiteral("test"));
        {
            PickyCounterDialog dialog;
            QVERIFY(dialog.remembered.isChecked()); // nothing kept yet: as the variant says
            QVERIFY(dialog.problem().isEmpty());
            QCOMPARE(dialog.options().value().start, 10);
            dialog.far.setChecked(true);
            QVERIFY(!dialog.problem().isEmpty());
            QVERIFY(!dialog.options());
            QVERIFY(!dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
            dialog.contradiction.setChecked(true);
            QCOMPARE(dialog.problem(), QStringLiteral("contradiction"));
            dialog.far.setChecked(false);
            QCOMPARE(dialog.problem(), QStringLiteral("contradiction"));
            dialog.contradiction.setChecked(false);
            QVERIFY(dialog.problem().isEmpty());
            dialog.remembered.setChecked(false);
            dialog.accept();
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
        }
        QCOMPARE(QSettings().value(QStringLiteral("test/remembered")).toBool(), false);
        PickyCounterDialog again;
        QVERIFY(!again.remembered.isChecked());
        QSettings().remove(QStringLiteral("test"));
    }

    // A new-game dialog opens centred on its window, and keeps its place as it grows or shrinks
    // with the seats (it used to creep right and down by its border at each fit).
    void aNewGameDialogOpensOverItsWindowAndStaysThere()
    {
        QWidget window;
        window.setGeometry(40, 60, 700, 500);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        PickyCounterDialog dialog(&window);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QPoint offset = dialog.frameGeometry().center() - window.frameGeometry().center();
        QVERIFY2(offset.manhattanLength() <= 4, qPrintable(QStringLiteral("%1, %2").arg(offset.x()).arg(offset.y())));
        const QPoint placed = dialog.pos();
        for (int seats : {2, 1, 2, 1}) {
            dialog.findChild<QSpinBox*>()->setValue(seats);
            QTest::qWait(10); // the fit comes once the rows are laid out
            QCOMPARE(dialog.pos(), placed);
        }
    }

    // A score sheet keeping Total and Rank in sight shows them alone in its footer, however
    // often the sheet is made anew and whatever its number of rows.
    void aScoreSheetsFooterShowsTotalAndRankAlone()
    {
        gui::ScoreSheetModel model;
        gui::ScoreSheetView view(&model);
        view.keepTotalsInSight(true);
        view.resize(400, 300);
        view.show();
        for (const int rows : {6, 3, 9}) {
            core::ScoreSheet sheet({"Ana", "Ben"});
            QStringList labels;
            for (int row = 0; row < rows; ++row) {
                sheet.set(sheet.add_row("row " + std::to_string(row)), 0, row);
                labels << QStringLiteral("row %1").arg(row);
            }
            model.setSheet(sheet, labels);
            QCoreApplication::processEvents();
            for (int row = 0; row < model.rowCount(); ++row) {
                const bool foot = row >= model.totalRow();
                QCOMPARE(view.footer()->isRowHidden(row), !foot);
                QCOMPARE(view.isRowHidden(row), foot);
            }
            QCOMPARE(view.footer()->rowAt(0), model.totalRow()); // Total first, at the top
        }
        // Squeezed by its layout, it still asks room for two rows above the footer (at scale 2
        // Dominyam's sheet was left the footer's room alone, its rows never in sight).
        QWidget holder;
        auto* layout = new QVBoxLayout(&holder);
        gui::ScoreSheetView squeezed(&model);
        squeezed.keepTotalsInSight(true);
        layout->addWidget(&squeezed);
        holder.resize(400, 10);
        holder.show();
        QCoreApplication::processEvents();
        QVERIFY(squeezed.viewport()->height() >= 2 * squeezed.verticalHeader()->defaultSectionSize());
    }

    // A negative number of points is written with a true minus sign, on screen and on paper
    // (« Tiles left -16 » read as a dash).
    void aScoreSheetWritesMinusSigns()
    {
        gui::ScoreSheetModel model;
        gui::ScoreSheetView view(&model);
        core::ScoreSheet sheet({"Ana"});
        sheet.set(sheet.add_row("left"), 0, -16);
        model.setSheet(sheet, {QStringLiteral("Tiles left")});
        const QModelIndex cell = model.index(0, 0);
        QStyleOptionViewItem option;
        option.locale = QLocale(QLocale::English);
        const auto* delegate = qobject_cast<QStyledItemDelegate*>(view.itemDelegateForIndex(cell));
        QVERIFY(delegate);
        QCOMPARE(delegate->displayText(model.data(cell), option.locale), QStringLiteral("\u221216"));
        QCOMPARE(model.data(cell).toInt(), -16); // the number itself, for whoever reads the model
        QVERIFY(model.toHtml(gui::ScoreSheetModel::Footer::total).contains(QStringLiteral("\u221216")));
        const QLocale french(QLocale::French);
        QCOMPARE(gui::pointsText(-1234, french), QChar(0x2212) + french.toString(1234)); // its digits its way
    }

    // Whatever its height, a sheet keeping Total and Rank apart shows its rows whole or not at
    // all, at its top and scrolled to its end (at 1024x700 « Dominos restants » was cut in two
    // by the footer, and looked covered by it).
    void aScoreSheetShowsItsRowsWholeAboveTheFooter()
    {
        gui::ScoreSheetModel model;
        gui::ScoreSheetView view(&model);
        view.keepTotalsInSight(true);
        core::ScoreSheet sheet({"Ana", "Ben"});
        QStringList labels;
        for (int row = 0; row < 12; ++row) {
            sheet.set(sheet.add_row("row " + std::to_string(row)), 0, row);
            labels << QStringLiteral("row %1").arg(row);
        }
        model.setSheet(sheet, labels);
        view.show();
        int cut = 0;
        for (int height = 140; height <= 420; height += 7) {
            view.resize(400, height);
            QCoreApplication::processEvents();
            for (const bool atEnd : {false, true}) {
                atEnd ? view.scrollToBottom() : view.scrollToTop();
                QCoreApplication::processEvents();
                const QRect shown = view.viewport()->rect();
                int whole = 0;
                for (int row = 0; row < model.totalRow(); ++row) {
                    const QRect rect = view.visualRect(model.index(row, 0));
                    const bool partly = rect.intersects(shown) && !shown.contains(rect);
                    cut += partly ? 1 : 0;
                    whole += shown.contains(rect) ? 1 : 0;
                    QVERIFY2(!partly, qPrintable(QStringLiteral("row %1 cut at height %2").arg(row).arg(height)));
                }
                QVERIFY(whole >= 1);
                if (atEnd) // the last row above Total in sight
                    QVERIFY(shown.contains(view.visualRect(model.index(model.totalRow() - 1, 0))));
            }
            // The footer below the viewport, inside the sheet, covering none of its rows.
            QVERIFY(view.footer()->geometry().top() > view.viewport()->geometry().bottom());
            QVERIFY(view.rect().contains(view.footer()->geometry()));
        }
        QCOMPARE(cut, 0);
    }

    // Rows scrolled out of sight are carried: what is in sight (the rows shown, the lines standing
    // for those above and below) adds up to Total, whatever the height and the scroll.
    void aScoreSheetInSightAddsUpToItsTotal()
    {
        gui::ScoreSheetModel model;
        gui::ScoreSheetView view(&model);
        view.keepTotalsInSight(true);
        view.carryRowsOutOfSight(true);
        core::ScoreSheet sheet({"Ana", "Ben"});
        QStringList labels;
        for (int row = 0; row < 14; ++row) {
            const auto index = sheet.add_row("row " + std::to_string(row));
            sheet.set(index, 0, row * 3 - 5);
            if (row % 3 != 0) // some cells blank, as a turn not yet played
                sheet.set(index, 1, row);
            labels << QStringLiteral("row %1").arg(row);
        }
        model.setSheet(sheet, labels);
        view.show();
        int carriedAbove = 0;
        int carriedBelow = 0;
        for (int height = 140; height <= 420; height += 35) {
            view.resize(400, height);
            QCoreApplication::processEvents();
            for (int scroll = 0; scroll <= view.verticalScrollBar()->maximum(); ++scroll) {
                view.verticalScrollBar()->setValue(scroll);
                const auto above = view.carriedAbove();
                const auto below = view.carriedBelow();
                carriedAbove += above ? 1 : 0;
                carriedBelow += below ? 1 : 0;
                const auto [first, last] = view.rowsShown();
                for (std::size_t player = 0; player < 2; ++player) {
                    int seen = 0;
                    for (const auto& line : {above, below})
                        seen += line ? line->sums[player].value_or(0) : 0;
                    for (int row = first; row <= last; ++row)
                        seen += sheet.cell(static_cast<std::size_t>(row), player).value_or(0);
                    // Every row once: the shown ones, and the carried ones counted by their lines.
                    const int counted = (above ? above->rows : 0) + (below ? below->rows : 0) + (last - first + 1);
                    if (above || below)
                        QCOMPARE(counted, model.totalRow());
                    if (above || below || (first == 0 && last == model.totalRow() - 1))
                        QCOMPARE(seen, sheet.total(player));
                }
            }
        }
        QVERIFY(carriedAbove > 0 && carriedBelow > 0); // both lines were seen at work
    }

    // A session's Game-menu commands, in the order added, named again at each change of language
    // and when the variant asks (a name that follows the game).
    void aSessionsCommandsAreNamedAgainWhenTheLanguageChanges()
    {
        NamingSession session;
        const auto actions = session.gameActions();
        QCOMPARE(actions.size(), 2);
        QCOMPARE(actions[1]->text(), QStringLiteral("second"));
        const int asked = session.asked;
        QCOMPARE(actions[0]->text(), QStringLiteral("first %1").arg(asked));
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&session.view, &change);
        QCOMPARE(actions[0]->text(), QStringLiteral("first %1").arg(asked + 1));
        session.renameNow();
        QCOMPARE(actions[0]->text(), QStringLiteral("first %1").arg(asked + 2));
        actions[1]->trigger();
        QCOMPARE(session.triggered, 1);
    }

    // The seed as people call it: a game number, or a new one when left empty.
    void theGameNumberFieldGivesTheNumberTypedOrANewOne()
    {
        gui::GameNumberField field;
        field.setText(QStringLiteral("18446744073709551615"));
        QCOMPARE(field.seed(), std::uint64_t {18446744073709551615u});
        field.clear();
        QCOMPARE(field.placeholderText(), QStringLiteral("random"));
        QCOMPARE(gui::GameNumberField::label(), QStringLiteral("&Game number:"));
    }

    // `tablee --language fr` is for that run: the language chosen in the menu stays remembered.
    void languageForOneRunIsNotRemembered()
    {
        m_language.setLanguage(QStringLiteral("en")); // as chosen in the menu
        QCOMPARE(m_language.preferred(), QStringLiteral("en"));
        m_language.setLanguage(QStringLiteral("fr"), app::LanguageManager::Remember::no);
        QCOMPARE(m_language.current(), QStringLiteral("fr"));
        QCOMPARE(m_language.preferred(), QStringLiteral("en"));
        m_language.setLanguage(QStringLiteral("fr"));
        QCOMPARE(m_language.preferred(), QStringLiteral("fr"));
        m_language.setLanguage(QStringLiteral("en"));
    }

    void homeScreenListsTheVariants()
    {
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(menuTitles(window), (QStringList {"&File", "&Edit", "&Settings", "&Help"}));
        const auto cards = window.homeScreen()->findChildren<QWidget*>(QStringLiteral("variantCard"));
        QCOMPARE(cards.size(), 1);
        QCOMPARE(cards.first()->property("variantId").toString(), QStringLiteral("counter"));
        QVERIFY(cards.first()->findChild<QLabel*>(QStringLiteral("variantName"))->text() == QStringLiteral("Counter"));
        // Tab goes from button to button, never to something that shows no focus.
        window.activateWindow();
        QTRY_VERIFY(window.isActiveWindow());
        window.homeScreen()->findChild<QPushButton*>(QStringLiteral("playButton"))->setFocus();
        for (int press = 0; press < 6; ++press) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QVERIFY2(qobject_cast<QAbstractButton*>(QApplication::focusWidget()),
                QApplication::focusWidget()->metaObject()->className());
        }
    }

    // File › New game (Ctrl+N) on the home screen goes to the games' New game buttons and says so;
    // Return on one starts that game, as Space does.
    void newGameOnTheHomeScreenGoesToTheGamesButtons()
    {
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        window.show();
        window.activateWindow();
        QTRY_VERIFY(window.isActiveWindow());
        QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier);
        auto* play = window.homeScreen()->findChild<QPushButton*>(QStringLiteral("playButton"));
        QTRY_COMPARE(QApplication::focusWidget(), play);
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("New game")),
            qPrintable(window.statusBar()->currentMessage()));
        QVERIFY(!window.session());
        QTest::keyClick(play, Qt::Key_Return);
        QVERIFY(window.session()); // the counter's game, which asks nothing
    }

    // A very low window (1920 x 1080 at a scale of 2 is 960 x 540) gives the cards the line under
    // the title, so that the games' buttons come into sight; a taller one shows it.
    void aLowHomeScreenLeavesOutTheLineUnderItsTitle()
    {
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto* subtitle = window.homeScreen()->findChild<QLabel*>(QStringLiteral("homeSubtitle"));
        // Lower still, each card's summary goes to its tooltip (at scale 2 the second row's New
        // game buttons were under the fold).
        auto* card = window.homeScreen()->findChild<QFrame*>(QStringLiteral("variantCard"));
        QVERIFY(card);
        const auto summaryShown = [card] {
            const auto labels = card->findChildren<QLabel*>();
            return std::ranges::any_of(
                labels, [card](const QLabel* label) { return label->isVisible() && label->text() == card->toolTip(); });
        };
        QVERIFY(!card->toolTip().isEmpty());
        const auto gamesInProgress = [](int count) {
            QList<app::HomeScreen::GameInProgress> games;
            for (int k = 0; k < count; ++k)
                games.push_back({QStringLiteral("slot%1").arg(k), QStringLiteral("counter"), {QStringLiteral("Ana")},
                    QStringLiteral("turn 3"), QDateTime::currentDateTime(), true, {}});
            return games;
        };
        // The whole page in sight: nothing to scroll to, unless the heading is as low as it goes.
        const auto wholePageInSight = [&] {
            const auto* bar = window.homeScreen()->findChild<QScrollArea*>()->verticalScrollBar();
            return bar->maximum() == 0 || (!subtitle->isVisible() && !summaryShown());
        };
        // Room enough: the full heading, even with a game in progress (measured, not a fixed
        // height: at 1280x800 a game in progress folded every summary, half the window empty).
        window.resize(1280, 800);
        QTRY_VERIFY(subtitle->isVisible());
        QTRY_VERIFY(summaryShown());
        window.homeScreen()->showGamesInProgress(gamesInProgress(1));
        QTest::qWait(50);
        QTRY_VERIFY(subtitle->isVisible());
        QVERIFY(summaryShown());
        QVERIFY(wholePageInSight());
        // Low, with games in progress, which come first and take their room from the heading,
        // not the cards (at 1024x700 two of them pushed New game under the fold).
        window.resize(960, 540);
        window.homeScreen()->showGamesInProgress(gamesInProgress(3));
        QTRY_VERIFY(window.homeScreen()->height() < 560);
        QTRY_VERIFY(!subtitle->isVisible());
        QTRY_VERIFY(wholePageInSight());
        window.homeScreen()->showGamesInProgress({});
        window.resize(1280, 800);
        QTRY_VERIFY(subtitle->isVisible());
        QTRY_VERIFY(summaryShown());
    }

    void aVariantsHomeCommandsAreOnItsCard()
    {
        static int opened = 0;
        opened = 0;
        gui::VariantRegistry registry;
        registry.add(std::make_unique<test::CounterModule>("", [] {
            return QList<gui::VariantModule::HomeCommand> {{QStringLiteral("Records…"), [](QWidget*) { ++opened; }}};
        }));
        app::MainWindow window(registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        auto* button = window.homeScreen()->findChild<QPushButton*>(QStringLiteral("homeCommand"));
        QVERIFY(button);
        QCOMPARE(button->text(), QStringLiteral("Records…"));
        button->click();
        QCOMPARE(opened, 1);
    }

    void aboutNamesTheVersionAndEachVariantsCredits()
    {
        gui::VariantRegistry registry;
        registry.add(std::make_unique<test::CounterModule>("Counting games, after nobody in particular."));
        app::MainWindow window(registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        const QString text = window.aboutText();
        QVERIFY(text.contains(QStringLiteral("<h3>Tablée "))); // then the version
        QVERIFY(text.contains(QStringLiteral("<b>Counter</b>: Counting games, after nobody in particular.")));
        // The licence, and the libraries' own.
        QVERIFY(text.contains(QStringLiteral("GNU General Public License")));
        QVERIFY(text.contains(QStringLiteral("version 3 of the License, or (at your option) any later version")));
        QVERIFY(text.contains(QStringLiteral("Qt ")) && text.contains(QStringLiteral("LGPL")));
        QVERIFY(text.contains(QStringLiteral("nlohmann/json")) && text.contains(QStringLiteral("{fmt}")));
        // Its box fits the screen, whatever the credits take: the text scrolls, OK stays in sight.
        auto* about = window.makeAboutDialog();
        about->show();
        QVERIFY(QTest::qWaitForWindowExposed(about));
        const QRect available = about->screen()->availableGeometry();
        QVERIFY(about->height() <= available.height() && about->width() <= available.width());
        QVERIFY(about->findChild<QDialogButtonBox*>()->isVisible());
        test::saveShot(*about, QStringLiteral("about-en.png"));
        about->close();
    }

    void f1BringsTheOneRulesWindowForward()
    {
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        window.show();
        window.showRules();
        const QPointer<app::RulesDialog> first = window.rulesDialog();
        QVERIFY(first && first->isVisible());
        window.showRules();
        QCOMPARE(window.rulesDialog(), first.data());
        QCOMPARE(window.findChildren<app::RulesDialog*>().size(), 1);
        first->close(); // deleted on close: the next F1 makes a new one
        QTRY_VERIFY(!first);
        window.showRules();
        QVERIFY(window.rulesDialog());
    }

    void theWindowComesBackAsItWasLeft()
    {
        {
            app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
            window.show();
            window.resize(710, 455); // (the offscreen screen is 800 wide)
            QVERIFY(window.close());
        }
        app::MainWindow again(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QCOMPARE(again.size(), QSize(710, 455));
    }

    // Remembered larger than this screen (left on a larger one): brought back inside it.
    void aRememberedWindowFitsASmallerScreen()
    {
        {
            app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
            window.show();
            window.resize(4000, 3000);
            QVERIFY(window.close());
        }
        app::MainWindow again(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        const QRect available = again.screen()->availableGeometry();
        QVERIFY2(again.width() < available.width() && again.height() < available.height(),
            qPrintable(QStringLiteral("%1x%2").arg(again.width()).arg(again.height())));
        QVERIFY(available.contains(again.pos()));
    }

    void aNewWindowFitsItsScreen()
    {
        QSettings().remove(QStringLiteral("window/main")); // as on a first start
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        const QSize available = window.screen()->availableGeometry().size();
        QVERIFY2(window.width() <= available.width() && window.height() <= available.height(),
            qPrintable(QStringLiteral("%1x%2 on %3x%4")
                           .arg(window.width())
                           .arg(window.height())
                           .arg(available.width())
                           .arg(available.height())));
    }

    // A game's view taller than the screen scrolls in the window: the window stays on the screen.
    void aTallViewScrollsInsteadOfGrowingTheWindow()
    {
        QSettings().remove(QStringLiteral("window/main"));
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        window.show();
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        const QSize available = window.screen()->availableGeometry().size();
        window.session()->widget()->setMinimumSize(available.width() / 2, 2 * available.height());
        QCoreApplication::processEvents();
        QVERIFY2(window.height() <= available.height(), qPrintable(QString::number(window.height())));
        auto* area = window.findChild<QScrollArea*>(QStringLiteral("sessionArea"));
        QVERIFY(area->verticalScrollBar()->isVisible());
    }

    // A view that would like to be taller than the window but can be smaller (a word-wrapped
    // label gives it a height for its width) gets the room there is, without scrolling: its
    // buttons at the bottom stay on screen.
    void aViewThatCanShrinkFitsWithoutScrolling()
    {
        QSettings().remove(QStringLiteral("window/main"));
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        window.show();
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        QWidget* view = window.session()->widget();
        auto* layout = new QVBoxLayout(view);
        auto* label = new QLabel(QStringLiteral("A line long enough to wrap on a narrow window, as a hint does."));
        label->setWordWrap(true);
        layout->addWidget(label);
        // Would like to be as tall as two screens, but can do with a little. (The fake variant's
        // view is a label: the layout is the test's.)
        class Tall : public QWidget {
        public:
            QSize sizeHint() const override { return {200, 2 * screen()->availableGeometry().height()}; }
            QSize minimumSizeHint() const override { return {200, 50}; }
        };
        layout->addWidget(new Tall);
        window.resize(window.width() - 20, window.height() - 20); // the scroll area lays it out again
        QTest::qWait(50);
        auto* area = window.findChild<QScrollArea*>(QStringLiteral("sessionArea"));
        QTRY_VERIFY(area->viewport()->height() > 200);
        QVERIFY(!area->verticalScrollBar()->isVisible());
        QCOMPARE(view->height(), area->viewport()->height());
    }

    void languageSwitchesWithoutRestart()
    {
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        window.show();
        auto playButton = [&] { return window.homeScreen()->findChild<QPushButton*>(QStringLiteral("playButton")); };
        QCOMPARE(playButton()->text(), QStringLiteral("New game"));

        m_language.setLanguage(QStringLiteral("fr"));
        // Qt posts QEvent::LanguageChange to the windows: the texts change once it is delivered.
        QTRY_COMPARE(menuTitles(window), (QStringList {"&Fichier", "É&dition", "Paramè&tres", "Aid&e"}));
        QCOMPARE(playButton()->text(), QStringLiteral("Nouvelle partie"));
        QCOMPARE(window.homeScreen()->findChild<QPushButton*>(QStringLiteral("openButton"))->text(),
            QStringLiteral("&Ouvrir une partie enregistrée…"));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("language_fr"))->isChecked());

        m_language.setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(menuTitles(window).first(), QStringLiteral("&File"));
        QCOMPARE(playButton()->text(), QStringLiteral("New game"));
    }

    void saveAndOpenRoundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.tablee"));
        {
            app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
            QVERIFY(window.startNewGame(QStringLiteral("counter")));
            auto* session = static_cast<test::CounterSession*>(window.session());
            session->play();
            session->play();
            session->play();
            QVERIFY(window.isGameModified());
            // In no file yet, the game is kept all the same: the title says so, not "unsaved".
            QCOMPARE(window.windowTitle(), QStringLiteral("Counter — kept in progress — Tablée"));
            {
                // Played to its end, it is no longer a game in progress: the title says it is over.
                app::MainWindow other(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
                QVERIFY(other.startNewGame(QStringLiteral("counter")));
                static_cast<test::CounterSession*>(other.session())->playToTheEnd();
                QCOMPARE(other.windowTitle(), QStringLiteral("Counter — finished — Tablée"));
            }
            QVERIFY(window.saveTo(path));
            QVERIFY(!window.isGameModified());
            // The file's name, and the variant once.
            QCOMPARE(window.windowTitle(), QStringLiteral("game[*] — Counter — Tablée"));
            QVERIFY(window.saveTo(QFileInfo(path).dir().filePath(QStringLiteral("Counter 2026-12-07.tablee"))));
            QCOMPARE(window.windowTitle(), QStringLiteral("Counter 2026-12-07[*] — Tablée"));
        }
        const auto envelope = nlohmann::json::parse(readAll(path).toStdString());
        QCOMPARE(QString::fromStdString(envelope["format"].get<std::string>()), QStringLiteral("tablee-save"));
        QCOMPARE(QString::fromStdString(envelope["variant"].get<std::string>()), QStringLiteral("counter"));
        QCOMPARE(envelope["schema"].get<int>(), 1);

        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        // The home screen lists it among the recent games; a click opens it.
        QPushButton* recent = nullptr;
        for (auto* button : window.homeScreen()->findChildren<QPushButton*>(QStringLiteral("recentFile")))
            if (button->property("path").toString() == QFileInfo(path).absoluteFilePath())
                recent = button;
        QVERIFY(recent);
        QVERIFY(recent->text().startsWith(QStringLiteral("game — saved ")));
        recent->click();
        QVERIFY(window.session());
        QCOMPARE(static_cast<test::CounterSession*>(window.session())->count(), 3);
        QCOMPARE(window.currentFile(), QFileInfo(path).absoluteFilePath());
        QVERIFY(window.openFile(path));
        QCOMPARE(static_cast<test::CounterSession*>(window.session())->count(), 3);
        QCOMPARE(window.currentFile(), path);
    }

    void undoAndRedoFollowTheGame()
    {
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        auto* session = static_cast<test::CounterSession*>(window.session());
        session->play();
        session->play();
        QAction* undo = nullptr;
        QAction* redo = nullptr;
        for (auto* action : window.findChildren<QAction*>()) {
            if (action->text() == QStringLiteral("&Undo"))
                undo = action;
            if (action->text() == QStringLiteral("&Redo"))
                redo = action;
        }
        QVERIFY(undo && redo);
        QVERIFY(undo->isEnabled());
        QVERIFY(!redo->isEnabled());
        undo->trigger();
        QCOMPARE(session->count(), 1);
        QVERIFY(redo->isEnabled());
        redo->trigger();
        QCOMPARE(session->count(), 2);
    }

    // Edit > Undo of a turn another person has seen finished asks the table first (Cancel the
    // default, and it leaves the game as it was); a die or a sealed hand-in says why it is off
    // (the variants' tests).
    void undoOfAnothersTurnAsksTheTable()
    {
        gui::VariantRegistry registry;
        registry.add(std::make_unique<test::TurnsModule>());
        app::MainWindow window(registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QVERIFY(window.startNewGame(QStringLiteral("cards")));
        auto* session = static_cast<test::TurnsSession*>(window.session());
        session->takeACard(); // Ana's turn; Ben is to play
        QCOMPARE(session->toMove(), std::size_t {1});
        QAction* undo = nullptr;
        for (auto* action : window.findChildren<QAction*>())
            if (action->shortcut() == QKeySequence(QKeySequence::Undo))
                undo = action;
        QVERIFY(undo && undo->isEnabled());
        QString asked;
        QString defaultButton;
        const auto answer = [&](bool takeBack) {
            QTimer::singleShot(0, [&, takeBack] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                QVERIFY(box);
                asked = box->text();
                defaultButton = box->defaultButton() ? box->defaultButton()->text() : QString();
                box->button(takeBack ? QMessageBox::Yes : QMessageBox::No)->click();
            });
        };
        answer(false);
        undo->trigger();
        QVERIFY2(asked.contains(QStringLiteral("Ana’s last turn")), qPrintable(asked));
        QVERIFY2(asked.contains(QStringLiteral("Ana plays it again")), qPrintable(asked));
        QCOMPARE(defaultButton, QStringLiteral("&Leave it as it is"));
        QCOMPARE(session->toMove(), std::size_t {1}); // cancelled: nothing taken back
        answer(true);
        undo->trigger();
        QCOMPARE(session->toMove(), std::size_t {0});
        QVERIFY(!undo->isEnabled());
    }

    void refusedFilesAreReportedAndLeftUntouched_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QTest::newRow("damaged") << QByteArray("{\"format\": \"tablee-save\", \"vari") << QStringLiteral("damaged");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("This file is empty");
        QTest::newRow("foreign") << QByteArray("{\"hello\": 1}") << QStringLiteral("not a Tablée save");
        QTest::newRow("newer") << QByteArray(R"({"format":"tablee-save","format_version":1,"variant":"counter",)"
                                             R"("schema":7,"game":{"options":{"start":0},"moves":[1],"cursor":1}})")
                               << QStringLiteral("This Counter save uses version 7 of its format");
        QTest::newRow("unknown game") << QByteArray(R"({"format":"tablee-save","format_version":1,)"
                                                    R"("variant":"chess","schema":1,"game":{}})")
                                      << QStringLiteral("\"chess\"");
        QTest::newRow("bad game") << QByteArray(
            R"({"format":"tablee-save","format_version":1,"variant":"counter",)"
            R"("schema":1,"game":{"options":{"start":0},"moves":["x"],"cursor":1}})")
                                  << QStringLiteral("“game.moves[0]”");
        // The first move is refused by the rules (a step of 9 from an odd count): nothing before it
        // to open (a later move refused: aGameOpensAtItsLastMoveThatReplays).
        QTest::newRow("moves refused") << QByteArray(
            R"({"format":"tablee-save","format_version":1,"variant":"counter",)"
            R"("schema":1,"game":{"options":{"start":1},"moves":[9],"cursor":1}})")
                                       << QStringLiteral("its move 1 cannot be replayed");
    }

    void refusedFilesAreReportedAndLeftUntouched()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("file.tablee"));
        writeAll(path, bytes);

        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        auto* before = window.session();
        QSignalSpy errors(&window, &app::MainWindow::errorReported);
        QVERIFY(!window.openFile(path));
        QCOMPARE(errors.size(), 1);
        const QString message = errors.first().first().toString();
        QVERIFY2(message.contains(expected), qPrintable(message));
        QVERIFY2(message.contains(QDir::toNativeSeparators(path)), qPrintable(message)); // which file
        QCOMPARE(window.session(), before);
        QCOMPARE(readAll(path), bytes);
    }

    // A file too large to be a save is refused without being read, with its real size.
    void aHugeFileIsRefusedWithItsRealSize()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.tablee"));
        const qint64 size = static_cast<qint64>(core::max_save_bytes) + 12'345;
        writeAll(path, QByteArray(size, ' '));
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QSignalSpy errors(&window, &app::MainWindow::errorReported);
        QVERIFY(!window.openFile(path));
        QCOMPARE(errors.size(), 1);
        const QString message = errors.first().first().toString();
        QVERIFY2(message.contains(QLocale().toString(size)), qPrintable(message));
        QVERIFY(!window.session());
    }

    void refusalsAreTranslated()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("file.tablee"));
        writeAll(path, QByteArray("{\"hello\": 1}"));
        m_language.setLanguage(QStringLiteral("fr"));
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QSignalSpy errors(&window, &app::MainWindow::errorReported);
        QVERIFY(!window.openFile(path));
        QCOMPARE(errors.first().first().toString(),
            QStringLiteral("Fichier\u00a0: %1\n\nCe fichier n’est pas une sauvegarde Tablée.")
                .arg(QDir::toNativeSeparators(path)));
        if (auto* box = window.findChild<QMessageBox*>())
            test::saveShot(*box, QStringLiteral("refused-file-fr.png"));
    }

    // File > Open Recent on a file that turned out damaged: nothing is asked, the game in progress
    // stays as it was and still modified (it was marked clean after "Discard", then lost on Close).
    void aRefusedOpenAsksNothingAndKeepsTheGameModified()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("other.tablee"));
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        QVERIFY(window.saveTo(path)); // in the recent files now
        static_cast<test::CounterSession*>(window.session())->play();
        writeAll(path, QByteArray("{\"format\": \"tablee-save\", \"vari"));
        QAction* recent = nullptr;
        for (auto* action : window.findChildren<QAction*>())
            if (action->toolTip() == QFileInfo(path).absoluteFilePath())
                recent = action;
        QVERIFY(recent);
        answerNextQuestion(QMessageBox::Discard);
        QSignalSpy errors(&window, &app::MainWindow::errorReported);
        recent->trigger();
        QCoreApplication::processEvents(); // a question would have been answered by now
        QCOMPARE(errors.size(), 1);
        QVERIFY(!m_asked);
        QVERIFY(window.isGameModified());
        QCOMPARE(static_cast<test::CounterSession*>(window.session())->count(), 1);
    }

    // A file that reads well: the question comes, and Cancel keeps the game in progress.
    void openingAGoodFileAsksAndCancelKeepsTheGame()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("saved.tablee"));
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        QVERIFY(window.saveTo(path));
        auto* before = window.session();
        static_cast<test::CounterSession*>(before)->play();
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!window.openFile(path));
        QVERIFY(m_asked);
        QCOMPARE(window.session(), before);
        QVERIFY(window.isGameModified());
        answerNextQuestion(QMessageBox::Discard);
        QVERIFY(window.openFile(path));
        QVERIFY(m_asked);
        QCOMPARE(m_discardText, QStringLiteral("&Don’t save"));
        QVERIFY(window.session() != before);
        QVERIFY(!window.isGameModified());
    }

    void aFailedSaveKeepsTheGameModified()
    {
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        QSignalSpy errors(&window, &app::MainWindow::errorReported);
        QVERIFY(!window.saveTo(QStringLiteral("/nonexistent-folder/x/game.tablee")));
        QCOMPARE(errors.size(), 1);
        QVERIFY(window.isGameModified());
    }

    // Every save and export dialog starts in the folder last used, proposes a name, gives the name
    // typed the ending of the type chosen (or takes the type from the ending typed), and the
    // folder chosen is the next dialog's.
    void fileDialogsStartWhereTheLastFileWentAndAddTheEnding()
    {
        QTemporaryDir folder;
        QVERIFY(QDir(folder.path()).mkdir(QStringLiteral("records")));
        gui::FilePlaces::rememberFolderOf(folder.filePath(QStringLiteral("some game.tablee")));
        QCOMPARE(gui::FilePlaces::folder(), folder.path());
        const std::array types {gui::FileType {QStringLiteral("Text record"), QStringLiteral("txt")},
            gui::FileType {QStringLiteral("JSON record"), QStringLiteral("json")}};
        // Answers the next dialog with `name` under the filter `filter`; notes where it opened.
        QString openedIn;
        QString proposed;
        const auto answer = [&](const QString& name, int filter) {
            QTimer::singleShot(0, this, [&, name, filter] {
                auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
                QVERIFY(dialog);
                openedIn = dialog->directory().absolutePath();
                proposed = dialog->selectedFiles().value(0);
                dialog->selectNameFilter(dialog->nameFilters().value(filter));
                dialog->selectFile(name);
                QMetaObject::invokeMethod(dialog, "accept");
            });
        };

        answer(folder.filePath(QStringLiteral("records/mine")), 1);
        auto chosen
            = gui::FilePlaces::askWhereToWrite(nullptr, QStringLiteral("Export"), QStringLiteral("Record"), types);
        QVERIFY(chosen);
        QCOMPARE(openedIn, folder.path());
        QCOMPARE(QFileInfo(proposed).fileName(), QStringLiteral("Record.txt"));
        QCOMPARE(chosen->path, folder.filePath(QStringLiteral("records/mine.json")));
        QCOMPARE(chosen->type, std::size_t {1});
        QCOMPARE(gui::FilePlaces::folder(), folder.filePath(QStringLiteral("records")));

        // The ending typed says the type, whichever filter is chosen.
        answer(folder.filePath(QStringLiteral("records/other.TXT")), 1);
        chosen = gui::FilePlaces::askWhereToWrite(nullptr, QStringLiteral("Export"), QStringLiteral("Record"), types);
        QVERIFY(chosen);
        QCOMPARE(openedIn, folder.filePath(QStringLiteral("records")));
        QCOMPARE(chosen->path, folder.filePath(QStringLiteral("records/other.TXT")));
        QCOMPARE(chosen->type, std::size_t {0});

        // Where it went is said with the file's name and its folder.
        const QString said = gui::FilePlaces::writtenText(chosen->path);
        QVERIFY(said.contains(QStringLiteral("other.TXT")));
        QVERIFY(said.contains(QDir::toNativeSeparators(folder.filePath(QStringLiteral("records")))));
    }

    // A new game closed before anyone played leaves nothing behind. Once a move is played, closing
    // it asks nothing either: it is kept in progress, on the home screen's list.
    void aGameClosedIsKeptInProgressUnasked()
    {
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QAction* close = nullptr; // File > Close the game
        for (auto* action : window.findChildren<QAction*>())
            if (action->shortcut() == QKeySequence(QKeySequence::Close))
                close = action;
        QVERIFY(close);
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        answerNextQuestion(QMessageBox::Cancel);
        close->trigger();
        QCoreApplication::processEvents();
        QVERIFY(!m_asked);
        QVERIFY(!window.session());
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 0);

        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        static_cast<test::CounterSession*>(window.session())->play();
        answerNextQuestion(QMessageBox::Cancel);
        close->trigger();
        QCoreApplication::processEvents();
        QVERIFY(!m_asked);
        QVERIFY(!window.session());
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 1);
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("kept in progress")));
        QVERIFY2(gameDetails(window).front().contains(QStringLiteral("Kept as it was left")),
            qPrintable(gameDetails(window).front()));
    }

    // A game set up with moves already (a campaign's kingdom drawn and seating in its wizard) is
    // kept when closed, though nobody has played since: the setup is the organizer's work.
    void aGameSetUpInItsDialogIsKept()
    {
        gui::VariantRegistry registry;
        registry.add(std::make_unique<test::CounterModule>("", nullptr, [](QWidget*) {
            auto game = test::CounterGame::create({}).value();
            [[maybe_unused]] const auto played = game.play({3}); // the setup's move
            return std::optional<test::CounterGame>(std::move(game));
        }));
        app::MainWindow window(registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        for (auto* action : window.findChildren<QAction*>())
            if (action->shortcut() == QKeySequence(QKeySequence::Close))
                action->trigger();
        QVERIFY(!window.session());
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 1);
    }

    // Starting or opening another game never puts one at risk: each unfinished game is kept on
    // its own, listed with who plays and how far it went, and resumes as it was left.
    void anotherGameNeverPutsOneAtRisk()
    {
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        auto* first = static_cast<test::CounterSession*>(window.session());
        first->play();
        first->play(); // 2
        const QString firstSlot = window.currentSlot();
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        QCoreApplication::processEvents();
        QVERIFY(!m_asked);
        static_cast<test::CounterSession*>(window.session())->play(3); // 3
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 1); // the first, put aside
        // Opening a saved file puts the second aside too.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("third.tablee"));
        writeAll(path, QByteArray::fromStdString(test::CounterGame::create({.start = 7}).value().save("test", "now")));
        QVERIFY(window.openFile(path));
        QVERIFY(!m_asked);
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 2);
        const QStringList titles = gameTitles(window);
        QVERIFY2(titles.filter(QStringLiteral("Counter")).size() == 2, qPrintable(titles.join(QLatin1Char('|'))));
        QVERIFY2(titles.filter(QStringLiteral("1 move played")).size() == 1
                && titles.filter(QStringLiteral("2 moves played")).size() == 1,
            qPrintable(titles.join(QLatin1Char('|'))));
        // Each comes back as it was left; the one open goes to the list in its place.
        QVERIFY(window.resumeGame(firstSlot));
        QCOMPARE(static_cast<test::CounterSession*>(window.session())->count(), 2);
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 1); // the file, unchanged, needs no keeping
    }

    // Quitting in the middle of a game asks nothing and loses nothing: the game is listed again
    // at the next start, said kept; a game Tablée stopped in the middle of is said so.
    void quittingMidGameKeepsItForNextTime()
    {
        const app::GamesInProgress games(m_autosaveDir.path());
        {
            app::MainWindow window(m_registry, m_language, games);
            QVERIFY(window.startNewGame(QStringLiteral("counter")));
            static_cast<test::CounterSession*>(window.session())->play();
            window.show();
            answerNextQuestion(QMessageBox::Discard);
            QVERIFY(window.close());
            QCoreApplication::processEvents();
            QVERIFY(!m_asked);
        }
        QCOMPARE(games.list().size(), std::size_t {1});
        QVERIFY(games.list().front().closedOnPurpose);
        app::MainWindow next(m_registry, m_language, games);
        QCOMPARE(next.homeScreen()->gamesInProgressCount(), 1);
        const QString detail = gameDetails(next).front();
        QVERIFY2(detail.contains(QStringLiteral("Kept as it was left")), qPrintable(detail));
        QVERIFY2(!detail.contains(QStringLiteral("stopped")), qPrintable(detail));
        QVERIFY(next.resumeGame(games.list().front().slot));
        QCOMPARE(static_cast<test::CounterSession*>(next.session())->count(), 1);
        // Resumed, then stopped without closing (a crash): said so at the next start.
        QVERIFY(!games.list().front().closedOnPurpose);
    }

    // "Don't save" on a game's changes to its file means they are gone: never resumed later.
    void dontSaveMeansTheChangesAreGone()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("campaign.tablee"));
        const app::GamesInProgress games(m_autosaveDir.path());
        {
            app::MainWindow window(m_registry, m_language, games);
            savedThenChanged(window, path); // a change the table drops
            QCOMPARE(games.list().size(), std::size_t {1}); // autosaved, as every change
            answerNextQuestion(QMessageBox::Discard);
            QVERIFY(window.startNewGame(QStringLiteral("counter")));
            QVERIFY(m_asked);
            QCOMPARE(m_discardText, QStringLiteral("&Don’t save"));
        }
        app::MainWindow next(m_registry, m_language, games);
        // (The new game, dealt when the window went, is listed; nothing of the campaign's changes.)
        QVERIFY(gameDetails(next).filter(QStringLiteral("campaign.tablee")).isEmpty());
        QVERIFY(gameTitles(next).filter(QStringLiteral("2 moves")).isEmpty());
        QVERIFY(next.openFile(path));
        QCOMPARE(static_cast<test::CounterSession*>(next.session())->count(), 1); // as saved
    }

    void anAutosavedGameIsOfferedBackAfterACrash()
    {
        const app::GamesInProgress games(m_autosaveDir.path());
        crashAGame(games, 2);
        app::MainWindow window(m_registry, m_language, games);
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 1);
        const QString detail = gameDetails(window).front();
        QVERIFY2(detail.contains(QStringLiteral("Tablée closed suddenly during this game")), qPrintable(detail));
        // The day written out: never 11/12/26, whose day and month a reader may swap.
        QVERIFY2(detail.contains(QLocale().monthName(games.list().front().savedAt.date().month())), qPrintable(detail));
        QVERIFY(!window.session());
        window.homeScreen()->findChild<QPushButton*>(QStringLiteral("resumeButton"))->click();
        QVERIFY(window.session());
        QCOMPARE(static_cast<test::CounterSession*>(window.session())->count(), 2);
        QVERIFY(window.isGameModified());
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 0);
    }

    // A game resumed after a crash forgot its file: Save asked for a new name and the organizer
    // ended with two campaign files that diverged.
    void aResumedGameKeepsItsFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("campaign.tablee"));
        const app::GamesInProgress games(m_autosaveDir.path());
        {
            app::MainWindow window(m_registry, m_language, games);
            savedThenChanged(window, path);
            window.autosaveNow(); // then a crash
        }
        app::MainWindow window(m_registry, m_language, games);
        QVERIFY(gameDetails(window).front().contains(QStringLiteral("not saved in campaign.tablee")));
        window.homeScreen()->findChild<QPushButton*>(QStringLiteral("resumeButton"))->click();
        QVERIFY(window.session());
        QCOMPARE(window.currentFile(), path);
        QVERIFY(window.isGameModified()); // its last move is in no file yet
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("campaign[*]")));
        QVERIFY(window.isWindowModified()); // its last changes are in no file yet
        QVERIFY(window.saveTo(window.currentFile()));
        app::MainWindow reopened(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QVERIFY(reopened.openFile(path));
        QCOMPARE(static_cast<test::CounterSession*>(reopened.session())->count(), 2);
    }

    // Opening a file whose last changes are kept in progress (Tablée quit before they were
    // saved): the table chooses, and either way nothing is lost.
    void openingAFileWithKeptChangesAsks()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("campaign.tablee"));
        const app::GamesInProgress games(m_autosaveDir.path());
        {
            app::MainWindow window(m_registry, m_language, games);
            QVERIFY(window.startNewGame(QStringLiteral("counter")));
            QVERIFY(window.saveTo(path));
            static_cast<test::CounterSession*>(window.session())->play();
            window.show();
            QVERIFY(window.close()); // kept in progress, not in the file
        }
        app::MainWindow window(m_registry, m_language, games);
        answerWithDefault(); // resume the changes
        QVERIFY(window.openFile(path));
        QVERIFY(m_asked);
        QCOMPARE(static_cast<test::CounterSession*>(window.session())->count(), 1);
        QCOMPARE(window.currentFile(), path);
    }

    // The list's Discard, next to Resume, would end a game at one click: it asks first.
    void theListsDiscardAsksFirst()
    {
        const app::GamesInProgress games(m_autosaveDir.path());
        const QByteArray crashed = crashAGame(games, 1);
        app::MainWindow window(m_registry, m_language, games);
        auto* discard = window.homeScreen()->findChild<QPushButton*>(QStringLiteral("discardButton"));
        QVERIFY(discard);
        answerNextQuestion(QMessageBox::No);
        discard->click();
        QVERIFY(m_asked);
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 1);
        QCOMPARE(readAll(games.list().front().path), crashed);
        answerNextQuestion(QMessageBox::Yes);
        discard = window.homeScreen()->findChild<QPushButton*>(QStringLiteral("discardButton"));
        discard->click();
        QVERIFY(m_asked);
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 0);
        QVERIFY(games.list().empty());
        // Kept once more, out of the list: a wrong click never loses a game for good.
        const QDir discarded(QDir(games.folder()).filePath(QStringLiteral("discarded")));
        QCOMPARE(discarded.entryList(QDir::Files).size(), 1);
    }

    // Save as… from the list: the game goes to a file of the player's, and leaves the list.
    void aGameInProgressIsSavedAsAFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("evening.tablee"));
        const app::GamesInProgress games(m_autosaveDir.path());
        crashAGame(games, 3);
        app::MainWindow window(m_registry, m_language, games);
        QVERIFY(window.saveGameInProgressTo(games.list().front().slot, path));
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 0);
        QVERIFY(window.openFile(path));
        QCOMPARE(static_cast<test::CounterSession*>(window.session())->count(), 3);
    }

    // The one autosave of earlier versions is listed with the others.
    void theEarlierAutosaveIsAdopted()
    {
        const app::GamesInProgress games(m_autosaveDir.path());
        writeAll(QDir(m_autosaveDir.path()).filePath(QStringLiteral("autosave.json")),
            QByteArray::fromStdString(gameWithMoves({1, 1}).save("0.9", "2026-11-30T20:00:00Z")));
        writeAll(QDir(m_autosaveDir.path()).filePath(QStringLiteral("autosave.closed")), QByteArray());
        app::MainWindow window(m_registry, m_language, games);
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 1);
        QVERIFY(games.list().front().closedOnPurpose);
        QVERIFY(!QFileInfo::exists(QDir(m_autosaveDir.path()).filePath(QStringLiteral("autosave.json"))));
        QVERIFY(window.resumeGame(games.list().front().slot));
        QCOMPARE(static_cast<test::CounterSession*>(window.session())->count(), 2);
    }

    // Found by fuzzing: an autosave with {"format": 0} made read_save throw, and the app aborted
    // at every start, locking the user out. A damaged game in progress is set aside, never
    // written over, and said in a dialog (not a status line) with where it went and what still
    // opens: the copy written before its last change.
    void anUnreadableGameInProgressIsSetAsideAndSaid_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("format a number") << QByteArray(R"({"format":0})");
        QTest::newRow("app_version a number")
            << QByteArray(R"({"format":"tablee-save","format_version":1,"variant":"counter","schema":1,)"
                          R"("app_version":0,"game":{"options":{"start":0},"moves":[1],"cursor":1}})");
        QTest::newRow("saved_at a list") << QByteArray(
            R"({"format":"tablee-save","format_version":1,"variant":"counter","schema":1,)"
            R"("saved_at":[],"game":{"options":{"start":0},"moves":[1],"cursor":1}})");
        QTest::newRow("not JSON") << QByteArray("\x89PNG\r\n");
    }

    void anUnreadableGameInProgressIsSetAsideAndSaid()
    {
        QFETCH(QByteArray, bytes);
        const app::GamesInProgress games(m_autosaveDir.path());
        const QString slot = games.newSlot();
        QVERIFY(games.write(slot, gameWithMoves({1}).save("test", "2026-12-01T20:00:00Z")));
        QVERIFY(games.write(slot, gameWithMoves({1, 1}).save("test", "2026-12-01T20:01:00Z")));
        writeAll(games.pathOf(slot), bytes); // damaged after its last write
        app::MainWindow window(m_registry, m_language, games);
        QSignalSpy errors(&window, &app::MainWindow::errorReported);
        QTRY_COMPARE(errors.size(), 1);
        QCOMPARE(window.homeScreen()->gamesInProgressCount(), 0);
        const QStringList aside
            = QDir(games.folder()).entryList({QStringLiteral("game-*.unreadable-*.json")}, QDir::Files);
        QCOMPARE(aside.size(), 1);
        QCOMPARE(readAll(QDir(games.folder()).filePath(aside.front())), bytes); // as it was, byte for byte
        auto* box = window.findChild<QMessageBox*>(QStringLiteral("recoveryDialog"));
        QVERIFY(box && box->isVisible());
        QVERIFY2(box->text().contains(aside.front()), qPrintable(box->text()));
        QAbstractButton* previous = nullptr;
        for (auto* button : box->buttons())
            if (button->text() == QStringLiteral("Open the &copy before"))
                previous = button;
        QVERIFY(previous);
        previous->click();
        QVERIFY(window.session());
        QCOMPARE(static_cast<test::CounterSession*>(window.session())->count(), 1);
        // A second start finds the damaged file still aside, and the copy a game of its own.
        window.autosaveNow();
        {
            app::MainWindow again(m_registry, m_language, games);
            QCoreApplication::processEvents();
            QCOMPARE(again.homeScreen()->gamesInProgressCount(), 1);
            QCOMPARE(QDir(games.folder()).entryList({QStringLiteral("game-*.unreadable-*.json")}).size(), 1);
        }
        // Damaged again, and the dialog closed without a choice ("Later"): the copy before waits
        // in the games in progress, never lost.
        const QString second = games.list().front().slot;
        QVERIFY(games.write(second, gameWithMoves({1, 1, 1}).save("test", "2026-12-01T20:02:00Z")));
        writeAll(games.pathOf(second), bytes);
        app::MainWindow later(m_registry, m_language, games);
        QTRY_VERIFY(later.findChild<QMessageBox*>(QStringLiteral("recoveryDialog")));
        auto* again = later.findChild<QMessageBox*>(QStringLiteral("recoveryDialog"));
        QVERIFY2(again->text().contains(QStringLiteral("The game of Counter in progress")), qPrintable(again->text()));
        for (auto* button : again->buttons())
            if (button->text() == QStringLiteral("&Later"))
                button->click();
        QTRY_COMPARE(later.homeScreen()->gamesInProgressCount(), 1);
        QVERIFY(!later.session());
        QVERIFY(later.resumeGame(games.list().front().slot));
        QCOMPARE(static_cast<test::CounterSession*>(later.session())->count(), 1); // the copy before its last change
    }

    // A game whose move no longer replays (a file damaged or changed by hand) opens at its last
    // move that does, the move dropped named with why; the file itself is left as it is.
    void aGameOpensAtItsLastMoveThatReplays()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("changed.tablee"));
        // Move 2 steps 9 from an odd count, which the rules refuse.
        auto json = nlohmann::json::parse(gameWithMoves({1}).save("test", "now"));
        json["game"]["moves"].push_back(9);
        json["game"]["cursor"] = 2;
        const QByteArray changed = QByteArray::fromStdString(json.dump());
        writeAll(path, changed);
        const app::GamesInProgress games(m_autosaveDir.path());
        app::MainWindow window(m_registry, m_language, games);
        answerNextQuestion(QMessageBox::No);
        QVERIFY(!window.openFile(path));
        QVERIFY(m_asked);
        QVERIFY(!window.session());
        answerNextQuestion(QMessageBox::Yes);
        QVERIFY(window.openFile(path));
        QCOMPARE(static_cast<test::CounterSession*>(window.session())->count(), 1);
        QVERIFY(window.currentFile().isEmpty()); // a new game in progress: Save asks for a name
        QCOMPARE(readAll(path), changed);

        // The same found in a game in progress at start-up: said, and offered at move 1.
        const QString slot = games.newSlot();
        writeAll(games.pathOf(slot), changed);
        app::MainWindow next(m_registry, m_language, games);
        QSignalSpy errors(&next, &app::MainWindow::errorReported);
        QTRY_COMPARE(errors.size(), 1);
        QVERIFY2(errors.front().front().toString().contains(QStringLiteral("move 2")),
            qPrintable(errors.front().front().toString()));
        auto* box = next.findChild<QMessageBox*>(QStringLiteral("recoveryDialog"));
        QVERIFY(box);
        QAbstractButton* atMove = nullptr;
        for (auto* button : box->buttons())
            if (button->text() == QStringLiteral("Open at &move 1"))
                atMove = button;
        QVERIFY(atMove);
        atMove->click();
        QCOMPARE(static_cast<test::CounterSession*>(next.session())->count(), 1);
    }

    void aFinishedGameGoesToTheResultsHistoryOnce()
    {
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        auto* session = static_cast<test::CounterSession*>(window.session());
        session->playToTheEnd();
        const app::ResultsStore store(m_autosaveDir.path());
        auto history = store.load();
        QVERIFY(history);
        QCOMPARE(history->entries().size(), std::size_t(1));
        const auto& result = history->entries().front();
        QCOMPARE(result.variant, std::string("counter"));
        QVERIFY(!result.date.empty());
        QVERIFY(result.players == (std::vector<core::PlayerResult> {{"Counter", session->count(), 1}}));
        // Undone and finished again: the same game, not a second result.
        window.session()->undo();
        window.session()->redo();
        QCOMPARE(store.load()->entries().size(), std::size_t(1));
        // A finished game opened from its file is no new result either.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("done.tablee"));
        QVERIFY(window.saveTo(path));
        app::MainWindow other(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QVERIFY(other.openFile(path));
        other.session()->undo();
        other.session()->redo();
        QCOMPARE(store.load()->entries().size(), std::size_t(1));
    }

    void theResultsHistoryListsPastGamesByPlace()
    {
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        static_cast<test::CounterSession*>(window.session())->playToTheEnd();
        app::ResultsHistoryDialog dialog(app::ResultsStore(m_autosaveDir.path()), m_registry);
        auto* table = dialog.findChild<QTableWidget*>(QStringLiteral("resultsTable"));
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("Counter"));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("Counter won"));
        QCOMPARE(table->item(0, 3)->text(),
            QStringLiteral("1. Counter: %1")
                .arg(QLocale().toString(static_cast<test::CounterSession*>(window.session())->count())));
        QVERIFY(!dialog.findChild<QLabel*>(QStringLiteral("resultsNone"))->isVisibleTo(&dialog));
        QVERIFY(test::closesWithEscape(dialog));
        test::saveShot(dialog, QStringLiteral("results-history-en.png"));
        m_language.setLanguage(QStringLiteral("fr"));
        app::ResultsHistoryDialog french(app::ResultsStore(m_autosaveDir.path()), m_registry);
        QVERIFY(french.findChild<QTableWidget*>(QStringLiteral("resultsTable"))
                    ->item(0, 3)
                    ->text()
                    .contains(QStringLiteral("1. Counter\u00a0: ")));
        test::saveShot(french, QStringLiteral("results-history-fr.png"));
        m_language.setLanguage(QStringLiteral("en"));
    }

    // The rule of every file the app keeps: one it cannot read is set aside, never written over.
    void aDamagedResultsFileIsSetAsideAndSaid()
    {
        QTemporaryDir dir;
        const app::ResultsStore store(dir.path());
        const QByteArray damaged("{\"entries\": [{\"variant\": 3");
        writeAll(store.path(), damaged);
        {
            app::ResultsHistoryDialog dialog(store, m_registry);
            QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("resultsHistoryNote"))->text().contains(store.path()));
        }
        QCOMPARE(readAll(store.path()), damaged); // looking changes nothing

        app::MainWindow window(m_registry, m_language, app::GamesInProgress(dir.path()));
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        static_cast<test::CounterSession*>(window.session())->playToTheEnd();
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("results-history.unreadable-")));
        const auto aside = QDir(dir.path()).entryList({QStringLiteral("results-history.unreadable-*.json")});
        QCOMPARE(aside.size(), 1);
        QCOMPARE(readAll(dir.filePath(aside.first())), damaged);
        QCOMPARE(store.load()->entries().size(), std::size_t(1));
    }

    void playAgainStartsTheSameTableAfresh()
    {
        app::MainWindow window(m_registry, m_language, app::GamesInProgress(m_autosaveDir.path()));
        auto* playAgain = window.findChild<QAction*>(QStringLiteral("playAgain"));
        QVERIFY(playAgain && !playAgain->isEnabled());
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        QVERIFY(!playAgain->isEnabled()); // not before the end
        static_cast<test::CounterSession*>(window.session())->playToTheEnd();
        QVERIFY(playAgain->isEnabled());
        auto* finished = window.session();
        playAgain->trigger();
        QVERIFY(window.session() != finished);
        QCOMPARE(static_cast<test::CounterSession*>(window.session())->count(), 0);
        QVERIFY(!window.session()->isFinished());
        QVERIFY(window.currentFile().isEmpty());
        QVERIFY(app::GamesInProgress(m_autosaveDir.path()).contains(window.currentSlot()));
        // Asked for by the game itself (a results dialog's button): the same, once the asking
        // session may be replaced.
        static_cast<test::CounterSession*>(window.session())->playToTheEnd();
        finished = window.session();
        emit finished->playAgainRequested();
        QTRY_VERIFY(window.session() != finished);
        QCOMPARE(static_cast<test::CounterSession*>(window.session())->count(), 0);
    }

    void savingToAFileRemovesTheAutosave()
    {
        QTemporaryDir dir;
        const app::GamesInProgress games(m_autosaveDir.path());
        app::MainWindow window(m_registry, m_language, games);
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        static_cast<test::CounterSession*>(window.session())->play();
        QVERIFY(games.contains(window.currentSlot()));
        QVERIFY(window.saveTo(dir.filePath(QStringLiteral("kept.tablee"))));
        QVERIFY(!games.contains(window.currentSlot()));
        QVERIFY(games.list().empty());
    }

private:
    // Answers the "Save the game?" question asked before the events are next processed with
    // `button`; m_asked tells whether one came.
    // A counter game with `moves` moves of one played, autosaved, then the window gone as in a
    // crash: what its autosave holds.
    QByteArray crashAGame(const app::GamesInProgress& games, int moves)
    {
        app::MainWindow window(m_registry, m_language, games);
        if (!window.startNewGame(QStringLiteral("counter")))
            return {}; // the callers' check of what it returns fails
        for (int i = 0; i < moves; ++i)
            static_cast<test::CounterSession*>(window.session())->play();
        window.autosaveNow();
        return readAll(games.pathOf(window.currentSlot()));
    }

    // A new counter game, one move played, saved to `path`, then one move more (not in the file).
    void savedThenChanged(app::MainWindow& window, const QString& path)
    {
        QVERIFY(window.startNewGame(QStringLiteral("counter")));
        static_cast<test::CounterSession*>(window.session())->play();
        QVERIFY(window.saveTo(path));
        static_cast<test::CounterSession*>(window.session())->play();
    }

    // A counter game from 0 with these steps.
    static test::CounterGame gameWithMoves(std::initializer_list<int> steps)
    {
        auto game = test::CounterGame::create({}).value();
        for (const int step : steps)
            [[maybe_unused]] const auto played = game.play({step});
        return game;
    }

    // The texts of the home screen's games in progress: their titles, their details.
    static QStringList gameTexts(const app::MainWindow& window, const char* name)
    {
        QStringList texts;
        for (const auto* label : window.homeScreen()->findChildren<QLabel*>(QLatin1String(name)))
            texts << label->text();
        return texts;
    }
    static QStringList gameTitles(const app::MainWindow& window) { return gameTexts(window, "gameTitle"); }
    static QStringList gameDetails(const app::MainWindow& window) { return gameTexts(window, "gameDetail"); }

    void answerNextQuestion(QMessageBox::StandardButton button)
    {
        m_asked = false;
        QTimer::singleShot(0, this, [this, button] {
            // An error report is modal too, with OK only: the question is the box with `button`.
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            QAbstractButton* answer = box->button(button);
            // The questions say what Discard does (Qt's French says "ignore"): a button of their
            // own, of the destructive role.
            if (button == QMessageBox::Discard)
                for (auto* other : box->buttons())
                    if (box->buttonRole(other) == QMessageBox::DestructiveRole) {
                        answer = other;
                        m_discardText = other->text();
                    }
            if (answer) {
                m_asked = true;
                answer->click();
            }
        });
    }

    // The next question is answered with its default button.
    void answerWithDefault()
    {
        m_asked = false;
        QTimer::singleShot(0, this, [this] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                box && box->defaultButton()) {
                m_asked = true;
                box->defaultButton()->click();
            }
        });
    }

    bool m_asked = false;
    QString m_discardText; // the Discard button's text in the last "Save the game?" question

    gui::VariantRegistry m_registry;
    app::LanguageManager m_language;
    QTemporaryDir m_autosaveDir;
};

QTEST_MAIN(MainWindowTests)
#include "main_window_tests.moc"
