// SPDX-License-Identifier: GPL-3.0-or-later
#include "dominyam/ui/dominyam_controller.hpp"

#include "dominyam/ui/dominyam_texts.hpp"

#include <algorithm>

namespace tablee::dominyam::ui {

DominyamController::DominyamController(Game game, QObject* parent)
    : gui::GameControllerOf<Game>(std::move(game), &DominyamTexts::moveText, parent)
{
    refresh();
    followComputers();
}

DominyamController::~DominyamController() = default;

std::set<std::size_t> DominyamController::eatableTiles() const
{
    std::set<std::size_t> tiles;
    for (const auto& meal : m_meals) {
        tiles.insert(meal.first);
        tiles.insert(meal.second);
    }
    return tiles;
}

std::set<std::size_t> DominyamController::partnersOf(std::size_t tile) const
{
    std::set<std::size_t> partners;
    for (const auto& meal : m_meals) {
        if (meal.first == tile)
            partners.insert(meal.second);
        if (meal.second == tile)
            partners.insert(meal.first);
    }
    return partners;
}

std::vector<int> DominyamController::pointDieChoices(std::size_t first, std::size_t second) const
{
    const auto& board = state().board();
    if (first >= board.size() || second >= board.size() || !state().rolled())
        return {};
    return point_die_choices(board.tile(first).tile(), board.tile(second).tile(), state().dice());
}

bool DominyamController::isComputerSeat(std::size_t seat) const
{
    return state().seats()[seat].computer;
}

QString DominyamController::whyNoUndo() const
{
    return state().solo() && !state().options().practice ? tr("a ranked game has no undo", "why Undo is off")
                                                         : QString();
}

QString DominyamController::chanceReason() const
{
    return tr("the dice have been rolled", "why Undo is off");
}

void DominyamController::roll()
{
    if (!isComputerToMove())
        play(RollMove {});
}

void DominyamController::reroll()
{
    if (!isComputerToMove())
        play(RerollMove {m_hold});
}

void DominyamController::toggleHold(int die)
{
    // Holding matters only for a re-roll still allowed.
    if (die < 0 || die >= dice_count || isComputerToMove() || !allows(state(), Action::reroll))
        return;
    m_hold[static_cast<std::size_t>(die)] = !m_hold[static_cast<std::size_t>(die)];
    announceWorkInProgress();
}

namespace {
const char* const held_dice_key = "held_dice";
// Beside the moves: the player asked the advisor during the game (the high-score table marks it).
const char* const advice_used_key = "advice_used";
} // namespace

nlohmann::json DominyamController::saveGame() const
{
    auto game = GameControllerOf<Game>::saveGame();
    if (std::ranges::find(m_hold, true) != m_hold.end())
        game[held_dice_key] = m_hold;
    if (m_adviceUsed)
        game[advice_used_key] = true;
    return game;
}

bool DominyamController::resumeWorkInProgress(const nlohmann::json& game)
{
    // The advice asked for before a save or a kill is still asked for: a game cannot shed it.
    if (game.is_object() && game.contains(advice_used_key) && game[advice_used_key] == true)
        m_adviceUsed = true;
    if (!game.is_object() || !game.contains(held_dice_key))
        return true;
    // Only where a re-roll may still be chosen by a person, as toggleHold allows: a file changed
    // by hand may hold dice that no longer fit; they are let go (nothing was played with them).
    const auto& held = game[held_dice_key];
    if (!held.is_array() || held.size() != dice_count
        || !std::ranges::all_of(held, [](const nlohmann::json& die) { return die.is_boolean(); }) || isComputerToMove()
        || !allows(state(), Action::reroll))
        return false;
    for (std::size_t die = 0; die < dice_count; ++die)
        m_hold[die] = held[die].get<bool>();
    emit stateChanged();
    return true;
}

void DominyamController::clickTile(std::size_t tile)
{
    if (isComputerToMove() || state().over())
        return;
    if (tile >= state().board().size() || !state().board().is_present(tile))
        return;
    if (!m_selected) {
        m_selected = tile;
        emit stateChanged();
        return;
    }
    if (*m_selected == tile) {
        clearSelection();
        return;
    }
    if (auto allowed = check_action(state(), Action::eat); !allowed) {
        refuse(allowed.error()); // e.g. the dice are not rolled yet
        return;
    }
    const auto choices = pointDieChoices(*m_selected, tile);
    eat(*m_selected, tile, choices.empty() ? 0 : choices.front());
}

void DominyamController::eat(std::size_t first, std::size_t second, int pointDie)
{
    if (isComputerToMove())
        return;
    // On a refusal the first tile stays chosen: the player may pick another partner.
    play(EatMove {std::min(first, second), std::max(first, second), pointDie});
}

void DominyamController::pass()
{
    if (!isComputerToMove())
        play(PassMove {});
}

void DominyamController::clearSelection()
{
    m_selected.reset();
    emit stateChanged();
}

void DominyamController::requestHint()
{
    if (state().over() || isComputerToMove())
        return;
    m_hint = advise(state());
    if (m_hint->action == Advice::Action::reroll)
        m_hint->hold = keeping_what_is_held(state().dice(), m_hint->hold, m_hold);
    if (!m_adviceUsed) {
        m_adviceUsed = true; // the high-score table says so; saved with the game
        emit workInProgressChanged();
    }
    emit stateChanged();
}

void DominyamController::onRewound()
{
    refresh();
}

void DominyamController::onPlayed(const Move& move)
{
    // Holds survive re-rolls within a turn (the throw, then the dice landing: chance's move); a
    // roll, a meal or a pass starts with none.
    const bool rerolling = std::holds_alternative<RerollMove>(move) || std::holds_alternative<DiceMove>(move);
    const HoldMask hold = rerolling ? m_hold : HoldMask {};
    refresh();
    m_hold = hold;
    if (state().over())
        emit gameOver();
}

void DominyamController::refresh()
{
    m_meals = legal_meals(state());
    m_selected.reset();
    m_hint.reset();
    if (!state().rolled())
        m_hold = {};
}

std::optional<DominyamController::ComputerTurn> DominyamController::computerTurn() const
{
    // A computer's turn is followed at the table's pace: its dice stay on screen long enough to
    // be read before it decides, and a meal (or a pass) long enough to be seen before the next
    // player rolls; the first roll comes quickly.
    const bool afterATurn = !state().log().empty();
    // The normal level's advice takes milliseconds; the strong one's look-ahead up to half a
    // second, the first time in a turn, and stops when the thought is no longer wanted.
    auto player = state().options().level(state().current_player()) == Level::strong ? m_strong : m_normal;
    return ComputerTurn {[player = std::move(player)](
                             const State& position, std::stop_token stop) { return player->choose(position, stop); },
        state().rolled() ? 1300
            : afterATurn ? 1600
                         : 600};
}

void DominyamController::onComputerChose(const Move& move)
{
    if (const auto* reroll = std::get_if<RerollMove>(&move))
        m_hold = reroll->hold; // show what the computer kept
}

} // namespace tablee::dominyam::ui
