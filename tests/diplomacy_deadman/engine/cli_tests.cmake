# SPDX-License-Identifier: GPL-3.0-or-later
# Command-line tests of tablee-cli diplomacy (included by CMakeLists.txt).
diplomacy_cli_test("new with a dead man prints the 1901 state" ARGS diplomacy new --dead-man ITALY
    EXPECT_STDOUT ${cli_data}/new_italy.out.json EXPECT_EXIT 0)
diplomacy_cli_test("adjudicate spring 1901" ARGS diplomacy adjudicate
    INPUT ${cli_data}/adjudicate_spring_1901.json EXPECT_STDOUT ${cli_data}/adjudicate_spring_1901.out.json EXPECT_EXIT 0)
diplomacy_cli_test("adjudicate a dislodgement and void orders" ARGS diplomacy adjudicate
    INPUT ${cli_data}/adjudicate_dislodged.json EXPECT_STDOUT ${cli_data}/adjudicate_dislodged.out.json EXPECT_EXIT 0)
diplomacy_cli_test("deadman-tally of the source example" ARGS diplomacy deadman-tally
    INPUT ${cli_data}/deadman_tally_source.json EXPECT_STDOUT ${cli_data}/deadman_tally_source.out.json EXPECT_EXIT 0)
diplomacy_cli_test("deadman-tally with two dead men [extension]" ARGS diplomacy deadman-tally
    INPUT ${cli_data}/deadman_tally_two_dead_men.json EXPECT_STDOUT ${cli_data}/deadman_tally_two_dead_men.out.json
    EXPECT_EXIT 0)
diplomacy_cli_test("step spring 1901 with a dead man" ARGS diplomacy step
    INPUT ${cli_data}/step_spring_1901.json EXPECT_STDOUT ${cli_data}/step_spring_1901.out.json EXPECT_EXIT 0)
foreach(refused IN ITEMS
        "bad_json:json.syntax" "unknown_power:json.bad_value" "fleet_inland:diplomacy_deadman.bad_unit"
        "two_units:diplomacy_deadman.two_units" "orders_not_array:json.bad_value" "not_object:json.bad_value"
        "no_units:json.bad_value")
    string(REPLACE ":" ";" parts ${refused})
    list(GET parts 0 case)
    list(GET parts 1 code)
    diplomacy_cli_test("adjudicate refuses ${case}" ARGS diplomacy adjudicate
        INPUT ${cli_data}/refused_${case}.json EXPECT_EXIT 1 EXPECT_ERROR ${code})
endforeach()
diplomacy_cli_test("step refuses a bad phase" ARGS diplomacy step
    INPUT ${cli_data}/refused_bad_phase.json EXPECT_EXIT 1 EXPECT_ERROR diplomacy_deadman.bad_phase)
diplomacy_cli_test("unknown subcommand exits 2" ARGS diplomacy frobnicate EXPECT_EXIT 2 EXPECT_ERROR cli.usage)
diplomacy_cli_test("option after adjudicate exits 2" ARGS diplomacy adjudicate --fast EXPECT_EXIT 2 EXPECT_ERROR cli.usage)
diplomacy_cli_test("unknown dead man exits 2" ARGS diplomacy new --dead-man PRUSSIA EXPECT_EXIT 2 EXPECT_ERROR cli.usage)
add_test(NAME "diplomacy cli: --help" COMMAND tablee-cli diplomacy --help)
set_tests_properties("diplomacy cli: --help" PROPERTIES PASS_REGULAR_EXPRESSION "deadman-tally")
