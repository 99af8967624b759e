#pragma once

#include "core/error.hpp"
#include "core/save.hpp"

#include <QString>

#include <span>
#include <string>

namespace tablee::app {

// Writes `text` to `path` atomically (QSaveFile): a failed write leaves the old file as it was.
// Errors: "io.write_failed" (path, reason).
core::Expected<void> writeFileAtomically(const QString& path, const std::string& text);

// Reads a save file and checks its envelope (core::read_save). Refuses a file larger than
// core::max_save_bytes before reading it. Errors: "io.open_failed" (path, reason) and those of
// core::read_save.
core::Expected<core::SaveEnvelope> readSaveFile(const QString& path, std::span<const core::SaveSchema> schemas);

} // namespace tablee::app
