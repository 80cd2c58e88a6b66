#include "CCurl.h"

#include "CRuntimeLibrary.h"

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

#define EF_SYMBOL(field, symbol) {symbol, (void **)&curl.field}
static const ef_symbol symbols[] = {
    EF_SYMBOL(global_init, "curl_global_init"),
    EF_SYMBOL(easy_init, "curl_easy_init"),
    EF_SYMBOL(easy_cleanup, "curl_easy_cleanup"),
    EF_SYMBOL(easy_strerror, "curl_easy_strerror"),
    EF_SYMBOL(easy_setopt, "curl_easy_setopt"),
    EF_SYMBOL(easy_getinfo, "curl_easy_getinfo"),
    EF_SYMBOL(multi_init, "curl_multi_init"),
    EF_SYMBOL(multi_cleanup, "curl_multi_cleanup"),
    EF_SYMBOL(multi_add_handle, "curl_multi_add_handle"),
    EF_SYMBOL(multi_remove_handle, "curl_multi_remove_handle"),
    EF_SYMBOL(multi_perform, "curl_multi_perform"),
    EF_SYMBOL(multi_info_read, "curl_multi_info_read"),
    EF_SYMBOL(multi_poll, "curl_multi_poll"),  // libcurl 7.66 or later
    EF_SYMBOL(multi_wakeup, "curl_multi_wakeup"),  // libcurl 7.68 or later
};
#undef EF_SYMBOL

int ef_curl_load(const char *names, char *error, size_t capacity) {
  int symbol_count = (int)(sizeof symbols / sizeof symbols[0]);
  if (ef_library_open(names, symbols, symbol_count, error, capacity) == NULL) return 0;
  if (curl.global_init(global_all) != 0) {
    ef_library_append(error, capacity, "curl_global_init failed");
    return 0;
  }
  return 1;
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
