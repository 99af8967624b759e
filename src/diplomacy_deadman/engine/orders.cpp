// SPDX-License-Identifier: GPL-3.0-or-later
#include "diplomacy_deadman/engine/orders.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cassert>
#include <functional>

namespace tablee::diplomacy_deadman {

namespace {

// Longer texts are refused before any work: no real order is this long.
constexpr std::size_t max_order_length = 400;
constexpr std::size_t max_tokens = 64;

struct Token {
    std::string raw; // as written
    std::string key; // normalise_name(raw); empty for punctuation
};

bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ':' || c == ';';
}

std::string lower(std::string_view text)
{
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

// Splits into words; '(' ')' '/' separate words; "-", "->", "=>" and the UTF-8 arrows and
// dashes become the move token "-". A hyphen inside a word splits it ("PAR-BUR") unless the
// word is part of a name ("Mid-Atlantic").
core::Expected<std::vector<Token>> tokenize(const Map& map, std::string_view text)
{
    std::vector<Token> tokens;
    std::string word;
    auto flush_word = [&]() {
        if (word.empty())
            return;
        const std::string lowered = lower(word);
        const auto& keep = map.hyphenated_words();
        if (word.find('-') != std::string::npos && std::find(keep.begin(), keep.end(), lowered) == keep.end()) {
            std::string part;
            for (char c : word) {
                if (c == '-') {
                    if (!part.empty())
                        tokens.push_back({part, normalise_name(part)});
                    tokens.push_back({"-", ""});
                    part.clear();
                } else
                    part.push_back(c);
            }
            if (!part.empty())
                tokens.push_back({part, normalise_name(part)});
        } else
            tokens.push_back({word, normalise_name(word)});
        word.clear();
    };
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const std::string_view rest = text.substr(i);
        if (is_space(c) || c == '(' || c == ')' || c == '/' || c == '.') {
            flush_word();
            continue;
        }
        // Arrows and dashes: "->", "=>", "→" (E2 86 92), "–" (E2 80 93), "—" (E2 80 94).
        std::size_t arrow = 0;
        if (rest.starts_with("->") || rest.starts_with("=>"))
            arrow = 2;
        else if (rest.starts_with("\xE2\x86\x92") || rest.starts_with("\xE2\x80\x93")
            || rest.starts_with("\xE2\x80\x94"))
            arrow = 3;
        else if (c == '-' && word.empty())
            arrow = 1;
        if (arrow > 0) {
            flush_word();
            tokens.push_back({"-", ""});
            i += arrow - 1;
            continue;
        }
        word.push_back(c);
    }
    flush_word();
    if (tokens.size() > max_tokens)
        return core::fail("diplomacy_deadman.order_too_long", "the order has too many words", {});
    return tokens;
}

template <std::size_t N> bool one_of(const std::string& key, const std::array<std::string_view, N>& words)
{
    return std::find(words.begin(), words.end(), key) != words.end();
}

// "t" (tient) is how French tables write a hold.
constexpr std::array<std::string_view, 8> hold_words {"h", "hold", "holds", "t", "tient", "tenir", "stand", "stands"};
constexpr std::array<std::string_view, 7> move_words {"m", "move", "moves", "to", "attack", "attacks", "attaque"};
constexpr std::array<std::string_view, 6> support_words {"s", "support", "supports", "soutient", "soutien", "sup"};
constexpr std::array<std::string_view, 6> convoy_words {"c", "convoy", "convoys", "convoie", "convoi", "transporte"};
constexpr std::array<std::string_view, 4> retreat_words {"r", "retreat", "retreats", "retraite"};
constexpr std::array<std::string_view, 11> disband_words {"d", "disband", "disbands", "remove", "removes", "dissout",
    "dissoudre", "licencie", "supprime", "destroy", "retire"};
constexpr std::array<std::string_view, 5> build_words {"b", "build", "builds", "construit", "construire"};
constexpr std::array<std::string_view, 4> waive_words {"waive", "waives", "renonce", "pass"};
constexpr std::array<std::string_view, 14> adjective_words {"austrian", "english", "british", "french", "german",
    "italian", "russian", "turkish", "autrichien", "anglais", "francais", "allemand", "italien", "russe"};

class Parser {
public:
    Parser(const Map& map, std::vector<Token> tokens, std::string_view text)
        : m_map(map), m_tokens(std::move(tokens)), m_text(text)
    { }

    core::Expected<Order> parse()
    {
        if (m_tokens.empty())
            return core::fail("diplomacy_deadman.order_empty", "the order is empty", {});
        skip_power_prefix();
        if (at_end())
            return expected_error("a unit");
        Order order;
        const std::string& first = m_tokens[m_pos].key;
        if (one_of(first, waive_words)) {
            ++m_pos;
            order.kind = OrderKind::waive;
            return finish(order);
        }
        // Prefix forms: "Build A Warsaw", "Remove A Paris".
        std::optional<OrderKind> prefix;
        if (one_of(first, build_words) && m_tokens.size() - m_pos > 1)
            prefix = OrderKind::build;
        else if (one_of(first, disband_words) && m_tokens.size() - m_pos > 1)
            prefix = OrderKind::disband;
        if (prefix) {
            ++m_pos;
            auto type = unit_type();
            auto place = location();
            if (!place)
                return std::unexpected(place.error());
            order.kind = *prefix;
            order.unit_type = type;
            order.unit = *place;
            return finish(order);
        }
        order.unit_type = unit_type();
        auto place = location();
        if (!place)
            return std::unexpected(place.error());
        order.unit = *place;
        if (at_end()) {
            order.kind = OrderKind::hold;
            return order;
        }
        const Token& verb = m_tokens[m_pos];
        if (one_of(verb.key, hold_words)) {
            ++m_pos;
            order.kind = OrderKind::hold;
            return finish(order);
        }
        if (is_move(verb)) {
            ++m_pos;
            if (!at_end() && m_tokens[m_pos].key == "to") // "moves to"
                ++m_pos;
            auto target = location();
            if (!target)
                return std::unexpected(target.error());
            order.kind = OrderKind::move;
            order.target = *target;
            order.via_convoy = via();
            return finish(order);
        }
        if (one_of(verb.key, retreat_words)) {
            ++m_pos;
            if (!at_end() && (is_move(m_tokens[m_pos]) || m_tokens[m_pos].key == "to"))
                ++m_pos;
            auto target = location();
            if (!target)
                return std::unexpected(target.error());
            order.kind = OrderKind::retreat;
            order.target = *target;
            return finish(order);
        }
        if (one_of(verb.key, disband_words)) {
            ++m_pos;
            order.kind = OrderKind::disband;
            return finish(order);
        }
        if (one_of(verb.key, build_words)) {
            ++m_pos;
            order.kind = OrderKind::build;
            return finish(order);
        }
        const bool support = one_of(verb.key, support_words);
        if (support || one_of(verb.key, convoy_words)) {
            ++m_pos;
            while (!at_end() && (one_of(m_tokens[m_pos].key, adjective_words) || power_from_name(m_tokens[m_pos].raw)))
                ++m_pos;
            order.other_type = unit_type();
            auto other = location();
            if (!other)
                return std::unexpected(other.error());
            order.other = *other;
            order.kind = support ? OrderKind::support : OrderKind::convoy;
            if (!at_end() && is_move(m_tokens[m_pos])) {
                ++m_pos;
                auto target = location();
                if (!target)
                    return std::unexpected(target.error());
                order.target = *target;
                via(); // "S A LON - BEL VIA": the tag says nothing about the support
            } else if (!support)
                return expected_error("\"-\" and the convoyed army's destination");
            else if (!at_end() && one_of(m_tokens[m_pos].key, hold_words))
                ++m_pos;
            return finish(order);
        }
        return expected_error("H, -, S, C, R, D or B");
    }

private:
    bool at_end() const { return m_pos >= m_tokens.size(); }

    static bool is_move(const Token& token) { return token.raw == "-" || one_of(token.key, move_words); }

    void skip_power_prefix()
    {
        // "England: F LON - NTH" or "ENGLAND F LON - NTH". No power name is a place name.
        while (m_pos + 1 < m_tokens.size() && power_from_name(m_tokens[m_pos].raw) && !m_tokens[m_pos].key.empty())
            ++m_pos;
    }

    std::optional<UnitType> unit_type()
    {
        if (at_end())
            return std::nullopt;
        const std::string& key = m_tokens[m_pos].key;
        // "a"/"f" alone could never start a place name, so there is no ambiguity.
        if (key == "a" || key == "army" || key == "armee" || key == "armees") {
            ++m_pos;
            return UnitType::army;
        }
        if (key == "f" || key == "fleet" || key == "flotte" || key == "navy") {
            ++m_pos;
            return UnitType::fleet;
        }
        return std::nullopt;
    }

    bool via()
    {
        if (at_end())
            return false;
        const std::string& key = m_tokens[m_pos].key;
        if (key == "via" || key == "by" || key == "par") {
            ++m_pos;
            if (!at_end() && (m_tokens[m_pos].key == "convoy" || m_tokens[m_pos].key == "convoi"))
                ++m_pos;
            return true;
        }
        if (key == "viaconvoy") {
            ++m_pos;
            return true;
        }
        return false;
    }

    // A province name of one or more words (longest match first), then an optional coast.
    core::Expected<LocationId> location()
    {
        if (at_end())
            return expected_error("a place");
        // A whole name first, the longest that fits; else the start of one province's names only
        // ("Norv" for Norvège, "Mer de Norv"), as a player types short.
        for (const auto find : {&Map::find_province, &Map::find_province_starting})
            if (const auto province = name_ahead(find))
                return with_coast(*province);
        // Several provinces begin so: which, for the player to write more of one.
        if (const auto several = m_map.provinces_starting(m_tokens[m_pos].raw); several.size() > 1) {
            std::string codes;
            for (const ProvinceId province : several)
                codes += (codes.empty() ? "" : ", ") + m_map.province(province).code;
            return core::fail("diplomacy_deadman.order_ambiguous_place",
                fmt::format(
                    "\"{}\" begins the names of several places: {} (in \"{}\")", m_tokens[m_pos].raw, codes, m_text),
                {m_tokens[m_pos].raw, codes});
        }
        return core::fail("diplomacy_deadman.order_unknown_place",
            fmt::format("\"{}\" is not a place on the map (in \"{}\")", m_tokens[m_pos].raw, m_text),
            {m_tokens[m_pos].raw});
    }

    // The province `find` gives for the most words ahead that it knows, those words read.
    std::optional<ProvinceId> name_ahead(std::optional<ProvinceId> (Map::*find)(std::string_view) const)
    {
        const std::size_t longest = std::min(m_map.longest_name_words(), m_tokens.size() - m_pos);
        for (std::size_t words = longest; words >= 1; --words) {
            std::string joined;
            bool ok = true;
            for (std::size_t k = 0; k < words; ++k) {
                const Token& token = m_tokens[m_pos + k];
                if (token.key.empty()) {
                    ok = false;
                    break;
                }
                if (k > 0)
                    joined.push_back(' ');
                joined += token.raw;
            }
            // A word of one letter never ends a name: it is the order's keyword ("Marseille S" is
            // Marseille supporting, not "Marseilles").
            if (!ok || (words > 1 && m_tokens[m_pos + words - 1].key.size() == 1))
                continue;
            if (const auto province = (m_map.*find)(joined)) {
                m_pos += words;
                return province;
            }
        }
        return std::nullopt;
    }

    LocationId with_coast(ProvinceId province)
    {
        if (at_end())
            return province;
        static constexpr std::array<std::pair<std::string_view, std::string_view>, 21> coasts {
            {{"nc", "NC"}, {"sc", "SC"}, {"ec", "EC"}, {"wc", "WC"}, {"northcoast", "NC"}, {"southcoast", "SC"},
                {"eastcoast", "EC"}, {"westcoast", "WC"}, {"north", "NC"}, {"south", "SC"}, {"east", "EC"},
                {"west", "WC"}, {"cotenord", "NC"}, {"cotesud", "SC"}, {"coteest", "EC"}, {"nord", "NC"}, {"sud", "SC"},
                {"est", "EC"}, {"cn", "NC"}, {"cs", "SC"}, {"ce", "EC"}}};
        // One or two words: "nc", "north coast", "côte nord".
        for (std::size_t words = 2; words >= 1; --words) {
            if (m_pos + words > m_tokens.size())
                continue;
            std::string key;
            bool words_only = true;
            for (std::size_t k = 0; k < words; ++k) {
                words_only = words_only && !m_tokens[m_pos + k].key.empty();
                key += m_tokens[m_pos + k].key;
            }
            if (!words_only)
                continue;
            const auto it = std::find_if(coasts.begin(), coasts.end(), [&](const auto& c) { return c.first == key; });
            if (it == coasts.end())
                continue;
            // A bare direction ("north") is a coast only where there are coasts to name.
            const bool bare = key == "north" || key == "south" || key == "east" || key == "west" || key == "nord"
                || key == "sud" || key == "est";
            if (bare && !m_map.has_coasts(province))
                continue;
            // "sc" right after a place is a coast; a single-letter keyword never reaches here.
            m_pos += words;
            // A coast the province does not have means nothing (DATC 4.B.6): ignored.
            if (const auto coast = m_map.coast_location(province, it->second))
                return *coast;
            return province;
        }
        return province;
    }

    core::Expected<Order> finish(Order order)
    {
        if (!at_end())
            return core::fail("diplomacy_deadman.order_syntax",
                fmt::format("unexpected \"{}\" in \"{}\"", m_tokens[m_pos].raw, m_text), {std::string(m_text), "end"});
        return order;
    }

    std::unexpected<core::Error> expected_error(const std::string& what) const
    {
        const std::string near = at_end() ? std::string("the end") : "\"" + m_tokens[m_pos].raw + "\"";
        return core::fail("diplomacy_deadman.order_syntax",
            fmt::format("expected {} at {} in \"{}\"", what, near, m_text), {std::string(m_text), what});
    }

    const Map& m_map;
    std::vector<Token> m_tokens;
    std::string_view m_text;
    std::size_t m_pos = 0;
};

std::string type_prefix(std::optional<UnitType> type)
{
    if (!type)
        return "";
    return *type == UnitType::army ? "A " : "F ";
}

} // namespace

core::Expected<Order> parse_order(const Map& map, std::string_view text)
{
    if (text.size() > max_order_length)
        return core::fail("diplomacy_deadman.order_too_long",
            fmt::format("the order is {} characters long, more than {}", text.size(), max_order_length),
            {std::to_string(text.size())});
    auto tokens = tokenize(map, text);
    if (!tokens)
        return std::unexpected(tokens.error());
    Parser parser(map, std::move(*tokens), text);
    return parser.parse();
}

std::string order_text(const Map& map, const Order& order)
{
    return order_text(order, [&](LocationId id) { return map.location(id).code; });
}

std::string order_text(
    const Order& order, const std::function<std::string(LocationId)>& place_text, std::string_view hold_word)
{
    assert(hold_word == "H" || hold_word == "T"); // the words parse_order reads
    const auto place = [&](LocationId id) { return id == no_location ? std::string("?") : place_text(id); };
    if (order.kind == OrderKind::waive)
        return "WAIVE";
    std::string text = type_prefix(order.unit_type) + place(order.unit);
    switch (order.kind) {
    case OrderKind::hold:
        return text + " " + std::string(hold_word);
    case OrderKind::move:
        return text + " - " + place(order.target) + (order.via_convoy ? " VIA" : "");
    case OrderKind::support:
        text += " S " + type_prefix(order.other_type) + place(order.other);
        if (order.target != no_location)
            text += " - " + place(order.target);
        return text;
    case OrderKind::convoy:
        return text + " C " + type_prefix(order.other_type) + place(order.other) + " - " + place(order.target);
    case OrderKind::retreat:
        return text + " R " + place(order.target);
    case OrderKind::disband:
        return text + " D";
    case OrderKind::build:
        return text + " B";
    case OrderKind::waive:
        break;
    }
    return text;
}

Order canonical_order(const Map& map, const std::vector<Unit>& units, const Order& order, bool retreat_phase)
{
    Order out = order;
    if (out.kind == OrderKind::waive)
        return Order {OrderKind::waive, std::nullopt, no_location, no_location, std::nullopt, no_location, false};
    if (retreat_phase && out.kind == OrderKind::move)
        out.kind = OrderKind::retreat;
    if (out.kind != OrderKind::move)
        out.via_convoy = false;
    if (out.kind == OrderKind::hold || out.kind == OrderKind::disband || out.kind == OrderKind::retreat
        || out.kind == OrderKind::move || out.kind == OrderKind::build) {
        out.other = no_location;
        out.other_type = std::nullopt;
    }
    if (out.kind == OrderKind::hold || out.kind == OrderKind::disband || out.kind == OrderKind::build)
        out.target = no_location;

    // Fleet destination: the only reachable coast when the order names none; armies: no coast.
    auto settle_target = [&](UnitType type, LocationId from, LocationId target) -> LocationId {
        if (target == no_location)
            return target;
        const ProvinceId province = map.province_of(target);
        if (type == UnitType::army)
            return province;
        if (!map.has_coasts(province) || map.is_coast_location(target))
            return target;
        LocationId only = no_location;
        int reachable = 0;
        for (LocationId coast : map.province(province).coasts)
            if (from != no_location && map.fleet_adjacent(from, coast)) {
                only = coast;
                ++reachable;
            }
        return reachable == 1 ? only : target;
    };

    if (out.kind == OrderKind::build) {
        // A build stands on an empty place: an army's coast means nothing.
        if (out.unit_type == UnitType::army && out.unit != no_location)
            out.unit = map.province_of(out.unit);
        return out;
    }
    const auto unit = out.unit == no_location ? std::nullopt : unit_in(map, units, map.province_of(out.unit));
    if (!unit)
        return out;
    out.unit_type = unit->type;
    out.unit = unit->location;
    if (out.kind == OrderKind::move || out.kind == OrderKind::retreat) {
        out.target = settle_target(unit->type, unit->location, out.target);
        if (out.kind == OrderKind::move && unit->type == UnitType::army && out.target != no_location
            && !map.army_adjacent(map.province_of(unit->location), map.province_of(out.target)))
            out.via_convoy = false; // not adjacent: the convoy is the only way, the tag adds nothing
        if (unit->type == UnitType::fleet)
            out.via_convoy = false;
    }
    if (out.kind == OrderKind::support || out.kind == OrderKind::convoy) {
        const auto other = out.other == no_location ? std::nullopt : unit_in(map, units, map.province_of(out.other));
        if (other) {
            out.other_type = other->type;
            out.other = other->location;
            out.target = settle_target(other->type, other->location, out.target);
        } else {
            out.other = out.other == no_location ? out.other : map.province_of(out.other);
            if (out.other_type == UnitType::army && out.target != no_location)
                out.target = map.province_of(out.target);
        }
        if (out.kind == OrderKind::convoy) {
            out.other_type = UnitType::army;
            if (out.target != no_location)
                out.target = map.province_of(out.target);
        }
    }
    return out;
}

std::string unit_text(const Map& map, const Unit& unit)
{
    return std::string(unit.type == UnitType::army ? "A " : "F ") + map.location(unit.location).code;
}

core::Expected<Unit> parse_unit(const Map& map, Power power, std::string_view text)
{
    auto bad = [&](const std::string& why) {
        return core::fail(
            "diplomacy_deadman.bad_unit", fmt::format("\"{}\" is not a unit: {}", text, why), {std::string(text)});
    };
    auto order = parse_order(map, text);
    if (!order || order->kind != OrderKind::hold)
        return bad("write it like \"A PAR\" or \"F STP/SC\"");
    if (!order->unit_type)
        return bad("say A or F");
    const Unit unit {power, *order->unit_type, order->unit};
    const ProvinceId province = map.province_of(unit.location);
    const Province& p = map.province(province);
    if (unit.type == UnitType::army) {
        if (p.kind == ProvinceKind::sea)
            return bad("an army cannot stand at sea");
        return Unit {power, UnitType::army, province};
    }
    if (p.kind == ProvinceKind::land)
        return bad("a fleet cannot stand inland");
    if (map.has_coasts(province) && !map.is_coast_location(unit.location))
        return bad("a fleet there must name its coast");
    return unit;
}

std::optional<Unit> unit_in(const Map& map, const std::vector<Unit>& units, ProvinceId province)
{
    for (const Unit& unit : units)
        if (map.province_of(unit.location) == province)
            return unit;
    return std::nullopt;
}

core::Expected<std::vector<Unit>> canonical_units(const Map& map, std::vector<Unit> units)
{
    std::sort(units.begin(), units.end(),
        [&](const Unit& a, const Unit& b) { return map.province_of(a.location) < map.province_of(b.location); });
    for (std::size_t i = 0; i < units.size(); ++i) {
        const Unit& unit = units[i];
        if (unit.location == no_location || unit.location >= map.location_count())
            return core::fail("diplomacy_deadman.bad_unit", "a unit stands nowhere", {"?"});
        const ProvinceId province = map.province_of(unit.location);
        const Province& p = map.province(province);
        const bool fits = unit.type == UnitType::army
            ? (p.kind != ProvinceKind::sea && unit.location == province)
            : (p.kind != ProvinceKind::land && (!map.has_coasts(province) || map.is_coast_location(unit.location)));
        if (!fits)
            return core::fail("diplomacy_deadman.bad_unit", fmt::format("{} cannot stand there", unit_text(map, unit)),
                {unit_text(map, unit)});
        if (i > 0 && map.province_of(units[i - 1].location) == province)
            return core::fail("diplomacy_deadman.two_units", fmt::format("two units stand in {}", p.code), {p.code});
    }
    return units;
}

} // namespace tablee::diplomacy_deadman
