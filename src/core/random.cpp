// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/random.hpp"

#include "core/json_reader.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <charconv>
#include <chrono>
#include <string>

namespace tablee::core {

namespace {

constexpr std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

std::uint64_t splitmix64(std::uint64_t& x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

constexpr std::string_view algorithm_name = "xoshiro256**";
constexpr std::size_t max_algorithm_name = 64;

} // namespace

Random::Random(std::uint64_t seed)
{
    for (auto& word : m_state)
        word = splitmix64(seed);
}

std::uint64_t Random::next()
{
    const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotl(m_state[3], 45);
    return result;
}

std::uint64_t Random::below(std::uint64_t bound)
{
    // Reject the low values that would make some residues more likely than others:
    // 2^64 mod bound of them.
    const std::uint64_t threshold = (0 - bound) % bound;
    for (;;) {
        const std::uint64_t r = next();
        if (r >= threshold)
            return r % bound;
    }
}

int Random::between(int low, int high)
{
    const auto span = static_cast<std::uint64_t>(static_cast<std::int64_t>(high) - low) + 1;
    return static_cast<int>(static_cast<std::int64_t>(low) + static_cast<std::int64_t>(below(span)));
}

Expected<Random> Random::from_state(const State& state)
{
    if (state == State {})
        return fail("random.zero_state", "the random generator's state cannot be all zeros");
    Random random;
    random.m_state = state;
    return random;
}

std::uint64_t fresh_seed()
{
    std::uint64_t x = static_cast<std::uint64_t>(std::chrono::high_resolution_clock::now().time_since_epoch().count());
    x ^= reinterpret_cast<std::uintptr_t>(&x);
    return splitmix64(x) % largest_fresh_seed + 1;
}

void to_json(nlohmann::json& json, const Random& random)
{
    auto words = nlohmann::json::array();
    for (auto word : random.state())
        words.push_back(fmt::format("{:016x}", word));
    json = {{"algorithm", algorithm_name}, {"state", std::move(words)}};
}

Expected<Random> random_from_json(const nlohmann::json& json)
{
    const auto bad = [] { return fail("random.bad_state", "the random generator's saved state is not readable"); };
    const JsonReader reader(json);
    const JsonValue root = reader.root();
    const bool known_algorithm = root["algorithm"].string(max_algorithm_name) == algorithm_name;
    Random::State state {};
    const auto words = root["state"].items(state.size());
    if (!reader.ok() || !known_algorithm || words.size() != state.size())
        return bad();
    for (std::size_t i = 0; i < state.size(); ++i) {
        // 16 hexadecimal digits, as to_json writes them.
        const std::string text = words[i].string(16);
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), state[i], 16);
        if (!reader.ok() || text.empty() || error != std::errc {} || end != text.data() + text.size())
            return bad();
    }
    return Random::from_state(state);
}

} // namespace tablee::core
