// SPDX-License-Identifier: GPL-3.0-or-later
// Runs one DATC case from a data file of tests/data/diplomacy_deadman/datc/ (format in the files'
// header): datc_runner <file> <case number>. Exit 0 when every expected position matches.
// Each case is its own ctest entry ("datc 6.A.1"), registered by CMake from the files.

#include "diplomacy_deadman/engine/game.hpp"
#include "diplomacy_deadman/engine/orders.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace dip = tablee::diplomacy_deadman;

namespace {

struct Block {
    std::string section;
    std::string argument;
    std::vector<std::string> lines;
};

std::string trim(const std::string& text)
{
    const auto first = text.find_first_not_of(" \t\r");
    if (first == std::string::npos)
        return "";
    return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

// "England: F North Sea - Picardy" -> power and the rest.
bool split_power(const std::string& line, dip::Power& power, std::string& rest)
{
    const auto colon = line.find(':');
    if (colon == std::string::npos)
        return false;
    const auto found = dip::power_from_name(trim(line.substr(0, colon)));
    if (!found)
        return false;
    power = *found;
    rest = trim(line.substr(colon + 1));
    return true;
}

std::string describe(const dip::Map& map, const dip::Unit& unit)
{
    return std::string(dip::power_name_en(unit.power)) + ": " + dip::unit_text(map, unit);
}

std::vector<std::string> described(const dip::Map& map, const std::vector<dip::Unit>& units)
{
    std::vector<std::string> out;
    for (const auto& unit : units)
        out.push_back(describe(map, unit));
    std::sort(out.begin(), out.end());
    return out;
}

std::string joined(const std::vector<std::string>& lines)
{
    std::string out;
    for (const auto& line : lines)
        out += "\n    " + line;
    return out.empty() ? "\n    (none)" : out;
}

void report(const dip::Map& map, const std::vector<dip::OrderEntry>& orders, const dip::PhaseReport& phase)
{
    if (phase.movement) {
        for (const auto& r : phase.movement->units)
            std::cerr << "  " << describe(map, r.unit) << "  " << dip::order_text(map, r.order) << "  -> "
                      << dip::outcome_code(r.outcome)
                      << (r.outcome == dip::Outcome::voided ? " (" + std::string(dip::void_reason_code(r.reason)) + ")"
                                                            : "")
                      << (r.dislodged ? " DISLODGED" : "") << '\n';
        for (const auto& r : phase.movement->rejected)
            std::cerr << "  rejected: " << dip::order_text(map, orders[r.entry].order) << " ("
                      << dip::void_reason_code(r.reason) << ")\n";
    }
    if (phase.retreats)
        for (const auto& r : phase.retreats->units)
            std::cerr << "  " << describe(map, r.unit.unit) << "  " << dip::order_text(map, r.order) << "  -> "
                      << dip::outcome_code(r.outcome) << " (" << dip::void_reason_code(r.reason) << ")\n";
    if (phase.adjustments)
        for (const auto& r : phase.adjustments->orders)
            std::cerr << "  " << dip::order_text(map, r.order) << "  -> " << dip::outcome_code(r.outcome) << " ("
                      << dip::void_reason_code(r.reason) << ")\n";
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::cerr << "usage: datc_runner <file> <case number, e.g. 6.A.1>\n";
        return 2;
    }
    const auto& loaded = dip::load_standard_map();
    if (!loaded) {
        std::cerr << loaded.error().message << '\n';
        return 1;
    }
    const dip::Map& map = *loaded;
    std::ifstream file(argv[1]);
    if (!file) {
        std::cerr << "cannot read " << argv[1] << '\n';
        return 1;
    }
    const std::string wanted = argv[2];
    std::vector<Block> blocks;
    bool inside = false;
    bool found = false;
    std::string line;
    while (std::getline(file, line)) {
        line = trim(line);
        if (line.empty() || line.front() == '#')
            continue;
        if (line.rfind("CASE ", 0) == 0) {
            std::istringstream words(line.substr(5));
            std::string number;
            words >> number;
            inside = number == wanted;
            found = found || inside;
            continue;
        }
        if (!inside)
            continue;
        if (line == "END") {
            inside = false;
            continue;
        }
        const std::string head = line.substr(0, line.find(' '));
        if (head == "PHASE" || head == "PRESTATE" || head == "PRESTATE_CENTRES" || head == "ORDERS"
            || head == "POSTSTATE" || head == "POSTSTATE_DISLODGED") {
            blocks.push_back({head, head.size() < line.size() ? trim(line.substr(head.size())) : "", {}});
            continue;
        }
        if (blocks.empty()) {
            std::cerr << "line outside a section: " << line << '\n';
            return 1;
        }
        blocks.back().lines.push_back(line);
    }
    if (!found) {
        std::cerr << "no case " << wanted << " in " << argv[1] << '\n';
        return 1;
    }

    dip::GameState state = dip::initial_state(map);
    state.units.clear();
    bool centres_given = false;
    int failures = 0;
    int checks = 0;
    std::vector<dip::OrderEntry> last_orders;
    dip::PhaseReport last_report;
    for (const Block& block : blocks) {
        if (block.section == "PHASE") {
            auto phase = dip::parse_phase(block.argument);
            if (!phase) {
                std::cerr << phase.error().message << '\n';
                return 1;
            }
            state = dip::initial_state(map);
            state.units.clear();
            state.phase = *phase;
            centres_given = false;
            continue;
        }
        if (block.section == "PRESTATE" || block.section == "PRESTATE_CENTRES") {
            for (const auto& entry : block.lines) {
                dip::Power power {};
                std::string rest;
                if (!split_power(entry, power, rest)) {
                    std::cerr << "bad line: " << entry << '\n';
                    return 1;
                }
                if (block.section == "PRESTATE") {
                    auto unit = dip::parse_unit(map, power, rest);
                    if (!unit) {
                        std::cerr << unit.error().message << '\n';
                        return 1;
                    }
                    state.units.push_back(*unit);
                    continue;
                }
                if (!centres_given) {
                    std::fill(state.owners.begin(), state.owners.end(), std::nullopt);
                    centres_given = true;
                }
                std::istringstream codes(rest);
                std::string code;
                while (codes >> code) {
                    const auto province = map.find_province(code);
                    if (!province) {
                        std::cerr << "unknown centre " << code << '\n';
                        return 1;
                    }
                    state.owners[*province] = power;
                }
            }
            auto sorted = dip::canonical_units(map, state.units);
            if (!sorted) {
                std::cerr << sorted.error().message << '\n';
                return 1;
            }
            state.units = *sorted;
            continue;
        }
        if (block.section == "ORDERS") {
            last_orders.clear();
            for (const auto& entry : block.lines) {
                dip::Power power {};
                std::string rest;
                if (!split_power(entry, power, rest)) {
                    std::cerr << "bad line: " << entry << '\n';
                    return 1;
                }
                auto order = dip::parse_order(map, rest);
                if (!order) {
                    std::cerr << "FAIL: the order \"" << rest << "\" does not parse: " << order.error().message << '\n';
                    return 1;
                }
                last_orders.push_back({power, *order});
            }
            const std::string phase = dip::phase_text(state.phase);
            auto stepped = dip::step(map, state, last_orders);
            if (!stepped) {
                std::cerr << "FAIL: " << phase << " refused: " << stepped.error().message << '\n';
                return 1;
            }
            state = std::move(stepped->state);
            last_report = std::move(stepped->report);
            continue;
        }
        std::vector<std::string> expected;
        for (const auto& entry : block.lines) {
            dip::Power power {};
            std::string rest;
            if (!split_power(entry, power, rest)) {
                std::cerr << "bad line: " << entry << '\n';
                return 1;
            }
            auto unit = dip::parse_unit(map, power, rest);
            if (!unit) {
                std::cerr << unit.error().message << '\n';
                return 1;
            }
            expected.push_back(describe(map, *unit));
        }
        std::sort(expected.begin(), expected.end());
        std::vector<dip::Unit> dislodged;
        for (const auto& d : state.dislodged)
            dislodged.push_back(d.unit);
        const auto got = described(map, block.section == "POSTSTATE" ? state.units : dislodged);
        ++checks;
        if (got != expected) {
            ++failures;
            std::cerr << "FAIL: " << block.section << " differs.\n  expected:" << joined(expected)
                      << "\n  got:" << joined(got) << "\n  results:\n";
            report(map, last_orders, last_report);
        }
    }
    if (checks == 0) {
        std::cerr << "case " << wanted << " checks nothing\n";
        return 1;
    }
    if (failures == 0)
        std::cout << "datc " << wanted << ": " << checks << " positions as expected\n";
    return failures == 0 ? 0 : 1;
}
