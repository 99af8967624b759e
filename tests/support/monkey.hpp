#pragma once

// How many seeded random events a window's monkey test sends: 10,000, or 1,500 under
// AddressSanitizer, which runs everything several times slower (CI runs both builds).

namespace tablee::test {

inline constexpr int monkey_events =
#if defined(__SANITIZE_ADDRESS__)
    1'500;
#else
    10'000;
#endif

} // namespace tablee::test
