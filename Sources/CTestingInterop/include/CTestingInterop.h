#ifndef ESSENTIAL_FEED_CTESTINGINTEROP_H
#define ESSENTIAL_FEED_CTESTINGINTEROP_H

// Swift Testing's fallback event handler, looked up at run time: the runner does not link Swift
// Testing, and sees the issues a step records only in a process that does.

#include <stdint.h>

/// Swift Testing's fallback event handler: the schema version ("6.3"), the JSON record of one
/// event and its length in bytes, and a pointer reserved for later use.
typedef void (*ef_testing_event_handler)(const char *_Nonnull schema_version,
                                         const void *_Nonnull record, intptr_t record_size,
                                         const void *_Nullable reserved);

/// Installs `handler` as Swift Testing's fallback event handler, which receives the issues
/// recorded where no Swift Testing test is running (Swift Testing 6.3 and later). Returns 1 when
/// it is installed (now or by an earlier call), 0 when another handler was installed first, and
/// -1 when the process has no fallback event handler to install: either no Swift Testing is
/// loaded (nothing in it can record an issue), or the Swift Testing loaded is older than 6.3
/// (its issues cannot be seen); `ef_testing_is_loaded` tells the two apart.
int ef_testing_install_fallback_handler(ef_testing_event_handler _Nonnull handler);

/// Whether the process has Swift Testing loaded (any version that exports its stable C entry
/// point, `swt_abiv0_getEntryPoint`): 1 when it has, 0 when it has not.
int ef_testing_is_loaded(void);

#endif
