// The computer's answers ("move h8", "move d3", "move pass", "error ...", "progress ..."),
// as the page's worker or the native thread hands them back, played by the controller
// (play_answer) between a person's moves, undo, redo, browsing and imports. The first bytes
// choose the game, the rule, the size and the computer's colour; then each line is one
// event: "a <answer>", "p <move>", "i <record>", "u", "r" or "b <n>". Invariants after every
// event: the game is legal (the engine replays its record to the same game); an answer adds
// at most one move of the computer's and only on its turn; a refused import changes nothing.
#include "app_checks.hpp"

using namespace ishi;

namespace {

constexpr gomoku::Rule kRules[] = {gomoku::Rule::Freestyle, gomoku::Rule::Standard, gomoku::Rule::Renju,
                                   gomoku::Rule::Classic};
constexpr app::ColourChoice kColours[] = {app::ColourChoice::Black, app::ColourChoice::White};

void event(app::AppState& state, std::string_view line) {
  app::GameSession& session = app::active_session(state);
  std::string before = app::current_record(state);
  int count = session.move_count();
  char kind = line.empty() ? ' ' : line[0];
  std::string_view arg = line.size() > 2 ? line.substr(2) : std::string_view{};
  switch (kind) {
    case 'a': {
      bool turn = session.computer_to_move();
      app::play_answer(state, arg);
      if (!turn) FUZZ_CHECK(app::current_record(state) == before);
      // One move, and for Reversi the pass that may follow it.
      FUZZ_CHECK(session.move_count() >= count && session.move_count() <= count + 2);
      // An error becomes the message, unless it was the second refusal in a row on the
      // computer's turn: then the computer stops playing and the message says so.
      if (arg.rfind("error ", 0) == 0) {
        bool gave_up = turn && session.computer_colour().empty();
        FUZZ_CHECK(state.message && *state.message == (gave_up ? app::tr(app::Text::ComputerNoMove) : arg.substr(6)));
      }
      break;
    }
    case 'p': app::play_text(state, arg); break;
    case 'i':
      if (!app::import_record(state, arg).ok) FUZZ_CHECK(app::current_record(state) == before);
      break;
    case 'u': app::undo(state); break;
    case 'r': app::redo(state); break;
    case 'b':
      app::browse_step(state, arg.empty() ? -1 : arg[0] - '0');
      if (session.viewed_ply()) FUZZ_CHECK(*session.viewed_ply() >= 0 && *session.viewed_ply() <= count);
      break;
    default: break;
  }
  fuzz::check_game_legal(state);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Input in(data, size);
  app::Settings s;
  s.game = in.flag() ? app::GameKind::Reversi : app::GameKind::Gomoku;
  s.rule = kRules[in.pick(4)];
  s.size = in.flag() ? 19 : 15;
  s.opponent = app::Opponent::Computer;
  s.colour = kColours[in.pick(2)];
  app::AppState state;
  app::start_new_game(state, s, 1);
  auto lines = fuzz::split(in.rest(), '\n');
  if (lines.size() > 24) lines.resize(24);
  for (std::string_view line : lines) event(state, line);
  fuzz::check_save_restores(state);
  return 0;
}
