#include "engine/reversi/review.hpp"

#include <algorithm>

#include "engine/reversi/analysis.hpp"

namespace ishi::reversi {

std::string_view review_label_name(ReviewLabel label) {
  switch (label) {
    case ReviewLabel::Best: return "best";
    case ReviewLabel::Good: return "good";
    case ReviewLabel::Inaccuracy: return "inaccuracy";
    case ReviewLabel::Mistake: return "mistake";
    case ReviewLabel::Blunder: return "blunder";
    case ReviewLabel::Pass: break;
  }
  return "pass";
}

ReviewLabel label_for_loss(int loss_discs) {
  if (loss_discs <= 0) return ReviewLabel::Best;
  if (loss_discs <= kGoodLoss) return ReviewLabel::Good;
  if (loss_discs <= kInaccuracyLoss) return ReviewLabel::Inaccuracy;
  if (loss_discs <= kMistakeLoss) return ReviewLabel::Mistake;
  return ReviewLabel::Blunder;
}

std::vector<PlyReview> review_game(const Game& game, const ReviewOptions& options, const PlyFn& on_ply) {
  std::vector<PlyReview> out;
  AnalysisLimits limits;
  limits.max_millis = std::max(options.max_millis, 0);
  limits.max_nodes = options.max_nodes;
  Position p = game.start();
  for (int move : game.moves()) {
    if (options.stop != nullptr && options.stop->load(std::memory_order_relaxed)) break;
    PlyReview r;
    r.ply = static_cast<int>(out.size()) + 1;
    r.move = move;
    if (move == kPass) {
      p = p.pass();
    } else {
      std::vector<MoveValue> values = analyze_moves(p, limits);
      auto played = std::find_if(values.begin(), values.end(), [&](const MoveValue& v) { return v.square == move; });
      if (values.empty() || played == values.end()) break; // not a legal game: nothing more to judge
      const MoveValue& best = values.front();              // best first
      r.best = best.square;
      r.score = played->score;
      r.best_score = best.score;
      r.exact = best.exact && played->exact;
      // Centi-discs to whole discs, rounded half up (the difference is never negative).
      r.loss = move == best.square ? 0 : (best.score - played->score + 50) / 100;
      r.label = label_for_loss(r.loss);
      p = p.play(move);
    }
    out.push_back(r);
    if (on_ply) on_ply(r);
  }
  return out;
}

} // namespace ishi::reversi
