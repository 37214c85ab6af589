// The heap bytes in use, for `pushsim bench`'s memory figure (glibc's mallinfo2; 0 where the C
// library has none). Not part of the simulation: nothing the runtime outputs depends on it.
#ifndef PUSHSIM_CHEAPSTATS_H
#define PUSHSIM_CHEAPSTATS_H

#include <stddef.h>

#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>
#endif

static inline size_t pushsim_heap_bytes_in_use(void) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
#else
  return 0;
#endif
}

#endif
