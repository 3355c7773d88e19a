#!/usr/bin/env python3
"""Compose recorded-style HTTP response bodies for four weather providers (Beijing).

Every file written here is COMPOSED from the providers' public documentation (README.md names
the source of each file: Apple's WeatherKit REST API documentation, Open-Meteo's OpenAPI spec and
docs, QWeather's API documentation, OpenWeatherMap's One Call 3.0 documentation); nothing was
recorded from a live service.

One continuous weather model (below) is sampled by all four providers, so they tell the same
story: a dry, mostly clear 30 November, cloud on 1 December, light snow on 2 December, then a
north-west cold front (cold-wave blue warning) with clear, windy and cold days, slowly milder.

Python 3 standard library only; no randomness except one fixed-seed generator for the archive.
Run:  python3 Fixtures/http/make_fixtures.py        (rewrites every file in this folder)
Two runs give byte-identical files (stable key order, fixed rounding, indent=1, final newline).
"""

import datetime as dt
import hashlib
import json
import math
import os
import random
import sys
import uuid

# Helpers shared with the WeatherKit fixture generator (same rounding and the same root finder).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "weather"))
from generate import _cos, _sin, clamp, crossings, rnd  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

UTC = dt.timezone.utc
CST = dt.timezone(dt.timedelta(hours=8))          # Asia/Shanghai, UTC+8, no DST
H = dt.timedelta(hours=1)
MIN = dt.timedelta(minutes=1)

LAT, LON = 39.9042, 116.4074
READ = dt.datetime(2026, 11, 30, 8, 0, 0, tzinfo=UTC)          # 16:00 local
DAY0 = dt.datetime(2026, 11, 30, 0, 0, tzinfo=CST)              # local midnight of day 0


def local(y, mo, d, h=0, mi=0):
    return dt.datetime(y, mo, d, h, mi, tzinfo=CST)


# --------------------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------------------
def iso_z(t):                       # WeatherKit: ISO-8601 UTC "Z", whole seconds
    return t.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def om_time(t):                     # Open-Meteo: local, no seconds, no offset
    return t.astimezone(CST).strftime("%Y-%m-%dT%H:%M")


def qw_time(t):                     # QWeather: local with offset, minute precision
    return t.astimezone(CST).strftime("%Y-%m-%dT%H:%M+08:00")


def unix(t):
    return int(t.timestamp())


def series(points, t):
    """Linear interpolation through (local datetime, value) points, flat outside."""
    if t <= points[0][0]:
        return points[0][1]
    for (t0, v0), (t1, v1) in zip(points, points[1:]):
        if t0 <= t <= t1:
            f = (t - t0) / (t1 - t0)
            return v0 + (v1 - v0) * f
    return points[-1][1]


def circ_mean(dirs_weights):
    x = sum(w * math.cos(math.radians(d)) for d, w in dirs_weights)
    y = sum(w * math.sin(math.radians(d)) for d, w in dirs_weights)
    return int(round(math.degrees(math.atan2(y, x)))) % 360


# --------------------------------------------------------------------------------------
# Sun and moon: low-precision formulas (Astronomical Almanac), about a minute for the sun
# and a few minutes for the moon
# --------------------------------------------------------------------------------------
def jd(t):
    return 2440587.5 + t.timestamp() / 86400.0


def sun_radec(t):
    n = jd(t) - 2451545.0
    L = (280.460 + 0.9856474 * n) % 360.0
    g = (357.528 + 0.9856003 * n) % 360.0
    lam = L + 1.915 * _sin(g) + 0.020 * _sin(2 * g)
    eps = 23.439 - 0.0000004 * n
    ra = math.degrees(math.atan2(_cos(eps) * _sin(lam), _cos(lam)))
    dec = math.degrees(math.asin(_sin(eps) * _sin(lam)))
    return ra, dec, lam


def gmst(t):
    return (280.46061837 + 360.98564736629 * (jd(t) - 2451545.0)) % 360.0


def hour_angle(t, ra):
    return ((gmst(t) + LON - ra + 180.0) % 360.0) - 180.0


def altitude(dec, ha):
    s = _sin(LAT) * _sin(dec) + _cos(LAT) * _cos(dec) * _cos(ha)
    return math.degrees(math.asin(clamp(s, -1.0, 1.0)))


def sun_alt(t):
    ra, dec, _ = sun_radec(t)
    return altitude(dec, hour_angle(t, ra))


def sun_ha(t):
    ra, _, _ = sun_radec(t)
    return hour_angle(t, ra)


def moon_ecl(t):
    T = (jd(t) - 2451545.0) / 36525.0
    lam = (218.32 + 481267.881 * T
           + 6.29 * _sin(135.0 + 477198.87 * T) - 1.27 * _sin(259.3 - 413335.36 * T)
           + 0.66 * _sin(235.7 + 890534.22 * T) + 0.21 * _sin(269.9 + 954397.74 * T)
           - 0.19 * _sin(357.5 + 35999.05 * T) - 0.11 * _sin(186.5 + 966404.03 * T))
    beta = (5.13 * _sin(93.3 + 483202.02 * T) + 0.28 * _sin(228.2 + 960400.89 * T)
            - 0.28 * _sin(318.3 + 6003.15 * T) - 0.17 * _sin(217.6 - 407332.21 * T))
    par = (0.9508 + 0.0518 * _cos(135.0 + 477198.87 * T) + 0.0095 * _cos(259.3 - 413335.36 * T)
           + 0.0078 * _cos(235.7 + 890534.22 * T) + 0.0028 * _cos(269.9 + 954397.74 * T))
    return lam % 360.0, beta, par


def moon_alt_rel(t):
    lam, beta, par = moon_ecl(t)
    eps = 23.439
    ra = math.degrees(math.atan2(_sin(lam) * _cos(eps) - math.tan(math.radians(beta)) * _sin(eps), _cos(lam)))
    dec = math.degrees(math.asin(_sin(beta) * _cos(eps) + _cos(beta) * _sin(eps) * _sin(lam)))
    return altitude(dec, hour_angle(t, ra)) - (0.7275 * par - 0.5667)


def elongation(t):
    return (moon_ecl(t)[0] - sun_radec(t)[2]) % 360.0


def astro_day(start):
    """Sun and moon events of the local day [start, start+24h)."""
    end = start + dt.timedelta(days=1)
    ev = {}
    for h0, rise, set_ in [(-0.833, "sunrise", "sunset"), (-6.0, "sunriseCivil", "sunsetCivil"),
                           (-12.0, "sunriseNautical", "sunsetNautical"),
                           (-18.0, "sunriseAstronomical", "sunsetAstronomical")]:
        for t, up in crossings(lambda x: sun_alt(x) - h0, start, end):
            ev.setdefault(rise if up else set_, t)
    for t, up in crossings(sun_ha, start, end, step_min=20):
        if up:
            ev.setdefault("solarNoon", t)
    noon = ev["solarNoon"]
    for t, up in crossings(lambda x: math.sin(math.radians(sun_ha(x))), noon, noon + dt.timedelta(days=1), 20):
        if not up and abs(sun_ha(t)) > 90:
            ev.setdefault("solarMidnight", t)
    for t, up in crossings(moon_alt_rel, start, end):
        ev.setdefault("moonrise" if up else "moonset", t)
    e0, e1 = elongation(start), elongation(end)
    if e1 < e0:
        e1 += 360.0
    phase = None
    for target, name in [(0, "new"), (90, "firstQuarter"), (180, "full"), (270, "thirdQuarter"), (360, "new")]:
        if e0 <= target < e1:
            phase, ev["phaseExact"] = name, (target % 360) / 360.0
            break
    if phase is None:
        mid = ((e0 + e1) / 2) % 360.0
        phase = ["waxingCrescent", "waxingGibbous", "waningGibbous", "waningCrescent"][int(mid // 90)]
    ev["moonPhase"] = phase
    ev["elongationNoon"] = elongation(start + dt.timedelta(hours=12))
    return ev


# --------------------------------------------------------------------------------------
# The weather model: continuous in time, shared by every provider
# --------------------------------------------------------------------------------------
# (morning low near 07:00 local, afternoon high near 14:30 local) per local day
TEMPS = {
    dt.date(2026, 11, 29): (-3.4, 5.1),
    dt.date(2026, 11, 30): (-3.0, 6.4),
    dt.date(2026, 12, 1): (-1.6, 3.6),
    dt.date(2026, 12, 2): (-1.2, 0.4),     # light snow
    dt.date(2026, 12, 3): (-5.8, 0.8),     # cold front, windy
    dt.date(2026, 12, 4): (-9.2, -0.6),    # coldest morning
    dt.date(2026, 12, 5): (-7.8, 1.9),
    dt.date(2026, 12, 6): (-6.0, 3.8),
    dt.date(2026, 12, 7): (-4.6, 5.0),
    dt.date(2026, 12, 8): (-3.9, 5.6),
    dt.date(2026, 12, 9): (-3.2, 4.9),
    dt.date(2026, 12, 10): (-2.8, 5.2),
    dt.date(2026, 12, 11): (-2.6, 5.0),
}

CLOUD = [(local(2026, 11, 29, 12), 0.10), (local(2026, 11, 30, 0), 0.15), (local(2026, 11, 30, 12), 0.10),
         (local(2026, 11, 30, 16), 0.24), (local(2026, 11, 30, 20), 0.55), (local(2026, 12, 1, 2), 0.75),
         (local(2026, 12, 1, 8), 0.86), (local(2026, 12, 1, 14), 0.90), (local(2026, 12, 1, 20), 0.96),
         (local(2026, 12, 2, 4), 1.0), (local(2026, 12, 2, 20), 1.0), (local(2026, 12, 3, 0), 0.70),
         (local(2026, 12, 3, 4), 0.30), (local(2026, 12, 3, 8), 0.10), (local(2026, 12, 3, 18), 0.02),
         (local(2026, 12, 4, 12), 0.0), (local(2026, 12, 5, 12), 0.10), (local(2026, 12, 6, 12), 0.22),
         (local(2026, 12, 7, 12), 0.45), (local(2026, 12, 8, 12), 0.40), (local(2026, 12, 9, 12), 0.70),
         (local(2026, 12, 10, 12), 0.60), (local(2026, 12, 11, 12), 0.50)]

POP = [(local(2026, 11, 29, 12), 0.0), (local(2026, 11, 30, 16), 0.0), (local(2026, 11, 30, 20), 0.02),
       (local(2026, 12, 1, 0), 0.05), (local(2026, 12, 1, 12), 0.12), (local(2026, 12, 1, 20), 0.30),
       (local(2026, 12, 2, 4), 0.55), (local(2026, 12, 2, 8), 0.80), (local(2026, 12, 2, 14), 0.85),
       (local(2026, 12, 2, 20), 0.45), (local(2026, 12, 3, 2), 0.08), (local(2026, 12, 3, 8), 0.02),
       (local(2026, 12, 4, 12), 0.0), (local(2026, 12, 6, 12), 0.02), (local(2026, 12, 7, 12), 0.06),
       (local(2026, 12, 8, 12), 0.05), (local(2026, 12, 9, 12), 0.15), (local(2026, 12, 10, 12), 0.10),
       (local(2026, 12, 11, 12), 0.08)]

# (local time, speed km/h, direction deg the wind comes from)
WIND = [(local(2026, 11, 29, 12), 12, 320), (local(2026, 11, 30, 0), 12, 320), (local(2026, 11, 30, 12), 14, 315),
        (local(2026, 11, 30, 16), 11, 310), (local(2026, 11, 30, 22), 6, 250), (local(2026, 12, 1, 8), 7, 200),
        (local(2026, 12, 1, 14), 9, 190), (local(2026, 12, 1, 22), 8, 120), (local(2026, 12, 2, 8), 10, 60),
        (local(2026, 12, 2, 14), 12, 30), (local(2026, 12, 2, 20), 18, 350), (local(2026, 12, 3, 2), 26, 320),
        (local(2026, 12, 3, 10), 29, 315), (local(2026, 12, 3, 16), 24, 320), (local(2026, 12, 4, 4), 16, 330),
        (local(2026, 12, 4, 14), 12, 320), (local(2026, 12, 5, 12), 10, 300), (local(2026, 12, 6, 12), 8, 240),
        (local(2026, 12, 7, 12), 9, 200), (local(2026, 12, 8, 12), 11, 320), (local(2026, 12, 9, 12), 8, 180),
        (local(2026, 12, 10, 12), 9, 300), (local(2026, 12, 11, 12), 9, 310)]

PRESSURE = [(local(2026, 11, 29, 12), 1030.0), (local(2026, 11, 30, 0), 1029.4), (local(2026, 11, 30, 16), 1027.6),
            (local(2026, 12, 1, 12), 1022.0), (local(2026, 12, 2, 12), 1017.2), (local(2026, 12, 2, 20), 1019.0),
            (local(2026, 12, 3, 8), 1030.5), (local(2026, 12, 4, 8), 1038.2), (local(2026, 12, 5, 12), 1035.0),
            (local(2026, 12, 6, 12), 1031.1), (local(2026, 12, 7, 12), 1028.3), (local(2026, 12, 8, 12), 1029.0),
            (local(2026, 12, 9, 12), 1025.2), (local(2026, 12, 10, 12), 1026.0), (local(2026, 12, 11, 12), 1027.0)]

DEW = [(local(2026, 11, 29, 12), -12.0), (local(2026, 11, 30, 12), -11.0), (local(2026, 11, 30, 20), -9.0),
       (local(2026, 12, 1, 12), -6.0), (local(2026, 12, 2, 8), -2.0), (local(2026, 12, 2, 18), -1.6),
       (local(2026, 12, 3, 4), -12.0), (local(2026, 12, 3, 14), -16.5), (local(2026, 12, 4, 12), -19.0),
       (local(2026, 12, 5, 12), -17.0), (local(2026, 12, 6, 12), -14.0), (local(2026, 12, 7, 12), -11.0),
       (local(2026, 12, 8, 12), -12.0), (local(2026, 12, 9, 12), -9.0), (local(2026, 12, 10, 12), -10.0),
       (local(2026, 12, 11, 12), -10.0)]

SNOW_START = local(2026, 12, 2, 8)     # light snow 08:00-20:00 local on 2 December
SNOW_END = local(2026, 12, 2, 20)
SNOW_PEAK = 0.30                       # mm/h liquid equivalent


def temperature(t):
    tl = t.astimezone(CST)
    d = tl.date()
    h = tl.hour + tl.minute / 60.0 + tl.second / 3600.0
    lo, hi = TEMPS[d]
    if h < 7.0:
        prev_hi = TEMPS[d - dt.timedelta(days=1)][1]
        a, b, x = prev_hi, lo, (h + 24.0 - 14.5) / (24.0 - 7.5)
    elif h < 14.5:
        a, b, x = lo, hi, (h - 7.0) / 7.5
    else:
        nxt_lo = TEMPS[d + dt.timedelta(days=1)][0]
        a, b, x = hi, nxt_lo, (h - 14.5) / (24.0 - 7.5)
    return a + (b - a) * (1 - math.cos(math.pi * x)) / 2


def precip_rate(t):
    """Liquid-equivalent precipitation rate in mm/h (all of it snow)."""
    if not (SNOW_START < t < SNOW_END):
        return 0.0
    x = (t - SNOW_START) / (SNOW_END - SNOW_START)
    return SNOW_PEAK * math.sin(math.pi * x) ** 1.3


def precip_amount(t0, t1):
    """Liquid-equivalent amount (mm) between t0 and t1 (midpoint rule, 12 steps)."""
    n = 12
    step = (t1 - t0) / n
    hours = (t1 - t0) / H
    return sum(precip_rate(t0 + step * (i + 0.5)) for i in range(n)) * hours / n


def wind(t):
    pts = WIND
    if t <= pts[0][0]:
        return float(pts[0][1]), float(pts[0][2])
    for (t0, s0, d0), (t1, s1, d1) in zip(pts, pts[1:]):
        if t0 <= t <= t1:
            f = (t - t0) / (t1 - t0)
            s = s0 + (s1 - s0) * f
            dd = ((d1 - d0 + 180) % 360) - 180
            return s, (d0 + dd * f) % 360
    return float(pts[-1][1]), float(pts[-1][2])


def gust(t):
    s, _ = wind(t)
    return s * (1.85 if s >= 20 else 1.6)


def pressure(t):
    h = t.astimezone(CST).hour + t.astimezone(CST).minute / 60.0
    return series(PRESSURE, t) + 0.5 * math.cos(2 * math.pi * (h - 10.0) / 12.0)


def magnus_es(temp):
    return 6.112 * math.exp(17.62 * temp / (243.12 + temp))


def dew_point(t):
    return min(series(DEW, t), temperature(t) - 0.3)


def humidity(t):
    return clamp(magnus_es(dew_point(t)) / magnus_es(temperature(t)), 0.05, 1.0)


def apparent(temp, rh, wind_kmh):
    if temp <= 10.0 and wind_kmh > 4.8:
        v = wind_kmh ** 0.16
        return 13.12 + 0.6215 * temp - 11.37 * v + 0.3965 * temp * v
    e = rh * magnus_es(temp)
    return temp + 0.33 * e - 0.70 * (wind_kmh / 3.6) - 4.0


def visibility(t):
    rh = humidity(t)
    v = 30000.0 - 30000.0 * max(0.0, rh - 0.35) * 0.9
    r = precip_rate(t)
    if r > 0:
        v = min(v, 9000.0 / (1.0 + 12.0 * r))
    return clamp(v, 1500.0, 30000.0)


def uv_index(t):
    alt = sun_alt(t)
    if alt <= 0:
        return 0.0
    c = series(CLOUD, t)
    return 12.5 * math.sin(math.radians(alt)) ** 2.42 * (1.0 - 0.7 * c)


def daylight(t):
    return sun_alt(t) > -0.833


def cloud(t):
    return series(CLOUD, t)


def pop(t):
    return series(POP, t)


def trend(t):
    d = pressure(t) - pressure(t - 3 * H)
    return "rising" if d > 0.8 else "falling" if d < -0.8 else "steady"


# --------------------------------------------------------------------------------------
# condition vocabularies (one mapping per provider)
# --------------------------------------------------------------------------------------
def wk_sky(c):
    return ("Clear" if c < 0.125 else "MostlyClear" if c < 0.375 else "PartlyCloudy" if c < 0.625
            else "MostlyCloudy" if c < 0.875 else "Cloudy")


def wk_condition(c, rate_mm_h, wind_kmh):
    if rate_mm_h > 0:
        return "Flurries" if rate_mm_h < 0.1 else "Snow"
    if wind_kmh >= 40:
        return "Windy"
    if wind_kmh >= 25:
        return "Breezy"
    return wk_sky(c)


def wmo_code(c, amount_mm):
    if amount_mm > 0:
        return 71                      # snow fall: slight
    return 0 if c < 0.125 else 1 if c < 0.375 else 2 if c < 0.625 else 3


def qw_condition(c, amount_mm, is_day=True):
    """(icon, text) from the QWeather icon list (qwd/Icons, icons-list.json)."""
    if amount_mm > 0:
        return "400", "小雪"
    if c < 0.375:
        return ("100", "晴") if is_day else ("150", "晴")
    if c < 0.875:
        return ("101", "多云") if is_day else ("151", "多云")
    return "104", "阴"


def owm_weather(c, amount_mm, is_day):
    sfx = "d" if is_day else "n"
    if amount_mm > 0:
        return {"id": 600, "main": "Snow", "description": "light snow", "icon": "13" + sfx}
    p = c * 100
    if p <= 10:
        return {"id": 800, "main": "Clear", "description": "clear sky", "icon": "01" + sfx}
    if p <= 25:
        return {"id": 801, "main": "Clouds", "description": "few clouds", "icon": "02" + sfx}
    if p <= 50:
        return {"id": 802, "main": "Clouds", "description": "scattered clouds", "icon": "03" + sfx}
    if p <= 84:
        return {"id": 803, "main": "Clouds", "description": "broken clouds", "icon": "04" + sfx}
    return {"id": 804, "main": "Clouds", "description": "overcast clouds", "icon": "04" + sfx}


def beaufort(kmh):
    for b, lim in enumerate([1, 6, 12, 20, 29, 39, 50, 62, 75, 89, 103, 118]):
        if kmh < lim:
            return b
    return 12


def qw_scale(kmh, ranged):
    b = beaufort(kmh)
    if ranged and b <= 2:
        return "1-3"
    if ranged:
        return "%d-%d" % (b, b + 1)
    return str(b)


def qw_dir(deg):
    names = ["北风", "东北风", "东风", "东南风", "南风", "西南风", "西风", "西北风"]
    return names[int(((deg % 360) + 22.5) // 45) % 8]


QW_PHASE = {"new": ("新月", "800"), "waxingCrescent": ("蛾眉月", "801"), "firstQuarter": ("上弦月", "802"),
            "waxingGibbous": ("盈凸月", "803"), "full": ("满月", "804"), "waningGibbous": ("亏凸月", "805"),
            "thirdQuarter": ("下弦月", "806"), "waningCrescent": ("残月", "807")}


# --------------------------------------------------------------------------------------
# hourly / daily aggregation used by several providers
# --------------------------------------------------------------------------------------
def hour_sample(t):
    """Values of the hour starting at t (WeatherKit/QWeather/OWM convention)."""
    temp = temperature(t)
    rh = humidity(t)
    spd, wdir = wind(t)
    amt = precip_amount(t, t + H)
    return {"t": t, "temp": temp, "rh": rh, "dew": dew_point(t), "cloud": cloud(t), "wind": spd, "dir": wdir,
            "gust": gust(t), "p": pressure(t), "vis": visibility(t), "pop": pop(t), "amt": amt,
            "app": apparent(temp, rh, spd), "uv": uv_index(t), "day": daylight(t)}


def part(start, end):
    hs = [hour_sample(start + H * i) for i in range(int((end - start) / H))]
    return hs


ASTRO = {}


def astro(d):
    if d not in ASTRO:
        ASTRO[d] = astro_day(dt.datetime(d.year, d.month, d.day, tzinfo=CST))
    return ASTRO[d]


def day_dates(n):
    return [DAY0.date() + dt.timedelta(days=i) for i in range(n)]


def day_start(d):
    return dt.datetime(d.year, d.month, d.day, tzinfo=CST)


# --------------------------------------------------------------------------------------
# Apple WeatherKit REST (https://developer.apple.com/documentation/weatherkitrestapi)
# --------------------------------------------------------------------------------------
WK_ATTR = "https://developer.apple.com/weatherkit/data-source-attribution/"
ALERT_ID = str(uuid.uuid5(uuid.NAMESPACE_URL, "lit-fixture:beijing:cold-wave-blue:2026-11-30"))
ALERT_ISSUED = dt.datetime(2026, 11, 30, 7, 30, tzinfo=UTC)         # 15:30 local
ALERT_ONSET = dt.datetime(2026, 12, 2, 12, 0, tzinfo=UTC)           # 20:00 local, 2 Dec
ALERT_END = dt.datetime(2026, 12, 4, 4, 0, tzinfo=UTC)              # 12:00 local, 4 Dec


def wk_meta(expire, language=None, provider=None, reported=True):
    m = {"attributionURL": WK_ATTR, "expireTime": iso_z(READ + expire)}
    if language:
        m["language"] = language
    m["latitude"] = 39.904
    m["longitude"] = 116.407
    if provider:
        m["providerName"] = provider
    m["readTime"] = iso_z(READ)
    if reported:
        m["reportedTime"] = iso_z(READ - 20 * MIN)
    m["units"] = "m"
    m["version"] = 1
    return m


def wk_by_type(liquid):
    if liquid <= 0:
        return []
    snow = liquid * 10.0
    return [{"expected": rnd(liquid), "expectedSnow": rnd(snow), "maximumSnow": rnd(snow * 1.4),
             "minimumSnow": rnd(snow * 0.6), "precipitationType": "SNOW"}]


def wk_part(start, end):
    hs = part(start, end)
    n = len(hs)
    amt = sum(h["amt"] for h in hs)
    c = sum(h["cloud"] for h in hs) / n
    spd = sum(h["wind"] for h in hs) / n
    amt_r = rnd(amt)
    return {
        "forecastStart": iso_z(start), "forecastEnd": iso_z(end),
        "cloudCover": rnd(c), "conditionCode": wk_condition(c, amt_r / n if amt_r else 0, spd),
        "humidity": rnd(sum(h["rh"] for h in hs) / n),
        "precipitationAmount": amt_r, "precipitationAmountByType": wk_by_type(amt_r),
        "precipitationChance": rnd(max(h["pop"] for h in hs)),
        "precipitationType": "snow" if amt_r > 0 else "clear",
        "snowfallAmount": rnd(amt_r * 10.0),
        "windDirection": circ_mean([(h["dir"], h["wind"]) for h in hs]),
        "windSpeed": rnd(spd),
    }


def wk_day(d):
    s = day_start(d)
    e = s + dt.timedelta(days=1)
    a = astro(d)
    hs = part(s, e)
    amt = rnd(sum(h["amt"] for h in hs))
    day_hs = part(s + 7 * H, s + 19 * H)
    dc = sum(h["cloud"] for h in day_hs) / len(day_hs)
    dw = sum(h["wind"] for h in day_hs) / len(day_hs)
    if amt > 0:
        cond = "Snow" if amt >= 1.0 else "Flurries"
    else:
        cond = wk_condition(dc, 0, dw)
    out = {"forecastStart": iso_z(s), "forecastEnd": iso_z(e), "conditionCode": cond,
           "maxUvIndex": int(round(max(h["uv"] for h in hs if h["day"]))),
           "moonPhase": a["moonPhase"]}
    if "moonrise" in a:
        out["moonrise"] = iso_z(a["moonrise"])
    if "moonset" in a:
        out["moonset"] = iso_z(a["moonset"])
    out.update({
        "precipitationAmount": amt, "precipitationAmountByType": wk_by_type(amt),
        "precipitationChance": rnd(max(h["pop"] for h in hs)),
        "precipitationType": "snow" if amt > 0 else "clear",
        "snowfallAmount": rnd(amt * 10.0),
    })
    for k in ["solarMidnight", "solarNoon", "sunrise", "sunriseCivil", "sunriseNautical", "sunriseAstronomical",
              "sunset", "sunsetCivil", "sunsetNautical", "sunsetAstronomical"]:
        out[k] = iso_z(a[k])
    out["temperatureMax"] = rnd(max(h["temp"] for h in hs))
    out["temperatureMin"] = rnd(min(h["temp"] for h in hs))
    out["daytimeForecast"] = wk_part(s + 7 * H, s + 19 * H)
    out["overnightForecast"] = wk_part(s + 19 * H, s + 31 * H)
    if d == DAY0.date():
        out["restOfDayForecast"] = wk_part(READ, e)
    return out


def wk_hour(t):
    h = hour_sample(t)
    amt = rnd(h["amt"])
    return {
        "forecastStart": iso_z(t), "cloudCover": rnd(h["cloud"]),
        "conditionCode": wk_condition(h["cloud"], amt, h["wind"]),
        "daylight": h["day"], "humidity": rnd(h["rh"]),
        "precipitationAmount": amt, "precipitationIntensity": amt,
        "precipitationChance": rnd(h["pop"]), "precipitationType": "snow" if amt > 0 else "clear",
        "pressure": rnd(h["p"], 1), "pressureTrend": trend(t),
        "snowfallIntensity": rnd(amt * 10.0), "snowfallAmount": rnd(amt * 10.0),
        "temperature": rnd(h["temp"]), "temperatureApparent": rnd(h["app"]),
        "temperatureDewPoint": rnd(h["dew"]),
        "uvIndex": int(round(h["uv"])) if h["day"] else 0,
        "visibility": rnd(h["vis"], 1),
        "windDirection": int(round(h["dir"])) % 360, "windGust": rnd(h["gust"]), "windSpeed": rnd(h["wind"]),
    }


def weatherkit_weather():
    t = READ
    temp, rh = temperature(t), humidity(t)
    spd, wdir = wind(t)
    c = cloud(t)
    current = {
        "name": "CurrentWeather",
        "metadata": wk_meta(5 * MIN),
        "asOf": iso_z(t),
        "cloudCover": rnd(c), "cloudCoverLowAltPct": rnd(0.1 * c), "cloudCoverMidAltPct": rnd(0.4 * c),
        "cloudCoverHighAltPct": rnd(c),
        "conditionCode": wk_condition(c, 0, spd), "daylight": daylight(t), "humidity": rnd(rh),
        "precipitationIntensity": rnd(precip_rate(t)), "pressure": rnd(pressure(t), 1), "pressureTrend": trend(t),
        "temperature": rnd(temp), "temperatureApparent": rnd(apparent(temp, rh, spd)),
        "temperatureDewPoint": rnd(dew_point(t)), "uvIndex": int(round(uv_index(t))),
        "visibility": rnd(visibility(t), 1), "windDirection": int(round(wdir)) % 360,
        "windGust": rnd(gust(t)), "windSpeed": rnd(spd),
    }
    daily = {"name": "DailyForecast", "metadata": wk_meta(H), "days": [wk_day(d) for d in day_dates(10)]}
    hourly = {"name": "HourlyForecast", "metadata": wk_meta(H), "hours": [wk_hour(READ + H * i) for i in range(48)]}
    start = READ + MIN
    minutes = [{"startTime": iso_z(start + MIN * i), "precipitationChance": 0.0 if i < 30 else 0.01,
                "precipitationIntensity": 0.0} for i in range(60)]
    next_hour = {
        "name": "NextHourForecast",
        "metadata": wk_meta(5 * MIN, language="en-US", provider="Apple Weather", reported=False),
        "summary": [{"startTime": iso_z(start), "condition": "clear", "precipitationChance": 0.0,
                     "precipitationIntensity": 0.0}],
        "forecastStart": iso_z(start), "forecastEnd": iso_z(start + 60 * MIN),
        "minutes": minutes,
    }
    details = ("https://weatherkit.apple.com/alertDetails/index.html?ids=%s&lang=en-US&timezone=Asia/Shanghai"
               % ALERT_ID)
    alerts = {
        "name": "WeatherAlertCollection",
        "metadata": wk_meta(5 * MIN, language="en-US", provider="China Meteorological Administration",
                            reported=False),
        "detailsUrl": details,
        "alerts": [{
            "name": "WeatherAlertSummary", "id": ALERT_ID, "areaId": "110000", "areaName": "Beijing",
            "attributionURL": "https://www.nmc.cn/publish/alarm.html", "countryCode": "CN",
            "description": "Cold Wave Blue Warning",
            "effectiveTime": iso_z(ALERT_ISSUED), "eventOnsetTime": iso_z(ALERT_ONSET),
            "eventEndTime": iso_z(ALERT_END), "expireTime": iso_z(ALERT_END), "issuedTime": iso_z(ALERT_ISSUED),
            "detailsUrl": details, "phenomenon": "Cold Wave", "precedence": 0, "severity": "minor",
            "certainty": "likely", "urgency": "future", "responses": ["prepare", "monitor"],
            "source": "China Meteorological Administration", "eventSource": "CMA", "importance": "normal",
        }],
    }
    return {"currentWeather": current, "forecastDaily": daily, "forecastHourly": hourly,
            "forecastNextHour": next_hour, "weatherAlerts": alerts}


def weatherkit_attribution():
    return {
        "serviceName": "Apple Weather",
        "logoLight@1x": "/assets/branding/en/Apple_Weather_blk_en_1X_090122.png",
        "logoLight@2x": "/assets/branding/en/Apple_Weather_blk_en_2X_090122.png",
        "logoLight@3x": "/assets/branding/en/Apple_Weather_blk_en_3X_090122.png",
        "logoDark@1x": "/assets/branding/en/Apple_Weather_wht_en_1X_090122.png",
        "logoDark@2x": "/assets/branding/en/Apple_Weather_wht_en_2X_090122.png",
        "logoDark@3x": "/assets/branding/en/Apple_Weather_wht_en_3X_090122.png",
        "logoSquare@1x": "/assets/branding/square-mark.png",
        "logoSquare@2x": "/assets/branding/square-mark@2x.png",
        "logoSquare@3x": "/assets/branding/square-mark@3x.png",
    }


# --------------------------------------------------------------------------------------
# Open-Meteo (open-meteo/open-meteo openapi/forecast.yml; https://open-meteo.com/en/docs)
# --------------------------------------------------------------------------------------
OM_HOURLY_NULL_PP = 3      # last hours of precipitation_probability that are null
OM_HOURLY_NULL_VIS = 6     # last hours of visibility that are null


def om_header(lat, lon, gen_ms, elevation):
    return {"latitude": lat, "longitude": lon, "generationtime_ms": gen_ms, "utc_offset_seconds": 28800,
            "timezone": "Asia/Shanghai", "timezone_abbreviation": "GMT+8", "elevation": elevation}


def om_instant(t, acc):
    """Open-Meteo values at timestamp t; sums/maxima over the preceding `acc` period."""
    temp, rh = temperature(t), humidity(t)
    spd, wdir = wind(t)
    amt = precip_amount(t - acc, t) if acc > dt.timedelta(0) else 0.0
    g = max(gust(t - acc + (acc / 4) * i) for i in range(5))
    return temp, rh, spd, wdir, amt, g


def open_meteo_forecast():
    t = READ
    temp, rh, spd, wdir, amt, g = om_instant(t, 15 * MIN)
    c = cloud(t)
    p = pressure(t)
    current_units = {"time": "iso8601", "interval": "seconds", "temperature_2m": "°C", "relative_humidity_2m": "%",
                     "apparent_temperature": "°C", "is_day": "", "precipitation": "mm", "rain": "mm",
                     "showers": "mm", "snowfall": "cm", "weather_code": "wmo code", "cloud_cover": "%",
                     "pressure_msl": "hPa", "surface_pressure": "hPa", "wind_speed_10m": "km/h",
                     "wind_direction_10m": "°", "wind_gusts_10m": "km/h"}
    current = {"time": om_time(t), "interval": 900, "temperature_2m": rnd(temp, 1),
               "relative_humidity_2m": int(round(rh * 100)), "apparent_temperature": rnd(apparent(temp, rh, spd), 1),
               "is_day": 1 if daylight(t) else 0, "precipitation": rnd(amt, 1), "rain": 0.0, "showers": 0.0,
               "snowfall": rnd(amt * 0.7, 2), "weather_code": wmo_code(c, rnd(amt, 1)),
               "cloud_cover": int(round(c * 100)), "pressure_msl": rnd(p, 1),
               "surface_pressure": rnd(p - 5.8, 1), "wind_speed_10m": rnd(spd, 1),
               "wind_direction_10m": int(round(wdir)) % 360, "wind_gusts_10m": rnd(g, 1)}

    hourly_units = {"time": "iso8601", "temperature_2m": "°C", "relative_humidity_2m": "%", "dew_point_2m": "°C",
                    "apparent_temperature": "°C", "precipitation_probability": "%", "precipitation": "mm",
                    "rain": "mm", "showers": "mm", "snowfall": "cm", "weather_code": "wmo code",
                    "pressure_msl": "hPa", "cloud_cover": "%", "visibility": "m", "wind_speed_10m": "km/h",
                    "wind_direction_10m": "°", "wind_gusts_10m": "km/h", "uv_index": "", "is_day": ""}
    hourly = {k: [] for k in hourly_units}
    n = 7 * 24
    for i in range(n):
        ts = DAY0 + H * i
        temp, rh, spd, wdir, amt, g = om_instant(ts, H)
        amt = rnd(amt, 1)
        c = cloud(ts)
        hourly["time"].append(om_time(ts))
        hourly["temperature_2m"].append(rnd(temp, 1))
        hourly["relative_humidity_2m"].append(int(round(rh * 100)))
        hourly["dew_point_2m"].append(rnd(dew_point(ts), 1))
        hourly["apparent_temperature"].append(rnd(apparent(temp, rh, spd), 1))
        hourly["precipitation_probability"].append(None if i >= n - OM_HOURLY_NULL_PP else int(round(pop(ts) * 100)))
        hourly["precipitation"].append(amt)
        hourly["rain"].append(0.0)
        hourly["showers"].append(0.0)
        hourly["snowfall"].append(rnd(amt * 0.7, 2))
        hourly["weather_code"].append(wmo_code(c, amt))
        hourly["pressure_msl"].append(rnd(pressure(ts), 1))
        hourly["cloud_cover"].append(int(round(c * 100)))
        hourly["visibility"].append(None if i >= n - OM_HOURLY_NULL_VIS else rnd(round(visibility(ts) / 10.0) * 10.0, 1))
        hourly["wind_speed_10m"].append(rnd(spd, 1))
        hourly["wind_direction_10m"].append(int(round(wdir)) % 360)
        hourly["wind_gusts_10m"].append(rnd(g, 1))
        hourly["uv_index"].append(rnd(uv_index(ts), 2))
        hourly["is_day"].append(1 if daylight(ts) else 0)

    daily_units = {"time": "iso8601", "weather_code": "wmo code", "temperature_2m_max": "°C",
                   "temperature_2m_min": "°C", "apparent_temperature_max": "°C", "apparent_temperature_min": "°C",
                   "sunrise": "iso8601", "sunset": "iso8601", "uv_index_max": "", "precipitation_sum": "mm",
                   "rain_sum": "mm", "showers_sum": "mm", "snowfall_sum": "cm",
                   "precipitation_probability_max": "%", "wind_speed_10m_max": "km/h",
                   "wind_gusts_10m_max": "km/h", "wind_direction_10m_dominant": "°"}
    daily = {k: [] for k in daily_units}
    for di, d in enumerate(day_dates(7)):
        idx = range(di * 24, di * 24 + 24)
        a = astro(d)
        col = lambda k: [hourly[k][i] for i in idx if hourly[k][i] is not None]
        daily["time"].append(d.isoformat())
        daily["weather_code"].append(max(col("weather_code")))
        daily["temperature_2m_max"].append(max(col("temperature_2m")))
        daily["temperature_2m_min"].append(min(col("temperature_2m")))
        daily["apparent_temperature_max"].append(max(col("apparent_temperature")))
        daily["apparent_temperature_min"].append(min(col("apparent_temperature")))
        daily["sunrise"].append(om_time(a["sunrise"]))
        daily["sunset"].append(om_time(a["sunset"]))
        daily["uv_index_max"].append(max(col("uv_index")))
        daily["precipitation_sum"].append(rnd(sum(col("precipitation")), 1))
        daily["rain_sum"].append(0.0)
        daily["showers_sum"].append(0.0)
        daily["snowfall_sum"].append(rnd(sum(col("snowfall")), 2))
        daily["precipitation_probability_max"].append(max(col("precipitation_probability")))
        daily["wind_speed_10m_max"].append(max(col("wind_speed_10m")))
        daily["wind_gusts_10m_max"].append(max(col("wind_gusts_10m")))
        daily["wind_direction_10m_dominant"].append(
            circ_mean([(hourly["wind_direction_10m"][i], hourly["wind_speed_10m"][i]) for i in idx]))

    out = om_header(39.875, 116.375, 0.4649162292480469, 49.0)
    out.update({"current_units": current_units, "current": current, "hourly_units": hourly_units,
                "hourly": hourly, "daily_units": daily_units, "daily": daily})
    return out


ARCHIVE_NULL_DAYS = 2   # reanalysis lag: the last days of the window are not yet available


def open_meteo_archive():
    rng = random.Random(20261130)
    start = dt.date(2026, 10, 31)
    wet = {dt.date(2026, 11, 8): 3.4, dt.date(2026, 11, 9): 0.6, dt.date(2026, 11, 19): 0.9,
           dt.date(2026, 11, 20): 0.3}
    units = {"time": "iso8601", "temperature_2m_max": "°C", "temperature_2m_min": "°C",
             "precipitation_sum": "mm", "snowfall_sum": "cm"}
    daily = {k: [] for k in units}
    for i in range(30):
        d = start + dt.timedelta(days=i)
        frac = i / 29.0
        hi = 13.5 - 8.0 * frac + rng.uniform(-2.2, 2.2)
        lo = 2.5 - 5.5 * frac + rng.uniform(-2.0, 2.0)
        pr = wet.get(d, 0.0)
        if pr > 0:
            hi -= 3.0
        daily["time"].append(d.isoformat())
        if i >= 30 - ARCHIVE_NULL_DAYS:
            for k in ["temperature_2m_max", "temperature_2m_min", "precipitation_sum", "snowfall_sum"]:
                daily[k].append(None)
            continue
        daily["temperature_2m_max"].append(rnd(hi, 1))
        daily["temperature_2m_min"].append(rnd(min(lo, hi - 4.0), 1))
        daily["precipitation_sum"].append(rnd(pr, 1))
        daily["snowfall_sum"].append(0.0)
    out = om_header(39.9, 116.4, 0.2110004425048828, 49.0)
    out.update({"daily_units": units, "daily": daily})
    return out


def open_meteo_400():
    return {"error": True,
            "reason": "Cannot initialize WeatherVariable from invalid String value tempeture_2m for key hourly"}


# --------------------------------------------------------------------------------------
# QWeather v7 (https://dev.qweather.com/docs/): every payload value a string
# --------------------------------------------------------------------------------------
QW_LINK = "https://www.qweather.com/weather/beijing-101010100.html"
QW_REFER = {"sources": ["QWeather"], "license": ["QWeather Developers License"]}


def s_int(x):
    v = int(round(x))
    return str(0 if v == 0 else v)


def qweather_now():
    t = READ - 10 * MIN                      # observation 10 minutes before the read
    temp, rh = temperature(t), humidity(t)
    spd, wdir = wind(t)
    c = cloud(t)
    icon, text = qw_condition(c, 0, daylight(t))
    return {"code": "200", "updateTime": qw_time(READ - 5 * MIN), "fxLink": QW_LINK,
            "now": {"obsTime": qw_time(t), "temp": s_int(temp), "feelsLike": s_int(apparent(temp, rh, spd)),
                    "icon": icon, "text": text, "wind360": s_int(wdir % 360), "windDir": qw_dir(wdir),
                    "windScale": qw_scale(spd, False), "windSpeed": s_int(spd), "humidity": s_int(rh * 100),
                    "precip": "%.1f" % precip_amount(t - H, t), "pressure": s_int(pressure(t)),
                    "vis": s_int(visibility(t) / 1000.0), "cloud": "", "dew": s_int(dew_point(t))},
            "refer": QW_REFER}


QW_EMPTY_DEW_HOUR = 9       # index into the 24 hours whose `dew` is ""


def qweather_24h():
    first = READ + H                          # 17:00 local
    hours = []
    for i in range(24):
        h = hour_sample(first + H * i)
        icon, text = qw_condition(h["cloud"], rnd(h["amt"], 1), h["day"])
        hours.append({"fxTime": qw_time(h["t"]), "temp": s_int(h["temp"]), "icon": icon, "text": text,
                      "wind360": s_int(h["dir"] % 360), "windDir": qw_dir(h["dir"]),
                      "windScale": qw_scale(h["wind"], True), "windSpeed": s_int(h["wind"]),
                      "humidity": s_int(h["rh"] * 100), "pop": s_int(h["pop"] * 100),
                      "precip": "%.1f" % h["amt"], "pressure": s_int(h["p"]), "cloud": s_int(h["cloud"] * 100),
                      "dew": "" if i == QW_EMPTY_DEW_HOUR else s_int(h["dew"])})
    return {"code": "200", "updateTime": qw_time(READ - 25 * MIN), "fxLink": QW_LINK, "hourly": hours,
            "refer": QW_REFER}


def qw_hhmm(a, k):
    return a[k].astimezone(CST).strftime("%H:%M") if k in a else ""


def qweather_7d():
    days = []
    for d in day_dates(7):
        s = day_start(d)
        a = astro(d)
        allh = part(s, s + 24 * H)
        dayh = part(s + 7 * H, s + 19 * H)
        nighth = part(s + 19 * H, s + 31 * H)

        def cond(hs, is_day):
            amt = sum(h["amt"] for h in hs)
            c = sum(h["cloud"] for h in hs) / len(hs)
            return qw_condition(c, amt if amt >= 0.3 else 0, is_day)

        def wind_of(hs):
            spd = sum(h["wind"] for h in hs) / len(hs)
            return spd, circ_mean([(h["dir"], h["wind"]) for h in hs])

        iday, tday = cond(dayh, True)
        inight, tnight = cond(nighth, False)
        sd, dd = wind_of(dayh)
        sn, dn = wind_of(nighth)
        phase, picon = QW_PHASE[a["moonPhase"]]
        days.append({
            "fxDate": d.isoformat(), "sunrise": qw_hhmm(a, "sunrise"), "sunset": qw_hhmm(a, "sunset"),
            "moonrise": qw_hhmm(a, "moonrise"), "moonset": qw_hhmm(a, "moonset"),
            "moonPhase": phase, "moonPhaseIcon": picon,
            "tempMax": s_int(max(h["temp"] for h in allh)), "tempMin": s_int(min(h["temp"] for h in allh)),
            "iconDay": iday, "textDay": tday, "iconNight": inight, "textNight": tnight,
            "wind360Day": str(dd), "windDirDay": qw_dir(dd), "windScaleDay": qw_scale(sd, True),
            "windSpeedDay": s_int(sd),
            "wind360Night": str(dn), "windDirNight": qw_dir(dn), "windScaleNight": qw_scale(sn, True),
            "windSpeedNight": s_int(sn),
            "humidity": s_int(sum(h["rh"] for h in allh) / 24 * 100),
            "precip": "%.1f" % sum(h["amt"] for h in allh),
            "pressure": s_int(sum(h["p"] for h in allh) / 24),
            "vis": s_int(sum(h["vis"] for h in allh) / 24 / 1000.0),
            "cloud": s_int(sum(h["cloud"] for h in allh) / 24 * 100),
            "uvIndex": s_int(max(h["uv"] for h in allh)),
        })
    return {"code": "200", "updateTime": qw_time(READ - 25 * MIN), "fxLink": QW_LINK, "daily": days,
            "refer": QW_REFER}


def qweather_minutely():
    first = READ + 5 * MIN                    # 16:05 local
    return {"code": "200", "updateTime": qw_time(READ), "fxLink": QW_LINK, "summary": "未来两小时无降水",
            "minutely": [{"fxTime": qw_time(first + 5 * MIN * i), "precip": "0.00", "type": "rain"}
                         for i in range(24)],
            "refer": QW_REFER}


def qweather_alert():
    return {
        "metadata": {
            "tag": hashlib.sha256(b"lit-fixture:qweather-alert:beijing:2026-11-30T16:00").hexdigest(),
            "zeroResult": False,
            "attributions": ["https://developer.qweather.com/attribution.html",
                             "Alert data may be delayed or out of date. Refer to official sources for the latest data."],
        },
        "alerts": [{
            "id": "202611301530001100000001",
            "senderName": "中国气象局",
            "issuedTime": qw_time(ALERT_ISSUED),
            "messageType": {"code": "alert", "supersedes": []},
            "latestChange": None,
            "eventType": {"name": "寒潮", "code": "1005"},
            "urgency": "future",
            "severity": "minor",
            "certainty": "likely",
            "icon": "1005",
            "color": {"code": "blue", "red": 30, "green": 50, "blue": 205, "alpha": 1},
            "effectiveTime": qw_time(ALERT_ISSUED),
            "onsetTime": qw_time(ALERT_ONSET),
            "expireTime": qw_time(ALERT_END),
            "headline": "寒潮蓝色预警",
            "description": ("受强冷空气影响,预计12月2日夜间至4日,本市将出现寒潮天气,48小时内最低气温下降8℃左右,"
                            "4日早晨最低气温可达零下9℃,并伴有4～5级偏北风,阵风7级左右。(本预警为测试夹具编写的示例,非官方发布)"),
            "instruction": "注意防寒保暖,农业、畜牧业及户外作业应做好防冻措施。",
        }],
    }


def qweather_401():
    return {"error": {"status": 401, "type": "https://dev.qweather.com/docs/resource/error-code/#unauthorized",
                      "title": "Unauthorized",
                      "detail": "Authentication failed, please check your KEY or Token."}}


# --------------------------------------------------------------------------------------
# OpenWeatherMap One Call 3.0, units=metric (https://openweathermap.org/api/one-call-3)
# --------------------------------------------------------------------------------------
def ms(kmh):
    return rnd(kmh / 3.6)


def owm_hour(t):
    h = hour_sample(t)
    amt = rnd(h["amt"])
    o = {"dt": unix(t), "temp": rnd(h["temp"]), "feels_like": rnd(h["app"]), "pressure": int(round(h["p"])),
         "humidity": int(round(h["rh"] * 100)), "dew_point": rnd(h["dew"]), "uvi": rnd(h["uv"]),
         "clouds": int(round(h["cloud"] * 100)), "visibility": int(min(10000, round(h["vis"] / 10) * 10)),
         "wind_speed": ms(h["wind"]), "wind_deg": int(round(h["dir"])) % 360, "wind_gust": ms(h["gust"]),
         "weather": [owm_weather(h["cloud"], amt, h["day"])], "pop": rnd(h["pop"])}
    if amt > 0:
        o["snow"] = {"1h": amt}
    return o


def owm_summary(d, cond_day, amt, windy):
    if amt > 0:
        return "Expect a day of %s with snow" % cond_day
    if windy:
        return "Expect a day of %s with a fresh north-west wind" % cond_day
    return "There will be %s today" % cond_day


def owm_day(d):
    s = day_start(d)
    a = astro(d)
    hs = part(s, s + 24 * H)
    dayh = part(s + 7 * H, s + 19 * H)
    amt = rnd(sum(h["amt"] for h in hs))
    c = sum(h["cloud"] for h in dayh) / len(dayh)
    w = owm_weather(c, amt, True)
    sky = owm_weather(c, 0, True)["description"]
    tmp = lambda hh: rnd(temperature(s + hh * H))
    fl = lambda hh: rnd(apparent(temperature(s + hh * H), humidity(s + hh * H), wind(s + hh * H)[0]))
    noon = s + 12 * H
    top = max(hs, key=lambda h: h["wind"])
    phase = a.get("phaseExact", round(a["elongationNoon"] / 360.0, 2))
    o = {"dt": unix(noon), "sunrise": unix(a["sunrise"]), "sunset": unix(a["sunset"]),
         "moonrise": unix(a["moonrise"]) if "moonrise" in a else 0,
         "moonset": unix(a["moonset"]) if "moonset" in a else 0,
         "moon_phase": rnd(phase % 1.0),
         "summary": owm_summary(d, sky, amt, top["wind"] >= 25),
         "temp": {"day": tmp(12), "min": rnd(min(h["temp"] for h in hs)), "max": rnd(max(h["temp"] for h in hs)),
                  "night": tmp(24), "eve": tmp(18), "morn": tmp(6)},
         "feels_like": {"day": fl(12), "night": fl(24), "eve": fl(18), "morn": fl(6)},
         "pressure": int(round(pressure(noon))), "humidity": int(round(humidity(noon) * 100)),
         "dew_point": rnd(dew_point(noon)), "wind_speed": ms(top["wind"]), "wind_deg": int(round(top["dir"])) % 360,
         "wind_gust": ms(max(h["gust"] for h in hs)), "weather": [w], "clouds": int(round(c * 100)),
         "pop": rnd(max(h["pop"] for h in hs))}
    if amt > 0:
        o["snow"] = amt
    o["uvi"] = rnd(max(h["uv"] for h in hs))
    return o


def openweathermap_onecall():
    t = READ
    temp, rh = temperature(t), humidity(t)
    spd, wdir = wind(t)
    c = cloud(t)
    a = astro(DAY0.date())
    current = {"dt": unix(t), "sunrise": unix(a["sunrise"]), "sunset": unix(a["sunset"]), "temp": rnd(temp),
               "feels_like": rnd(apparent(temp, rh, spd)), "pressure": int(round(pressure(t))),
               "humidity": int(round(rh * 100)), "dew_point": rnd(dew_point(t)), "uvi": rnd(uv_index(t)),
               "clouds": int(round(c * 100)), "visibility": int(min(10000, round(visibility(t) / 10) * 10)),
               "wind_speed": ms(spd), "wind_deg": int(round(wdir)) % 360, "wind_gust": ms(gust(t)),
               "weather": [owm_weather(c, 0, daylight(t))]}
    minutely = [{"dt": unix(READ + MIN * (i + 1)), "precipitation": 0} for i in range(60)]
    return {
        "lat": 39.9042, "lon": 116.4074, "timezone": "Asia/Shanghai", "timezone_offset": 28800,
        "current": current, "minutely": minutely,
        "hourly": [owm_hour(READ + H * i) for i in range(48)],
        "daily": [owm_day(d) for d in day_dates(8)],
        "alerts": [{
            "sender_name": "China Meteorological Administration",
            "event": "Cold Wave Blue Warning",
            "start": unix(ALERT_ISSUED), "end": unix(ALERT_END),
            "description": ("A strong cold air mass will bring a cold wave to Beijing from the night of "
                            "2 December to 4 December: the minimum temperature will fall by about 8 °C within "
                            "48 hours, to about -9 °C on the morning of 4 December, with northerly winds of force 4 to 5 "
                            "gusting to force 7. (Composed fixture text, not an official warning.)"),
            "tags": ["Extreme temperature value"],
        }],
    }


def openweathermap_401():
    return {"cod": 401,
            "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}


# --------------------------------------------------------------------------------------
# output
# --------------------------------------------------------------------------------------
FILES = [
    ("weatherkit/weather.json", weatherkit_weather),
    ("weatherkit/availability.json", lambda: ["currentWeather", "forecastDaily", "forecastHourly", "weatherAlerts"]),
    ("weatherkit/attribution.json", weatherkit_attribution),
    ("weatherkit/401.json", lambda: {"reason": "NOT_ENABLED"}),
    ("open-meteo/forecast.json", open_meteo_forecast),
    ("open-meteo/archive.json", open_meteo_archive),
    ("open-meteo/400.json", open_meteo_400),
    ("qweather/now.json", qweather_now),
    ("qweather/24h.json", qweather_24h),
    ("qweather/7d.json", qweather_7d),
    ("qweather/minutely.json", qweather_minutely),
    ("qweather/alert.json", qweather_alert),
    ("qweather/401.json", qweather_401),
    ("openweathermap/onecall.json", openweathermap_onecall),
    ("openweathermap/401.json", openweathermap_401),
]


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False, indent=1, allow_nan=False) + "\n"


def all_strings(obj, path=""):
    """Paths of non-string leaves (QWeather v7 payloads must be strings only)."""
    if isinstance(obj, dict):
        return [p for k, v in obj.items() for p in all_strings(v, path + "." + k)]
    if isinstance(obj, list):
        return [p for i, v in enumerate(obj) for p in all_strings(v, "%s[%d]" % (path, i))]
    return [] if isinstance(obj, str) else [path]


def check():
    """Compare every file with a fresh rendering and verify a few structural facts."""
    problems = []
    for rel, fn in FILES:
        path = os.path.join(HERE, rel)
        want = dumps(fn()).encode("utf-8")
        try:
            with open(path, "rb") as f:
                have = f.read()
        except OSError:
            have = b""
        if have != want:
            problems.append("%s differs from a fresh rendering" % rel)
        if len(want) > 120 * 1024:
            problems.append("%s is larger than 120 KB" % rel)
        if rel.startswith("qweather/") and rel not in ("qweather/alert.json", "qweather/401.json"):
            bad = all_strings(json.loads(want))
            if bad:
                problems.append("%s has non-string values at %s" % (rel, ", ".join(bad[:5])))
    w = weatherkit_weather()
    counts = [(len(w["forecastHourly"]["hours"]), 48), (len(w["forecastDaily"]["days"]), 10),
              (len(w["forecastNextHour"]["minutes"]), 60), (len(open_meteo_forecast()["hourly"]["time"]), 168),
              (len(open_meteo_forecast()["daily"]["time"]), 7), (len(open_meteo_archive()["daily"]["time"]), 30),
              (len(qweather_24h()["hourly"]), 24), (len(qweather_7d()["daily"]), 7),
              (len(qweather_minutely()["minutely"]), 24), (len(openweathermap_onecall()["minutely"]), 60),
              (len(openweathermap_onecall()["hourly"]), 48), (len(openweathermap_onecall()["daily"]), 8)]
    for i, (have, want) in enumerate(counts):
        if have != want:
            problems.append("count check %d: %d != %d" % (i, have, want))
    om = open_meteo_forecast()
    for k, v in om["hourly"].items():
        if len(v) != 168:
            problems.append("open-meteo hourly.%s has %d values" % (k, len(v)))
    for p in problems:
        print("PROBLEM:", p)
    print("check:", "ok" if not problems else "%d problem(s)" % len(problems))
    return not problems


def main():
    import sys
    if "--check" in sys.argv[1:]:
        sys.exit(0 if check() else 1)
    for rel, fn in FILES:
        path = os.path.join(HERE, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(dumps(fn()))
        print("wrote", rel)


if __name__ == "__main__":
    main()
