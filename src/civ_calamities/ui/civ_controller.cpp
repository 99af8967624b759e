// SPDX-License-Identifier: GPL-3.0-or-later
#include "civ_calamities/ui/civ_controller.hpp"

#include <cassert>

namespace tablee::civ_calamities::ui {

CivController::CivController(Game game, QObject* parent) : GameControllerOf<Game>(std::move(game), nullptr, parent) { }

bool CivController::setHolding(NationId nation, AreaId area, int tokens, bool city)
{
    return play(SetHolding {nation, area, tokens, city});
}

bool CivController::setAdvance(NationId nation, Advance advance, bool held)
{
    return play(SetAdvance {nation, advance, held});
}

bool CivController::beginCalamity(const CalamityStart& start)
{
    auto run = begin_calamity(board(), position(), state().settings, start);
    if (!run) {
        refuse(run.error());
        return false;
    }
    m_start = start;
    m_choices.clear();
    m_calamity = std::move(*run);
    emit calamityChanged();
    announceWorkInProgress();
    return true;
}

const CalamityState& CivController::calamity() const
{
    assert(m_calamity);
    return *m_calamity;
}

std::vector<Choice> CivController::legalChoices() const
{
    return m_calamity ? legal_choices(board(), *m_calamity) : std::vector<Choice> {};
}

bool CivController::choose(const Choice& choice)
{
    if (!m_calamity)
        return false;
    if (auto ok = apply_choice(board(), *m_calamity, choice); !ok) {
        refuse(ok.error());
        return false;
    }
    m_choices.push_back(choice);
    emit calamityChanged();
    announceWorkInProgress();
    return true;
}

void CivController::undoChoice()
{
    if (!m_calamity || m_choices.empty())
        return;
    m_choices.pop_back();
    auto run = run_calamity(board(), position(), state().settings, *m_start, m_choices);
    assert(run); // the same choices were accepted a moment ago
    m_calamity = std::move(*run);
    emit calamityChanged();
    announceWorkInProgress();
}

bool CivController::applyCalamity()
{
    if (!m_calamity || !m_calamity->finished())
        return false;
    const ResolveCalamity move {*m_start, m_choices};
    m_calamity.reset();
    m_start.reset();
    m_choices.clear();
    const bool played = play(move);
    emit calamityChanged();
    return played;
}

CivController::UndoTerms CivController::undoTerms() const
{
    if (resolving())
        return m_choices.empty() ? UndoTerms::off : UndoTerms::own;
    return GameControllerOf::undoTerms();
}

QString CivController::undoOffReason() const
{
    if (resolving() && m_choices.empty())
        return tr("a calamity just begun: Cancel gives it up", "why Undo is off");
    return GameControllerOf::undoOffReason();
}

QString CivController::undoText() const
{
    return resolving() ? (m_choices.empty() ? QString() : tr("the calamity’s last step"))
                       : GameControllerOf::undoText();
}

bool CivController::canRedo() const
{
    return !resolving() && GameControllerOf::canRedo();
}

void CivController::undo()
{
    if (resolving())
        undoChoice();
    else
        GameControllerOf::undo();
}

void CivController::redo()
{
    if (!resolving())
        GameControllerOf::redo();
}

void CivController::cancelCalamity()
{
    m_calamity.reset();
    m_start.reset();
    m_choices.clear();
    emit calamityChanged();
    announceWorkInProgress();
}

namespace {
const char* const in_progress_key = "calamity_in_progress";
}

nlohmann::json CivController::saveGame() const
{
    auto game = GameControllerOf<Game>::saveGame();
    if (m_start)
        game[in_progress_key] = Rules::move_to_json(ResolveCalamity {*m_start, m_choices});
    return game;
}

bool CivController::resumeWorkInProgress(const nlohmann::json& game)
{
    if (!game.is_object() || !game.contains(in_progress_key))
        return true;
    // Read as a calamity move is, then replayed on the board as it stands: a file changed by hand
    // may hold a calamity that no longer fits, which is dropped rather than half-resumed.
    const auto drop = [this] {
        m_resumed = Resumed::dropped;
        emit calamityResumed();
        return false;
    };
    const auto move = core::move_from_json<Rules>(game[in_progress_key]);
    const auto* calamity = move ? std::get_if<ResolveCalamity>(&*move) : nullptr;
    if (!calamity || Rules::is_over(state()))
        return drop();
    auto run = run_calamity(board(), position(), state().settings, calamity->start, calamity->choices);
    if (!run)
        return drop();
    m_start = calamity->start;
    m_choices = calamity->choices;
    m_calamity = std::move(*run);
    m_resumed = Resumed::resumed;
    emit calamityChanged();
    emit stateChanged();
    emit calamityResumed();
    return true;
}

void CivController::onRewound()
{
    // An undo of the board under a calamity in progress: it no longer stands on that position.
    if (m_calamity)
        cancelCalamity();
}

} // namespace tablee::civ_calamities::ui
