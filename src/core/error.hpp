// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The project's one error type. Engines return it inside std::expected; the Qt layer turns
// `code` into translated text (using `args` for the placeholders), the command line prints
// `message` as it is.

#include <expected>
#include <string>
#include <utility>
#include <vector>

namespace tablee::core {

struct Error {
    // Stable, machine-readable identifier: "<area>.<what>", e.g. "save.newer_schema" or
    // "dominyam.not_touching". Never shown to a user as such.
    std::string code;
    // English sentence for logs and the command line.
    std::string message;
    // Values the message refers to, in order (tile names, numbers...), so that a translated
    // message can be built from `code` without parsing `message`.
    std::vector<std::string> args;

    friend bool operator==(const Error&, const Error&) = default;
};

template <class T> using Expected = std::expected<T, Error>;

[[nodiscard]] inline std::unexpected<Error> fail(
    std::string code, std::string message, std::vector<std::string> args = {})
{
    return std::unexpected(Error {std::move(code), std::move(message), std::move(args)});
}

// An error reporting another as its cause (a move in a save that the rules refuse: the rule it
// breaks). Its args are `args`, then the cause's code and args; its message ends with the cause's.
inline Error with_cause(std::string code, std::string message, std::vector<std::string> args, const Error& cause)
{
    args.push_back(cause.code);
    args.insert(args.end(), cause.args.begin(), cause.args.end());
    return Error {std::move(code), message + ": " + cause.message, std::move(args)};
}

// The cause of an error made by with_cause with `own_args` args of its own (its message is not
// kept apart: empty). Precondition: error.args.size() > own_args.
inline Error cause_of(const Error& error, std::size_t own_args)
{
    const auto code = error.args.begin() + static_cast<std::ptrdiff_t>(own_args);
    return Error {*code, {}, std::vector<std::string>(code + 1, error.args.end())};
}

} // namespace tablee::core
