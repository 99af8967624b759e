// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/command.hpp"

#include "core/json_input.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cassert>
#include <charconv>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

namespace tablee::cli {

namespace {

// "new, meals or score" for a usage message.
std::string subcommand_list(const Command& command)
{
    std::vector<std::string> names;
    for (const auto& subcommand : command.subcommands)
        if (!subcommand.name.empty())
            names.push_back(subcommand.name);
    if (names.empty())
        return {};
    std::string text = names.front();
    for (std::size_t k = 1; k < names.size(); ++k)
        text += (k + 1 == names.size() ? " or " : ", ") + names[k];
    return text;
}

const Subcommand* find_subcommand(const Command& command, const std::vector<std::string>& args)
{
    const std::string wanted = args.empty() ? std::string {} : args.front();
    const auto found = std::ranges::find(command.subcommands, wanted, &Subcommand::name);
    if (found != command.subcommands.end())
        return &*found;
    return nullptr;
}

} // namespace

core::Error usage_error(std::string message)
{
    return core::Error {usage_error_code, std::move(message), {}};
}

core::Expected<std::uint64_t> whole_number_word(std::string_view option, std::string_view text, std::uint64_t most)
{
    std::uint64_t number = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
    if (text.empty() || error != std::errc {} || end != text.data() + text.size() || number > most)
        return std::unexpected(
            usage_error(fmt::format("{} takes a whole number from 0 to {}, not \"{}\"", option, most, text)));
    return number;
}

int run(const Command& command, Invocation& invocation)
{
    // The command's help, asked alone ("dominyam --help") or after a subcommand (below).
    const auto is_help = [](const std::string& word) { return word == "--help" || word == "-h"; };
    if (!invocation.args.empty() && is_help(invocation.args.front())) {
        invocation.out << command.usage;
        return exit_ok;
    }
    const Subcommand* subcommand = find_subcommand(command, invocation.args);
    if (!subcommand) {
        const std::string list = subcommand_list(command);
        if (invocation.args.empty())
            return report_usage(
                invocation.err, fmt::format("usage: tablee-cli {} {} (see --help)", command.name, list));
        return report_usage(invocation.err,
            fmt::format("unknown subcommand \"{}\" for {}; try {} (see --help)", invocation.args.front(), command.name,
                list.empty() ? std::string("none") : list));
    }
    assert(static_cast<bool>(subcommand->from_input) != static_cast<bool>(subcommand->from_words)
        && "a subcommand reads either the input or its words");

    const std::size_t skipped = subcommand->name.empty() ? 0 : 1;
    const std::span<const std::string> words = std::span(invocation.args).subspan(skipped);
    // Every subcommand answers --help with its command's usage ("fiefs computer --help").
    if (!words.empty() && is_help(words.front())) {
        invocation.out << command.usage;
        return exit_ok;
    }
    Answer answer = [&]() -> Answer {
        if (subcommand->from_words)
            return subcommand->from_words(words);
        const std::string where = subcommand->name.empty() ? command.name : command.name + ' ' + subcommand->name;
        std::vector<std::pair<std::string, std::string>> fields;
        for (std::size_t i = 0; i < words.size(); i += 2) {
            const std::string& word = words[i];
            const auto known = std::ranges::find_if(
                subcommand->input_options, [&](const std::string& field) { return word == "--" + field; });
            if (known == subcommand->input_options.end())
                return std::unexpected(usage_error(fmt::format("unknown option \"{}\" for {}", word, where)));
            if (i + 1 >= words.size())
                return std::unexpected(usage_error(fmt::format("{} needs a value", word)));
            fields.emplace_back(*known, words[i + 1]);
        }
        auto input = read_json_input(invocation.in);
        if (!input)
            return std::unexpected(input.error());
        if (input->is_object())
            for (auto& [field, value] : fields)
                (*input)[field] = value;
        return subcommand->from_input(*input);
    }();
    if (!answer)
        return report_error(invocation.err, answer.error());
    print_json(invocation.out, *answer);
    return exit_ok;
}

core::Expected<nlohmann::json> read_json_input(std::istream& in)
{
    const core::JsonLimits limits;
    std::string text;
    char buffer[65536];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (text.size() > limits.max_bytes)
            break; // parse_json reports it; no need to read the rest
    }
    return core::parse_json(text, limits);
}

void print_json(std::ostream& out, const nlohmann::json& json)
{
    out << json.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
}

int report_error(std::ostream& err, const core::Error& error)
{
    print_json(err, {{"error", {{"code", error.code}, {"message", error.message}, {"args", error.args}}}});
    return error.code == usage_error_code ? exit_usage : exit_refused;
}

int report_usage(std::ostream& err, std::string message)
{
    return report_error(err, usage_error(std::move(message)));
}

} // namespace tablee::cli
