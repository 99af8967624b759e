# SPDX-License-Identifier: GPL-3.0-or-later
# The real program, as a user calls it (run_cli.cmake compares standard output as JSON).
set(cli_data ${PROJECT_SOURCE_DIR}/tests/data/civ_calamities/cli)
tablee_add_cli_test("civ_calamities cli: resolve Successive Wars on the Nile" ARGS civ-calamities resolve
    INPUT ${cli_data}/wars_nile.json EXPECT_STDOUT ${cli_data}/wars_nile.out.json EXPECT_EXIT 0)
tablee_add_cli_test("civ_calamities cli: resolve a Secession along a chain" ARGS civ-calamities resolve
    INPUT ${cli_data}/secession_chain.json EXPECT_STDOUT ${cli_data}/secession_chain.out.json EXPECT_EXIT 0)
tablee_add_cli_test("civ_calamities cli: another player's tokens open the way to the victim's" ARGS civ-calamities
    resolve INPUT ${cli_data}/secession_other_first.json EXPECT_STDOUT ${cli_data}/secession_other_first.out.json
    EXPECT_EXIT 0)
tablee_add_cli_test("civ_calamities cli: a choice out of reach is refused with its step" ARGS civ-calamities resolve
    INPUT ${cli_data}/secession_refused.json EXPECT_EXIT 1 EXPECT_ERROR civ_calamities.refused_choice)
tablee_add_cli_test("civ_calamities cli: legal choices of the next step" ARGS civ-calamities legal
    INPUT ${cli_data}/secession_legal.json EXPECT_STDOUT ${cli_data}/secession_legal.out.json EXPECT_EXIT 0)
tablee_add_cli_test("civ_calamities cli: a population expansion" ARGS civ-calamities expand
    INPUT ${cli_data}/expand.json EXPECT_STDOUT ${cli_data}/expand.out.json EXPECT_EXIT 0)
# The surplus of that expansion, removed in its own phase: the same board as before the phase split.
tablee_add_cli_test("civ_calamities cli: the surplus population removed" ARGS civ-calamities surplus
    INPUT ${cli_data}/surplus.json EXPECT_STDOUT ${cli_data}/surplus.out.json EXPECT_EXIT 0)
tablee_add_cli_test("civ_calamities cli: the city support check" ARGS civ-calamities support
    INPUT ${cli_data}/support.json EXPECT_STDOUT ${cli_data}/support.out.json EXPECT_EXIT 0)
# docs/cli.md promises json.bad_value, with the path, for input of the wrong shape.
foreach(shape number string object too_many)
    tablee_add_cli_test("civ_calamities cli: a reduce list that is a ${shape} is refused" ARGS civ-calamities support
        INPUT ${cli_data}/support_reduce_${shape}.json EXPECT_EXIT 1 EXPECT_ERROR json.bad_value)
endforeach()
tablee_add_cli_test("civ_calamities cli: a choice of two kinds at once is refused" ARGS civ-calamities resolve
    INPUT ${cli_data}/secession_two_kinds.json EXPECT_EXIT 1 EXPECT_ERROR json.bad_value)
# The refusals docs/cli.md lists for the command, each answered with its code and exit 1.
tablee_add_cli_test("civ_calamities cli: two cities in one area is an impossible position" ARGS civ-calamities expand
    INPUT ${cli_data}/expand_two_cities_in_memphis.json EXPECT_EXIT 1 EXPECT_ERROR civ_calamities.bad_position)
tablee_add_cli_test("civ_calamities cli: reducing a city where there is none is refused" ARGS civ-calamities support
    INPUT ${cli_data}/support_no_city_there.json EXPECT_EXIT 1 EXPECT_ERROR civ_calamities.no_city)
tablee_add_cli_test("civ_calamities cli: a secessionist victim is refused" ARGS civ-calamities resolve
    INPUT ${cli_data}/secession_victim_secessionist.json EXPECT_EXIT 1 EXPECT_ERROR civ_calamities.not_a_player)
tablee_add_cli_test("civ_calamities cli: a trader who is the victim is refused" ARGS civ-calamities legal
    INPUT ${cli_data}/wars_trader_is_victim.json EXPECT_EXIT 1 EXPECT_ERROR civ_calamities.trader_is_victim)
tablee_add_cli_test("civ_calamities cli: an unknown subcommand exits 2" ARGS civ-calamities frobnicate
    EXPECT_EXIT 2 EXPECT_ERROR cli.usage)
