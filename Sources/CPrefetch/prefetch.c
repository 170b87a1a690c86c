// The module is its header (CPrefetch.h); a C target needs one source file to build.
#include "CPrefetch.h"
