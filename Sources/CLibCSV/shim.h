#include <csv.h>
