// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/ui/diplomacy_controller.hpp"

#include "diplomacy_deadman/engine/computer.hpp"

#include "diplomacy_deadman/engine/validation.hpp"
#include "diplomacy_deadman/ui/diplomacy_texts.hpp"
#include "gui/elision.hpp"

#include <QTimer>

#include <algorithm>

namespace tablee::diplomacy_deadman::ui {

namespace {

const Map& map()
{
    return standard_map();
}

std::string textOf(const Order& order)
{
    return order_text(map(), order);
}

} // namespace

DiplomacyController::DiplomacyController(Game game, QObject* parent)
    : GameControllerOf<Game>(std::move(game), nullptr, parent)
{
    rebuildPhases();
    resetDrafts();
    skipPhaseLater();
    followComputers();
    // Every change of the drafts is saved at once, as a move is (saveGame).
    connect(this, &DiplomacyController::draftsChanged, this, &GameController::workInProgressChanged);
}

bool DiplomacyController::isComputer(Power power) const
{
    return !isSandbox() && options().computers[index(power)].has_value() && !position().dead_men.contains(power);
}

std::size_t DiplomacyController::peopleCount() const
{
    if (isSandbox())
        return 1;
    return static_cast<std::size_t>(std::ranges::count_if(
        all_powers, [this](Power power) { return !isComputer(power) && !position().dead_men.contains(power); }));
}

std::vector<Power> DiplomacyController::computersLeft() const
{
    auto left = writers_left(state());
    std::erase_if(left, [this](Power power) { return !isComputer(power); });
    return left;
}

std::optional<DiplomacyController::ComputerTurn> DiplomacyController::computerTurn() const
{
    const auto left = computersLeft();
    if (left.empty())
        return std::nullopt;
    const Power power = left.front();
    const ComputerLevel level = *options().computers[index(power)];
    const std::uint64_t seed = computer_seed(options().seed, position().phase, power);
    // Off the GUI thread, on its own copy of the state and of the phases played: what the power's
    // seat may see only (every played phase was revealed to the whole table).
    auto choose = [power, level, seed, played = m_phases](const State& state, std::stop_token stop) -> Move {
        return computer_hand_in(Rules::seen_by(state, index_of(power)), power, level, seed, played, stop);
    };
    // A short pause: the table sees each power's "handed in" come, and the thinking is quick.
    return ComputerTurn {std::move(choose), 400};
}

void DiplomacyController::suggestOrders()
{
    const auto power = writer();
    if (!isSandbox() || !power || state().over())
        return;
    const State seen = Rules::seen_by(state(), index_of(*power));
    const std::uint64_t seed = computer_seed(options().seed, position().phase, *power);
    m_suggesting = true;
    emit stateChanged();
    m_suggester.reschedule(
        [this, seen, power = *power, seed, played = m_phases](std::stop_token stop) -> std::function<void()> {
            const HandIn suggested = computer_hand_in(seen, power, ComputerLevel::strong, seed, played, stop);
            return [this, power, suggested] { takeSuggestion(power, suggested); };
        },
        0);
}

void DiplomacyController::forgetSuggestion()
{
    m_suggester.reschedule(std::nullopt, 0);
    m_suggesting = false;
}

void DiplomacyController::takeSuggestion(Power power, const HandIn& suggested)
{
    // Each order as the choices offer it, as if the person had picked it (the computer writes
    // only such orders; a waive, which ends the builds, is no draft).
    const Power owner[] = {power};
    auto drafts = draftsRead(owner, suggested.orders).drafts;
    // What the person wrote stays: the suggestion fills the units still without an order, or
    // replaces everything when every unit had one (asking again is asking for the whole).
    auto& written = m_orders[index(power)];
    const bool allWritten
        = std::ranges::all_of(drafts, [&](const auto& draft) { return written.contains(draft.first); });
    if (allWritten)
        written = std::move(drafts);
    else
        for (auto& [province, order] : drafts)
            written.try_emplace(province, std::move(order));
    m_suggesting = false;
    setSandboxPower(power);
    emit draftsChanged();
    emit stateChanged();
}

void DiplomacyController::skipPhaseLater()
{
    if (!nobodyWrites())
        return;
    // Played from the event loop, not inside the signals of the move that led here.
    QTimer::singleShot(0, this, [this] {
        if (nobodyWrites())
            handIn();
    });
}

void DiplomacyController::redo()
{
    GameControllerOf::redo();
    while (canRedo() && nobodyWrites())
        GameControllerOf::redo();
    skipPhaseLater();
}

int DiplomacyController::handedInCount() const
{
    return static_cast<int>(std::ranges::count_if(writers(), [this](Power power) { return hasHandedIn(power); }));
}

bool DiplomacyController::deadMenDecide() const
{
    return dead_men_decide(map(), position());
}

void DiplomacyController::setSandboxPower(Power power)
{
    if (!isSandbox() || m_sandboxPower == power)
        return;
    m_sandboxPower = power;
    emit draftsChanged();
    emit stateChanged();
}

std::optional<Power> DiplomacyController::writer() const
{
    if (isSandbox()) {
        const auto all = writers();
        if (m_sandboxPower && std::ranges::find(all, *m_sandboxPower) != all.end())
            return m_sandboxPower;
        return all.empty() ? std::nullopt : std::optional<Power>(all.front());
    }
    auto left = writers_left(state());
    std::erase_if(left, [this](Power power) { return isComputer(power); }); // they write by themselves
    if (m_nextWriter && std::ranges::find(left, *m_nextWriter) != left.end())
        return m_nextWriter;
    return left.empty() ? std::nullopt : std::optional<Power>(left.front());
}

void DiplomacyController::chooseNextWriter(Power power)
{
    if (isSandbox() || hasHandedIn(power) || m_nextWriter == power || isComputer(power))
        return;
    m_nextWriter = power;
    emit draftsChanged();
    emit stateChanged();
}

const std::map<ProvinceId, Order>& DiplomacyController::drafts(Power power, bool proposals) const
{
    return proposals ? m_proposals[index(power)] : m_orders[index(power)];
}

std::vector<Power> DiplomacyController::owners(bool proposal) const
{
    if (proposal)
        return writer() ? position().dead_men.powers() : std::vector<Power> {};
    if (const auto who = writer())
        return {*who};
    return {};
}

std::vector<Order> DiplomacyController::choices(ProvinceId province, bool proposal) const
{
    auto offered = rulesChoices(province, proposal);
    // In a Winter, a build (or disband) beyond the count is no choice once the others are written.
    if (position().phase.kind == PhaseKind::adjustments)
        std::erase_if(offered, [&](const Order& order) { return beyondCount(order, proposal) != VoidReason::none; });
    return offered;
}

std::vector<Order> DiplomacyController::rulesChoices(ProvinceId province, bool proposal) const
{
    // A province holds the unit, or is the home centre, of one power at most: the first owner
    // with choices there is the one.
    for (Power owner : owners(proposal))
        if (const auto& known = knownChoices(owner, province); !known.empty())
            return known;
    return {};
}

std::vector<Order> DiplomacyController::anyPowersChoices(ProvinceId province) const
{
    assert(writesForAnyUnit());
    for (const Power power : all_powers) // a unit is one power's
        if (const auto& known = knownChoices(power, province); !known.empty())
            return known;
    return {};
}

const std::vector<Order>& DiplomacyController::knownChoices(Power owner, ProvinceId province) const
{
    // The same position is asked about at every redraw (completion, highlights, clicks): each
    // answer is kept until a move changes the position.
    const auto key = std::pair(owner, province);
    auto known = m_choices.find(key);
    if (known == m_choices.end())
        known = m_choices.emplace(key, choicesFor(owner, province)).first;
    return known->second;
}

std::vector<Order> DiplomacyController::writtenOrders(bool proposal) const
{
    std::vector<Order> written;
    if (const auto who = writer())
        for (const auto& [place, draft] : drafts(*who, proposal))
            written.push_back(draft);
    return written;
}

VoidReason DiplomacyController::beyondCount(const Order& order, bool proposal) const
{
    const auto written = writtenOrders(proposal);
    for (Power owner : owners(proposal))
        if (const auto reason = beyond_adjustment_count(map(), position(), owner, written, order);
            reason != VoidReason::none)
            return reason;
    return VoidReason::none;
}

AdjustmentCount DiplomacyController::adjustmentCount(Power power, bool proposal) const
{
    return adjustment_count(map(), position(), power, writtenOrders(proposal));
}

std::vector<Order> DiplomacyController::choicesFor(Power owner, ProvinceId province) const
{
    const auto& position = this->position();
    switch (position.phase.kind) {
    case PhaseKind::movement: {
        const auto unit = unit_in(map(), position.units, province);
        if (!unit || unit->power != owner)
            return {};
        return movement_choices(map(), position, province);
    }
    case PhaseKind::retreats: {
        const bool theirs = std::ranges::any_of(position.dislodged, [&](const DislodgedUnit& d) {
            return d.unit.power == owner && map().province_of(d.unit.location) == province;
        });
        return theirs ? retreat_choices(map(), position, province) : std::vector<Order> {};
    }
    case PhaseKind::adjustments: {
        // A build or disband is written for its centre or unit; not building is the default.
        std::vector<Order> here;
        for (const Order& order : adjustment_choices(map(), position, owner))
            if (order.kind != OrderKind::waive && map().province_of(order.unit) == province)
                here.push_back(order);
        return here;
    }
    }
    return {};
}

bool DiplomacyController::write(const QString& text, bool proposal)
{
    const auto read = canonicalOrder(text.trimmed().toStdString());
    if (!read) {
        refuse(read.error());
        return false;
    }
    const Order& order = *read;
    const auto& position = this->position();
    const std::vector<Unit> units = unitsOnBoard();
    if (order.unit == no_location) {
        refuse({"diplomacy_deadman.order_syntax", "an order for no unit", {text.toStdString(), "a unit"}});
        return false;
    }
    if (isSandbox() && !proposal) { // whoever's unit it is: the one person writes them all
        const ProvinceId place = map().province_of(order.unit);
        for (const Unit& unit : units)
            if (map().province_of(unit.location) == place)
                setSandboxPower(unit.power);
        if (order.kind == OrderKind::build && position.owners[place])
            setSandboxPower(*position.owners[place]);
    }
    const auto choices = rulesChoices(map().province_of(order.unit), proposal);
    const std::string wanted = textOf(order);
    const auto found = std::ranges::find_if(choices, [&](const Order& choice) { return textOf(choice) == wanted; });
    if (found == choices.end()) {
        const auto owners = this->owners(proposal);
        const VoidReason reason
            = owners.empty() ? VoidReason::wrong_phase : why_not_a_choice(map(), position, owners, order);
        QString why = DiplomacyTexts::voidReason(reason);
        if (reason == VoidReason::foreign_unit && proposal && writer()) {
            // One's own unit, written among the dead man's proposals: say where its order goes.
            if (const auto unit = unit_in(map(), units, map().province_of(order.unit));
                unit && unit->power == *writer())
                why = tr("it is one of your own units: its order is written under “Orders for my units”");
        }
        if (reason == VoidReason::coast_needed && order.kind == OrderKind::build) { // the two builds
            QStringList builds;
            for (const Order& choice : choices)
                if (choice.kind == OrderKind::build && choice.unit_type == order.unit_type
                    && map().province_of(choice.unit) == map().province_of(order.unit))
                    builds << QString::fromStdString(textOf(choice));
            if (builds.size() == 2)
                why = tr("a fleet is built on one of the two coasts: write %1 or %2").arg(builds[0], builds[1]);
        } else if (reason == VoidReason::coast_needed) { // name the coasts it could write
            QStringList coasts;
            for (const Order& choice : choices)
                if (choice.kind == order.kind && choice.target != no_location
                    && map().province_of(choice.target) == map().province_of(order.target))
                    coasts << QString::fromStdString(map().location(choice.target).code);
            if (coasts.size() == 2)
                why = tr("two coasts can be reached: write %1 or %2").arg(coasts[0], coasts[1]);
        }
        emit orderRefused(QString::fromStdString(wanted), why);
        return false;
    }
    return write(*found, proposal);
}

bool DiplomacyController::write(const Order& order, bool proposal)
{
    const auto who = writer();
    if (!who)
        return false;
    if (const VoidReason beyond = beyondCount(order, proposal); beyond != VoidReason::none) {
        emit orderRefused(QString::fromStdString(textOf(order)), DiplomacyTexts::voidReason(beyond));
        return false;
    }
    auto& drafts = proposal ? m_proposals[index(*who)] : m_orders[index(*who)];
    drafts.insert_or_assign(map().province_of(order.unit), order);
    emit draftsChanged();
    emit stateChanged();
    return true;
}

void DiplomacyController::erase(ProvinceId province, bool proposal)
{
    const auto who = writer();
    if (!who)
        return;
    auto& drafts = proposal ? m_proposals[index(*who)] : m_orders[index(*who)];
    if (drafts.erase(province) > 0) {
        emit draftsChanged();
        emit stateChanged();
    }
}

bool DiplomacyController::writerHasOwnDecision() const
{
    const auto who = writer();
    return who && has_decisions(map(), position(), *who);
}

std::vector<ProvinceId> DiplomacyController::unordered(bool proposal) const
{
    std::vector<ProvinceId> missing;
    const auto owners = this->owners(proposal);
    const auto who = writer();
    if (owners.empty() || !who)
        return missing;
    const auto& written = drafts(*who, proposal);
    const auto& position = this->position();
    const auto consider = [&](const Unit& unit) {
        const ProvinceId province = map().province_of(unit.location);
        if (std::ranges::find(owners, unit.power) != owners.end() && !written.contains(province))
            missing.push_back(province);
    };
    if (position.phase.kind == PhaseKind::movement)
        std::ranges::for_each(position.units, consider);
    else if (position.phase.kind == PhaseKind::retreats)
        for (const DislodgedUnit& d : position.dislodged)
            consider(d.unit);
    return missing;
}

namespace {

std::vector<std::string> textsOf(const std::map<ProvinceId, Order>& drafts)
{
    std::vector<std::string> texts;
    for (const auto& [province, order] : drafts)
        texts.push_back(textOf(order));
    return texts;
}

} // namespace

PhaseOrders DiplomacyController::draftedPhase() const
{
    PhaseOrders phase;
    for (Power power : all_powers) {
        phase.orders[index(power)] = textsOf(m_orders[index(power)]);
        phase.proposals[index(power)] = textsOf(m_proposals[index(power)]);
    }
    return phase;
}

HandIn DiplomacyController::draftedHandIn(Power power) const
{
    return {power, textsOf(m_orders[index(power)]), textsOf(m_proposals[index(power)])};
}

void DiplomacyController::handIn()
{
    const auto who = writer();
    if (isSandbox() || !who) {
        // "Adjudicate" in a sandbox, or a phase where nobody has anything to decide: the whole
        // phase at once, every order as written.
        playTracked(draftedPhase());
        return;
    }
    playTracked(draftedHandIn(*who));
}

QString DiplomacyController::redoWriterName() const
{
    const auto* handIn = std::get_if<HandIn>(moveToRedo()); // none without a move to redo
    return handIn ? DiplomacyTexts::playerName(options(), position(), handIn->power) : QString();
}

bool DiplomacyController::redoDiffersFromDrafts() const
{
    if (!canRedo())
        return false;
    // Nothing written here (a game opened at its start, drafts erased): nothing to lose.
    const Move& next = *moveToRedo();
    const auto written
        = [](const auto& texts) { return std::ranges::any_of(texts, [](const auto& list) { return !list.empty(); }); };
    if (const auto* phase = std::get_if<PhaseOrders>(&next)) {
        const PhaseOrders drafted = draftedPhase();
        return (written(drafted.orders) || written(drafted.proposals)) && *phase != drafted;
    }
    if (const auto* handIn = std::get_if<HandIn>(&next)) { // a computer's is its own, never drafted
        const HandIn drafted = draftedHandIn(handIn->power);
        return !isComputer(handIn->power) && (!drafted.orders.empty() || !drafted.proposals.empty())
            && *handIn != drafted;
    }
    return false;
}

QString DiplomacyController::moveText(const Move& move) const
{
    if (const auto* handIn = std::get_if<HandIn>(&move))
        return gui::elideBeforeNames(
            tr("%1’s orders").arg(DiplomacyTexts::playerName(options(), position(), handIn->power)));
    if (std::holds_alternative<PhaseOrders>(move))
        return tr("the adjudication");
    return tr("the agreed draw");
}

void DiplomacyController::agreeDraw()
{
    playTracked(AgreeDraw {});
}

bool DiplomacyController::playTracked(const Move& move)
{
    // The phase the move plays (adjudicated once, by the move itself) is kept for the reveal by
    // onPlayed, without applying the move again.
    std::optional<PhasePlayed> played;
    m_reported = &played;
    const bool accepted = play(move, played);
    m_reported = nullptr;
    return accepted;
}

std::vector<GameState> DiplomacyController::positions() const
{
    std::vector<GameState> positions;
    for (const PhasePlayed& phase : m_phases)
        positions.push_back(phase.before);
    positions.push_back(position());
    return positions;
}

const PhasePlayed* DiplomacyController::lastPlayed() const
{
    const std::size_t cursor = game().history().cursor();
    if (m_phases.empty() || m_phases.back().move + 1 != cursor)
        return nullptr;
    return &m_phases.back();
}

bool DiplomacyController::onlyComputersSinceLastPhase() const
{
    if (m_phases.empty())
        return false;
    const auto moves = game().history().applied();
    for (std::size_t i = m_phases.back().move + 1; i < moves.size(); ++i) {
        const auto* handIn = std::get_if<HandIn>(&moves[i]);
        if (!handIn || !isComputer(handIn->power))
            return false;
    }
    return true;
}

std::vector<const PhasePlayed*> DiplomacyController::revealedPhases() const
{
    std::vector<const PhasePlayed*> shown;
    // The computers may have handed in for the next phase since: the table still reads this one.
    if (!lastPlayed() && !onlyComputersSinceLastPhase())
        return shown;
    // Played by itself, or by computers alone: nobody at the table wrote in it.
    const auto playedByItself = [this](const PhasePlayed& phase) {
        State before;
        before.position = phase.before;
        return std::ranges::all_of(
            diplomacy_deadman::writers(before), [this](Power power) { return isComputer(power); });
    };
    for (auto phase = m_phases.rbegin(); phase != m_phases.rend(); ++phase) {
        shown.push_back(&*phase);
        if (!playedByItself(*phase))
            break;
    }
    std::ranges::reverse(shown); // oldest first
    return shown;
}

void DiplomacyController::rebuildPhases()
{
    m_phases = phases_played(game().initial_state(), game().history().applied());
}

void DiplomacyController::resetDrafts()
{
    // What was written in the position left is kept: back there (undo, redo), it comes back.
    const auto written = [](const auto& drafts) { return !drafts.empty(); };
    if (std::ranges::any_of(m_orders, written) || std::ranges::any_of(m_proposals, written)) {
        std::erase_if(m_keptDrafts, [this](const KeptDrafts& kept) { return kept.position == m_draftsPosition; });
        if (m_keptDrafts.size() == max_kept_drafts)
            m_keptDrafts.erase(m_keptDrafts.begin()); // the oldest
        m_keptDrafts.push_back({m_draftsPosition, m_orders, m_proposals});
    }
    m_choices.clear(); // drafts are reset when the position changes: so are its choices
    for (auto& drafts : m_orders)
        drafts.clear();
    for (auto& drafts : m_proposals)
        drafts.clear();
    m_nextWriter.reset();
    m_draftsPosition = position();
    const auto kept = std::ranges::find(m_keptDrafts, m_draftsPosition, &KeptDrafts::position);
    if (kept != m_keptDrafts.end()) {
        // Only the powers still to write get theirs back: a hand-in in force is not a draft.
        for (Power power : all_powers)
            if (!hasHandedIn(power)) {
                m_orders[index(power)] = kept->orders[index(power)];
                m_proposals[index(power)] = kept->proposals[index(power)];
            }
        m_keptDrafts.erase(kept);
    }
}

void DiplomacyController::onPlayed(const Move& move)
{
    m_draftsDropped = false; // said until the table moves on
    forgetSuggestion(); // a suggestion for the position before
    // The phase the move played, reported by playTracked; a move played otherwise: the phases are
    // found again from the history.
    if (m_reported) {
        if (*m_reported) {
            (*m_reported)->move = game().history().cursor() - 1;
            m_phases.push_back(std::move(**m_reported));
        }
    } else {
        rebuildPhases();
    }
    if (lastPlayed())
        m_reportRead.reset(); // a phase played just now (after an undo, perhaps by the same move's number)
    skipPhaseLater();
    // A hand-in that leaves others to write: its orders are in the game now; the others' drafts
    // stay as they are.
    if (const auto* handIn = std::get_if<HandIn>(&move); handIn && !lastPlayed()) {
        m_orders[index(handIn->power)].clear();
        m_proposals[index(handIn->power)].clear();
        // A computer handing in while a person writes leaves the writer as it is.
        if (m_nextWriter == handIn->power)
            m_nextWriter.reset();
        return;
    }
    resetDrafts();
}

void DiplomacyController::onRewound()
{
    m_draftsDropped = false; // said until the table moves on
    forgetSuggestion();
    rebuildPhases();
    // Still the same phase (a hand-in taken back or played again): what the others have drafted
    // and not handed in yet stays theirs; another phase starts afresh.
    if (position() == m_draftsPosition) {
        for (Power power : all_powers)
            if (hasHandedIn(power)) {
                // A hand-in played again over drafts that differ from it (Redo): they are kept.
                auto& orders = m_orders[index(power)];
                auto& proposals = m_proposals[index(power)];
                if (!orders.empty() || !proposals.empty()) {
                    std::erase_if(m_keptWriting, [&](const KeptWriting& kept) {
                        return kept.power == power && kept.position == m_draftsPosition;
                    });
                    if (m_keptWriting.size() == max_kept_drafts)
                        m_keptWriting.erase(m_keptWriting.begin()); // the oldest
                    m_keptWriting.push_back({m_draftsPosition, power, std::move(orders), std::move(proposals)});
                }
                orders.clear();
                proposals.clear();
            }
        m_nextWriter.reset();
    } else {
        resetDrafts();
    }
    // A hand-in taken back: its orders come back as its writer's drafts (nothing written is lost),
    // and that writer is the next to write.
    const auto& history = game().history();
    if (history.can_redo())
        if (const auto* taken = std::get_if<HandIn>(&history.moves()[history.cursor()]);
            taken && !hasHandedIn(taken->power)) {
            const auto kept = std::ranges::find_if(m_keptWriting, [&](const KeptWriting& writing) {
                return writing.power == taken->power && writing.position == position();
            });
            if (kept != m_keptWriting.end()) { // drafts a Redo played the hand-in over
                m_orders[index(taken->power)] = std::move(kept->orders);
                m_proposals[index(taken->power)] = std::move(kept->proposals);
                m_keptWriting.erase(kept);
                m_nextWriter = taken->power;
            } else {
                takeBackIntoDrafts(*taken);
            }
        }
}

void DiplomacyController::onWithdrawn(const Move& move)
{
    forgetSuggestion();
    // The position is the same phase's, the others' hand-ins stand: only the writer's drafts change.
    if (const auto* taken = std::get_if<HandIn>(&move))
        takeBackIntoDrafts(*taken);
    emit draftsChanged();
}

void DiplomacyController::takeBackIntoDrafts(const HandIn& taken)
{
    auto& orders = m_orders[index(taken.power)];
    auto& proposals = m_proposals[index(taken.power)];
    // Drafts kept with the position (written since) stay as they are.
    if (orders.empty() && proposals.empty()) {
        const auto restore = [&](const std::vector<std::string>& texts, std::map<ProvinceId, Order>& into) {
            for (const std::string& text : texts)
                if (const auto order = canonicalOrder(text))
                    into.insert_or_assign(map().province_of(order->unit), *order);
        };
        restore(taken.orders, orders);
        restore(taken.proposals, proposals);
    }
    m_nextWriter = taken.power;
}

bool DiplomacyController::takeBackHandIn(Power power)
{
    return !isSandbox() && !isComputer(power) && takeBackSealed(index_of(power));
}

bool DiplomacyController::mayTakeBackHandIn(Power power) const
{
    return !isSandbox() && !isComputer(power) && hasSealed(index_of(power));
}

QString DiplomacyController::seatName(std::size_t seat) const
{
    return DiplomacyTexts::playerName(options(), position(), all_powers[seat]);
}

std::vector<Unit> DiplomacyController::unitsOnBoard() const
{
    std::vector<Unit> units = position().units;
    for (const DislodgedUnit& d : position().dislodged)
        units.push_back(d.unit);
    return units;
}

core::Expected<Order> DiplomacyController::canonicalOrder(const std::string& text) const
{
    auto parsed = parse_order(map(), text);
    if (!parsed)
        return parsed;
    return canonical_order(map(), unitsOnBoard(), *parsed, position().phase.kind == PhaseKind::retreats);
}

DiplomacyController::DraftsRead DiplomacyController::draftsRead(
    std::span<const Power> owners, const std::vector<std::string>& texts) const
{
    DraftsRead read;
    std::vector<Order> written; // so far, for a Winter's counts
    for (const std::string& text : texts) {
        const auto order = canonicalOrder(text);
        std::optional<std::pair<Power, Order>> found; // whose choice, and which
        if (order && order->unit != no_location) {
            const std::string wanted = textOf(*order);
            for (const Power owner : owners) {
                const auto& choices = knownChoices(owner, map().province_of(order->unit));
                const auto it
                    = std::ranges::find_if(choices, [&](const Order& choice) { return textOf(choice) == wanted; });
                if (it != choices.end()) {
                    found = std::pair(owner, *it);
                    break;
                }
            }
        }
        if (!found
            || beyond_adjustment_count(map(), position(), found->first, written, found->second) != VoidReason::none) {
            ++read.leftOut;
            continue;
        }
        written.push_back(found->second);
        read.drafts.insert_or_assign(map().province_of(found->second.unit), found->second);
    }
    return read;
}

namespace {
// Beside the moves in a save's `game` object: {"moves": the moves in force when written (the
// drafts are for the position they lead to), "hand_ins": [each writer's drafts as its HandIn
// move], "writer": the power writing then (optional)}.
const char* const drafts_key = "drafts_in_progress";
// Beside them: the move that played the phase whose reveal the table went on from.
const char* const report_read_key = "report_read";
} // namespace

void DiplomacyController::markReportRead()
{
    if (m_phases.empty() || lastReportRead())
        return;
    m_reportRead = m_phases.back().move;
    emit workInProgressChanged(); // saved at once, as drafts are
}

nlohmann::json DiplomacyController::saveGame() const
{
    auto saved = GameControllerOf<Game>::saveGame();
    if (lastReportRead())
        saved[report_read_key] = *m_reportRead;
    auto handIns = nlohmann::json::array();
    for (const Power power : all_powers)
        if (hasDrafts(power))
            handIns.push_back(Rules::move_to_json(draftedHandIn(power)));
    if (handIns.empty())
        return saved;
    auto& drafts = saved[drafts_key];
    drafts = {{"moves", game().history().cursor()}, {"hand_ins", std::move(handIns)}};
    if (const auto writing = isSandbox() ? m_sandboxPower : m_nextWriter)
        drafts["writer"] = std::string(power_code(*writing));
    return saved;
}

bool DiplomacyController::resumeWorkInProgress(const nlohmann::json& saved)
{
    if (saved.is_object() && saved.contains(report_read_key) && saved[report_read_key].is_number_unsigned()
        && !m_phases.empty() && saved[report_read_key].get<std::size_t>() == m_phases.back().move) {
        m_reportRead = m_phases.back().move;
        emit reportReadRestored();
    }
    if (!saved.is_object() || !saved.contains(drafts_key))
        return true;
    const auto drop = [this] {
        m_draftsDropped = true;
        emit savedDraftsDropped();
        emit stateChanged();
        return false;
    };
    const auto& kept = saved[drafts_key];
    if (!kept.is_object() || !kept.contains("moves") || kept["moves"] != game().history().cursor()
        || !kept.contains("hand_ins") || !kept["hand_ins"].is_array() || state().over())
        return drop();
    std::array<std::map<ProvinceId, Order>, power_count> orders, proposals;
    const auto writing = writers();
    const auto deadMen = position().dead_men.powers();
    for (const auto& json : kept["hand_ins"]) {
        const auto move = core::move_from_json<Rules>(json);
        const auto* drafted = move ? std::get_if<HandIn>(&*move) : nullptr;
        if (!drafted || std::ranges::find(writing, drafted->power) == writing.end() || hasHandedIn(drafted->power)
            || isComputer(drafted->power))
            return drop();
        const Power own[] = {drafted->power};
        auto read = draftsRead(own, drafted->orders);
        auto readProposals = draftsRead(deadMen, drafted->proposals);
        if (read.leftOut > 0 || readProposals.leftOut > 0)
            return drop();
        orders[index(drafted->power)] = std::move(read.drafts);
        proposals[index(drafted->power)] = std::move(readProposals.drafts);
    }
    m_orders = std::move(orders);
    m_proposals = std::move(proposals);
    if (kept.contains("writer") && kept["writer"].is_string())
        if (const auto power = power_from_name(kept["writer"].get<std::string>()))
            isSandbox() ? setSandboxPower(*power) : chooseNextWriter(*power);
    emit draftsChanged();
    emit stateChanged();
    return true;
}

} // namespace tablee::diplomacy_deadman::ui
