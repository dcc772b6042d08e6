// The saved game the page keeps between visits ("ishi 1", settings, record, computer's
// colour, hints used), read at start-up by restore(): parse_save and the import of its record.
// Invariants: whatever the text, the app ends with a legal game (a save it cannot use gives
// a fresh game and a notice); a save it accepts is written again unchanged; saving the
// restored app and restoring that gives the same game.
#include "app_checks.hpp"

using namespace ishi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::string why;
  auto parsed = app::parse_save(text, &why);
  if (parsed) {
    auto again = app::parse_save(app::save_text(*parsed));
    FUZZ_CHECK(again);
    FUZZ_CHECK(again->settings == parsed->settings);
    FUZZ_CHECK(again->record == parsed->record);
    FUZZ_CHECK(again->computer_colour == parsed->computer_colour);
    FUZZ_CHECK(again->hints_used == parsed->hints_used);
  } else {
    FUZZ_CHECK(!why.empty());
  }
  app::AppState state;
  app::restore(state, text, "");
  fuzz::check_game_legal(state);
  if (!parsed && !text.empty()) FUZZ_CHECK(state.message);
  fuzz::check_save_restores(state);
  return 0;
}
