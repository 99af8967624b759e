// SPDX-License-Identifier: GPL-3.0-or-later
// What the Civilization window draws: one full redraw of the board at 1280x800, seven nations
// holding 60 land areas with 20 cities among them (the aim: under 8 ms), zoomed out (the
// overview, with the names that fit) and zoomed in (every name and mark).

#include "civ_calamities/engine/board.hpp"
#include "civ_calamities/ui/board_view.hpp"

#include <QImage>
#include <QPainter>

#include <benchmark/benchmark.h>

namespace civ = tablee::civ_calamities;

namespace {

civ::Position busyBoard()
{
    const civ::Board& board = civ::standard_board();
    civ::Position position;
    for (const char* name : {"Africa", "Illyria", "Thrace", "Crete", "Asia", "Assyria", "Babylon"}) {
        civ::Nation nation;
        nation.name = name;
        nation.areas.resize(board.size());
        position.nations.push_back(std::move(nation));
    }
    int held = 0;
    int cities = 0;
    for (civ::AreaId area = 0; area < board.size() && held < 60; ++area) {
        if (board.area(area).sea)
            continue;
        auto& holding = position.nations[static_cast<std::size_t>(held) % position.nations.size()].areas[area];
        if (cities < 20 && board.area(area).city_site != civ::CitySite::none) {
            holding.city = true;
            ++cities;
        } else
            holding.tokens = 1 + held % board.area(area).population_limit;
        ++held;
    }
    return position;
}

void redraw(benchmark::State& state, qreal zoom)
{
    civ::ui::BoardView view;
    view.resize(1280, 800);
    view.setPosition(busyBoard());
    view.setZoom(zoom, QPointF(640, 400));
    QImage image(1280, 800, QImage::Format_ARGB32_Premultiplied);
    for (auto _ : state) {
        QPainter painter(&image);
        view.render(&painter);
        painter.end();
        benchmark::DoNotOptimize(image.constBits());
    }
}

void BM_BoardRedraw1280x800ZoomedOut(benchmark::State& state)
{
    redraw(state, 1.0);
}
BENCHMARK(BM_BoardRedraw1280x800ZoomedOut)->Unit(benchmark::kMillisecond);

void BM_BoardRedraw1280x800ZoomedIn(benchmark::State& state)
{
    redraw(state, 4.0);
}
BENCHMARK(BM_BoardRedraw1280x800ZoomedIn)->Unit(benchmark::kMillisecond);

} // namespace
