// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace tablee::test {

// How long a test waits for a computer player's thought (milliseconds) before it calls the wait
// failed. A bound against a hang, not a measure of speed: speed is bench/'s. Qt's own 5 s is too
// short for a strong search under the sanitizers on a busy two-core machine (CI saw 5.25 s).
inline constexpr int computerThoughtBoundMs = 120'000;

} // namespace tablee::test
