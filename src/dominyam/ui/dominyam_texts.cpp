// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/dominyam_texts.hpp"

#include "core/overloaded.hpp"

#include "gui/error_text.hpp"
#include "gui/player_table.hpp"
#include "gui/score_sheet_model.hpp"

#include <QLocale>

#include <algorithm>
#include <variant>

namespace tablee::dominyam::ui {

using gui::errorArg;

QString DominyamTexts::describe(const core::Error& error)
{
    const auto& code = error.code;
    if (code.rfind("dominyam.", 0) != 0)
        return {};
    // A board described from outside (the command line's form): the tiles are counted from 1 here.
    const auto tileNumber = [&](std::size_t index) { return QLocale().toString(errorArg(error, index).toInt() + 1); };
    if (code == "dominyam.too_many_tiles")
        return tr("A board holds at most 28 tiles, not %1.").arg(QLocale().toString(errorArg(error, 0).toInt()));
    if (code == "dominyam.bad_half")
        return tr("Tile %1 has a half of %2: halves go from 0 (blank) to 6.").arg(tileNumber(0), errorArg(error, 1));
    if (code == "dominyam.cell_off_board")
        return tr("Tile %1 lies on the cell (%2), off the 8 × 7 board.").arg(tileNumber(0), errorArg(error, 1));
    if (code == "dominyam.cells_not_adjacent")
        return tr("The two cells of tile %1 are not side by side.").arg(tileNumber(0));
    if (code == "dominyam.cells_overlap")
        return tr("Two tiles cover the cell (%1).").arg(errorArg(error, 0));
    if (code == "dominyam.duplicate_tile")
        return tr("The domino %1 appears twice: a set has each domino once.").arg(errorArg(error, 0));
    if (code == "dominyam.not_touching")
        return tr("The tiles %1 and %2 do not touch: a meal is two tiles side by side.")
            .arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "dominyam.dice_mismatch")
        return tr("Four of the dice (%3) must match the four halves of %1 and %2; a blank half takes any die.")
            .arg(errorArg(error, 0), errorArg(error, 1), errorArg(error, 2));
    if (code == "dominyam.bad_point_die")
        return tr("With this meal the point die can be %2, not %1.").arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "dominyam.not_exposed")
        return tr("The tiles %1 and %2 are not exposed to the void: one of them must have an empty long side, "
                  "and the other one too once the first is gone.")
            .arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "dominyam.would_isolate")
        return tr("This meal would leave the tile %1 isolated: every tile must keep touching another one.")
            .arg(errorArg(error, 0));
    if (code == "dominyam.below_objective")
        return tr("These tiles are worth %2 pips; this turn’s objective is %1.")
            .arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "dominyam.tile_eaten")
        return tr("The tile %1 has already been eaten.").arg(errorArg(error, 0));
    if (code == "dominyam.same_tile")
        return tr("A meal is two different tiles.");
    if (code == "dominyam.bad_tile")
        return tr("There is no such tile on the board.");
    if (code == "dominyam.game_over")
        return tr("The game is over.");
    if (code == "dominyam.already_rolled")
        return tr("The dice are already rolled this turn: hold some and re-roll, eat, or pass.");
    if (code == "dominyam.not_rolled")
        return notRolledYet();
    if (code == "dominyam.no_roll_left")
        return tr("No re-roll left this turn: eat two tiles or pass.");
    if (code == "dominyam.nothing_rerolled")
        return tr("Every die is held: release at least one to re-roll.");
    if (code == "dominyam.dice_thrown")
        return tr("The dice are rolling: wait for them to land.");
    if (code == "dominyam.no_dice_thrown")
        return tr("No dice are rolling now.");
    if (code == "dominyam.bad_dice")
        return tr("The dice cannot land as %1: each shows 1 to 6, and the held dice do not change.")
            .arg(errorArg(error, 0));
    return QString::fromStdString(error.message);
}

QString DominyamTexts::notRolledYet()
{
    return tr("Roll the dice first.");
}

QString DominyamTexts::combinationName(CombinationKind kind)
{
    switch (kind) {
    case CombinationKind::full:
        return tr("Full house with a blank");
    case CombinationKind::large_straight:
        return tr("Large straight");
    case CombinationKind::small_straight:
        return tr("Small straight");
    case CombinationKind::three_of_a_kind:
        return tr("Three of a kind");
    case CombinationKind::pair:
        return tr("Pair");
    }
    return {};
}

QString DominyamTexts::endReason(EndReason reason)
{
    switch (reason) {
    case EndReason::none:
        return {};
    case EndReason::all_eaten:
        return tr("All 28 tiles have been eaten.");
    case EndReason::dead_board:
        return tr("Dead board: no two tiles can ever be eaten together again.");
    case EndReason::turns_done:
        return tr("The 14 turns are played.");
    }
    return {};
}

QString DominyamTexts::points(int points)
{
    // Qt chooses plural forms for n >= 0 only.
    if (points < 0) // with the sheet's true minus sign
        return tr("%1 points", "a negative score").arg(gui::pointsText(points, QLocale()));
    return tr("%n point(s)", nullptr, points);
}

QString DominyamTexts::tileName(const Tile& tile)
{
    return QStringLiteral("%1-%2").arg(tile.low).arg(tile.high);
}

QString DominyamTexts::moveText(const State& state, const Move& move)
{
    return std::visit(core::Overloaded {[](const RollMove&) { return tr("roll"); },
                          [](const RerollMove& reroll) {
                              const auto rolled = std::ranges::count(reroll.hold, false);
                              return tr("re-roll %n dice", nullptr, static_cast<int>(rolled));
                          },
                          [&](const EatMove& eat) {
                              const auto& board = state.board();
                              if (eat.first >= board.size() || eat.second >= board.size())
                                  return tr("eat");
                              return tr("eat %1 and %2")
                                  .arg(tileName(board.tile(eat.first).tile()), tileName(board.tile(eat.second).tile()));
                          },
                          [](const PassMove&) { return tr("pass"); },
                          [](const DiceMove& landing) {
                              QStringList faces;
                              for (const int face : landing.dice)
                                  faces << QString::number(face);
                              return tr("the dice show %1").arg(faces.join(QLatin1Char(' ')));
                          }},
        move);
}

QString DominyamTexts::seatName(const State& state, std::size_t seat)
{
    const QString name = gui::PlayerTable::shownName(QString::fromStdString(state.seats()[seat].name));
    if (!state.seats()[seat].computer)
        return name;
    const QString computer = gui::PlayerTable::computerSeatName(name);
    return state.options().level(seat) == Level::strong ? tr("%1, strong level").arg(computer) : computer;
}

QString DominyamTexts::turnText(const State& state, const TurnRecord& record)
{
    const QString who = seatName(state, record.player);
    QString what;
    if (record.meal) {
        const auto& board = state.board();
        what = tr("ate %1 and %2 — point die: %3 (%4)")
                   .arg(tileName(board.tile(record.meal->first).tile()),
                       tileName(board.tile(record.meal->second).tile()))
                   .arg(record.meal->point_die)
                   .arg(points(record.points));
    } else {
        what = tr("passed");
    }
    QStringList dice;
    for (const int die : record.dice)
        dice << QString::number(die);
    return tr("Turn %1 — %2: %3; dice %4, %n roll(s)", nullptr, record.rolls)
        .arg(record.turn)
        .arg(who, what, dice.join(QLatin1Char(' ')));
}

} // namespace tablee::dominyam::ui
