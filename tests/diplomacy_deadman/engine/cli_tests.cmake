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

# The refusals docs/cli.md lists for the command, each answered with its code and exit 1.
diplomacy_cli_test("step refuses a centre that is no supply centre" ARGS diplomacy step
    INPUT ${cli_data}/refused_centre_not_supply.json EXPECT_EXIT 1 EXPECT_ERROR diplomacy_deadman.bad_state)
diplomacy_cli_test("step refuses a game already won" ARGS diplomacy step
    INPUT ${cli_data}/refused_game_won.json EXPECT_EXIT 1 EXPECT_ERROR diplomacy_deadman.game_over)
diplomacy_cli_test("step refuses proposals in a game without a dead man" ARGS diplomacy step
    INPUT ${cli_data}/refused_proposals_without_dead_man.json EXPECT_EXIT 1 EXPECT_ERROR diplomacy_deadman.no_dead_man)
diplomacy_cli_test("step refuses a save from a newer Tablée" ARGS diplomacy step
    INPUT ${cli_data}/refused_save_newer_schema.json EXPECT_EXIT 1 EXPECT_ERROR save.newer_schema)
diplomacy_cli_test("step refuses a save whose moves the rules refuse" ARGS diplomacy step
    INPUT ${cli_data}/refused_save_move_after_draw.json EXPECT_EXIT 1 EXPECT_ERROR game.refused_move)
diplomacy_cli_test("step refuses a save whose settings the rules refuse" ARGS diplomacy step
    INPUT ${cli_data}/refused_save_six_dead_men.json EXPECT_EXIT 1 EXPECT_ERROR game.refused_options)
# More proposals than the 4,096 a table could make (41 players proposing 100 orders each): too
# long to keep in the repository, written into the build directory.
string(REPEAT "\"A VEN - TRI\", " 99 proposal_list)
set(proposal_list "[${proposal_list}\"A VEN - TRI\"]")
set(proposers "")
foreach(proposer RANGE 1 41)
    list(APPEND proposers "\"Player ${proposer}\": ${proposal_list}")
endforeach()
list(JOIN proposers ", " proposers)
file(CONFIGURE OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/deadman_tally_too_many_proposals.json
    CONTENT "{\"units\": {\"ITALY\": [\"A VEN\"]}, \"dead_man\": \"ITALY\", \"proposals\": {${proposers}}}\n")
diplomacy_cli_test("deadman-tally refuses more than 4,096 proposals" ARGS diplomacy deadman-tally
    INPUT ${CMAKE_CURRENT_BINARY_DIR}/deadman_tally_too_many_proposals.json
    EXPECT_EXIT 1 EXPECT_ERROR diplomacy_deadman.too_many_proposals)

# The computer powers: one power's orders, and a whole game of seven (docs/cli.md).
diplomacy_cli_test("computer writes France's orders and proposals for the dead man" ARGS diplomacy computer
    INPUT ${cli_data}/computer_france.json EXPECT_STDOUT ${cli_data}/computer_france.out.json EXPECT_EXIT 0)
diplomacy_cli_test("computer refuses a power with nothing to write" ARGS diplomacy computer
    INPUT ${cli_data}/refused_computer_dead_man.json EXPECT_EXIT 1 EXPECT_ERROR diplomacy_deadman.not_a_writer)
diplomacy_cli_test("computer refuses an unknown level" ARGS diplomacy computer
    INPUT ${cli_data}/refused_computer_level.json EXPECT_EXIT 1 EXPECT_ERROR json.bad_value)
diplomacy_cli_test("self-play of 1901" ARGS diplomacy self-play --seed 3 --until 1901
    EXPECT_STDOUT ${cli_data}/self_play_1901.out.json EXPECT_EXIT 0)
diplomacy_cli_test("self-play refuses a year before 1901" ARGS diplomacy self-play --until 1800
    EXPECT_EXIT 2 EXPECT_ERROR cli.usage)
diplomacy_cli_test("computer at the strong level" ARGS diplomacy computer --level strong
    INPUT ${cli_data}/computer_france.json EXPECT_STDOUT ${cli_data}/computer_france_strong.out.json EXPECT_EXIT 0)
