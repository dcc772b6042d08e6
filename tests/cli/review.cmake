# `ishi gomoku review` and `ishi reversi review`: one "<ply> <move> <best> <loss> <label>"
# line per move, --help, and exit 2 with a message on bad input.
# Run as: cmake -DISHI=<path to ishi> -P review.cmake
include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

# A review's output: `count` lines, each matching `line_regex` whole.
function(expect_lines args line_regex count)
  execute_process(COMMAND ${ISHI} ${args} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 300)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "ishi ${args}: exit ${code}, expected 0\nstdout: ${out}\nstderr: ${err}")
  endif()
  string(REGEX REPLACE "\n$" "" lines "${out}")
  string(REPLACE "\n" ";" lines "${lines}")
  list(LENGTH lines n)
  if(NOT n EQUAL count)
    message(FATAL_ERROR "ishi ${args}: ${n} lines, expected ${count}\nstdout: ${out}")
  endif()
  foreach(line IN LISTS lines)
    if(NOT "${line}" MATCHES "^${line_regex}$")
      message(FATAL_ERROR "ishi ${args}: line '${line}' does not match '${line_regex}'\nstdout: ${out}")
    endif()
  endforeach()
  message(STATUS "ok: ishi ${args}: ${count} lines")
endfunction()

foreach(help "--help" "-h")
  expect("gomoku;review;${help}" 0 "^usage: ishi gomoku review --rule .*missed-defence")
  expect("gomoku;review;--rule;renju;${help}" 0 "^usage: ishi gomoku review ")
  expect("reversi;review;${help}" 0 "^usage: ishi reversi review .*blunder")
  expect("reversi;review;f5d6;${help}" 0 "^usage: ishi reversi review ")
endforeach()
# The games' own usage names the tool.
expect("gomoku;--help" 0 "\n       ishi gomoku review ")
expect("reversi;--help" 0 "\n       ishi reversi review ")

# Gomoku: Black's k8 would win by fours at move 11 (a four and a three); White's o1 let it
# in, Black's c3 lets it go, White's k8 stops it.
set(gomoku_line "[1-9][0-9]* [a-s][1-9][0-9]? ([a-s][1-9][0-9]?|-) [01] (ok|win|foul|missed-win|missed-defence)")
set(moves "h8 g8 i8 i9 j8 j7 k7 a1 k6 o1 c3 k8")
expect_lines("gomoku;review;--rule;freestyle;--moves;${moves}" "${gomoku_line}" 12)
expect("gomoku;review;--rule;freestyle;--moves;${moves}" 0
       "^1 h8 .*\n10 o1 k8 1 missed-defence\n11 c3 k8 1 missed-win\n12 k8 [a-o][0-9]+ 0 ok\n$")
# Renju: Black's double-three is a foul (and the game's last move); the five is a win.
set(renju_foul "f8 a1 g8 a3 h10 a5 h9 a7 h8")
expect_lines("gomoku;review;--rule;renju;--moves;${renju_foul}" "${gomoku_line}" 9)
expect("gomoku;review;--rule;renju;--moves;${renju_foul}" 0 "\n8 a7 [^\n]*\n9 h8 [a-o][0-9]+ 1 foul\n$")
set(five "h8 a1 i8 a3 j8 a5 k8 a7 l8")
expect_lines("gomoku;review;--rule;standard;--size;19;--moves;${five}" "${gomoku_line}" 9)
expect("gomoku;review;--rule;standard;--size;19;--moves;${five}" 0 "\n8 a7 [^\n]*\n9 l8 l8 0 win\n$")
expect("gomoku;review;--rule;renju;--moves; " 0 "^$") # no moves: nothing to say
# Bad input: exit 2, a message, nothing on stdout.
expect("gomoku;review;--moves;h8" 2 "--rule is required")
expect("gomoku;review;--rule;pente;--moves;h8" 2 "unknown rule 'pente'")
expect("gomoku;review;--rule;renju" 2 "--moves is required")
expect("gomoku;review;--rule;renju;--moves;h8 z1" 2 "token 2 'z1' at column 4: not a point")
expect("gomoku;review;--rule;renju;--moves;h8 h8" 2 "token 2 'h8'.*taken")
expect("gomoku;review;--rule;renju;--moves;f8 a1 g8 a3 h10 a5 h9 a7 h8 a2" 2 "token 10 'a2'.*already over")
expect("gomoku;review;--rule;renju;--size;13;--moves;h8" 2 "unsupported board size 13")
expect("gomoku;review;--rule;renju;--nodes;x;--moves;h8" 2 "'x' is not a number")
expect("gomoku;review;--rule;renju;--colour;black;--moves;h8" 2 "unknown argument '--colour'")

# Reversi: a short opening by node budget (the same on every machine).
set(reversi_line "[1-9][0-9]* [a-h][1-8] [a-h][1-8] [0-9]+ (best|good|inaccuracy|mistake|blunder)")
expect_lines("reversi;review;f5d6c3d3c4f4f6f3e6e7;--nodes;20000" "${reversi_line}" 10)
expect("reversi;review;f5d6c3d3c4f4f6f3e6e7;--nodes;20000" 0 "^1 f5 .*\n10 e7 ")
# An endgame the solver proves: b7 loses 16 discs against g2 (-42 against -26).
set(endgame12 "OOOOOOOOOXXOOX-OOXOOOOOOOOOOOOOOOOXXXXOOO-OXOO-O---OX-O--OOO---O X")
expect("reversi;review;--board;${endgame12};b7;--nodes;10000000" 0 "^1 b7 g2 16 blunder\n$")
expect("reversi;review;--board;${endgame12};g2;--nodes;10000000" 0 "^1 g2 g2 0 best\n$")
# Black has no move: its pass is a ply of its own.
expect("reversi;review;--board;OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOX- X;h8;--time;100" 0
       "^1 pass pass 0 pass\n2 h8 h8 0 best\n$")
expect("reversi;review;f5f5" 2 "move 2 'f5' at character 3: That square already has a disc")
expect("reversi;review;zz" 2 "move 1 'zz'.*not a square")
expect("reversi;review" 2 "review takes one transcript")
expect("reversi;review;f5;--time;-1" 2 "must not be negative")
expect("reversi;review;f5;--time;0" 2 "needs a budget")
expect("reversi;review;f5;--frobnicate" 2 "unknown argument '--frobnicate'")
expect("reversi;review;f5;--board;XX" 2 "board: ")
