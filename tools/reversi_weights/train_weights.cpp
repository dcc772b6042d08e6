// Trains the Reversi pattern weights (engine/reversi/patterns.hpp) on labelled positions
// from ishi_reversi_positions or ishi_reversi_games, and writes the weights file the engine
// compiles in.
//   ishi_reversi_train [--phases A-B] [--from FILE] <out.bin> <positions.txt>...
// --phases trains only phases A..B; the others are copied from the weights file given by
// --from (zero without it), so that phases can come from different data.
// Least squares by gradient steps scaled per weight by how often it occurs, with a pull
// towards zero for rare configurations. Every tenth position is held out, and the error on
// those is printed per phase against the hand-tuned evaluation (fitted to the same scale).

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>
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

// The empties a phase covers.
int phase_first(int phase) {
  int e = 0;
  while (patterns::phase_of(e) < phase) ++e;
  return e;
}
int phase_last(int phase) {
  int e = 60;
  while (patterns::phase_of(e) > phase) --e;
  return e;
}

int usage(const char* self) {
  std::fprintf(stderr, "usage: %s [--phases A-B] [--from FILE] <out.bin> <positions.txt>...\n", self);
  return 2;
}

} // namespace

int main(int argc, char** argv) {
  int first_phase = 0, last_phase = patterns::kPhases - 1;
  std::vector<std::int8_t> from; // --from: its stored bytes, phase after phase
  std::vector<const char*> files;
  for (int a = 1; a < argc; ++a) {
    std::string arg = argv[a];
    if (arg == "--phases" && a + 1 < argc) {
      if (std::sscanf(argv[++a], "%d-%d", &first_phase, &last_phase) != 2 || first_phase < 0 ||
          last_phase >= patterns::kPhases || first_phase > last_phase) {
        std::fprintf(stderr, "--phases: want A-B within 0-%d\n", patterns::kPhases - 1);
        return 2;
      }
    } else if (arg == "--from" && a + 1 < argc) {
      std::ifstream in(argv[++a], std::ios::binary);
      if (!in) {
        std::fprintf(stderr, "%s: cannot read\n", argv[a]);
        return 2;
      }
      std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)), {});
      auto w = parse_pattern_weights(bytes);
      if (!w) {
        std::fprintf(stderr, "%s: %s\n", argv[a], w.error().c_str());
        return 2;
      }
      from.clear();
      for (int phase = 0; phase < patterns::kPhases; ++phase) {
        for (std::uint32_t i : patterns::stored_weights()) {
          auto at = static_cast<std::size_t>(phase) * static_cast<std::size_t>(patterns::kWeights) + i;
          from.push_back(static_cast<std::int8_t>(w.value()[at] / (kWeightScale / kFileScale)));
        }
      }
    } else if (arg.starts_with("--")) {
      return usage(argv[0]);
    } else {
      files.push_back(argv[a]);
    }
  }
  if (files.size() < 2) return usage(argv[0]);
  std::vector<Sample> samples;
  for (std::size_t a = 1; a < files.size(); ++a) {
    std::ifstream in(files[a]);
    if (!in) {
      std::fprintf(stderr, "%s: cannot read\n", files[a]);
      return 2;
    }
    std::string line;
    int line_no = 0;
    while (std::getline(in, line)) {
      ++line_no;
      auto p = parse_board(line.substr(0, 66));
      if (!p || line.size() < 68) {
        std::fprintf(stderr, "%s:%d: not a labelled position\n", files[a], line_no);
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
  for (Sample& s : samples) {
    for (std::uint32_t& i : s.f) i = patterns::canonical_weight(i);
  }

  const int n_weights = patterns::kWeights;
  std::vector<std::int8_t> out(static_cast<std::size_t>(patterns::kPhases) * patterns::stored_weights().size());
  if (!from.empty()) out = from;
  std::vector<std::string> reports(patterns::kPhases);
  // The phases are independent: one thread each, as many at a time as there are cores.
  auto train_phase = [&](int phase) {
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
      reports[static_cast<std::size_t>(phase)] =
          "phase " + std::to_string(phase) + ": no positions, weights left at zero";
      return;
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
    char line[200];
    std::snprintf(line, sizeof line,
                  "phase %d (empties %d-%d): %zu train, %zu held out; rms error train %.2f, held out %.2f "
                  "(hand-tuned %.2f)",
                  phase, phase_first(phase), phase_last(phase), train.size(), test.size(),
                  rms(err_train, static_cast<int>(train.size())), rms(err_test, static_cast<int>(test.size())),
                  rms(err_hand, static_cast<int>(test.size())));
    reports[static_cast<std::size_t>(phase)] = line;
    // Only the canonical configurations are stored (the engine shares their weights out).
    const auto& stored = patterns::stored_weights();
    for (std::size_t k = 0; k < stored.size(); ++k) {
      float v = std::round(w[stored[k]] * kFileScale);
      out[static_cast<std::size_t>(phase) * stored.size() + k] =
          static_cast<std::int8_t>(std::clamp(v, -127.0f, 127.0f));
    }
  };
  std::atomic<int> next{0};
  std::vector<std::thread> workers;
  for (unsigned t = 0; t < std::max(1u, std::thread::hardware_concurrency()); ++t) {
    workers.emplace_back([&] {
      for (int phase; (phase = first_phase + next++) <= last_phase;) train_phase(phase);
    });
  }
  for (std::thread& t : workers) t.join();
  for (int phase = 0; phase < patterns::kPhases; ++phase) {
    if (phase < first_phase || phase > last_phase) {
      std::printf("phase %d: %s\n", phase,
                  from.empty() ? "not trained, left at zero" : "not trained, kept from --from");
    } else {
      std::printf("%s\n", reports[static_cast<std::size_t>(phase)].c_str());
    }
  }

  std::ofstream file(files[0], std::ios::binary);
  auto put32 = [&file](std::uint32_t v) {
    for (int k = 0; k < 4; ++k) file.put(static_cast<char>((v >> (8 * k)) & 0xff));
  };
  file.write("ISHW", 4);
  put32(patterns::kPhases);
  put32(static_cast<std::uint32_t>(patterns::stored_weights().size()));
  for (std::int8_t v : out) file.put(static_cast<char>(v));
  if (!file) {
    std::fprintf(stderr, "%s: cannot write\n", files[0]);
    return 1;
  }
  std::printf("wrote %s\n", files[0]);
  return 0;
}
