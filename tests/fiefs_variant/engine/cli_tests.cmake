# The real program, as a user calls it (run_cli.cmake compares standard output as JSON).
set(cli_data ${PROJECT_SOURCE_DIR}/tests/data/fiefs_variant/cli)
