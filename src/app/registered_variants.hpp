// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/variant_registry.hpp"

namespace tablee::app {

// Adds every variant this build has, in home-screen order. Each `src/<variant>/ui` library
// defines `std::unique_ptr<gui::VariantModule> gui::make_<variant>_module()`.
void registerVariants(gui::VariantRegistry& registry);

} // namespace tablee::app
