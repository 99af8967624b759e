#include "dominyam/ui/score_sheet_rows.hpp"

#include "dominyam/ui/dominyam_texts.hpp"

#include <QCoreApplication>

namespace tablee::dominyam::ui {

ScoreSheetRows scoreSheetRows(const State& state)
{
    const Results result = results(state);
    std::vector<std::string> names;
    for (const auto& player : result.players)
        names.push_back(player.name);
    ScoreSheetRows rows {core::ScoreSheet(names), {}};

    // One row per turn number reached, 14 first; a turn is eaten by at most one player.
    const int lastTurn = state.over() ? state.turn() : state.turn() + 1;
    for (int turn = first_turn; turn >= std::max(1, lastTurn); --turn) {
        const auto row = rows.sheet.add_row("turn " + std::to_string(turn));
        rows.labels << QCoreApplication::translate("ScoreSheetRows", "Turn %1").arg(turn);
        for (const auto& record : state.log())
            if (record.turn == turn && record.meal)
                rows.sheet.set(row, record.player, record.points);
    }

    for (const auto kind : all_combination_kinds) {
        const auto row = rows.sheet.add_row(std::string(kind_id(kind)));
        rows.labels << DominyamTexts::combinationName(kind);
        for (std::size_t p = 0; p < result.players.size(); ++p)
            for (const auto& combination : result.players[p].end_game.combinations)
                if (combination.kind == kind)
                    rows.sheet.set(row, p, combination.points);
    }
    const auto values = rows.sheet.add_row("values");
    rows.labels << QCoreApplication::translate("ScoreSheetRows", "Values");
    for (std::size_t p = 0; p < result.players.size(); ++p)
        rows.sheet.set(values, p, result.players[p].end_game.values);
    if (state.solo()) {
        const auto left = rows.sheet.add_row("tiles left");
        rows.labels << QCoreApplication::translate("ScoreSheetRows", "Tiles left");
        if (result.final)
            rows.sheet.set(left, 0, result.players[0].penalty);
    }
    return rows;
}

} // namespace tablee::dominyam::ui
