// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A table the application keeps across runs in one JSON file of the application-data folder (the
// Dominyam high scores, the results history). What every such file must honour is here once:
// a bounded read, an atomic write, and a file that cannot be read is never written over (it is
// set aside beside the new one and the caller says so).

#include "core/error.hpp"
#include "gui/save_files.hpp"

#include <QDir>
#include <QFileInfo>
#include <QString>

#include <nlohmann/json.hpp>

#include <cstddef>
#include <optional>
#include <utility>

namespace tablee::gui {

// The JSON of the file at `path`; a null value when there is no file yet. Errors: "io.open_failed"
// (path, reason), those of core::parse_json (a file larger than `max_bytes` is not read whole).
core::Expected<nlohmann::json> readRecordJson(const QString& path, std::size_t max_bytes);

// QStandardPaths::AppDataLocation, where the record files are.
QString appDataDirectory();

// `Table` has a default constructor (the empty table), `static Expected<Table> from_json(json)`,
// `json to_json() const` and `std::optional<std::size_t> add(Entry)` (the entry's place, or
// nothing when it did not enter the table).
template <class Table> class RecordFile {
public:
    // `directory` defaults to QStandardPaths::AppDataLocation (tests pass a temporary one).
    RecordFile(const QString& fileName, const QString& directory, std::size_t maxBytes)
        : m_path(QDir(directory.isEmpty() ? appDataDirectory() : directory).filePath(fileName)), m_maxBytes(maxBytes)
    { }

    QString path() const { return m_path; }

    // The table on disk, an empty one when there is none yet. A damaged file is left as it is.
    core::Expected<Table> load() const
    {
        auto json = readRecordJson(m_path, m_maxBytes);
        if (!json)
            return std::unexpected(std::move(json.error()));
        if (json->is_null())
            return Table();
        return Table::from_json(*json);
    }

    struct Added {
        std::optional<std::size_t> place; // where the entry went, when it entered the table
        QString keptAs; // where an unreadable file was set aside before a new table was begun
    };
    // Adds an entry and writes the table atomically.
    template <class Entry> Added add(Entry entry) const
    {
        Added added;
        auto table = load();
        if (!table) {
            added.keptAs = setFileAside(m_path);
            if (added.keptAs.isEmpty())
                return added; // it could not be moved: better no entry than a lost table
            table = Table();
        }
        added.place = table->add(std::move(entry));
        if (added.place) {
            QDir().mkpath(QFileInfo(m_path).absolutePath());
            // A failed write loses only this entry, never the table already on disk.
            (void)writeFileAtomically(m_path, table->to_json().dump(1) + '\n');
        }
        return added;
    }

    // Writes `table` in place of the one on disk (an entry deleted), atomically; refused while
    // the file on disk cannot be read, which is never written over. Errors: those of load, and of
    // writeFileAtomically.
    core::Expected<void> replace(const Table& table) const
    {
        if (auto current = load(); !current)
            return std::unexpected(std::move(current.error()));
        QDir().mkpath(QFileInfo(m_path).absolutePath());
        return writeFileAtomically(m_path, table.to_json().dump(1) + '\n');
    }

private:
    QString m_path;
    std::size_t m_maxBytes;
};

} // namespace tablee::gui
