#pragma once
// A shell prefix that bounds a command's address space, so that a test proves its memory bounded;
// empty under AddressSanitizer, which reserves terabytes of shadow address space at start (there
// only the refusal itself is checked).
#if defined(__SANITIZE_ADDRESS__)
#define NIMLAB_ADDRESS_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define NIMLAB_ADDRESS_SANITIZER 1
#endif
#endif

namespace nimlab::testing {

#ifdef NIMLAB_ADDRESS_SANITIZER
inline constexpr const char* memory_limit = "";
#else
inline constexpr const char* memory_limit = "ulimit -v 1000000; ";
#endif

}  // namespace nimlab::testing
