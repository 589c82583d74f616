#ifndef TSAN_SUPPRESSIONS_H
#define TSAN_SUPPRESSIONS_H

/// The suppressions ThreadSanitizer reads when it starts (see suppressions.c).
const char *__tsan_default_suppressions(void);

#endif
