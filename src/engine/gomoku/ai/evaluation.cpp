#include "engine/gomoku/ai/evaluation.hpp"

namespace ishi::gomoku::ai {

// Fitted by tools/gomoku_weights from 1,856 self-play games (see its README for the run):
// the side to move's weights are about 1.22 times the other side's. Checked in self-play at
// 50,000 nodes a move (random four-stone openings, each twice with the colours swapped, 400
// games a rule, against these weights): the side to move's line and point weights times 1.15
// scored 363-431-6 (45.8%), times 0.87 289-507-4 (36.4%); the threat values
// (evaluation_threats.cpp) times 1.5 scored 397-392-11, times 0.5 384-404-12. Not kept, the
// same way (Freestyle, stopped when clear): the terms averaged over this position and the
// one before the last move, as PentaZen's and Rapfi's classical evaluations do, with one
// weight per term for both sides (the mean of the two arrays) 74-163-1; with these weights
// (the side to move's view now and the opponent's view before) 51-179-0, and again in Renju at
// 100,000 nodes a move (2026-12-06) 20-104-1. The side to move's larger weights carry the
// tempo here, with the threat values fitted to them. At 50,000 nodes a move, both rules:
// the L3 weight times 1.2 scored 172-223-5 and 175-223-2 (Renju second),
// times 0.8 195-200-5 and 213-182-5 (Renju's weights below); under Renju, Black's terms (in
// both sides' views) times 0.85 174-219-7, times 1.15 198-194-8. One term at a time, the
// same way (2026-11-29), none kept: in Freestyle B4 times 0.8 184-213-3 and times 1.2
// 191-203-6, L2 times 0.8 191-202-7, B3 times 0.8 198-199-3, L3+L2 times 0.8 201-193-6; in
// Renju (against Renju's weights) L3 times 0.65 200-191-9, Black's L3 alone a further 0.8
// 194-194-12, B4 times 1.2 208-185-7 and then 196-198-6 on 200 other openings; Black's
// double-three point term set to cancel its two L3 lines (such a point is a foul) 179-214-7,
// its double-four terms set to cancel their lines 189-191-14. One colour's term alone
// (2026-11-30, in both sides' views): in Freestyle White's L3 times 0.8 scored 188-202-10 and
// Black's 182-208-10; in Renju Black's four-three point terms (B4+L3, B4+B3) times 1.3
// 198-200-2, White's B3 times 1.2 184-205-11 and White's B4 times 1.2 183-213-4.
// clang-format off
const EvalWeights kOwnWeight = {
    // lines: none overline L1 B2 L2 B3 L3 B4 L4 D4 five
    0, 0, 6, 11, 15, 28, 213, 251, 1019, 741, 18000,
    // points: L2+L2 B3+L2 L3+L2 B4+L2 L4+L2, B3+B3 L3+B3 B4+B3 L4+B3, L3+L3 B4+L3 L4+L3,
    //         B4+B4 L4+B4, L4+L4
    55, 72, 156, 306, 166, 43, 81, 190, 0, 0, 494, 0, 225, 0, 0};
const EvalWeights kOtherWeight = {
    0, 0, 5, 9, 12, 23, 174, 206, 834, 606, 12000,
    45, 59, 128, 251, 136, 35, 66, 155, 0, 0, 404, 0, 184, 0, 0};
// clang-format on

namespace {

// The weights with one term's weight times num / den.
EvalWeights scaled_term(EvalWeights weights, int term, int num, int den) {
  int& w = weights[static_cast<std::size_t>(term)];
  w = w * num / den;
  return weights;
}

// Renju: the open three (L3) weighs less, Black's 0.8 times the weights above and White's
// 0.64 times, the only change from them until Black's went to 0.68 and White's B4 to 1.2
// (below). Both colours' L3 at 0.8 scored 637-547-16 (53.75%,
// about +26 Elo +-20) against the shared weights in self-play at 50,000 nodes a move (three
// sets of 200 random openings, each twice with the colours swapped); in Freestyle it scored
// 195-200-5, so the other rules keep theirs. Against PentaZen at 1 s in Renju (the bench
// openings) that scored 110-110-4 over four runs (50.0%), where the shared weights scored
// 40.6% and 41.4% in the two sessions before. Then, in the same self-play against it,
// White's L3 a further 0.8 times (the weights here) scored 210-179-11 and 208-182-10 on two
// sets of openings (53.6%, about +25 Elo), and against PentaZen 38-25-1 and 36-26-2 (59.0%
// over twice the 64 bench games, half on each core). Not kept, the same way: White's L3 back
// at 1.0 scored 160-230-8, at 0.51 596-581-23 over three sets of openings; White's
// double-three point terms (L3+L3, L3+B3) times 1.3 199-195-6. (A guess at why: White wins
// by fouls forced on Black more than by threes; Black's three may not become a four where
// the four would be a foul.)
// Screened again from the 241 balanced Renju openings (bench/gomoku_selfplay_openings_renju.txt,
// 482 games at 50,000 nodes a move against these weights, 2026-12-06; +-31 Elo), none kept:
// Black's B3 times 1.25 229-241-12, Black's B4 times 1.2 221-250-11 and times 0.8 204-264-14,
// Black's L2 times 1.25 235-237-10, White's B3 times 1.25 242-231-9, White's L2 times 1.25
// 213-260-9; the side to move's weights (every term) times 1.08 200-279-3, 1.03 218-246-18
// and 0.93 121-354-7 (the tempo sits at its best). Two gained at 50,000 nodes and not at
// 100,000: White's B4 times 1.2 251-216-15, then 224-243-15; Black's L3 a further 0.85 times
// 252-217-13, then 235-239-8. The two together (the weights here since 2026-12-06: Black's
// L3 at 0.68, White's B4 at 1.2, in both sides' views) scored 265-205-12 at 50,000 nodes,
// 254-217-11 at 100,000 and 270-195-17 at 200,000 (+55 +-31): the gain grew with the nodes.
// Against Rapfi 0.43 (classical, 1 s, the 64 bench games) they scored 21-42-1, 21-42-1 and
// 17-45-2 (31.8% over 192 games; as Black 21-73-2, as White 38-56-2), where the weights
// before scored 39-85-4 (32.0%) over two runs: even against an opponent. A gain at 50,000
// nodes alone is not enough: the 1 s game searches ~25 times more.
// Freestyle: the open three (L3) weighs 0.64 times the weights above, for both colours. In
// self-play at 50,000 nodes a move from 231 balanced openings (random three- to five-stone
// openings that a 100,000-node search scored within 120 of even, each twice with the colours
// swapped, 462 games): L3 times 0.8 scored 257-191-14 against the shared weights (57.1%, +50
// Elo +-32), 0.64 then 251-202-9 against 0.8 (55.3%), 0.5 226-228-8 against 0.64 (even).
// Against PentaZen at 1 s (the 64 bench games, three runs): 30-32-2, 30-31-3 and 36-28-0
// (51.3% over 192 games; 39.8% with the shared weights). Not kept, with L3 at 0.64: B4 times
// 0.8 (220-231-11), L2 times 0.8 (227-221-14), the L3+L2 point term times 0.7 (237-215-10,
// then 214-229-19 at 60,000 nodes). The same L3 times 0.8 had scored 195-200-5 from random
// four-stone openings, where Black won about seven games in eight whatever the weights: such
// openings hide most differences. Also not kept (2026-12-06, 462 games at 50,000 nodes): L2
// times 1.25 232-217-13, White's L3 a further 0.8 times 240-209-13 and then 76-91-2 at
// 100,000 nodes (stopped). Nor Renju's pair (White's B4 times 1.2, Black's L3 a further 0.85
// times): 237-212-13 at 100,000 nodes, and against Rapfi (1 s, the 64 bench games) 22-42-0
// (as Black 21-11-0, as White 1-31-0) where these weights scored 21-43-0 the same evening.
// Standard and Classic keep the shared weights (not measured).
// Named by their L3 factor: Freestyle's (both colours).
const EvalWeights kOwnWeightL3x064 = scaled_term(kOwnWeight, kL3, 16, 25);
const EvalWeights kOtherWeightL3x064 = scaled_term(kOtherWeight, kL3, 16, 25);
// Renju: Black's L3 at 0.68; White's L3 at 0.64 and B4 at 1.2.
const EvalWeights kOwnRenjuBlack = scaled_term(kOwnWeight, kL3, 17, 25);
const EvalWeights kOtherRenjuBlack = scaled_term(kOtherWeight, kL3, 17, 25);
const EvalWeights kOwnRenjuWhite = scaled_term(kOwnWeightL3x064, kB4, 6, 5);
const EvalWeights kOtherRenjuWhite = scaled_term(kOtherWeightL3x064, kB4, 6, 5);

} // namespace

EvalWeightSet eval_weights(Rule rule, Stone to_move) {
  if (rule == Rule::Freestyle) return {&kOwnWeightL3x064, &kOtherWeightL3x064};
  if (rule != Rule::Renju) return {&kOwnWeight, &kOtherWeight};
  if (to_move == Stone::Black) return {&kOwnRenjuBlack, &kOtherRenjuWhite};
  return {&kOwnRenjuWhite, &kOtherRenjuBlack};
}

const char* eval_term_name(int term) {
  static constexpr const char* kNames[kEvalTermCount] = {
      "none",  "overline", "L1",    "B2",    "L2",    "B3",    "L3",    "B4",    "L4",
      "D4",    "five",     "L2+L2", "B3+L2", "L3+L2", "B4+L2", "L4+L2", "B3+B3", "L3+B3",
      "B4+B3", "L4+B3",    "L3+L3", "B4+L3", "L4+L3", "B4+B4", "L4+B4", "L4+L4"};
  return term >= 0 && term < kEvalTermCount ? kNames[term] : "?";
}

} // namespace ishi::gomoku::ai
