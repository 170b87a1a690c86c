// The module is its header (CLanes.h); a C target needs one source file to build.
#include "CLanes.h"
