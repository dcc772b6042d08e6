#pragma once
// A match's score from one engine's side and the Elo difference it suggests.
//
// The difference is the logistic Elo of the score fraction p (wins plus half the draws,
// over the games): -400 log10(1/p - 1), so 50% is 0 and 75% is about +191. The 95%
// interval comes from the standard error of the per-game scores (1, 1/2, 0): p +/- 1.96 se
// is turned into Elo at both ends and the margin is half their distance. A score of 0% or
// 100% gives an infinite difference, and an interval reaching 0% or 100% an infinite
// margin.

#include <string>

namespace ishi::protocol {

struct Score {
  int wins = 0;
  int losses = 0;
  int draws = 0;
  int games() const { return wins + losses + draws; }
  double fraction() const; // 0.5 when no game was played
};

struct Elo {
  double difference = 0; // may be +/-infinity
  double margin = 0;     // half the 95% interval; may be infinity
};

double elo_from_fraction(double p); // +/-infinity at 1 and 0
Elo elo_of(const Score& score);

// "elo +35 +/- 60", "elo +inf +/- inf", "elo -191 +/- 402".
std::string format_elo(const Elo& elo);

} // namespace ishi::protocol
