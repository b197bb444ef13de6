#ifndef CHEAPSTATS_H
#define CHEAPSTATS_H
#include <stddef.h>

/// glibc's heap bytes in use (mallinfo2: arena chunks in use + mmapped chunks); 0 elsewhere.
size_t cheapstats_heap_bytes_in_use(void);

#endif
