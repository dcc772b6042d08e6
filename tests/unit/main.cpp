// The unit test runner (doctest), native and wasm alike. Beyond doctest's own verdict it
// fails a run that ran no test case (a CTest entry whose filter matches nothing must not
// pass) or ran two test cases of one name, and it counts apart the cases that skipped
// themselves for want of shared data (shared_data.hpp): --ishi-counts=FILE writes
// "passed N failed N skipped N" there, for scripts/test.sh.
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest.h>

#include <cstdio>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "shared_data.hpp"

namespace {

struct RunRecord {
  bool ended = false; // false for queries such as --list-test-cases
  unsigned ran = 0, failed = 0, skipped = 0;
  std::set<std::string> names;
  std::vector<std::string> repeated;
};
RunRecord g_run;

class RunCheck : public doctest::IReporter {
 public:
  explicit RunCheck(const doctest::ContextOptions&) {}
  void report_query(const doctest::QueryData&) override {}
  void test_run_start() override {}
  void test_run_end(const doctest::TestRunStats& s) override {
    g_run.ended = true;
    g_run.ran = s.numTestCasesPassingFilters;
    g_run.failed = s.numTestCasesFailed;
  }
  void test_case_start(const doctest::TestCaseData& d) override {
    ishi::testing::skipped_here() = false;
    if (!g_run.names.insert(d.m_name).second) g_run.repeated.emplace_back(d.m_name);
  }
  void test_case_reenter(const doctest::TestCaseData&) override {}
  void test_case_end(const doctest::CurrentTestCaseStats& s) override {
    if (s.testCaseSuccess && ishi::testing::skipped_here()) ++g_run.skipped;
  }
  void test_case_exception(const doctest::TestCaseException&) override {}
  void subcase_start(const doctest::SubcaseSignature&) override {}
  void subcase_end() override {}
  void log_assert(const doctest::AssertData&) override {}
  void log_message(const doctest::MessageData&) override {}
  void test_case_skipped(const doctest::TestCaseData&) override {}
};

} // namespace

REGISTER_LISTENER("ishi-run-check", 1, RunCheck);

int main(int argc, char** argv) {
  constexpr std::string_view kCountsOption = "--ishi-counts=";
  std::string counts_file;
  std::vector<const char*> args;
  for (int i = 0; i < argc; ++i) {
    std::string_view a = argv[i];
    if (a.substr(0, kCountsOption.size()) == kCountsOption) {
      counts_file = std::string(a.substr(kCountsOption.size()));
    } else {
      args.push_back(argv[i]);
    }
  }
  doctest::Context context(static_cast<int>(args.size()), args.data());
  int code = context.run();
  if (context.shouldExit() || !g_run.ended) return code;
  if (g_run.ran == 0) {
    std::fprintf(stderr, "ishi_tests: no test case matches the filters, so nothing was tested: FAILED\n");
    code = 1;
  }
  for (const std::string& name : g_run.repeated) {
    std::fprintf(stderr, "ishi_tests: two test cases are named \"%s\": FAILED\n", name.c_str());
    code = 1;
  }
  unsigned failed = g_run.failed + (code != 0 && g_run.failed == 0 ? 1 : 0);
  unsigned passed = g_run.ran > failed + g_run.skipped ? g_run.ran - failed - g_run.skipped : 0;
  if (!counts_file.empty()) {
    std::FILE* f = std::fopen(counts_file.c_str(), "w");
    if (!f || std::fprintf(f, "passed %u failed %u skipped %u\n", passed, failed, g_run.skipped) < 0) {
      std::fprintf(stderr, "ishi_tests: cannot write %s\n", counts_file.c_str());
      code = 1;
    }
    if (f) std::fclose(f);
  }
  return code;
}
