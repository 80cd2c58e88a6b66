#ifndef ESSENTIAL_FEED_CCURL_H
#define ESSENTIAL_FEED_CCURL_H

// The part of libcurl's C interface that CurlHTTPClient uses, declared here so that building needs
// no libcurl development files: the functions are looked up at run time in the shared library
// (libcurl.so.4, which FoundationNetworking already needs) by ef_curl_load.
//
// Types and values are libcurl's documented ABI (curl/curl.h, curl/multi.h, stable since 7.x):
// option numbers are a type base (long 0, object pointer 10000, function pointer 20000, curl_off_t
// 30000) plus the option's index; information numbers are a type base (string 0x100000, long
// 0x200000) plus the item's index.

#include <stddef.h>
#include <stdint.h>

typedef void CURL;
typedef void CURLM;
typedef int CURLcode;
typedef int CURLMcode;
typedef int CURLoption;
typedef int CURLINFO;
typedef int64_t curl_off_t;
typedef size_t (*curl_write_callback)(char *buffer, size_t size, size_t count, void *context);

/// One message of curl_multi_info_read: `msg` is CURLMSG_DONE when `easy_handle` has finished.
typedef struct {
  int msg;
  CURL *easy_handle;
  union {
    void *whatever;
    CURLcode result;
  } data;
} CURLMsg;

static const int CURLMSG_DONE = 1;
static const CURLMcode CURLM_OK = 0;

static const CURLcode CURLE_OK = 0;
static const CURLcode CURLE_UNSUPPORTED_PROTOCOL = 1;
static const CURLcode CURLE_FAILED_INIT = 2;
static const CURLcode CURLE_URL_MALFORMAT = 3;
static const CURLcode CURLE_COULDNT_RESOLVE_PROXY = 5;
static const CURLcode CURLE_COULDNT_RESOLVE_HOST = 6;
static const CURLcode CURLE_COULDNT_CONNECT = 7;
static const CURLcode CURLE_WEIRD_SERVER_REPLY = 8;
static const CURLcode CURLE_PARTIAL_FILE = 18;
static const CURLcode CURLE_WRITE_ERROR = 23;
static const CURLcode CURLE_OPERATION_TIMEDOUT = 28;
static const CURLcode CURLE_SSL_CONNECT_ERROR = 35;
static const CURLcode CURLE_TOO_MANY_REDIRECTS = 47;
static const CURLcode CURLE_GOT_NOTHING = 52;
static const CURLcode CURLE_SEND_ERROR = 55;
static const CURLcode CURLE_RECV_ERROR = 56;
static const CURLcode CURLE_SSL_CERTPROBLEM = 58;
static const CURLcode CURLE_SSL_CIPHER = 59;
static const CURLcode CURLE_PEER_FAILED_VERIFICATION = 60;
static const CURLcode CURLE_BAD_CONTENT_ENCODING = 61;
static const CURLcode CURLE_FILESIZE_EXCEEDED = 63;
static const CURLcode CURLE_SSL_CACERT_BADFILE = 77;

static const CURLoption CURLOPT_WRITEDATA = 10001;
static const CURLoption CURLOPT_URL = 10002;
static const CURLoption CURLOPT_WRITEFUNCTION = 20011;
static const CURLoption CURLOPT_FOLLOWLOCATION = 52;
static const CURLoption CURLOPT_HTTPGET = 80;
static const CURLoption CURLOPT_NOSIGNAL = 99;
static const CURLoption CURLOPT_ACCEPT_ENCODING = 10102;
static const CURLoption CURLOPT_MAXFILESIZE_LARGE = 30117;
static const CURLoption CURLOPT_TIMEOUT_MS = 155;
static const CURLoption CURLOPT_PROTOCOLS_STR = 10318;  // libcurl 7.85 or later
static const CURLoption CURLOPT_REDIR_PROTOCOLS_STR = 10319;  // libcurl 7.85 or later

static const CURLINFO CURLINFO_RESPONSE_CODE = 0x200000 + 2;
static const CURLINFO CURLINFO_REDIRECT_URL = 0x100000 + 31;

/// Loads libcurl from the first of `names` (library names or paths, one a line) that opens and has
/// every function used here, and calls curl_global_init. Returns 1 when it is ready; otherwise 0, with
/// what went wrong for each name written to `error` (at most `capacity` bytes, NUL-terminated).
/// Called once per process, before any other function here.
int ef_curl_load(const char *names, char *error, size_t capacity);

CURL *ef_curl_easy_init(void);
void ef_curl_easy_cleanup(CURL *easy);
const char *ef_curl_easy_strerror(CURLcode code);
CURLcode ef_curl_easy_setopt_long(CURL *easy, CURLoption option, long value);
CURLcode ef_curl_easy_setopt_off_t(CURL *easy, CURLoption option, curl_off_t value);
CURLcode ef_curl_easy_setopt_string(CURL *easy, CURLoption option, const char *value);
CURLcode ef_curl_easy_setopt_pointer(CURL *easy, CURLoption option, void *value);
CURLcode ef_curl_easy_setopt_write_callback(CURL *easy, CURLoption option,
                                            curl_write_callback callback);
CURLcode ef_curl_easy_getinfo_long(CURL *easy, CURLINFO info, long *value);
CURLcode ef_curl_easy_getinfo_string(CURL *easy, CURLINFO info, char **value);

CURLM *ef_curl_multi_init(void);
CURLMcode ef_curl_multi_cleanup(CURLM *multi);
CURLMcode ef_curl_multi_add_handle(CURLM *multi, CURL *easy);
CURLMcode ef_curl_multi_remove_handle(CURLM *multi, CURL *easy);
CURLMcode ef_curl_multi_perform(CURLM *multi, int *running);
CURLMsg *ef_curl_multi_info_read(CURLM *multi, int *queued);
CURLMcode ef_curl_multi_poll(CURLM *multi, int timeout_ms);
CURLMcode ef_curl_multi_wakeup(CURLM *multi);

#endif
