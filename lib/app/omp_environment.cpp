// OMP_NUM_THREADS checked before anything reads it. The OpenMP runtime parses it while it is
// loaded, before main, and complains of a bad value in a line of its own; nimlab's threads read
// it too (SparseGrundy::threads). So the check runs from the executable's preinit array, which
// the dynamic linker calls before any shared library's initializer: a bad value is one nimlab
// error, exit 2, and no other line. Only the raw environment and write(2) are used there, since
// nothing else is initialized yet.
#include <unistd.h>

#include <cstddef>

#include "common_options.hpp"

namespace {

// The form OpenMP defines: positive integers separated by commas, blanks allowed around each;
// here each also at most nimlab::app::max_threads.
bool valid_thread_list(const char* s) {
  const auto blank = [](char c) { return c == ' ' || c == '\t'; };
  for (;;) {
    while (blank(*s)) ++s;
    unsigned long n = 0;
    const char* digits = s;
    for (; *s >= '0' && *s <= '9'; ++s) {
      n = n * 10 + static_cast<unsigned long>(*s - '0');
      if (n > nimlab::app::max_threads) return false;
    }
    if (s == digits || n == 0) return false;
    while (blank(*s)) ++s;
    if (*s == '\0') return true;
    if (*s++ != ',') return false;
  }
}

// No libc string function: under AddressSanitizer they are intercepted, and this runs before
// the sanitizer's own start-up may have.
std::size_t length(const char* text) {
  std::size_t n = 0;
  while (text[n] != '\0') ++n;
  return n;
}

bool starts_with(const char* text, const char* prefix) {
  for (; *prefix != '\0'; ++text, ++prefix)
    if (*text != *prefix) return false;
  return true;
}

void say(const char* text) {
  for (std::size_t left = length(text); left > 0;) {
    const ssize_t n = ::write(2, text, left);
    if (n <= 0) return;
    text += n;
    left -= static_cast<std::size_t>(n);
  }
}

void check_omp_num_threads(int, char**, char** envp) {
  constexpr char name[] = "OMP_NUM_THREADS=";
  for (char** e = envp; e && *e; ++e) {
    if (!starts_with(*e, name)) continue;
    const char* value = *e + sizeof name - 1;
    if (valid_thread_list(value)) return;
    say("nimlab: OMP_NUM_THREADS='");
    say(value);
    say("' is not a number of threads from 1 to ");
    char digits[16] = {};
    char* d = digits + sizeof digits - 1;
    for (unsigned n = nimlab::app::max_threads; n > 0; n /= 10)
      *--d = static_cast<char>('0' + n % 10);
    say(d);
    say(" (nor a comma-separated list of them); correct it or unset it\n");
    ::_exit(2);
  }
}

}  // namespace

// Called with (argc, argv, envp) by the dynamic linker, before the shared libraries' initializers.
__attribute__((section(".preinit_array"),
               used)) static void (*const nimlab_check_omp)(int, char**,
                                                            char**) = check_omp_num_threads;
