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

core::Expected<void> Autosave::write(const std::string& text) const
{
    QDir().mkpath(m_directory);
    return gui::writeFileAtomically(path(), text);
}

void Autosave::discard() const
{
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
