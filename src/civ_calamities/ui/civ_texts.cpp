// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/ui/civ_texts.hpp"

#include "core/overloaded.hpp"
#include "gui/elision.hpp"
#include "gui/error_text.hpp"
#include "gui/languages.hpp"

#include <QLocale>

namespace tablee::civ_calamities::ui {

using gui::errorArg;

namespace {

// An area named by its id in an error or a log line ("memphis"), as the board names it.
QString areaArg(const std::vector<std::string>& args, std::size_t index)
{
    if (index >= args.size())
        return {};
    const auto area = standard_board().find(args[index]);
    return area ? CivTexts::areaName(*area) : QString::fromStdString(args[index]);
}

// A nation named in a log line: the secessionists' names in the interface language, in running
// text (French with its article) unless `named` says otherwise.
QString nationArg(const Position& position, const std::vector<std::string>& args, std::size_t index,
    QString (*named)(const Position&, NationId) = CivTexts::nationInText)
{
    if (index >= args.size())
        return {};
    const auto nation = position.find(args[index]);
    return nation ? named(position, *nation) : QString::fromStdString(args[index]);
}

QString arg(const std::vector<std::string>& args, std::size_t index)
{
    return index < args.size() ? QString::fromStdString(args[index]) : QString();
}

// A nation named in an error: a civilization in the interface's language, in running text
// (« l’Assyrie », not the engine's "Assyria"; describe() capitalizes a sentence's first word), any
// other name as it was typed.
QString nameArg(const std::vector<std::string>& args, std::size_t index, bool inText = true)
{
    if (index >= args.size())
        return {};
    const auto civilization = civilization_index(args[index]);
    if (!civilization)
        return QString::fromStdString(args[index]);
    return inText ? CivTexts::civilizationInText(*civilization) : CivTexts::civilizationName(*civilization);
}

} // namespace

QString CivTexts::describe(const core::Error& error)
{
    // « L’Égypte a déjà une cité… » (a review read « Égypte a déjà… »), « dans le territoire d’Alexandrie ».
    return sentence(describeWords(error));
}

QString CivTexts::describeWords(const core::Error& error)
{
    const auto& code = error.code;
    if (code.rfind("civ_calamities.", 0) != 0)
        return {};
    const auto& a = error.args;
    if (code == "civ_calamities.refused_choice") // choice n (its step), then the reason's code and args
        return a.size() > 2 ? tr("Choice %1 is refused: %2").arg(arg(a, 0), describe(core::cause_of(error, 2)))
                            : tr("A choice of the calamity is refused.");
    if (code.rfind("civ_calamities.board_", 0) == 0)
        return tr("The board built into Tablée is damaged (%1): please report it.")
            .arg(QString::fromStdString(error.message));
    if (code == "civ_calamities.bad_position") {
        // The reason first (engine/position.hpp), then what it names.
        const std::string reason = a.empty() ? std::string() : a[0];
        QString why;
        if (reason == "nation_count")
            why = tr("more than %1 nations are in play").arg(arg(a, 1));
        else if (reason == "player_count")
            why = tr("the players’ nations must be 1 to %1").arg(arg(a, 1));
        else if (reason == "nation_name")
            why = tr("a nation has no name, or a very long one");
        else if (reason == "same_name")
            why = tr("two nations are both called %1, and each needs its own name").arg(nameArg(a, 1, false));
        else if (reason == "missing_areas")
            why = tr("%1 is missing areas of the board").arg(nameArg(a, 1));
        else if (reason == "units_at_sea")
            why = tr("%1 has units at sea or a negative count in %2").arg(nameArg(a, 1), areaArg(a, 2));
        else if (reason == "token_count")
            why = tr("%1 has more than its %2 tokens on the board").arg(nameArg(a, 1), arg(a, 2));
        else if (reason == "city_count")
            why = tr("%1 has more than its %2 cities").arg(nameArg(a, 1), arg(a, 2));
        else if (reason == "two_cities")
            why = tr("%1 holds two cities, one per area at most").arg(areaArg(a, 1));
        return why.isEmpty() ? tr("This position cannot exist.") : tr("This position cannot exist: %1.").arg(why);
    }
    if (code == "civ_calamities.bad_players")
        return tr("The referee takes 2 to 7 players, not %1.").arg(arg(a, 0));
    if (code == "civ_calamities.bad_setting")
        return tr("Secession goes in trade stack 3 or 4, Successive Wars in 4 or 5.");
    if (code == "civ_calamities.unknown_nation" || code == "civ_calamities.unknown_area")
        return tr("There is no such nation or area on this board.");
    if (code == "civ_calamities.sea_area")
        return tr("%1 is a sea area: no units stand there.").arg(areaArg(a, 0));
    if (code == "civ_calamities.no_stock")
        return tr("%1 has only %n token(s) to place there.", nullptr, arg(a, 2).toInt()).arg(nameArg(a, 0));
    if (code == "civ_calamities.no_surplus")
        return tr("No nation stands alone over an area’s limit: there is no surplus to take back.");
    if (code == "civ_calamities.no_city_stock")
        return tr("%1 has no city left in stock (9 at most).").arg(nameArg(a, 0));
    if (code == "civ_calamities.city_taken")
        return tr("%1 already has a city in %2: one city per area.").arg(nameArg(a, 1), areaArg(a, 0));
    if (code == "civ_calamities.no_city")
        return tr("%1 has no city in %2.").arg(nameArg(a, 0), areaArg(a, 1));
    if (code == "civ_calamities.not_a_player")
        return tr("%1 is not a player: secessionists trade no cards, win no war, and their tokens never secede again.")
            .arg(nameArg(a, 0));
    if (code == "civ_calamities.trader_is_victim")
        return tr("The trader gave the card to another player: choose two different players.");
    if (code == "civ_calamities.no_colour_left")
        return tr("No colour is left for new secessionists: join them into one nation (Settings of the game).");
    if (code == "civ_calamities.evening_over")
        return tr("The evening is over: this game is the table’s result now (Undo brings it back).");
    if (code == "civ_calamities.unfinished")
        return tr("The calamity still waits for a choice.");
    if (code == "civ_calamities.wrong_step")
        return tr("That is not the choice to make now.");
    if (code == "civ_calamities.not_victims_city")
        return tr("The victim has no city in %1.").arg(areaArg(a, 0));
    if (code == "civ_calamities.no_token")
        return tr("%1 has no token in %2.").arg(nameArg(a, 0), areaArg(a, 1));
    if (code == "civ_calamities.not_contiguous")
        return tr("%1 is not contiguous to the seceding city: it is neither next to the city nor next to an area "
                  "that holds only seceded units.")
            .arg(areaArg(a, 0));
    if (code == "civ_calamities.enough_tokens")
        return arg(a, 0) == QLatin1String("victim") ? tr("Three of the victim’s tokens have seceded: no more of them.")
                                                    : tr("Two tokens of other players have seceded: no more of them.");
    if (code == "civ_calamities.victim_tokens_owed")
        return tr("%n of the victim’s tokens can secede: the trader must take them, and may not spend a choice that "
                  "would leave fewer within reach.",
            nullptr, arg(a, 0).toInt());
    if (code == "civ_calamities.winner_is_victim")
        return tr("The victim cannot be the winner.");
    if (code == "civ_calamities.not_in_contact")
        return tr("%1 has no units in or next to an area of the victim’s.").arg(nameArg(a, 0));
    if (code == "civ_calamities.not_a_centre")
        return arg(a, 1) == QLatin1String("shared")
            ? tr("%1 cannot be the centre: an area holding units of both belligerents exists, and the centre must be "
                 "one of them.")
                  .arg(areaArg(a, 0))
            : tr("%1 cannot be the centre: it must hold the victim’s units next to the winner’s.").arg(areaArg(a, 0));
    if (code == "civ_calamities.not_belligerent")
        return tr("Only the two belligerents lose units now.");
    if (code == "civ_calamities.nothing_owed")
        return tr("%1 owes nothing more.").arg(nameArg(a, 0));
    if (code == "civ_calamities.no_unit")
        return tr("%1 has no such unit in %2.").arg(nameArg(a, 0), areaArg(a, 1));
    if (code == "civ_calamities.city_needs_five")
        return tr("A city counts 5: it may be taken only while 5 or more points are owed (%1 now).").arg(arg(a, 0));
    if (code == "civ_calamities.not_in_reach")
        return tr("%1 is out of the war’s reach: neither next to the centre of the conflict nor next to an area the "
                  "war has emptied.")
            .arg(areaArg(a, 0));
    if (code == "civ_calamities.would_empty_area")
        return tr("Taking it would empty %1: a loss far from the war never leaves an area empty.").arg(areaArg(a, 0));
    return {};
}

namespace {
// Where area_names.cpp lists the areas' names for translation.
const char* const areas_context = "CivAreas";
} // namespace

QString CivTexts::areaName(AreaId area)
{
    return QCoreApplication::translate(areas_context, standard_board().area(area).name.c_str());
}

QStringList CivTexts::areaNames(AreaId area)
{
    return gui::textsInEveryLanguage(areas_context, standard_board().area(area).name.c_str());
}

QString CivTexts::warningText(const Position& position, const PositionWarning& warning)
{
    switch (warning.kind) {
    case PositionWarning::Kind::over_limit:
        // Several nations over the limit: a conflict for the table, which Remove surplus leaves.
        return (warning.shared
                ? tr("%1: %n token(s), over its limit of %2 — several nations: a conflict to settle at the table",
                    nullptr, warning.tokens)
                : tr("%1: %n token(s), over its limit of %2", nullptr, warning.tokens))
            .arg(areaName(warning.area))
            .arg(warning.limit);
    case PositionWarning::Kind::city_without_site:
        return tr("%1: a city of %2, but the board has no city site there")
            .arg(areaName(warning.area), nationName(position, warning.nation));
    case PositionWarning::Kind::city_with_tokens:
        return tr("%1: a city of %2 and %n token(s) of its own beside it — a city stands alone in its area", nullptr,
            warning.tokens)
            .arg(areaName(warning.area), nationName(position, warning.nation));
    case PositionWarning::Kind::no_contact:
        return sentence(
            tr("%1 touches no other nation: no war can reach it").arg(nationInText(position, warning.nation)));
    }
    return {};
}

QString CivTexts::civilizationName(std::size_t index)
{
    static_assert(civilizations.size() == 9);
    switch (index) {
    case 0:
        return tr("Africa");
    case 1:
        return tr("Italy");
    case 2:
        return tr("Illyria");
    case 3:
        return tr("Thrace");
    case 4:
        return tr("Crete");
    case 5:
        return tr("Asia");
    case 6:
        return tr("Assyria");
    case 7:
        return tr("Babylon");
    case 8:
        return tr("Egypt");
    }
    return {};
}

QString CivTexts::civilizationMark(std::size_t index)
{
    static_assert(civilizations.size() == 9);
    switch (index) {
    case 0:
        return tr("Af", "Africa's two letters on its tokens");
    case 1:
        return tr("It", "Italy's two letters on its tokens");
    case 2:
        return tr("Il", "Illyria's two letters on its tokens");
    case 3:
        return tr("Th", "Thrace's two letters on its tokens");
    case 4:
        return tr("Cr", "Crete's two letters on its tokens");
    case 5:
        return tr("As", "Asia's two letters on its tokens");
    case 6:
        return tr("Sy", "Assyria's two letters on its tokens (Asia has As)");
    case 7:
        return tr("Ba", "Babylon's two letters on its tokens");
    case 8:
        return tr("Eg", "Egypt's two letters on its tokens");
    }
    return {};
}

QString CivTexts::nationName(const Position& position, NationId nation)
{
    const Nation& n = position.nations.at(nation);
    const QString name = QString::fromStdString(n.name);
    if (!n.secessionist) {
        if (const auto civilization = civilization_index(n.name))
            return civilizationName(*civilization);
        return name;
    }
    const QString number = secessionNumber(n);
    return number.isEmpty() ? tr("Secessionists") : tr("Secessionists %1").arg(number);
}

QString CivTexts::nationInText(const Position& position, NationId nation)
{
    const Nation& n = position.nations.at(nation);
    if (n.secessionist) {
        const QString number = secessionNumber(n);
        return number.isEmpty() ? tr("Secessionists", "in running text: French with its article")
                                : tr("Secessionists %1", "in running text: French with its article").arg(number);
    }
    if (const auto civilization = civilization_index(n.name))
        return civilizationInText(*civilization);
    return QString::fromStdString(n.name); // a name from an old save, as the table typed it
}

QString CivTexts::civilizationInText(std::size_t index)
{
    static_assert(civilizations.size() == 9);
    switch (index) {
    case 0:
        return tr("Africa", "in running text: French with its article");
    case 1:
        return tr("Italy", "in running text: French with its article");
    case 2:
        return tr("Illyria", "in running text: French with its article");
    case 3:
        return tr("Thrace", "in running text: French with its article");
    case 4:
        return tr("Crete", "in running text: French with its article");
    case 5:
        return tr("Asia", "in running text: French with its article");
    case 6:
        return tr("Assyria", "in running text: French with its article");
    case 7:
        return tr("Babylon", "in running text: French with its article");
    case 8:
        return tr("Egypt", "in running text: French with its article");
    }
    return civilizationName(index);
}

QString CivTexts::sentence(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return gui::elideBeforeNames(text); // « un pion des Sécessionnistes », « la cité de l’Égypte »
}

QString CivTexts::secessionNumber(const Nation& nation)
{
    // The engine names them "Secessionists" (one nation for all) or "Secessionists 2".
    return QString::fromStdString(nation.name).section(QLatin1Char(' '), 1, 1);
}

QString CivTexts::advanceName(Advance advance)
{
    switch (advance) {
    case Advance::agriculture:
        return tr("Agriculture");
    case Advance::metalworking:
        return tr("Metalworking");
    case Advance::engineering:
        return tr("Engineering");
    case Advance::military:
        return tr("Military");
    }
    return {};
}

QString CivTexts::advanceShortName(Advance advance)
{
    switch (advance) {
    case Advance::agriculture:
        return tr("Agri.", "Agriculture, in a narrow column");
    case Advance::metalworking:
        return tr("Metal.", "Metalworking, in a narrow column");
    case Advance::engineering:
        return tr("Engin.", "Engineering, in a narrow column");
    case Advance::military:
        return tr("Milit.", "Military, in a narrow column");
    }
    return {};
}

QString CivTexts::calamityName(Calamity calamity)
{
    return calamity == Calamity::secession ? tr("Secession") : tr("Successive Wars");
}

QString CivTexts::stepPrompt(const CalamityState& state)
{
    return sentence(promptWords(state));
}

QString CivTexts::promptWords(const CalamityState& state)
{
    const QString who = nationInText(state.position, state.chooser); // a sentence begins with it
    switch (state.step) {
    case Step::city:
        return tr("%1, the trader, picks the victim’s city that secedes.").arg(who);
    case Step::tokens:
        return tr("%1, the trader, picks the tokens that secede, in any order: three of the victim’s (%2 so far) "
                  "and, if the trader wishes, one or two of other players’, the trader’s own included (%3 so far). "
                  "Another player’s token may open the way to the victim’s.")
            .arg(who)
            .arg(state.victim_tokens)
            .arg(state.other_tokens);
    case Step::winner:
        return tr("%1, the trader, names the winner: a player next to the victim.").arg(who);
    case Step::centre:
        return tr("%1, the winner, picks the centre of the conflict.").arg(who);
    case Step::losses: {
        QString prompt = tr("%1, the winner, picks the losses of both sides.").arg(who);
        for (const NationId side : losing_far_from_war(standard_board(), state))
            prompt += QLatin1Char(' ')
                + sentence(tr("Nothing of %1’s is within the war’s reach any more: its losses now come from its units "
                              "anywhere, never the last unit of an area.")
                               .arg(nationInText(state.position, side)));
        return prompt;
    }
    case Step::done:
        return tr("The calamity is resolved: apply it to the board.");
    }
    return {};
}

QString CivTexts::choiceText(const Position& position, const Choice& choice)
{
    return gui::elideBeforeNames(std::visit(
        core::Overloaded {
            [&](const PickCity& c) { return tr("The city in %1").arg(areaName(c.area)); },
            [&](const PickToken& t) {
                return tr("A token of %1 in %2").arg(nationName(position, t.nation), areaName(t.area));
            },
            [&](const Finish&) { return tr("No more tokens"); },
            [&](const PickWinner& w) { return sentence(tr("%1 wins").arg(nationInText(position, w.nation))); },
            [&](const PickCentre& c) { return tr("Centre of the conflict: %1").arg(areaName(c.area)); },
            [&](const TakeLoss& l) {
                return l.city
                    ? tr("The city of %1 in %2 (5 points)").arg(nationName(position, l.nation), areaName(l.area))
                    : tr("A token of %1 in %2").arg(nationName(position, l.nation), areaName(l.area));
            },
        },
        choice));
}

QString CivTexts::logLine(const Position& position, const LogLine& line)
{
    return sentence(logWords(position, line));
}

QString CivTexts::logWords(const Position& position, const LogLine& line)
{
    const auto& a = line.args;
    const auto& code = line.code;
    if (code == "secession.begin")
        return tr("Secession strikes %1 (traded by %2).").arg(nationArg(position, a, 0), nationArg(position, a, 1));
    if (code == "secession.no_city")
        return tr("%1 has no city: nothing secedes.").arg(nationArg(position, a, 0));
    if (code == "secession.city")
        return tr("The city of %1 in %2 secedes: it joins %3.")
            .arg(nationArg(position, a, 1), areaArg(a, 0), nationArg(position, a, 2));
    if (code == "secession.token")
        return tr("A token of %1 in %2 secedes.").arg(nationArg(position, a, 1), areaArg(a, 0));
    if (code == "secession.short") {
        const int within = arg(a, 1).toInt();
        // None is not « only one » (French's first form counts 0 and 1 alike: a review).
        return (within == 0 ? tr("None of %1’s tokens was within reach: none secedes.")
                            : tr("Only %n of %1’s tokens were within reach: no more secede.", nullptr, within))
            .arg(nationArg(position, a, 0));
    }
    if (code == "secession.finish")
        return tr("The trader stops: no more tokens secede.");
    if (code == "wars.begin")
        return tr("Successive Wars strike %1 (traded by %2).")
            .arg(nationArg(position, a, 0), nationArg(position, a, 1));
    if (code == "wars.no_winner")
        return tr("No player is next to %1: the calamity has no effect.").arg(nationArg(position, a, 0));
    if (code == "wars.winner") {
        QString text = tr("%1 names %2 the winner: %3 owes %4 points, %2 owes %5.")
                           .arg(nationArg(position, a, 0), nationArg(position, a, 1), nationArg(position, a, 2),
                               arg(a, 3), arg(a, 4));
        // Why a debt is over 9 or 6: what the other side holds (a debt of 11 read as a mistake).
        const auto why = [&](std::size_t debtor, std::size_t other, std::size_t extras) {
            QStringList terms;
            for (const auto& [at, advance] :
                {std::pair {extras, Advance::metalworking}, std::pair {extras + 1, Advance::military}})
                if (const QString points = arg(a, at); !points.isEmpty() && points != QLatin1String("0"))
                    terms << tr("+%1 as %2 holds %3", "a war debt's extra: its points, the other side, its advance")
                                 .arg(points, nationArg(position, a, other), advanceName(advance));
            if (!terms.isEmpty())
                text += QLatin1Char(' ')
                    + tr("%1’s debt: %2.", "a nation, then why its war debt is higher")
                          .arg(nationArg(position, a, debtor), QLocale().createSeparatedList(terms));
        };
        why(2, 1, 5); // the victim's, for the winner's advances
        why(1, 2, 7); // the winner's, for the victim's
        return text;
    }
    if (code == "wars.centre") {
        // Each nation there with its unit points, by its name alone as a tally says it: "Egypt 3,
        // Babylon 1", « Égypte 3 » (not « l’Égypte 3 »).
        QStringList lost;
        for (std::size_t i = 1; i + 1 < a.size(); i += 2)
            lost << tr("%1 %2", "a nation, then the unit points it lost")
                        .arg(nationArg(position, a, i, CivTexts::nationName), arg(a, i + 1));
        return tr("%1 is the centre of the conflict: every unit there is eliminated (unit points: %2).")
            .arg(areaArg(a, 0), lost.join(tr(", ", "between the nations of a list")));
    }
    if (code == "wars.loss")
        return (arg(a, 2) == QLatin1String("city") ? tr("%1 loses its city in %2 (%3 of %4 points).")
                                                   : tr("%1 loses a token in %2 (%3 of %4 points)."))
            .arg(nationArg(position, a, 0), areaArg(a, 1), arg(a, 3), arg(a, 4));
    if (code == "wars.forgiven")
        return tr("%1: %n point(s) cannot be taken under the rules and are forgiven.", nullptr, arg(a, 1).toInt())
            .arg(nationArg(position, a, 0));
    if (code == "calamity.done")
        return tr("The calamity is resolved.");
    return QString::fromStdString(line.text);
}

} // namespace tablee::civ_calamities::ui
