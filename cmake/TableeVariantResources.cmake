# SPDX-License-Identifier: GPL-3.0-or-later
# The resources every variant's window embeds, by convention of names:
#
#   include(${PROJECT_SOURCE_DIR}/cmake/TableeVariantResources.cmake)
#   tablee_add_variant_resources(<variant>)
#
# adds to `tablee_<variant>_ui` the icon resources/icons/<variant>.svg (":/icons/<variant>.svg")
# and the rules resources/rules/<variant>.en.md and .fr.md (":/rules/<variant>.<language>.md"),
# which the home screen and the rules dialog look up through the variant's module.
function(tablee_add_variant_resources variant)
    set(resources ${PROJECT_SOURCE_DIR}/resources)
    qt_add_resources(tablee_${variant}_ui "${variant}_resources"
        PREFIX "/"
        BASE ${resources}
        FILES
            ${resources}/icons/${variant}.svg
            ${resources}/rules/${variant}.en.md
            ${resources}/rules/${variant}.fr.md)
endfunction()
