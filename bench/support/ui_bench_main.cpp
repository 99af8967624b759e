// SPDX-License-Identifier: GPL-3.0-or-later
// The main of every <variant>_ui_bench: what a window draws needs a GUI application (fonts), on
// the offscreen platform so that no screen is needed.

#include <QApplication>

#include <benchmark/benchmark.h>

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
