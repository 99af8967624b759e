// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a player's files go, the same way in every window: saves, and what leaves the app
// (records, maps, PDFs, tables). Every dialog starts in the folder last used, a name without its
// ending gets the type's, and an exported file's place is said, not guessed.

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <span>

class QWidget;

namespace tablee::gui {

// A kind of file a dialog offers: its name for people ("PDF documents") and its ending ("pdf").
struct FileType {
    QString name;
    QString suffix;
};

struct ChosenFile {
    QString path;
    std::size_t type = 0; // in the types offered
};

class FilePlaces {
    Q_DECLARE_TR_FUNCTIONS(FilePlaces)

public:
    // The folder last used for a save or an export, else Documents, else home: never the folder
    // the program was started from, where a file dialog falls back when given a missing one.
    static QString folder();
    // Remembers the folder of `path` for the next dialog.
    static void rememberFolderOf(const QString& path);

    // Asks where to write a file (titled `title`, in folder(), `suggestedName` proposed without
    // its ending), offering `types` (at least one; the first is chosen). The type is the one whose
    // ending the name typed has, else the one chosen in the dialog, whose ending is added. Nothing
    // when the player cancels; the folder is remembered otherwise.
    static std::optional<ChosenFile> askWhereToWrite(
        QWidget* parent, const QString& title, const QString& suggestedName, std::span<const FileType> types);

    // Says where an exported file went: its name and folder, with a button that shows the folder.
    static void sayWhereWritten(QWidget* parent, const QString& path);
    // The sentence sayWhereWritten shows.
    static QString writtenText(const QString& path);
};

} // namespace tablee::gui
