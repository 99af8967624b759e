// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The text of a real save under tests/data/saves (tests/data/saves/README.md), e.g.
// saved_file("dominyam/schema-1/solo_finished.tablee"); empty when the file cannot be read, which
// the loaders refuse (save.not_json), so a missing file fails its test.

#include <fstream>
#include <sstream>
#include <string>

inline std::string saved_file(const std::string& path)
{
    std::ifstream file(std::string(TABLEE_TEST_DATA_DIR) + "/saves/" + path);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}
