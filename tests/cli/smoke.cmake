# The `ishi` command line's contract: global options, exit 2 on bad input, and the output
# formats of the subcommands that other tools read.
# Run as: cmake -DISHI=<path to ishi> -P smoke.cmake
include(${CMAKE_CURRENT_LIST_DIR}/expect.cmake)

expect("--help" 0 "usage: ishi <command>")
expect("--version" 0 "^ishi [0-9]+\\.[0-9]+\\.[0-9]+\n$")
expect("frobnicate" 2 "unknown command 'frobnicate'.*usage: ishi")
expect("" 2 "usage: ishi")

# Every command and tool answers --help (and -h) with its usage on stdout, exit 0.
foreach(help "--help" "-h")
  foreach(tool "gomoku" "gomoku;forbidden" "gomoku;analyze")
    expect("${tool};${help}" 0 "^usage: ishi gomoku forbidden .*\n       ishi gomoku analyze ")
  endforeach()
  foreach(tool "reversi" "reversi;perft" "reversi;solve" "reversi;analyze" "reversi;play")
    expect("${tool};${help}" 0
           "^usage: ishi reversi perft .*\n       ishi reversi solve .*\n       ishi reversi analyze .*\n       ishi reversi play ")
  endforeach()
  expect("gomocup;${help}" 0 "^usage: ishi gomocup ")
  expect("match;${help}" 0 "^usage: ishi match ")
endforeach()
# Also after other arguments.
expect("reversi;play;--level;strong;--help" 0 "^usage: ishi reversi perft ")
expect("gomoku;analyze;--rule;renju;--help" 0 "^usage: ishi gomoku forbidden ")

# gomoku forbidden: "<point> <kind>" lines, nothing when there is none.
expect("gomoku;forbidden;--moves;h8 o1 b6 a8 c7 a9 e3 e1 d7 g1 c8 l1 f3 c13 e4 l13 g5 h13 d6 o15" 0
       "^d8 double-three\nc6 double-three\ne6 double-three\nc5 double-three\nd5 double-three\ne5 double-three\nd4 double-three\nf4 double-three\n$")
expect("gomoku;forbidden;--black;c8 d8 e8 g8 h8;--white;a1" 0 "^f8 overline\n$")
expect("gomoku;forbidden;--size;19;--black;d8 f8 h8 j8" 0 "^g8 double-four\n$")
expect("gomoku;forbidden" 0 "^$")
expect("gomoku;forbidden;--moves;h8 z1" 2 "token 2 'z1' at column 4: not a point")
expect("gomoku;forbidden;--black;h8;--white;h8" 2 "white: token 1 'h8'.*already has a stone")
expect("gomoku;forbidden;--size;13" 2 "unsupported board size 13")
expect("gomoku;forbidden;--size;x" 2 "'x' is not a number")
expect("gomoku;forbidden;--colour;black" 2 "unknown argument '--colour'")
expect("gomoku;frobnicate" 2 "unknown tool 'frobnicate'")

# gomoku analyze: threats of the last move and the result, readable and JSON.
expect("gomoku;analyze;--rule;renju;--moves;f8 a1 g8 a3 i8 e8 h8" 0
       "last move: h8 \\(black\\)\n  four +horizontal +stones f8 g8 h8 i8; completes j8; defends j8\nresult: ongoing")
expect("gomoku;analyze;--json;--moves;h8 a1 i8 a3 j8 a5 k8 a7 l8" 0
       "\"threats\":\\[{\"kind\":\"five\".*\"result\":{\"outcome\":\"black-wins\",\"reason\":\"five in a row\"}}")
expect("gomoku;analyze;--rule;classic;--moves;f8 a1 g8 a3 h10 a5 h9 a7 h8" 0
       "combination 3-3\nresult: white-wins, Black's double-three at h8 loses")
expect("gomoku;analyze;--rule;renju;--moves;f8 a1 g8 a3 h10 a5 h9 a7 h8" 2 "token 9 'h8'.*double-three is forbidden")
expect("gomoku;analyze;--rule;pente;--moves;h8" 2 "unknown rule 'pente'")
expect("gomoku;analyze" 2 "--moves is required")

# reversi perft / solve / play
set(start "---------------------------OX------XO--------------------------- X")
expect("reversi;perft;5" 0 "^perft 5 1396\ntime ")
expect("reversi;perft;3;${start}" 0 "^perft 3 56\n")
expect("reversi;perft;8;--hash" 0 "^perft 8 390216\n.*transposition table")
expect("reversi;perft;x" 2 "depth must be a number")
expect("reversi;perft;3;--X--------------------------------------------------------------O X" 2 "board: after the 64 squares")
# A position where Black must pass (Black has no move, White has): "pass <score>".
expect("reversi;solve;OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOX- X" 0 "^pass -64\n$")
expect("reversi;solve;XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO- X" 0 "^h8 \\+64\n$")
expect("reversi;solve;XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO- Z" 2 "side to move")
# The tutorial plays a move of the best board score (corners 64, edges 4, others 1), the
# seed choosing among equals: here d2 or g5 of the legal c1, d2, g5, h6 for every seed,
# and the corner h8 alone.
foreach(seed 1 2 3 4 5 6)
  expect("reversi;play;--level;tutorial;--seed;${seed};d3c3f5d6d7f6b3d8g7" 0 "^(d2|g5)\n$")
endforeach()
expect("reversi;play;--level;tutorial;d3c3f5d6d7f6b3d8g7d2e1" 0 "^h8\n$")
# Strong and medium solve these endgames exactly; each has one best move (the solver's
# values: g2 -26, the others -42 or less; c7 +58, the others +48 or less).
set(endgame12 "OOOOOOOOOXXOOX-OOXOOOOOOOOOOOOOOOOXXXXOOO-OXOO-O---OX-O--OOO---O X")
set(endgame9 "OOOOOOOOOOXOOX-OOOOOOOOOOOOOOOOOOOXOXXOOOXOXOO-OXO-OX-O--OOO---O O")
expect("reversi;solve;${endgame12}" 0 "^g2 -26\n$")
expect("reversi;play;--level;strong;--board;${endgame12}" 0 "^g2\n$")
expect("reversi;play;--level;medium;--board;${endgame12}" 0 "^g2\n$")
expect("reversi;play;--level;strong;--board;${endgame9}" 0 "^c7\n$")
# analyze: every legal move, best first, proved by the solver this close to the end.
expect("reversi;analyze;${endgame12}" 0 "^g2 -26 exact\nb7 -42 exact\n(.. -4[4-8] exact\n)+$")
# The four opening moves, one line each, with the search's estimate.
expect("reversi;analyze;---------------------------OX------XO--------------------------- X;--nodes;20000" 0
       "^(d3|c4|f5|e6) [+-][0-9]+ depth [0-9]+\n(d3|c4|f5|e6) [+-][0-9]+ depth [0-9]+\n(d3|c4|f5|e6) [+-][0-9]+ depth [0-9]+\n(d3|c4|f5|e6) [+-][0-9]+ depth [0-9]+\n$")
expect("reversi;analyze;${endgame12};--time;-1" 2 "must not be negative")
expect("reversi;analyze;${endgame12};--time;0" 2 "needs a budget")
# The last empty square: one move, proved.
expect("reversi;analyze;-OXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO X;--time;100" 0 "^a1 -58 exact\n$")
expect("reversi;analyze" 2 "analyze takes one board")
# A budget too small for one ply still plays a legal move (d3, f3, f4 or g5), never a pass.
expect("reversi;play;--level;strong;--nodes;1;f5d6c3" 0 "^(d3|f3|f4|g5)\n$")
expect("reversi;play;--level;medium;f5f5" 2 "move 2 'f5' at character 3: That square already has a disc")
expect("reversi;play;--level;grandmaster;f5" 2 "unknown level 'grandmaster'")
expect("reversi;play;--time;-5;f5" 2 "must not be negative")
expect("reversi;frobnicate" 2 "unknown tool 'frobnicate'")

# gomocup: the Piskvork brain on stdin/stdout (a short manager session, CR LF line ends).
function(expect_session args input want_out_regex)
  string(MD5 tag "${args}${input}")
  set(in "${CMAKE_CURRENT_BINARY_DIR}/gomocup-${tag}.in")
  file(WRITE "${in}" "${input}")
  execute_process(COMMAND ${ISHI} ${args} INPUT_FILE "${in}" RESULT_VARIABLE code OUTPUT_VARIABLE out
                  ERROR_VARIABLE err TIMEOUT 60)
  file(REMOVE "${in}")
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "ishi ${args}: exit ${code}\nstdout: ${out}\nstderr: ${err}")
  endif()
  if(NOT "${out}" MATCHES "${want_out_regex}")
    message(FATAL_ERROR "ishi ${args}: output does not match '${want_out_regex}'\nstdout: ${out}\nstderr: ${err}")
  endif()
  message(STATUS "ok: ishi ${args} session")
endfunction()
# BOARD answers the block 4,0 of the opponent's four; after RESTART, BEGIN opens in the centre.
expect_session("gomocup;--quiet;--nodes;2000"
  "ABOUT\r\nSTART 15\r\nINFO rule 0\r\nINFO timeout_turn 1000\r\nBOARD\r\n0,0,2\r\n7,7,1\r\n1,0,2\r\n7,8,1\r\n2,0,2\r\n9,12,1\r\n3,0,2\r\nDONE\r\nfoo\r\nTURN 99,99\r\nRECTSTART 15,20\r\nRESTART\r\nBEGIN\r\nEND\r\nTURN 1,1\r\n"
  "^name=\"Ishi\", version=\"[0-9.]+\"[^\n]*\nOK\n4,0\nUNKNOWN [^\n]*\nERROR [^\n]*\nERROR [^\n]*\nOK\n7,7\n$")
expect("gomocup;--nodes;x" 2 "'x' is not a number")
# --level: the page's levels answer (the tutorial by its rules, medium by a 3-ply search).
expect_session("gomocup;--level;tutorial"
  "START 15\r\nINFO timeout_turn 300\r\nBOARD\r\n7,7,1\r\n8,8,2\r\n9,9,2\r\nDONE\r\nEND\r\n"
  "^OK\nMESSAGE rule [^\n]*\n[0-9]+,[0-9]+\n$")
expect_session("gomocup;--level;medium"
  "START 15\r\nINFO timeout_turn 300\r\nBOARD\r\n7,7,1\r\n8,8,2\r\n9,9,2\r\nDONE\r\nEND\r\n"
  "^OK\nMESSAGE search depth [1-3] [^\n]*\n[0-9]+,[0-9]+\n$")
expect("gomocup;--level;grandmaster" 2 "--level must be beginner, tutorial, medium or strong")
