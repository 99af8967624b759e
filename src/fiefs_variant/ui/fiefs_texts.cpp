// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/ui/fiefs_texts.hpp"

#include "core/overloaded.hpp"
#include "gui/elision.hpp"
#include "gui/error_text.hpp"
#include "gui/player_table.hpp"

#include <QLocale>

namespace tablee::fiefs_variant::ui {

namespace {

QString spaceList(const std::vector<Space>& spaces)
{
    QStringList names;
    for (const Space space : spaces)
        names << QString::fromStdString(space_name(space));
    return names.join(QStringLiteral(", "));
}

} // namespace

QString FiefsTexts::describe(const core::Error& error)
{
    const auto& code = error.code;
    if (code.rfind("fiefs_variant.", 0) != 0)
        return {};
    const std::string what = code.substr(std::string_view("fiefs_variant.").size());
    if (what == "bad_tiles")
        return tr("The board’s tiles built into Tablée are damaged (%1): please report it.")
            .arg(gui::errorArg(error, 0));
    if (what == "bad_state")
        return tr("This position cannot exist: %1.").arg(QString::fromStdString(error.message));
    if (what == "bad_space" || what == "bad_edge")
        return tr("There is no such place on the board.");
    if (what == "wrong_step")
        return tr("That does not answer the question of the moment.");
    if (what == "game_over")
        return tr("The game is over.");
    if (what == "die_face")
        return tr("A die shows 1 to 6, not %1.").arg(gui::errorArg(error, 0));
    if (what == "too_poor")
        return tr("This costs %n ducat(s) and you have %1.", nullptr, gui::errorArg(error, 0).toInt())
            .arg(gui::errorArg(error, 1));
    if (what == "too_poor_to_attempt")
        return tr("The die asks %n ducat(s) at least; you have %1.", nullptr, gui::errorArg(error, 0).toInt())
            .arg(gui::errorArg(error, 1));
    if (what == "castle_site")
        return tr("A castle goes on a free meadow: %1 is not one.").arg(gui::errorArg(error, 0));
    if (what == "first_knight_site")
        return tr("The first knight goes on a free meadow or forest next to its castle: not %1.")
            .arg(gui::errorArg(error, 0));
    if (what == "castles_too_close")
        return tr("Your castles must stand at least %n spaces apart (counted along rows and columns).", nullptr,
            gui::errorArg(error, 0).toInt());
    if (what == "border_count")
        return tr("One action places 1, 2 or 3 borders.");
    if (what == "border_taken")
        return tr("There is a border on %1 already.").arg(gui::errorArg(error, 0));
    if (what == "no_border_left")
        return tr("The supply has no border left.");
    if (what == "border_in_fief")
        return tr("A border never goes inside a fief (%1).").arg(gui::errorArg(error, 0));
    if (what == "border_in_neutral_zone")
        return tr("A border never goes inside a neutral zone (%1).").arg(gui::errorArg(error, 0));
    if (what == "border_not_own_region")
        return tr("While one of your castles is not in a fief, your borders bound the open land round it: %1 does "
                  "not.")
            .arg(gui::errorArg(error, 0));
    if (what == "border_makes_neutral")
        return tr("A border on %1 would shut in land without a castle: borders never make a neutral zone.")
            .arg(gui::errorArg(error, 0));
    if (what == "border_closes_opponent")
        return tr("With two players, a border closes your opponent’s fief only if it closes one of yours too (%1).")
            .arg(gui::errorArg(error, 0));
    if (what == "knight_count")
        return tr("One action places 1 or 2 knights.");
    if (what == "no_knight_left")
        return tr("You have no knight left.");
    if (what == "space_taken")
        return tr("%1 already holds a castle or a knight.").arg(gui::errorArg(error, 0));
    if (what == "knight_terrain")
        return tr("A knight goes on a meadow or a forest: not on %1.").arg(gui::errorArg(error, 0));
    if (what == "knight_not_next")
        return tr("A knight goes next to one of your castles or knights: %1 is not.").arg(gui::errorArg(error, 0));
    if (what == "knight_in_enemy_fief")
        return tr("A knight never goes into another player’s fief (%1).").arg(gui::errorArg(error, 0));
    if (what == "not_your_fief")
        return tr("%1 is not the castle of one of your fiefs.").arg(gui::errorArg(error, 0));
    if (what == "expand_not_next")
        return tr("An expansion takes a space next to the fief: %1 is not.").arg(gui::errorArg(error, 0));
    if (what == "expand_castle")
        return tr("An expansion never takes a castle’s space (%1).").arg(gui::errorArg(error, 0));
    if (what == "expand_knight")
        return tr("An expansion never takes a space with another player’s knight (%1).").arg(gui::errorArg(error, 0));
    if (what == "expand_own_fief")
        return tr("%1 is in another of your fiefs.").arg(gui::errorArg(error, 0));
    if (what == "expand_allied")
        return tr("Allied fiefs never expand into each other (%1).").arg(gui::errorArg(error, 0));
    if (what == "expand_too_weak")
        return tr("To expand into that fief yours needs more knights: %1 against %2.")
            .arg(gui::errorArg(error, 0), gui::errorArg(error, 1));
    if (what == "treason_target")
        return tr("Treason takes a knight of another player standing in that player’s fief: not %1.")
            .arg(gui::errorArg(error, 0));
    if (what == "treason_destination")
        return tr("Your knight goes on a free meadow or forest of your fief bordering the traitor’s: not %1.")
            .arg(gui::errorArg(error, 0));
    if (what == "alliance_count")
        return tr("An alliance takes in one fief (several with the option of the sub-variant).");
    if (what == "alliance_partner")
        return tr("An alliance is with another player’s fief next to yours: not %1.").arg(gui::errorArg(error, 0));
    if (what == "alliance_exists")
        return tr("These fiefs are allied already.");
    if (what == "alliance_marker")
        return tr("The alliance marker goes on a space of either fief touching the other: not %1.")
            .arg(gui::errorArg(error, 0));
    if (what == "join_choice")
        return tr("The part joins one of the fiefs of one colour it touches.");
    if (what == "no_border_place")
        return tr("No border can be placed now.");
    if (what == "no_knight_place")
        return tr("No space you can pay for is open to your knights.");
    if (what == "no_expansion")
        return tr("None of your fiefs can expand.");
    if (what == "no_traitor")
        return tr("No enemy knight in a fief next to yours.");
    if (what == "no_treason_room")
        return tr("No free meadow or forest for the traitor.");
    if (what == "no_ally")
        return tr("None of your fiefs touches another player’s.");
    if (what == "no_ally_left")
        return tr("Every neighbouring fief is allied already.");
    return tr("The rules refuse this move.");
}

QString FiefsTexts::terrainName(Terrain terrain)
{
    switch (terrain) {
    case Terrain::meadow:
        return tr("meadow");
    case Terrain::forest:
        return tr("forest");
    case Terrain::village:
        return tr("village");
    case Terrain::iron_mine:
        return tr("iron mine");
    case Terrain::silver_mine:
        return tr("silver mine");
    case Terrain::gold_mine:
        return tr("gold mine");
    case Terrain::royal_city:
        return tr("royal city");
    }
    return {};
}

QString FiefsTexts::actionName(Action action)
{
    switch (action) {
    case Action::one_border:
        return tr("Place 1 border");
    case Action::two_borders:
        return tr("Place 2 borders");
    case Action::three_borders:
        return tr("Place 3 borders");
    case Action::one_knight:
        return tr("Place 1 knight");
    case Action::two_knights:
        return tr("Place 2 knights");
    case Action::expansion:
        return tr("Expand a fief");
    case Action::treason:
        return tr("Attempt treason");
    case Action::alliance:
        return tr("Attempt an alliance");
    case Action::take_ducats:
        return tr("Take 3 ducats");
    case Action::special_income:
        // Its die said in its name: priced "free", it read as ducats for nothing (a review).
        return tr("Special income (a die)");
    }
    return {};
}

QString FiefsTexts::priceText(Action action)
{
    const auto fixed = fixed_price(action); // the engine's: treason and alliance are priced by a die
    if (!fixed)
        return tr("die");
    const int price = *fixed;
    if (price == 0)
        return tr("free");
    return tr("%n ducat(s)", nullptr, price);
}

QString FiefsTexts::actionHelp(Action action)
{
    // The die table of treason and alliance, from the engine's (attempt_price).
    const auto dieTable = [] {
        QStringList faces;
        for (int die = 1; die <= 6; ++die) {
            const auto price = attempt_price(die);
            faces << (price ? tr("%1: %n ducat(s)", "a die's face, then its price", *price).arg(die)
                            : tr("%1: failure", "a die's face where the attempt fails").arg(die));
        }
        return faces.join(tr("; ", "between the faces of the die table"));
    };
    switch (action) {
    case Action::one_border:
    case Action::two_borders:
    case Action::three_borders:
        return tr("Borders close fiefs: each must bound the region of one of your castles not yet in a fief "
                  "(anywhere outside a fief once all are), and none may make a neutral zone.");
    case Action::one_knight:
    case Action::two_knights:
        return tr("A knight goes on a free meadow or forest next to one of your castles or knights, never in "
                  "another player’s fief; a forest costs 1 ducat more. Knights make a fief strong.");
    case Action::expansion:
        return tr("Add to one of your fiefs a space next to it: open land, a neutral zone, or a space of a "
                  "weaker fief (fewer knights), never a castle, a knight’s space or an allied fief.");
    case Action::treason:
        return tr("Roll the die for the price (%1): an enemy knight in a fief next to yours goes back to its "
                  "owner, and one of yours takes its place in your fief.")
            .arg(dieTable());
    case Action::alliance:
        return tr("Roll the die for the price (%1): your fief and another player’s next to it never expand into "
                  "each other, until a third player takes the alliance marker’s space.")
            .arg(dieTable());
    case Action::take_ducats:
        return tr("Take %n ducat(s) from the bank.", nullptr, ducats_taken);
    case Action::special_income:
        return tr("Roll the die: 1 to %1, take that many ducats; %2, place one knight free at once (1 ducat if "
                  "in a forest), or decline it.")
            .arg(special_income_knight_die - 1)
            .arg(special_income_knight_die);
    }
    return {};
}

QString FiefsTexts::levelName(Control control)
{
    switch (control) {
    case Control::human:
        return {};
    case Control::easy:
        return tr("easy");
    case Control::normal:
        return tr("normal");
    case Control::strong:
        return tr("strong");
    }
    return {};
}

QString FiefsTexts::controlName(Control control)
{
    // Worded as the new-game dialog's table words it.
    switch (control) {
    case Control::human:
        return gui::PlayerTable::personName();
    case Control::easy:
        return gui::PlayerTable::levelName(gui::ComputerLevel::easy);
    case Control::normal:
        return gui::PlayerTable::levelName(gui::ComputerLevel::normal);
    case Control::strong:
        return gui::PlayerTable::levelName(gui::ComputerLevel::strong);
    }
    return {};
}

QString FiefsTexts::spaceText(const Position& position, Space space)
{
    return tr("%1 (%2)").arg(QString::fromStdString(space_name(space)), terrainName(position.terrain_at(space)));
}

QString FiefsTexts::edgeText(Edge edge)
{
    // A word joiner after the slash: a wrapped line never breaks "h3/i3" in two.
    return QString::fromStdString(edge_name(edge)).replace(QLatin1Char('/'), QStringLiteral("/\u2060"));
}

QString FiefsTexts::fiefText(const Position& position, Space castle, const QStringList& names)
{
    return gui::elideBeforeNames( // « le fief d’Ivan en b2 »
        tr("%1’s fief at %2").arg(names.value(position.castle_at(castle)), QString::fromStdString(space_name(castle))));
}

QString FiefsTexts::rollText(const Roll& roll)
{
    if (roll.action == Action::special_income) {
        if (roll.die < special_income_knight_die)
            return tr("%1: %n ducat(s) taken", nullptr, roll.die).arg(roll.die);
        return roll.succeeded ? tr("%1: a knight placed free").arg(roll.die)
                              : tr("%1: a free knight, but no space is open to it").arg(roll.die);
    }
    const auto price = attempt_price(roll.die);
    if (!price)
        return tr("%1: the attempt fails").arg(roll.die);
    if (!roll.succeeded)
        return tr("%1: %2 ducats asked, more than in hand: the attempt fails").arg(roll.die).arg(*price);
    return tr("%1: %n ducat(s) paid", nullptr, roll.paid).arg(roll.die);
}

QString FiefsTexts::moveWords(const State& state, const Move& move)
{
    (void)state;
    return std::visit(
        core::Overloaded {
            [](const PlaceCastle& m) { return tr("castle on %1").arg(QString::fromStdString(space_name(m.castle))); },
            [](const PlaceBorders& m) { return tr("place %n border(s)", nullptr, static_cast<int>(m.edges.size())); },
            [](const PlaceKnights& m) { return tr("place %n knight(s)", nullptr, static_cast<int>(m.spaces.size())); },
            [](const Expand& m) { return tr("expand onto %1").arg(QString::fromStdString(space_name(m.space))); },
            [](const AttemptTreason&) { return tr("treason"); },
            [](const AttemptAlliance&) { return tr("alliance"); },
            [](const TakeDucats&) { return tr("take 3 ducats"); },
            [](const SpecialIncome&) { return tr("special income"); },
            [](const PlaceFreeKnight&) { return tr("free knight"); },
            [](const JoinFief&) { return tr("join a fief"); },
            [](const RollDie& m) { return tr("die %1").arg(m.die); },
        },
        move);
}

QString FiefsTexts::fiefsAndScores(const State& before, const State& after, const QStringList& names)
{
    const auto fiefsOf = [](const Position& position) {
        std::vector<int> fiefs(static_cast<std::size_t>(position.player_count()), 0);
        const Regions regions(position); // named: a temporary's all() would dangle in the loop
        for (const Region& region : regions.all())
            if (region.kind == RegionKind::fief && region.owner >= 0 && region.owner < position.player_count())
                ++fiefs[static_cast<std::size_t>(region.owner)];
        return fiefs;
    };
    const auto fiefsBefore = fiefsOf(before.position);
    const auto fiefsAfter = fiefsOf(after.position);
    const auto pointsBefore = current_scores(before);
    const auto pointsAfter = current_scores(after);
    const QLocale locale;
    QString text;
    for (std::size_t player = 0; player < fiefsAfter.size() && player < fiefsBefore.size(); ++player) {
        const QString who = names.value(static_cast<int>(player));
        if (const int closed = fiefsAfter[player] - fiefsBefore[player]; closed > 0)
            text += QLatin1Char(' ') + tr("%1 now holds %n more fief(s).", nullptr, closed).arg(who);
        if (player < pointsBefore.size() && player < pointsAfter.size()
            && pointsAfter[player] != pointsBefore[player]) {
            const int change = pointsAfter[player] - pointsBefore[player];
            const QString now = locale.toString(pointsAfter[player]);
            text += QLatin1Char(' ')
                + (change > 0 ? tr("%1 gains %n point(s), now %2.", nullptr, change).arg(who, now)
                              : tr("%1 loses %n point(s), now %2.", nullptr, -change).arg(who, now));
            // The end coming by the score: a few points from the King token.
            const int short_of = king_token(after.position.player_count()) - pointsAfter[player];
            if (change > 0 && short_of > 0 && short_of <= 5 && after.step != Step::over)
                text += QLatin1Char(' ') + tr("%1 is %n point(s) from the King token.", nullptr, short_of).arg(who);
        }
    }
    // The end coming by the castles: when a move encloses one and few are left outside a fief
    // (a review saw a game end on a border nothing had announced).
    if (before.step != Step::setup && after.step != Step::over) {
        const int openAfter = castles_outside_fiefs(after.position, Regions(after.position));
        if (openAfter > 0 && openAfter <= 2
            && openAfter < castles_outside_fiefs(before.position, Regions(before.position)))
            text += QLatin1Char(' ')
                + tr("%n castle(s) still outside a fief: the game ends when none is.", nullptr, openAfter);
    }
    return text;
}

QStringList FiefsTexts::moveText(const State& before, const Move& move, const State& after, const QStringList& names)
{
    // A move that rolls the die is told with its die, once chance has rolled it: one line.
    if (after.step == Step::die)
        return {};
    if (std::holds_alternative<RollDie>(move) && before.pending)
        return moveText(before, *before.pending, after, names);
    const int player = before.current;
    const QString who = names.value(player);
    const Position& position = before.position;
    const auto roll = [&] { return after.roll ? rollText(*after.roll) : QString(); };
    // What a fixed-price action cost: the mover's ducats before and after (the mines' income goes
    // to the next player, after the move).
    const auto paid = [&] {
        const auto index = static_cast<std::size_t>(player);
        return tr("%n ducat(s)", "a price paid", position.players[index].ducats - after.position.players[index].ducats);
    };
    QString text = std::visit(
        core::Overloaded {
            [&](const PlaceCastle& m) {
                return tr("%1 places a castle on %2 and a knight on %3.")
                    .arg(who, spaceText(position, m.castle), QString::fromStdString(space_name(m.knight)));
            },
            [&](const PlaceBorders& m) {
                QStringList edges;
                for (const Edge edge : m.edges)
                    edges << edgeText(edge);
                return tr("%1 places %n border(s) for %2: %3.", nullptr, static_cast<int>(m.edges.size()))
                    .arg(who, paid(), edges.join(QStringLiteral(", ")));
            },
            [&](const PlaceKnights& m) {
                return tr("%1 places %n knight(s) for %2: %3.", nullptr, static_cast<int>(m.spaces.size()))
                    .arg(who, paid(), spaceList(m.spaces));
            },
            [&](const Expand& m) {
                // Whose fief gave up the space, when it was one.
                const int from = Regions(position).of(m.space).owner;
                const QString space = from >= 0 && from != player
                    ? tr("%1, of %2’s fief", "a space taken from another player's fief")
                          .arg(spaceText(position, m.space), names.value(from))
                    : spaceText(position, m.space);
                return tr("%1 expands the fief of %2 onto %3 for %4.")
                    .arg(who, QString::fromStdString(space_name(m.fief)), space, paid());
            },
            [&](const AttemptTreason& m) {
                const QString knight = QString::fromStdString(space_name(m.knight));
                if (after.roll && after.roll->succeeded)
                    return tr("%1 wins the knight of %2 over by treason and moves it to %3 (die %4).")
                        .arg(who, knight, QString::fromStdString(space_name(m.destination)), roll());
                return tr("%1 attempts treason on the knight of %2 (die %3).").arg(who, knight, roll());
            },
            [&](const AttemptAlliance& m) {
                // The partners by their owners (a castle's space alone says little).
                QStringList partners;
                for (const auto& partner : m.partners)
                    partners << fiefText(position, partner.fief, names);
                // A failure is said once, by the die's words ("the attempt fails").
                const bool made = after.roll && after.roll->succeeded;
                return (made ? tr("%1 allies the fief at %2 with %3 (die %4).")
                             : tr("%1 attempts an alliance of the fief at %2 with %3 (die %4)."))
                    .arg(who, QString::fromStdString(space_name(m.fief)), QLocale().createSeparatedList(partners),
                        roll());
            },
            [&](const TakeDucats&) { return tr("%1 takes 3 ducats.").arg(who); },
            [&](const SpecialIncome&) { return tr("%1 takes the special income (die %2).").arg(who, roll()); },
            [&](const PlaceFreeKnight& m) {
                return m.space ? tr("%1 places the free knight on %2.").arg(who, spaceText(position, *m.space))
                               : tr("%1 declines the free knight.").arg(who);
            },
            [&](const JoinFief& m) {
                return tr("%1 joins the cut-off part to the fief of %2.")
                    .arg(who, QString::fromStdString(space_name(m.fief)));
            },
            [&](const RollDie& m) { return tr("The die shows %1.").arg(m.die); }, // never without its move
        },
        move);
    // What the move did to the domains: the fiefs it closed and the scores it changed, then what
    // follows it (the end, or the next turn's income: a line of its own, the next player's).
    text += fiefsAndScores(before, after, names);
    QStringList lines {text};
    if (after.step == Step::over) {
        QStringList winners;
        for (const int winner : after.winners)
            winners << names.value(winner);
        lines.last() += QLatin1Char(' ')
            + tr("The game is over: %1 wins.", nullptr, static_cast<int>(winners.size()))
                  .arg(QLocale().createSeparatedList(winners));
    } else if (after.turn_player != before.turn_player && after.income > 0) {
        lines << tr("%1 takes %n ducat(s) from the mines.", nullptr, after.income).arg(names.value(after.turn_player));
    }
    for (QString& line : lines)
        line = gui::elideBeforeNames(line); // « le chevalier d’Anne »
    return lines;
}

} // namespace tablee::fiefs_variant::ui
