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
# The level as an option (normal here: the strong level's search takes a minute in a sanitized
# debug build; the engine's tests try it, docs/cli.md shows it).
tablee_add_cli_test("fiefs_variant cli: the computer player's level as an option" ARGS fiefs computer
    --level normal INPUT ${cli_data}/computer_mid_easy.json EXPECT_STDOUT ${cli_data}/computer_mid.out.json
    EXPECT_EXIT 0)
tablee_add_cli_test("fiefs_variant cli: a computer level the engine does not have is refused" ARGS fiefs computer
    --level grandmaster INPUT ${cli_data}/computer_mid.json EXPECT_EXIT 1 EXPECT_ERROR json.bad_value)
tablee_add_cli_test("fiefs_variant cli: computer takes no other option" ARGS fiefs computer --colour red
    INPUT ${cli_data}/computer_mid.json EXPECT_EXIT 2 EXPECT_ERROR cli.usage)
tablee_add_cli_test("fiefs_variant cli: --level needs its value" ARGS fiefs computer --level
    INPUT ${cli_data}/computer_mid.json EXPECT_EXIT 2 EXPECT_ERROR cli.usage)
tablee_add_cli_test("fiefs_variant cli: five players is a usage error" ARGS fiefs new --seed 1 --players 5
    EXPECT_EXIT 2 EXPECT_ERROR cli.usage)
foreach(players 0 1)
    tablee_add_cli_test("fiefs_variant cli: ${players} players is a usage error, as docs/cli.md says" ARGS fiefs new
        --seed 1 --players ${players} EXPECT_EXIT 2 EXPECT_ERROR cli.usage)
endforeach()
# Each refusal docs/cli.md lists for fiefs, answered with its code and exit 1: a move (or a state)
# breaking one rule. Most start from one hand-built two-player position (refused_expand_allied.json
# shows it); the others change it a little (over, 100 borders placed, no knight left, a castle in
# a pocket), or are a setup or a join_fief question.
foreach(refused IN ITEMS
        "join_in_action_step:wrong_step" "move_after_the_end:game_over" "three_borders_too_poor:too_poor"
        "no_border:border_count" "no_knight:knight_count" "alliance_without_partner:alliance_count"
        "border_in_fief:border_in_fief" "border_in_neutral_zone:border_in_neutral_zone"
        "border_in_other_region:border_not_own_region" "border_makes_neutral:border_makes_neutral"
        "border_closes_opponent:border_closes_opponent" "border_supply_empty:no_border_left"
        "knight_on_knight:space_taken" "knight_on_village:knight_terrain" "knight_far_away:knight_not_next"
        "knight_in_enemy_fief:knight_in_enemy_fief" "knight_none_left:no_knight_left"
        "expand_other_fief:not_your_fief" "expand_far_away:expand_not_next" "expand_onto_castle:expand_castle"
        "expand_onto_knight:expand_knight" "expand_own_fief:expand_own_fief" "expand_allied:expand_allied"
        "expand_too_weak:expand_too_weak" "treason_no_knight:treason_target"
        "treason_far_away:treason_destination" "treason_penniless:too_poor_to_attempt"
        "alliance_own_fief:alliance_partner"
        "alliance_again:alliance_exists" "alliance_marker_far:alliance_marker" "castle_on_village:castle_site"
        "first_knight_far:first_knight_site" "castles_too_close:castles_too_close"
        "join_other_fief:join_choice")
    string(REPLACE ":" ";" parts ${refused})
    list(GET parts 0 case)
    list(GET parts 1 code)
    tablee_add_cli_test("fiefs_variant cli: apply refuses ${case}" ARGS fiefs apply
        INPUT ${cli_data}/refused_${case}.json EXPECT_EXIT 1 EXPECT_ERROR fiefs_variant.${code})
endforeach()
tablee_add_cli_test("fiefs_variant cli: a space off the board is refused" ARGS fiefs apply
    INPUT ${cli_data}/refused_unknown_space.json EXPECT_EXIT 1 EXPECT_ERROR json.bad_value)
