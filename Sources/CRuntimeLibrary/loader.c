#include "CRuntimeLibrary.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

void ef_library_append(char *error, size_t capacity, const char *text) {
  size_t used = strlen(error);
  if (used + 1 < capacity) snprintf(error + used, capacity - used, "%s", text);
}

// Looks every symbol up in `library`; names the first one missing in `error`. The addresses are
// written only when every symbol is found, so a library that lacks one (or a second load that
// fails) never leaves a table half filled or clears one that a load before it filled.
static int resolve(void *library, const ef_symbol *symbols, int symbol_count, char *error,
                   size_t capacity) {
  void *found[symbol_count > 0 ? symbol_count : 1];
  for (int index = 0; index < symbol_count; index++) {
    found[index] = dlsym(library, symbols[index].name);
    if (found[index] == NULL) {
      ef_library_append(error, capacity, "it has no function ");
      ef_library_append(error, capacity, symbols[index].name);
      return 0;
    }
  }
  for (int index = 0; index < symbol_count; index++) *symbols[index].address = found[index];
  return 1;
}

void *ef_library_open(const char *names, const ef_symbol *symbols, int symbol_count, char *error,
                      size_t capacity) {
  if (capacity > 0) error[0] = '\0';
  char name[4096];
  for (const char *start = names; *start != '\0';) {
    size_t length = strcspn(start, "\n");
    snprintf(name, sizeof name, "%.*s", (int)length, start);
    start += length;
    if (*start == '\n') start++;
    if (error[0] != '\0') ef_library_append(error, capacity, "; ");
    ef_library_append(error, capacity, name);
    ef_library_append(error, capacity, ": ");
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
      const char *reason = dlerror();
      ef_library_append(error, capacity, reason != NULL ? reason : "cannot be opened");
      continue;
    }
    if (!resolve(library, symbols, symbol_count, error, capacity)) {
      dlclose(library);
      continue;
    }
    if (capacity > 0) error[0] = '\0';
    return library;
  }
  return NULL;
}
