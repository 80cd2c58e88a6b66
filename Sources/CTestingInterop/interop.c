#ifndef _GNU_SOURCE
#define _GNU_SOURCE  // RTLD_DEFAULT on glibc
#endif
#include "CTestingInterop.h"

#include <dlfcn.h>
#include <stdbool.h>
#include <stddef.h>

typedef bool (*install_function)(ef_testing_event_handler);
typedef ef_testing_event_handler (*get_function)(void);

int ef_testing_install_fallback_handler(ef_testing_event_handler handler) {
  // RTLD_DEFAULT: every library the process has loaded (libTesting loads the interop library).
  install_function install =
      (install_function)dlsym(RTLD_DEFAULT, "_swift_testing_installFallbackEventHandler");
  get_function get = (get_function)dlsym(RTLD_DEFAULT, "_swift_testing_getFallbackEventHandler");
  if (install == NULL || get == NULL) return -1;
  if (install(handler)) return 1;
  return get() == handler ? 1 : 0;
}

int ef_testing_is_loaded(void) {
  return dlsym(RTLD_DEFAULT, "swt_abiv0_getEntryPoint") != NULL ? 1 : 0;
}
