// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/file_places.hpp"

#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>
#include <QUrl>

#include <cassert>

namespace tablee::gui {

namespace {

constexpr auto lastFolderKey = "files/lastFolder";

QString filterOf(const FileType& type)
{
    return QStringLiteral("%1 (*.%2)").arg(type.name, type.suffix);
}

} // namespace

QString FilePlaces::folder()
{
    const QString last = QSettings().value(lastFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

void FilePlaces::rememberFolderOf(const QString& path)
{
    QSettings().setValue(lastFolderKey, QFileInfo(path).absolutePath());
}

std::optional<ChosenFile> FilePlaces::askWhereToWrite(
    QWidget* parent, const QString& title, const QString& suggestedName, std::span<const FileType> types)
{
    assert(!types.empty());
    QStringList filters;
    for (const FileType& type : types)
        filters << filterOf(type);
    QString chosenFilter = filters.front();
    // A name proposed with the first type's ending; a suggestion that is a whole path (a game's
    // own file) keeps its folder.
    const QString suggested = QFileInfo(suggestedName).isAbsolute()
        ? suggestedName
        : folder() + QLatin1Char('/') + suggestedName + QLatin1Char('.') + types.front().suffix;
    QString path
        = QFileDialog::getSaveFileName(parent, title, suggested, filters.join(QStringLiteral(";;")), &chosenFilter);
    if (path.isEmpty())
        return std::nullopt;
    ChosenFile chosen;
    const QString ending = QFileInfo(path).suffix();
    bool typed = false;
    for (std::size_t i = 0; i < types.size(); ++i)
        if (ending.compare(types[i].suffix, Qt::CaseInsensitive) == 0) {
            chosen.type = i;
            typed = true;
            break;
        }
    if (!typed) {
        const auto index = filters.indexOf(chosenFilter);
        chosen.type = index < 0 ? 0 : static_cast<std::size_t>(index);
        path += QLatin1Char('.') + types[chosen.type].suffix;
    }
    chosen.path = path;
    rememberFolderOf(path);
    return chosen;
}

QString FilePlaces::writtenText(const QString& path)
{
    const QFileInfo file(path);
    return tr("“%1” is in the folder %2.").arg(file.fileName(), QDir::toNativeSeparators(file.absolutePath()));
}

void FilePlaces::sayWhereWritten(QWidget* parent, const QString& path)
{
    QMessageBox box(QMessageBox::Information, tr("File written"), writtenText(path), QMessageBox::Ok, parent);
    box.setObjectName(QStringLiteral("fileWritten"));
    QPushButton* show = box.addButton(tr("&Show the folder"), QMessageBox::ActionRole);
    box.setDefaultButton(QMessageBox::Ok);
    box.exec();
    if (box.clickedButton() == show)
        QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(path).absolutePath()));
}

} // namespace tablee::gui
