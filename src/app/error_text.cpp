#include "app/error_text.hpp"

#include "app/variant_registry.hpp"

namespace tablee::app {

QString errorArg(const core::Error& error, std::size_t index)
{
    return index < error.args.size() ? QString::fromStdString(error.args[index]) : QString();
}

QString ErrorText::describe(const core::Error& error, const VariantRegistry* registry)
{
    if (registry) {
        for (const auto& module : registry->modules()) {
            const QString text = module->describeError(error);
            if (!text.isEmpty())
                return text;
        }
    }
    const auto& code = error.code;
    if (code == "save.too_large" || code == "json.too_large")
        return tr("This file is too large to be a Tablée save (%1 bytes).").arg(errorArg(error, 0));
    if (code == "save.too_deep" || code == "json.too_deep")
        return tr("This file is not a Tablée save: its structure is nested far too deep.");
    if (code == "json.number_range")
        return tr("This file is not a Tablée save: it holds a number far too large.");
    if (code == "save.not_json" || code == "json.syntax")
        return tr("This file is not a Tablée save: it is damaged or of another kind (not valid JSON).");
    if (code == "save.foreign")
        return tr("This file is not a Tablée save.");
    if (code == "save.newer_format")
        return tr("This save was written by a newer version of Tablée. Please update Tablée to open it.");
    if (code == "save.newer_schema")
        return tr("This %1 save uses version %2 of its format, but this Tablée reads up to version %3. "
                  "Please update Tablée to open it.")
            .arg(errorArg(error, 0), errorArg(error, 1), errorArg(error, 2));
    if (code == "save.unknown_variant")
        return tr("This save is of a game this version of Tablée does not know (\"%1\").").arg(errorArg(error, 0));
    if (code == "save.bad_field")
        return tr("This save is damaged: its \"%1\" entry is missing or wrong.").arg(errorArg(error, 0));
    if (code == "save.migration_failed")
        return tr("This save could not be upgraded from version %1 of its format: %2")
            .arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "save.bad_game")
        return tr("This save is damaged: the game it holds cannot be replayed (%1).")
            .arg(QString::fromStdString(error.message));
    if (code == "io.open_failed")
        return tr("Could not open %1: %2").arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "io.write_failed")
        return tr("Could not save to %1: %2. The previous file, if any, is untouched.")
            .arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "seats.count")
        return tr("This game takes %1 to %2 players.").arg(errorArg(error, 0), errorArg(error, 1));
    if (code == "seats.empty_name")
        return tr("Player %1 has no name.").arg(errorArg(error, 0));
    if (code == "seats.duplicate_name")
        return tr("Two players are called \"%1\".").arg(errorArg(error, 0));
    if (code == "random.bad_state" || code == "random.zero_state" || code == "history.bad_cursor")
        return tr("This save is damaged: %1.").arg(QString::fromStdString(error.message));
    return QString::fromStdString(error.message);
}

} // namespace tablee::app
