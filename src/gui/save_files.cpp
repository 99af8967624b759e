// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/save_files.hpp"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace tablee::gui {

core::Expected<void> writeFileAtomically(const QString& path, const std::string& text)
{
    QSaveFile file(path);
    const auto failed = [&] {
        return core::fail("io.write_failed",
            "could not write " + path.toStdString() + ": " + file.errorString().toStdString(),
            {path.toStdString(), file.errorString().toStdString()});
    };
    if (!file.open(QIODevice::WriteOnly))
        return failed();
    if (file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())) {
        file.cancelWriting();
        return failed();
    }
    if (!file.commit())
        return failed();
    return {};
}

core::Expected<core::SaveEnvelope> readSaveFile(const QString& path, std::span<const core::SaveSchema> schemas)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return core::fail("io.open_failed",
            "could not open " + path.toStdString() + ": " + file.errorString().toStdString(),
            {path.toStdString(), file.errorString().toStdString()});
    // The real size, said as it is, and a huge file never read into memory.
    const qint64 size = file.size();
    if (size > static_cast<qint64>(core::max_save_bytes))
        return core::fail("save.too_large",
            "this file is " + std::to_string(size) + " bytes long; a Tablée save is never larger than "
                + std::to_string(core::max_save_bytes) + " bytes",
            {std::to_string(size), std::to_string(core::max_save_bytes)});
    // One byte more than allowed: a file that grew since is still refused by core::read_save.
    const QByteArray bytes = file.read(static_cast<qint64>(core::max_save_bytes) + 1);
    if (bytes.isEmpty())
        return core::fail("io.empty_file", "this file is empty: it holds no game");
    return core::read_save(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), schemas);
}

QString setFileAside(const QString& path)
{
    const QFileInfo info(path);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString suffix = info.suffix().isEmpty() ? QString() : QStringLiteral(".") + info.suffix();
    const auto candidate = [&](int n) {
        const QString unique = n == 1 ? stamp : QStringLiteral("%1-%2").arg(stamp).arg(n);
        return info.dir().filePath(QStringLiteral("%1.unreadable-%2%3").arg(info.completeBaseName(), unique, suffix));
    };
    QString target = candidate(1);
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = candidate(n);
    return QFile::rename(path, target) ? target : QString();
}

} // namespace tablee::gui
