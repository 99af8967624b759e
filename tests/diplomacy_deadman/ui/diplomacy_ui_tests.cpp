// The Diplomacy window: the drawing held against the rules' map, and games played through the
// widgets (hand-over screens, orders clicked on the map and typed, the reveal).

#include "app/autosave.hpp"
#include "app/language.hpp"
#include "app/main_window.hpp"
#include "diplomacy_deadman/engine/error_codes.hpp"
#include "diplomacy_deadman/engine/order_choices.hpp"
#include "diplomacy_deadman/ui/diplomacy_controller.hpp"
#include "diplomacy_deadman/ui/diplomacy_deadman_module.hpp"
#include "diplomacy_deadman/ui/diplomacy_session.hpp"
#include "diplomacy_deadman/ui/diplomacy_view.hpp"
#include "diplomacy_deadman/ui/history_dialog.hpp"
#include "diplomacy_deadman/ui/map_drawing.hpp"
#include "diplomacy_deadman/ui/map_view.hpp"
#include "diplomacy_deadman/ui/new_game_dialog.hpp"
#include "diplomacy_deadman/ui/position_editor.hpp"
#include "gui/variant_registry.hpp"

#include "dialog_checks.hpp"
#include "module_checks.hpp"
#include "rules_checks.hpp"
#include "screenshots.hpp"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

#include <nlohmann/json.hpp>

#include <cmath>
#include <map>
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

// Shows `view` at a laptop's 1280 x 800, as the tests look at it; whether it came on screen.
bool shownAtLaptopSize(QWidget& view)
{
    view.resize(1280, 800);
    view.show();
    return QTest::qWaitForWindowExposed(&view);
}

// Types `order` in the order line and presses Enter, as a player would; whether it was taken
// (the line is emptied then; a refusal leaves it, with the reason shown).
bool typeOrder(dip::ui::DiplomacyView& view, const QString& order)
{
    QTest::keyClicks(view.orderLine(), order);
    QTest::keyClick(view.orderLine(), Qt::Key_Return);
    return view.orderLine()->text().isEmpty();
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
    const std::size_t start = controller.game().history().cursor();
    std::size_t turn = 0;
    while (controller.game().history().cursor() == start) {
        const auto writer = controller.writer();
        if (!writer || view.page() != dip::ui::DiplomacyView::Page::handOver)
            return false;
        view.startWritingButton()->click();
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
        while (controller.game().history().cursor() == 0) { // until the last hand-in plays Spring
            const auto writer = controller.writer();
            QVERIFY(writer);
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
                QVERIFY(controller.drafts(dip::Power::france, false).at(province("PAR")) == "A PAR - BUR");
                test::saveShot(view, QStringLiteral("diplomacy-orders.png"));
            }
            // A unit of another power is refused, with the reason.
            typeOrder(view, QStringLiteral("A ROM - VEN"));
            QVERIFY(!view.message().isEmpty());
            view.orderLine()->clear();
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
        const QString reveal = view.revealText()->toPlainText();
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
            QVERIFY(history.report()->toPlainText().contains(QStringLiteral("3 × A VEN - TRI")));
            QVERIFY(history.map()->position() == controller.playedPhase(0)->before);
            test::saveShot(history, QStringLiteral("diplomacy-history.png"));
            QVERIFY(test::closesWithEscape(history));
        }
        // "What if?": Spring 1901 forked into a sandbox, a game of its own, from the Game menu.
        {
            QSignalSpy forked(&session, &gui::GameSession::forkRequested);
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
            QCOMPARE(forked.size(), 1);
            const auto json = nlohmann::json::parse(forked.front().front().toByteArray().toStdString());
            const auto sandbox = dip::Game::from_json(json);
            QVERIFY(sandbox);
            QVERIFY(sandbox->options().sandbox);
            QVERIFY(sandbox->state().position.units == controller.playedPhase(0)->before.units);
        }
        // The game record in the usual notation.
        const QString record = session.recordText();
        QVERIFY2(record.contains(QStringLiteral("S1901M\n")), qPrintable(record));
        QVERIFY(record.contains(QStringLiteral("FRANCE: ")));
        QVERIFY(record.contains(QStringLiteral("A PAR - BUR (moved)")));
        QVERIFY(record.contains(QStringLiteral("ITALY (dead man, by vote): ")));
        QVERIFY(record.contains(QStringLiteral("A VIE - GAL (bounced)")));
        // The same record as JSON: one entry per phase played, with the tally and the results,
        // ending on the position the window shows.
        const auto json = nlohmann::json::parse(session.recordJson().toStdString());
        QVERIFY(json["format"] == "tablee-diplomacy-record");
        QCOMPARE(json["phases"].size(), controller.game().history().cursor());
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

        // Winter: Austria builds in Budapest by a click; the others propose Venice for Italy.
        bool austriaBuilt = false;
        std::size_t turn = 0;
        while (controller.position().phase.kind == dip::PhaseKind::adjustments) {
            const auto writer = controller.writer();
            QVERIFY(writer);
            view.startWritingButton()->click();
            if (writer == dip::Power::austria) {
                QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province("BUD")).toPoint());
                QVERIFY2(controller.drafts(dip::Power::austria, false).contains(province("BUD")),
                    qPrintable(view.message()));
                test::saveShot(view, QStringLiteral("diplomacy-build.png"));
                austriaBuilt = true;
            }
            if (turn++ < 3) {
                view.setWritingProposals(true);
                QVERIFY2(typeOrder(view, QStringLiteral("A VEN B")), qPrintable(view.message()));
            }
            view.handIn();
        }
        QVERIFY(austriaBuilt);
        // The chart's lines: each power's centres at the start (1900) and after the Fall of 1901.
        const auto lines = session.centreLines();
        QCOMPARE(lines.size(), std::size_t {7});
        QCOMPARE(lines[0].points.size(), std::size_t {2});
        QCOMPARE(lines[0].points[0], QPointF(1900, 3)); // Austria
        QCOMPARE(lines[0].points[1], QPointF(1901, 4));
        QCOMPARE(lines[4].points[1], QPointF(1901, 4)); // Italy, with Trieste
        bool charted = false;
        QTimer::singleShot(200, [&charted] {
            for (auto* widget : QApplication::topLevelWidgets())
                if (widget->objectName() == QStringLiteral("centresChartDialog") && widget->isVisible()) {
                    charted = true;
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

    // A retreat chosen by two clicks: the dislodged unit (drawn beside its place), then where it
    // goes; only the powers with a decision write in a retreat phase.
    void aDislodgedUnitRetreatsByClicks()
    {
        dip::Options options;
        options.players = {"Ana", "Bruno", "Chloé", "Dan", "Eve", "Farid", "Gil"};
        options.seed = 3;
        dip::GameState start = dip::initial_state(board());
        start.units.clear();
        for (const auto& [power, unit] : std::vector<std::pair<dip::Power, const char*>> {
                 {dip::Power::france, "A BUR"}, {dip::Power::germany, "A MUN"}, {dip::Power::germany, "A RUH"}})
            start.units.push_back(dip::parse_unit(board(), power, unit).value());
        std::ranges::sort(start.units, {}, [](const dip::Unit& unit) { return board().province_of(unit.location); });
        options.start = start;
        dip::ui::DiplomacySession session(dip::Game::create(options).value());
        auto& view = session.view();
        auto& controller = session.controller();
        QVERIFY(shownAtLaptopSize(view));
        QVERIFY(playPhase(view, controller, {{dip::Power::germany, {"A MUN - BUR", "A RUH S A MUN - BUR"}}}));
        QVERIFY(view.revealText()->toPlainText().contains(QStringLiteral("dislodged")));
        view.continueButton()->click();
        QCOMPARE(controller.position().phase.kind, dip::PhaseKind::retreats);
        QVERIFY(controller.writers() == std::vector<dip::Power> {dip::Power::france});
        view.startWritingButton()->click();
        QVERIFY(view.orderList()->item(0)->text().contains(QStringLiteral("no order yet")));
        QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province("BUR")).toPoint());
        QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province("PAR")).toPoint());
        QVERIFY2(controller.drafts(dip::Power::france, false).at(province("BUR")) == "A BUR R PAR",
            qPrintable(view.message()));
        test::saveShot(view, QStringLiteral("diplomacy-retreat.png"));
        view.handIn();
        const auto paris = dip::unit_in(board(), controller.position().units, province("PAR"));
        QVERIFY(paris && paris->power == dip::Power::france);
    }

    // [extension] Four friends: the organizer ticks the three powers nobody plays; each player
    // then proposes for every dead man's units, and each proposal counts for the dead man it names.
    void aSmallerTableHasSeveralDeadMen()
    {
        dip::ui::NewGameDialog dialog;
        dialog.setSandbox(false);
        dialog.setDeadManRule(dip::DeadManRule::chosen, {});
        auto* start = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(!start->isEnabled()); // nobody ticked: the dialog says why
        QVERIFY(!dialog.findChild<QLabel*>(QStringLiteral("problem"))->text().isEmpty());
        for (const char* code : {"deadMan_ITALY", "deadMan_RUSSIA", "deadMan_TURKEY"})
            dialog.findChild<QCheckBox*>(QString::fromLatin1(code))->setChecked(true);
        QVERIFY(start->isEnabled());
        QVERIFY(!dialog.findChild<QLineEdit*>(QStringLiteral("name_RUSSIA"))->isEnabled()); // nobody plays it
        for (const char* code : {"deadMan_AUSTRIA", "deadMan_ENGLAND", "deadMan_FRANCE"})
            dialog.findChild<QCheckBox*>(QString::fromLatin1(code))->setChecked(true);
        QVERIFY(!start->isEnabled()); // six dead men: only one player would vote
        dialog.findChild<QCheckBox*>(QStringLiteral("deadMan_AUSTRIA"))->setChecked(false);
        dialog.findChild<QCheckBox*>(QStringLiteral("deadMan_ENGLAND"))->setChecked(false);
        dialog.findChild<QCheckBox*>(QStringLiteral("deadMan_FRANCE"))->setChecked(false);
        const auto options = dialog.options();
        QVERIFY(options);
        QVERIFY(
            (options->chosen_dead_men == dip::PowerSet {dip::Power::italy, dip::Power::russia, dip::Power::turkey}));

        dip::ui::DiplomacySession session(dip::Game::create(*options).value());
        auto& view = session.view();
        auto& controller = session.controller();
        QVERIFY(shownAtLaptopSize(view));
        QVERIFY((controller.writers()
            == std::vector<dip::Power> {
                dip::Power::austria, dip::Power::england, dip::Power::france, dip::Power::germany}));
        QVERIFY2(view.handOverText()->text().contains(QLocale().createSeparatedList(
                     {QStringLiteral("Italy"), QStringLiteral("Russia"), QStringLiteral("Turkey")})),
            qPrintable(view.handOverText()->text()));
        view.activateWindow(); // shortcuts work in the active window
        QVERIFY(QTest::qWaitForWindowActive(&view));
        view.startWritingButton()->click();
        // From the order line, by keyboard: Alt+P writes proposals, Alt+M one's own orders again.
        QTest::keyClick(view.orderLine(), Qt::Key_P, Qt::AltModifier);
        QTRY_VERIFY(view.writingProposals()); // a mnemonic clicks after a short animation
        QVERIFY(view.orderLine()->text().isEmpty());
        QVERIFY(view.orderLine()->hasFocus()); // typing goes on
        QTest::keyClick(view.orderLine(), Qt::Key_M, Qt::AltModifier);
        QTRY_VERIFY(!view.writingProposals());
        view.setWritingProposals(true);
        // Every dead man's unit is listed, without an order yet.
        QCOMPARE(view.orderList()->count(), 10);
        QVERIFY(typeOrder(view, QStringLiteral("A VEN - TYR")));
        QVERIFY(typeOrder(view, QStringLiteral("F ANK - BLA")));
        // A click on Russia's army, then on Ukraine: a proposal for Russia.
        QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province("MOS")).toPoint());
        QTest::mouseClick(view.map(), Qt::LeftButton, {}, view.map()->screenPoint(province("UKR")).toPoint());
        QVERIFY2(controller.drafts(dip::Power::austria, true).at(province("MOS")) == "A MOS - UKR",
            qPrintable(view.message()));
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
        QVERIFY(controller.drafts(dip::Power::austria, false).size() == 3);
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
        dialog.setDeadManRule(dip::DeadManRule::drawn);
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
        QVERIFY(controller.drafts(dip::Power::turkey, false).at(province("ANK")) == "F ANK - BLA");
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
        QVERIFY(view.startWritingButton()->text().startsWith(QStringLiteral("Je suis")));
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
                view.startWritingButton()->click();
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
            dialog.setDeadManRule(
                dip::DeadManRule::chosen, {dip::Power::italy, dip::Power::russia, dip::Power::turkey});
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
            app::MainWindow window(registry, language, app::Autosave(folder.filePath(QStringLiteral("autosave"))));
            QVERIFY(window.openFile(path));
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto* view = window.findChild<dip::ui::DiplomacyView*>();
            QVERIFY(view);
            view->startWritingButton()->click();
            QCOMPARE(view->page(), dip::ui::DiplomacyView::Page::writing);
            const QStringList clashes = test::clashingMnemonics(window);
            QVERIFY2(clashes.isEmpty(), qPrintable(code + QStringLiteral(": ") + clashes.join(QStringLiteral("; "))));
            for (const auto* menu : window.menuBar()->findChildren<QMenu*>()) {
                const QStringList inMenu = test::clashingMnemonics(*menu);
                QVERIFY2(inMenu.isEmpty(), qPrintable(code + QStringLiteral(": ") + inMenu.join(QStringLiteral("; "))));
            }
        }
        language.setLanguage(QStringLiteral("en"));
    }

    void theRulesShowEveryDecisionInBothLanguages()
    {
        const auto rules = test::rulesInBothLanguages(
            gui::make_diplomacy_deadman_module(), QStringLiteral("diplomacy-rules-fr.png"));
        QCOMPARE(rules.english.count(QStringLiteral("Tablée's decision")), 4);
        QVERIFY(rules.english.contains(QStringLiteral("Yann Clouet")));
        QVERIFY(rules.english.contains(QStringLiteral("Tablée's extension"))); // fewer players
        QCOMPARE(rules.french.count(QStringLiteral("Choix de Tablée")), 4);
        QVERIFY(rules.french.contains(QStringLiteral("Extension de Tablée")));
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
    }
};

QTEST_MAIN(DiplomacyUiTests)
#include "diplomacy_ui_tests.moc"
