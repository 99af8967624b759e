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

} // namespace tablee::core
