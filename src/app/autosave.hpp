// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.hpp"

#include <QDateTime>
#include <QString>

#include <string>

namespace tablee::app {

// The autosave of the game in progress, in the standard application-data folder. Written after
// every change (debounced by the window) and removed when the game is saved, finished or
// closed on purpose. If it is still there at start-up, Tablée was closed without that (a crash,
// a power cut) and the home screen offers to resume it.
class Autosave {
public:
    // `directory` defaults to QStandardPaths::AppDataLocation (tests pass a temporary one).
    explicit Autosave(QString directory = {});

    QString directory() const { return m_directory; }
    QString path() const;
    bool exists() const;
    QDateTime savedAt() const;

    core::Expected<void> write(const std::string& text) const;
    // Whether the program was closed on purpose with the game kept (markClosed), rather than
    // stopped in the middle (a crash, a power cut): the offer at the next start says which.
    // Every write clears the mark.
    void markClosed() const;
    void clearClosedMark() const; // a game is played again (resumed or another)
    bool closedOnPurpose() const;
    // Removes the autosave; the last one removed is kept as "autosave.previous.json" so that a
    // wrong click never loses a game for good.
    void discard() const;
    // Moves an autosave this build cannot read out of the way (gui::setFileAside):
    // "autosave.unreadable-<date-time>.json" beside it. Returns the new path, or empty.
    QString setAside() const;

private:
    QString m_directory;
};

} // namespace tablee::app
