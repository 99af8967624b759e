# SPDX-License-Identifier: GPL-3.0-or-later
# The real program, as a user calls it (run_cli.cmake compares standard output as JSON).
set(cli_data ${PROJECT_SOURCE_DIR}/tests/data/fiefs_variant/cli)
tablee_add_cli_test("fiefs_variant cli: a new game of three on seed 7" ARGS fiefs new --seed 7 --players 3
    EXPECT_STDOUT ${cli_data}/new_seed7.out.json EXPECT_EXIT 0)
tablee_add_cli_test("fiefs_variant cli: the price list and legal moves in mid-game" ARGS fiefs legal
    INPUT ${cli_data}/mid_game.json EXPECT_STDOUT ${cli_data}/legal_mid.out.json EXPECT_EXIT 0)
tablee_add_cli_test("fiefs_variant cli: a border placed, regions and scores after" ARGS fiefs apply
    INPUT ${cli_data}/border_mid.json EXPECT_STDOUT ${cli_data}/border_mid.out.json EXPECT_EXIT 0)
tablee_add_cli_test("fiefs_variant cli: a special income with the die given as 6 asks for the knight" ARGS fiefs apply
    INPUT ${cli_data}/income_six.json EXPECT_STDOUT ${cli_data}/income_six.out.json EXPECT_EXIT 0)
tablee_add_cli_test("fiefs_variant cli: a refused move names the rule" ARGS fiefs apply
    INPUT ${cli_data}/refused.json EXPECT_EXIT 1 EXPECT_ERROR fiefs_variant.border_taken)
tablee_add_cli_test("fiefs_variant cli: a state whose pieces do not add up is refused" ARGS fiefs apply
    INPUT ${cli_data}/bad_state.json EXPECT_EXIT 1 EXPECT_ERROR fiefs_variant.bad_state)
tablee_add_cli_test("fiefs_variant cli: the normal computer player's move" ARGS fiefs computer
    INPUT ${cli_data}/computer_mid.json EXPECT_STDOUT ${cli_data}/computer_mid.out.json EXPECT_EXIT 0)
tablee_add_cli_test("fiefs_variant cli: five players is a usage error" ARGS fiefs new --seed 1 --players 5
    EXPECT_EXIT 2 EXPECT_ERROR cli.usage)
foreach(players 0 1)
    tablee_add_cli_test("fiefs_variant cli: ${players} players is a usage error, as docs/cli.md says" ARGS fiefs new
        --seed 1 --players ${players} EXPECT_EXIT 2 EXPECT_ERROR cli.usage)
endforeach()
