#include "protocol/match/elo.hpp"

#include <cmath>
#include <limits>

namespace ishi::protocol {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kZ95 = 1.959964; // the two-sided 95% quantile of the normal distribution

std::string signed_whole(double v) {
  if (std::isinf(v)) return v > 0 ? "+inf" : "-inf";
  long long r = std::llround(v);
  return (r < 0 ? "-" : "+") + std::to_string(r < 0 ? -r : r);
}

} // namespace

double Score::fraction() const {
  if (games() == 0) return 0.5;
  return (wins + 0.5 * draws) / games();
}

double elo_from_fraction(double p) {
  if (p <= 0) return -kInf;
  if (p >= 1) return kInf;
  return -400.0 * std::log10(1.0 / p - 1.0);
}

Elo elo_of(const Score& score) {
  int n = score.games();
  if (n == 0) return {0, kInf};
  double p = score.fraction();
  double variance = (score.wins * (1 - p) * (1 - p) + score.losses * p * p + score.draws * (0.5 - p) * (0.5 - p)) / n;
  double se = std::sqrt(variance / n);
  double lo = p - kZ95 * se, hi = p + kZ95 * se;
  double margin = lo <= 0 || hi >= 1 ? kInf : (elo_from_fraction(hi) - elo_from_fraction(lo)) / 2;
  return {elo_from_fraction(p), margin};
}

std::string format_elo(const Elo& elo) {
  std::string margin = std::isinf(elo.margin) ? "inf" : std::to_string(std::llround(elo.margin));
  return "elo " + signed_whole(elo.difference) + " +/- " + margin;
}

} // namespace ishi::protocol
