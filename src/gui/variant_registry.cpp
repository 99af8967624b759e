// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/variant_registry.hpp"

namespace tablee::gui {

void VariantRegistry::add(std::unique_ptr<VariantModule> module)
{
    m_modules.push_back(std::move(module));
}

VariantModule* VariantRegistry::find(const QString& id) const
{
    for (const auto& module : m_modules)
        if (module->id() == id)
            return module.get();
    return nullptr;
}

std::vector<core::SaveSchema> VariantRegistry::saveSchemas() const
{
    std::vector<core::SaveSchema> schemas;
    for (const auto& module : m_modules)
        schemas.push_back(module->saveSchema());
    return schemas;
}

} // namespace tablee::gui
