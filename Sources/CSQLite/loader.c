#include "CSQLite.h"

#include "CRuntimeLibrary.h"

// SQLite's functions, found by ef_sqlite3_load.
static struct {
  int (*open)(const char *path, sqlite3 **database);
  int (*open_v2)(const char *path, sqlite3 **database, int flags, const char *vfs);
  int (*close)(sqlite3 *database);
  int (*close_v2)(sqlite3 *database);
  const char *(*errmsg)(sqlite3 *database);
  int (*extended_result_codes)(sqlite3 *database, int on);
  int (*busy_timeout)(sqlite3 *database, int milliseconds);
  int (*get_autocommit)(sqlite3 *database);
  int (*exec)(sqlite3 *database, const char *sql, sqlite3_callback callback, void *context, char **error);
  int (*prepare_v2)(sqlite3 *database, const char *sql, int bytes, sqlite3_stmt **statement, const char **tail);
  int (*finalize)(sqlite3_stmt *statement);
  int (*reset)(sqlite3_stmt *statement);
  int (*clear_bindings)(sqlite3_stmt *statement);
  int (*step)(sqlite3_stmt *statement);
  int (*bind_null)(sqlite3_stmt *statement, int index);
  int (*bind_int64)(sqlite3_stmt *statement, int index, sqlite3_int64 value);
  int (*bind_double)(sqlite3_stmt *statement, int index, double value);
  int (*bind_text)(sqlite3_stmt *statement, int index, const char *text, int bytes, sqlite3_destructor_type destructor);
  int (*bind_blob)(sqlite3_stmt *statement, int index, const void *bytes, int count, sqlite3_destructor_type destructor);
  int (*bind_zeroblob)(sqlite3_stmt *statement, int index, int count);
  int (*column_type)(sqlite3_stmt *statement, int column);
  int (*column_int)(sqlite3_stmt *statement, int column);
  double (*column_double)(sqlite3_stmt *statement, int column);
  const unsigned char *(*column_text)(sqlite3_stmt *statement, int column);
  const void *(*column_blob)(sqlite3_stmt *statement, int column);
  int (*column_bytes)(sqlite3_stmt *statement, int column);
} sqlite;

#define EF_SYMBOL(field) {"sqlite3_" #field, (void **)&sqlite.field}
static const ef_symbol symbols[] = {
    EF_SYMBOL(open),
    EF_SYMBOL(open_v2),
    EF_SYMBOL(close),
    EF_SYMBOL(close_v2),
    EF_SYMBOL(errmsg),
    EF_SYMBOL(extended_result_codes),
    EF_SYMBOL(busy_timeout),
    EF_SYMBOL(get_autocommit),
    EF_SYMBOL(exec),
    EF_SYMBOL(prepare_v2),
    EF_SYMBOL(finalize),
    EF_SYMBOL(reset),
    EF_SYMBOL(clear_bindings),
    EF_SYMBOL(step),
    EF_SYMBOL(bind_null),
    EF_SYMBOL(bind_int64),
    EF_SYMBOL(bind_double),
    EF_SYMBOL(bind_text),
    EF_SYMBOL(bind_blob),
    EF_SYMBOL(bind_zeroblob),
    EF_SYMBOL(column_type),
    EF_SYMBOL(column_int),
    EF_SYMBOL(column_double),
    EF_SYMBOL(column_text),
    EF_SYMBOL(column_blob),
    EF_SYMBOL(column_bytes),
};
#undef EF_SYMBOL

int ef_sqlite3_load(const char *names, char *error, size_t capacity) {
  int symbol_count = (int)(sizeof symbols / sizeof symbols[0]);
  return ef_library_open(names, symbols, symbol_count, error, capacity) != NULL;
}

int ef_sqlite3_open(const char *path, sqlite3 **database) {
  return sqlite.open(path, database);
}

int ef_sqlite3_open_v2(const char *path, sqlite3 **database, int flags, const char *vfs) {
  return sqlite.open_v2(path, database, flags, vfs);
}

int ef_sqlite3_close(sqlite3 *database) {
  return sqlite.close(database);
}

int ef_sqlite3_close_v2(sqlite3 *database) {
  return sqlite.close_v2(database);
}

const char *ef_sqlite3_errmsg(sqlite3 *database) {
  return sqlite.errmsg(database);
}

int ef_sqlite3_extended_result_codes(sqlite3 *database, int on) {
  return sqlite.extended_result_codes(database, on);
}

int ef_sqlite3_busy_timeout(sqlite3 *database, int milliseconds) {
  return sqlite.busy_timeout(database, milliseconds);
}

int ef_sqlite3_get_autocommit(sqlite3 *database) {
  return sqlite.get_autocommit(database);
}

int ef_sqlite3_exec(sqlite3 *database, const char *sql, sqlite3_callback callback, void *context, char **error) {
  return sqlite.exec(database, sql, callback, context, error);
}

int ef_sqlite3_prepare_v2(sqlite3 *database, const char *sql, int bytes, sqlite3_stmt **statement, const char **tail) {
  return sqlite.prepare_v2(database, sql, bytes, statement, tail);
}

int ef_sqlite3_finalize(sqlite3_stmt *statement) {
  return sqlite.finalize(statement);
}

int ef_sqlite3_reset(sqlite3_stmt *statement) {
  return sqlite.reset(statement);
}

int ef_sqlite3_clear_bindings(sqlite3_stmt *statement) {
  return sqlite.clear_bindings(statement);
}

int ef_sqlite3_step(sqlite3_stmt *statement) {
  return sqlite.step(statement);
}

int ef_sqlite3_bind_null(sqlite3_stmt *statement, int index) {
  return sqlite.bind_null(statement, index);
}

int ef_sqlite3_bind_int64(sqlite3_stmt *statement, int index, sqlite3_int64 value) {
  return sqlite.bind_int64(statement, index, value);
}

int ef_sqlite3_bind_double(sqlite3_stmt *statement, int index, double value) {
  return sqlite.bind_double(statement, index, value);
}

int ef_sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int bytes, sqlite3_destructor_type destructor) {
  return sqlite.bind_text(statement, index, text, bytes, destructor);
}

int ef_sqlite3_bind_blob(sqlite3_stmt *statement, int index, const void *bytes, int count, sqlite3_destructor_type destructor) {
  return sqlite.bind_blob(statement, index, bytes, count, destructor);
}

int ef_sqlite3_bind_zeroblob(sqlite3_stmt *statement, int index, int count) {
  return sqlite.bind_zeroblob(statement, index, count);
}

int ef_sqlite3_column_type(sqlite3_stmt *statement, int column) {
  return sqlite.column_type(statement, column);
}

int ef_sqlite3_column_int(sqlite3_stmt *statement, int column) {
  return sqlite.column_int(statement, column);
}

double ef_sqlite3_column_double(sqlite3_stmt *statement, int column) {
  return sqlite.column_double(statement, column);
}

const unsigned char *ef_sqlite3_column_text(sqlite3_stmt *statement, int column) {
  return sqlite.column_text(statement, column);
}

const void *ef_sqlite3_column_blob(sqlite3_stmt *statement, int column) {
  return sqlite.column_blob(statement, column);
}

int ef_sqlite3_column_bytes(sqlite3_stmt *statement, int column) {
  return sqlite.column_bytes(statement, column);
}
