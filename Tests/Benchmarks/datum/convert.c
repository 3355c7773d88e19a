/* The same WGS-84 -> GCJ-02 arithmetic as lit's DatumConverter, in a plain C loop: the reference
   for Tests/Benchmarks/datum.sh. Usage: convert POINTS. Prints conversions per second. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static const double A = 6378245.0, EE = 0.00669342162296594323;

static void wgs_to_gcj(double lat, double lon, double *out_lat, double *out_lon) {
    double x = lon - 105.0, y = lat - 35.0;
    double common = (20 * sin(6 * x * M_PI) + 20 * sin(2 * x * M_PI)) * 2 / 3;
    double dlat = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * sqrt(fabs(x)) + common
        + (20 * sin(y * M_PI) + 40 * sin(y / 3 * M_PI)) * 2 / 3
        + (160 * sin(y / 12 * M_PI) + 320 * sin(y * M_PI / 30)) * 2 / 3;
    double dlon = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * sqrt(fabs(x)) + common
        + (20 * sin(x * M_PI) + 40 * sin(x / 3 * M_PI)) * 2 / 3
        + (150 * sin(x / 12 * M_PI) + 300 * sin(x / 30 * M_PI)) * 2 / 3;
    double phi = lat / 180 * M_PI, m = 1 - EE * sin(phi) * sin(phi);
    *out_lat = lat + dlat * 180 / ((A * (1 - EE)) / (m * sqrt(m)) * M_PI);
    *out_lon = lon + dlon * 180 / (A / sqrt(m) * cos(phi) * M_PI);
}

int main(int argc, char **argv) {
    long points = argc > 1 ? atol(argv[1]) : 1000000;
    double sum = 0;
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (long i = 0; i < points; i++) {
        double lat = 18.5 + (double)(i % 3500) * 0.01, lon = 74 + (double)(i % 6000) * 0.01, glat, glon;
        wgs_to_gcj(lat, lon, &glat, &glon);
        sum += glat + glon;
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (end.tv_sec - start.tv_sec) + (end.tv_nsec - start.tv_nsec) / 1e9;
    printf("C (clang -O2), same arithmetic: %.0f conversions/s (checksum %.3f)\n", points / seconds, sum);
    return 0;
}
