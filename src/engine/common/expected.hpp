#pragma once
// A value or the reason there is none. (std::expected is C++23; the toolchains here are C++20.)

#include <optional>
#include <string>
#include <utility>

namespace ishi {

// What went wrong while reading text: a message a person can act on, naming the token.
struct ParseError {
  std::string message; // e.g. "token 3 'z99' at column 7: not a point of the 15x15 board"
};

template <typename T>
class Expected {
 public:
  Expected(T value) : value_(std::move(value)) {}          // NOLINT: implicit by design
  Expected(ParseError error) : error_(std::move(error)) {} // NOLINT: implicit by design

  bool ok() const { return value_.has_value(); }
  explicit operator bool() const { return ok(); }
  const T& value() const { return *value_; }
  T& value() { return *value_; }
  const T& operator*() const { return *value_; }
  const T* operator->() const { return &*value_; }
  const std::string& error() const { return error_.message; }

 private:
  std::optional<T> value_;
  ParseError error_;
};

} // namespace ishi
