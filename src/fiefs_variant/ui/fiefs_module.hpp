// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/variant_module.hpp"

#include <memory>

namespace tablee::gui {

// Fiefs, the "no action cards" variant of Domaine, for the application's registry.
std::unique_ptr<VariantModule> make_fiefs_variant_module();

} // namespace tablee::gui
