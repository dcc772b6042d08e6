# `ishi reversi match`: a two-game match between two of our own levels (a smoke test; real
# matches are benchmarks run by hand), an openings file, and exit 2 on bad options.
# Run as: cmake -DISHI=<path to ishi> -P reversi_match.cmake
set(MATCH_COMMAND reversi;match)
include(${CMAKE_CURRENT_LIST_DIR}/match_helpers.cmake)

set(strong "'${ISHI}' reversi play --level strong --nodes 2000")
set(tutorial "'${ISHI}' reversi play --level tutorial")
set(game "game [12] black=[12] result=(1-0|0-1|draw) discs=[-+]?[0-9]+ end=finished moves=([a-h][1-8])+\n")
# A generous turn time: each move is a new process, and these tests also run sanitized.
run_match("--games;2;--random-plies;6;--turn-ms;20000;${strong};${tutorial}" 0)
expect_match("${out}" "^${game}${game}longest turn engine1 [0-9]+ ms, engine2 [0-9]+ ms\nscore engine1 [0-2]-[0-2]-[0-2] elo [-+]([0-9]+|inf) \\+/- ([0-9]+|inf)\n$")
expect_match("${out}" "game 1 black=1 .*game 2 black=2 ")
message(STATUS "ok: a two-game match\n${out}")

# An openings file: both games start from it, colours swapped.
set(openings "${CMAKE_CURRENT_BINARY_DIR}/reversi-match-openings.txt")
file(WRITE "${openings}" "# one opening\nf5d6c3d3\n")
run_match("--openings;${openings};--concurrency;2;--turn-ms;20000;${strong};${tutorial}" 0)
expect_match("${out}" "game 1 black=1 result=[^ ]+ discs=[^ ]+ end=finished moves=f5d6c3d3")
expect_match("${out}" "game 2 black=2 result=[^ ]+ discs=[^ ]+ end=finished moves=f5d6c3d3")

# Bad options and input: exit 2 with a message.
foreach(bad "--games;0;${strong};${tutorial}|--games must be from 1"
            "--turn-ms;soon;${strong};${tutorial}|'soon' is not a number"
            "--frobnicate;${strong};${tutorial}|unknown argument '--frobnicate'"
            "--random-plies;21;${strong};${tutorial}|--random-plies must be from 0 to 20"
            "${strong}|two engine commands are needed, 1 given"
            "${strong};no-such-engine-program|engine 2: 'no-such-engine-program': no such program"
            "--openings;${openings}.missing;${strong};${tutorial}|cannot read openings file")
  string(REPLACE "|" ";" pair "${bad}")
  list(POP_BACK pair want)
  run_match("${pair}" 2)
  expect_match("${err}" "${want}")
  message(STATUS "ok: ishi reversi match ${pair} -> 2")
endforeach()
file(WRITE "${openings}" "f5d6\nf5z9\n")
run_match("--openings;${openings};${strong};${tutorial}" 2)
expect_match("${err}" "openings file '.*': line 2: move 2 'z9'")
file(REMOVE "${openings}")
run_match("--help" 0)
expect_match("${out}" "^usage: ishi reversi match")
