# `ishi match`: a two-game match between two of our own levels (the CI smoke test; real
# matches are benchmarks run by hand), and exit 2 on bad options.
# Run as: cmake -DISHI=<path to ishi> -P match.cmake
set(MATCH_COMMAND match)
include(${CMAKE_CURRENT_LIST_DIR}/match_helpers.cmake)

set(brain1 "'${ISHI}' gomocup --quiet --nodes 2000")
set(brain2 "'${ISHI}' gomocup --quiet --nodes 500")
set(game "game [12] black=[12] result=(1-0|0-1|draw) end=(five|foul|full) moves=[a-o][0-9]+(,[a-o][0-9]+)*\n")
run_match("--rule;renju;--games;2;${brain1};${brain2}" 0)
expect_match("${out}" "^${game}${game}longest turn engine1 [0-9]+ ms, engine2 [0-9]+ ms\nengine1 as black [0-2]-[0-2]-[0-2], as white [0-2]-[0-2]-[0-2]\nscore engine1 [0-2]-[0-2]-[0-2] elo [-+]([0-9]+|inf) \\+/- ([0-9]+|inf)\n$")
expect_match("${out}" "game 1 black=1 .*game 2 black=2 ")
message(STATUS "ok: a two-game match\n${out}")

# With an openings file, both notations: the games start from it, colours swapped.
set(openings "${CMAKE_CURRENT_BINARY_DIR}/match-openings.txt")
file(WRITE "${openings}" "# two openings\nh8 h9 i7\n\n0,0 1,-1 2,0\n")
run_match("--openings;${openings};--games;1;--concurrency;2;${brain1};${brain2}" 0)
expect_match("${out}" "^game 1 black=1 result=[^ ]+ end=[a-z]+ moves=h8,h9,i7,")

# Bad options and input: exit 2 with a message.
foreach(bad "--rule;classic;a;b|unknown rule 'classic'"
            "--size;17;${brain1};${brain2}|--size must be 15 or 19"
            "--games;0;${brain1};${brain2}|--games must be from 1"
            "--turn-ms;soon;${brain1};${brain2}|'soon' is not a number"
            "--frobnicate;${brain1};${brain2}|unknown argument '--frobnicate'"
            "${brain1}|two engine commands are needed, 1 given"
            "${brain1};no-such-brain-program|engine 2: 'no-such-brain-program': no such program"
            "--openings;${openings}.missing;${brain1};${brain2}|cannot read openings file")
  string(REPLACE "|" ";" pair "${bad}")
  list(POP_BACK pair want)
  run_match("${pair}" 2)
  expect_match("${err}" "${want}")
  message(STATUS "ok: ishi match ${pair} -> 2")
endforeach()
file(WRITE "${openings}" "h8 h9\nh8 z1\n")
run_match("--openings;${openings};${brain1};${brain2}" 2)
expect_match("${err}" "line 2: token 2 'z1'")
file(REMOVE "${openings}")
run_match("--help" 0)
expect_match("${out}" "^usage: ishi match")
