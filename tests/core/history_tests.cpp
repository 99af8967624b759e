// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/history.hpp"

#include <catch2/catch.hpp>

#include <string>

using History = tablee::core::History<std::string>;

TEST_CASE("undo and redo move the cursor over recorded moves", "[history]")
{
    History history;
    CHECK_FALSE(history.can_undo());
    CHECK_FALSE(history.can_redo());
    history.record("a");
    history.record("b");
    history.record("c");
    CHECK(history.applied().size() == 3);
    CHECK(history.undo() == "c");
    CHECK(history.undo() == "b");
    CHECK(history.applied().size() == 1);
    CHECK(history.can_redo());
    CHECK(history.redo() == "b");
    CHECK(history.applied().back() == "b");
    CHECK(history.moves().size() == 3);
}

TEST_CASE("a new move after an undo drops the undone moves", "[history]")
{
    History history;
    history.record("a");
    history.record("b");
    history.undo();
    history.record("x");
    CHECK_FALSE(history.can_redo());
    CHECK(history.moves() == std::vector<std::string> {"a", "x"});
}

TEST_CASE("a history is restored from saved moves and cursor", "[history]")
{
    auto restored = History::restore({"a", "b", "c"}, 2);
    REQUIRE(restored);
    CHECK(restored->cursor() == 2);
    CHECK(restored->can_redo());
    const auto broken = History::restore({"a"}, 2);
    REQUIRE_FALSE(broken);
    CHECK(broken.error().code == "history.bad_cursor");
}
