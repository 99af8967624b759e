# Writes OUTPUT, a C++ file whose standard_map_json() returns the text of INPUT as a raw string
# literal, so the library carries its map and needs no path at run time.
file(READ ${INPUT} text)
string(FIND "${text}" ")tablee_map\"" clash)
if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${INPUT} contains the raw-string delimiter )tablee_map\"")
endif()
file(WRITE ${OUTPUT}.tmp "// Generated from ${INPUT} by embed_map.cmake: do not edit.\n"
    "#include \"diplomacy_deadman/engine/map.hpp\"\n\n"
    "namespace tablee::diplomacy {\n\n"
    "std::string_view standard_map_json()\n{\n"
    "    static constexpr std::string_view text = R\"tablee_map(${text})tablee_map\";\n"
    "    return text;\n}\n\n} // namespace tablee::diplomacy\n")
file(COPY_FILE ${OUTPUT}.tmp ${OUTPUT} ONLY_IF_DIFFERENT)
file(REMOVE ${OUTPUT}.tmp)
