// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/variant_module.hpp"

#include <memory>

namespace tablee::gui {
// Diplomacy "Dead Man" as the application sees it (gui::GameModule); registered by the
// application (see src/app/registered_variants.cpp.in).
std::unique_ptr<VariantModule> make_diplomacy_deadman_module();
} // namespace tablee::gui
