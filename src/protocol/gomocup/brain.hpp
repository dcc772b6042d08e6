#pragma once
// The Gomocup (Piskvork) brain protocol as a function from input lines to output lines, so
// that it is tested without pipes; src/cli/gomocup_command.cpp connects it to stdin/stdout.
// It is a front end: it keeps the position and the INFO settings and asks the AI
// (engine/gomoku/ai/ai.hpp) for each move.
// The protocol as implemented (see ../shared/reference/gomocup-protocol.md):
//
//   START N            OK, or ERROR when N is not a size the AI plays (5..32; Renju <= 19)
//   RECTSTART W,H      as START when W == H, else ERROR (rectangles are not supported)
//   RESTART            OK: empty board, same size
//   BEGIN              our move on the empty board, "X,Y"
//   TURN X,Y           the opponent's stone, then our move
//   BOARD ... DONE     the whole position (X,Y,1 ours, X,Y,2 theirs, in game order), then
//                      our move; YXBOARD ... DONE the same without a move
//   PLAY X,Y           our stone at X,Y (after SUGGEST); answered with "X,Y"
//   TAKEBACK X,Y       removes that stone: OK
//   INFO key value     timeout_turn, timeout_match, time_left, max_memory (bytes), rule
//                      (bit mask: 1 exactly five, 4 renju; 2 also means renju as in the
//                      Yixin protocol; other values: ERROR and the rule stays), max_node,
//                      max_depth; unknown keys are ignored; nothing is printed
//   SWAP2BOARD ... DONE  Swap2 opening: three stones, or our move as White
//   YXSHOWFORBID       Renju, Black to move: "FORBID " + XXYY of each forbidden point + "."
//   ABOUT              name="...", version="...", author="...", country="..."
//   END                nothing; finished() becomes true
//   YXSTOP, STOP, YXHASHCLEAR  nothing (the brain never thinks while reading)
//   anything else      UNKNOWN ...; a known command with bad arguments: ERROR ... and no
//                      change. Empty lines are ignored; commands are case-insensitive.
//
// Colours: with at least as many stones of ours as of the opponent's, we are Black (the
// first player), otherwise White; moves and YXSHOWFORBID colour each stone by its owner.
// A move reply may be preceded by one MESSAGE line (depth, score, nodes, time, line).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/common/square.hpp"
#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/ai/position.hpp"
#include "engine/gomoku/rules.hpp"
#include "protocol/gomocup/time_budget.hpp"

namespace ishi::protocol {

struct BrainOptions {
  std::uint64_t fixed_nodes = 0;                       // >0: every move searches this many nodes (deterministic)
  bool messages = true;                                // a MESSAGE line with the search summary before each move
  gomoku::ai::Level level = gomoku::ai::Level::Strong; // who answers TURN, BEGIN and BOARD
};

class GomocupBrain {
 public:
  using Lines = std::vector<std::string>;

  explicit GomocupBrain(BrainOptions options = {});

  // Handles one input line (its line end already removed or not) and returns the lines
  // to print, in order, without line ends.
  Lines handle(std::string_view line);
  bool finished() const { return finished_; }

  // For tests: the current rule and the number of stones.
  gomoku::Rule rule() const { return rule_; }
  int stones() const { return static_cast<int>(stones_.size()); }
  int size() const { return size_; }
  // For tests: the stones in the order they came, each with its owner (1 ours, 2 theirs).
  std::vector<std::pair<Square, int>> stone_list() const;

 private:
  struct Stone {
    Square at;
    int who; // 1 ours, 2 the opponent's
    friend bool operator==(const Stone&, const Stone&) = default;
  };
  enum class Collect { None, Board, YxBoard, Swap2 };
  // One entry of the command table (brain.cpp): the upper-case word and its handler,
  // which receives the word (several words share a handler) and the trimmed arguments.
  struct Command {
    std::string_view word;
    Lines (GomocupBrain::*run)(std::string_view word, std::string_view rest);
    bool needs_game; // answered "ERROR no game" before START
  };
  static const Command kCommands[];

  Lines collect_line(std::string_view line);
  Lines command(std::string_view word, std::string_view rest);
  // The handlers, one per command or family of commands.
  Lines on_start(std::string_view word, std::string_view rest);
  Lines on_rectstart(std::string_view word, std::string_view rest);
  Lines on_restart(std::string_view word, std::string_view rest);
  Lines on_info(std::string_view word, std::string_view rest);
  Lines on_end(std::string_view word, std::string_view rest);
  Lines on_about(std::string_view word, std::string_view rest);
  Lines on_nothing(std::string_view word, std::string_view rest);
  Lines on_begin(std::string_view word, std::string_view rest);
  Lines on_point(std::string_view word, std::string_view rest); // TURN, PLAY, TAKEBACK
  Lines on_board(std::string_view word, std::string_view rest); // BOARD, YXBOARD, SWAP2BOARD
  Lines on_show_forbid(std::string_view word, std::string_view rest);
  Lines on_done(std::string_view word, std::string_view rest);

  Lines start(int size);
  int count(int who) const; // stones of ours (1) or theirs (2)
  // We are Black with at least as many stones as the opponent, else White (see above).
  gomoku::Stone our_colour() const;
  // The stones in our colours, us to move: the kept position, brought up to date (the
  // search may play on it; it leaves it as it found it).
  gomoku::ai::Position& position();
  Lines think();
  Lines finish_collect();
  Lines swap2(const std::vector<Square>& given);
  Lines show_forbid();
  bool occupied(Square s) const;
  int budget_millis() const;
  int hash_mb() const; // the search's table size from INFO max_memory

  BrainOptions options_;
  bool finished_ = false;
  int size_ = 0; // 0: no START yet
  gomoku::Rule rule_ = gomoku::Rule::Freestyle;
  std::vector<Stone> stones_;
  Collect collecting_ = Collect::None;
  std::vector<Stone> pending_;
  std::vector<Square> pending_swap_;
  // INFO values (milliseconds; -1 when not given).
  ClockInfo clock_;
  long long max_memory_ = 0;
  long long max_nodes_ = 0;
  int max_depth_ = 0;
  std::uint64_t seed_ = 1;
  // The last position built and the stones it holds: the next one continues from it, undoing
  // and playing only where the lists differ (a game adds a stone or two per turn).
  std::optional<gomoku::ai::Position> built_;
  std::vector<Stone> built_stones_;
  gomoku::Stone built_me_ = gomoku::Stone::Black; // our colour in built_
};

} // namespace ishi::protocol
