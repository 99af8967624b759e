#pragma once

#include "app/variant_registry.hpp"

namespace tablee::app {

// Adds every variant this build has, in home-screen order. Each `src/<variant>/ui` library
// defines `std::unique_ptr<VariantModule> make_<variant>_module()`.
void registerVariants(VariantRegistry& registry);

} // namespace tablee::app
