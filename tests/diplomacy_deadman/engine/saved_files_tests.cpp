// Real save files written by Tablée (tests/data/saves/diplomacy_deadman), loaded as a user's
// would be: a change made the same way to writing and reading cannot hide from these.

#include "diplomacy_deadman/engine/serialization.hpp"

#include <catch2/catch.hpp>

#include <array>
#include <fstream>
#include <sstream>
#include <string>

namespace dip = tablee::diplomacy_deadman;

TEST_CASE("a schema-1 Diplomacy save (a state snapshot) opens in Fall 1901", "[save][saved_files]")
{
    std::ifstream file(
        std::string(TABLEE_TEST_DATA_DIR) + "/saves/diplomacy_deadman/schema-1/fall_1901_italy_dead.tablee");
    REQUIRE(file);
    std::stringstream text;
    text << file.rdbuf();
    const std::array schemas {dip::save_schema()};
    const auto envelope = tablee::core::read_save(text.str(), schemas);
    REQUIRE(envelope);
    const auto state = dip::state_from_json(dip::standard_map(), envelope->game);
    REQUIRE(state);
    CHECK(dip::phase_text(state->phase) == "F1901M");
    CHECK(state->dead_man == dip::Power::Italy);
    CHECK(state->units.size() == 22);
    CHECK_FALSE(state->winner);
}
