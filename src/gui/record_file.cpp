// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/record_file.hpp"

#include "core/json_input.hpp"

#include <QFile>
#include <QStandardPaths>

namespace tablee::gui {

core::Expected<nlohmann::json> readRecordJson(const QString& path, std::size_t max_bytes)
{
    QFile file(path);
    if (!file.exists())
        return nlohmann::json();
    if (!file.open(QIODevice::ReadOnly))
        return core::fail("io.open_failed", "could not open " + path.toStdString(),
            {path.toStdString(), file.errorString().toStdString()});
    // One byte more than the limit lets parse_json say the file is too large without reading it all.
    const QByteArray bytes = file.read(static_cast<qint64>(max_bytes) + 1);
    return core::parse_json(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), {.max_bytes = max_bytes});
}

QString appDataDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

} // namespace tablee::gui
