// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/autosave.hpp"

#include "gui/save_files.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace tablee::app {

Autosave::Autosave(QString directory)
    : m_directory(
        directory.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : std::move(directory))
{ }

QString Autosave::path() const
{
    return QDir(m_directory).filePath(QStringLiteral("autosave.json"));
}

bool Autosave::exists() const
{
    return QFileInfo::exists(path());
}

QDateTime Autosave::savedAt() const
{
    return QFileInfo(path()).lastModified();
}

namespace {

QString closedMark(const QString& directory)
{
    return QDir(directory).filePath(QStringLiteral("autosave.closed"));
}

} // namespace

core::Expected<void> Autosave::write(const std::string& text) const
{
    QDir().mkpath(m_directory);
    QFile::remove(closedMark(m_directory));
    return gui::writeFileAtomically(path(), text);
}

void Autosave::markClosed() const
{
    if (!exists())
        return;
    QFile mark(closedMark(m_directory));
    if (mark.open(QIODevice::WriteOnly))
        mark.close();
}

void Autosave::clearClosedMark() const
{
    QFile::remove(closedMark(m_directory));
}

bool Autosave::closedOnPurpose() const
{
    return exists() && QFileInfo::exists(closedMark(m_directory));
}

void Autosave::discard() const
{
    QFile::remove(closedMark(m_directory));
    if (!exists())
        return;
    const QString previous = QDir(m_directory).filePath(QStringLiteral("autosave.previous.json"));
    QFile::remove(previous);
    QFile::rename(path(), previous);
}

QString Autosave::setAside() const
{
    return gui::setFileAside(path());
}

} // namespace tablee::app
