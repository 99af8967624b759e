// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/random.hpp"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <numeric>
#include <vector>

using tablee::core::Random;

TEST_CASE("seeding follows splitmix64", "[random]")
{
    // Published splitmix64 outputs for a zero seed: the first four are the generator's state.
    const Random random(0);
    CHECK(random.state()[0] == 0xe220a8397b1dcdafULL);
    CHECK(random.state()[1] == 0x6e789e6aa1b965f4ULL);
    CHECK(random.state()[2] == 0x06c45d188009454fULL);
    CHECK(random.state()[3] == 0xf88bb8a8724c81ecULL);
}

TEST_CASE("a fixed seed gives a fixed sequence (golden)", "[random]")
{
    Random random(42);
    std::vector<std::uint64_t> outputs;
    for (int i = 0; i < 4; ++i)
        outputs.push_back(random.next());
    CHECK(outputs
        == std::vector<std::uint64_t> {
            0x15780b2e0c2ec716ULL, 0x6104d9866d113a7eULL, 0xae17533239e499a1ULL, 0xecb8ad4703b360a1ULL});
}

TEST_CASE("bounded draws stay in range and reach every value", "[random]")
{
    Random random(7);
    std::array<int, 6> seen {};
    for (int i = 0; i < 6000; ++i) {
        const auto value = random.below(6);
        REQUIRE(value < 6);
        ++seen[value];
    }
    for (int count : seen)
        CHECK(count > 800); // expectation 1000; a broken generator fails this by far
    for (int i = 0; i < 1000; ++i) {
        const int value = random.between(-3, 3);
        REQUIRE(value >= -3);
        REQUIRE(value <= 3);
    }
    CHECK(random.below(1) == 0);
}

TEST_CASE("shuffle is a seeded Fisher-Yates permutation (golden)", "[random]")
{
    std::vector<int> items(10);
    std::iota(items.begin(), items.end(), 0);
    Random random(2026);
    random.shuffle(std::span(items));
    CHECK(items == std::vector<int> {3, 4, 8, 5, 6, 0, 1, 2, 7, 9});

    auto sorted = items;
    std::ranges::sort(sorted);
    std::vector<int> expected(10);
    std::iota(expected.begin(), expected.end(), 0);
    CHECK(sorted == expected);
}

TEST_CASE("the same seed replays the same draws", "[random]")
{
    Random a(123456789);
    Random b(123456789);
    for (int i = 0; i < 100; ++i)
        REQUIRE(a.below(1000) == b.below(1000));
    Random c(123456790);
    bool differs = false;
    for (int i = 0; i < 10; ++i)
        differs |= a.next() != c.next();
    CHECK(differs);
}

TEST_CASE("the generator's state survives a JSON round trip", "[random]")
{
    Random random(99);
    random.next();
    const nlohmann::json json = random;
    auto restored = tablee::core::random_from_json(json);
    REQUIRE(restored);
    CHECK(*restored == random);
    CHECK(restored->next() == random.next());
}

TEST_CASE("a damaged generator state is refused", "[random]")
{
    nlohmann::json json = Random(1);
    SECTION("wrong algorithm")
    {
        json["algorithm"] = "mt19937";
    }
    SECTION("too few words")
    {
        json["state"].erase(0);
    }
    SECTION("not hexadecimal")
    {
        json["state"][0] = "xyz";
    }
    SECTION("too long")
    {
        json["state"][0] = "00000000000000001";
    }
    SECTION("a word that is not text")
    {
        json["state"][2] = 7;
    }
    SECTION("algorithm not text")
    {
        json["algorithm"] = nlohmann::json::array();
    }
    SECTION("not an object")
    {
        json = 3;
    }
    SECTION("all zeros")
    {
        json["state"] = {"0", "0", "0", "0"};
    }
    const auto restored = tablee::core::random_from_json(json);
    REQUIRE_FALSE(restored);
    CHECK_FALSE(restored.error().message.empty());
}

TEST_CASE("a game number drawn for a new game is short enough to read out and type again", "[random]")
{
    for (int draw = 0; draw < 1000; ++draw) {
        const std::uint64_t seed = tablee::core::fresh_seed();
        CHECK(seed >= 1);
        CHECK(seed <= tablee::core::largest_fresh_seed); // six digits at most
    }
}
