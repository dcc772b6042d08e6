#include "app/app_state.hpp"

namespace ishi::app {

AppState& app_instance() {
  static AppState state;
  return state;
}

} // namespace ishi::app
