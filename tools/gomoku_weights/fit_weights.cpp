// Fits the Gomoku evaluation's weights (evaluation.hpp) to our own searches' scores.
//   ishi_gomoku_fit <games.txt>...
// Reads games made by ishi_gomoku_games, replays them and keeps every searched position
// where nobody has a four and the score is not a forced win or loss. The evaluation is
// fitted to predict that score: both go through a logistic curve whose scale is the one
// that best fits the current weights, and the squared difference is minimised (Adam).
//
// The fitted model is the engine's, with one weight per term shared by both colours and one
// tempo factor for the side to move:  sum over t of w[t] * (tempo * own[t] - other[t]),
// plus a constant and a colour term that only absorb what the engine cannot see (they are
// the same for every leaf of one search depth). Weights stay >= 0; five keeps its weight.
// Every fifth game is held out; the error of the current and of the fitted weights on it
// is printed, then the two weight arrays for evaluation.cpp.

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/gomoku/ai/ai.hpp"
#include "engine/gomoku/ai/evaluation.hpp"
#include "games_file.hpp"

using namespace ishi::gomoku;
using namespace ishi::gomoku::ai;

namespace {

constexpr int kTerms = kEvalTermCount;

struct Sample {
  std::array<float, kTerms> own{}, other{};
  float colour = 0; // +1 Black to move, -1 White
  float score = 0;  // the search's, for the side to move
  bool held_out = false;
  int table = 0, mask = 0; // the threat value's (evaluation.hpp)
};

bool fitted(int t) { return t >= kL1 && t != kFive; }

bool read_games(const char* path, int& game_number, std::vector<Sample>& out) {
  return replay_games(path, game_number, [&](const Position& p, int game, int ply, int score, int) {
    if (ply < 6 || is_win_score(score) || p.five_count(0) != 0 || p.five_count(1) != 0) return;
    Sample s;
    const int me = colour_index(p.side_to_move());
    const TermCounts &own = p.term_counts(me), &other = p.term_counts(1 - me);
    for (std::size_t t = 0; t < kTerms; ++t) {
      s.own[t] = static_cast<float>(own[t]);
      s.other[t] = static_cast<float>(other[t]);
    }
    s.table = threat_table(p.rule(), me);
    s.mask = threat_mask(own, other);
    s.colour = me == 0 ? 1.0f : -1.0f;
    s.score = static_cast<float>(score);
    s.held_out = game % 5 == 0;
    out.push_back(s);
  });
}

double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }

double threat_value(const Sample& s, const ThreatValues& values) {
  return values[static_cast<std::size_t>(s.table)][static_cast<std::size_t>(s.mask)];
}

// The engine's evaluation of a sample with given weights (eval units).
double engine_eval(const Sample& s, const EvalWeights& own, const EvalWeights& other,
                   const ThreatValues& threats = kThreatValue) {
  double e = 0;
  for (std::size_t t = 0; t < kTerms; ++t)
    e += static_cast<double>(own[t]) * s.own[t] - static_cast<double>(other[t]) * s.other[t];
  return e / 4 + threat_value(s, threats);
}

// The weights' model; the engine's threat values stay as they are.
struct Model {
  std::array<double, kTerms> w{}; // eval units, shared by both colours
  double tempo = 1.5, constant = 0, colour = 0;
  double eval(const Sample& s) const {
    double e = constant + colour * s.colour + threat_value(s, kThreatValue);
    for (std::size_t t = 0; t < kTerms; ++t) e += w[t] * (tempo * s.own[t] - s.other[t]);
    return e;
  }
};

// Fits the threat values with the weights as they are; prints evaluation_threats.cpp. Each
// mask's value is the mean of what the weights leave unexplained in its training positions
// (the search's score minus the evaluation, clipped to +-kClip so that a few near-wins do
// not decide it), shrunk towards 0 as if kPrior more positions had a residual of 0; a mask
// seen in fewer than kMinSeen positions keeps 0.
int fit_threats(const std::vector<Sample>& data, double scale, auto&& error) {
  constexpr int kMinSeen = 20;
  constexpr double kPrior = 20, kClip = 2000;
  auto residual = [&](const Sample& s) {
    double r = s.score - engine_eval(s, kOwnWeight, kOtherWeight, ThreatValues{});
    return std::clamp(r, -kClip, kClip);
  };
  // What every position shares, by the side to move's colour (the tempo of a search depth).
  std::array<double, 2> shared_sum{}, shared_n{};
  for (const Sample& s : data) {
    if (s.held_out) continue;
    shared_sum[s.colour > 0 ? 0 : 1] += residual(s);
    shared_n[s.colour > 0 ? 0 : 1] += 1;
  }
  std::array<double, 2> shared{shared_sum[0] / std::max(1.0, shared_n[0]), shared_sum[1] / std::max(1.0, shared_n[1])};
  auto shared_of = [&](const Sample& s) { return shared[s.colour > 0 ? 0 : 1]; };
  std::vector<double> sum(static_cast<std::size_t>(kThreatTables * kThreatMasks), 0.0), seen(sum.size(), 0.0);
  for (const Sample& s : data) {
    if (s.held_out) continue;
    auto k = static_cast<std::size_t>(s.table * kThreatMasks + s.mask);
    sum[k] += residual(s) - shared_of(s);
    seen[k] += 1;
  }
  std::vector<double> value(sum.size(), 0.0);
  for (std::size_t k = 0; k < sum.size(); ++k) {
    if (seen[k] >= kMinSeen) value[k] = sum[k] / (seen[k] + kPrior);
  }
  auto eval = [&](const Sample& s) {
    return engine_eval(s, kOwnWeight, kOtherWeight, ThreatValues{}) + shared_of(s) +
           value[static_cast<std::size_t>(s.table * kThreatMasks + s.mask)];
  };
  ThreatValues fitted{};
  for (std::size_t k = 0; k < value.size(); ++k)
    fitted[k / kThreatMasks][k % kThreatMasks] = static_cast<std::int16_t>(std::lround(value[k]));
  auto rounded = [&](const Sample& s) { return engine_eval(s, kOwnWeight, kOtherWeight, fitted); };
  std::fprintf(stderr, "fitted threat values: error %.6f, held out %.6f (rounded, without the constant terms: %.6f)\n",
               error(eval, scale, false), error(eval, scale, true), error(rounded, scale, true));
  std::printf("#include \"engine/gomoku/ai/evaluation.hpp\"\n\nnamespace ishi::gomoku::ai {\n\n");
  std::printf("// Written by ishi_gomoku_fit --threats (tools/gomoku_weights/README.md).\n// clang-format off\n");
  std::printf("const ThreatValues kThreatValue = {{\n");
  for (int t = 0; t < kThreatTables; ++t) {
    std::printf("    {{");
    for (int m = 0; m < kThreatMasks; ++m) {
      std::printf("%s%d",
                  m == 0        ? ""
                  : m % 16 == 0 ? ",\n      "
                                : ", ",
                  fitted[static_cast<std::size_t>(t)][static_cast<std::size_t>(m)]);
    }
    std::printf("}},\n");
  }
  std::printf("}};\n// clang-format on\n\n} // namespace ishi::gomoku::ai\n");
  return 0;
}

} // namespace

int main(int argc, char** argv) {
  const bool threats = argc > 1 && std::string(argv[1]) == "--threats";
  if (argc < 2 + (threats ? 1 : 0)) {
    std::fprintf(stderr, "usage: %s [--threats] <games.txt>...\n", argv[0]);
    return 2;
  }
  std::vector<Sample> data;
  int game_number = 0;
  for (int a = threats ? 2 : 1; a < argc; ++a) {
    if (!read_games(argv[a], game_number, data)) {
      std::fprintf(stderr, "cannot read %s\n", argv[a]);
      return 1;
    }
  }
  std::fprintf(stderr, "%d games, %zu positions\n", game_number, data.size());
  if (data.size() < 1000) {
    std::fprintf(stderr, "too few positions to fit\n");
    return 1;
  }
  auto error = [&](auto&& eval, double scale, bool held_out) {
    double sum = 0;
    int n = 0;
    for (const Sample& s : data) {
      if (s.held_out != held_out) continue;
      double d = sigmoid(eval(s) / scale) - sigmoid(s.score / scale);
      sum += d * d;
      ++n;
    }
    return sum / n;
  };
  auto current = [](const Sample& s) { return engine_eval(s, kOwnWeight, kOtherWeight); };
  double scale = 100, best = 1e9;
  for (double k = 50; k <= 5000; k *= 1.05) {
    double e = error(current, k, false);
    if (e < best) best = e, scale = k;
  }
  std::fprintf(threats ? stderr : stdout, "logistic scale %.0f; current weights: error %.6f, held out %.6f\n", scale,
               best, error(current, scale, true));
  if (threats) return fit_threats(data, scale, error);

  Model m;
  for (int t = 0; t < kTerms; ++t) {
    m.w[static_cast<std::size_t>(t)] = kOtherWeight[static_cast<std::size_t>(t)] / 4.0;
  }
  constexpr int kParams = kTerms + 3;
  std::array<double, kParams> mean{}, var{};
  for (int it = 1; it <= 1500; ++it) {
    std::array<double, kParams> g{};
    int n = 0;
    for (const Sample& s : data) {
      if (s.held_out) continue;
      ++n;
      double p = sigmoid(m.eval(s) / scale);
      double d = 2 * (p - sigmoid(s.score / scale)) * p * (1 - p) / scale;
      double own = 0;
      for (std::size_t t = 0; t < kTerms; ++t) {
        g[t] += d * (m.tempo * s.own[t] - s.other[t]);
        own += m.w[t] * s.own[t];
      }
      g[kTerms] += d * own;
      g[kTerms + 1] += d;
      g[kTerms + 2] += d * s.colour;
    }
    for (std::size_t k = 0; k < kParams; ++k) {
      g[k] /= n;
      mean[k] = 0.9 * mean[k] + 0.1 * g[k];
      var[k] = 0.999 * var[k] + 0.001 * g[k] * g[k];
      double step =
          0.02 * (mean[k] / (1 - std::pow(0.9, it))) / (std::sqrt(var[k] / (1 - std::pow(0.999, it))) + 1e-12);
      if (k < kTerms) {
        if (fitted(static_cast<int>(k))) m.w[k] = std::max(0.0, m.w[k] - step * std::max(1.0, m.w[k]));
      } else if (k == kTerms) {
        m.tempo = std::max(1.0, m.tempo - step * 0.05);
      } else if (k == kTerms + 1) {
        m.constant -= step * 10;
      } else {
        m.colour -= step * 10;
      }
    }
  }
  EvalWeights own{}, other{};
  for (std::size_t t = 0; t < kTerms; ++t) {
    other[t] = fitted(static_cast<int>(t)) ? static_cast<int>(std::lround(4 * m.w[t])) : kOtherWeight[t];
    own[t] = fitted(static_cast<int>(t)) ? static_cast<int>(std::lround(4 * m.tempo * m.w[t])) : kOwnWeight[t];
  }
  auto rounded = [&](const Sample& s) { return engine_eval(s, own, other); };
  std::printf("fitted (tempo %.3f): error %.6f, held out %.6f (rounded, without the constant and colour terms: %.6f)\n",
              m.tempo, error([&](const Sample& s) { return m.eval(s); }, scale, false),
              error([&](const Sample& s) { return m.eval(s); }, scale, true), error(rounded, scale, true));
  for (const auto* weights : {&own, &other}) {
    std::printf("%s = {", weights == &own ? "kOwnWeight" : "kOtherWeight");
    for (std::size_t t = 0; t < kTerms; ++t) std::printf("%s%d", t ? ", " : "", (*weights)[t]);
    std::printf("};\n");
  }
  for (int t = kL1; t < kTerms; ++t)
    std::printf("  %-6s %6d %6d\n", eval_term_name(t), own[static_cast<std::size_t>(t)],
                other[static_cast<std::size_t>(t)]);
  return 0;
}
