// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

#include <cstddef>

namespace tablee::gui {

// A seat's colour where a variant gives players colours of their own: the Okabe-Ito palette first
// (told apart by colour-blind eyes), then more. Colour is never the only cue: views draw a letter
// or a shape with it.
QColor seatColour(std::size_t seat);
// Black or white letters, whichever reads on `fill`.
QColor inkOn(const QColor& fill);

} // namespace tablee::gui
