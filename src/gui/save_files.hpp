// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/error.hpp"
#include "core/save.hpp"

#include <QString>

#include <span>
#include <string>

namespace tablee::gui {

// Writes `text` to `path` atomically (QSaveFile): a failed write leaves the old file as it was.
// Errors: "io.write_failed" (path, reason).
core::Expected<void> writeFileAtomically(const QString& path, const std::string& text);

// Reads a save file and checks its envelope (core::read_save). Refuses a file larger than
// core::max_save_bytes before reading it. Errors: "io.open_failed" (path, reason), "io.empty_file",
// "save.too_large" (the file's size, the limit) and those of core::read_save.
core::Expected<core::SaveEnvelope> readSaveFile(const QString& path, std::span<const core::SaveSchema> schemas);

// Moves a file Tablée cannot read out of the way, so that nothing ever writes over it:
// "name.ext" becomes "name.unreadable-<date-time>.ext" beside it (with "-2", "-3"... if taken).
// Returns the new path, or an empty string when the file could not be moved (it then stays).
QString setFileAside(const QString& path);

} // namespace tablee::gui
