#include "engine/gomoku/record.hpp"

#include "engine/common/tokens.hpp"

namespace ishi::gomoku {

namespace {

std::string board_words(int size) { return std::to_string(size) + "x" + std::to_string(size); }

} // namespace

Expected<std::vector<RecordMove>> parse_moves(std::string_view text, int size, bool allow_pass) {
  if (!is_supported_size(size)) return ParseError{"unsupported board size " + std::to_string(size) + " (15 or 19)"};
  Geometry g{size, size, RowOrigin::Bottom};
  std::vector<RecordMove> out;
  for (const Token& t : split_tokens(text)) {
    if (t.text == "--") {
      if (!allow_pass) return ParseError{token_error(t, "a pass is not allowed here")};
      out.emplace_back(std::nullopt);
      continue;
    }
    auto s = t.text.find(',') != std::string_view::npos ? parse_xy(t.text, g) : parse_square(t.text, g);
    if (!s) {
      std::string last(1, static_cast<char>('a' + size - 1));
      return ParseError{token_error(t, "not a point of the " + board_words(size) + " board (expected a-" + last +
                                           " and 1-" + std::to_string(size) + ", like h8, or x,y like 7,7)")};
    }
    out.emplace_back(*s);
  }
  return out;
}

std::string format_moves(const Game& game) {
  std::string out;
  for (Square s : game.moves()) {
    if (!out.empty()) out += ' ';
    out += game.board().name(s);
  }
  return out;
}

Expected<Game> load_game(std::string_view moves, Rule rule, int size, ForbiddenPolicy policy) {
  auto parsed = parse_moves(moves, size, false);
  if (!parsed) return ParseError{parsed.error()};
  auto tokens = split_tokens(moves);
  Game game(rule, size, policy);
  for (std::size_t i = 0; i < parsed->size(); ++i) {
    Square s = *(*parsed)[i];
    MoveStatus status = game.play(s);
    if (status == MoveStatus::Played) continue;
    std::string why = move_status_message(status);
    if (status == MoveStatus::Forbidden)
      why = std::string(foul_name(game.last_refused_foul())) + " is forbidden for Black";
    if (status == MoveStatus::GameOver) why = "the game was already over (" + game.result().reason + ")";
    return ParseError{token_error(tokens[i], why)};
  }
  return game;
}

Expected<Board> build_position(int size, std::string_view moves, std::string_view black, std::string_view white) {
  if (!is_supported_size(size)) return ParseError{"unsupported board size " + std::to_string(size) + " (15 or 19)"};
  Board board(size);
  auto place = [&](std::string_view text, bool alternate, Stone first, const char* what) -> std::optional<ParseError> {
    auto parsed = parse_moves(text, size, alternate);
    if (!parsed) return ParseError{std::string(what) + ": " + parsed.error()};
    auto tokens = split_tokens(text);
    Stone colour = first;
    for (std::size_t i = 0; i < parsed->size(); ++i) {
      if (const auto& s = (*parsed)[i]) {
        if (board.at(*s) != Stone::Empty) {
          return ParseError{std::string(what) + ": " + token_error(tokens[i], "that point already has a stone")};
        }
        board.set(*s, colour);
      }
      if (alternate) colour = opponent(colour);
    }
    return std::nullopt;
  };
  if (auto e = place(moves, true, Stone::Black, "moves")) return *e;
  if (auto e = place(black, false, Stone::Black, "black")) return *e;
  if (auto e = place(white, false, Stone::White, "white")) return *e;
  return board;
}

Expected<Board> parse_text_board(std::string_view text) {
  std::vector<std::pair<std::size_t, std::string>> rows; // line number, cells
  std::size_t line_no = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    ++line_no;
    std::string cells;
    for (std::size_t col = 0; col < line.size(); ++col) {
      char c = line[col];
      if (c == ' ' || c == '\t' || c == '\r') continue;
      if (c != '.' && c != '0' && c != '1') {
        return ParseError{"line " + std::to_string(line_no) + ", column " + std::to_string(col + 1) + ": unexpected '" +
                          std::string(1, c) + "' (a board row holds '.' empty, '1' black and '0' white)"};
      }
      cells += c;
    }
    if (!cells.empty()) rows.emplace_back(line_no, cells);
    start = end + 1;
  }
  int size = static_cast<int>(rows.size());
  if (!is_supported_size(size)) {
    return ParseError{"the board has " + std::to_string(size) + " rows; a board has 15 or 19"};
  }
  Board board(size);
  for (int y = 0; y < size; ++y) {
    const auto& [line, cells] = rows[static_cast<std::size_t>(y)];
    if (static_cast<int>(cells.size()) != size) {
      return ParseError{"line " + std::to_string(line) + ": " + std::to_string(cells.size()) + " cells in a row of a " +
                        board_words(size) + " board"};
    }
    for (int x = 0; x < size; ++x) {
      char c = cells[static_cast<std::size_t>(x)];
      if (c != '.') board.set({x, y}, c == '1' ? Stone::Black : Stone::White);
    }
  }
  return board;
}

std::string format_text_board(const Board& board) {
  std::string out;
  for (int y = 0; y < board.size(); ++y) {
    for (int x = 0; x < board.size(); ++x) {
      Stone s = board.at({x, y});
      out += s == Stone::Black ? '1' : s == Stone::White ? '0' : '.';
    }
    out += '\n';
  }
  return out;
}

} // namespace ishi::gomoku
