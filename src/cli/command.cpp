#include "cli/command.hpp"

#include "core/json_input.hpp"

#include <iostream>
#include <iterator>
#include <sstream>

namespace tablee::cli {

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
    return exit_refused;
}

int report_usage(std::ostream& err, const std::string& message)
{
    print_json(err, {{"error", {{"code", "cli.usage"}, {"message", message}, {"args", nlohmann::json::array()}}}});
    return exit_usage;
}

} // namespace tablee::cli
