// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Pictures of widgets for a person to look at: saved only when TABLEE_TEST_OUTPUT_DIR names a
// folder (README, "Running under Xvfb and taking a screenshot"); a plain test run writes nothing.

#include <QCoreApplication>
#include <QEvent>
#include <QImage>
#include <QString>
#include <QTest>
#include <QWidget>

namespace tablee::test {

// Shows `view` at a laptop's 1280 x 800, as the tests look at it; whether it came on screen.
inline bool shownAtLaptopSize(QWidget& view)
{
    view.resize(1280, 800);
    view.show();
    return QTest::qWaitForWindowExposed(&view);
}

inline void saveShot(QWidget& widget, const QString& name)
{
    if (!qEnvironmentVariableIsSet("TABLEE_TEST_OUTPUT_DIR"))
        return;
    // Laid out as the screen would show it: a layout waits for the event loop, a test does not.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    widget.grab().save(qEnvironmentVariable("TABLEE_TEST_OUTPUT_DIR") + QLatin1Char('/') + name);
}

// A picture the program made (an exported map, say), kept the same way.
inline void saveImage(const QImage& image, const QString& name)
{
    if (qEnvironmentVariableIsSet("TABLEE_TEST_OUTPUT_DIR"))
        image.save(qEnvironmentVariable("TABLEE_TEST_OUTPUT_DIR") + QLatin1Char('/') + name);
}

} // namespace tablee::test
