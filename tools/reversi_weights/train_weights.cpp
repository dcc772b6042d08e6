// Trains the Reversi pattern weights (engine/reversi/patterns.hpp) on labelled positions
// from ishi_reversi_positions, and writes the weights file the engine compiles in.
//   ishi_reversi_train <out.bin> <positions.txt>...
// Least squares by gradient steps scaled per weight by how often it occurs, with a pull
// towards zero for rare configurations. Every tenth position is held out, and the error on
// those is printed per phase against the hand-tuned evaluation (fitted to the same scale).

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "engine/reversi/eval.hpp"
#include "engine/reversi/patterns.hpp"
#include "engine/reversi/position.hpp"

using namespace ishi::reversi;

namespace {

struct Sample {
  patterns::Features f;
  float score;
  float hand; // the hand-tuned evaluation, for comparison
  int empties;
  bool held_out;
};

double rms(double sum_sq, int n) { return n ? std::sqrt(sum_sq / n) : 0.0; }

} // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s <out.bin> <positions.txt>...\n", argv[0]);
    return 2;
  }
  std::vector<Sample> samples;
  for (int a = 2; a < argc; ++a) {
    std::ifstream in(argv[a]);
    if (!in) {
      std::fprintf(stderr, "%s: cannot read\n", argv[a]);
      return 2;
    }
    std::string line;
    int line_no = 0;
    while (std::getline(in, line)) {
      ++line_no;
      auto p = parse_board(line.substr(0, 66));
      if (!p || line.size() < 68) {
        std::fprintf(stderr, "%s:%d: not a labelled position\n", argv[a], line_no);
        return 2;
      }
      Sample s;
      s.f = patterns::features(p->player, p->opponent);
      s.score = std::stof(line.substr(67));
      s.hand = static_cast<float>(evaluate(p->player, p->opponent)) / 100.0f;
      s.empties = popcount(p->empty());
      s.held_out = samples.size() % 10 == 9;
      samples.push_back(s);
    }
  }
  std::printf("%zu positions\n", samples.size());
  // Configurations that are mirror images within a pattern share one weight.
  std::vector<std::uint32_t> canonical(static_cast<std::size_t>(patterns::kWeights));
  for (std::uint32_t i = 0; i < canonical.size(); ++i) canonical[i] = i;
  for (int pat = 0; pat < static_cast<int>(patterns::kPatterns.size()); ++pat) {
    std::uint32_t begin = patterns::pattern_offset(pat), end = patterns::pattern_offset(pat + 1);
    for (std::uint32_t i = begin; i < end; ++i) canonical[i] = begin + patterns::canonical_index(pat, i - begin);
  }
  for (Sample& s : samples) {
    for (std::uint32_t& i : s.f) i = canonical[i];
  }

  const int n_weights = patterns::kWeights;
  std::vector<std::int8_t> out(static_cast<std::size_t>(patterns::kPhases) * n_weights);
  for (int phase = 0; phase < patterns::kPhases; ++phase) {
    std::vector<const Sample*> train, test;
    for (const Sample& s : samples) {
      // Each phase also learns from positions one empty beyond its ends.
      int e = s.empties;
      if (patterns::phase_of(e) != phase && patterns::phase_of(e - 1) != phase && patterns::phase_of(e + 1) != phase) {
        continue;
      }
      (s.held_out ? test : train).push_back(&s);
    }
    if (train.empty()) {
      std::printf("phase %d: no positions, weights left at zero\n", phase);
      continue;
    }
    std::vector<float> w(n_weights, 0.0f), grad(n_weights);
    std::vector<float> count(n_weights, 0.0f);
    for (const Sample* s : train) {
      for (std::uint32_t i : s->f) count[i] += 1.0f;
    }
    auto predict = [&w](const Sample& s) {
      float sum = 0;
      for (std::uint32_t i : s.f) sum += w[i];
      return sum;
    };
    constexpr int kEpochs = 1500;
    constexpr float kStep = 0.02f; // per weight: ~90 weights share each error
    constexpr float kPrior = 8.0f; // occurrences' worth of pull towards zero
    for (int epoch = 0; epoch < kEpochs; ++epoch) {
      std::fill(grad.begin(), grad.end(), 0.0f);
      for (const Sample* s : train) {
        float r = s->score - predict(*s);
        for (std::uint32_t i : s->f) grad[i] += r;
      }
      for (int i = 0; i < n_weights; ++i) {
        if (count[i] > 0) w[i] += kStep * (grad[i] - kPrior * w[i]) / (count[i] + kPrior);
      }
    }
    // Errors on held-out positions: the patterns, and the hand evaluation fitted by a
    // least-squares scale.
    double sxy = 0, sxx = 0;
    for (const Sample* s : train) sxy += s->hand * s->score, sxx += s->hand * s->hand;
    double scale = sxx > 0 ? sxy / sxx : 0;
    double err_train = 0, err_test = 0, err_hand = 0;
    for (const Sample* s : train) err_train += std::pow(s->score - predict(*s), 2);
    for (const Sample* s : test) {
      err_test += std::pow(s->score - predict(*s), 2);
      err_hand += std::pow(s->score - scale * s->hand, 2);
    }
    std::printf("phase %d: %zu train, %zu held out; rms error train %.2f, held out %.2f (hand-tuned %.2f)\n", phase,
                train.size(), test.size(), rms(err_train, static_cast<int>(train.size())),
                rms(err_test, static_cast<int>(test.size())), rms(err_hand, static_cast<int>(test.size())));
    for (int i = 0; i < n_weights; ++i) {
      float v = std::round(w[canonical[static_cast<std::size_t>(i)]] * kFileScale);
      out[static_cast<std::size_t>(phase) * n_weights + i] = static_cast<std::int8_t>(std::clamp(v, -127.0f, 127.0f));
    }
  }

  std::ofstream file(argv[1], std::ios::binary);
  auto put32 = [&file](std::uint32_t v) {
    for (int k = 0; k < 4; ++k) file.put(static_cast<char>((v >> (8 * k)) & 0xff));
  };
  file.write("ISHW", 4);
  put32(patterns::kPhases);
  put32(static_cast<std::uint32_t>(n_weights));
  for (std::int8_t v : out) file.put(static_cast<char>(v));
  if (!file) {
    std::fprintf(stderr, "%s: cannot write\n", argv[1]);
    return 1;
  }
  std::printf("wrote %s\n", argv[1]);
  return 0;
}
