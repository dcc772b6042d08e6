# Helpers of the match smoke tests: run_match runs `${ISHI} ${MATCH_COMMAND} <args>` and
# checks its exit code, leaving its stdout and stderr in `out` and `err`; expect_match
# checks a text against a regular expression (and on failure shows the last run's stderr
# too: what the runner said about its engines).
function(run_match args want_code)
  execute_process(COMMAND ${ISHI} ${MATCH_COMMAND} ${args} RESULT_VARIABLE code OUTPUT_VARIABLE out
                  ERROR_VARIABLE err TIMEOUT 120)
  if(NOT code EQUAL want_code)
    message(FATAL_ERROR "ishi ${MATCH_COMMAND} ${args}: exit ${code}, expected ${want_code}\nstdout: ${out}\nstderr: ${err}")
  endif()
  set(out "${out}" PARENT_SCOPE)
  set(err "${err}" PARENT_SCOPE)
endfunction()
function(expect_match text regex)
  if(NOT "${text}" MATCHES "${regex}")
    message(FATAL_ERROR "output does not match '${regex}':\n${text}\nstderr of the last run:\n${err}")
  endif()
endfunction()
