#ifndef ESSENTIAL_FEED_CSQLITE_H
#define ESSENTIAL_FEED_CSQLITE_H

// The part of SQLite's C interface that the store uses, declared here so that building needs no
// SQLite development files: the functions are looked up at run time in the shared library
// (libsqlite3.so.0, package libsqlite3-0 on Debian) by ef_sqlite3_load. Each ef_sqlite3_NAME
// calls SQLite's sqlite3_NAME.
//
// Types and values are SQLite's documented, stable C interface (sqlite3.h, version 3).

#include <stddef.h>
#include <stdint.h>

typedef struct sqlite3 sqlite3;
typedef struct sqlite3_stmt sqlite3_stmt;
typedef int64_t sqlite3_int64;
typedef void (*sqlite3_destructor_type)(void *);
typedef int (*sqlite3_callback)(void *context, int count, char **values, char **names);

static const int SQLITE_OK = 0;
static const int SQLITE_ERROR = 1;
static const int SQLITE_BUSY = 5;
static const int SQLITE_READONLY = 8;
static const int SQLITE_CORRUPT = 11;
static const int SQLITE_CANTOPEN = 14;
static const int SQLITE_NOTADB = 26;
static const int SQLITE_ROW = 100;
static const int SQLITE_DONE = 101;

static const int SQLITE_NULL = 5;

static const int SQLITE_OPEN_READONLY = 0x00000001;
static const int SQLITE_OPEN_READWRITE = 0x00000002;
static const int SQLITE_OPEN_NOMUTEX = 0x00008000;
static const int SQLITE_OPEN_NOFOLLOW = 0x01000000;  // SQLite 3.31 or later

/// Loads SQLite from the first of `names` (library names or paths, one a line) that opens and has
/// every function used here. Returns 1 when it is ready; otherwise 0, with what went wrong for each
/// name written to `error` (at most `capacity` bytes, NUL-terminated). Called once per process,
/// before any other function here.
int ef_sqlite3_load(const char *names, char *error, size_t capacity);

int ef_sqlite3_open(const char *path, sqlite3 **database);
int ef_sqlite3_open_v2(const char *path, sqlite3 **database, int flags, const char *vfs);
int ef_sqlite3_close(sqlite3 *database);
int ef_sqlite3_close_v2(sqlite3 *database);
const char *ef_sqlite3_errmsg(sqlite3 *database);
int ef_sqlite3_extended_result_codes(sqlite3 *database, int on);
int ef_sqlite3_busy_timeout(sqlite3 *database, int milliseconds);
int ef_sqlite3_get_autocommit(sqlite3 *database);
int ef_sqlite3_exec(sqlite3 *database, const char *sql, sqlite3_callback callback, void *context,
                    char **error);
int ef_sqlite3_prepare_v2(sqlite3 *database, const char *sql, int bytes,
                          sqlite3_stmt **statement, const char **tail);

int ef_sqlite3_finalize(sqlite3_stmt *statement);
int ef_sqlite3_reset(sqlite3_stmt *statement);
int ef_sqlite3_clear_bindings(sqlite3_stmt *statement);
int ef_sqlite3_step(sqlite3_stmt *statement);
int ef_sqlite3_bind_null(sqlite3_stmt *statement, int index);
int ef_sqlite3_bind_int64(sqlite3_stmt *statement, int index, sqlite3_int64 value);
int ef_sqlite3_bind_double(sqlite3_stmt *statement, int index, double value);
int ef_sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int bytes,
                         sqlite3_destructor_type destructor);
int ef_sqlite3_bind_blob(sqlite3_stmt *statement, int index, const void *bytes, int count,
                         sqlite3_destructor_type destructor);
int ef_sqlite3_bind_zeroblob(sqlite3_stmt *statement, int index, int count);
int ef_sqlite3_column_type(sqlite3_stmt *statement, int column);
int ef_sqlite3_column_int(sqlite3_stmt *statement, int column);
double ef_sqlite3_column_double(sqlite3_stmt *statement, int column);
const unsigned char *ef_sqlite3_column_text(sqlite3_stmt *statement, int column);
const void *ef_sqlite3_column_blob(sqlite3_stmt *statement, int column);
int ef_sqlite3_column_bytes(sqlite3_stmt *statement, int column);

#endif
