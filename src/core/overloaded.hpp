// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Visits a std::variant with one lambda per alternative:
//   std::visit(core::Overloaded {[](const Roll&) { ... }, [](const Eat& eat) { ... }}, move);

namespace tablee::core {

template <class... Visitors> struct Overloaded : Visitors... {
    using Visitors::operator()...;
};

} // namespace tablee::core
