// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.hpp"

#include <QDateTime>
#include <QString>

#include <string>
#include <vector>

namespace tablee::app {

// Every unfinished game, each autosaved on its own, in the standard application-data folder
// ("games-in-progress"): starting or opening another game never puts one at risk, and the home
// screen lists them all. A game's file ("game-<slot>.json", a save envelope naming the file it
// came from, if any) is written after every change; the copy it replaced is kept beside it
// ("game-<slot>.previous"), offered if the file is ever found damaged. The game leaves the list
// when it is saved to a file of its own, finished, or discarded by the player (then kept once
// more in "discarded", the newest few, so that a wrong click never loses a game for good).
//
// Whether a game was put aside on purpose (Tablée quit, another game opened) or stopped in the
// middle (a crash, a power cut) is a mark beside it, which the home screen says.
class GamesInProgress {
public:
    // One unfinished game in the store.
    struct Kept {
        QString slot; // its name in the store
        QString path; // its file
        QDateTime savedAt;
        bool closedOnPurpose = false;
    };

    // `directory` defaults to QStandardPaths::AppDataLocation (tests pass a temporary one); the
    // games are in its "games-in-progress" folder.
    explicit GamesInProgress(QString directory = {});

    // The application-data folder (the results history lives there too).
    QString directory() const { return m_directory; }
    // Where the games are.
    QString folder() const;

    // Gives the one autosave of earlier versions ("autosave.json" in the data folder, and its
    // mark of a close on purpose) a place of its own in the store. Its name there, or empty.
    QString adoptEarlierAutosave() const;

    // The games in the store, the last played first.
    std::vector<Kept> list() const;
    // A new name for a game about to be autosaved (unique in the store).
    QString newSlot() const;
    QString pathOf(const QString& slot) const;
    bool contains(const QString& slot) const;
    QDateTime savedAt(const QString& slot) const;

    // Writes the game atomically, keeping the copy it replaces as its previous one; clears its
    // mark of a close on purpose (it is being played). Errors: those of gui::writeFileAtomically.
    core::Expected<void> write(const QString& slot, const std::string& text) const;
    // The copy of the game before its last write (empty when there is none).
    QString previousCopy(const QString& slot) const;

    // The game was put aside on purpose (Tablée closed, another game took the window): the home
    // screen says "kept", not that Tablée stopped during it.
    void markClosed(const QString& slot) const;
    void clearClosedMark(const QString& slot) const;
    bool closedOnPurpose(const QString& slot) const;

    // The player gave the game up (Discard, Don't save) or it finished (its result is in the
    // results history): out of the list, kept once more in "discarded" (the newest
    // max_discarded).
    void discard(const QString& slot) const;
    static constexpr int max_discarded = 10;
    // The game is in no danger of being lost (nothing was played in it, or it is whole in its
    // own file): out of the store, its copies with it.
    void remove(const QString& slot) const;
    // A game this build cannot read, moved out of the way (gui::setFileAside) so that nothing
    // ever writes over it, its previous copy left where it is. Returns the new path, or empty.
    QString setAside(const QString& slot) const;

private:
    QString file(const QString& slot, const char* suffix) const;

    QString m_directory;
};

} // namespace tablee::app
