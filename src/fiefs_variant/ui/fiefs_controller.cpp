// SPDX-License-Identifier: GPL-3.0-or-later
#include "fiefs_variant/ui/fiefs_controller.hpp"

#include "fiefs_variant/engine/computer.hpp"
#include "fiefs_variant/ui/fiefs_texts.hpp"
#include "gui/player_table.hpp"

#include <algorithm>
#include <cassert>

namespace tablee::fiefs_variant::ui {

namespace {

template <class T> void add_unique(std::vector<T>& items, T item)
{
    if (std::ranges::find(items, item) == items.end())
        items.push_back(item);
}

// The table's pace: a computer's move stays on screen long enough to be read.
constexpr int computer_pause_ms = 900;
constexpr int strong_computer_pause_ms = 300;

} // namespace

FiefsController::FiefsController(Game game, QObject* parent)
    : gui::GameControllerOf<Game>(std::move(game), &FiefsTexts::moveWords, parent)
{
    rebuildLog();
    followComputers();
}

QStringList FiefsController::names() const
{
    QStringList list;
    for (const auto& player : game().options().players)
        list << gui::PlayerTable::shownName(QString::fromStdString(player.name));
    return list;
}

QString FiefsController::whyNoUndo() const
{
    return state().step == Step::over ? tr("the game is over: its result stands", "why Undo is off") : QString();
}

QString FiefsController::chanceReason() const
{
    return tr("the die has been rolled", "why Undo is off");
}

bool FiefsController::isComputer(int player) const
{
    const auto& players = game().options().players;
    return player >= 0 && player < static_cast<int>(players.size())
        && players[static_cast<std::size_t>(player)].control != Control::human;
}

std::vector<Edge> FiefsController::targetEdges() const
{
    if (isComputerToMove() || state().step != Step::action || !m_action
        || (m_action != Action::one_border && m_action != Action::two_borders && m_action != Action::three_borders))
        return {};
    return legal_borders(state(), m_edges);
}

std::vector<Space> FiefsController::targetSpaces() const
{
    std::vector<Space> spaces;
    if (isComputerToMove())
        return spaces;
    const State& s = state();
    switch (s.step) {
    case Step::setup:
        for (const auto& castle : legal_castles(s))
            if (m_spaces.empty())
                add_unique(spaces, castle.castle);
            else if (castle.castle == m_spaces.front())
                add_unique(spaces, castle.knight);
        return spaces;
    case Step::free_knight:
        return legal_knight_spaces(s);
    case Step::join_fief: {
        const Regions regions(s.position);
        for (const auto& join : legal_joins(s))
            for (const Space space : regions.of(join.fief).spaces)
                spaces.push_back(space);
        return spaces;
    }
    case Step::over:
    case Step::die:
        return spaces;
    case Step::action:
        break;
    }
    if (!m_action)
        return spaces;
    switch (*m_action) {
    case Action::one_knight:
    case Action::two_knights:
        return affordable_knight_spaces(s, *m_action, m_spaces);
    case Action::expansion:
        for (const auto& expand : legal_expansions(s))
            add_unique(spaces, expand.space);
        return spaces;
    case Action::treason:
        for (const auto& treason : legal_treasons(s))
            if (m_spaces.empty())
                add_unique(spaces, treason.knight);
            else if (treason.knight == m_spaces.front())
                add_unique(spaces, treason.destination);
        return spaces;
    case Action::alliance: {
        if (!m_spaces.empty()) {
            for (const auto& alliance : markerChoices())
                add_unique(spaces, alliance.partners.front().marker);
            return spaces;
        }
        const Regions regions(s.position);
        for (const auto& alliance : allianceChoices())
            for (const Space space : regions.of(alliance.partners.front().fief).spaces)
                add_unique(spaces, space);
        return spaces;
    }
    default:
        return spaces;
    }
}

std::vector<Space> FiefsController::targetFiefs() const
{
    std::vector<Space> fiefs;
    if (isComputerToMove())
        return fiefs;
    if (state().step == Step::join_fief)
        for (const auto& join : legal_joins(state()))
            add_unique(fiefs, join.fief);
    else if (state().step == Step::action && m_action == Action::alliance && m_spaces.empty())
        for (const auto& alliance : allianceChoices())
            add_unique(fiefs, alliance.partners.front().fief);
    return fiefs;
}

std::optional<Space> FiefsController::alliedByMarker(Space marker) const
{
    if (m_action != Action::alliance || m_spaces.empty())
        return std::nullopt;
    for (const auto& alliance : markerChoices())
        if (alliance.partners.front().marker == marker)
            return alliance.fief;
    return std::nullopt;
}

std::optional<Position> FiefsController::preview() const
{
    // The setup's castle stands on its site while its first knight is chosen (a ring alone read
    // as a click that did nothing).
    if (state().step == Step::setup && !m_spaces.empty()) {
        Position placed = state().position;
        placed.castle[static_cast<std::size_t>(m_spaces.front())] = static_cast<std::int8_t>(state().current);
        return placed;
    }
    if (m_edges.empty())
        return std::nullopt;
    return preview_borders(state(), m_edges);
}

std::optional<Position> FiefsController::previewWith(Edge edge) const
{
    auto edges = m_edges;
    edges.push_back(edge);
    return preview_borders(state(), edges);
}

QString FiefsController::prompt() const
{
    const State& s = state();
    const QString who = names().value(s.current);
    if (s.step == Step::over)
        return tr("The results are below, fief by fief.");
    if (isComputerToMove())
        return isThinking() ? tr("%1 is thinking…").arg(who) : tr("%1 is about to play.").arg(who);
    switch (s.step) {
    case Step::setup:
        return m_spaces.empty() ? tr("%1, place a castle on a free meadow (the spaces marked).").arg(who)
                                : tr("%1, place its first knight on a meadow or forest next to it.").arg(who);
    case Step::free_knight:
        return tr("%1, place the free knight next to one of your castles or knights, or decline it.").arg(who);
    case Step::join_fief:
        return tr("%1, choose the fief the cut-off part joins.").arg(who);
    default:
        break;
    }
    if (!m_action)
        return tr("%1, choose an action from the price list.").arg(who);
    switch (*m_action) {
    case Action::one_border:
    case Action::two_borders:
    case Action::three_borders:
        return tr("Click the edges for your borders: %1 of %2.").arg(m_edges.size() + 1).arg(pieces_placed(*m_action));
    case Action::one_knight:
    case Action::two_knights:
        return tr("Click the spaces for your knights: %1 of %2.")
            .arg(m_spaces.size() + 1)
            .arg(pieces_placed(*m_action));
    case Action::expansion:
        return tr("Click the space your fief expands onto.");
    case Action::treason:
        return m_spaces.empty() ? tr("Click the enemy knight to win over.") : tr("Click where your own knight goes.");
    case Action::alliance:
        if (!m_spaces.empty())
            return tr("Click the space for the alliance marker: it says which of your fiefs allies.");
        return m_partners.empty() ? tr("Click the fief to ally with.")
                                  : tr("Click another fief to take into the alliance (1 ducat more), or make it now.");
    default:
        return {};
    }
}

void FiefsController::chooseAction(Action action)
{
    if (isComputerToMove() || state().step != Step::action)
        return;
    if (m_action == action) {
        cancelAction();
        return;
    }
    if (const auto why = why_not(state(), action)) {
        refuse(*why);
        return;
    }
    m_edges.clear();
    m_spaces.clear();
    if (action == Action::take_ducats) {
        m_action.reset();
        play(TakeDucats {});
        return;
    }
    if (action == Action::special_income) {
        m_action.reset();
        play(SpecialIncome {});
        return;
    }
    m_action = action;
    emit stateChanged();
}

void FiefsController::cancelAction()
{
    m_action.reset();
    m_edges.clear();
    m_spaces.clear();
    m_partners.clear();
    m_allianceFief.reset();
    emit stateChanged();
}

void FiefsController::pickEdge(Edge edge)
{
    const auto targets = targetEdges();
    if (std::ranges::find(targets, edge) == targets.end()) {
        if (!m_action || targets.empty())
            return;
        // Say why, in the engine's words: the borders picked so far and this one.
        auto edges = m_edges;
        edges.push_back(edge);
        if (const auto why = refusal_of(state(), PlaceBorders {edges}))
            refuse(*why);
        return;
    }
    m_edges.push_back(edge);
    if (static_cast<int>(m_edges.size()) < pieces_placed(*m_action)) {
        emit stateChanged();
        return;
    }
    const PlaceBorders move {m_edges};
    m_action.reset();
    m_edges.clear();
    play(move);
}

void FiefsController::pickSpace(Space space)
{
    const auto targets = targetSpaces();
    if (std::ranges::find(targets, space) == targets.end()) {
        if (const auto why = refusalAt(space))
            refuse(*why);
        return;
    }
    const State& s = state();
    auto playAndClear = [&](const Move& move) {
        m_action.reset();
        m_edges.clear();
        m_spaces.clear();
        play(move);
    };
    switch (s.step) {
    case Step::setup:
        if (m_spaces.empty()) {
            m_spaces.push_back(space);
            emit stateChanged();
        } else {
            playAndClear(PlaceCastle {m_spaces.front(), space});
        }
        return;
    case Step::free_knight:
        playAndClear(PlaceFreeKnight {space});
        return;
    case Step::join_fief: {
        const Regions regions(s.position);
        playAndClear(JoinFief {regions.of(space).castle});
        return;
    }
    default:
        break;
    }
    if (!m_action)
        return;
    switch (*m_action) {
    case Action::one_knight:
    case Action::two_knights:
        m_spaces.push_back(space);
        if (static_cast<int>(m_spaces.size()) < pieces_placed(*m_action)) {
            emit stateChanged();
            return;
        }
        playAndClear(PlaceKnights {m_spaces});
        return;
    case Action::expansion:
        if (const auto expansion = expansion_onto(s, space)) // the engine's: the strongest fief takes it
            playAndClear(*expansion);
        return;
    case Action::treason:
        if (m_spaces.empty()) {
            m_spaces.push_back(space);
            emit stateChanged();
        } else {
            playAndClear(AttemptTreason {m_spaces.front(), space});
        }
        return;
    case Action::alliance: {
        if (m_spaces.empty()) {
            m_spaces.push_back(space);
            emit stateChanged();
            return;
        }
        for (const auto& alliance : markerChoices()) {
            const auto& partner = alliance.partners.front();
            if (partner.marker != space)
                continue;
            m_allianceFief = alliance.fief;
            m_partners.push_back(partner);
            m_spaces.clear();
            // With the sub-variant, more fiefs may join the alliance before it is made.
            if (s.settings.alliance_with_several && !allianceChoices().empty()) {
                emit stateChanged();
                return;
            }
            makeAlliance();
            return;
        }
        return;
    }
    default:
        return;
    }
}

std::optional<core::Error> FiefsController::refusalAt(Space space) const
{
    const State& s = state();
    if (isComputerToMove() || space < 0 || space >= space_count)
        return std::nullopt;
    // The engine's refusal of the move the click would make. Where the click is only half of a
    // move (a castle before its knight, a fief before its marker), every way to finish it is
    // tried: the click is refused only when all are, for the reason that concerns the click
    // itself rather than the half still to come.
    const auto firstOf
        = [&](const std::vector<Move>& tries, std::string_view secondHalf) -> std::optional<core::Error> {
        std::optional<core::Error> why;
        for (const Move& move : tries) {
            auto refused = refusal_of(s, move);
            if (!refused)
                return std::nullopt;
            if (!why || (why->code == secondHalf && refused->code != secondHalf))
                why = std::move(refused);
        }
        return why;
    };
    const Regions regions(s.position);
    switch (s.step) {
    case Step::setup: {
        if (!m_spaces.empty())
            return refusal_of(s, PlaceCastle {m_spaces.front(), space});
        std::vector<Move> tries;
        for (const Neighbour& next : neighbours(space))
            tries.emplace_back(PlaceCastle {space, next.space});
        return firstOf(tries, "fiefs_variant.first_knight_site");
    }
    case Step::free_knight:
        return refusal_of(s, PlaceFreeKnight {space});
    case Step::join_fief:
        return refusal_of(s, JoinFief {space});
    case Step::over:
    case Step::die:
        return std::nullopt;
    case Step::action:
        break;
    }
    if (!m_action)
        return std::nullopt;
    switch (*m_action) {
    case Action::one_knight:
    case Action::two_knights: {
        auto spaces = m_spaces;
        spaces.push_back(space);
        return refusal_of(s, PlaceKnights {spaces}); // a forest may be too dear for the ducats left
    }
    case Action::expansion: {
        // From each of the player's fiefs beside the space, else from each of them (the engine
        // then says the space is not next to the fief).
        std::vector<Move> beside;
        std::vector<Move> anywhere;
        for (const Neighbour& next : neighbours(space))
            if (const Region& region = regions.of(next.space);
                region.kind == RegionKind::fief && region.owner == s.current)
                beside.emplace_back(Expand {region.castle, space});
        for (const Region& region : regions.all())
            if (region.kind == RegionKind::fief && region.owner == s.current)
                anywhere.emplace_back(Expand {region.castle, space});
        return firstOf(beside.empty() ? anywhere : beside, {});
    }
    case Action::treason:
        return refusal_of(s, AttemptTreason {m_spaces.empty() ? space : m_spaces.front(), space});
    case Action::alliance: {
        std::vector<Move> tries;
        if (m_spaces.empty()) { // the fief to ally with: any marker would do
            for (const auto& alliance : legal_alliances(s))
                if (!m_allianceFief || alliance.fief == *m_allianceFief)
                    tries.emplace_back(AttemptAlliance {alliance.fief, {{space, alliance.partners.front().marker}}});
        } else {
            // The marker, with the fief chosen: only the player's fiefs that may ally with it are
            // tried (another's refusal would name the chosen fief, not the click).
            for (const auto& alliance : markerChoices())
                tries.emplace_back(AttemptAlliance {alliance.fief, {{m_spaces.front(), space}}});
        }
        return firstOf(tries, "fiefs_variant.alliance_marker");
    }
    default:
        return std::nullopt;
    }
}

std::vector<AttemptAlliance> FiefsController::allianceChoices() const
{
    auto choices = legal_alliances(state());
    // Once a fief is chosen: that fief's, with partners not yet in the alliance.
    std::erase_if(choices, [&](const AttemptAlliance& alliance) {
        return (m_allianceFief && alliance.fief != *m_allianceFief)
            || std::ranges::any_of(m_partners,
                [&](const AlliancePartner& chosen) { return chosen.fief == alliance.partners.front().fief; });
    });
    return choices;
}

std::vector<AttemptAlliance> FiefsController::markerChoices() const
{
    assert(!m_spaces.empty()); // the partner's fief picked
    const Regions regions(state().position);
    auto choices = allianceChoices();
    std::erase_if(choices, [&](const AttemptAlliance& alliance) {
        return regions.index_of(alliance.partners.front().fief) != regions.index_of(m_spaces.front());
    });
    return choices;
}

void FiefsController::makeAlliance()
{
    if (!m_allianceFief || m_partners.empty())
        return;
    const AttemptAlliance move {*m_allianceFief, m_partners};
    m_action.reset();
    m_spaces.clear();
    m_partners.clear();
    m_allianceFief.reset();
    play(move);
}

void FiefsController::declineKnight()
{
    if (!isComputerToMove() && state().step == Step::free_knight)
        play(PlaceFreeKnight {});
}

void FiefsController::onPlayed(const Move& move)
{
    // One line more, from the position the log had reached: no replay for a move played.
    m_log << FiefsTexts::moveText(m_logged, move, state(), names());
    noteDie(m_logged, move, state());
    m_logged = state();
    refresh();
}

void FiefsController::noteDie(const State& before, const Move& move, const State& after)
{
    if (std::holds_alternative<RollDie>(move) && after.roll)
        m_lastDie = RolledDie {before.turn_player, *after.roll};
}

void FiefsController::onRewound()
{
    rebuildLog();
    refresh();
}

void FiefsController::refresh()
{
    m_action.reset();
    m_edges.clear();
    m_spaces.clear();
    m_partners.clear();
    m_allianceFief.reset();
}

void FiefsController::rebuildLog()
{
    // One replay of the moves in force, after undo, redo or loading: the log follows them exactly.
    m_log.clear();
    m_lastDie.reset();
    const auto names = this->names();
    auto replayed = Rules::start(game().options());
    if (!replayed)
        return;
    State before = *replayed;
    for (const Move& move : game().history().applied()) {
        State after = before;
        if (!Rules::apply(after, move))
            break; // cannot happen: the game accepted these moves from this start
        m_log << FiefsTexts::moveText(before, move, after, names);
        noteDie(before, move, after);
        before = std::move(after);
    }
    m_logged = std::move(before);
}

std::optional<FiefsController::ComputerTurn> FiefsController::computerTurn() const
{
    const Control level = game().options().players[static_cast<std::size_t>(state().current)].control;
    // The strong player's own thinking (about a second) is part of its pause.
    const int pause = level == Control::strong ? strong_computer_pause_ms : computer_pause_ms;
    return ComputerTurn {
        [level](const State& position, std::stop_token stop) { return computer_move(position, level, stop); }, pause};
}

} // namespace tablee::fiefs_variant::ui
