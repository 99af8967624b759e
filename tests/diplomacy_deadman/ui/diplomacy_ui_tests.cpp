// SPDX-License-Identifier: GPL-3.0-or-later
// The Diplomacy window: the drawing held against the rules' map, and games played through the
// widgets (hand-over screens, orders clicked on the map and typed, the reveal).

#include "app/games_in_progress.hpp"
#include "app/language.hpp"
#include "app/main_window.hpp"
#include "core/random.hpp"
#include "diplomacy_deadman/engine/computer.hpp"
#include "diplomacy_deadman/engine/error_codes.hpp"
#include "diplomacy_deadman/engine/order_choices.hpp"
#include "diplomacy_deadman/ui/diplomacy_controller.hpp"
#include "diplomacy_deadman/ui/diplomacy_deadman_module.hpp"
#include "diplomacy_deadman/ui/diplomacy_session.hpp"
#include "diplomacy_deadman/ui/diplomacy_texts.hpp"
#include "diplomacy_deadman/ui/diplomacy_view.hpp"
#include "diplomacy_deadman/ui/history_dialog.hpp"
#include "diplomacy_deadman/ui/map_drawing.hpp"
#include "diplomacy_deadman/ui/map_view.hpp"
#include "diplomacy_deadman/ui/new_game_dialog.hpp"
#include "diplomacy_deadman/ui/phase_report.hpp"
#include "diplomacy_deadman/ui/position_editor.hpp"
#include "diplomacy_deadman/ui/sandbox_window.hpp"
#include "gui/file_places.hpp"
#include "gui/variant_registry.hpp"

#include "dialog_checks.hpp"
#include "game_checks.hpp"
#include "layout_checks.hpp"
#include "module_checks.hpp"
#include "monkey.hpp"
#include "rules_checks.hpp"
#include "saved_file.hpp"
#include "screenshots.hpp"
#include "waiting.hpp"

#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCompleter>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QGuiApplication>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLineF>
#include <QLineSeries>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QValueAxis>

#include <nlohmann/json.hpp>

#include <cmath>
#include <map>
#include <numbers>
#include <set>

using namespace tablee;
namespace dip = tablee::diplomacy_deadman;

namespace {

const dip::Map& board()
{
    return dip::standard_map();
}

dip::ProvinceId province(const char* code)
{
    return *board().find_province(code);
}

// The length of the border two drawn provinces share: their rings' common edges (the drawing is
// a planar mesh: neighbours share the very same vertices along their border).
double sharedBorder(const dip::ui::ProvinceDrawing& a, const dip::ui::ProvinceDrawing& b)
{
    const auto key = [](QPointF p, QPointF q) {
        const auto round = [](QPointF x) { return std::pair(std::lround(x.x() * 10), std::lround(x.y() * 10)); };
        auto from = round(p);
        auto to = round(q);
        return from < to ? std::pair(from, to) : std::pair(to, from);
    };
    std::set<std::pair<std::pair<long, long>, std::pair<long, long>>> edges;
    for (const QPolygonF& ring : a.rings)
        for (qsizetype i = 0; i < ring.size(); ++i)
            edges.insert(key(ring[i], ring[(i + 1) % ring.size()]));
    double length = 0;
    for (const QPolygonF& ring : b.rings)
        for (qsizetype i = 0; i < ring.size(); ++i) {
            const QPointF p = ring[i];
            const QPointF q = ring[(i + 1) % ring.size()];
            if (edges.contains(key(p, q)))
                length += QLineF(p, q).length();
        }
    return length;
}

bool adjacentInTheRules(dip::ProvinceId a, dip::ProvinceId b)
{
    return board().any_neighbours(a).test(b);
}

dip::Game sixPlayers(dip::Power deadMan)
{
    dip::Options options;
    options.players = {"Ana", "Bruno", "Chloé", "Dan", "Eve", "Farid", "Gil"};
    options.dead_man_rule = dip::DeadManRule::chosen;
    options.chosen_dead_men = {deadMan};
    options.seed = 1901;
    return dip::Game::create(options).value();
}

using Orders = std::map<dip::Power, std::vector<QString>>;

using test::shownAtLaptopSize;

// Spring 1901 with only `units` on the board (each a power and its unit, "A BUR").
dip::GameState springWith(const std::vector<std::pair<dip::Power, const char*>>& units)
{
    dip::GameState start = dip::initial_state(board());
    start.units.clear();
    for (const auto& [power, unit] : units)
        start.units.push_back(dip::parse_unit(board(), power, unit).value());
    std::ranges::sort(start.units, {}, [](const dip::Unit& unit) { return board().province_of(unit.location); });
    return start;
}

// Types `order` in the order line and presses Enter, as a player would; whether it was taken
// (the line is emptied then; a refusal leaves it, with the reason shown).
bool typeOrder(dip::ui::DiplomacyView& view, const QString& order)
{
    QTest::keyClicks(view.orderLine(), order);
    QTest::keyClick(view.orderLine(), Qt::Key_Return);
    return view.orderLine()->text().isEmpty();
}

// The next writer asks for the computer from the board (the table page), then passes the
// hand-over screen; whether the writing screen is shown.
bool beginWriting(dip::ui::DiplomacyView& view)
{
    if (view.page() == dip::ui::DiplomacyView::Page::table)
        view.nextWriterButton()->click();
    if (view.page() == dip::ui::DiplomacyView::Page::writing)
        return true; // one person at the table: no screen to hand over
    if (view.page() != dip::ui::DiplomacyView::Page::handOver)
        return false;
    view.startWritingButton()->click();
    return view.page() == dip::ui::DiplomacyView::Page::writing;
}

// A report's text as orders are typed: shown, they are kept on one line (no-break spaces, a word
// joiner after the dash).
QString asTyped(QString text)
{
    return text.remove(QChar(0x2060)).replace(QChar::Nbsp, QLatin1Char(' '));
}

// The next question box to open is answered with `button`, its text kept in `asked`.
void answerNextQuestion(QString& asked, QMessageBox::StandardButton button)
{
    QTimer::singleShot(0, [&asked, button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            asked = box->text();
            box->button(button)->click();
        }
    });
}

// What `power` has drafted for the unit or centre in `code`, in the usual notation ("" if none).
std::string draft(const dip::ui::DiplomacyController& controller, dip::Power power, bool proposals, const char* code)
{
    const auto& drafts = controller.drafts(power, proposals);
    const auto found = drafts.find(province(code));
    return found == drafts.end() ? std::string() : dip::order_text(board(), found->second);
}

// The lines of the board's list of powers whose status says `status` ("handed in ✓").
QStringList writersSaying(const dip::ui::DiplomacyView& view, const QString& status)
{
    QStringList lines;
    for (int row = 0; row < view.writersList()->count(); ++row)
        if (view.writersList()->item(row)->text().contains(status))
            lines << view.writersList()->item(row)->text();
    return lines;
}

// One phase at the table through the view: each writer in turn passes the hand-over screen,
// types its orders (and, for the i-th writer, `proposals[i]` for the dead man, when given), and
// hands in. Returns false, with the message shown, when an order is refused.
bool playPhase(dip::ui::DiplomacyView& view, dip::ui::DiplomacyController& controller, const Orders& orders,
    const std::vector<QString>& proposals = {})
{
    const auto type = [&](const QString& order) {
        if (typeOrder(view, order))
            return true;
        qWarning("%s refused: %s", qPrintable(order), qPrintable(view.message()));
        return false;
    };
    const std::size_t start = controller.playedPhases().size();
    std::size_t turn = 0;
    while (controller.playedPhases().size() == start) {
        const auto writer = controller.writer();
        if (!writer || !beginWriting(view))
            return false;
        if (const auto mine = orders.find(*writer); mine != orders.end())
            for (const QString& order : mine->second)
                if (!type(order))
                    return false;
        if (turn < proposals.size() && !proposals[turn].isEmpty()) {
            view.setWritingProposals(true);
            if (!type(proposals[turn]))
                return false;
        }
        ++turn;
        view.handIn();
    }
    return true;
}

} // namespace

class DiplomacyUiTests : public QObject {
    Q_OBJECT

private slots:
    // Every place Tab stops at shows that it has the keyboard (a scroll area's own frame does not).
    void everyTabStopIsSeen()
    {
        dip::ui::DiplomacySession session(sixPlayers(dip::Power::italy));
        session.widget()->resize(1000, 700);
        session.widget()->show();
        QVERIFY(QTest::qWaitForWindowExposed(session.widget()));
        const QStringList unseen = tablee::test::unseenTabStops(*session.widget());
        QVERIFY2(unseen.isEmpty(), qPrintable(unseen.join(QStringLiteral(", "))));
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(dip::ui::MapDrawing::standard(),
            dip::ui::MapDrawing::standard() ? "" : dip::ui::MapDrawing::standard().error().message.c_str());
    }

    void everyErrorCodeHasATextInBothLanguages()
    {
        const auto module = gui::make_diplomacy_deadman_module();
        const QStringList missing = test::codesWithoutText(*module, dip::error_codes);
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

    // Every province is easy to hit at the size a laptop shows the whole map: a click within a
    // token's reach of its unit spot chooses it (unless another spot is nearer), however small
    // the province (Belgium, Holland, Denmark).
    void everyProvinceIsEasyToHit()
    {
        dip::Options options;
        options.sandbox = true;
        dip::ui::DiplomacySession session(dip::Game::create(options).value());
        QVERIFY(shownAtLaptopSize(session.view()));
        auto* map = session.view().map();
        QSignalSpy clicked(map, &dip::ui::MapView::provinceClicked);
        const qreal reach = map->clickReachOnScreen() * 0.9;
        QVERIFY(reach >= 8);
        int checked = 0;
        for (dip::ProvinceId id = 0; id < board().province_count(); ++id)
            for (int step = 0; step < 8; ++step) {
                const qreal angle = step * std::numbers::pi / 4;
                const QPointF at = map->screenPoint(id) + QPointF(std::cos(angle), std::sin(angle)) * reach;
                dip::ProvinceId nearest = id;
                for (dip::ProvinceId other = 0; other < board().province_count(); ++other)
                    if (QLineF(at, map->screenPoint(other)).length() < QLineF(at, map->screenPoint(nearest)).length())
                        nearest = other;
                if (nearest != id)
                    continue;
                clicked.clear();
                QTest::mouseClick(map, Qt::LeftButton, {}, at.toPoint());
                QVERIFY2(clicked.size() == 1 && clicked[0][0].value<dip::ProvinceId>() == id,
                    qPrintable(QString::fromStdString(board().province(id).code)));
                ++checked;
            }
        QVERIFY(checked > 7 * static_cast<int>(board().province_count()));
    }

    // Every province drawn, its points inside it; neighbours in the rules share a border of real
    // length on the drawing; a drawn border between provinces the rules keep apart is listed
    // with its reason in the drawing's file.
    void theDrawingHoldsAgainstTheRules()
    {
        const auto& drawing = *dip::ui::MapDrawing::standard();
        QCOMPARE(drawing.provinceCount(), board().province_count());
        for (dip::ProvinceId id = 0; id < board().province_count(); ++id) {
            const auto& p = drawing.province(id);
            const QString code = QString::fromStdString(board().province(id).code);
            QVERIFY2(!p.rings.empty(), qPrintable(code));
            QVERIFY2(p.shape.contains(p.label), qPrintable(code + QStringLiteral(" label")));
            QVERIFY2(p.shape.contains(p.unit), qPrintable(code + QStringLiteral(" unit")));
            if (board().province(id).supply_centre)
                QVERIFY2(p.shape.contains(p.centre), qPrintable(code + QStringLiteral(" centre")));
            for (const auto& [coast, point] : p.coasts)
                QVERIFY2(p.shape.contains(point), qPrintable(code + QStringLiteral(" coast")));
            QCOMPARE(p.coasts.size(), board().province(id).coasts.size());
        }
        QFile file(QStringLiteral(":/diplomacy_deadman/map_drawing.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto json = nlohmann::json::parse(file.readAll().toStdString());
        std::set<std::pair<dip::ProvinceId, dip::ProvinceId>> exceptions;
        for (const auto& exception : json.value("border_exceptions", nlohmann::json::array())) {
            const auto a = province(exception.at("a").get<std::string>().c_str());
            const auto b = province(exception.at("b").get<std::string>().c_str());
            QVERIFY(!exception.at("why").get<std::string>().empty());
            exceptions.insert({std::min(a, b), std::max(a, b)});
        }
        constexpr double real_length = 3.0; // map units
        for (dip::ProvinceId a = 0; a < board().province_count(); ++a)
            for (dip::ProvinceId b = a + 1; b < board().province_count(); ++b) {
                const double shared = sharedBorder(drawing.province(a), drawing.province(b));
                const QString pair = QStringLiteral("%1-%2 (%3)")
                                         .arg(QString::fromStdString(board().province(a).code),
                                             QString::fromStdString(board().province(b).code))
                                         .arg(shared);
                if (adjacentInTheRules(a, b))
                    QVERIFY2(shared > real_length, qPrintable(pair + QStringLiteral(" adjacent but no border drawn")));
                else if (shared > real_length)
                    QVERIFY2(exceptions.contains({a, b}), qPrintable(pair + QStringLiteral(" drawn touching")));
            }
    }

    // The new-game dialog: two friends and five computers, the powers drawn: no dead man, the
    // computers' powers are computer powers, a friend's is a person's.
    void theDialogSeatsComputerPowers()
    {
        dip::ui::NewGameDialog dialog;
        dialog.setSandbox(false);
        dialog.setPeople({QStringLiteral("Ana"), QStringLiteral("Ben"), {}, {}, {}, {}, {}}, {0, 0, 1, 1, 1, 1, 1});
        dialog.setPowersDrawn(true);
        dialog.setSeed(QStringLiteral("12"));
        const auto options = dialog.options();
        QVERIFY2(options, qPrintable(dialog.problem()));
        QCOMPARE(options->dead_man_rule, dip::DeadManRule::none);
        int computers = 0;
        for (const dip::Power power : dip::all_powers) {
            const auto& name = options->players[dip::index_of(power)];
            const bool friendly = name == "Ana" || name == "Ben";
            QCOMPARE(options->computers[dip::index_of(power)].has_value(), !friendly);
            computers += options->computers[dip::index_of(power)].has_value();
        }
        QCOMPARE(computers, 5);
        // Left unnamed, a computer power is called by its power, not by the table's row.
        for (const dip::Power power : dip::all_powers)
            if (options->computers[dip::index_of(power)])
                QVERIFY(options->players[dip::index_of(power)].empty());
        const auto names = dip::Rules::seat_names(*options);
        QCOMPARE(
            std::ranges::count_if(names, [](const std::string& name) { return name.ends_with(" (computer)"); }), 5);
        QCOMPARE(dip::ui::DiplomacyTexts::keptSeatName("Austria (computer)"), QStringLiteral("Austria (computer)"));
        QCOMPARE(dip::ui::DiplomacyTexts::keptSeatName("Ana"), QStringLiteral("Ana"));
        QCOMPARE(dip::ui::DiplomacyTexts::keptSeatName("Ana (France)"), QStringLiteral("Ana (France)"));
        QCOMPARE(dip::ui::DiplomacyTexts::keptSeatName("(France)"), QStringLiteral("(France)"));
        // Nobody but computers: refused, with the reason.
        dialog.setPeople({{}, {}}, {1, 1});
        QVERIFY(!dialog.options());
        QVERIFY(!dialog.problem().isEmpty());
    }

    // Two friends and five computer powers: the computers hand in by themselves (never a hand-over
    // screen for them), the friends write in turn, the phase is played and revealed; Undo takes
    // back the friend's hand-in with the computers' after it; a save keeps who plays what.
    void twoFriendsAndFiveComputersPlayThroughTheWidgets()
    {
        dip::Options options;
        options.players[dip::index_of(dip::Power::france)] = "Ana";
        options.players[dip::index_of(dip::Power::england)] = "Ben";
        for (const dip::Power power : dip::all_powers)
            if (power != dip::Power::france && power != dip::Power::england)
                options.computers[dip::index_of(power)] = dip::ComputerLevel::normal;
        options.seed = 77;
        dip::ui::DiplomacySession session(dip::Game::create(options).value());
        auto& view = session.view();
        auto& controller = session.controller();
        // France starts writing before the computers have handed in: their hand-ins do not take
        // the screen from her.
        controller.setComputerPause(100);
        QVERIFY(shownAtLaptopSize(view));
        controller.chooseNextWriter(dip::Power::france);
        QVERIFY(beginWriting(view));
        QTRY_COMPARE_WITH_TIMEOUT(controller.handedInCount(), 5, test::computerThoughtBoundMs);
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::writing);
        QCOMPARE(controller.writer(), std::optional(dip::Power::france));
        QVERIFY(controller.computersLeft().empty());
        view.handIn();
        controller.setComputerPause(0);
        QVERIFY(playPhase(view, controller, {}));
        view.continueButton()->click();
        // The map stays in its place from page to page and phase to phase (the panel beside it
        // never widens for a longer text).
        const QRect mapPlace = view.map()->geometry();
        for (int phase = 0; phase < 3; ++phase) {
            QCOMPARE(view.map()->geometry(), mapPlace);
            QTRY_COMPARE_WITH_TIMEOUT(controller.handedInCount(), 5, test::computerThoughtBoundMs);
            // Only the friends are asked for: England, then France.
            QCOMPARE(controller.writer(), std::optional(dip::Power::england));
            QVERIFY(playPhase(view, controller, {{dip::Power::france, {QStringLiteral("A PAR H")}}}));
            QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::reveal);
            // The reveal shows the computers' orders like anyone's.
            const auto* played = controller.lastPlayed();
            QVERIFY(played);
            QVERIFY(std::ranges::any_of(played->outcome.submitted,
                [](const dip::SubmittedOrder& order) { return order.power == dip::Power::germany; }));
            // The computers hand in for the next phase (and play the phases only they write in)
            // while the table reads: the reveal stays until Continue.
            QTRY_COMPARE_WITH_TIMEOUT(controller.handedInCount(), 5, test::computerThoughtBoundMs);
            QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::reveal);
            QVERIFY(view.revealText()->toPlainText().contains(QStringLiteral("Germany")));
            QCOMPARE(view.map()->geometry(), mapPlace);
            view.continueButton()->click();
        }
        QCOMPARE(controller.playedPhases().size() >= 3, true);
        // Undo: back to before France's last hand-in, the computers' hand-ins after it with it.
        const auto phases = controller.playedPhases().size();
        QTRY_COMPARE_WITH_TIMEOUT(controller.handedInCount(), 5, test::computerThoughtBoundMs);
        controller.undo();
        QVERIFY(controller.playedPhases().size() < phases);
        QCOMPARE(controller.writer(), std::optional(dip::Power::france));
        QVERIFY(!controller.hasHandedIn(dip::Power::france));
        QVERIFY(controller.hasHandedIn(dip::Power::germany));
        // A save keeps the computers.
        const auto loaded = dip::Game::from_json(controller.saveGame());
        QVERIFY(loaded);
        QCOMPARE(loaded->options(), options);
        // The table agrees a draw: the standings, every power with its player, and another game.
        controller.agreeDraw();
        QVERIFY(controller.state().over());
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::over);
        const QString end = view.revealText()->toPlainText();
        QVERIFY2(end.contains(QStringLiteral("Final standings")) && end.contains(QStringLiteral("Germany (computer)"))
                && end.contains(QStringLiteral("Ana")) && end.contains(QStringLiteral("shares the draw")),
            qPrintable(end));
        QVERIFY(view.playAgainButton()->isVisible());
        QVERIFY(!view.continueButton()->isVisible());
        test::saveShot(view, QStringLiteral("diplomacy-end.png"));
        QSignalSpy again(&session, &tablee::gui::GameSession::playAgainRequested);
        view.playAgainButton()->click();
        QCOMPARE(again.count(), 1);
    }

    // Spring 1901 of a six-player game, Italy the dead man, through the widgets: hand-over
    // screens, orders typed and clicked, proposals, the reveal with the tally.
    void playsSpring1901ThroughTheWidgets()
    {
        dip::ui::DiplomacySession session(sixPlayers(dip::Power::italy));
        auto& view = session.view();
        auto& controller = session.controller();
        QVERIFY(shownAtLaptopSize(view));
        QCOMPARE(controller.writers().size(), std::size_t {6});

        const std::map<dip::Power, std::vector<QString>> orders {
            {dip::Power::austria, {"A VIE - GAL", "A BUD - SER", "F TRI - ALB"}},
            {dip::Power::england, {"F LON - NTH", "F EDI - NWG", "A LVP - YOR"}},
            {dip::Power::france, {"A MAR - SPA", "F BRE - MAO"}}, // A PAR by clicks below
            {dip::Power::germany, {"A BER - KIE", "F KIE - DEN", "A MUN - RUH"}},
            {dip::Power::russia, {"A MOS - UKR", "A WAR - GAL", "F SEV - BLA", "F STP/SC - BOT"}},
            {dip::Power::turkey, {"F ANK - BLA", "A CON - BUL", "A SMY - CON"}},
        };
        int proposers = 0;
        while (controller.playedPhases().empty()) { // until the last hand-in plays Spring
            const auto writer = controller.writer();
            QVERIFY(writer);
            // Between writers the board is on screen; the next writer asks for the computer.
            QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::table);
            if (writer == dip::Power::austria)
                test::saveShot(view, QStringLiteral("diplomacy-table.png"));
            view.nextWriterButton()->click();
            QVERIFY2(view.page() == dip::ui::DiplomacyView::Page::handOver,
                qPrintable(QStringLiteral("page %1 for power %2")
                               .arg(static_cast<int>(view.page()))
                               .arg(static_cast<int>(*writer))));
            if (writer == dip::Power::austria)
                test::saveShot(view, QStringLiteral("diplomacy-hand-over.png"));
            view.startWritingButton()->click();
            QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::writing);
            for (const QString& order : orders.at(*writer)) {
                QVERIFY2(typeOrder(view, order), qPrintable(order + QStringLiteral(": ") + view.message()));
            }
            if (writer == dip::Power::france) {
                // A PAR - BUR by two clicks on the map: the unit, then where it goes.
                QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province("PAR")).toPoint());
                QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province("BUR")).toPoint());
                QVERIFY(draft(controller, dip::Power::france, false, "PAR") == "A PAR - BUR");
                test::saveShot(view, QStringLiteral("diplomacy-orders.png"));
            }
            // A unit of another power is refused, with the reason.
            typeOrder(view, QStringLiteral("A ROM - VEN"));
            QVERIFY(!view.message().isEmpty());
            view.orderLine()->clear();
            // Return with nothing typed hands nothing in, and says what to do.
            const auto handedIn = controller.handedInCount();
            QTest::keyClick(view.orderLine(), Qt::Key_Return);
            QCOMPARE(controller.handedInCount(), handedIn);
            QVERIFY2(view.message().contains(QStringLiteral("Type an order")), qPrintable(view.message()));
            // Three of the players propose Venice to Trieste, two to Piedmont.
            view.setWritingProposals(true);
            QVERIFY(view.writingProposals());
            const QString proposal = proposers < 3 ? QStringLiteral("A VEN - TRI") : QStringLiteral("A VEN - PIE");
            if (proposers < 5) {
                QVERIFY2(typeOrder(view, proposal), qPrintable(view.message()));
            }
            ++proposers;
            QVERIFY(controller.unordered(false).empty());
            view.handIn();
        }
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::reveal);
        // The map exported now carries the phase and its orders with their results.
        QCOMPARE(session.mapTitle(), QStringLiteral("Diplomacy — Spring 1901 — movement"));
        QVERIFY2(session.mapOrders().contains(QStringLiteral("A PAR - BUR (moved)")), qPrintable(session.mapOrders()));
        // Each player's orders under their power, not their name alone.
        QVERIFY2(session.mapOrders().contains(QStringLiteral("France — Chloé:")), qPrintable(session.mapOrders()));
        {
            QTemporaryDir folder;
            QVERIFY(session.writeMap(folder.filePath(QStringLiteral("reveal.png")), false));
            QVERIFY(QImage(folder.filePath(QStringLiteral("reveal.png"))).width() > 2400); // the orders beside
            test::saveImage(
                QImage(folder.filePath(QStringLiteral("reveal.png"))), QStringLiteral("diplomacy-exported-reveal.png"));
        }
        const QString reveal = asTyped(view.revealText()->toPlainText());
        QVERIFY2(reveal.contains(QStringLiteral("A PAR - BUR")), qPrintable(reveal));
        QVERIFY(reveal.contains(QStringLiteral("3 × A VEN - TRI")));
        QVERIFY(reveal.contains(QStringLiteral("carried out: A VEN - TRI")));
        test::saveShot(view, QStringLiteral("diplomacy-reveal.png"));
        // Fall 1901: the position is the adjudicated one.
        const auto& position = controller.position();
        QCOMPARE(position.phase.season, dip::Season::fall);
        QVERIFY(dip::unit_in(board(), position.units, province("BUR")));
        QVERIFY(dip::unit_in(board(), position.units, province("TRI"))); // the dead man's vote
        QVERIFY(!dip::unit_in(board(), position.units, province("GAL"))); // Vienna and Warsaw bounced
        view.continueButton()->click();
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::table); // the board, for everyone
        view.nextWriterButton()->click();
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::handOver);
        // In French, the same screens.
        app::LanguageManager language;
        language.setLanguage(QStringLiteral("fr"));
        QTRY_COMPARE(view.startWritingButton()->text(), QStringLiteral("Je suis Ana\u00a0: montrer mes ordres"));
        test::saveShot(view, QStringLiteral("diplomacy-hand-over-fr.png"));
        view.startWritingButton()->click();
        typeOrder(view, QStringLiteral("A SER - GRE"));
        typeOrder(view, QStringLiteral("A VEN - ROM"));
        QVERIFY2(view.message().contains(QStringLiteral("ne peut pas être exécuté")), qPrintable(view.message()));
        test::saveShot(view, QStringLiteral("diplomacy-orders-fr.png"));
        language.setLanguage(QStringLiteral("en"));

        // The history: Spring 1901 as it was, with its tally; the position now last.
        {
            dip::ui::HistoryDialog history(controller);
            QCOMPARE(history.phases()->count(), 2);
            history.phases()->setCurrentRow(0);
            QVERIFY(asTyped(history.report()->toPlainText()).contains(QStringLiteral("3 × A VEN - TRI")));
            QVERIFY(history.map()->position() == controller.playedPhases()[0].before);
            test::saveShot(history, QStringLiteral("diplomacy-history.png"));
            history.phases()->setCurrentRow(1); // now: who leads, not an empty page
            QVERIFY2(history.report()->toPlainText().contains(QStringLiteral("Supply centres (18 win):")),
                qPrintable(history.report()->toPlainText()));
            QVERIFY(test::closesWithEscape(history));
        }
        // "What if?": Spring 1901 tried in a sandbox beside the game, from the Game menu; the
        // game stays open and untouched.
        {
            const auto gameBefore = session.saveGame();
            QSignalSpy opened(&session, &dip::ui::DiplomacySession::sandboxOpened);
            QTimer::singleShot(100, [] {
                for (auto* widget : QApplication::topLevelWidgets())
                    if (auto* history = qobject_cast<dip::ui::HistoryDialog*>(widget);
                        history && history->isVisible()) {
                        history->phases()->setCurrentRow(0);
                        history->forkButton()->click();
                    }
            });
            for (auto* action : session.gameActions())
                if (action->objectName() == QStringLiteral("history"))
                    action->trigger();
            QCOMPARE(opened.size(), 1);
            const auto windows = view.window()->findChildren<dip::ui::SandboxWindow*>();
            QCOMPARE(windows.size(), 1);
            auto* sandbox = windows.front();
            QVERIFY(sandbox && sandbox->isVisible());
            const auto& forked = sandbox->session().controller();
            QVERIFY(forked.isSandbox());
            QVERIFY(forked.position().units == controller.playedPhases()[0].before.units);
            // The sandbox names no player: its report speaks of powers.
            QVERIFY(std::ranges::all_of(forked.options().players, [](const auto& name) { return name.empty(); }));
            QVERIFY(typeOrder(sandbox->session().view(), QStringLiteral("A PAR - PIC")));
            sandbox->session().view().handIn();
            QCOMPARE(forked.position().phase.season, dip::Season::fall);
            test::saveShot(*sandbox, QStringLiteral("diplomacy-sandbox-window.png"));
            QVERIFY(session.saveGame() == gameBefore); // the game did not move
            QVERIFY(&session.view() != &sandbox->session().view());
            QTemporaryDir kept;
            QVERIFY(sandbox->saveTo(kept.filePath(QStringLiteral("sandbox.tablee"))));
            QVERIFY(sandbox->close()); // saved: nothing to ask
        }
        // The game record, in the interface language and as the reveal said each phase: who plays
        // what, the game number, each power's orders with what became of them, the dead man's vote.
        const QString record = session.recordText();
        for (const char* expected :
            {"Game number: 1901\n", "Italy: the dead man, its units moved by the vote", "Austria: Ana\n",
                "Spring 1901 — movement\n", "France — Chloé:\n", "A PAR - BUR — moved", "A VIE - GAL — bounced",
                "The dead man’s vote (Italy):\n", "Proposals, as written:\n", "The game goes on: "})
            QVERIFY2(record.contains(QString::fromUtf8(expected)), qPrintable(QString::fromUtf8(expected) + record));
        if (qEnvironmentVariableIsSet("TABLEE_TEST_OUTPUT_DIR")) {
            QFile file(qEnvironmentVariable("TABLEE_TEST_OUTPUT_DIR") + QStringLiteral("/diplomacy-record.txt"));
            if (file.open(QIODevice::WriteOnly))
                file.write(record.toUtf8());
        }
        // The same record as JSON: one entry per phase played, with the tally and the results,
        // ending on the position the window shows.
        const auto json = nlohmann::json::parse(session.recordJson().toStdString());
        QVERIFY(json["format"] == "tablee-diplomacy-record");
        QVERIFY(json["game_number"] == "1901");
        QCOMPARE(json["phases"].size(), controller.playedPhases().size());
        const auto& spring = json["phases"][0];
        QVERIFY(spring["phase"] == "S1901M");
        QVERIFY(spring["dead_man"]["dead_man"] == "ITALY");
        const auto& french = spring["results"]["FRANCE"];
        QVERIFY(std::ranges::any_of(
            french, [](const auto& r) { return r["order"] == "A PAR - BUR" && r["result"] == "moved"; }));
        QVERIFY(
            dip::state_from_json(dip::standard_map(), json["phases"].back()["state"]).value() == controller.position());

        // The map exported: a picture and a PDF page.
        QTemporaryDir folder;
        QVERIFY(session.writeMap(folder.filePath(QStringLiteral("map.png")), false));
        QVERIFY(session.writeMap(folder.filePath(QStringLiteral("map.pdf")), true));
        QImage picture(folder.filePath(QStringLiteral("map.png")));
        QCOMPARE(picture.width(), 2400);
        QFile pdf(folder.filePath(QStringLiteral("map.pdf")));
        QVERIFY(pdf.open(QIODevice::ReadOnly) && pdf.read(5) == "%PDF-");
        if (qEnvironmentVariableIsSet("TABLEE_TEST_OUTPUT_DIR"))
            picture.save(
                qEnvironmentVariable("TABLEE_TEST_OUTPUT_DIR") + QStringLiteral("/diplomacy-exported-map.png"));

        // Saved and opened again mid-game: the same position and history.
        const auto module = gui::make_diplomacy_deadman_module();
        auto reopened = module->loadGame(session.saveGame());
        QVERIFY(reopened);
        QVERIFY((*reopened)->saveGame() == session.saveGame());
    }

    // Fall 1901 and its Winter: centres change hands after the Fall, then builds are clicked on
    // the map, and the dead man builds by the vote.
    void playsFallAndWinter1901()
    {
        dip::ui::DiplomacySession session(sixPlayers(dip::Power::italy));
        auto& view = session.view();
        auto& controller = session.controller();
        QVERIFY(shownAtLaptopSize(view));
        const QString venice = QStringLiteral("A VEN - TRI");
        QVERIFY(playPhase(view, controller,
            {{dip::Power::austria, {"A VIE - TYR", "A BUD - SER", "F TRI - ALB"}},
                {dip::Power::russia, {"F STP/SC - BOT"}}},
            {venice, venice, venice}));
        view.continueButton()->click();
        // Fall: Austria takes Serbia and Greece, Russia Sweden; Italy's army stays in Trieste.
        QVERIFY(playPhase(
            view, controller, {{dip::Power::austria, {"F ALB - GRE"}}, {dip::Power::russia, {"F BOT - SWE"}}}));
        const auto& position = controller.position();
        QCOMPARE(position.phase.kind, dip::PhaseKind::adjustments);
        QCOMPARE(dip::centre_count(position, dip::Power::austria), 4); // VIE BUD SER GRE: Trieste lost
        QCOMPARE(dip::centre_count(position, dip::Power::italy), 4); // and Italy took it
        QVERIFY(view.revealText()->toPlainText().contains(QStringLiteral("Supply centres")));
        view.continueButton()->click();
        // The table's page says what each power may build, before anyone writes in private.
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::table);
        QVERIFY2(view.tableText()->toPlainText().contains(QStringLiteral("faint arrows")),
            qPrintable(view.tableText()->toPlainText()));
        QVERIFY2(view.tableText()->toPlainText().contains(QStringLiteral("This winter: "))
                && view.tableText()->toPlainText().contains(QStringLiteral("Russia may build 1 unit")),
            qPrintable(view.tableText()->toPlainText()));
        {
            // In French, a list a person would say (« Russie peut construire » lacked its article).
            app::LanguageManager language;
            language.setLanguage(QStringLiteral("fr"));
            const auto french = [&] { return view.tableText()->document()->toRawText(); }; // its no-break spaces kept
            QTRY_VERIFY2(french().contains(QStringLiteral("Cet hiver\u00a0: "))
                    && french().contains(QStringLiteral("Russie (1\u00a0construction)")),
                qPrintable(french()));
            language.setLanguage(QStringLiteral("en"));
            QTRY_VERIFY(view.tableText()->toPlainText().contains(QStringLiteral("This winter: ")));
        }

        // Winter: Austria builds in Budapest by a click; the others propose Venice for Italy.
        bool austriaBuilt = false;
        std::size_t turn = 0;
        while (controller.position().phase.kind == dip::PhaseKind::adjustments) {
            const auto writer = controller.writer();
            QVERIFY(writer);
            QVERIFY(beginWriting(view));
            if (writer == dip::Power::austria) {
                QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province("BUD")).toPoint());
                QVERIFY2(controller.drafts(dip::Power::austria, false).contains(province("BUD")),
                    qPrintable(view.message()));
                test::saveShot(view, QStringLiteral("diplomacy-build.png"));
                // One build allowed, one written: a second is refused as it is written, in words,
                // and Vienna is no longer offered (before, it was kept and voided at the reveal).
                QVERIFY(!typeOrder(view, QStringLiteral("A VIE B")));
                view.orderLine()->clear();
                QVERIFY2(view.message().contains(QStringLiteral("every build allowed is written")),
                    qPrintable(view.message()));
                QVERIFY(controller.choices(province("VIE"), false).empty());
                QCOMPARE(controller.drafts(dip::Power::austria, false).size(), std::size_t {1});
                QVERIFY(!view.orderList()->findItems(QStringLiteral(" written ("), Qt::MatchContains).isEmpty());
                austriaBuilt = true;
            }
            if (turn++ < 3) {
                view.setWritingProposals(true);
                QVERIFY2(typeOrder(view, QStringLiteral("A VEN B")), qPrintable(view.message()));
            }
            view.handIn();
        }
        QVERIFY(austriaBuilt);
        // The Winter's results draw its builds on the map (Austria's in Budapest).
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::reveal);
        QVERIFY(std::ranges::any_of(view.map()->orders(), [](const dip::ui::DrawnOrder& order) {
            return order.kind == dip::ui::DrawnOrder::Kind::build && order.power == dip::Power::austria;
        }));
        // The chart's lines start with the Fall of 1901 (the centres change only then).
        const auto lines = session.centreLines();
        QCOMPARE(lines.size(), std::size_t {7});
        QCOMPARE(lines[0].points.size(), std::size_t {1});
        QCOMPARE(lines[0].points[0], QPointF(1901, 4)); // Austria
        QCOMPARE(lines[4].points[0], QPointF(1901, 4)); // Italy, with Trieste
        bool charted = false;
        QTimer::singleShot(200, [&charted] {
            for (auto* widget : QApplication::topLevelWidgets())
                if (widget->objectName() == QStringLiteral("centresChartDialog") && widget->isVisible()) {
                    // Every number in the table beside the chart: no line hides another.
                    const auto* table = widget->findChild<QTableWidget*>(QStringLiteral("centresTable"));
                    charted = table && table->rowCount() == 7 && table->item(0, 0)->text() == QStringLiteral("4")
                        && table->horizontalHeaderItem(0)->text() == QStringLiteral("1901");
                    // The chart reaches the 18 centres that win, with a line there.
                    const auto* chartView = widget->findChild<QChartView*>();
                    const auto* axis = chartView
                        ? qobject_cast<QValueAxis*>(chartView->chart()->axes(Qt::Vertical).value(0))
                        : nullptr;
                    const auto series = chartView ? chartView->chart()->series() : QList<QAbstractSeries*> {};
                    const auto goal = std::ranges::find_if(series,
                        [](const QAbstractSeries* each) { return each->objectName() == QStringLiteral("goalLine"); });
                    charted = charted && axis && axis->max() >= 18 && goal != series.end()
                        && static_cast<QLineSeries*>(*goal)->at(0).y() == 18
                        && (*goal)->name().startsWith(QStringLiteral("18"));
                    test::saveShot(*widget, QStringLiteral("diplomacy-centres.png"));
                    static_cast<QDialog*>(widget)->reject();
                }
        });
        for (auto* action : session.gameActions())
            if (action->objectName() == QStringLiteral("centresChart"))
                action->trigger();
        QVERIFY(charted);
        QCOMPARE(controller.position().phase.season, dip::Season::spring);
        QCOMPARE(controller.position().phase.year, 1902);
        QVERIFY(dip::unit_in(board(), controller.position().units, province("BUD")));
        const auto venetian = dip::unit_in(board(), controller.position().units, province("VEN"));
        QVERIFY(venetian && venetian->power == dip::Power::italy);
    }

    // The map key, from the Game menu: every power's army, fleet and centres with its mark and name,
    // then each kind of line and mark (the coasts and Switzerland too), in both languages; a window of its own, the map
    // playable.
    void theMapKeySaysWhatEachMarkMeans()
    {
        app::LanguageManager language;
        dip::ui::DiplomacySession session(sixPlayers(dip::Power::italy));
        QVERIFY(shownAtLaptopSize(session.view()));
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("fr")}) {
            language.setLanguage(code);
            const auto* key = test::openedKey<dip::ui::MapKey>(
                session.gameActions(), session.view(), QStringLiteral("mapKey"), QStringLiteral("mapKeyDialog"));
            QVERIFY(key);
            auto* dialog = qobject_cast<QDialog*>(key->window());
            QVERIFY(dialog);
            const QStringList entries = key->entries();
            QCOMPARE(entries.size(), 7 + 12);
            // The map's two marks a new player asked about: the coasts' rings and Switzerland.
            QVERIFY(entries.filter(QStringLiteral("(nc ")).size() == 1);
            QVERIFY(
                entries.filter(code == QStringLiteral("en") ? QStringLiteral("Switzerland") : QStringLiteral("Suisse"))
                    .size()
                == 1);
            QVERIFY2(entries[1].startsWith(code == QStringLiteral("en") ? QStringLiteral("En: England")
                                                                        : QStringLiteral("An\u00a0: Angleterre")),
                qPrintable(entries[1]));
            // Its centres carry the same mark (the English E and G meant nothing in French).
            QVERIFY2(entries[1].contains(
                         code == QStringLiteral("en") ? QStringLiteral("centres") : QStringLiteral("centres")),
                qPrintable(entries[1]));
            // A unit's mark is never read as a unit's letter (a French army marked "F", the
            // fleet's), and no two powers share one.
            QSet<QString> marks;
            for (const dip::Power power : dip::all_powers) {
                const QString mark = dip::ui::powerMark(power);
                QVERIFY2(mark.size() == 2 && mark[1].isLower(), qPrintable(mark));
                marks.insert(mark);
            }
            QCOMPARE(marks.size(), 7);
            // Every line fits: the window is as wide as the longest.
            QVERIFY(key->width() >= key->sizeHint().width());
            test::saveShot(*dialog, QStringLiteral("diplomacy-map-key-%1.png").arg(code));
            QVERIFY(test::closesWithEscape(*dialog));
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        }
        language.setLanguage(QStringLiteral("en"));
    }

    // Exporting the record, in French: the dialog starts in the folder last used and proposes a
    // name in French; the record is written there and a box says where it went.
    void anExportedRecordIsNamedInTheLanguageAndSaidWhereItWent()
    {
        app::LanguageManager language;
        language.setLanguage(QStringLiteral("fr"));
        QTemporaryDir folder;
        gui::FilePlaces::rememberFolderOf(folder.filePath(QStringLiteral("a game.tablee")));
        dip::ui::DiplomacySession session(sixPlayers(dip::Power::italy));
        QString proposed;
        QString said;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            proposed = dialog->selectedFiles().value(0);
            dialog->selectFile(folder.filePath(QStringLiteral("soirée")));
            QTimer::singleShot(0, this, [&] {
                auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                QVERIFY(box && box->objectName() == QStringLiteral("fileWritten"));
                said = box->text();
                box->button(QMessageBox::Ok)->click();
            });
            QMetaObject::invokeMethod(dialog, "accept");
        });
        for (auto* action : session.gameActions())
            if (action->objectName() == QStringLiteral("exportRecord"))
                action->trigger();
        language.setLanguage(QStringLiteral("en"));
        QCOMPARE(QFileInfo(proposed).absolutePath(), folder.path());
        QVERIFY2(QFileInfo(proposed).fileName().contains(QStringLiteral("Printemps 1901")), qPrintable(proposed));
        QVERIFY(proposed.endsWith(QStringLiteral(".txt")));
        QFile written(folder.filePath(QStringLiteral("soirée.txt")));
        QVERIFY(written.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(written.readAll()).contains(QStringLiteral("Printemps 1901")));
        QVERIFY2(said.contains(QStringLiteral("soirée.txt")) && said.contains(QDir::toNativeSeparators(folder.path())),
            qPrintable(said));
    }

    // A click on a neighbour with a unit, the own unit chosen first: moving there and supporting
    // it are both orders, so a menu asks which (by mouse or keys); Escape keeps the unit chosen.
    void aClickOnANeighbourAsksMoveOrSupport()
    {
        dip::ui::DiplomacySession session(sixPlayers(dip::Power::italy));
        auto& view = session.view();
        auto& controller = session.controller();
        QVERIFY(shownAtLaptopSize(view));
        QCOMPARE(controller.writer(), std::optional(dip::Power::austria));
        QVERIFY(beginWriting(view));
        const auto click = [&](const char* code) {
            QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province(code)).toPoint());
        };
        // The next menu's entries, and the one taken (by its text's start; empty: Escape). A timer
        // that looks for the menu from QMenu::exec's own event loop (a single shot could be
        // delivered before the menu opens).
        QStringList entries;
        QString take;
        QTimer answer;
        answer.setInterval(1);
        connect(&answer, &QTimer::timeout, [&] {
            auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
            if (!menu || !menu->isVisible())
                return;
            answer.stop();
            entries.clear();
            for (QAction* action : menu->actions())
                entries << action->text();
            if (take.isEmpty()) {
                QTest::keyClick(menu, Qt::Key_Escape);
                return;
            }
            for (QAction* action : menu->actions())
                if (action->text().startsWith(take)) {
                    // (As a player does: QAction::trigger would leave the menu open, unanswered.)
                    menu->setActiveAction(action);
                    QTest::keyClick(menu, Qt::Key_Return);
                    return;
                }
        });
        const auto answerWith = [&](const QString& start) {
            take = start;
            answer.start();
        };
        // Vienna, then Budapest: the support, then Budapest again (holding).
        click("VIE");
        answerWith(QStringLiteral("Support"));
        click("BUD");
        QCOMPARE(entries,
            (QStringList {
                QStringLiteral("Move to Budapest (A VIE - BUD)"), QStringLiteral("Support the unit in Budapest…")}));
        click("BUD");
        QVERIFY2(draft(controller, dip::Power::austria, false, "VIE") == "A VIE S A BUD", qPrintable(view.message()));
        // Trieste's fleet may be convoyed by none, but supported: the menu says support only.
        click("VIE");
        answerWith({});
        click("TRI");
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries[1], QStringLiteral("Support the unit in Trieste…"));
        QVERIFY(draft(controller, dip::Power::austria, false, "VIE") == "A VIE S A BUD"); // Escape: unchanged
        // Still chosen: the move this time.
        answerWith(QStringLiteral("Move to Trieste"));
        click("TRI");
        QVERIFY2(draft(controller, dip::Power::austria, false, "VIE") == "A VIE - TRI", qPrintable(view.message()));
        // A neighbour without a unit: a move at once, no menu.
        entries.clear();
        click("VIE");
        answerWith(QStringLiteral("A"));
        click("GAL");
        QVERIFY(entries.isEmpty());
        QVERIFY(draft(controller, dip::Power::austria, false, "VIE") == "A VIE - GAL");
        // Escape steps back: from the supported unit to the unit, then to nothing chosen; a click
        // on the unit itself gives the support up too. Nothing is written meanwhile.
        click("BUD");
        answerWith(QStringLiteral("Support"));
        click("VIE");
        QVERIFY(view.map()->highlights().contains(province("TRI"))); // where Vienna may go
        // (The offscreen platform leaves no window active once a menu has closed.)
        view.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.map()->setFocus();
        QTest::keyClick(view.map(), Qt::Key_Escape);
        QVERIFY2(
            view.message().startsWith(QStringLiteral("Budapest: click where it goes")), qPrintable(view.message()));
        QTest::keyClick(view.map(), Qt::Key_Escape);
        QVERIFY(view.message().isEmpty());
        click("GAL"); // nothing chosen: Galicia has no unit
        QVERIFY(draft(controller, dip::Power::austria, false, "BUD").empty());
        QVERIFY(draft(controller, dip::Power::austria, false, "VIE") == "A VIE - GAL");

        // A fleet's support that could also be a convoy: a menu asks which; dismissed, the order
        // is still being made as it stood (it was dropped, and the next click read as a new unit's).
        dip::Options options;
        options.players = {"Ana", "Bruno", "Chloé", "Dan", "Eve", "Farid", "Gil"};
        options.seed = 3;
        options.start = springWith({{dip::Power::turkey, "F BLA"}, {dip::Power::turkey, "A ARM"}});
        dip::ui::DiplomacySession sea(dip::Game::create(options).value());
        auto& seaView = sea.view();
        QVERIFY(shownAtLaptopSize(seaView));
        QCOMPARE(sea.controller().writer(), std::optional(dip::Power::turkey));
        QVERIFY(beginWriting(seaView));
        const auto clickSea = [&](const char* code) {
            QTest::mouseClick(seaView.map(), Qt::LeftButton, {}, seaView.map()->screenPoint(province(code)).toPoint());
        };
        clickSea("BLA");
        answerWith(QStringLiteral("Support or convoy"));
        clickSea("ARM");
        answerWith({});
        clickSea("SEV");
        QCOMPARE(entries.size(), 2); // support or convoy the army into Sevastopol: Escape
        QVERIFY(draft(sea.controller(), dip::Power::turkey, false, "BLA").empty());
        QVERIFY(seaView.map()->highlights().contains(province("SEV"))); // still where the army may go
        answerWith(QStringLiteral("Support the unit in Armenia into"));
        clickSea("SEV");
        QVERIFY2(draft(sea.controller(), dip::Power::turkey, false, "BLA") == "F BLA S A ARM - SEV",
            qPrintable(seaView.message()));
    }

    // A retreat chosen by two clicks: the dislodged unit (drawn beside its place), then where it
    // goes; only the powers with a decision write in a retreat phase.
    void aDislodgedUnitRetreatsByClicks()
    {
        dip::Options options;
        options.players = {"Ana", "Bruno", "Chloé", "Dan", "Eve", "Farid", "Gil"};
        options.seed = 3;
        options.start = springWith(
            {{dip::Power::france, "A BUR"}, {dip::Power::germany, "A MUN"}, {dip::Power::germany, "A RUH"}});
        dip::ui::DiplomacySession session(dip::Game::create(options).value());
        auto& view = session.view();
        auto& controller = session.controller();
        QVERIFY(shownAtLaptopSize(view));
        QVERIFY(playPhase(view, controller, {{dip::Power::germany, {"A MUN - BUR", "A RUH S A MUN - BUR"}}}));
        QVERIFY(view.revealText()->toPlainText().contains(QStringLiteral("dislodged")));
        view.continueButton()->click();
        QCOMPARE(controller.position().phase.kind, dip::PhaseKind::retreats);
        QVERIFY(controller.writers() == std::vector<dip::Power> {dip::Power::france});
        QVERIFY(beginWriting(view));
        QVERIFY(view.orderList()->item(0)->text().contains(QStringLiteral("no order yet")));
        QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province("BUR")).toPoint());
        QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province("PAR")).toPoint());
        QVERIFY2(draft(controller, dip::Power::france, false, "BUR") == "A BUR R PAR", qPrintable(view.message()));
        test::saveShot(view, QStringLiteral("diplomacy-retreat.png"));
        view.handIn();
        const auto paris = dip::unit_in(board(), controller.position().units, province("PAR"));
        QVERIFY(paris && paris->power == dip::Power::france);

        // In a sandbox, where one person writes for every power, the map offers the dislodged
        // unit alone: the others standing have nothing to do in a retreat phase.
        options.sandbox = true;
        options.players = {};
        dip::ui::DiplomacySession sandbox(dip::Game::create(options).value());
        for (const char* order : {"A MUN - BUR", "A RUH S A MUN - BUR"})
            QVERIFY(typeOrder(sandbox.view(), QString::fromLatin1(order)));
        sandbox.view().handIn(); // Adjudicate
        sandbox.view().continueButton()->click();
        QCOMPARE(sandbox.controller().position().phase.kind, dip::PhaseKind::retreats);
        QCOMPARE(sandbox.view().page(), dip::ui::DiplomacyView::Page::writing);
        QVERIFY(sandbox.view().map()->highlights() == std::set<dip::ProvinceId> {province("BUR")});
    }

    // Two of one's own units retreating to one province are both disbanded: the hand-in says so
    // first, naming them and the province, and "Keep writing" keeps the orders.
    void twoOwnRetreatsToOneProvinceAreWarnedOf()
    {
        dip::Options options;
        options.players = {"Ana", "Bruno", "Chloé", "Dan", "Eve", "Farid", "Gil"};
        options.seed = 3;
        options.start
            = springWith({{dip::Power::france, "A BUR"}, {dip::Power::france, "A RUH"}, {dip::Power::germany, "A MUN"},
                {dip::Power::germany, "A PIC"}, {dip::Power::germany, "A KIE"}, {dip::Power::germany, "A HOL"}});
        dip::ui::DiplomacySession session(dip::Game::create(options).value());
        auto& view = session.view();
        auto& controller = session.controller();
        QVERIFY(shownAtLaptopSize(view));
        QVERIFY(playPhase(view, controller,
            {{dip::Power::germany, {"A MUN - BUR", "A PIC S A MUN - BUR", "A KIE - RUH", "A HOL S A KIE - RUH"}}}));
        view.continueButton()->click();
        QCOMPARE(controller.position().phase.kind, dip::PhaseKind::retreats);
        QVERIFY(beginWriting(view));
        for (const char* order : {"A BUR R BEL", "A RUH R BEL"})
            QVERIFY(typeOrder(view, QString::fromLatin1(order)));
        QString asked;
        answerNextQuestion(asked, QMessageBox::No); // Keep writing
        emit view.handInRequested();
        QVERIFY2(asTyped(asked).startsWith(QStringLiteral("A BUR R BEL"))
                && asTyped(asked).contains(
                    QStringLiteral("A RUH R BEL retreat to Belgium together: they will all be disbanded")),
            qPrintable(asked));
        QCOMPARE(controller.position().phase.kind, dip::PhaseKind::retreats);
        QCOMPARE(draft(controller, dip::Power::france, false, "RUH"), std::string("A RUH R BEL"));

        // One of them elsewhere: nothing to say, the hand-in goes.
        QVERIFY(typeOrder(view, QStringLiteral("A BUR R PAR")));
        asked.clear();
        answerNextQuestion(asked, QMessageBox::No);
        emit view.handInRequested();
        QVERIFY2(asked.isEmpty(), qPrintable(asked));
        QCOMPARE(controller.position().phase.kind, dip::PhaseKind::movement);
    }

    // When only the dead man's unit retreats, every writer has proposals to make and nothing of
    // their own: the writing screen opens on the proposals. A writer with a unit of their own to
    // retreat opens on their orders.
    void aRetreatOfTheDeadManAloneOpensOnTheProposals()
    {
        dip::Options options;
        options.players = {"Ana", "Bruno", "Chloé", "Dan", "Eve", "Farid", "Gil"};
        options.dead_man_rule = dip::DeadManRule::chosen;
        options.chosen_dead_men = {dip::Power::italy};
        options.seed = 3;
        options.start = springWith({{dip::Power::italy, "A VEN"}, {dip::Power::austria, "A TRI"},
            {dip::Power::austria, "A TYR"}, {dip::Power::france, "A MAR"}});
        dip::ui::DiplomacySession session(dip::Game::create(options).value());
        auto& view = session.view();
        auto& controller = session.controller();
        QVERIFY(shownAtLaptopSize(view));
        QVERIFY(playPhase(view, controller, {{dip::Power::austria, {"A TRI - VEN", "A TYR S A TRI - VEN"}}}));
        view.continueButton()->click();
        QCOMPARE(controller.position().phase.kind, dip::PhaseKind::retreats);
        QVERIFY(controller.deadMenDecide());
        QVERIFY(beginWriting(view));
        QVERIFY(!controller.writerHasOwnDecision());
        QVERIFY(view.writingProposals());
        QVERIFY(typeOrder(view, QStringLiteral("A VEN R TUS")));
        QCOMPARE(draft(controller, *controller.writer(), true, "VEN"), std::string("A VEN R TUS"));
    }

    // One person against six computers is one click, whatever the table was: no dead man.
    void alonePlaysSixComputersInOneClick()
    {
        dip::ui::NewGameDialog dialog;
        dialog.setSandbox(false);
        dialog.findChild<QSpinBox*>(QStringLiteral("peopleCount"))->setValue(4);
        auto* alone = dialog.findChild<QPushButton*>(QStringLiteral("aloneAgainstComputers"));
        QVERIFY(alone && alone->isVisibleTo(&dialog));
        QTest::mouseClick(alone, Qt::LeftButton);
        dialog.setSeed(QStringLiteral("7"));
        const auto options = dialog.options();
        QVERIFY2(options, qPrintable(dialog.problem()));
        QCOMPARE(options->dead_man_rule, dip::DeadManRule::none);
        QCOMPARE(std::ranges::count_if(options->computers, [](const auto& level) { return level.has_value(); }), 6);
    }

    // People and computers are counted apart: one person against six computers is two numbers
    // typed, with no dead man; two people alone leave five dead men, not five computers.
    void peopleAndComputersAreCountedApart()
    {
        dip::ui::NewGameDialog dialog;
        dialog.setSandbox(false);
        dialog.setPowersDrawn(true);
        dialog.setDeadMenDrawn(true);
        auto* people = dialog.findChild<QSpinBox*>(QStringLiteral("peopleCount"));
        auto* computers = dialog.findChild<QSpinBox*>(QStringLiteral("computerCount"));
        QVERIFY(people && computers && people->isVisibleTo(&dialog) && computers->isVisibleTo(&dialog));
        QVERIFY(!dialog.findChild<QSpinBox*>(QStringLiteral("playerCount"))->isVisibleTo(&dialog));
        people->setValue(1);
        computers->setValue(6);
        QCOMPARE(computers->value(), 6);
        dialog.setSeed(QStringLiteral("7"));
        auto options = dialog.options();
        QVERIFY2(options, qPrintable(dialog.problem()));
        QCOMPARE(options->dead_man_rule, dip::DeadManRule::none);
        int computerPowers = 0;
        for (dip::Power power : dip::all_powers)
            if (options->computers[static_cast<std::size_t>(power)])
                ++computerPowers;
        QCOMPARE(computerPowers, 6);
        // Seven seats at most: more people leave fewer computers.
        people->setValue(3);
        QCOMPARE(people->value() + computers->value(), 7);
        QCOMPARE(computers->value(), 4);
        // Two people and no computer: five dead men.
        people->setValue(2);
        computers->setValue(0);
        options = dialog.options();
        QVERIFY2(options, qPrintable(dialog.problem()));
        QCOMPARE(options->dead_man_rule, dip::DeadManRule::drawn);
        QCOMPARE(options->drawn_dead_men, 5);
        QVERIFY(std::ranges::none_of(options->computers, [](const auto& level) { return level.has_value(); }));
        // One person alone needs a second seat: a computer.
        people->setValue(1);
        QCOMPARE(computers->minimum(), 1);
        QVERIFY(computers->value() >= 1);
        // A row switched by hand is counted, and stays as it was set.
        people->setValue(3);
        computers->setValue(2);
        dialog.findChild<QComboBox*>(QStringLiteral("control_1"))->setCurrentIndex(2); // a strong computer
        QCOMPARE(people->value(), 2);
        QCOMPARE(computers->value(), 3);
        QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("control_1"))->currentIndex(), 2);
        test::saveShot(dialog, QStringLiteral("diplomacy-new-game-counts.png"));
    }

    // [extension] Four friends: the organizer ticks the three powers nobody plays; each player
    // then proposes for every dead man's units, and each proposal counts for the dead man it names.
    void aSmallerTableHasSeveralDeadMen()
    {
        dip::ui::NewGameDialog dialog;
        dialog.setSandbox(false);
        dialog.setPeople(
            {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Chloé"), QStringLiteral("Dan")});
        dialog.setPowersDrawn(true);
        dialog.setDeadMenDrawn(false);
        auto* start = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(!start->isEnabled()); // nothing ticked by default: the dialog says why
        QVERIFY(!dialog.findChild<QLabel*>(QStringLiteral("problem"))->text().isEmpty());
        for (const char* code : {"deadMan_ITALY", "deadMan_RUSSIA", "deadMan_TURKEY"})
            dialog.findChild<QCheckBox*>(QString::fromLatin1(code))->setChecked(true);
        QVERIFY(start->isEnabled());
        dialog.findChild<QCheckBox*>(QStringLiteral("deadMan_AUSTRIA"))->setChecked(true);
        QVERIFY(!start->isEnabled()); // four dead men for four players: one too many
        dialog.findChild<QCheckBox*>(QStringLiteral("deadMan_AUSTRIA"))->setChecked(false);
        // Powers chosen by the players: each list begins on a different power, so the dialog
        // never opens on "two players chose Austria" that nobody chose.
        dialog.findChild<QRadioButton*>(QStringLiteral("powersChosen"))->setChecked(true);
        QVERIFY2(dialog.problem().isEmpty() || !dialog.problem().contains(QStringLiteral("Two players chose")),
            qPrintable(dialog.problem()));
        // A power taken from another player swaps with it: that player gets the power this one had.
        auto* first = dialog.findChild<QComboBox*>(QStringLiteral("powerOf_1"));
        auto* third = dialog.findChild<QComboBox*>(QStringLiteral("powerOf_3"));
        const int firstHad = first->currentIndex();
        const int thirdHad = third->currentIndex();
        first->setCurrentIndex(thirdHad);
        QCOMPARE(third->currentIndex(), firstHad);
        QVERIFY2(!dialog.problem().contains(QStringLiteral("Two players chose")), qPrintable(dialog.problem()));
        dialog.setPowersDrawn(true);
        dialog.setSeed(QStringLiteral("44"));
        const auto options = dialog.options();
        QVERIFY(options);
        QVERIFY(
            (options->chosen_dead_men == dip::PowerSet {dip::Power::italy, dip::Power::russia, dip::Power::turkey}));
        // Every person has a power, none a dead man's; the draw is the game number's.
        std::set<std::string> seated;
        for (dip::Power power : dip::all_powers) {
            const auto& name = options->players[static_cast<std::size_t>(power)];
            QCOMPARE(name.empty(), options->chosen_dead_men.contains(power));
            seated.insert(name);
        }
        QVERIFY((seated == std::set<std::string> {"", "Ana", "Bruno", "Chloé", "Dan"}));
        QVERIFY(options->players == dialog.options()->players);

        // The test below wants Ana on Austria: the seats as the players chose them.
        dialog.setPowersDrawn(
            false, {dip::Power::austria, dip::Power::england, dip::Power::france, dip::Power::germany});
        QVERIFY(dialog.options());
        QVERIFY((dialog.options()->chosen_dead_men
            == dip::PowerSet {dip::Power::italy, dip::Power::russia, dip::Power::turkey}));
        dip::ui::DiplomacySession session(dip::Game::create(*dialog.options()).value());
        auto& view = session.view();
        auto& controller = session.controller();
        QVERIFY(shownAtLaptopSize(view));
        QVERIFY((controller.writers()
            == std::vector<dip::Power> {
                dip::Power::austria, dip::Power::england, dip::Power::france, dip::Power::germany}));
        // The table page announces the dead men and who plays what to everyone.
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::table);
        QVERIFY2(view.tableText()->toPlainText().contains(QLocale().createSeparatedList(
                     {QStringLiteral("Italy"), QStringLiteral("Russia"), QStringLiteral("Turkey")})),
            qPrintable(view.tableText()->toPlainText()));
        QVERIFY(view.writersList()->item(0)->text().contains(QStringLiteral("Ana")));
        // Every power's line in sight.
        for (int row = 0; row < view.writersList()->count(); ++row)
            QVERIFY(view.writersList()->viewport()->rect().contains(
                view.writersList()->visualItemRect(view.writersList()->item(row))));
        // The map stays where it is from the table's page to the writer's, whose choice between
        // own orders and proposals is the panel's widest line.
        const QRect mapPlace = view.map()->geometry();
        view.activateWindow(); // shortcuts work in the active window
        QVERIFY(QTest::qWaitForWindowActive(&view));
        QVERIFY(beginWriting(view));
        QCOMPARE(view.map()->geometry(), mapPlace);
        // From the order line, by keyboard: Alt+P writes proposals, Alt+M one's own orders again.
        QTest::keyClick(view.orderLine(), Qt::Key_P, Qt::AltModifier);
        QTRY_VERIFY(view.writingProposals()); // a mnemonic clicks after a short animation
        QVERIFY(view.orderLine()->text().isEmpty());
        QVERIFY(view.orderLine()->hasFocus()); // typing goes on
        QTest::keyClick(view.orderLine(), Qt::Key_M, Qt::AltModifier);
        QTRY_VERIFY(!view.writingProposals());
        view.setWritingProposals(true);
        // Every dead man's unit is listed, without an order yet, with whose it is.
        QCOMPARE(view.orderList()->count(), 10);
        for (int row = 0; row < view.orderList()->count(); ++row) {
            const QString text = view.orderList()->item(row)->text();
            QVERIFY2(text.startsWith(QStringLiteral("Italy: ")) || text.startsWith(QStringLiteral("Russia: "))
                    || text.startsWith(QStringLiteral("Turkey: ")),
                qPrintable(text));
        }
        QVERIFY(typeOrder(view, QStringLiteral("A VEN - TYR")));
        QVERIFY(typeOrder(view, QStringLiteral("F ANK - BLA")));
        // One's own unit among the proposals: the refusal says where its order goes.
        QVERIFY(!typeOrder(view, QStringLiteral("A VIE - BOH")));
        QVERIFY2(view.message().contains(QStringLiteral("your own units")), qPrintable(view.message()));
        view.orderLine()->selectAll(); // emptied by the player, the line's refusal goes with it
        QTest::keyClick(view.orderLine(), Qt::Key_Backspace);
        QVERIFY(view.orderLine()->text().isEmpty());
        QVERIFY2(view.message().isEmpty(), qPrintable(view.message()));
        // A click on Russia's army, then on Ukraine: a proposal for Russia.
        QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province("MOS")).toPoint());
        QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province("UKR")).toPoint());
        QVERIFY2(draft(controller, dip::Power::austria, true, "MOS") == "A MOS - UKR", qPrintable(view.message()));
        QVERIFY(!typeOrder(view, QStringLiteral("A PAR - BUR"))); // France has a player
        test::saveShot(view, QStringLiteral("diplomacy-several-dead-men.png"));
        // Ctrl+Return hands in from the order line, writing the order still there first (with
        // the completion list open or not).
        view.orderLine()->clear();
        view.setWritingProposals(false);
        QVERIFY(typeOrder(view, QStringLiteral("A VIE H")));
        QVERIFY(typeOrder(view, QStringLiteral("A BUD H")));
        QTest::keyClicks(view.orderLine(), QStringLiteral("F TRI H"));
        QTest::keyClick(view.orderLine(), Qt::Key_Return, Qt::ControlModifier);
        // Handed in: in the game (saved with it), no longer a draft.
        const auto& austria = controller.state().handed_in[static_cast<std::size_t>(dip::Power::austria)];
        QVERIFY(austria && austria->orders.size() == 3);
        QVERIFY(controller.drafts(dip::Power::austria, false).empty());
        QVERIFY2(controller.writer() == dip::Power::england, qPrintable(view.message()));
        QVERIFY(playPhase(view, controller, {}, {QStringLiteral("F ANK - BLA"), QString(), QString()}));
        QVERIFY(view.revealText()->toPlainText().contains(QStringLiteral("The dead man’s vote (Russia)")));
        view.continueButton()->click();
        const auto& after = controller.position();
        const auto unitAt = [&](const char* code) { return dip::unit_in(board(), after.units, province(code)); };
        QVERIFY(unitAt("TYR") && unitAt("TYR")->power == dip::Power::italy);
        QVERIFY(unitAt("BLA") && unitAt("BLA")->power == dip::Power::turkey);
        QVERIFY(unitAt("UKR") && unitAt("UKR")->power == dip::Power::russia);
    }

    // The table referee: one person writes every power's orders on one screen (typed or clicked,
    // the power following the unit), adjudicates, and goes back one phase with Undo.
    void aSandboxTakesEveryPowersOrdersOnOneScreen()
    {
        dip::ui::NewGameDialog dialog;
        dialog.setSandbox(true);
        dialog.setDeadMenDrawn(true);
        dialog.setSeed(QStringLiteral("12"));
        const auto options = dialog.options();
        QVERIFY(options && options->sandbox);
        dip::ui::DiplomacySession session(dip::Game::create(*options).value());
        auto& view = session.view();
        auto& controller = session.controller();
        QVERIFY(shownAtLaptopSize(view));
        QVERIFY(controller.position().dead_men.empty());
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::writing); // no hand-over screen
        QVERIFY(view.sandboxPower()->isVisible());
        for (const char* order : {"A PAR - BUR", "A MUN - BUR", "F LON - NTH", "A VIE - GAL", "A WAR - GAL"}) {
            QVERIFY2(typeOrder(view, QString::fromLatin1(order)), qPrintable(view.message()));
        }
        // A click on Turkey's fleet writes for Turkey.
        QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province("ANK")).toPoint());
        QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province("BLA")).toPoint());
        QVERIFY(draft(controller, dip::Power::turkey, false, "ANK") == "F ANK - BLA");
        QCOMPARE(controller.writer(), std::optional<dip::Power>(dip::Power::turkey));
        test::saveShot(view, QStringLiteral("diplomacy-sandbox.png"));
        QCOMPARE(view.handInButton()->text(), QStringLiteral("&Adjudicate"));
        view.handIn();
        QCOMPARE(controller.position().phase.season, dip::Season::fall);
        QVERIFY(dip::unit_in(board(), controller.position().units, province("NTH")));
        QVERIFY(!dip::unit_in(board(), controller.position().units, province("BUR"))); // a bounce
        view.continueButton()->click();
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::writing);
        // Back one phase.
        session.undo();
        QCOMPARE(controller.position().phase.season, dip::Season::spring);
        QVERIFY(dip::unit_in(board(), controller.position().units, province("LON")));
        // The orders it adjudicated are back as they were written, to change and adjudicate again.
        QVERIFY(draft(controller, dip::Power::france, false, "PAR") == "A PAR - BUR");
        QVERIFY(draft(controller, dip::Power::turkey, false, "ANK") == "F ANK - BLA");
        // Suggest orders: the computer's orders for the power shown, as drafts, one per unit,
        // each one of the choices offered; the person changes one and adjudicates.
        controller.setSandboxPower(dip::Power::france);
        QVERIFY(view.suggestButton()->isVisible());
        view.suggestButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isSuggesting(), test::computerThoughtBoundMs);
        const auto& suggested = controller.drafts(dip::Power::france, false);
        QCOMPARE(suggested.size(), std::size_t {3});
        for (const auto& [place, order] : suggested) {
            const auto offered = controller.choices(place, false);
            QVERIFY(std::ranges::find(offered, order) != offered.end());
        }
        QCOMPARE(controller.writer(), std::optional<dip::Power>(dip::Power::france));
        QVERIFY2(typeOrder(view, QStringLiteral("A PAR H")), qPrintable(view.message()));
        QVERIFY(draft(controller, dip::Power::france, false, "PAR") == "A PAR H");
        QCOMPARE(controller.drafts(dip::Power::france, false).size(), std::size_t {3});
        // Asked again with one unit without an order: that unit gets one, the others keep theirs.
        controller.erase(province("MAR"), false);
        view.suggestButton()->click();
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isSuggesting(), test::computerThoughtBoundMs);
        QCOMPARE(controller.drafts(dip::Power::france, false).size(), std::size_t {3});
        QVERIFY(draft(controller, dip::Power::france, false, "PAR") == "A PAR H");
        QVERIFY(controller.drafts(dip::Power::france, false).contains(province("MAR")));
        view.handIn();
        QCOMPARE(controller.position().phase.season, dip::Season::fall);
        QVERIFY(dip::unit_in(board(), controller.position().units, province("PAR")));
        // What is written in the Fall survives going back to the Spring and forward again.
        view.continueButton()->click();
        QVERIFY2(typeOrder(view, QStringLiteral("A PAR - PIC")), qPrintable(view.message()));
        session.undo();
        QCOMPARE(controller.position().phase.season, dip::Season::spring);
        QVERIFY(draft(controller, dip::Power::france, false, "PAR") == "A PAR H");
        session.redo();
        QCOMPARE(controller.position().phase.season, dip::Season::fall);
        QVERIFY(draft(controller, dip::Power::france, false, "PAR") == "A PAR - PIC");
        // An order changed after the Undo: Redo asks before playing the phase as it was.
        session.undo();
        view.continueButton()->click();
        QVERIFY2(typeOrder(view, QStringLiteral("A PAR - BUR")), qPrintable(view.message()));
        QString asked;
        const auto answerWith = [&asked](QMessageBox::StandardButton button) { answerNextQuestion(asked, button); };
        answerWith(QMessageBox::No); // keep writing
        session.redo();
        QVERIFY2(asked.contains(QStringLiteral("changed")), qPrintable(asked));
        QCOMPARE(controller.position().phase.season, dip::Season::spring);
        QVERIFY(draft(controller, dip::Power::france, false, "PAR") == "A PAR - BUR");
        asked.clear();
        answerWith(QMessageBox::Yes);
        session.redo();
        QVERIFY(!asked.isEmpty());
        QCOMPARE(controller.position().phase.season, dip::Season::fall);
        QVERIFY(dip::unit_in(board(), controller.position().units, province("PAR"))); // as it was: A PAR H
        session.undo(); // the changed order is still there
        QVERIFY(draft(controller, dip::Power::france, false, "PAR") == "A PAR - BUR");
    }

    // An order refused stays to be corrected, selected, so that the next one typed replaces it;
    // a move that needs a coast names the two it could take.
    void aRefusedOrderIsSelectedAndTheCoastsNamed()
    {
        dip::Options options;
        options.sandbox = true;
        dip::ui::DiplomacySession session(dip::Game::create(options).value());
        auto& view = session.view();
        QVERIFY(shownAtLaptopSize(view));
        QVERIFY2(typeOrder(view, QStringLiteral("F BRE - MAO")), qPrintable(view.message()));
        view.handIn(); // the sandbox adjudicates: Fall 1901
        view.continueButton()->click();
        QVERIFY(!typeOrder(view, QStringLiteral("F MAO - SPA")));
        QVERIFY2(view.message().contains(QStringLiteral("SPA/NC")) && view.message().contains(QStringLiteral("SPA/SC")),
            qPrintable(view.message()));
        QCOMPARE(view.orderLine()->selectedText(), QStringLiteral("F MAO - SPA"));
        QVERIFY2(typeOrder(view, QStringLiteral("F MAO - SPA/NC")), qPrintable(view.message()));
    }

    // A fleet built where two coasts are: the refusal names the two builds to write.
    void aFleetBuiltOnTwoCoastsNamesThem()
    {
        const auto& map = dip::standard_map();
        auto start = dip::initial_state(map);
        start.phase = dip::parse_phase("W1901A").value();
        std::erase_if(start.units, [&](const dip::Unit& unit) {
            return map.province(map.province_of(unit.location)).code == "STP"; // Russia's home left free
        });
        dip::Options options;
        options.sandbox = true;
        options.start = start;
        dip::ui::DiplomacySession session(dip::Game::create(options).value());
        auto& view = session.view();
        QVERIFY(shownAtLaptopSize(view));
        QVERIFY(!typeOrder(view, QStringLiteral("F STP B")));
        QVERIFY2(view.message().contains(QStringLiteral("F STP/NC B"))
                && view.message().contains(QStringLiteral("F STP/SC B")),
            qPrintable(view.message()));
        QVERIFY2(typeOrder(view, QStringLiteral("F STP/NC B")), qPrintable(view.message()));
    }

    // Orders with the places' names, in each language: every order the rules offer, written so,
    // reads back as itself (coasts in words), and the order line offers them to a player who types
    // part of a name.
    void typedNamesFindTheirOrdersInBothLanguages()
    {
        const auto& map = dip::standard_map();
        std::vector<std::pair<dip::GameState, dip::Order>> offered; // each order with its position
        const auto start = dip::initial_state(map);
        const auto fleets
            = springWith({{dip::Power::france, "F MAO"}, {dip::Power::france, "A POR"}, {dip::Power::england, "F NTH"},
                {dip::Power::england, "A LON"}, {dip::Power::russia, "F BUL/EC"}, {dip::Power::turkey, "F CON"}});
        for (const auto* position : {&start, &fleets})
            for (const dip::Unit& unit : position->units)
                for (const dip::Order& order : dip::movement_choices(map, *position, map.province_of(unit.location)))
                    offered.emplace_back(*position, order);
        auto winter = start;
        winter.phase = dip::parse_phase("W1901A").value();
        std::erase_if(winter.units, [](const dip::Unit& unit) { return unit.power == dip::Power::russia; });
        for (const dip::Order& order : dip::adjustment_choices(map, winter, dip::Power::russia))
            offered.emplace_back(winter, order);
        QVERIFY(offered.size() > 200);
        QVERIFY(std::ranges::any_of(offered, [](const auto& o) { return o.second.kind == dip::OrderKind::convoy; }));
        QVERIFY(std::ranges::any_of(offered, [](const auto& o) { return o.second.kind == dip::OrderKind::build; }));

        app::LanguageManager language;
        // Austria writes first in a sandbox: a part of a name typed, then the order it finds.
        struct Typed {
            QString language, part, named;
        };
        for (const auto& [code, part, named] :
            {Typed {QStringLiteral("en"), QStringLiteral("adriat"), QStringLiteral("F Trieste - Adriatic Sea")},
                Typed {
                    QStringLiteral("fr"), QStringLiteral("mer adr"), QStringLiteral("F Trieste - Mer Adriatique")}}) {
            language.setLanguage(code);
            int coastsInWords = 0;
            for (const auto& [position, order] : offered) {
                const QString text = dip::ui::DiplomacyTexts::orderNamed(order);
                QVERIFY2(text != dip::ui::DiplomacyTexts::orderText(order) || order.kind == dip::OrderKind::waive,
                    qPrintable(text));
                coastsInWords
                    += text.contains(code == QStringLiteral("fr") ? QStringLiteral("côte") : QStringLiteral("coast"));
                const auto read = dip::parse_order(map, text.toStdString());
                QVERIFY2(read, qPrintable(text));
                // No retreat phase among the positions: canonical_order's movement reading.
                QVERIFY2(dip::canonical_order(map, position.units, *read)
                        == dip::canonical_order(map, position.units, order),
                    qPrintable(text + QStringLiteral(" / ") + dip::ui::DiplomacyTexts::orderText(order)));
            }
            QVERIFY(coastsInWords > 0);
            // A hold as each language's tables write it (« A Vienne T », tient).
            const dip::Order hold = dip::parse_order(map, "A VIE H").value();
            QCOMPARE(dip::ui::DiplomacyTexts::orderNamed(hold),
                code == QStringLiteral("fr") ? QStringLiteral("A Vienne T") : QStringLiteral("A Vienna H"));

            dip::Options options;
            options.sandbox = true;
            dip::ui::DiplomacySession session(dip::Game::create(options).value());
            auto& view = session.view();
            QVERIFY(shownAtLaptopSize(view));
            QTest::keyClicks(view.orderLine(), part);
            QStringList completions;
            auto* completer = view.orderLine()->completer();
            for (int row = 0; row < completer->completionModel()->rowCount(); ++row)
                completions << completer->completionModel()->index(row, 0).data().toString();
            QVERIFY2(completions.contains(named), qPrintable(completions.join(QStringLiteral(" | "))));
            // Chosen in the list with the arrows and Enter, the order is taken and the line emptied.
            QTRY_VERIFY(completer->popup()->isVisible());
            const auto row = completions.indexOf(named);
            for (int down = 0; down <= row; ++down)
                QTest::keyClick(completer->popup(), Qt::Key_Down);
            QCOMPARE(completer->popup()->currentIndex().data().toString(), named);
            QTest::keyClick(completer->popup(), Qt::Key_Return);
            QVERIFY2(view.orderLine()->text().isEmpty(), qPrintable(view.orderLine()->text()));
            QVERIFY(!completer->popup()->isVisible());
            QCOMPARE(session.controller().drafts(dip::Power::austria, false).size(), std::size_t {1});
            QCOMPARE(dip::ui::DiplomacyTexts::orderText(
                         session.controller().drafts(dip::Power::austria, false).begin()->second),
                QStringLiteral("F TRI - ADR"));
            // Typed whole, the same.
            QVERIFY2(typeOrder(view, named), qPrintable(view.message()));
            // Entered alone, a part of a name that finds one order only (Trieste's move to Albania,
            // "Albanie" in French) is that order; one that finds several (Galicia) is refused and kept.
            const auto enter = [&](const QString& typed) {
                view.orderLine()->clear();
                QTest::keyClicks(view.orderLine(), typed);
                QTest::keyClick(
                    completer->popup()->isVisible() ? static_cast<QWidget*>(completer->popup()) : view.orderLine(),
                    Qt::Key_Return);
            };
            const auto& drafts = session.controller().drafts(dip::Power::austria, false);
            enter(QStringLiteral("alban"));
            QVERIFY2(view.orderLine()->text().isEmpty(), qPrintable(view.message()));
            QCOMPARE(drafts.size(), std::size_t {1});
            QCOMPARE(dip::ui::DiplomacyTexts::orderText(drafts.begin()->second), QStringLiteral("F TRI - ALB"));
            enter(QStringLiteral("galic"));
            QCOMPARE(view.orderLine()->text(), QStringLiteral("galic"));
            QVERIFY2(view.message().contains(
                         code == QStringLiteral("fr") ? QStringLiteral("choisissez") : QStringLiteral("choose one")),
                qPrintable(view.message()));
            QTRY_VERIFY(completer->popup()->isVisible()); // the list again, to choose from
            QTest::keyClick(completer->popup(), Qt::Key_Escape); // Escape closes it
            QVERIFY(!completer->popup()->isVisible());
            QCOMPARE(view.orderLine()->text(), QStringLiteral("galic"));
            QCOMPARE(dip::ui::DiplomacyTexts::orderText(drafts.begin()->second), QStringLiteral("F TRI - ALB"));
            // The sandbox's list offers every power's orders: Germany's found while Austria is
            // written for, and the power follows the order, as it follows a click.
            enter(QStringLiteral("KIE - HE"));
            QVERIFY2(view.orderLine()->text().isEmpty(), qPrintable(view.message()));
            const auto& german = session.controller().drafts(dip::Power::germany, false);
            QCOMPARE(german.size(), std::size_t {1});
            QCOMPARE(dip::ui::DiplomacyTexts::orderText(german.begin()->second), QStringLiteral("F KIE - HEL"));
            QCOMPARE(session.controller().writer(), std::optional(dip::Power::germany));
            view.orderLine()->clear();
            test::saveShot(view, QStringLiteral("diplomacy-named-order-%1.png").arg(code));
        }
        language.setLanguage(QStringLiteral("en"));
    }

    // Adjudicating a sandbox phase with powers nothing was written for asks first, naming them.
    void theSandboxAsksBeforeAdjudicatingPowersWithoutOrders()
    {
        dip::Options options;
        options.sandbox = true;
        dip::ui::DiplomacySession session(dip::Game::create(options).value());
        auto& view = session.view();
        QVERIFY(shownAtLaptopSize(view));
        QVERIFY2(typeOrder(view, QStringLiteral("A PAR - BUR")), qPrintable(view.message()));
        QString asked;
        const auto answerWith = [&asked](QMessageBox::StandardButton button) { answerNextQuestion(asked, button); };
        answerWith(QMessageBox::No);
        view.handInButton()->click();
        QVERIFY2(asked.contains(QStringLiteral("Austria")) && asked.contains(QStringLiteral("will hold"))
                && !asked.contains(QStringLiteral("France")),
            qPrintable(asked));
        QCOMPARE(session.controller().position().phase.season, dip::Season::spring);
        answerWith(QMessageBox::Yes);
        view.handInButton()->click();
        QCOMPARE(session.controller().position().phase.season, dip::Season::fall);
    }

    // Outside a sandbox nobody is suggested orders: the button is not there.
    void noSuggestionsOutsideTheSandbox()
    {
        dip::ui::DiplomacySession session(sixPlayers(dip::Power::italy));
        auto& view = session.view();
        QVERIFY(shownAtLaptopSize(view));
        QVERIFY(!view.suggestButton()->isVisible());
        session.controller().suggestOrders();
        QVERIFY(!session.controller().isSuggesting());
    }

    // The sandbox's editor: units put and taken away, a centre given, the season set; a position
    // that could not exist is refused with the engine's reason, then adjudicated once whole.
    void theSandboxEditorMakesOnlyPossiblePositions()
    {
        dip::ui::PositionEditor editor(dip::initial_state(board()));
        editor.setPower(dip::Power::france);
        editor.setTool(dip::ui::PositionEditor::Tool::fleet);
        QVERIFY(editor.apply(province("BUR"))); // a fleet inland: the engine refuses the position
        QVERIFY(!editor.useButton()->isEnabled());
        QVERIFY2(editor.problem().contains(QStringLiteral("cannot stand there")), qPrintable(editor.problem()));
        editor.setTool(dip::ui::PositionEditor::Tool::remove);
        QVERIFY(editor.apply(province("BUR")));
        QVERIFY(editor.useButton()->isEnabled());
        QVERIFY(editor.apply(province("PAR"))); // France: three centres, two units
        editor.setTool(dip::ui::PositionEditor::Tool::army);
        editor.setPower(dip::Power::germany);
        QVERIFY(editor.apply(province("BEL")));
        editor.setTool(dip::ui::PositionEditor::Tool::owner);
        QVERIFY(editor.apply(province("BEL")));
        QVERIFY(!editor.apply(province("BUR"))); // no centre there
        // By keyboard: the province typed in the field, then Return.
        editor.setTool(dip::ui::PositionEditor::Tool::army);
        editor.setPower(dip::Power::italy);
        QTest::keyClicks(editor.provinceField()->lineEdit(), QStringLiteral("TYR"));
        QTest::keyClick(editor.provinceField()->lineEdit(), Qt::Key_Return);
        const auto tyrolia = dip::unit_in(board(), editor.position().units, province("TYR"));
        QVERIFY(tyrolia && tyrolia->power == dip::Power::italy);
        editor.setPhase(dip::Season::fall, 1905);
        QVERIFY(editor.useButton()->isEnabled());
        test::saveShot(editor, QStringLiteral("diplomacy-editor.png"));
        const auto& edited = editor.position();
        QCOMPARE(edited.phase.year, 1905);
        QCOMPARE(edited.owners[province("BEL")], std::optional<dip::Power>(dip::Power::germany));
        // A sandbox from it plays on from there.
        dip::Options options;
        options.sandbox = true;
        options.start = edited;
        auto game = dip::Game::create(options);
        QVERIFY(game);
        QVERIFY(game->play(dip::PhaseOrders {}));
        QCOMPARE(game->state().position.phase.year, 1905);
        QCOMPARE(game->state().position.phase.season, dip::Season::winter); // France owed a build
    }

    // "Use this position" in a sandbox goes on from the edited position in that sandbox, never in
    // another window over it: in a sandbox window, and in a sandbox the main window plays (the
    // same place in the games in progress).
    void anEditedPositionReplacesItsSandbox()
    {
        // The editor, when it opens: a German army put in Belgium, then "Use this position".
        const auto editNextPosition = [this] {
            QTimer::singleShot(0, this, [] {
                auto* editor = qobject_cast<dip::ui::PositionEditor*>(QApplication::activeModalWidget());
                QVERIFY(editor);
                editor->setPower(dip::Power::germany);
                editor->setTool(dip::ui::PositionEditor::Tool::army);
                QVERIFY(editor->apply(province("BEL")));
                editor->useButton()->click();
            });
        };
        const auto belgianArmy = [](const dip::ui::DiplomacySession& session) {
            const auto unit = dip::unit_in(board(), session.controller().position().units, province("BEL"));
            return unit && unit->power == dip::Power::germany;
        };
        const auto trigger = [](const gui::GameSession& session, const QString& name) {
            for (auto* action : session.gameActions())
                if (action->objectName() == name)
                    action->trigger();
        };
        dip::Options options;
        options.sandbox = true;
        auto* window = new dip::ui::SandboxWindow(
            std::make_unique<dip::ui::DiplomacySession>(dip::Game::create(options).value()));
        window->show();
        QVERIFY(typeOrder(window->session().view(), QStringLiteral("A PAR - BUR")));
        window->session().view().handIn(); // Adjudicate
        const auto windowsBefore = QApplication::topLevelWidgets().size();
        editNextPosition();
        trigger(window->session(), QStringLiteral("editPosition"));
        QTRY_VERIFY(belgianArmy(window->session()));
        QCOMPARE(QApplication::topLevelWidgets().size(), windowsBefore);
        QVERIFY(!window->session().canUndo()); // its history begins at the edited position
        QVERIFY(window->session().widget()->isVisible());
        window->setAttribute(Qt::WA_DeleteOnClose, false);
        delete window;

        QTemporaryDir folder;
        gui::VariantRegistry registry;
        registry.add(gui::make_diplomacy_deadman_module());
        app::LanguageManager language;
        const QString kept = folder.filePath(QStringLiteral("in progress"));
        app::MainWindow main(registry, language, app::GamesInProgress(kept));
        const QString path = folder.filePath(QStringLiteral("sandbox.tablee"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray::fromStdString(dip::Game::create(options).value().save("test", "now")));
        }
        QVERIFY(main.openCopy(path)); // a sandbox in no file
        auto* session = qobject_cast<dip::ui::DiplomacySession*>(main.session());
        QVERIFY(session);
        QVERIFY(typeOrder(session->view(), QStringLiteral("A PAR - BUR")));
        session->view().handIn();
        const auto keptBefore = app::GamesInProgress(kept).list().size();
        editNextPosition();
        trigger(*session, QStringLiteral("editPosition"));
        QTRY_VERIFY(main.session() && main.session() != session);
        QVERIFY(belgianArmy(*qobject_cast<dip::ui::DiplomacySession*>(main.session())));
        QCOMPARE(app::GamesInProgress(kept).list().size(), keptBefore);
        for (auto* widget : QApplication::topLevelWidgets())
            QVERIFY(!qobject_cast<dip::ui::SandboxWindow*>(widget) || !widget->isVisible());
    }

    // A six-player game from Spring 1901 to Spring 1903 through the view, in French: openings,
    // the neutral centres taken, the builds of each Winter written by the powers that have
    // them (the dead man's by the vote), quiet years after.
    void aSixPlayerGameReachesSpring1903InFrench()
    {
        app::LanguageManager language;
        language.setLanguage(QStringLiteral("fr"));
        dip::ui::DiplomacySession session(sixPlayers(dip::Power::italy));
        auto& view = session.view();
        auto& controller = session.controller();
        QVERIFY(shownAtLaptopSize(view));
        QVERIFY(view.nextWriterButton()->text().startsWith(QStringLiteral("&Passer")));
        QVERIFY(playPhase(view, controller,
            {{dip::Power::austria, {"A VIE - GAL", "A BUD - SER", "F TRI - ALB"}},
                {dip::Power::england, {"F LON - NTH", "F EDI - NWG", "A LVP - YOR"}},
                {dip::Power::france, {"A PAR - BUR", "A MAR - SPA", "F BRE - MAO"}},
                {dip::Power::germany, {"A BER - KIE", "F KIE - DEN", "A MUN - RUH"}},
                {dip::Power::russia, {"A MOS - UKR", "A WAR - GAL", "F SEV - RUM", "F STP/SC - BOT"}},
                {dip::Power::turkey, {"F ANK - BLA", "A CON - BUL", "A SMY - ARM"}}},
            {"A VEN - PIE", "A VEN - PIE", "A VEN - PIE"}));
        view.continueButton()->click();
        QVERIFY(playPhase(view, controller,
            {{dip::Power::austria, {"F ALB - GRE"}}, {dip::Power::england, {"F NTH - NWY"}},
                {dip::Power::france, {"F MAO - POR"}}, {dip::Power::germany, {"A RUH - HOL", "A KIE - DEN"}},
                {dip::Power::russia, {"F BOT - SWE"}}}));
        test::saveShot(view, QStringLiteral("diplomacy-reveal-fr.png"));
        // Every Winter: each writer builds (or disbands) what the rules offer first.
        const auto winter = [&] {
            while (controller.position().phase.kind == dip::PhaseKind::adjustments) {
                const auto writer = controller.writer();
                QVERIFY(writer);
                QVERIFY(beginWriting(view));
                const auto choices = dip::adjustment_choices(board(), controller.position(), *writer);
                if (!choices.empty() && choices.front().kind != dip::OrderKind::waive) {
                    QVERIFY2(typeOrder(view, QString::fromStdString(dip::order_text(board(), choices.front()))),
                        qPrintable(view.message()));
                }
                view.handIn();
            }
        };
        if (controller.position().phase.kind == dip::PhaseKind::adjustments) {
            view.continueButton()->click();
            winter();
        }
        QCOMPARE(controller.position().phase.year, 1902);
        // 1902: everyone holds; nothing changes hands, so no Winter.
        for (int season = 0; season < 2; ++season) {
            if (view.page() == dip::ui::DiplomacyView::Page::reveal)
                view.continueButton()->click();
            QVERIFY(playPhase(view, controller, {}));
        }
        if (controller.position().phase.kind == dip::PhaseKind::adjustments) {
            view.continueButton()->click();
            winter();
        }
        QCOMPARE(controller.position().phase.year, 1903);
        QCOMPARE(controller.position().phase.season, dip::Season::spring);
        QVERIFY(dip::centre_count(controller.position(), dip::Power::russia) >= 5);
        dip::ui::HistoryDialog history(controller);
        QVERIFY(history.phases()->count() >= 6);
        test::saveShot(history, QStringLiteral("diplomacy-history-fr.png"));
        // Left and Right step through the phases wherever the focus is; the ends say so.
        history.resize(940, 520); // a 1920 x 1080 screen scaled twice
        history.show();
        QVERIFY(QTest::qWaitForWindowExposed(&history));
        const int now = history.phases()->count() - 1;
        QCOMPARE(history.phases()->currentRow(), now);
        QVERIFY(!history.laterButton()->isEnabled());
        history.report()->setFocus();
        QTest::keyClick(history.report(), Qt::Key_Left);
        QTest::keyClick(history.report(), Qt::Key_Left);
        QCOMPARE(history.phases()->currentRow(), now - 2);
        QTest::keyClick(history.phases(), Qt::Key_Right);
        QCOMPARE(history.phases()->currentRow(), now - 1);
        history.phases()->setCurrentRow(0);
        QVERIFY(!history.earlierButton()->isEnabled());
        history.earlierButton()->click();
        QCOMPARE(history.phases()->currentRow(), 0);
        // The map has the whole height beside the list and the report, and most of the width.
        QVERIFY2(history.map()->height() > history.height() * 3 / 4 && history.map()->width() > history.width() / 2,
            qPrintable(QStringLiteral("%1x%2").arg(history.map()->width()).arg(history.map()->height())));
        test::saveShot(history, QStringLiteral("diplomacy-history-small-fr.png"));
        language.setLanguage(QStringLiteral("en"));
    }

    // After a click on the map the keyboard is there: a letter typed starts the order on the
    // order line instead of being lost without a word (a new-player review).
    void aLetterTypedOnTheMapStartsAnOrder()
    {
        dip::Options options;
        options.sandbox = true;
        dip::ui::DiplomacySession session(dip::Game::create(options).value());
        auto& view = session.view();
        view.resize(1280, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto* map = view.findChild<dip::ui::MapView*>();
        QVERIFY(map);
        map->setFocus();
        QTest::keyClick(map, Qt::Key_A, Qt::NoModifier);
        QVERIFY(view.orderLine()->hasFocus());
        QCOMPARE(view.orderLine()->text(), QStringLiteral("a"));
        QVERIFY(typeOrder(view, QStringLiteral(" PAR - BUR")));
        // The map's own keys stay its own: + zooms, it types nothing.
        map->setFocus();
        QTest::keyClick(map, Qt::Key_Plus);
        QVERIFY(view.orderLine()->text().isEmpty());
        QVERIFY(map->hasFocus());
    }

    // The powers' column shown (each player chooses), the dialog still fits the screen: the
    // sections beside the table go under it when side by side would be wider (at scale 2 Cancel
    // went off the screen's right edge; a new-player review). The offscreen screen is 800 wide.
    void theNewGameDialogFitsTheScreenWhenPlayersChooseTheirPowers()
    {
        app::LanguageManager language;
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("fr")}) {
            language.setLanguage(code);
            dip::ui::NewGameDialog dialog;
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            dialog.setPeople({QStringLiteral("Ana")}, {});
            dialog.findChild<QRadioButton*>(QStringLiteral("powersChosen"))->click();
            QTRY_VERIFY(dialog.findChild<QWidget*>(QStringLiteral("powerOf_1"))->isVisible());
            const QRect available = dialog.screen()->availableGeometry();
            QTRY_VERIFY2(dialog.frameGeometry().width() <= available.width(),
                qPrintable(QStringLiteral("%1: %2 wide on %3")
                               .arg(code)
                               .arg(dialog.frameGeometry().width())
                               .arg(available.width())));
            for (QPushButton* button : dialog.findChildren<QPushButton*>()) {
                if (!button->isVisible())
                    continue;
                const QRect at(button->mapToGlobal(QPoint(0, 0)), button->size());
                QVERIFY2(available.contains(at), qPrintable(button->text()));
            }
            test::saveShot(dialog, QStringLiteral("diplomacy-new-game-powers-chosen-%1.png").arg(code));
        }
        language.setLanguage(QStringLiteral("en"));
    }

    // The screens of a new game, the sandbox and its editor, in both languages (pictures for a
    // person to look at; the texts are the translations').
    void theNewGameAndSandboxScreensInBothLanguages()
    {
        app::LanguageManager language;
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("fr")}) {
            language.setLanguage(code);
            dip::ui::NewGameDialog dialog;
            QCOMPARE(dialog.windowTitle(),
                code == QLatin1String("en") ? QStringLiteral("New game of Diplomacy")
                                            : QStringLiteral("Nouvelle partie de Diplomacy"));
            test::saveShot(dialog, QStringLiteral("diplomacy-new-game-%1.png").arg(code));
            QVERIFY2(test::clashingMnemonics(dialog).isEmpty(), qPrintable(test::clashingMnemonics(dialog).join(';')));
            dialog.setSandbox(false);
            dialog.setPeople(
                {QStringLiteral("Ana"), QStringLiteral("Bruno"), QStringLiteral("Chloé"), QStringLiteral("Dan")});
            dialog.setDeadMenDrawn(false, {dip::Power::italy, dip::Power::russia, dip::Power::turkey});
            test::saveShot(dialog, QStringLiteral("diplomacy-new-game-dead-men-%1.png").arg(code));
            dip::Options options;
            options.sandbox = true;
            dip::ui::DiplomacySession session(dip::Game::create(options).value());
            session.view().resize(1280, 800);
            session.view().show();
            QVERIFY(QTest::qWaitForWindowExposed(&session.view()));
            QVERIFY(typeOrder(session.view(), QStringLiteral("A PAR - BUR")));
            test::saveShot(session.view(), QStringLiteral("diplomacy-sandbox-%1.png").arg(code));
            dip::ui::PositionEditor editor(session.controller().position());
            test::saveShot(editor, QStringLiteral("diplomacy-editor-%1.png").arg(code));
            QVERIFY2(test::clashingMnemonics(editor).isEmpty(), qPrintable(test::clashingMnemonics(editor).join(';')));
        }
        language.setLanguage(QStringLiteral("en"));
    }

    // In the real window, every Alt+letter of the order screen does one thing, in both languages
    // (Alt+H was both the Help menu and the hand-in; in French Alt+P both a menu and the
    // proposals): a clash makes the key do nothing.
    void theOrderScreenKeysDoOneThingEach()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("game.tablee"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray::fromStdString(sixPlayers(dip::Power::italy).save("test", "now")));
        }
        gui::VariantRegistry registry;
        registry.add(gui::make_diplomacy_deadman_module());
        app::LanguageManager language;
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("fr")}) {
            language.setLanguage(code);
            app::MainWindow window(
                registry, language, app::GamesInProgress(folder.filePath(QStringLiteral("autosave"))));
            QVERIFY(window.openFile(path));
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto* view = window.findChild<dip::ui::DiplomacyView*>();
            QVERIFY(view);
            // Opened on the board, Return hands the computer on.
            window.activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            QTRY_VERIFY(view->nextWriterButton()->hasFocus());
            QVERIFY(beginWriting(*view));
            const QStringList clashes = test::clashingMnemonics(window);
            QVERIFY2(clashes.isEmpty(), qPrintable(code + QStringLiteral(": ") + clashes.join(QStringLiteral("; "))));
            for (const auto* menu : window.menuBar()->findChildren<QMenu*>()) {
                const QStringList inMenu = test::clashingMnemonics(*menu);
                QVERIFY2(inMenu.isEmpty(), qPrintable(code + QStringLiteral(": ") + inMenu.join(QStringLiteral("; "))));
            }
        }
        language.setLanguage(QStringLiteral("en"));
    }

    // A monkey: thousands of seeded random clicks on the map, keys, typed orders, hand-ins, the
    // board between writers, undo and redo, save and load, a sandbox beside the game, the language;
    // no crash, the engine stays the referee, and phases really get played.
    void aMonkeyCannotBreakTheTable()
    {
        const int events = tablee::test::monkey_events;
        app::LanguageManager language;
        language.setLanguage(QStringLiteral("en"));
        core::Random random(tablee::test::monkey_seed(20261125));
        const auto module = gui::make_diplomacy_deadman_module();
        auto session = std::make_unique<dip::ui::DiplomacySession>(sixPlayers(dip::Power::italy));
        const auto show = [&] {
            session->view().resize(1100, 720);
            session->view().show();
        };
        show();
        const std::array keys {Qt::Key_Return, Qt::Key_Escape, Qt::Key_Tab, Qt::Key_Space, Qt::Key_Plus, Qt::Key_Minus,
            Qt::Key_0, Qt::Key_Left, Qt::Key_Down, Qt::Key_A, Qt::Key_P};
        int changes = 0;
        std::size_t phases = 0;
        int sandboxes = 0;
        int clickedOrders = 0; // orders written (or changed) by clicks on the map
        // A coast, army or fleet, or move or support asked in a menu: an entry, or Escape.
        const tablee::test::MenuAnswerer menus(20261126);
        const tablee::test::QuestionAnswerer questions(20261127); // Redo over changed orders asks
        for (int event = 0; event < events; ++event) {
            auto& view = session->view();
            auto& controller = session->controller();
            const auto before = controller.state();
            const auto beforeMoves = controller.game().history().moves().size();
            const std::size_t played = controller.playedPhases().size();
            const int what = random.between(0, 99);
            using Page = dip::ui::DiplomacyView::Page;
            if (what < 30) { // the button of whatever page is shown, as a table clicks on
                switch (view.page()) {
                case Page::table:
                    view.nextWriterButton()->click();
                    break;
                case Page::handOver:
                    (random.below(6) == 0 ? view.backToBoardButton() : view.startWritingButton())->click();
                    break;
                case Page::reveal:
                    view.continueButton()->click();
                    break;
                case Page::writing:
                    view.handIn(); // (the button asks first about units without orders)
                    break;
                case Page::over:
                    break;
                }
            } else if (what < 50 && view.page() == Page::writing) { // a legal order typed, as a player knows one
                const bool proposals = random.below(3) == 0 && controller.deadMenDecide();
                view.setWritingProposals(proposals);
                std::vector<dip::Order> offered;
                for (dip::ProvinceId place = 0; place < board().province_count(); ++place)
                    for (const dip::Order& order : controller.choices(place, proposals))
                        offered.push_back(order);
                if (!offered.empty())
                    typeOrder(
                        view, QString::fromStdString(dip::order_text(board(), offered[random.below(offered.size())])));
            } else if (what < 62) { // clicks on the map: where a player may click (outlined), or anywhere
                auto* map = view.map();
                const auto writer = controller.writer();
                std::map<dip::ProvinceId, dip::Order> draftsBefore;
                if (writer)
                    draftsBefore = controller.drafts(*writer, false);
                // Mostly a unit and then where it goes, as a player does; sometimes one click.
                const int clicks = random.below(4) == 0 ? 1 : 2;
                for (int click = 0; click < clicks; ++click) {
                    QPoint point(random.between(0, map->width() - 1), random.between(0, map->height() - 1));
                    if (const auto& outlined = map->highlights(); !outlined.empty() && random.below(4) != 0) {
                        auto chosen = outlined.begin();
                        std::advance(chosen, static_cast<std::ptrdiff_t>(random.below(outlined.size())));
                        point = map->screenPoint(*chosen).toPoint();
                    }
                    QTest::mouseClick(map, Qt::LeftButton, {}, point);
                }
                if (writer && controller.writer() == writer && controller.drafts(*writer, false) != draftsBefore)
                    ++clickedOrders;
            } else if (what < 66) { // a line of text, not always an order
                const std::array typed {"A PAR - BUR", "F LON - NTH", "A VEN - TRI", "bla", "A MOS S A WAR - UKR",
                    "F STP/SC - BOT", "A BUD B", "F TRI - ADR", "", "A XYZ - PAR"};
                if (view.page() == Page::writing)
                    typeOrder(view, QString::fromLatin1(typed[random.below(typed.size())]));
            } else if (what < 78) { // a key, where the focus is
                QWidget* target = QApplication::focusWidget() ? QApplication::focusWidget() : view.map();
                QTest::keyClick(
                    target, keys[random.below(keys.size())], random.below(4) == 0 ? Qt::AltModifier : Qt::NoModifier);
            } else if (what < 81) { // the writers' list: someone else writes next
                if (view.page() == Page::table && view.writersList()->count() > 0)
                    view.writersList()->setCurrentRow(
                        static_cast<int>(random.below(static_cast<std::uint64_t>(view.writersList()->count()))));
            } else if (what < 84) {
                session->undo();
            } else if (what < 86) {
                session->redo();
            } else if (what < 91) { // saved and opened again: every hand-in comes back
                auto reopened = module->loadGame(session->saveGame());
                QVERIFY(reopened);
                auto* restored = static_cast<dip::ui::DiplomacySession*>(reopened->release());
                QVERIFY(restored->controller().state() == controller.state());
                session.reset(restored);
                show();
            } else if (what < 94) { // a sandbox from the position now, played a little, closed
                auto* sandbox = session->openSandbox(controller.position());
                auto& inside = sandbox->session().view();
                const auto units = sandbox->session().controller().position().units;
                if (!units.empty())
                    typeOrder(inside, QString::fromStdString(dip::unit_text(board(), units.front())) + " H");
                inside.handIn();
                ++sandboxes;
                delete sandbox; // (closing asks about its orders: a modal question)
            } else { // the language
                language.setLanguage(random.below(2) == 0 ? QStringLiteral("fr") : QStringLiteral("en"));
            }
            // (A replay from the start at every tenth event: the games grow long.)
            if (event % 10 == 0)
                QVERIFY2(tablee::test::showsWhatItsHistoryReplays(session->controller()),
                    qPrintable(QString::number(event)));
            if (!(session->controller().state() == before)
                || session->controller().game().history().moves().size() != beforeMoves)
                ++changes;
            if (session->controller().playedPhases().size() > played)
                phases += session->controller().playedPhases().size() - played;
            // A game over, or a few years in: the next game (a long history only slows the checks).
            if (session->controller().state().over() || session->controller().position().phase.year > 1904) {
                session = std::make_unique<dip::ui::DiplomacySession>(
                    sixPlayers(random.below(2) == 0 ? dip::Power::turkey : dip::Power::italy));
                show();
            }
        }
        language.setLanguage(QStringLiteral("en"));
        QVERIFY2(changes > events / 50, qPrintable(QString::number(changes)));
        QVERIFY2(phases >= 3, "the monkey never played a phase: it tested nothing but the screens");
        QVERIFY2(clickedOrders > events / 500, qPrintable(QString::number(clickedOrders)));
        qInfo("monkey: %d events, %d changed the game, %zu phases played, %d sandboxes, %d orders by clicks, %d menus",
            events, changes, phases, sandboxes, clickedOrders, menus.answered());
    }

    // Killed while the table writes, a game comes back with every hand-in: the table page says
    // whose orders are in, and the writers left write on.
    void aResumedGameSaysWhoseOrdersAreIn()
    {
        auto game = sixPlayers(dip::Power::italy);
        QVERIFY(game.play(dip::HandIn {dip::Power::austria, {"A VIE - GAL"}, {}}));
        QVERIFY(game.play(dip::HandIn {dip::Power::france, {"A PAR - BUR"}, {"A VEN - TYR"}}));
        const auto module = gui::make_diplomacy_deadman_module();
        auto reopened = module->loadGame(nlohmann::json::parse(game.save("test", "now"))["game"]);
        QVERIFY(reopened);
        auto& session = static_cast<dip::ui::DiplomacySession&>(**reopened);
        auto& view = session.view();
        QVERIFY(shownAtLaptopSize(view));
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::table);
        const QString text = view.tableText()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("are kept even if the program closes")), qPrintable(text));
        const QStringList handedIn = writersSaying(view, QStringLiteral("handed in ✓"));
        QVERIFY2(handedIn.size() == 2 && handedIn.filter(QStringLiteral("Ana")).size() == 1
                && handedIn.filter(QStringLiteral("Chloé")).size() == 1,
            qPrintable(handedIn.join(QLatin1Char('|'))));
        QVERIFY(view.handedInCount()->text().contains(QStringLiteral("2 of 6")));
        // The next writer is one who has not handed in; nobody's orders are shown.
        QCOMPARE(session.controller().writer(), std::optional<dip::Power>(dip::Power::england));
        QVERIFY(!text.contains(QStringLiteral("GAL")) && !text.contains(QStringLiteral("BUR")));
        test::saveShot(view, QStringLiteral("diplomacy-resumed.png"));
    }

    // Opened (or resumed after a crash) right after a phase was played, not yet continued past:
    // its results come first, as they were on screen; Continue goes on to the table.
    void aGameResumedAfterAPhaseShowsItsResultsFirst()
    {
        auto game = sixPlayers(dip::Power::italy);
        for (const dip::Power power : dip::all_powers)
            if (power != dip::Power::italy)
                QVERIFY(game.play(power == dip::Power::austria ? dip::HandIn {power, {"A VIE - GAL"}, {}}
                                                               : dip::HandIn {power, {}, {}}));
        QVERIFY(game.state().position.phase != sixPlayers(dip::Power::italy).state().position.phase);
        const auto module = gui::make_diplomacy_deadman_module();
        auto reopened = module->loadGame(nlohmann::json::parse(game.save("test", "now"))["game"]);
        QVERIFY(reopened);
        auto& view = static_cast<dip::ui::DiplomacySession&>(**reopened).view();
        QVERIFY(shownAtLaptopSize(view));
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::reveal);
        // Copied, the results are plain typing: the joiners and no-break spaces that keep an
        // order on one line on screen are not carried into a message or a judge.
        QVERIFY(view.revealText()->toPlainText().contains(QChar(0x2060)));
        view.revealText()->selectAll();
        view.revealText()->copy();
        const QString copied = QGuiApplication::clipboard()->text();
        QVERIFY2(copied.contains(QStringLiteral("A VIE - GAL")), qPrintable(copied));
        QVERIFY(!copied.contains(QChar(0x2060)) && !copied.contains(QChar::Nbsp));
        view.continueButton()->click();
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::table);
        // Once the table went on, the save says so: resumed again, the board, not the report
        // dismissed (a review saw it come back after a restart).
        {
            auto resumed = module->loadGame((*reopened)->saveGame());
            QVERIFY(resumed);
            auto& again = static_cast<dip::ui::DiplomacySession&>(**resumed).view();
            QVERIFY(shownAtLaptopSize(again));
            QCOMPARE(again.page(), dip::ui::DiplomacyView::Page::table);
        }
        // With computer powers, which hand in for the next phase at once while the table reads:
        // saved after their hand-ins, the results still come first.
        dip::Options options;
        options.players[dip::index_of(dip::Power::france)] = "Ana";
        for (const dip::Power power : dip::all_powers)
            if (power != dip::Power::france)
                options.computers[dip::index_of(power)] = dip::ComputerLevel::normal;
        options.seed = 77;
        dip::ui::DiplomacySession played(dip::Game::create(options).value());
        played.controller().setComputerPause(0);
        QTRY_COMPARE_WITH_TIMEOUT(played.controller().handedInCount(), 6, test::computerThoughtBoundMs);
        QVERIFY(playPhase(played.view(), played.controller(), {}));
        // The computers, for the fall.
        QTRY_COMPARE_WITH_TIMEOUT(played.controller().handedInCount(), 6, test::computerThoughtBoundMs);
        QVERIFY(!played.controller().lastPlayed());
        auto afterComputers = module->loadGame(played.saveGame());
        QVERIFY(afterComputers);
        QCOMPARE(static_cast<dip::ui::DiplomacySession&>(**afterComputers).view().page(),
            dip::ui::DiplomacyView::Page::reveal);
        // A game opened at its start has no results to show.
        auto fresh = module->loadGame(nlohmann::json::parse(sixPlayers(dip::Power::italy).save("test", "now"))["game"]);
        QVERIFY(fresh);
        QCOMPARE(static_cast<dip::ui::DiplomacySession&>(**fresh).view().page(), dip::ui::DiplomacyView::Page::table);
    }

    // Undo at the table takes back the last hand-in: its orders come back as its writer's
    // drafts, and what the next writer had drafted stays; nothing written is lost.
    // A hand-in is sealed until the reveal (core/undo_policy.hpp): the table's Undo does not take
    // it back, and says why; only its writer does, behind the hand-over screen, the orders coming
    // back as drafts on that screen only. After the reveal, Undo takes the phase back only with the
    // table's consent, and the orders reopened go back to their writer's drafts, never on screen;
    // what the writer changes then is kept through Redo. Nothing written is lost.
    void aHandInIsSealedUntilTheReveal()
    {
        dip::ui::DiplomacySession session(sixPlayers(dip::Power::italy));
        auto& view = session.view();
        auto& controller = session.controller();
        QVERIFY(shownAtLaptopSize(view));
        QVERIFY(beginWriting(view)); // Austria
        QVERIFY(typeOrder(view, QStringLiteral("A VIE - GAL")));
        view.handIn();
        QVERIFY(controller.hasHandedIn(dip::Power::austria));
        const QString ana
            = dip::ui::DiplomacyTexts::playerName(controller.options(), controller.position(), dip::Power::austria);
        QVERIFY(!session.canUndo());
        QCOMPARE(session.undoOffReason(), QStringLiteral("%1’s orders are sealed until the reveal").arg(ana));
        session.undo(); // nothing happens
        QVERIFY(controller.hasHandedIn(dip::Power::austria));
        QVERIFY(beginWriting(view)); // England drafts, not handed in yet
        QVERIFY(typeOrder(view, QStringLiteral("F LON - NTH")));
        view.finishLaterButton()->click();

        // Ana chooses her line of the list: her take-back, past the hand-over screen.
        QVERIFY(!view.takeBackButton()->isVisible());
        QListWidgetItem* anasRow = nullptr;
        for (int row = 0; row < view.writersList()->count(); ++row)
            if (view.writersList()->item(row)->data(Qt::UserRole).toInt() == static_cast<int>(dip::Power::austria))
                anasRow = view.writersList()->item(row);
        QVERIFY(anasRow && (anasRow->flags() & Qt::ItemIsSelectable));
        view.writersList()->setCurrentItem(anasRow);
        QVERIFY(view.takeBackButton()->isVisible());
        QVERIFY2(view.takeBackButton()->text().contains(ana), qPrintable(view.takeBackButton()->text()));
        view.takeBackButton()->click();
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::handOver);
        QVERIFY(controller.hasHandedIn(dip::Power::austria)); // nothing taken back before the hand-over
        QVERIFY(view.startWritingButton()->text().contains(ana));
        view.startWritingButton()->click();
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::writing);
        QVERIFY(!controller.hasHandedIn(dip::Power::austria));
        QCOMPARE(controller.writer(), std::optional<dip::Power>(dip::Power::austria));
        QCOMPARE(draft(controller, dip::Power::austria, false, "VIE"), std::string("A VIE - GAL"));
        QCOMPARE(draft(controller, dip::Power::england, false, "LON"), std::string("F LON - NTH"));
        QVERIFY(!session.canRedo()); // nothing for Redo to hand in over her new choice
        QVERIFY(typeOrder(view, QStringLiteral("A VIE - TRI")));
        view.handIn();

        // Everyone hands in; Turkey last, with an order.
        QVERIFY(playPhase(view, controller, {{dip::Power::turkey, {QStringLiteral("F ANK - BLA")}}}));
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::reveal);
        const QString gil
            = dip::ui::DiplomacyTexts::playerName(controller.options(), controller.position(), dip::Power::turkey);
        QCOMPARE(controller.undoTerms(), gui::GameController::UndoTerms::consent);
        const QString question = session.undoConsentQuestion();
        QVERIFY2(
            question.contains(QStringLiteral("everyone has seen")) && question.contains(gil), qPrintable(question));
        session.undo(); // the table agreed (the window asks: MainWindow::undo)
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::table); // nobody's orders on screen
        QVERIFY(!controller.hasHandedIn(dip::Power::turkey));
        QVERIFY(controller.hasHandedIn(dip::Power::austria));
        QCOMPARE(controller.writer(), std::optional<dip::Power>(dip::Power::turkey));
        QCOMPARE(draft(controller, dip::Power::turkey, false, "ANK"), std::string("F ANK - BLA"));
        QVERIFY(!view.tableText()->toPlainText().contains(QStringLiteral("BLA")));
        // Turkey's writer changes the order, then Redo hands in the old one again: the change is
        // kept, and the next Undo brings it back rather than the old order.
        QVERIFY(beginWriting(view));
        QVERIFY(typeOrder(view, QStringLiteral("F ANK - CON")));
        QString asked;
        answerNextQuestion(asked, QMessageBox::Yes);
        session.redo();
        QVERIFY2(asked.contains(QStringLiteral("kept")), qPrintable(asked));
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::reveal);
        session.undo();
        QCOMPARE(draft(controller, dip::Power::turkey, false, "ANK"), std::string("F ANK - CON"));
        QCOMPARE(draft(controller, dip::Power::austria, false, "VIE"), std::string()); // handed in, sealed
    }

    // Against computers, what became of one's own orders comes first in the phase's report,
    // whatever the power (Turkey was last, below the fold of a small screen).
    void thePeoplesPowersComeFirstInThePhaseReport()
    {
        dip::Options options;
        options.seed = 3;
        for (dip::Power power : dip::all_powers)
            if (power != dip::Power::turkey)
                options.computers[static_cast<std::size_t>(power)] = dip::ComputerLevel::normal;
        options.players[static_cast<std::size_t>(dip::Power::turkey)] = "Ana";
        dip::ComputerSeats computers;
        computers.fill(dip::ComputerLevel::normal);
        auto state = dip::Rules::start(options).value();
        std::vector<dip::PhasePlayed> played;
        QVERIFY(dip::computers_play(state, computers, 3, &played));
        QVERIFY(!played.empty());
        const QString html = dip::ui::phaseReportHtml(options, played.front());
        const auto turkey = html.indexOf(dip::ui::DiplomacyTexts::powerName(dip::Power::turkey));
        const auto austria = html.indexOf(dip::ui::DiplomacyTexts::powerName(dip::Power::austria));
        QVERIFY2(turkey >= 0 && austria >= 0 && turkey < austria, qPrintable(html));
    }

    // The record says each unit's fate as the reveal does, over games the computers play: every
    // unit the adjudicator dislodged is written dislodged (a dislodged fleet read "F DEN H (held)",
    // a dislodged supporter "(cut)"), in the interface language.
    void theRecordWritesEveryDislodgedUnitDislodged()
    {
        app::LanguageManager language;
        int dislodged = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            dip::Options options;
            options.seed = seed;
            if (seed % 2 == 0) { // the vote too
                options.dead_man_rule = dip::DeadManRule::chosen;
                options.chosen_dead_men = {dip::Power::italy};
            }
            dip::ComputerSeats computers;
            computers.fill(dip::ComputerLevel::normal);
            auto state = dip::Rules::start(options).value();
            std::vector<dip::PhasePlayed> played;
            for (int phase = 0; phase < 30 && !state.over(); ++phase)
                QVERIFY(dip::computers_play(state, computers, seed, &played));
            for (const auto& phase : played) {
                const auto& movement = phase.outcome.step.report.movement;
                if (!movement)
                    continue;
                for (const char* code : {"en", "fr"}) {
                    language.setLanguage(QString::fromLatin1(code));
                    const auto words = dip::ui::phaseReportWords(phase);
                    const QString record = dip::ui::phaseRecordText(options, phase);
                    const QString word = language.current() == QLatin1String("fr") ? QStringLiteral("délogée")
                                                                                   : QStringLiteral("dislodged");
                    for (const auto& unit : movement->units) {
                        const QString order = dip::ui::DiplomacyTexts::orderText(unit.order);
                        const auto section
                            = std::ranges::find(words.powers, unit.unit.power, &dip::ui::PowerLines::power);
                        QVERIFY(section != words.powers.end());
                        const auto line = std::ranges::find(section->lines, order, &dip::ui::ReportLine::order);
                        QVERIFY2(line != section->lines.end(), qPrintable(order));
                        const QString said = line->what + QLatin1Char(' ') + line->why;
                        QVERIFY2(
                            said.contains(word) == unit.dislodged, qPrintable(order + QStringLiteral(": ") + said));
                        // The record's line for that order says the same.
                        const auto at = record.indexOf(QStringLiteral("    ") + order + QStringLiteral(" — "));
                        QVERIFY2(at >= 0, qPrintable(order + QLatin1Char('\n') + record));
                        const QString recordLine = record.mid(at, record.indexOf(QLatin1Char('\n'), at) - at);
                        QVERIFY2(recordLine.contains(word) == unit.dislodged, qPrintable(recordLine));
                        dislodged += unit.dislodged && language.current() == QLatin1String("en") ? 1 : 0;
                    }
                }
            }
        }
        language.setLanguage(QStringLiteral("en"));
        QVERIFY2(dislodged >= 10, qPrintable(QString::number(dislodged))); // the games really dislodged units
    }

    // Orders begun and not handed in are saved with the game at each change, as an autosave a
    // kill -9 finds them in; opened again, they are their writers' again, shown to nobody before
    // the hand-over. Drafts that no longer fit the position are dropped, and the table is told.
    void ordersBegunSurviveAKill()
    {
        const auto module = gui::make_diplomacy_deadman_module();
        nlohmann::json saved;
        {
            dip::ui::DiplomacySession session(sixPlayers(dip::Power::italy));
            auto& view = session.view();
            auto& controller = session.controller();
            int changes = 0;
            connect(&session, &gui::GameSession::changed, [&] { ++changes; });
            QVERIFY(shownAtLaptopSize(view));
            controller.chooseNextWriter(dip::Power::france); // the table lets Chloé write first
            QVERIFY(beginWriting(view));
            QVERIFY(typeOrder(view, QStringLiteral("A PAR - BUR")));
            view.handIn();
            QVERIFY(beginWriting(view)); // Austria
            changes = 0;
            QVERIFY(typeOrder(view, QStringLiteral("A VIE - GAL")));
            QCOMPARE(changes, 1); // saved at once, as a move is
            QVERIFY(typeOrder(view, QStringLiteral("A BUD - SER")));
            view.setWritingProposals(true);
            QVERIFY(typeOrder(view, QStringLiteral("A VEN - TYR"))); // for the dead man
            QCOMPARE(changes, 3);
            // Ana stops to talk again: back to the board, her orders kept and hidden.
            QVERIFY(view.finishLaterButton()->isVisible());
            view.finishLaterButton()->click();
            QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::table);
            QVERIFY(!view.tableText()->toPlainText().contains(QStringLiteral("GAL")));
            QVERIFY(controller.hasDrafts(dip::Power::austria) && !controller.hasHandedIn(dip::Power::austria));
            QVERIFY(beginWriting(view)); // and back: the hand-over first, then her orders
            QCOMPARE(draft(controller, dip::Power::austria, false, "BUD"), std::string("A BUD - SER"));
            QCOMPARE(view.orderList()->count(), 3); // her two armies' orders, her fleet without one
            view.finishLaterButton()->click();
            // Chloé takes her orders back, behind the hand-over screen: they are her drafts again,
            // and Ana's stay hers.
            QVERIFY(controller.takeBackHandIn(dip::Power::france));
            QCOMPARE(controller.writer(), std::optional<dip::Power>(dip::Power::france));
            saved = session.saveGame();
            QCOMPARE(controller.game().history().cursor(), std::size_t {0});
        }
        QVERIFY(saved.contains("drafts_in_progress"));
        auto reopened = module->loadGame(saved);
        QVERIFY(reopened);
        auto& session = static_cast<dip::ui::DiplomacySession&>(**reopened);
        auto& view = session.view();
        auto& controller = session.controller();
        QVERIFY(shownAtLaptopSize(view));
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::table);
        QCOMPARE(draft(controller, dip::Power::austria, false, "VIE"), std::string("A VIE - GAL"));
        QCOMPARE(draft(controller, dip::Power::austria, false, "BUD"), std::string("A BUD - SER"));
        QCOMPARE(draft(controller, dip::Power::austria, true, "VEN"), std::string("A VEN - TYR"));
        QCOMPARE(draft(controller, dip::Power::france, false, "PAR"), std::string("A PAR - BUR"));
        QCOMPARE(controller.writer(), std::optional<dip::Power>(dip::Power::france)); // not the first left
        // The table is told the orders begun are kept, and whose, never what.
        const QString text = view.tableText()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("those begun, are kept")), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("GAL")) && !text.contains(QStringLiteral("BUR")));
        const QStringList begun = writersSaying(view, QStringLiteral("orders begun"));
        QVERIFY2(begun.size() == 2 && begun.filter(QStringLiteral("Ana")).size() == 1
                && begun.filter(QStringLiteral("Chloé")).size() == 1,
            qPrintable(begun.join(QLatin1Char('|'))));
        QVERIFY(session.saveGame() == saved); // saved again as it was
        // Past the hand-over, Chloé finds her order and hands in: a draft no more.
        QVERIFY(beginWriting(view));
        view.handIn();
        QVERIFY(controller.hasHandedIn(dip::Power::france));
        QCOMPARE(session.saveGame()["drafts_in_progress"]["hand_ins"].size(), std::size_t {1}); // Austria's

        // The autosave of a real window killed while Ana (England) was writing (tests/data/saves).
        const auto kept
            = nlohmann::json::parse(saved_file("diplomacy_deadman/schema-3/spring_1901_orders_begun.tablee"));
        auto killed = module->loadGame(kept["game"]);
        QVERIFY(killed);
        const auto& resumed = static_cast<dip::ui::DiplomacySession&>(**killed).controller();
        QCOMPARE(draft(resumed, dip::Power::england, false, "EDI"), std::string("F EDI - NWG"));
        QCOMPARE(draft(resumed, dip::Power::england, false, "LON"), std::string("F LON - NTH"));
        QCOMPARE(resumed.drafts(dip::Power::england, false).size(), std::size_t {2});
        QVERIFY(!resumed.draftsDropped());

        // An order the position does not allow (a file changed by hand): every draft is dropped,
        // the table told, the game itself as it was.
        auto changed = saved;
        changed["drafts_in_progress"]["hand_ins"][0]["orders"][0] = "A VIE - ROM";
        auto dropped = module->loadGame(changed);
        QVERIFY(dropped);
        auto& other = static_cast<dip::ui::DiplomacySession&>(**dropped);
        QVERIFY(other.controller().draftsDropped());
        QVERIFY(std::ranges::none_of(dip::all_powers, [&](dip::Power p) { return other.controller().hasDrafts(p); }));
        QVERIFY(other.view().tableText()->toPlainText().contains(QStringLiteral("were dropped")));
        QVERIFY(!other.saveGame().contains("drafts_in_progress"));
        // Drafts of another position (a move more or less than the game's) are dropped too.
        auto elsewhere = saved;
        elsewhere["drafts_in_progress"]["moves"] = 1;
        auto otherPosition = module->loadGame(elsewhere);
        QVERIFY(otherPosition);
        QVERIFY(static_cast<dip::ui::DiplomacySession&>(**otherPosition).controller().draftsDropped());

        // A sandbox's drafts, every power's, and the power being written.
        dip::Options sandbox;
        sandbox.sandbox = true;
        sandbox.seed = 12;
        nlohmann::json studied;
        {
            dip::ui::DiplomacySession studying(dip::Game::create(sandbox).value());
            QVERIFY(typeOrder(studying.view(), QStringLiteral("A VIE - GAL")));
            QVERIFY(typeOrder(studying.view(), QStringLiteral("F LON - NTH"))); // England's now
            studied = studying.saveGame();
        }
        auto sandboxed = module->loadGame(studied);
        QVERIFY(sandboxed);
        const auto& study = static_cast<dip::ui::DiplomacySession&>(**sandboxed).controller();
        QCOMPARE(draft(study, dip::Power::austria, false, "VIE"), std::string("A VIE - GAL"));
        QCOMPARE(draft(study, dip::Power::england, false, "LON"), std::string("F LON - NTH"));
        QCOMPARE(study.writer(), std::optional<dip::Power>(dip::Power::england));
    }

    // A phase nobody has anything to decide in (a dislodged unit with nowhere to go) is played
    // by itself, and undo goes back over it to the phase before.
    void aPhaseWithNothingToDecideIsPlayedByItself()
    {
        dip::Options options;
        options.seed = 5;
        // France's army in Burgundy, attacked from Munich with support from Ruhr, surrounded.
        options.start = springWith({{dip::Power::france, "A BUR"}, {dip::Power::germany, "A MUN"},
            {dip::Power::germany, "A RUH"}, {dip::Power::germany, "A PAR"}, {dip::Power::germany, "A PIC"},
            {dip::Power::germany, "A GAS"}, {dip::Power::germany, "A BEL"}, {dip::Power::germany, "A MAR"}});
        dip::ui::DiplomacySession session(dip::Game::create(options).value());
        auto& controller = session.controller();
        QVERIFY(shownAtLaptopSize(session.view()));
        QVERIFY(playPhase(session.view(), controller, {{dip::Power::germany, {"A MUN - BUR", "A RUH S A MUN - BUR"}}}));
        // The retreat phase had no writer: played by itself, to Fall.
        QTRY_COMPARE_WITH_TIMEOUT(controller.position().phase.season, dip::Season::fall, test::computerThoughtBoundMs);
        QCOMPARE(controller.position().phase.kind, dip::PhaseKind::movement);
        QCOMPARE(controller.playedPhases().size(), std::size_t {2});
        session.undo(); // over the retreats, back to Spring's last hand-in
        QCOMPARE(controller.position().phase.season, dip::Season::spring);
        QCOMPARE(controller.position().phase.kind, dip::PhaseKind::movement);
    }

    // One person and a computer: no hand-over page (nobody to look away), and the retreat the
    // computer makes after the movement is named and drawn with the movement's results.
    void aComputersRetreatIsShownWithTheMovement()
    {
        dip::Options options;
        options.seed = 5;
        options.players[dip::index_of(dip::Power::france)] = "Ana";
        for (const dip::Power power : dip::all_powers)
            if (power != dip::Power::france)
                options.computers[dip::index_of(power)] = dip::ComputerLevel::normal;
        // Germany's army in Burgundy, attacked from Munich with support from Ruhr, hemmed in by
        // French armies but for Picardy's, which leaves: its one way out.
        options.start = springWith({{dip::Power::germany, "A BUR"}, {dip::Power::france, "A MUN"},
            {dip::Power::france, "A RUH"}, {dip::Power::france, "A PAR"}, {dip::Power::france, "A BEL"},
            {dip::Power::france, "A GAS"}, {dip::Power::france, "A MAR"}, {dip::Power::france, "A PIC"}});
        dip::ui::DiplomacySession session(dip::Game::create(options).value());
        auto& view = session.view();
        auto& controller = session.controller();
        controller.setComputerPause(0);
        QVERIFY(shownAtLaptopSize(view));
        QTRY_COMPARE_WITH_TIMEOUT(controller.handedInCount(), 1, test::computerThoughtBoundMs); // Germany's
        QCOMPARE(view.nextWriterButton()->text(), QStringLiteral("&Write my orders"));
        QVERIFY(!view.tableText()->toPlainText().contains(QStringLiteral("hand the screen")));
        // The map two thirds of the width, the panel the rest (its lines wrapped at a quarter).
        QVERIFY2(view.map()->width() < 2 * view.width() / 3 + 10, qPrintable(QString::number(view.map()->width())));
        view.nextWriterButton()->click();
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::writing);
        QVERIFY(typeOrder(view, QStringLiteral("A MUN - BUR")));
        QVERIFY(typeOrder(view, QStringLiteral("A RUH S A MUN - BUR")));
        QVERIFY(typeOrder(view, QStringLiteral("A PIC - BRE")));
        view.handIn();
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::reveal);
        // Germany alone retreats: the computer does it while the table reads.
        QTRY_COMPARE_WITH_TIMEOUT(controller.revealedPhases().size(), std::size_t {2}, test::computerThoughtBoundMs);
        QCOMPARE(view.page(), dip::ui::DiplomacyView::Page::reveal);
        const QString title = view.revealTitle()->text();
        QVERIFY2(title.contains(QStringLiteral("Spring 1901 — movement"))
                && title.contains(QStringLiteral("Spring 1901 — retreats")),
            qPrintable(title));
        const auto& drawn = view.map()->orders();
        const auto from = [](const char* code) { return board().find_location_code(code).value(); };
        QVERIFY(std::ranges::any_of(drawn, [&](const dip::ui::DrawnOrder& order) {
            return order.power == dip::Power::germany && order.from == from("BUR") && order.to == from("PIC");
        })); // the German army's retreat, its one way out
        QVERIFY(std::ranges::any_of(drawn, [&](const dip::ui::DrawnOrder& order) {
            return order.power == dip::Power::france && order.from == from("MUN") && order.to == from("BUR");
        }));
        // Then the table, with who leads.
        view.continueButton()->click();
        QVERIFY2(view.tableText()->toPlainText().contains(QStringLiteral("Supply centres (18 win):")),
            qPrintable(view.tableText()->toPlainText()));
    }

    void theRulesShowEveryDecisionInBothLanguages()
    {
        const auto rules = test::rulesInBothLanguages(
            gui::make_diplomacy_deadman_module(), QStringLiteral("diplomacy-rules-fr.png"));
        QCOMPARE(rules.english.count(QStringLiteral("Tablée’s decision")), 7);
        QVERIFY(rules.english.contains(QStringLiteral("Yann Clouet")));
        QVERIFY(rules.english.contains(QStringLiteral("orders handed in are sealed until the reveal")));
        QVERIFY(rules.french.contains(QStringLiteral("les ordres rendus sont scellés jusqu’aux résultats")));
        QVERIFY(rules.english.contains(QStringLiteral("Tablée’s extension"))); // fewer players
        QVERIFY(rules.english.contains(QStringLiteral("Computer powers")));
        QCOMPARE(rules.french.count(QStringLiteral("Choix de Tablée")), 7);
        QVERIFY(rules.french.contains(QStringLiteral("Puissances jouées par l’ordinateur")));
        QVERIFY(rules.french.contains(QStringLiteral("Extension de Tablée")));
        // A primer of the plain game comes before the variant, each part a heading to jump to.
        for (const auto& [headings, primer, parts, deadMan] :
            {std::tuple {rules.englishHeadings, QStringLiteral("Plain Diplomacy in brief"),
                 QStringList {QStringLiteral("Strength and standoffs"), QStringLiteral("Cutting support"),
                     QStringLiteral("Convoys"), QStringLiteral("Retreats"),
                     QStringLiteral("Centres, builds and disbands")},
                 QStringLiteral("The dead man")},
                std::tuple {rules.frenchHeadings, QStringLiteral("Les règles de base de Diplomatie, en bref"),
                    QStringList {QStringLiteral("Force et blocages"), QStringLiteral("Couper un soutien"),
                        QStringLiteral("Convois"), QStringLiteral("Retraites"),
                        QStringLiteral("Centres, constructions et dissolutions")},
                    QStringLiteral("Le mort")}}) {
            const auto at = [&](const QString& name) { return headings.indexOf(name); };
            QVERIFY2(at(primer) >= 0 && at(primer) < at(deadMan), qPrintable(headings.join(QLatin1Char('|'))));
            for (const QString& part : parts) {
                const auto row = headings.indexOf(QStringLiteral("    ") + part);
                QVERIFY2(row > at(primer) && row < at(deadMan), qPrintable(part));
            }
        }
    }

    void theMapZoomsAndFits()
    {
        dip::ui::MapView map;
        map.resize(800, 600);
        map.show();
        QVERIFY(QTest::qWaitForWindowExposed(&map));
        const QPointF paris = map.screenPoint(province("PAR"));
        QTest::keyClick(&map, Qt::Key_Plus);
        QVERIFY(map.zoom() > 1.0);
        QVERIFY(map.screenPoint(province("PAR")) != paris);
        QTest::keyClick(&map, Qt::Key_0);
        QCOMPARE(map.zoom(), 1.0);
        QCOMPARE(map.screenPoint(province("PAR")), paris);
        // Zoomed in, the provinces' names appear under their codes, in the interface language.
        QVERIFY(!map.showsProvinceNames());
        for (int step = 0; step < 4; ++step)
            QTest::keyClick(&map, Qt::Key_Plus);
        QVERIFY(map.showsProvinceNames());
        app::LanguageManager language;
        language.setLanguage(QStringLiteral("fr"));
        QCOMPARE(dip::ui::DiplomacyTexts::provinceName(province("LON")), QStringLiteral("Londres"));
        test::saveShot(map, QStringLiteral("diplomacy-map-names-fr.png"));
        language.setLanguage(QStringLiteral("en"));
    }
};

QTEST_MAIN(DiplomacyUiTests)
#include "diplomacy_ui_tests.moc"
