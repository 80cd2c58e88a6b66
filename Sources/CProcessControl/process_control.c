#include "CProcessControl.h"

#include <errno.h>

#if defined(__linux__)
#include <sys/prctl.h>

int ef_end_with_parent(int signal) {
  return prctl(PR_SET_PDEATHSIG, (unsigned long)signal, 0UL, 0UL, 0UL);
}
#else
int ef_end_with_parent(int signal) {
  (void)signal;
  errno = ENOSYS;
  return -1;
}
#endif
