# Writes the site's service worker: SITE/sw.js from TEMPLATE, with the list of the site's
# files and a version that is the hash of their contents, so that every build that changes
# any file is a new version (and an unchanged build keeps its version).
# Usage: cmake -DSITE=<folder> -DTEMPLATE=<sw.js.in> -P ServiceWorker.cmake
file(GLOB_RECURSE files RELATIVE "${SITE}" "${SITE}/*")
list(REMOVE_ITEM files "sw.js")
list(SORT files)
set(hashes "")
set(ISHI_SITE_FILES "")
foreach(f ${files})
  file(SHA256 "${SITE}/${f}" h)
  string(APPEND hashes "${f} ${h}\n")
  string(APPEND ISHI_SITE_FILES "  \"${f}\",\n")
endforeach()
file(READ "${TEMPLATE}" template_text)
string(SHA256 ISHI_SITE_VERSION "${hashes}${template_text}")
string(SUBSTRING "${ISHI_SITE_VERSION}" 0 16 ISHI_SITE_VERSION)
configure_file("${TEMPLATE}" "${SITE}/sw.js" @ONLY) # rewritten only when it changes
