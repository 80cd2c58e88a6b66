#ifndef ESSENTIAL_FEED_CRUNTIMELIBRARY_H
#define ESSENTIAL_FEED_CRUNTIMELIBRARY_H

// Opening a shared library at run time and looking its functions up, shared by the C targets
// that call a system library without its development files (CCurl, CSQLite).

#include <stddef.h>

/// One function to look up: its name in the library and where its address goes.
typedef struct {
  const char *name;
  void **address;
} ef_symbol;

/// Opens the first of `names` (library names or paths, one a line) that opens and has every one of the
/// `symbol_count` functions of `symbols`, storing each function's address. Returns the library,
/// or NULL with what went wrong for each name written to `error` (at most `capacity` bytes,
/// NUL-terminated: the name, then why it was refused, names separated by "; ").
void *ef_library_open(const char *names, const ef_symbol *symbols,
                      int symbol_count, char *error, size_t capacity);

/// Appends `text` to the NUL-terminated `error` as far as `capacity` allows.
void ef_library_append(char *error, size_t capacity, const char *text);

#endif
