// SPDX-License-Identifier: GPL-3.0-or-later
#include "gui/error_text.hpp"

#include "gui/variant_registry.hpp"

#include <QLocale>

namespace tablee::gui {

QString errorArg(const core::Error& error, std::size_t index)
{
    return index < error.args.size() ? QString::fromStdString(error.args[index]) : QString();
}

namespace {

// An argument that is a whole number, written the interface language's way ("1 000 000" in French).
QString numberArg(const core::Error& error, std::size_t index)
{
    return QLocale().toString(errorArg(error, index).toLongLong());
}

} // namespace

QString ErrorText::describeBadValue(const core::Error& error)
{
    // args: path, kind, details (core/json_reader.hpp).
    const QString path = errorArg(error, 0);
    const QString kind = errorArg(error, 1);
    if (kind == QLatin1String("missing"))
        return tr("the entry “%1” is missing").arg(path);
    if (kind == QLatin1String("object"))
        return tr("the entry “%1” should be a group of named entries").arg(path);
    if (kind == QLatin1String("array"))
        return tr("the entry “%1” should be a list").arg(path);
    if (kind == QLatin1String("string"))
        return tr("the entry “%1” should be a text").arg(path);
    if (kind == QLatin1String("boolean"))
        return tr("the entry “%1” should be true or false").arg(path);
    if (kind == QLatin1String("integer"))
        return tr("the entry “%1” should be a whole number from %2 to %3")
            .arg(path, numberArg(error, 2), numberArg(error, 3));
    if (kind == QLatin1String("decimal"))
        return tr("the entry “%1” should be a whole number written as text").arg(path);
    if (kind == QLatin1String("length"))
        return tr("the entry “%1” is longer than %2 characters").arg(path, numberArg(error, 2));
    if (kind == QLatin1String("count"))
        return tr("the entry “%1” holds more than %2 items").arg(path, numberArg(error, 2));
    if (kind == QLatin1String("size"))
        return tr("the entry “%1” should hold exactly %2 items").arg(path, numberArg(error, 2));
    if (kind == QLatin1String("choice"))
        return tr("the entry “%1” holds “%2”, which means nothing here").arg(path, errorArg(error, 2));
    return QString::fromStdString(error.message);
}

QString ErrorText::describeRecordFile(const core::Error& error)
{
    const auto& code = error.code;
    if (code == "save.not_json" || code == "json.syntax" || code == "json.number_range" || code == "json.too_deep"
        || code == "save.too_deep")
        return tr("It is damaged: it no longer reads as JSON.");
    if (code == "json.too_large" || code == "json.too_many_values")
        return tr("It is far too large for such a file.");
    if (code == "json.bad_value")
        return tr("It is damaged: %1.").arg(describeBadValue(error));
    return describe(error);
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
    // A variant by its name in the interface language (its id when this Tablée does not know it).
    const auto variantName = [&](std::size_t index) {
        const auto* module = registry ? registry->find(errorArg(error, index)) : nullptr;
        return module ? module->displayName() : errorArg(error, index);
    };
    const auto& code = error.code;
    if (code == "io.empty_file")
        return tr("This file is empty: it holds no game.");
    if (code == "save.too_large" || code == "json.too_large")
        return tr("This file is too large to be a Tablée save (%1 bytes; a save never exceeds %2 bytes).")
            .arg(numberArg(error, 0), numberArg(error, 1));
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
            .arg(variantName(0), errorArg(error, 1), errorArg(error, 2));
    if (code == "save.unknown_variant")
        return tr("This save is of a game this version of Tablée does not know (\"%1\").").arg(errorArg(error, 0));
    if (code == "json.too_many_values")
        return tr("This file is not a Tablée save: it holds more than %1 values, far more than any game.")
            .arg(QLocale().toString(errorArg(error, 0).toLongLong()));
    if (code == "json.bad_value")
        return tr("This file is damaged: %1.").arg(describeBadValue(error));
    if (code == "save.migration_failed")
        return tr("This save could not be upgraded from version %1 of its format: %2")
            .arg(errorArg(error, 0), errorArg(error, 1));
    // A saved game the rules refuse: the rule it breaks, in the variant's words when it has them.
    const auto causeText = [&](std::size_t ownArgs) {
        const QString cause
            = error.args.size() > ownArgs ? describe(core::cause_of(error, ownArgs), registry) : QString();
        return cause.isEmpty() ? QString::fromStdString(error.message) : cause;
    };
    if (code == "game.refused_move")
        return tr("This save is damaged: its move %1 cannot be replayed, because the rules refuse it: %2")
            .arg(numberArg(error, 0), causeText(1));
    if (code == "game.refused_options")
        return tr("This save is damaged: the rules refuse the settings of the game it holds: %1").arg(causeText(0));
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

} // namespace tablee::gui
