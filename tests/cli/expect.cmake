# expect(ARGS CODE REGEX): runs `${ISHI} ARGS`, fails the script unless it exits with CODE
# and its stdout and stderr together match REGEX. Shared by the command-line tests.
function(expect args want_code want_out_regex)
  execute_process(COMMAND ${ISHI} ${args} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 300)
  if(NOT code EQUAL want_code)
    message(FATAL_ERROR "ishi ${args}: exit ${code}, expected ${want_code}\nstdout: ${out}\nstderr: ${err}")
  endif()
  if(NOT "${out}${err}" MATCHES "${want_out_regex}")
    message(FATAL_ERROR "ishi ${args}: output does not match '${want_out_regex}'\nstdout: ${out}\nstderr: ${err}")
  endif()
  message(STATUS "ok: ishi ${args} -> ${code}")
endfunction()
