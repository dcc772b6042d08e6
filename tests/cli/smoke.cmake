# The `ishi` command line's global contract: --help, --version, and exit 2 on unknown input.
# Run as: cmake -DISHI=<path to ishi> -P smoke.cmake
function(expect args want_code want_out_regex)
  execute_process(COMMAND ${ISHI} ${args} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT code EQUAL want_code)
    message(FATAL_ERROR "ishi ${args}: exit ${code}, expected ${want_code}\nstdout: ${out}\nstderr: ${err}")
  endif()
  if(NOT "${out}${err}" MATCHES "${want_out_regex}")
    message(FATAL_ERROR "ishi ${args}: output does not match '${want_out_regex}'\nstdout: ${out}\nstderr: ${err}")
  endif()
  message(STATUS "ok: ishi ${args} -> ${code}")
endfunction()

expect("--help" 0 "usage: ishi <command>")
expect("--version" 0 "^ishi [0-9]+\\.[0-9]+\\.[0-9]+\n$")
expect("frobnicate" 2 "unknown command 'frobnicate'.*usage: ishi")
expect("" 2 "usage: ishi")
