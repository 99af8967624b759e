// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/games_in_progress.hpp"

#include "gui/save_files.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <cstring>

#include <algorithm>

namespace tablee::app {

namespace {

const char* const prefix = "game-";
const char* const gameSuffix = ".json";
const char* const previousSuffix = ".previous";
const char* const closedSuffix = ".closed";

} // namespace

GamesInProgress::GamesInProgress(QString directory)
    : m_directory(
        directory.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : std::move(directory))
{ }

QString GamesInProgress::folder() const
{
    return QDir(m_directory).filePath(QStringLiteral("games-in-progress"));
}

QString GamesInProgress::file(const QString& slot, const char* suffix) const
{
    return QDir(folder()).filePath(QLatin1String(prefix) + slot + QLatin1String(suffix));
}

QString GamesInProgress::pathOf(const QString& slot) const
{
    return file(slot, gameSuffix);
}

bool GamesInProgress::contains(const QString& slot) const
{
    return !slot.isEmpty() && QFileInfo::exists(pathOf(slot));
}

QDateTime GamesInProgress::savedAt(const QString& slot) const
{
    return QFileInfo(pathOf(slot)).lastModified();
}

QString GamesInProgress::newSlot() const
{
    // The time it began, readable in a file manager; a number after it if two begin in one
    // millisecond (a test's quick games).
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss-zzz"));
    QString slot = stamp;
    for (int n = 2; QFileInfo::exists(pathOf(slot)) || QFileInfo::exists(file(slot, previousSuffix)); ++n)
        slot = QStringLiteral("%1-%2").arg(stamp).arg(n);
    return slot;
}

QString GamesInProgress::adoptEarlierAutosave() const
{
    const QDir data(m_directory);
    const QString earlier = data.filePath(QStringLiteral("autosave.json"));
    if (!QFileInfo::exists(earlier))
        return {};
    QDir().mkpath(folder());
    const QString slot = newSlot();
    if (!QFile::rename(earlier, pathOf(slot)))
        return {};
    const QString mark = data.filePath(QStringLiteral("autosave.closed"));
    if (QFileInfo::exists(mark)) {
        markClosed(slot);
        QFile::remove(mark);
    }
    return slot;
}

std::vector<GamesInProgress::Kept> GamesInProgress::list() const
{
    std::vector<Kept> games;
    const QDir dir(folder());
    const auto entries = dir.entryInfoList(
        {QLatin1String(prefix) + QLatin1Char('*') + QLatin1String(gameSuffix)}, QDir::Files, QDir::Time);
    for (const QFileInfo& entry : entries) {
        const QString name = entry.fileName();
        if (name.contains(QStringLiteral(".unreadable-")))
            continue; // set aside: never offered, never written over
        const QString slot = name.mid(
            qsizetype(std::strlen(prefix)), name.size() - qsizetype(std::strlen(prefix) + std::strlen(gameSuffix)));
        games.push_back({slot, entry.absoluteFilePath(), entry.lastModified(), closedOnPurpose(slot)});
    }
    return games;
}

core::Expected<void> GamesInProgress::write(const QString& slot, const std::string& text) const
{
    QDir().mkpath(folder());
    clearClosedMark(slot);
    // The copy before, for a file found damaged one day (the write itself is atomic; the copy is
    // not needed for that).
    const QString current = pathOf(slot);
    if (QFileInfo::exists(current)) {
        const QString previous = file(slot, previousSuffix);
        QFile::remove(previous);
        QFile::copy(current, previous);
    }
    return gui::writeFileAtomically(current, text);
}

QString GamesInProgress::previousCopy(const QString& slot) const
{
    const QString previous = file(slot, previousSuffix);
    return QFileInfo::exists(previous) ? previous : QString();
}

void GamesInProgress::markClosed(const QString& slot) const
{
    if (!contains(slot))
        return;
    QFile mark(file(slot, closedSuffix));
    if (mark.open(QIODevice::WriteOnly))
        mark.close();
}

void GamesInProgress::clearClosedMark(const QString& slot) const
{
    QFile::remove(file(slot, closedSuffix));
}

bool GamesInProgress::closedOnPurpose(const QString& slot) const
{
    return contains(slot) && QFileInfo::exists(file(slot, closedSuffix));
}

void GamesInProgress::discard(const QString& slot) const
{
    clearClosedMark(slot);
    QFile::remove(file(slot, previousSuffix));
    if (!contains(slot))
        return;
    QDir discarded(QDir(folder()).filePath(QStringLiteral("discarded")));
    discarded.mkpath(QStringLiteral("."));
    const QString target = discarded.filePath(QFileInfo(pathOf(slot)).fileName());
    QFile::remove(target);
    if (!QFile::rename(pathOf(slot), target))
        QFile::remove(pathOf(slot));
    // The newest few only: a player who discards on purpose does not fill the disk.
    const auto old = discarded.entryInfoList(QDir::Files, QDir::Time);
    for (qsizetype i = max_discarded; i < old.size(); ++i)
        QFile::remove(old[i].absoluteFilePath());
}

void GamesInProgress::remove(const QString& slot) const
{
    clearClosedMark(slot);
    QFile::remove(file(slot, previousSuffix));
    if (!slot.isEmpty())
        QFile::remove(pathOf(slot));
}

QString GamesInProgress::setAside(const QString& slot) const
{
    clearClosedMark(slot);
    return gui::setFileAside(pathOf(slot));
}

} // namespace tablee::app
