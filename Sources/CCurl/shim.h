#ifndef ESSENTIAL_FEED_CCURL_SHIM_H
#define ESSENTIAL_FEED_CCURL_SHIM_H

#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: these typed,
// non-variadic wrappers pass each kind of argument libcurl documents for an option.

static inline CURLcode ef_curl_global_init(void) { return curl_global_init(CURL_GLOBAL_ALL); }

static inline CURLcode ef_curl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ef_curl_easy_setopt_off_t(CURL *handle, CURLoption option,
                                                 curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ef_curl_easy_setopt_string(CURL *handle, CURLoption option,
                                                  const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ef_curl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ef_curl_easy_setopt_write_callback(CURL *handle, CURLoption option,
                                                          curl_write_callback callback) {
  return curl_easy_setopt(handle, option, callback);
}

static inline CURLcode ef_curl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode ef_curl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
  return curl_easy_getinfo(handle, info, value);
}

#endif
