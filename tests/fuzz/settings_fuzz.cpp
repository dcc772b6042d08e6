// The settings line ("game=gomoku;rule=renju;size=15;...") kept by the page and set through
// window.ishi.setting(): settings_from_text. Invariants: settings read are written out and
// read again to the same settings, and writing is stable; a refusal says why; the settings
// start a legal game.
#include "app_checks.hpp"

using namespace ishi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::string why;
  auto s = app::settings_from_text(text, &why);
  if (!s) {
    FUZZ_CHECK(!why.empty());
    return 0;
  }
  FUZZ_CHECK(s->size == 15 || s->size == 19);
  std::string written = app::to_text(*s);
  auto again = app::settings_from_text(written);
  FUZZ_CHECK(again);
  FUZZ_CHECK(*again == *s);
  FUZZ_CHECK(app::to_text(*again) == written);
  app::AppState state;
  app::start_new_game(state, *s, 1);
  fuzz::check_game_legal(state);
  fuzz::check_save_restores(state);
  return 0;
}
