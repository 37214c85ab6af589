// The module's functions are static inline in include/CHeapStats.h; this file gives the target
// a source to build.
#include "CHeapStats.h"
