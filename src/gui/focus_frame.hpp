// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QAbstractScrollArea;

namespace tablee::gui {

// A scroll area of words only (a dashboard, a key) takes Tab so that the arrow keys scroll it; it
// is then framed in the highlight colour, so that the stop is seen (a scroll area draws nothing of
// its own focus: a review's Tab "went nowhere").
void frameWhenFocused(QAbstractScrollArea& area);
// The property such an area has (true), for tests that look for Tab stops that show nothing.
inline constexpr const char* focus_framed_property = "tableeFocusFramed";

} // namespace tablee::gui
