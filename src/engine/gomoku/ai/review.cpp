#include "engine/gomoku/ai/review.hpp"

#include <algorithm>
#include <vector>

#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/ai/position.hpp"
#include "engine/gomoku/ai/threat_search.hpp"

namespace ishi::gomoku::ai {

std::string_view review_label_name(ReviewLabel label) {
  switch (label) {
    case ReviewLabel::Ok: break;
    case ReviewLabel::Win: return "win";
    case ReviewLabel::Foul: return "foul";
    case ReviewLabel::MissedWin: return "missed-win";
    case ReviewLabel::MissedDefence: return "missed-defence";
  }
  return "ok";
}

namespace {

// The threat searches' reach (review.hpp). Four threats, not the Strong level's eight: a
// label that says "no win" needs a search that finished, and deeper VCT searches often run
// out of nodes instead.
constexpr int kVcfFours = 30;
constexpr int kVctThreats = 4;

// A forced win for the side to move, as the threat searches find it within the budget.
// Without one, `aborted` tells whether a search ran out of nodes (nothing is known then).
ThreatResult forced_win(Position& p, std::uint64_t nodes) {
  ThreatResult vcf = find_vcf(p, kVcfFours, nodes);
  if (vcf.win) return vcf;
  ThreatResult vct = find_vct(p, kVctThreats, nodes);
  vct.aborted = vct.aborted || vcf.aborted;
  vct.nodes += vcf.nodes;
  return vct;
}

// No forced win, and the searches finished: what a label that blames a move needs.
bool surely_none(const ThreatResult& r) { return !r.win && !r.aborted; }

// After the attacker's move, with the defender to move: is there a reply after which the
// attacker surely has no forced win? The replies tried are the points of the attacker's win
// if the defender passed (the usual refutations, so they come first), then the points near
// the stones that matter most to either side, kMaxReplies in all: a search per reply, and
// a refutation is nearly always among them (a reply far from the stones leaves the
// attacker's threats as a pass would). Not finding one blames nobody.
bool refutable(Position& p, std::uint64_t nodes) {
  constexpr std::size_t kMaxReplies = 24;
  const int d = colour_index(p.side_to_move()), a = 1 - d;
  if (p.five_count(d) > 0) return true; // the defender makes five first
  std::vector<int> replies;
  p.pass();
  ThreatResult tempo = forced_win(p, nodes);
  p.pass();
  if (surely_none(tempo)) return true; // not even a free move would win
  for (int i : tempo.line) {
    if (p.empty(i) && p.legal(d, i) && std::find(replies.begin(), replies.end(), i) == replies.end())
      replies.push_back(i);
  }
  std::vector<int> near;
  p.for_each_near([&](int i) {
    if (p.legal(d, i) && std::find(replies.begin(), replies.end(), i) == replies.end()) near.push_back(i);
  });
  // Points that matter to either side first: a refutation, if any, is usually among them.
  std::stable_sort(near.begin(), near.end(), [&](int x, int y) {
    return p.point_value(d, x) + p.point_value(a, x) > p.point_value(d, y) + p.point_value(a, y);
  });
  replies.insert(replies.end(), near.begin(), near.end());
  if (replies.size() > kMaxReplies) replies.resize(kMaxReplies);
  for (int r : replies) {
    p.play(r);
    bool refutes = surely_none(forced_win(p, nodes));
    p.undo();
    if (refutes) return true;
  }
  return false;
}

// The mover's move m was played in p (the opponent to move) and the opponent has a forced
// win. Would another move surely have avoided it? The engine's move and the opponent's first
// winning point are tried.
bool avoidable(Position& p, int m, const std::optional<Square>& best, const ThreatResult& theirs, std::uint64_t nodes) {
  p.undo();
  const int c = colour_index(p.side_to_move());
  std::vector<int> defences;
  if (best) defences.push_back(p.index(*best));
  if (!theirs.line.empty()) defences.push_back(theirs.line[0]);
  bool found = false;
  for (int i : defences) {
    if (i == m || !p.empty(i) || !p.legal(c, i)) continue;
    p.play(i);
    found = surely_none(forced_win(p, nodes));
    p.undo();
    if (found) break;
  }
  p.play(m);
  return found;
}

} // namespace

std::vector<PlyReview> review_game(const Game& game, const ReviewOptions& options, const PlyFn& on_ply) {
  std::vector<PlyReview> out;
  const int size = game.board().size();
  // The referee's judgement of each move: fouls are played (and end the game) here, so a
  // game kept under either policy replays the same.
  Game referee(game.rule(), size, ForbiddenPolicy::Lose);
  Position p(size, game.rule());
  Options search;
  search.level = Level::Strong;
  search.max_nodes = std::max<std::uint64_t>(options.search_nodes, 1);
  search.stop = options.stop;
  for (Square move : game.moves()) {
    if (options.stop != nullptr && options.stop->load(std::memory_order_relaxed)) break;
    PlyReview r;
    r.ply = static_cast<int>(out.size()) + 1;
    r.move = move;
    const int m = p.index(move);

    ThreatResult own = forced_win(p, options.threat_nodes);
    if (own.win) {
      r.best = p.square(own.line[0]);
      r.score = kWinScore - static_cast<int>(own.line.size());
    } else {
      Choice c = choose_move(p, search);
      r.best = c.move;
      r.score = c.info.score;
    }

    if (referee.play(move) != MoveStatus::Played) break; // not a legal game: nothing more to judge
    const Ending ending = referee.result().ending;
    if (ending == Ending::Five) {
      r.label = ReviewLabel::Win;
      r.best = move;
    } else if (ending == Ending::Forbidden || ending == Ending::Foul) {
      r.label = ReviewLabel::Foul;
    } else {
      p.play(m);
      if (own.win) {
        if (m != own.line[0] && refutable(p, options.threat_nodes)) r.label = ReviewLabel::MissedWin;
      } else if (surely_none(own)) { // a mover whose own win is unknown is not blamed
        ThreatResult theirs = forced_win(p, options.threat_nodes);
        if (theirs.win && avoidable(p, m, r.best, theirs, options.threat_nodes)) r.label = ReviewLabel::MissedDefence;
      }
    }
    r.loss = r.label == ReviewLabel::Foul || r.label == ReviewLabel::MissedWin || r.label == ReviewLabel::MissedDefence
                 ? 1
                 : 0;
    out.push_back(r);
    if (on_ply) on_ply(r);
    if (referee.result().over()) break;
  }
  return out;
}

} // namespace ishi::gomoku::ai
