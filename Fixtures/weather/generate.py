#!/usr/bin/env python3
"""Generate the synthetic WeatherKit REST fixtures in this folder.

    python3 Fixtures/weather/generate.py           # (re)write every fixture file
    python3 Fixtures/weather/generate.py --check   # verify the files on disk

Each `<slug>.json` is a complete response body of WeatherKit's
`GET /api/v1/weather/{language}/{latitude}/{longitude}` (field names and units
as in Apple's WeatherKit REST API documentation,
https://developer.apple.com/documentation/weatherkitrestapi, and in the public
decoders and samples named in README.md here). The values are SYNTHETIC: they
come from approximate climate normals for late November / early December plus
a seeded random generator and a few scripted events (a blizzard in Harbin, a
cold front in Beijing, rain starting in Shanghai, ...). They are not
observations and not forecasts.

Standard library only. The output depends only on this file: every random
draw comes from random.Random(<seed derived from the slug>), all times are
derived from the fixed READ_TIME, and the JSON is written with a fixed key
order, so two runs give byte-identical files.
"""

import datetime as dt
import hashlib
import json
import math
import os
import random
import sys
import uuid
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))

READ_TIME = dt.datetime(2026, 11, 30, 0, 0, 0, tzinfo=dt.timezone.utc)
HOURS = 264  # 11 days from local midnight of the recording day, so whole-day shifts always cover "now"
DAYS = 10
MINUTES = 60
ATTRIBUTION_URL = "https://developer.apple.com/weatherkit/data-source-attribution/"
PROVIDER_NAME = "lit fixture (synthetic)"
LANGUAGE = "en-US"
MAX_FILE_BYTES = 400 * 1024

UTC = dt.timezone.utc
H = dt.timedelta(hours=1)
MIN = dt.timedelta(minutes=1)

# The 34 WeatherKit conditions (Apple's WeatherCondition documentation,
# https://developer.apple.com/documentation/weatherkit/weathercondition), as the REST API spells them: PascalCase.
CONDITION_CODES = [
    "Blizzard", "BlowingDust", "BlowingSnow", "Breezy", "Clear", "Cloudy", "Drizzle",
    "Flurries", "Foggy", "FreezingDrizzle", "FreezingRain", "Frigid", "Hail", "Haze",
    "HeavyRain", "HeavySnow", "Hot", "Hurricane", "IsolatedThunderstorms", "MostlyClear",
    "MostlyCloudy", "PartlyCloudy", "Rain", "ScatteredThunderstorms", "Sleet", "Smoky",
    "Snow", "StrongStorms", "SunFlurries", "SunShowers", "Thunderstorms", "TropicalStorm",
    "Windy", "WintryMix",
]
PRECIPITATION_TYPES = ["clear", "precipitation", "rain", "snow", "sleet", "hail", "mixed"]
MOON_PHASES = ["new", "waxingCrescent", "firstQuarter", "waxingGibbous", "full",
               "waningGibbous", "thirdQuarter", "waningCrescent"]


def t_utc(s):
    """'2026-11-30T10:00' (UTC) -> aware datetime."""
    return dt.datetime.strptime(s, "%Y-%m-%dT%H:%M").replace(tzinfo=UTC)


# --------------------------------------------------------------------------------------
# Places. Climate numbers are rough late-November/early-December normals (own estimates
# from general climatology, rounded), used only to make the synthetic values plausible.
#   tmin/tmax   normal daily low/high (deg C)      check  accepted range for any hour
#   rh          (afternoon, pre-dawn) relative humidity, fractions
#   cloud       mean cloud cover, 0-1               pday   chance of a random wet spell/day
#   peak        typical peak intensity of a wet spell (mm/h, liquid)
#   wind        mean wind (km/h), wdir prevailing direction (deg, from)
#   pres        mean sea-level pressure (mb)        vis    typical visibility (m)
#   layers      share of cloud in (low, mid, high) layers for currentWeather
#   elev        elevation (m), raises the clear-sky UV index
#   script      scripted events that give the engine its test cases
# --------------------------------------------------------------------------------------
PLACES = [
    dict(slug="beijing", name="Beijing", nameZh="北京", lat=39.904, lon=116.407,
         tz="Asia/Shanghai", cc="CN", elev=44,
         tmin=-4.0, tmax=6.5, check=(-12.0, 12.0), rh=(0.30, 0.55), cloud=0.25, pday=0.04,
         peak=0.3, wind=9.0, wdir=330, pres=1025.0, pamp=6.0, vis=18000, layers=(0.2, 0.4, 1.0),
         script=dict(
             # day offsets of the mean temperature (cold front on day 2)
             tday={0: 2.0, 1: 0.0, 2: -5.0, 3: -4.0, 4: -1.5},
             cloudday={0: 0.35, 1: 0.75, 2: 0.05, 3: 0.1},
             rhday={0: 0.12, 1: 0.15, 2: -0.15, 3: -0.12},
             visday={0: 4500, 1: 6000, 2: 30000, 3: 28000},
             events=[dict(start="2026-12-01T13:00", end="2026-12-01T19:00", peak=0.35, q=0.4)],
             winds=[dict(start="2026-12-01T19:00", end="2026-12-03T08:00", boost=30.0, dir=320, q=0.25)],
             pressure=[("2026-12-01T12:00", -6.0, 12.0), ("2026-12-02T12:00", 11.0, 26.0)],
             haze=True,
         )),
    dict(slug="shanghai", name="Shanghai", nameZh="上海", lat=31.230, lon=121.474,
         tz="Asia/Shanghai", cc="CN", elev=4,
         tmin=6.0, tmax=13.0, check=(1.0, 18.0), rh=(0.62, 0.85), cloud=0.6, pday=0.22,
         peak=1.5, wind=12.0, wdir=10, pres=1022.0, pamp=4.0, vis=12000, layers=(0.8, 1.0, 0.5),
         script=dict(
             tday={0: -0.5},
             cloudday={0: 0.9},
             # light rain starting 21 minutes after the read time (the minute forecast case)
             events=[dict(start="2026-11-30T00:21", end="2026-11-30T06:30", peak=1.4, q=0.45)],
             nexthour=True,
         )),
    dict(slug="guangzhou", name="Guangzhou", nameZh="广州", lat=23.129, lon=113.264,
         tz="Asia/Shanghai", cc="CN", elev=21,
         tmin=15.5, tmax=23.5, check=(10.0, 28.0), rh=(0.48, 0.78), cloud=0.4, pday=0.07,
         peak=1.2, wind=9.0, wdir=10, pres=1019.0, pamp=3.0, vis=11000, layers=(0.5, 0.6, 1.0),
         script=dict(haze=True)),
    dict(slug="shenzhen", name="Shenzhen", nameZh="深圳", lat=22.543, lon=114.058,
         tz="Asia/Shanghai", cc="CN", elev=10,
         tmin=16.5, tmax=23.5, check=(11.0, 28.0), rh=(0.52, 0.78), cloud=0.4, pday=0.07,
         peak=1.2, wind=12.0, wdir=30, pres=1018.5, pamp=3.0, vis=15000, layers=(0.6, 0.6, 1.0),
         script=dict()),
    dict(slug="chengdu", name="Chengdu", nameZh="成都", lat=30.573, lon=104.067,
         tz="Asia/Shanghai", cc="CN", elev=500,
         tmin=8.0, tmax=13.0, check=(4.0, 17.0), rh=(0.72, 0.90), cloud=0.88, pday=0.35,
         peak=0.45, wind=4.5, wdir=20, pres=1022.0, pamp=3.0, vis=6000, layers=(1.0, 0.5, 0.2),
         script=dict(fog=0.55)),
    dict(slug="harbin", name="Harbin", nameZh="哈尔滨", lat=45.804, lon=126.535,
         tz="Asia/Shanghai", cc="CN", elev=150,
         tmin=-15.0, tmax=-5.0, check=(-25.0, 0.0), rh=(0.58, 0.78), cloud=0.4, pday=0.12,
         peak=0.25, wind=12.0, wdir=240, pres=1024.0, pamp=6.0, vis=14000, layers=(0.7, 1.0, 0.6),
         script=dict(
             # blizzard from the evening of day 0 to the evening of day 1, then a cold wave
             tday={0: 3.0, 1: 0.5, 2: -6.0, 3: -5.0, 4: -2.5},
             cloudday={0: 0.95, 1: 0.95, 2: 0.1, 3: 0.15},
             rhday={0: 0.12, 1: 0.12},
             events=[dict(start="2026-11-29T22:00", end="2026-12-01T14:00", peak=0.85, q=0.62)],
             winds=[dict(start="2026-11-30T06:00", end="2026-12-01T22:00", boost=34.0, dir=315, q=0.6)],
             pressure=[("2026-11-30T20:00", -11.0, 14.0), ("2026-12-02T06:00", 13.0, 26.0)],
             alerts=True,
         )),
    dict(slug="urumqi", name="Urumqi", nameZh="乌鲁木齐", lat=43.826, lon=87.617,
         tz="Asia/Urumqi", cc="CN", elev=800,
         tmin=-12.0, tmax=-2.5, check=(-19.0, 3.0), rh=(0.70, 0.86), cloud=0.6, pday=0.22,
         peak=0.3, wind=5.0, wdir=160, pres=1034.0, pamp=5.0, vis=5000, layers=(0.8, 0.6, 0.4),
         script=dict(fog=0.3, haze=True)),
    dict(slug="lhasa", name="Lhasa", nameZh="拉萨", lat=29.652, lon=91.172,
         tz="Asia/Shanghai", cc="CN", elev=3656,
         tmin=-8.0, tmax=8.0, check=(-13.0, 13.0), rh=(0.12, 0.35), cloud=0.1, pday=0.02,
         peak=0.2, wind=8.0, wdir=260, pres=1018.0, pamp=3.0, vis=30000, layers=(0.1, 0.4, 1.0),
         script=dict(diurnal_wind=1.6)),
    dict(slug="hong-kong", name="Hong Kong", nameZh="香港", lat=22.302, lon=114.174,
         tz="Asia/Hong_Kong", cc="HK", elev=32,
         tmin=17.0, tmax=22.5, check=(12.0, 27.0), rh=(0.58, 0.78), cloud=0.45, pday=0.08,
         peak=1.5, wind=17.0, wdir=80, pres=1019.0, pamp=3.0, vis=13000, layers=(0.7, 0.6, 1.0),
         script=dict()),
    dict(slug="london", name="London", nameZh="伦敦", lat=51.507, lon=-0.128,
         tz="Europe/London", cc="GB", elev=11,
         tmin=3.5, tmax=9.0, check=(-2.0, 14.0), rh=(0.76, 0.90), cloud=0.75, pday=0.4,
         peak=1.2, wind=17.0, wdir=230, pres=1012.0, pamp=9.0, vis=15000, layers=(1.0, 0.7, 0.5),
         script=dict(
             tday={0: 0.5},
             cloudday={0: 0.85},
             # drizzle at the read time that stops after ~35 minutes (the other minute case)
             events=[dict(start="2026-11-29T21:10", end="2026-11-30T00:35", peak=0.55, q=0.5)],
             nexthour=True,
         )),
    dict(slug="new-york", name="New York", nameZh="纽约", lat=40.713, lon=-74.006,
         tz="America/New_York", cc="US", elev=10,
         tmin=1.0, tmax=8.5, check=(-7.0, 15.0), rh=(0.52, 0.75), cloud=0.5, pday=0.2,
         peak=1.5, wind=15.0, wdir=300, pres=1017.0, pamp=8.0, vis=16000, layers=(0.6, 0.7, 1.0),
         script=dict(
             tday={2: 3.0, 3: -2.5, 7: -3.5},
             cloudday={2: 0.95},
             events=[dict(start="2026-12-02T11:00", end="2026-12-02T22:00", peak=3.2, q=0.5)],
             pressure=[("2026-12-02T17:00", -13.0, 14.0)],
         )),
    dict(slug="sydney", name="Sydney", nameZh="悉尼", lat=-33.869, lon=151.209,
         tz="Australia/Sydney", cc="AU", elev=39,
         tmin=17.0, tmax=25.5, check=(12.0, 36.0), rh=(0.55, 0.78), cloud=0.45, pday=0.15,
         peak=3.0, wind=15.0, wdir=60, pres=1013.0, pamp=5.0, vis=25000, layers=(0.6, 0.5, 1.0),
         script=dict(
             # hot north-westerly day 3, southerly change with afternoon storms on day 4
             tday={3: 5.5, 4: 0.5, 5: -2.0},
             cloudday={3: 0.2, 4: 0.7},
             rhday={3: -0.2},
             events=[dict(start="2026-12-03T04:00", end="2026-12-03T08:00", peak=9.0, q=0.35,
                          thunder=True)],
             winds=[dict(start="2026-12-02T20:00", end="2026-12-03T03:00", boost=14.0, dir=310, q=0.5),
                    dict(start="2026-12-03T04:00", end="2026-12-03T16:00", boost=20.0, dir=190, q=0.2)],
             pressure=[("2026-12-03T04:00", -5.0, 12.0)],
         )),
]


# --------------------------------------------------------------------------------------
# Small helpers
# --------------------------------------------------------------------------------------
def iso(t):
    return t.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_iso(s):
    return dt.datetime.strptime(s, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)


def rnd(x, n=2):
    v = round(x, n)
    return 0.0 if v == 0 else v


def clamp(x, lo, hi):
    return lo if x < lo else hi if x > hi else x


def seed_for(slug):
    return int.from_bytes(hashlib.sha256(("lit-weather-fixture:" + slug).encode()).digest()[:8], "big")


def to_jd(t):
    return 2440587.5 + t.timestamp() / 86400.0


def circ_mean(pairs):
    """Weighted circular mean of (direction_deg, weight) pairs -> int degrees 0..359."""
    x = sum(w * math.cos(math.radians(d)) for d, w in pairs)
    y = sum(w * math.sin(math.radians(d)) for d, w in pairs)
    if abs(x) < 1e-9 and abs(y) < 1e-9:
        return int(round(pairs[0][0])) % 360
    return int(round(math.degrees(math.atan2(y, x)))) % 360


# --------------------------------------------------------------------------------------
# Sun and moon (low-precision formulas of the Astronomical Almanac; ~1 minute for the
# sun, a few minutes for the moon -- plenty for fixtures)
# --------------------------------------------------------------------------------------
def _sin(d):
    return math.sin(math.radians(d))


def _cos(d):
    return math.cos(math.radians(d))


def sun_radec(t):
    n = to_jd(t) - 2451545.0
    L = (280.460 + 0.9856474 * n) % 360.0
    g = (357.528 + 0.9856003 * n) % 360.0
    lam = L + 1.915 * _sin(g) + 0.020 * _sin(2 * g)
    eps = 23.439 - 0.0000004 * n
    ra = math.degrees(math.atan2(_cos(eps) * _sin(lam), _cos(lam)))
    dec = math.degrees(math.asin(_sin(eps) * _sin(lam)))
    return ra, dec, lam


def gmst_deg(t):
    n = to_jd(t) - 2451545.0
    return (280.46061837 + 360.98564736629 * n) % 360.0


def hour_angle(t, lon, ra):
    return ((gmst_deg(t) + lon - ra + 180.0) % 360.0) - 180.0


def altitude(lat, dec, ha):
    return math.degrees(math.asin(clamp(_sin(lat) * _sin(dec) + _cos(lat) * _cos(dec) * _cos(ha), -1, 1)))


def sun_alt(t, lat, lon):
    ra, dec, _ = sun_radec(t)
    return altitude(lat, dec, hour_angle(t, lon, ra))


def sun_hour_angle(t, lon):
    ra, _, _ = sun_radec(t)
    return hour_angle(t, lon, ra)


def moon_ecliptic(t):
    T = (to_jd(t) - 2451545.0) / 36525.0
    lam = (218.32 + 481267.881 * T
           + 6.29 * _sin(135.0 + 477198.87 * T) - 1.27 * _sin(259.3 - 413335.36 * T)
           + 0.66 * _sin(235.7 + 890534.22 * T) + 0.21 * _sin(269.9 + 954397.74 * T)
           - 0.19 * _sin(357.5 + 35999.05 * T) - 0.11 * _sin(186.5 + 966404.03 * T))
    beta = (5.13 * _sin(93.3 + 483202.02 * T) + 0.28 * _sin(228.2 + 960400.89 * T)
            - 0.28 * _sin(318.3 + 6003.15 * T) - 0.17 * _sin(217.6 - 407332.21 * T))
    par = (0.9508 + 0.0518 * _cos(135.0 + 477198.87 * T) + 0.0095 * _cos(259.3 - 413335.36 * T)
           + 0.0078 * _cos(235.7 + 890534.22 * T) + 0.0028 * _cos(269.9 + 954397.74 * T))
    return lam % 360.0, beta, par


def moon_alt_minus_h0(t, lat, lon):
    lam, beta, par = moon_ecliptic(t)
    eps = 23.439
    ra = math.degrees(math.atan2(_sin(lam) * _cos(eps) - math.tan(math.radians(beta)) * _sin(eps), _cos(lam)))
    dec = math.degrees(math.asin(_sin(beta) * _cos(eps) + _cos(beta) * _sin(eps) * _sin(lam)))
    h0 = 0.7275 * par - 0.5667  # Meeus: standard altitude of the moon at rise/set
    return altitude(lat, dec, hour_angle(t, lon, ra)) - h0


def moon_elongation(t):
    """Moon's ecliptic longitude minus the sun's, 0..360 (0 new, 90 first quarter, 180 full)."""
    _, _, lam_sun = sun_radec(t)
    lam_moon, _, _ = moon_ecliptic(t)
    return (lam_moon - lam_sun) % 360.0


def crossings(f, start, end, step_min=10):
    """Times in [start, end) where f crosses zero; each item (time, rising)."""
    out = []
    step = dt.timedelta(minutes=step_min)
    a = start
    fa = f(a)
    while a < end:
        b = min(a + step, end)
        fb = f(b)
        if (fa < 0) != (fb < 0):
            lo, hi, flo = a, b, fa
            for _ in range(30):
                mid = lo + (hi - lo) / 2
                fm = f(mid)
                if (fm < 0) == (flo < 0):
                    lo, flo = mid, fm
                else:
                    hi = mid
            c = hi.replace(microsecond=0) + (dt.timedelta(seconds=1) if hi.microsecond >= 500000 else dt.timedelta(0))
            if start <= c < end:
                out.append((c, fb > fa))
        a, fa = b, fb
    return out


def sun_events(lat, lon, start, end):
    ev = {}
    names = [(-0.833, "sunrise", "sunset"), (-6.0, "sunriseCivil", "sunsetCivil"),
             (-12.0, "sunriseNautical", "sunsetNautical"), (-18.0, "sunriseAstronomical", "sunsetAstronomical")]
    for h0, rise, set_ in names:
        for t, rising in crossings(lambda x: sun_alt(x, lat, lon) - h0, start, end):
            key = rise if rising else set_
            ev.setdefault(key, t)
    # solar noon: hour angle crosses 0 upwards; solar midnight: hour angle wraps at 180
    for t, rising in crossings(lambda x: sun_hour_angle(x, lon), start, end, step_min=20):
        if rising:
            ev.setdefault("solarNoon", t)
    # solar midnight: the first one after this day's solar noon, as in the real 2023 response in
    # home-assistant/core tests/components/weatherkit/fixtures/weather_response.json
    # (solarNoon 02:54Z, solarMidnight 14:54Z of the same day)
    noon = ev.get("solarNoon", start)
    for t, rising in crossings(lambda x: math.sin(math.radians(sun_hour_angle(x, lon))),
                               noon, noon + dt.timedelta(hours=24), step_min=20):
        if not rising and abs(sun_hour_angle(t, lon)) > 90:
            ev.setdefault("solarMidnight", t)
    return ev


def moon_events(lat, lon, start, end):
    ev = {}
    for t, rising in crossings(lambda x: moon_alt_minus_h0(x, lat, lon), start, end):
        ev.setdefault("moonrise" if rising else "moonset", t)
    e0 = moon_elongation(start)
    e1 = moon_elongation(end)
    if e1 < e0:
        e1 += 360.0
    phase = None
    for target, name in [(0.0, "new"), (90.0, "firstQuarter"), (180.0, "full"), (270.0, "thirdQuarter"),
                         (360.0, "new"), (450.0, "firstQuarter")]:
        if e0 <= target < e1:
            phase = name
            break
    if phase is None:
        mid = ((e0 + e1) / 2) % 360.0
        phase = ["waxingCrescent", "waxingGibbous", "waningGibbous", "waningCrescent"][int(mid // 90)]
    ev["moonPhase"] = phase
    return ev


def clear_sky_uv(alt_deg, elev_m):
    """Clear-sky UV index from the solar altitude: UVI ~ 12.5 * mu^2.42, +12 %/km altitude."""
    if alt_deg <= 0:
        return 0.0
    mu = math.sin(math.radians(alt_deg))
    return 12.5 * mu ** 2.42 * (1.0 + 0.12 * elev_m / 1000.0)


# --------------------------------------------------------------------------------------
# Meteorology helpers
# --------------------------------------------------------------------------------------
def dew_point(t, rh):
    b, c = 17.62, 243.12
    g = math.log(max(rh, 0.01)) + b * t / (c + t)
    return c * g / (b - g)


def vapour_pressure(t, rh):
    return rh * 6.112 * math.exp(17.62 * t / (243.12 + t))


def apparent_temperature(t, rh, wind_kmh):
    if t <= 10.0 and wind_kmh > 4.8:
        v = wind_kmh ** 0.16
        return 13.12 + 0.6215 * t - 11.37 * v + 0.3965 * t * v  # wind chill (Environment Canada)
    # Steadman's apparent temperature (shade, no radiation), as used by the Bureau of Meteorology
    return t + 0.33 * vapour_pressure(t, rh) - 0.70 * (wind_kmh / 3.6) - 4.0


def diurnal_shape(h, sunrise_h, peak_h=14.5):
    """-1 at sunrise (solar hours), +1 at peak_h, fast evening cooling then slow."""
    if sunrise_h <= h < peak_h:
        return -math.cos(math.pi * (h - sunrise_h) / (peak_h - sunrise_h))
    d = (h - peak_h) % 24.0
    span = 24.0 - (peak_h - sunrise_h)
    k = 2.0
    return -1.0 + 2.0 * (math.exp(-k * d / span) - math.exp(-k)) / (1.0 - math.exp(-k))


def event_shape(x, q):
    if x <= 0 or x >= 1:
        return 0.0
    if x < q:
        return math.sin(math.pi / 2 * x / q) ** 0.6
    return math.sin(math.pi / 2 * (1 - x) / (1 - q)) ** 0.6


def cloud_code(c):
    if c < 0.125:
        return "Clear"
    if c < 0.375:
        return "MostlyClear"
    if c < 0.625:
        return "PartlyCloudy"
    if c < 0.875:
        return "MostlyCloudy"
    return "Cloudy"


# --------------------------------------------------------------------------------------
# The weather model of one place: a continuous description sampled at whole hours
# --------------------------------------------------------------------------------------
class Model:
    def __init__(self, p):
        self.p = p
        self.tz = ZoneInfo(p["tz"])
        self.rng = random.Random(seed_for(p["slug"]))
        s = p["script"]
        local_now = READ_TIME.astimezone(self.tz)
        self.day0 = local_now.date()
        self.day_start = [self.local_midnight(self.day0 + dt.timedelta(days=d)) for d in range(-3, 14)]
        # model range: whole hours from 2 days before day 0 to 2 days after day 10
        self.t0 = self.local_midnight(self.day0 - dt.timedelta(days=2))
        self.t0 = self.t0.replace(minute=0, second=0)
        self.t1 = self.local_midnight(self.day0 + dt.timedelta(days=12))
        self.nh = int((self.t1 - self.t0) / H) + 1
        self._daily_params(s)
        self._events(s)
        self._hourly_noise()
        self.hours = [self._hour(self.t0 + i * H, i) for i in range(self.nh)]
        self.by_time = {h["t"]: h for h in self.hours}

    # ---- calendar ------------------------------------------------------------------
    def local_midnight(self, d):
        return dt.datetime(d.year, d.month, d.day, tzinfo=self.tz).astimezone(UTC)

    def local_time(self, d, hour):
        return dt.datetime(d.year, d.month, d.day, hour, tzinfo=self.tz).astimezone(UTC)

    def day_index(self, t):
        return (t.astimezone(self.tz).date() - self.day0).days

    # ---- per-day parameters ----------------------------------------------------------
    def _daily_params(self, s):
        p, rng = self.p, self.rng
        self.dp = {}
        anom = 0.0
        for d in range(-3, 14):
            anom = 0.6 * anom + rng.gauss(0.0, 1.3)
            cloud = clamp(p["cloud"] + rng.gauss(0.0, 0.2), 0.0, 1.0)
            rh_off = rng.gauss(0.0, 0.04)
            vis = p["vis"] * clamp(rng.gauss(1.0, 0.2), 0.5, 1.5)
            wind = p["wind"] * clamp(rng.gauss(1.0, 0.25), 0.4, 1.8)
            wdir = (p["wdir"] + rng.gauss(0.0, 35.0)) % 360.0
            fog = rng.random() < s.get("fog", 0.0)
            wet = rng.random() < p["pday"]
            wet_start = rng.uniform(0.0, 20.0)
            wet_len = rng.uniform(2.0, 8.0)
            wet_peak = p["peak"] * clamp(rng.lognormvariate(0.0, 0.4), 0.4, 2.5)
            anom = clamp(anom, -2.0, 2.0)
            if d in s.get("tday", {}):
                anom = s["tday"][d] + rng.gauss(0.0, 0.3)
            if d in s.get("cloudday", {}):
                cloud = s["cloudday"][d]
            if d in s.get("rhday", {}):
                rh_off = s["rhday"][d]
            if d in s.get("visday", {}):
                vis = s["visday"][d]
            scripted_day = d in s.get("tday", {}) or d in s.get("cloudday", {})
            if s.get("events") and scripted_day:
                wet = False  # the scripted days carry their own events
            self.dp[d] = dict(anom=anom, cloud=cloud, rh_off=rh_off, vis=vis, wind=wind, wdir=wdir,
                              fog=fog and not scripted_day, wet=wet and d >= -1,
                              wet_start=wet_start, wet_len=wet_len, wet_peak=wet_peak)

    def _events(self, s):
        self.events = []
        for e in s.get("events", []):
            self.events.append(dict(start=t_utc(e["start"]), end=t_utc(e["end"]), peak=e["peak"],
                                    q=e.get("q", 0.5), thunder=e.get("thunder", False)))
        scripted = list(self.events)
        for d, v in sorted(self.dp.items()):
            if v["wet"]:
                start = self.local_midnight(self.day0 + dt.timedelta(days=d)) + dt.timedelta(hours=v["wet_start"])
                start = start.replace(minute=(int(v["wet_start"] * 60) % 60) // 5 * 5, second=0, microsecond=0)
                end = start + dt.timedelta(minutes=int(v["wet_len"] * 60) // 5 * 5)
                # random wet spells keep clear of the scripted ones (and of the minute window)
                clash = any(start < e["end"] + 3 * H and e["start"] - 3 * H < end for e in scripted)
                if s.get("nexthour") and start < READ_TIME + 3 * H and READ_TIME - 3 * H < end:
                    clash = True
                if not clash:
                    self.events.append(dict(start=start, end=end, peak=v["wet_peak"], q=0.45, thunder=False))
        self.winds = [dict(start=t_utc(w["start"]), end=t_utc(w["end"]), boost=w["boost"], dir=w["dir"],
                           q=w.get("q", 0.5)) for w in s.get("winds", [])]
        self.pressure_bumps = [(t_utc(c), a, sd) for c, a, sd in s.get("pressure", [])]
        rng = self.rng
        # slow synoptic pressure waves
        self.pwaves = [(self.p["pamp"] * rng.uniform(0.4, 0.7), rng.uniform(80.0, 150.0), rng.uniform(0, 2 * math.pi))
                       for _ in range(2)]

    def _hourly_noise(self):
        rng = self.rng
        self.noise = []
        a = b = c = w = 0.0
        for _ in range(self.nh):
            a = 0.85 * a + rng.gauss(0.0, 0.05)   # cloud
            b = 0.7 * b + rng.gauss(0.0, 0.25)    # temperature
            c = 0.8 * c + rng.gauss(0.0, 0.015)   # humidity
            w = 0.6 * w + rng.gauss(0.0, 0.12)    # wind (relative)
            self.noise.append((a, b, c, w, rng.uniform(1.25, 1.65), rng.gauss(0.0, 12.0)))

    # ---- continuous fields -------------------------------------------------------------
    def interp(self, t, key):
        d = self.day_index(t)
        local_d = self.day0 + dt.timedelta(days=d)
        noon = self.local_time(local_d, 12)
        if t >= noon:
            d0, d1, a = d, d + 1, noon
            b = self.local_time(local_d + dt.timedelta(days=1), 12)
        else:
            d0, d1, b = d - 1, d, noon
            a = self.local_time(local_d - dt.timedelta(days=1), 12)
        w = (t - a) / (b - a)
        v0 = self.dp[max(-3, min(13, d0))][key]
        v1 = self.dp[max(-3, min(13, d1))][key]
        return v0 + (v1 - v0) * w

    def intensity(self, t):
        """Precipitation intensity (mm/h, liquid equivalent) at instant t."""
        total = 0.0
        thunder = False
        for e in self.events:
            if e["start"] <= t < e["end"]:
                x = (t - e["start"]) / (e["end"] - e["start"])
                m = t.timestamp() / 60.0
                wobble = 1.0 + 0.12 * math.sin(2 * math.pi * m / 17.0) + 0.08 * math.sin(2 * math.pi * m / 7.0)
                total += e["peak"] * event_shape(x, e["q"]) * wobble
                thunder = thunder or e["thunder"]
        return total, thunder

    def wetness(self, t):
        """0..1: 1 inside a precipitation event, fading over 3 h around it."""
        best = 0.0
        for e in self.events:
            if e["start"] <= t < e["end"]:
                return 1.0
            gap = min(abs((t - e["start"]) / H), abs((t - e["end"]) / H))
            best = max(best, clamp(1.0 - gap / 3.0, 0.0, 1.0))
        return best

    def _hour(self, t, i):
        p, lat, lon = self.p, self.p["lat"], self.p["lon"]
        na, nb, nc, nw, gustf, ndir = self.noise[i]
        ra, dec, _ = sun_radec(t)
        ha = hour_angle(t, lon, ra)
        alt = altitude(lat, dec, ha)
        solar_h = (ha / 15.0 + 12.0) % 24.0
        cos_h0 = (_sin(-0.833) - _sin(lat) * _sin(dec)) / (_cos(lat) * _cos(dec))
        sunrise_h = 12.0 - math.degrees(math.acos(clamp(cos_h0, -1, 1))) / 15.0
        shape = diurnal_shape(solar_h, sunrise_h)
        wet = self.wetness(t)

        cloud_day = self.interp(t, "cloud")
        cloud = clamp(cloud_day + na, 0.0, 1.0)
        cloud = max(cloud, 0.97 * wet)
        cloud = clamp(cloud, 0.0, 1.0)

        mean = (p["tmin"] + p["tmax"]) / 2.0 + self.interp(t, "anom")
        amp = (p["tmax"] - p["tmin"]) / 2.0 * clamp(1.0 - 0.6 * (cloud_day - p["cloud"]), 0.35, 1.2)
        temp = mean + amp * shape + nb

        rh_mid = (p["rh"][0] + p["rh"][1]) / 2.0 + self.interp(t, "rh_off")
        rh_amp = (p["rh"][1] - p["rh"][0]) / 2.0
        rh = rh_mid - rh_amp * shape + nc + 0.10 * wet
        fog = False
        d = self.day_index(t)
        if self.dp[d]["fog"] and -4.0 <= solar_h - sunrise_h <= 3.0:
            fog = True
            rh = max(rh, 0.97)
        rh = clamp(rh, 0.08, 0.99 if fog else 0.97 if wet >= 1.0 else 0.95)

        wind_base = self.interp(t, "wind")
        wind = wind_base * (1.0 + 0.35 * p["script"].get("diurnal_wind", 1.0) * max(0.0, shape)) * (1.0 + nw)
        wind = max(wind, 0.8)
        wdir = self.interp_dir(t) + ndir
        pairs = [(wdir, wind)]
        for w in self.winds:
            if w["start"] <= t < w["end"]:
                x = (t - w["start"]) / (w["end"] - w["start"])
                boost = w["boost"] * event_shape(x, w["q"]) * (1.0 + 0.5 * nw)
                pairs.append((w["dir"] + ndir * 0.3, boost * 3.0))
                wind += boost
        wdir = circ_mean(pairs)
        if fog:
            wind = min(wind, 5.0)
        gust = wind * gustf + 3.0

        pres = p["pres"] + 0.6 * math.cos(2 * math.pi * (solar_h - 10.0) / 12.0)
        hrs = (t - READ_TIME) / H
        for amp_p, period, phase in self.pwaves:
            pres += amp_p * math.sin(2 * math.pi * hrs / period + phase)
        for c, a, sd in self.pressure_bumps:
            pres += a * math.exp(-0.5 * (((t - c) / H) / sd) ** 2)
        pres -= 3.0 * wet

        # precipitation over the hour (minute steps), instantaneous values at the hour
        inst, thunder = self.intensity(t)
        amount = 0.0
        for k in range(60):
            v, th = self.intensity(t + dt.timedelta(minutes=k, seconds=30))
            amount += v / 60.0
            thunder = thunder or th
        if amount < 0.05:
            amount = 0.0
        snow = temp <= 0.0

        vis = self.interp(t, "vis") * (0.8 + 0.2 * (1.0 + shape) / 2.0)
        if rh > 0.85:
            vis *= clamp(1.0 - 4.0 * (rh - 0.85), 0.25, 1.0)
        if amount > 0:
            vis = min(vis, (2500.0 / (1.0 + 2.0 * amount)) if snow else (12000.0 / (1.0 + amount)))
        if fog:
            vis = min(vis, 250.0 + 650.0 * clamp((solar_h - sunrise_h + 4.0) / 7.0, 0.0, 1.0) ** 2)
        if wind > 35 and snow and amount > 0:
            vis = min(vis, 900.0)
        vis = clamp(vis, 80.0, 40000.0)

        uv = clear_sky_uv(alt, p["elev"]) * (1.0 - 0.6 * cloud ** 1.5) * (0.7 if amount > 0.5 else 1.0)
        daylight = alt > -0.833

        return dict(t=t, alt=alt, daylight=daylight, cloud=cloud, temp=temp, rh=rh, wind=wind, wdir=wdir,
                    gust=gust, pres=pres, inst=inst, amount=amount, snow=snow, thunder=thunder, vis=vis,
                    uv=int(round(uv)) if daylight else 0, fog=fog, wet=wet, dewp=dew_point(temp, rh),
                    app=apparent_temperature(temp, rh, wind))

    def interp_dir(self, t):
        d = self.day_index(t)
        a = self.dp[max(-3, min(13, d))]["wdir"]
        b = self.dp[max(-3, min(13, d + 1))]["wdir"]
        frac = (t - self.local_midnight(self.day0 + dt.timedelta(days=d))) / dt.timedelta(days=1)
        return circ_mean([(a, 1.0 - frac), (b, frac + 1e-6)])

    # ---- derived per-hour values ------------------------------------------------------
    def chance(self, h):
        lead_days = max(0.0, (h["t"] - READ_TIME) / dt.timedelta(days=1))
        if h["amount"] > 0:
            c = 0.9 - 0.035 * lead_days
            return clamp(c - 0.25 * (1.0 - min(1.0, h["amount"] / 0.5)), 0.35, 0.95)
        if h["wet"] > 0:
            return clamp(0.1 + 0.35 * h["wet"] + 0.02 * lead_days, 0.0, 0.6)
        base = 0.02 + 0.25 * max(0.0, h["cloud"] - 0.6) + 0.01 * lead_days
        return clamp(base, 0.0, 0.2)

    def trend(self, t):
        now = self.by_time[t]["pres"]
        prev = self.by_time.get(t - 3 * H)
        if prev is None:
            return "steady"
        diff = now - prev["pres"]
        return "rising" if diff > 0.8 else "falling" if diff < -0.8 else "steady"

    def condition(self, h):
        a = h["amount"]
        if a > 0:
            if h["snow"]:
                if h["wind"] >= 40 and a >= 0.3:
                    return "Blizzard"
                if a >= 1.5:
                    return "HeavySnow"
                return "Snow" if a >= 0.25 else "Flurries"
            if h["thunder"]:
                return "Thunderstorms" if a >= 4.0 else "IsolatedThunderstorms"
            if a >= 7.6:
                return "HeavyRain"
            return "Rain" if a >= 0.5 else "Drizzle"
        if h["vis"] < 1000:
            return "Foggy"
        if h["vis"] < 5000 and h["rh"] < 0.85 and self.p["script"].get("haze"):
            return "Haze"
        if h["wind"] >= 40:
            return "Windy"
        if h["wind"] >= 28:
            return "Breezy"
        return cloud_code(h["cloud"])

    # ---- wire objects -----------------------------------------------------------------
    def metadata(self, expire):
        p = self.p
        return {
            "attributionURL": ATTRIBUTION_URL,
            "expireTime": iso(READ_TIME + expire),
            "latitude": p["lat"],
            "longitude": p["lon"],
            "providerName": PROVIDER_NAME,
            "readTime": iso(READ_TIME),
            "reportedTime": iso(READ_TIME - dt.timedelta(minutes=20)),
            "units": "m",
            "version": 1,
        }

    def metadata_localized(self, expire):
        m = self.metadata(expire)
        out = {}
        for k, v in m.items():
            out[k] = v
            if k == "expireTime":
                out["language"] = LANGUAGE
        return out

    def precip_type(self, liquid_rain, liquid_snow):
        if liquid_rain + liquid_snow < 0.05:
            return "clear"
        return "snow" if liquid_snow >= liquid_rain else "rain"

    def current_weather(self):
        h = self.by_time[READ_TIME]
        lo, mid, hi = self.p["layers"]
        c = h["cloud"]
        inst = h["inst"] if h["inst"] >= 0.05 else 0.0
        cur = dict(h)
        cur["amount"] = inst  # condition of the instant
        code = self.condition(cur)
        return {
            "name": "CurrentWeather",
            "metadata": self.metadata(dt.timedelta(minutes=5)),
            "asOf": iso(READ_TIME),
            "cloudCover": rnd(c),
            "cloudCoverLowAltPct": rnd(c * lo),
            "cloudCoverMidAltPct": rnd(c * mid),
            "cloudCoverHighAltPct": rnd(c * hi),
            "conditionCode": code,
            "daylight": h["daylight"],
            "humidity": rnd(h["rh"]),
            "precipitationIntensity": rnd(inst),
            "pressure": rnd(h["pres"], 1),
            "pressureTrend": self.trend(READ_TIME),
            "temperature": rnd(h["temp"]),
            "temperatureApparent": rnd(h["app"]),
            "temperatureDewPoint": rnd(h["dewp"]),
            "uvIndex": h["uv"],
            "visibility": rnd(h["vis"], 1),
            "windDirection": h["wdir"],
            "windGust": rnd(h["gust"]),
            "windSpeed": rnd(h["wind"]),
        }

    def hour_json(self, h):
        snow = h["amount"] if h["snow"] else 0.0
        return {
            "forecastStart": iso(h["t"]),
            "cloudCover": rnd(h["cloud"]),
            "conditionCode": self.condition(h),
            "daylight": h["daylight"],
            "humidity": rnd(h["rh"]),
            "precipitationAmount": rnd(h["amount"]),
            "precipitationIntensity": rnd(h["amount"]),
            "precipitationChance": rnd(self.chance(h)),
            "precipitationType": ("snow" if h["snow"] else "rain") if h["amount"] > 0 else "clear",
            "pressure": rnd(h["pres"], 1),
            "pressureTrend": self.trend(h["t"]),
            "snowfallIntensity": rnd(snow * 10.0),
            "snowfallAmount": rnd(snow * 10.0),
            "temperature": rnd(h["temp"]),
            "temperatureApparent": rnd(h["app"]),
            "temperatureDewPoint": rnd(h["dewp"]),
            "uvIndex": h["uv"],
            "visibility": rnd(h["vis"], 1),
            "windDirection": h["wdir"],
            "windGust": rnd(h["gust"]),
            "windSpeed": rnd(h["wind"]),
        }

    def forecast_hourly(self):
        start = self.local_midnight(self.day0)
        hours = [self.hour_json(self.by_time[start + i * H]) for i in range(HOURS)]
        return {"name": "HourlyForecast", "metadata": self.metadata(H), "hours": hours}

    def span(self, start, end):
        """Model hours whose start lies in [start, end)."""
        t = start.replace(minute=0, second=0, microsecond=0)
        if t < start:
            t += H
        out = []
        while t < end:
            out.append(self.by_time[t])
            t += H
        return out

    def amounts(self, hs, start=None):
        rain = snow_liq = 0.0
        for h in hs:
            a = h["amount"]
            if start is not None and h["t"] < start:
                continue
            if h["snow"]:
                snow_liq += a
            else:
                rain += a
        return rain, snow_liq

    def by_type(self, rain, snow_liq):
        out = []
        if rain >= 0.05:
            out.append({"expected": rnd(rain), "expectedSnow": 0.0, "maximumSnow": 0.0,
                        "minimumSnow": 0.0, "precipitationType": "RAIN"})
        if snow_liq >= 0.05:
            out.append({"expected": rnd(snow_liq), "expectedSnow": rnd(snow_liq * 10.0),
                        "maximumSnow": rnd(snow_liq * 14.0), "minimumSnow": rnd(snow_liq * 6.0),
                        "precipitationType": "SNOW"})
        return out

    def summary_code(self, hs, rain, snow_liq):
        total = rain + snow_liq
        mean_cloud = sum(h["cloud"] for h in hs) / len(hs)
        mean_wind = sum(h["wind"] for h in hs) / len(hs)
        max_wind = max(h["wind"] for h in hs)
        vis = sorted(h["vis"] for h in hs)[len(hs) // 2]
        if total >= 0.1:
            if snow_liq >= rain:
                if max_wind >= 40 and snow_liq >= 5.0:
                    return "Blizzard"
                if snow_liq >= 10.0:
                    return "HeavySnow"
                return "Snow" if snow_liq >= 1.0 else "Flurries"
            if any(h["thunder"] and h["amount"] > 0 for h in hs):
                return "ScatteredThunderstorms"
            if rain >= 25.0:
                return "HeavyRain"
            return "Rain" if rain >= 2.0 else "Drizzle"
        if vis < 1000:
            return "Foggy"
        if vis < 5000 and self.p["script"].get("haze"):
            return "Haze"
        if mean_wind >= 35:
            return "Windy"
        if mean_wind >= 25:
            return "Breezy"
        return cloud_code(mean_cloud)

    def day_part(self, start, end):
        hs = self.span(start, end)
        rain, snow_liq = self.amounts(hs)
        n = len(hs)
        return {
            "forecastStart": iso(start),
            "forecastEnd": iso(end),
            "cloudCover": rnd(sum(h["cloud"] for h in hs) / n),
            "conditionCode": self.summary_code(hs, rain, snow_liq),
            "humidity": rnd(sum(h["rh"] for h in hs) / n),
            "precipitationAmount": rnd(rain + snow_liq),
            "precipitationAmountByType": self.by_type(rain, snow_liq),
            "precipitationChance": rnd(max(self.chance(h) for h in hs)),
            "precipitationType": self.precip_type(rain, snow_liq),
            "snowfallAmount": rnd(snow_liq * 10.0),
            "windDirection": circ_mean([(h["wdir"], h["wind"]) for h in hs]),
            "windSpeed": rnd(sum(h["wind"] for h in hs) / n),
        }

    def day_json(self, d):
        p = self.p
        date = self.day0 + dt.timedelta(days=d)
        start = self.local_midnight(date)
        end = self.local_midnight(date + dt.timedelta(days=1))
        hs = self.span(start, end)
        rain, snow_liq = self.amounts(hs)
        sun = sun_events(p["lat"], p["lon"], start, end)
        moon = moon_events(p["lat"], p["lon"], start, end)
        day = {
            "forecastStart": iso(start),
            "forecastEnd": iso(end),
            "conditionCode": self.summary_code(hs, rain, snow_liq),
            "maxUvIndex": max(h["uv"] for h in hs),
            "moonPhase": moon["moonPhase"],
        }
        if "moonrise" in moon:
            day["moonrise"] = iso(moon["moonrise"])
        if "moonset" in moon:
            day["moonset"] = iso(moon["moonset"])
        day.update({
            "precipitationAmount": rnd(rain + snow_liq),
            "precipitationAmountByType": self.by_type(rain, snow_liq),
            "precipitationChance": rnd(max(self.chance(h) for h in hs)),
            "precipitationType": self.precip_type(rain, snow_liq),
            "snowfallAmount": rnd(snow_liq * 10.0),
        })
        for key in ["solarMidnight", "solarNoon", "sunrise", "sunriseCivil", "sunriseNautical",
                    "sunriseAstronomical", "sunset", "sunsetCivil", "sunsetNautical", "sunsetAstronomical"]:
            if key in sun:
                day[key] = iso(sun[key])
        day["temperatureMax"] = rnd(max(h["temp"] for h in hs))
        day["temperatureMin"] = rnd(min(h["temp"] for h in hs))
        day["daytimeForecast"] = self.day_part(self.local_time(date, 7), self.local_time(date, 19))
        day["overnightForecast"] = self.day_part(self.local_time(date, 19),
                                                 self.local_time(date + dt.timedelta(days=1), 7))
        if d == 0:
            day["restOfDayForecast"] = self.day_part(READ_TIME, end)
        return day

    def forecast_daily(self):
        return {"name": "DailyForecast", "metadata": self.metadata(H),
                "days": [self.day_json(d) for d in range(DAYS)]}

    # ---- minute forecast ----------------------------------------------------------------
    def forecast_next_hour(self):
        first = READ_TIME + MIN
        minutes = []
        values = []
        for k in range(MINUTES):
            t = first + k * MIN
            v, _ = self.intensity(t)
            v = v if v >= 0.05 else 0.0
            # chance: rises towards the start of a wet spell, stays high inside it
            ahead = None
            for e in self.events:
                if e["start"] >= t:
                    gap = (e["start"] - t) / MIN
                    ahead = gap if ahead is None else min(ahead, gap)
            if v > 0:
                c = clamp(0.62 + 0.2 * min(1.0, v / 0.8) + 0.03 * math.sin(k / 3.0), 0.5, 0.9)
            elif ahead is not None and ahead <= 30:
                c = clamp(0.45 - 0.012 * ahead, 0.05, 0.45)
            else:
                c = clamp(0.12 - 0.002 * k, 0.02, 0.2)
            values.append((t, rnd(c), rnd(v)))
            minutes.append({"startTime": iso(t), "precipitationChance": rnd(c), "precipitationIntensity": rnd(v)})
        # summary: periods of equal precipitation type
        summary = []
        cur = None
        for t, c, v in values:
            kind = ("snow" if self.by_time[t.replace(minute=0)]["snow"] else "rain") if v > 0 else "clear"
            if cur is None or cur["condition"] != kind:
                if cur is not None:
                    cur["endTime"] = iso(t)
                    summary.append(cur)
                cur = {"startTime": iso(t), "condition": kind, "precipitationChance": c, "precipitationIntensity": v}
            else:
                cur["precipitationChance"] = max(cur["precipitationChance"], c)
                cur["precipitationIntensity"] = max(cur["precipitationIntensity"], v)
        summary.append(cur)
        ordered = []
        for s in summary:
            o = {"startTime": s["startTime"]}
            if "endTime" in s:
                o["endTime"] = s["endTime"]
            o.update({"condition": s["condition"], "precipitationChance": s["precipitationChance"],
                      "precipitationIntensity": s["precipitationIntensity"]})
            ordered.append(o)
        return {
            "name": "NextHourForecast",
            "metadata": self.metadata_localized(dt.timedelta(minutes=5)),
            "summary": ordered,
            "forecastStart": iso(first),
            "forecastEnd": iso(first + MINUTES * MIN),
            "minutes": minutes,
        }

    # ---- alerts (Harbin) ---------------------------------------------------------------------
    def weather_alerts(self):
        p = self.p

        def alert_id(kind):
            return str(uuid.uuid5(uuid.NAMESPACE_URL, "https://lit.invalid/fixture-alert/%s/%s" % (p["slug"], kind)))

        def details(ids):
            return ("https://weatherkit.apple.com/alertDetails/index.html?ids=%s&lang=%s&timezone=%s"
                    % (",".join(ids), LANGUAGE, p["tz"]))

        blizzard, cold = alert_id("blizzard"), alert_id("cold-wave")
        source = "中国气象局 (China Meteorological Administration)"
        common = dict(areaId="230100", areaName="Harbin (哈尔滨市)",
                      attributionURL="https://www.nmc.cn/publish/alarm.html", countryCode=p["cc"])
        alerts = [
            {
                "name": "WeatherAlertSummary", "id": blizzard, **common,
                "description": "Blizzard Orange Warning (暴雪橙色预警) — SYNTHETIC fixture alert, not issued by "
                               "any agency: heavy snow of 15–25 cm with north-westerly winds of 35–50 km/h "
                               "expected from this evening until tomorrow night.",
                "effectiveTime": "2026-11-29T23:30:00Z",
                "eventOnsetTime": "2026-11-30T10:00:00Z",
                "eventEndTime": "2026-12-01T14:00:00Z",
                "expireTime": "2026-12-01T16:00:00Z",
                "issuedTime": "2026-11-29T23:30:00Z",
                "detailsUrl": details([blizzard]),
                "phenomenon": "Blizzard", "precedence": 0, "severity": "severe", "certainty": "likely",
                "urgency": "expected", "responses": ["prepare", "avoid"],
                "source": source, "eventSource": "CMA", "importance": "normal",
            },
            {
                "name": "WeatherAlertSummary", "id": cold, **common,
                "description": "Cold Wave Blue Warning (寒潮蓝色预警) — SYNTHETIC fixture alert, not issued by "
                               "any agency: temperatures falling by 8–10 °C within 48 hours, lows near −22 °C.",
                "effectiveTime": "2026-11-29T22:00:00Z",
                "eventOnsetTime": "2026-12-01T06:00:00Z",
                "eventEndTime": "2026-12-03T00:00:00Z",
                "expireTime": "2026-12-03T00:00:00Z",
                "issuedTime": "2026-11-29T22:00:00Z",
                "detailsUrl": details([cold]),
                "phenomenon": "Cold Wave", "precedence": 1, "severity": "moderate", "certainty": "likely",
                "urgency": "future", "responses": ["prepare", "monitor"],
                "source": source, "eventSource": "CMA", "importance": "normal",
            },
        ]
        return {
            "name": "WeatherAlertCollection",
            "metadata": self.metadata_localized(dt.timedelta(minutes=5)),
            "detailsUrl": details([blizzard, cold]),
            "alerts": alerts,
        }

    # ---- changes and historical comparisons (Beijing) ------------------------------------------
    def day_stats(self, d):
        date = self.day0 + dt.timedelta(days=d)
        hs = self.span(self.local_midnight(date), self.local_midnight(date + dt.timedelta(days=1)))
        day = self.span(self.local_time(date, 7), self.local_time(date, 19))
        night = self.span(self.local_time(date, 19), self.local_time(date + dt.timedelta(days=1), 7))
        return dict(tmax=max(h["temp"] for h in hs), tmin=min(h["temp"] for h in hs),
                    dayp=sum(h["amount"] for h in day), nightp=sum(h["amount"] for h in night))

    def weather_changes(self):
        def temp_dir(a, b):
            return "increase" if b - a >= 3.0 else "decrease" if b - a <= -3.0 else "steady"

        def precip_dir(a, b):
            if b >= 0.2 and b >= 2.0 * a + 0.1:
                return "increase"
            if a >= 0.2 and b <= a / 2.0 - 0.1:
                return "decrease"
            return "steady"

        changes = []
        for d in range(0, 5):
            prev, cur = self.day_stats(d - 1), self.day_stats(d)
            date = self.day0 + dt.timedelta(days=d)
            changes.append({
                "forecastStart": iso(self.local_midnight(date)),
                "forecastEnd": iso(self.local_midnight(date + dt.timedelta(days=1))),
                "maxTemperatureChange": temp_dir(prev["tmax"], cur["tmax"]),
                "minTemperatureChange": temp_dir(prev["tmin"], cur["tmin"]),
                "dayPrecipitationChange": precip_dir(prev["dayp"], cur["dayp"]),
                "nightPrecipitationChange": precip_dir(prev["nightp"], cur["nightp"]),
            })
        return {
            "metadata": self.metadata(H),
            "forecastStart": iso(self.local_midnight(self.day0)),
            "forecastEnd": iso(self.local_midnight(self.day0 + dt.timedelta(days=5))),
            "changes": changes,
        }

    def historical_comparisons(self):
        today = self.day_stats(0)
        # Baselines: synthetic long-term means for 30 November in Beijing (approximate normals)
        items = [
            ("temperature_max", 5.6, today["tmax"], 1.5, "temp"),
            ("temperature_min", -3.8, today["tmin"], 1.5, "temp"),
            # precipitation of the past 30 days against its long-term mean (synthetic total)
            ("precipitation", 7.4, 1.6, None, "precip"),
        ]
        out = []
        for cond, base, cur, step, kind in items:
            if kind == "temp":
                delta = cur - base
                score = abs(delta) / 3.0
                dev = ("muchHigher" if delta >= 5 else "higher" if delta >= step else
                       "muchLower" if delta <= -5 else "lower" if delta <= -step else "normal")
            else:
                ratio = cur / base
                score = abs(math.log(max(ratio, 0.05)))
                dev = ("muchHigher" if ratio >= 2.0 else "higher" if ratio >= 1.3 else
                       "muchLower" if ratio <= 0.4 else "lower" if ratio <= 0.75 else "normal")
            out.append((score, {
                "condition": cond,
                "baselineType": "mean",
                "baselineValue": rnd(base),
                "baselineStartDate": "1970-01-01T00:00:00Z",
                "currentValue": rnd(cur),
                "deviation": dev,
            }))
        out.sort(key=lambda x: -x[0])
        return {"metadata": self.metadata(H), "comparisons": [c for _, c in out]}

    # ---- the whole response ------------------------------------------------------------------
    def response(self):
        s = self.p["script"]
        body = {"currentWeather": self.current_weather(), "forecastDaily": self.forecast_daily(),
                "forecastHourly": self.forecast_hourly()}
        if s.get("nexthour"):
            body["forecastNextHour"] = self.forecast_next_hour()
        if s.get("alerts"):
            body["weatherAlerts"] = self.weather_alerts()
        if self.p["slug"] == "beijing":
            body["historicalComparisons"] = self.historical_comparisons()
            body["weatherChanges"] = self.weather_changes()
        return body


# --------------------------------------------------------------------------------------
# Output
# --------------------------------------------------------------------------------------
def dumps(obj):
    return json.dumps(obj, indent=2, ensure_ascii=False, sort_keys=False) + "\n"


def places_json():
    return [{"slug": p["slug"], "name": p["name"], "nameZh": p["nameZh"], "latitude": p["lat"],
             "longitude": p["lon"], "timeZone": p["tz"], "countryCode": p["cc"]} for p in PLACES]


def build_all():
    files = {"places.json": dumps(places_json())}
    for p in PLACES:
        files[p["slug"] + ".json"] = dumps(Model(p).response())
    return files


def write_all():
    files = build_all()
    for name, text in files.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
        print("%-16s %8d bytes" % (name, len(text.encode("utf-8"))))


# --------------------------------------------------------------------------------------
# Self-check (--check)
# --------------------------------------------------------------------------------------
META_KEYS = ["attributionURL", "expireTime", "latitude", "longitude", "providerName", "readTime",
             "reportedTime", "units", "version"]
CURRENT_KEYS = ["asOf", "cloudCover", "cloudCoverLowAltPct", "cloudCoverMidAltPct", "cloudCoverHighAltPct",
                "conditionCode", "daylight", "humidity", "precipitationIntensity", "pressure", "pressureTrend",
                "temperature", "temperatureApparent", "temperatureDewPoint", "uvIndex", "visibility",
                "windDirection", "windGust", "windSpeed"]
HOUR_KEYS = ["forecastStart", "cloudCover", "conditionCode", "daylight", "humidity", "precipitationAmount",
             "precipitationIntensity", "precipitationChance", "precipitationType", "pressure", "pressureTrend",
             "snowfallIntensity", "snowfallAmount", "temperature", "temperatureApparent", "temperatureDewPoint",
             "uvIndex", "visibility", "windDirection", "windGust", "windSpeed"]
DAY_KEYS = ["forecastStart", "forecastEnd", "conditionCode", "maxUvIndex", "moonPhase", "precipitationAmount",
            "precipitationAmountByType", "precipitationChance", "precipitationType", "snowfallAmount",
            "solarMidnight", "solarNoon", "sunrise", "sunriseCivil", "sunriseNautical", "sunriseAstronomical",
            "sunset", "sunsetCivil", "sunsetNautical", "sunsetAstronomical", "temperatureMax", "temperatureMin",
            "daytimeForecast", "overnightForecast"]
PART_KEYS = ["forecastStart", "forecastEnd", "cloudCover", "conditionCode", "humidity", "precipitationAmount",
             "precipitationAmountByType", "precipitationChance", "precipitationType", "snowfallAmount",
             "windDirection", "windSpeed"]
ALERT_KEYS = ["name", "id", "areaId", "areaName", "attributionURL", "countryCode", "description",
              "effectiveTime", "eventOnsetTime", "eventEndTime", "expireTime", "issuedTime", "detailsUrl",
              "phenomenon", "precedence", "severity", "certainty", "urgency", "responses", "source",
              "eventSource", "importance"]


def check():
    errors = []

    def err(where, msg):
        errors.append("%s: %s" % (where, msg))

    def need(obj, keys, where):
        for k in keys:
            if k not in obj:
                err(where, "missing key %r" % k)

    def frac(v, where):
        if not (isinstance(v, (int, float)) and 0.0 <= v <= 1.0):
            err(where, "not a fraction 0-1: %r" % (v,))

    def check_meta(m, where, read):
        need(m, META_KEYS, where + ".metadata")
        if m.get("providerName") != PROVIDER_NAME:
            err(where, "providerName must label fixture data")
        if m.get("attributionURL") != ATTRIBUTION_URL:
            err(where, "attributionURL")
        if m.get("units") != "m" or m.get("version") != 1:
            err(where, "units/version")
        if parse_iso(m["readTime"]) != read:
            err(where, "readTime differs")
        if not parse_iso(m["expireTime"]) > parse_iso(m["readTime"]):
            err(where, "expireTime not after readTime")
        if not parse_iso(m["reportedTime"]) < parse_iso(m["readTime"]):
            err(where, "reportedTime not before readTime")

    expected = build_all()
    places = json.load(open(os.path.join(HERE, "places.json"), encoding="utf-8"))
    slugs = [p["slug"] for p in places]
    if slugs != [p["slug"] for p in PLACES]:
        err("places.json", "slugs differ from the generator")
    for name, text in expected.items():
        path = os.path.join(HERE, name)
        if not os.path.exists(path):
            err(name, "missing")
            continue
        with open(path, "rb") as f:
            data = f.read()
        if data != text.encode("utf-8"):
            err(name, "differs from a fresh generation (not reproducible or edited by hand)")
        if len(data) > MAX_FILE_BYTES:
            err(name, "larger than %d bytes" % MAX_FILE_BYTES)

    for p in PLACES:
        name = p["slug"] + ".json"
        path = os.path.join(HERE, name)
        if not os.path.exists(path):
            continue
        body = json.load(open(path, encoding="utf-8"))
        tz = ZoneInfo(p["tz"])
        lo, hi = p["check"]
        cw = body.get("currentWeather")
        if cw is None:
            err(name, "no currentWeather")
            continue
        read = parse_iso(cw["metadata"]["readTime"])
        if read != READ_TIME:
            err(name, "readTime is not the fixed recording instant")
        for key, block in body.items():
            check_meta(block["metadata"], "%s.%s" % (name, key), read)
        need(cw, ["name"] + CURRENT_KEYS, name + ".currentWeather")
        if cw["name"] != "CurrentWeather":
            err(name, "currentWeather.name")
        if not lo <= cw["temperature"] <= hi:
            err(name, "current temperature %.1f outside %s" % (cw["temperature"], (lo, hi)))
        if not cw["daylight"] and cw["uvIndex"] != 0:
            err(name, "current uvIndex > 0 at night")
        for k in ["cloudCover", "cloudCoverLowAltPct", "cloudCoverMidAltPct", "cloudCoverHighAltPct", "humidity"]:
            frac(cw[k], name + ".currentWeather." + k)
        if cw["conditionCode"] not in CONDITION_CODES:
            err(name, "current conditionCode %r" % cw["conditionCode"])

        # hourly
        fh = body.get("forecastHourly", {})
        hours = fh.get("hours", [])
        if fh.get("name") != "HourlyForecast":
            err(name, "forecastHourly.name")
        if len(hours) != HOURS:
            err(name, "%d hours, expected %d" % (len(hours), HOURS))
        for i, h in enumerate(hours):
            where = "%s.forecastHourly.hours[%d]" % (name, i)
            need(h, HOUR_KEYS, where)
            t = parse_iso(h["forecastStart"])
            first = parse_iso(body["forecastDaily"]["days"][0]["forecastStart"])
            if t != (first if i == 0 else parse_iso(hours[i - 1]["forecastStart"]) + H):
                err(where, "not consecutive with the previous hour (%s)" % h["forecastStart"])
            if not lo <= h["temperature"] <= hi:
                err(where, "temperature %.2f outside %s" % (h["temperature"], (lo, hi)))
            if not lo - 14 <= h["temperatureApparent"] <= hi + 8:
                err(where, "apparent temperature %.2f implausible" % h["temperatureApparent"])
            if h["temperatureDewPoint"] > h["temperature"] + 0.01:
                err(where, "dew point above temperature")
            if not h["daylight"] and h["uvIndex"] != 0:
                err(where, "uvIndex %d while daylight is false" % h["uvIndex"])
            for k in ["cloudCover", "humidity", "precipitationChance"]:
                frac(h[k], where + "." + k)
            if h["conditionCode"] not in CONDITION_CODES:
                err(where, "conditionCode %r" % h["conditionCode"])
            if h["precipitationType"] not in PRECIPITATION_TYPES:
                err(where, "precipitationType %r" % h["precipitationType"])
            if (h["precipitationAmount"] > 0) != (h["precipitationType"] != "clear"):
                err(where, "precipitationType %r with amount %r" % (h["precipitationType"], h["precipitationAmount"]))
            if h["precipitationType"] == "snow" and h["temperature"] > 0:
                err(where, "snow above 0 °C")
            if h["precipitationType"] == "rain" and h["temperature"] <= 0:
                err(where, "rain at or below 0 °C")
            if h["pressureTrend"] not in ("rising", "falling", "steady"):
                err(where, "pressureTrend")
            if not 950 <= h["pressure"] <= 1060:
                err(where, "pressure %r" % h["pressure"])
            if not 0 <= h["windDirection"] < 360 or h["windGust"] < h["windSpeed"]:
                err(where, "wind")
            if not 0 < h["visibility"] <= 50000:
                err(where, "visibility")
        now_hours = [h for h in hours if h["forecastStart"] == cw["asOf"]]
        if not now_hours or now_hours[0]["temperature"] != cw["temperature"]:
            err(name, "the hour of the read time and currentWeather disagree on temperature")

        # daily
        fd = body.get("forecastDaily", {})
        days = fd.get("days", [])
        if fd.get("name") != "DailyForecast":
            err(name, "forecastDaily.name")
        if len(days) != DAYS:
            err(name, "%d days, expected %d" % (len(days), DAYS))
        local_today = read.astimezone(tz).date()
        for i, d in enumerate(days):
            where = "%s.forecastDaily.days[%d]" % (name, i)
            need(d, DAY_KEYS, where)
            start, end = parse_iso(d["forecastStart"]), parse_iso(d["forecastEnd"])
            date = local_today + dt.timedelta(days=i)
            if start != dt.datetime(date.year, date.month, date.day, tzinfo=tz).astimezone(UTC):
                err(where, "forecastStart is not local midnight of %s" % date)
            nd = date + dt.timedelta(days=1)
            if end != dt.datetime(nd.year, nd.month, nd.day, tzinfo=tz).astimezone(UTC):
                err(where, "forecastEnd is not the next local midnight")
            if not lo <= d["temperatureMin"] <= d["temperatureMax"] <= hi:
                err(where, "temperatureMin/Max %r/%r outside %s" % (d["temperatureMin"], d["temperatureMax"], (lo, hi)))
            if d["moonPhase"] not in MOON_PHASES:
                err(where, "moonPhase %r" % d["moonPhase"])
            order = ["sunriseAstronomical", "sunriseNautical", "sunriseCivil", "sunrise", "solarNoon", "sunset",
                     "sunsetCivil", "sunsetNautical", "sunsetAstronomical"]
            ts = [parse_iso(d[k]) for k in order if k in d]
            if ts != sorted(ts) or not all(start <= x < end for x in ts):
                err(where, "sun events out of order or outside the day")
            if d["conditionCode"] not in CONDITION_CODES:
                err(where, "conditionCode %r" % d["conditionCode"])
            if (d["precipitationAmount"] > 0) != (d["precipitationType"] != "clear"):
                err(where, "daily precipitationType vs amount")
            if i == 0 and "restOfDayForecast" not in d:
                err(where, "restOfDayForecast missing on day 0")
            if i > 0 and "restOfDayForecast" in d:
                err(where, "restOfDayForecast only belongs to day 0")
            parts = [("daytimeForecast", 7, 19, 0), ("overnightForecast", 19, 7, 1)]
            for part, h0, h1, plus in parts:
                pp = d[part]
                need(pp, PART_KEYS, where + "." + part)
                nxt = date + dt.timedelta(days=plus)
                ps = dt.datetime(date.year, date.month, date.day, h0, tzinfo=tz).astimezone(UTC)
                pe = dt.datetime(nxt.year, nxt.month, nxt.day, h1, tzinfo=tz).astimezone(UTC)
                if parse_iso(pp["forecastStart"]) != ps or parse_iso(pp["forecastEnd"]) != pe:
                    err(where + "." + part, "bounds are not local 07:00/19:00")
                frac(pp["cloudCover"], where + "." + part + ".cloudCover")
                frac(pp["humidity"], where + "." + part + ".humidity")
                if pp["conditionCode"] not in CONDITION_CODES:
                    err(where + "." + part, "conditionCode")
            if "restOfDayForecast" in d:
                r = d["restOfDayForecast"]
                need(r, PART_KEYS, where + ".restOfDayForecast")
                if parse_iso(r["forecastStart"]) != read or parse_iso(r["forecastEnd"]) != end:
                    err(where, "restOfDayForecast bounds")
            # hourly daylight must agree with this day's sunrise/sunset
            sr, ss = parse_iso(d["sunrise"]), parse_iso(d["sunset"])
            for h in hours:
                t = parse_iso(h["forecastStart"])
                if start <= t < end and h["daylight"] != (sr <= t < ss):
                    err(where, "hour %s daylight=%s but sunrise %s sunset %s" % (h["forecastStart"], h["daylight"],
                                                                                  d["sunrise"], d["sunset"]))
                if start <= t < end and h["temperature"] > d["temperatureMax"] + 0.01:
                    err(where, "hourly temperature above the daily maximum")
        if p["lat"] < 0 and days and days[0]["maxUvIndex"] < 8:
            err(name, "southern-summer UV looks too low")

        # optional datasets
        nh = body.get("forecastNextHour")
        if bool(nh) != bool(p["script"].get("nexthour")):
            err(name, "forecastNextHour presence")
        if nh:
            if nh["name"] != "NextHourForecast":
                err(name, "forecastNextHour.name")
            mins = nh["minutes"]
            if len(mins) != MINUTES:
                err(name, "%d minutes" % len(mins))
            for i, m in enumerate(mins):
                if parse_iso(m["startTime"]) != read + (i + 1) * MIN:
                    err(name, "minute %d not consecutive from the next minute" % i)
                frac(m["precipitationChance"], name + ".minutes")
            if parse_iso(nh["forecastStart"]) != read + MIN or not nh["summary"]:
                err(name, "forecastNextHour start/summary")
        wa = body.get("weatherAlerts")
        if bool(wa) != bool(p["script"].get("alerts")):
            err(name, "weatherAlerts presence")
        if wa:
            if wa["name"] != "WeatherAlertCollection" or not wa.get("detailsUrl") or not wa["alerts"]:
                err(name, "weatherAlerts collection")
            for a in wa["alerts"]:
                need(a, ALERT_KEYS, name + ".alerts")
                if "SYNTHETIC" not in a["description"]:
                    err(name, "alert description must say it is synthetic")
                if not parse_iso(a["expireTime"]) > read:
                    err(name, "alert already expired")
        has_bj = "weatherChanges" in body and "historicalComparisons" in body
        if has_bj != (p["slug"] == "beijing"):
            err(name, "weatherChanges/historicalComparisons presence")
        if "weatherChanges" in body:
            for c in body["weatherChanges"]["changes"]:
                need(c, ["forecastStart", "forecastEnd", "maxTemperatureChange", "minTemperatureChange",
                         "dayPrecipitationChange", "nightPrecipitationChange"], name + ".weatherChanges")
        if "historicalComparisons" in body:
            for c in body["historicalComparisons"]["comparisons"]:
                need(c, ["condition", "baselineType", "baselineValue", "baselineStartDate", "currentValue",
                         "deviation"], name + ".historicalComparisons")

    if errors:
        for e in errors[:200]:
            print("FAIL", e)
        print("%d problem(s)" % len(errors))
        return 1
    print("OK: %d places, %d files match a fresh generation, all checks passed" % (len(PLACES), len(expected)))
    return 0


if __name__ == "__main__":
    if "--check" in sys.argv[1:]:
        sys.exit(check())
    write_all()
