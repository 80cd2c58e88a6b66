#ifndef ESSENTIAL_FEED_CPROCESSCONTROL_H
#define ESSENTIAL_FEED_CPROCESSCONTROL_H

// What Swift cannot call itself: prctl(2) is variadic, and Swift imports no variadic C function.

/// Asks the kernel to send `signal` to this process when the thread that started it ends, even
/// killed (Linux's parent-death signal). Returns 0, or -1 where the system has no such request
/// (errno then says why; ENOSYS off Linux).
int ef_end_with_parent(int signal);

#endif
