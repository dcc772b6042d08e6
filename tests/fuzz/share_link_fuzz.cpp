// The share link's fragment ("game=gomoku&rule=renju&size=15&moves=h8.i9"), read at
// start-up by restore(): parse_share_fragment and the import of its moves. Invariants: a
// fragment read is written out and read again to the same game; whatever the text, the app
// ends with a legal game, and a link it cannot use leaves a notice; the result saves and
// restores to the same game.
#include "app_checks.hpp"

using namespace ishi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  app::Settings base;
  std::string why;
  auto g = app::parse_share_fragment(text, base, &why);
  if (g) {
    auto again = app::parse_share_fragment(app::share_fragment(*g), base);
    FUZZ_CHECK(again);
    FUZZ_CHECK(again->settings.game == g->settings.game);
    FUZZ_CHECK(again->record == g->record);
    if (g->settings.game == app::GameKind::Gomoku) {
      FUZZ_CHECK(again->settings.rule == g->settings.rule);
      FUZZ_CHECK(again->settings.size == g->settings.size);
    }
  } else {
    FUZZ_CHECK(!why.empty());
  }
  if (text.empty()) return 0;
  app::AppState state;
  app::restore(state, "", text);
  fuzz::check_game_legal(state);
  if (!g) FUZZ_CHECK(state.message);
  fuzz::check_save_restores(state);
  return 0;
}
