#include "CCurl.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

// libcurl's functions, as its headers declare them; setopt and getinfo are variadic in C, so they
// are called here (Swift cannot call a variadic C function) with one argument of the type each
// option documents.
static struct {
  CURLcode (*global_init)(long flags);
  CURL *(*easy_init)(void);
  void (*easy_cleanup)(CURL *);
  const char *(*easy_strerror)(CURLcode);
  CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
  CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
  CURLM *(*multi_init)(void);
  CURLMcode (*multi_cleanup)(CURLM *);
  CURLMcode (*multi_add_handle)(CURLM *, CURL *);
  CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
  CURLMcode (*multi_perform)(CURLM *, int *);
  CURLMsg *(*multi_info_read)(CURLM *, int *);
  CURLMcode (*multi_poll)(CURLM *, void *, unsigned int, int, int *);
  CURLMcode (*multi_wakeup)(CURLM *);
} curl;

static const long global_all = 3;  // CURL_GLOBAL_ALL

static void append(char *error, size_t capacity, const char *text) {
  size_t used = strlen(error);
  if (used + 1 < capacity) snprintf(error + used, capacity - used, "%s", text);
}

// Looks every function up in `library`; names the first one missing in `error`.
static int resolve(void *library, char *error, size_t capacity) {
#define EF_RESOLVE(field, symbol)                                   \
  *(void **)(&curl.field) = dlsym(library, symbol);                 \
  if (curl.field == NULL) {                                         \
    append(error, capacity, "it has no function " symbol);         \
    return 0;                                                       \
  }
  EF_RESOLVE(global_init, "curl_global_init")
  EF_RESOLVE(easy_init, "curl_easy_init")
  EF_RESOLVE(easy_cleanup, "curl_easy_cleanup")
  EF_RESOLVE(easy_strerror, "curl_easy_strerror")
  EF_RESOLVE(easy_setopt, "curl_easy_setopt")
  EF_RESOLVE(easy_getinfo, "curl_easy_getinfo")
  EF_RESOLVE(multi_init, "curl_multi_init")
  EF_RESOLVE(multi_cleanup, "curl_multi_cleanup")
  EF_RESOLVE(multi_add_handle, "curl_multi_add_handle")
  EF_RESOLVE(multi_remove_handle, "curl_multi_remove_handle")
  EF_RESOLVE(multi_perform, "curl_multi_perform")
  EF_RESOLVE(multi_info_read, "curl_multi_info_read")
  EF_RESOLVE(multi_poll, "curl_multi_poll")  // libcurl 7.66 or later
  EF_RESOLVE(multi_wakeup, "curl_multi_wakeup")  // libcurl 7.68 or later
#undef EF_RESOLVE
  return 1;
}

int ef_curl_load(const char *const *names, int count, char *error, size_t capacity) {
  if (capacity > 0) error[0] = '\0';
  for (int index = 0; index < count; index++) {
    if (index > 0) append(error, capacity, "; ");
    append(error, capacity, names[index]);
    append(error, capacity, ": ");
    void *library = dlopen(names[index], RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
      const char *reason = dlerror();
      append(error, capacity, reason != NULL ? reason : "cannot be opened");
      continue;
    }
    if (!resolve(library, error, capacity)) {
      dlclose(library);
      continue;
    }
    if (curl.global_init(global_all) != 0) {
      append(error, capacity, "curl_global_init failed");
      return 0;
    }
    if (capacity > 0) error[0] = '\0';
    return 1;
  }
  return 0;
}

CURL *ef_curl_easy_init(void) { return curl.easy_init(); }
void ef_curl_easy_cleanup(CURL *easy) { curl.easy_cleanup(easy); }
const char *ef_curl_easy_strerror(CURLcode code) { return curl.easy_strerror(code); }

CURLcode ef_curl_easy_setopt_long(CURL *easy, CURLoption option, long value) {
  return curl.easy_setopt(easy, option, value);
}

CURLcode ef_curl_easy_setopt_off_t(CURL *easy, CURLoption option, curl_off_t value) {
  return curl.easy_setopt(easy, option, value);
}

CURLcode ef_curl_easy_setopt_string(CURL *easy, CURLoption option, const char *value) {
  return curl.easy_setopt(easy, option, value);
}

CURLcode ef_curl_easy_setopt_pointer(CURL *easy, CURLoption option, void *value) {
  return curl.easy_setopt(easy, option, value);
}

CURLcode ef_curl_easy_setopt_write_callback(CURL *easy, CURLoption option,
                                            curl_write_callback callback) {
  return curl.easy_setopt(easy, option, callback);
}

CURLcode ef_curl_easy_getinfo_long(CURL *easy, CURLINFO info, long *value) {
  return curl.easy_getinfo(easy, info, value);
}

CURLcode ef_curl_easy_getinfo_string(CURL *easy, CURLINFO info, char **value) {
  return curl.easy_getinfo(easy, info, value);
}

CURLM *ef_curl_multi_init(void) { return curl.multi_init(); }
CURLMcode ef_curl_multi_cleanup(CURLM *multi) { return curl.multi_cleanup(multi); }
CURLMcode ef_curl_multi_add_handle(CURLM *multi, CURL *easy) {
  return curl.multi_add_handle(multi, easy);
}
CURLMcode ef_curl_multi_remove_handle(CURLM *multi, CURL *easy) {
  return curl.multi_remove_handle(multi, easy);
}
CURLMcode ef_curl_multi_perform(CURLM *multi, int *running) {
  return curl.multi_perform(multi, running);
}
CURLMsg *ef_curl_multi_info_read(CURLM *multi, int *queued) {
  return curl.multi_info_read(multi, queued);
}
CURLMcode ef_curl_multi_poll(CURLM *multi, int timeout_ms) {
  return curl.multi_poll(multi, NULL, 0, timeout_ms, NULL);
}
CURLMcode ef_curl_multi_wakeup(CURLM *multi) { return curl.multi_wakeup(multi); }
