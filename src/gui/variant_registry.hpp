// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gui/variant_module.hpp"

#include <memory>
#include <vector>

namespace tablee::gui {

// The variants this build offers, in home-screen order.
class VariantRegistry {
public:
    void add(std::unique_ptr<VariantModule> module);

    const std::vector<std::unique_ptr<VariantModule>>& modules() const { return m_modules; }
    // nullptr when no variant has that id.
    VariantModule* find(const QString& id) const;
    // Every variant's save layout, for core::read_save.
    std::vector<core::SaveSchema> saveSchemas() const;

private:
    std::vector<std::unique_ptr<VariantModule>> m_modules;
};

} // namespace tablee::gui
