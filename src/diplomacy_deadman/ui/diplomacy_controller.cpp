#include "diplomacy_deadman/ui/diplomacy_controller.hpp"

#include "diplomacy_deadman/engine/validation.hpp"
#include "diplomacy_deadman/ui/diplomacy_texts.hpp"

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
{ }

std::vector<Power> DiplomacyController::writers() const
{
    std::vector<Power> powers;
    if (state().over())
        return powers;
    const auto& position = this->position();
    const bool deadMenDecide = std::ranges::any_of(
        position.dead_men.powers(), [&](Power dead) { return has_decisions(map(), position, dead); });
    for (Power power : all_powers)
        if (!position.dead_men.contains(power) && (deadMenDecide || has_decisions(map(), position, power)))
            powers.push_back(power);
    return powers;
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
    const auto all = writers();
    if (isSandbox()) {
        if (m_sandboxPower && std::ranges::find(all, *m_sandboxPower) != all.end())
            return m_sandboxPower;
        return all.empty() ? std::nullopt : std::optional<Power>(all.front());
    }
    for (Power power : all)
        if (!m_handedIn[index(power)])
            return power;
    return std::nullopt;
}

const std::map<ProvinceId, std::string>& DiplomacyController::drafts(Power power, bool proposals) const
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
    // A province holds the unit, or is the home centre, of one power at most: the first owner
    // with choices there is the one.
    for (Power owner : owners(proposal)) {
        // The same position is asked about at every redraw (completion, highlights, clicks): each
        // answer is kept until a move changes the position.
        const auto key = std::pair(owner, province);
        auto known = m_choices.find(key);
        if (known == m_choices.end())
            known = m_choices.emplace(key, choicesFor(owner, province)).first;
        if (!known->second.empty())
            return known->second;
    }
    return {};
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
    auto parsed = parse_order(map(), text.trimmed().toStdString());
    if (!parsed) {
        refuse(parsed.error());
        return false;
    }
    const auto& position = this->position();
    std::vector<Unit> units = position.units;
    for (const DislodgedUnit& d : position.dislodged)
        units.push_back(d.unit);
    const Order order = canonical_order(map(), units, *parsed, position.phase.kind == PhaseKind::retreats);
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
    const auto choices = this->choices(map().province_of(order.unit), proposal);
    const std::string wanted = textOf(order);
    const auto found = std::ranges::find_if(choices, [&](const Order& choice) { return textOf(choice) == wanted; });
    if (found == choices.end()) {
        // Why not, in the adjudicator's words when it has them.
        VoidReason reason = VoidReason::wrong_phase;
        const auto owners = this->owners(proposal);
        if (position.phase.kind == PhaseKind::movement && !owners.empty())
            if (const auto board = BoardIndex::build(map(), position.units)) {
                const Unit* unit = board->unit_at(map().province_of(order.unit));
                const bool owned = unit && std::ranges::find(owners, unit->power) != owners.end();
                reason = check_movement_order(map(), *board, owned ? unit->power : owners.front(), order);
            }
        if (choices.empty() && reason == VoidReason::none)
            reason = VoidReason::foreign_unit;
        emit orderRefused(QString::fromStdString(wanted), DiplomacyTexts::voidReason(reason));
        return false;
    }
    return write(*found, proposal);
}

bool DiplomacyController::write(const Order& order, bool proposal)
{
    const auto who = writer();
    if (!who)
        return false;
    auto& drafts = proposal ? m_proposals[index(*who)] : m_orders[index(*who)];
    drafts[map().province_of(order.unit)] = textOf(order);
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

void DiplomacyController::handIn()
{
    if (isSandbox()) // "Adjudicate": every power's orders at once
        for (Power power : writers())
            m_handedIn[index(power)] = true;
    if (const auto who = writer(); who && !isSandbox())
        m_handedIn[index(*who)] = true;
    if (!isSandbox() && writer()) {
        emit draftsChanged();
        emit stateChanged();
        return;
    }
    // Everyone has written: the phase is played, every order as written.
    PhaseOrders phase;
    for (Power power : all_powers) {
        for (const auto& [province, text] : m_orders[index(power)])
            phase.orders[index(power)].push_back(text);
        for (const auto& [province, text] : m_proposals[index(power)])
            phase.proposals[index(power)].push_back(text);
    }
    play(phase);
}

void DiplomacyController::agreeDraw()
{
    play(AgreeDraw {});
}

std::vector<GameState> DiplomacyController::positions() const
{
    const auto& history = game().history();
    std::vector<GameState> positions;
    State state = game().initial_state();
    positions.push_back(state.position);
    for (std::size_t index = 0; index < history.cursor(); ++index) {
        if (!Rules::apply(state, history.moves()[index]))
            break; // cannot happen: the history in force replays (core::Game checks it)
        positions.push_back(state.position);
    }
    return positions;
}

std::optional<PlayedPhase> DiplomacyController::playedPhase(std::size_t index) const
{
    const auto& history = game().history();
    if (index >= history.cursor())
        return std::nullopt;
    const auto* phase = std::get_if<PhaseOrders>(&history.moves()[index]);
    if (!phase)
        return std::nullopt;
    auto before = Game::replay(options(), std::span<const Move>(history.moves().data(), index));
    if (!before)
        return std::nullopt;
    auto outcome = play_phase(*before, *phase);
    if (!outcome)
        return std::nullopt;
    return PlayedPhase {before->position, std::move(*outcome), *phase};
}

std::optional<PlayedPhase> DiplomacyController::lastPlayed() const
{
    const std::size_t cursor = game().history().cursor();
    return cursor == 0 ? std::nullopt : playedPhase(cursor - 1);
}

void DiplomacyController::resetDrafts()
{
    m_choices.clear(); // drafts are reset when the position changes: so are its choices
    for (auto& drafts : m_orders)
        drafts.clear();
    for (auto& drafts : m_proposals)
        drafts.clear();
    m_handedIn = {};
}

void DiplomacyController::onPlayed(const Move&)
{
    resetDrafts();
}

void DiplomacyController::onRewound()
{
    resetDrafts();
}

} // namespace tablee::diplomacy_deadman::ui
