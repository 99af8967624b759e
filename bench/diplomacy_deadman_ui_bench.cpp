// SPDX-License-Identifier: GPL-3.0-or-later
// What the Diplomacy window draws: one full redraw of the map at 1280x800 with 34 units and an
// order drawn for each (the aim: under 8 ms, so that zoom and pan stay fluid).

#include "diplomacy_deadman/engine/order_choices.hpp"
#include "diplomacy_deadman/ui/map_view.hpp"

#include <QImage>
#include <QPainter>

#include <benchmark/benchmark.h>

#include <algorithm>

namespace dip = tablee::diplomacy_deadman;

namespace {

// Spring 1901's 22 units and one more on each of the 12 neutral centres: 34, every one ordered
// (a move, or every third a support).
void fullBoard(dip::ui::MapView& view)
{
    const auto& map = dip::standard_map();
    auto position = dip::initial_state(map);
    const char* neutral[] = {"BEL", "HOL", "DEN", "SWE", "NWY", "SPA", "POR", "TUN", "SER", "RUM", "BUL", "GRE"};
    int next = 0;
    for (const char* code : neutral) {
        const auto power = dip::all_powers[static_cast<std::size_t>(next++ % dip::power_count)];
        position.units.push_back({power, dip::UnitType::army, *map.find_province(code)});
    }
    std::ranges::sort(position.units, {}, [&](const dip::Unit& unit) { return map.province_of(unit.location); });
    std::vector<dip::ui::DrawnOrder> orders;
    int index = 0;
    for (const auto& unit : position.units) {
        const auto choices = dip::movement_choices(map, position, map.province_of(unit.location));
        const auto wanted = index++ % 3 == 0 ? dip::OrderKind::support : dip::OrderKind::move;
        const auto order = std::ranges::find(choices, wanted, &dip::Order::kind);
        if (order == choices.end())
            continue;
        dip::ui::DrawnOrder drawn;
        drawn.kind = order->kind == dip::OrderKind::move ? dip::ui::DrawnOrder::Kind::move
            : order->target == dip::no_location          ? dip::ui::DrawnOrder::Kind::support_hold
                                                         : dip::ui::DrawnOrder::Kind::support_move;
        drawn.power = unit.power;
        drawn.from = order->unit;
        drawn.to = order->target;
        drawn.other = order->other;
        orders.push_back(drawn);
    }
    view.setPosition(position);
    view.setOrders(std::move(orders));
}

void BM_MapRedraw1280x800(benchmark::State& state)
{
    dip::ui::MapView view;
    fullBoard(view);
    QImage image(1280, 800, QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state) {
        QPainter painter(&image);
        view.paintMap(painter, QRectF(0, 0, 1280, 800));
        painter.end();
        benchmark::DoNotOptimize(image.constBits());
    }
}
BENCHMARK(BM_MapRedraw1280x800)->Unit(benchmark::kMillisecond);

} // namespace
