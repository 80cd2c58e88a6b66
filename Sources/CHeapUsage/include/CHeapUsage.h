#ifndef ESSENTIAL_FEED_CHEAPUSAGE_H
#define ESSENTIAL_FEED_CHEAPUSAGE_H

// What Swift cannot reach itself: glibc's Swift module does not export <malloc.h>.

/// The bytes the allocator has handed out and not had back (glibc's mallinfo2: small blocks and
/// mapped ones), or -1 where the C library keeps no such count.
long long ef_heap_in_use_bytes(void);

#endif
