// Fits the search's move order (move_policy.hpp) to the moves our own searches chose.
//   ishi_gomoku_policy <games.txt>... > src/engine/gomoku/ai/move_policy_weights.cpp
// Reads games made by ishi_gomoku_games, replays them and keeps every searched position
// from the fifth move on where nobody has a four and the score is not a forced win or loss.
// Each candidate point (a legal point within two of a stone) gets the score of
// move_policy.hpp; a softmax over a position's candidates is fitted, by minibatch Adam with
// a fixed seed, to make the searched move likely. Every fifth game is held out: how often
// the committed and the fitted weights rank the searched move first, in the first three
// and in the first five is printed on standard error, and the fitted weights, as the
// source file, on standard output.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/ai/move_policy.hpp"
#include "engine/gomoku/ai/position.hpp"
#include "games_file.hpp"

using namespace ishi;
using namespace ishi::gomoku;
using namespace ishi::gomoku::ai;

namespace {

// The weights as one vector: own shapes, other shapes, then the two distance terms.
constexpr int kOther = kShapeCount, kNearLast = 2 * kShapeCount, kNearBefore = kNearLast + kPolicyDistances;
constexpr int kParams = kNearBefore + kPolicyDistances;

struct Candidate {
  std::array<int, 4> feature; // indices into the weight vector
  int point;
};
struct Sample {
  std::vector<Candidate> candidates;
  int chosen = -1; // index in candidates
  bool held_out = false;
};

bool read(const char* path, int& game_number, std::vector<Sample>& out) {
  return replay_games(path, game_number, [&](const Position& p, int game, int ply, int score, int move) {
    if (ply < 4 || is_win_score(score) || p.five_count(0) != 0 || p.five_count(1) != 0) return;
    const int a = colour_index(p.side_to_move()), d = 1 - a;
    const auto& h = p.history();
    const Square last = p.square(h[h.size() - 1]), before = p.square(h[h.size() - 2]);
    Sample s;
    s.held_out = game % 5 == 0;
    p.for_each_near([&](int i) {
      if (!p.legal(a, i)) return;
      const Square q = p.square(i);
      if (i == move) s.chosen = static_cast<int>(s.candidates.size());
      s.candidates.push_back({{point_shape(p, a, i), kOther + point_shape(p, d, i),
                               kNearLast + policy_distance(q, last), kNearBefore + policy_distance(q, before)},
                              i});
    });
    if (s.chosen >= 0 && s.candidates.size() > 1) out.push_back(std::move(s));
  });
}

double score(const std::vector<double>& w, const Candidate& c) {
  double v = 0;
  for (int f : c.feature) v += w[static_cast<std::size_t>(f)];
  return v;
}

// How often the chosen move ranks first, in the first 3 and in the first 5 of the held-out
// positions (ties broken by point, as the search's sort does).
void report(const char* name, const std::vector<Sample>& data, const std::vector<double>& w) {
  double n = 0;
  std::array<double, 3> within{};
  for (const Sample& s : data) {
    if (!s.held_out) continue;
    const Candidate& chosen = s.candidates[static_cast<std::size_t>(s.chosen)];
    const double v = score(w, chosen);
    int rank = 0;
    for (const Candidate& c : s.candidates) {
      const double x = score(w, c);
      rank += x > v || (x == v && c.point < chosen.point);
    }
    n += 1;
    within[0] += rank < 1;
    within[1] += rank < 3;
    within[2] += rank < 5;
  }
  std::fprintf(stderr, "%s: held out %.0f positions, searched move first %.3f, in the first 3 %.3f, first 5 %.3f\n",
               name, n, within[0] / n, within[1] / n, within[2] / n);
}

std::vector<double> committed() {
  std::vector<double> w(kParams);
  for (int k = 0; k < kShapeCount; ++k) {
    w[static_cast<std::size_t>(k)] = kPolicyWeights.own[static_cast<std::size_t>(k)];
    w[static_cast<std::size_t>(kOther + k)] = kPolicyWeights.other[static_cast<std::size_t>(k)];
  }
  for (int k = 0; k < kPolicyDistances; ++k) {
    w[static_cast<std::size_t>(kNearLast + k)] = kPolicyWeights.near_last[static_cast<std::size_t>(k)];
    w[static_cast<std::size_t>(kNearBefore + k)] = kPolicyWeights.near_before[static_cast<std::size_t>(k)];
  }
  return w;
}

// Minibatch Adam on the softmax's cross-entropy, with a little L2 to keep shapes that are
// rarely seen near zero. Weights are in log-odds.
std::vector<double> fit(const std::vector<Sample>& data) {
  constexpr int kEpochs = 20, kBatch = 32;
  constexpr double kRate = 0.02, kBeta1 = 0.9, kBeta2 = 0.999, kL2 = 1e-5;
  std::vector<double> w(kParams, 0.0), mean(kParams, 0.0), var(kParams, 0.0), grad(kParams, 0.0);
  std::vector<std::size_t> order;
  for (std::size_t k = 0; k < data.size(); ++k) {
    if (!data[k].held_out) order.push_back(k);
  }
  std::mt19937 rng(1);
  std::vector<double> e;
  std::vector<int> touched;
  long step = 0;
  for (int epoch = 0; epoch < kEpochs; ++epoch) {
    std::shuffle(order.begin(), order.end(), rng);
    for (std::size_t b = 0; b < order.size(); b += kBatch) {
      touched.clear();
      for (std::size_t k = b; k < std::min(order.size(), b + kBatch); ++k) {
        const Sample& s = data[order[k]];
        e.assign(s.candidates.size(), 0.0);
        double top = -1e300, sum = 0;
        for (std::size_t j = 0; j < e.size(); ++j) top = std::max(top, e[j] = score(w, s.candidates[j]));
        for (double& x : e) sum += x = std::exp(x - top);
        for (std::size_t j = 0; j < e.size(); ++j) {
          const double g = e[j] / sum - (static_cast<int>(j) == s.chosen ? 1.0 : 0.0);
          for (int f : s.candidates[j].feature) {
            auto q = static_cast<std::size_t>(f);
            if (grad[q] == 0) touched.push_back(f);
            grad[q] += g;
          }
        }
      }
      ++step;
      std::sort(touched.begin(), touched.end());
      touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
      for (int f : touched) {
        auto q = static_cast<std::size_t>(f);
        const double g = grad[q] / kBatch + kL2 * w[q];
        grad[q] = 0;
        mean[q] = kBeta1 * mean[q] + (1 - kBeta1) * g;
        var[q] = kBeta2 * var[q] + (1 - kBeta2) * g * g;
        w[q] -= kRate * (mean[q] / (1 - std::pow(kBeta1, step))) /
                (std::sqrt(var[q] / (1 - std::pow(kBeta2, step))) + 1e-8);
      }
    }
  }
  return w;
}

void print_array(const char* name, const std::vector<double>& w, int first, int count) {
  std::printf("    // %s\n    {", name);
  for (int k = 0; k < count; ++k) {
    std::printf("%s%ld",
                k == 0        ? ""
                : k % 16 == 0 ? ",\n     "
                              : ", ",
                std::lround(100 * w[static_cast<std::size_t>(first + k)]));
  }
  std::printf("},\n");
}

} // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s <games.txt>...\n", argv[0]);
    return 2;
  }
  std::vector<Sample> data;
  int game_number = 0;
  for (int a = 1; a < argc; ++a) {
    if (!read(argv[a], game_number, data)) return 1;
  }
  std::fprintf(stderr, "%d games, %zu positions\n", game_number, data.size());
  if (data.size() < 1000) {
    std::fprintf(stderr, "too few positions to fit\n");
    return 1;
  }
  report("committed weights", data, committed());
  std::vector<double> w = fit(data);
  std::vector<double> rounded(w.size());
  for (std::size_t k = 0; k < w.size(); ++k) rounded[k] = static_cast<double>(std::lround(100 * w[k]));
  report("fitted weights", data, rounded);
  std::printf("#include \"engine/gomoku/ai/move_policy.hpp\"\n\nnamespace ishi::gomoku::ai {\n\n");
  std::printf("// Written by ishi_gomoku_policy (tools/gomoku_weights/README.md) from %d games.\n", game_number);
  std::printf("// clang-format off\nconst PolicyWeights kPolicyWeights = {\n");
  print_array("own, by shape", w, 0, kShapeCount);
  print_array("other, by shape", w, kOther, kShapeCount);
  print_array("near_last, by distance 1..6", w, kNearLast, kPolicyDistances);
  print_array("near_before, by distance 1..6", w, kNearBefore, kPolicyDistances);
  std::printf("};\n// clang-format on\n\n} // namespace ishi::gomoku::ai\n");
  return 0;
}
