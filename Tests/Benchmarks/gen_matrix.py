#!/usr/bin/env python3
"""Writes a synthetic literature matrix as CSV, the input of the import and publishing benchmarks.

    python3 Tests/Benchmarks/gen_matrix.py                       # 100,000 rows -> matrix.csv
    python3 Tests/Benchmarks/gen_matrix.py --rows 1000 --out small.csv --seed 7
    python3 Tests/Benchmarks/gen_matrix.py --wide --out wide.csv  # with the bibliographic columns
    python3 Tests/Benchmarks/gen_matrix.py --lf --bom --out excel.csv

The columns are the review matrix's seven, as `lit import` reads them and as import.sh and
publish.sh give them to the sqlite3 CLI and to Python:

    id,title,year,stack,data_source,reusable_point,limitation

`--wide` appends authors, venue, doi, url, language, tags, buckets, kind, timeliness,
data_sufficiency and reproducibility (valid values only: kinds principle|engineering|data,
ratings high|medium|low, one DOI per work), for trying the whole schema; the benchmarks use the
seven columns.

What the file exercises:

* UTF-8 without a byte-order mark (`--bom` adds one, as Excel writes it), text in Chinese, in
  English and mixed, about 400 bytes a row: 100,000 rows make about 38.5 MiB.
* RFC 4180: CRLF after every record (`--lf` for bare LF), a header line, fields quoted only when
  they must be; fields with commas, with double quotes (doubled inside quotes) and with line
  breaks (LF) inside quotes, from titles pasted from PDFs and notes written as lists.
* Edge spaces as spreadsheets export them, not quoted unless the field needs quotes anyway: about
  1 % of `stack` values end in a space and 0.5 % of `data_source` values start with one. A reader
  that trims fields loses them.
* Ids 1..ROWS, unique; years 1995-2025 (more recent works more often), about 1 % empty; a few
  empty notes.

The output is a function of --rows, --seed and the flags alone: the generator uses its own
SplitMix64 sequence and integer arithmetic (not the `random` module, not floating point), so the
same arguments give a byte-identical file on every run and on every Python from 3.8 (checked with
3.8 to 3.13). Rows are drawn in order, so the first N rows of any run are exactly the file
`--rows N` writes with the same seed and flags (publish.sh takes its smaller matrix that way).
Standard library only.
"""

import argparse
import csv
import hashlib
import os
import sys

MASK = (1 << 64) - 1


class SplitMix64:
    """A small, fully specified pseudo-random sequence (Steele, Lea and Flood, 2014)."""

    def __init__(self, seed):
        self.state = seed & MASK
        self.spare = 0  # unused 16-bit pieces of the last output, for small draws
        self.pieces = 0

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, n):
        """0 <= k < n. Small ranges take 16 bits of an output each, four to an output; the modulo
        bias (at most n/65536 for those) is far below anything a benchmark could notice."""
        if n > 1024:
            return self.next() % n
        if self.pieces == 0:
            self.spare, self.pieces = self.next(), 4
        piece = self.spare & 0xFFFF
        self.spare >>= 16
        self.pieces -= 1
        return piece % n

    def between(self, low, high):
        """low <= k <= high."""
        return low + self.below(high - low + 1)

    def per_mille(self, p):
        """True with probability p/1000."""
        return self.below(1000) < p

    def one(self, items):
        return items[self.below(len(items))]

    def some(self, items, count):
        """`count` different items, in the order drawn."""
        pool = list(items)
        chosen = []
        for _ in range(min(count, len(pool))):
            chosen.append(pool.pop(self.below(len(pool))))
        return chosen


# Vocabulary: a review of weather apps and the engineering around them.

SUBJECTS = [  # (Chinese, English): the same subject, for titles that give both
    ("天气应用的缓存设计", "weather app caching"), ("移动端定位精度", "location accuracy on phones"),
    ("城市降水临近预报", "precipitation nowcasting"), ("气象数据接口选型", "weather API selection"),
    ("离线优先的移动应用", "offline-first mobile apps"), ("SwiftUI 界面状态管理", "state management in SwiftUI"),
    ("天气预警推送", "severe weather alerting"), ("坐标系转换（WGS-84 与 GCJ-02）", "datum conversion"),
    ("地理编码与逆地理编码", "reverse geocoding"), ("数值预报产品后处理", "forecast post-processing"),
    ("移动网络下的请求合并", "request coalescing on mobile networks"),
    ("空气质量指数展示", "air quality communication"), ("预报不确定性的表达", "forecast uncertainty display"),
    ("低功耗后台刷新", "background refresh budgets"), ("跨平台 Swift 服务端", "server-side Swift"),
    ("HTTP 缓存语义", "HTTP caching semantics"), ("时区与夏令时处理", "time zone handling"),
]
SUBJECTS_ZH = [zh for zh, _ in SUBJECTS]
SUBJECTS_EN = [en for _, en in SUBJECTS]
METHODS_ZH = [
    "分层缓存", "卡尔曼滤波", "集合预报", "深度学习外推", "用户访谈", "问卷调查", "对照实验",
    "日志分析", "可用性测试", "MVVM 架构", "响应式编程",
]
METHODS_EN = [
    "a two-level LRU cache", "Kalman filtering", "ensemble statistics", "optical-flow extrapolation",
    "semi-structured interviews", "a diary study", "A/B testing", "trace-driven simulation",
    "the MVVM pattern", "structured concurrency", "conditional requests (ETag, Last-Modified)",
]
SETTINGS_ZH = ["高校学生", "城市通勤者", "农业生产", "户外运动", "物流调度", "老年用户"]
SETTINGS_EN = ["commuters", "farmers", "hikers", "delivery fleets", "older adults", "students"]
QUALIFIERS = ["an empirical study", "a case study", "a survey", "lessons learned", "a replication",
              "design and evaluation", "a field study", "an experience report"]

STACK = [
    "Swift 6", "SwiftUI", "UIKit", "Combine", "Core Location", "MapKit", "WeatherKit", "SQLite 3",
    "Core Data", "Kotlin", "Jetpack Compose", "Flutter", "React Native", "Python 3.12", "pandas",
    "PyTorch", "xarray", "GRIB2", "NetCDF-4", "PostgreSQL 16", "Redis 7", "Vapor 4", "SwiftNIO",
    "Go 1.22", "Rust", "WRF 4.5", "Open-Meteo API", "QWeather API",
]
SOURCES = [
    "ERA5 hourly reanalysis", "GFS 0.25° forecasts", "ECMWF open data", "CMA 国家级地面气象站",
    "风云四号 A 星 AGRI L1", "中国气象局雷达拼图", "NOAA ISD station records", "METAR/TAF reports",
    "App Store reviews (n={n})", "自建问卷（n={n}）", "用户访谈 {k} 人", "device logs of {k} volunteers",
    "HTTP access logs, {k} days", "synthetic traces", "CNKI 检索结果", "Web of Science Core Collection",
    "Crossref metadata", "OpenStreetMap extracts",
]
SOURCES_WITH_COMMAS = [
    "ERA5, GFS and ICON, 2018–2023", "中国气象局, 国家气象信息中心, 2016-2024",
    "CNKI, Wanfang, Web of Science", "GPS, Wi-Fi and cell fixes, {k} phones",
    "Open-Meteo, QWeather, OpenWeatherMap (free tiers)",
]

REUSE_EN = [
    "The design built on {m} transfers directly to {s}.",
    "Gives a clear baseline for {s}; the code and the data are public.",
    "Measures p50, p95 and p99 latency, not only the mean, over {n} requests.",
    "Rounds coordinates to 0.01° before using them as cache keys, which bounds the key space.",
    "Separates the data layer from the view models, so the provider can be swapped.",
    "Reports the battery cost per refresh ({k} mAh a day).",
    "Its evaluation protocol (warm-up, then {k} measured runs) is easy to reproduce.",
]
REUSE_ZH = [
    "{sz}的评价框架可以直接复用，特别是数据集的划分方式。",
    "作者公开了代码和数据，便于复现{sz}的实验。",
    "采用{mz}，思路可以迁移到{tz}场景。",
    "给出了命中率、延迟和耗电三项指标，可作为我们的对照。",
    "实验环境（{k} 台真机、一周数据）与我们的条件接近。",
    "对{tz}的需求调研（n={n}）可以支撑我们的界面设计。",
]
LIMIT_EN = [
    "Evaluated in one city only; whether it holds for {s} is open.",
    "Small sample (n={n}) and no confidence intervals.",
    "Reports mean latency only; tail latency and coordinated omission are not addressed.",
    "The implementation is closed, so the results cannot be reproduced.",
    "The data end in {y}; newer sensors and models are not covered.",
    "Assumes a warm cache; the cold start is not measured.",
    "Compares against an outdated baseline from {y}.",
]
LIMIT_ZH = [
    "仅在{tz}场景验证，样本量有限（n={n}）。",
    "只报告了平均值，没有尾延迟。",
    "数据截止到 {y} 年，时效性不足。",
    "代码未开源，难以复现。",
    "对{sz}的定义与主流文献不一致。",
    "没有讨论定位失败或网络中断时的表现。",
]
QUOTED = [
    'The authors call this "real time", although updates arrive every 15 minutes.',
    'Claims a "99% cache hit rate" on a trace of only one day.',
    '作者所说的"精准定位"实际误差在 500 米左右。',
    'The "survey" covers only 9 papers.',
    'Uses "nowcast" for forecasts up to 6 hours ahead, wider than the usual meaning.',
]
SUBTITLES = ["Extended version", "Technical report", "Supplementary material", "扩展版"]

# --wide only.
FAMILY_ZH = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈")
GIVEN_ZH = list("伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍建国志文斌宇浩凯晨欣怡子涵")
FAMILY_EN = ["Smith", "Müller", "García", "Nguyen", "Kowalski", "O'Brien", "Tanaka", "Rossi", "Kim",
             "Johansson", "Dubois", "Silva", "Novak", "Patel", "Schmidt", "Andersen", "Wang", "Chen"]
GIVEN_EN = ["A.", "B. J.", "C.", "D. M.", "E.", "F.", "H. K.", "J.", "L.", "M. A.", "P.", "R.", "S.",
            "T.", "Y."]
VENUES_ZH = [  # (venue, DOI form or "" when the venue gives none, URL form or "")
    ("计算机学报", "10.11897/SP.J.1016.{y}.{r}", ""), ("软件学报", "10.13328/j.cnki.jos.{r}", ""),
    ("气象学报", "10.11676/qxxb{y}.{r}", ""), ("应用气象学报", "10.11898/1001-7313.{y}{r}", ""),
    ("测绘学报", "10.11947/j.AGCS.{y}.{r}", ""), ("计算机应用研究", "10.19734/j.issn.1001-3695.{y}.{r}", ""),
    ("中国科学：信息科学", "10.1360/SSI-{y}-{r}", ""),
    ("硕士学位论文", "", "https://kns.cnki.net/kcms2/article/abstract?v={h}"),
    ("个人技术博客", "", "https://blog.example.com/{y}/{r}.html"),
]
VENUES_EN = [
    ("IEEE Transactions on Mobile Computing", "10.1109/TMC.{y}.{v}", ""),
    ("ACM Transactions on Computer-Human Interaction", "10.1145/{v}", ""),
    ("Bulletin of the American Meteorological Society", "10.1175/BAMS-D-{yy}-{r}.1", ""),
    ("Weather and Forecasting", "10.1175/WAF-D-{yy}-{r}.1", ""),
    ("Proceedings of MobiSys", "10.1145/{v}", ""), ("Proceedings of CHI", "10.1145/{v}", ""),
    ("Proceedings of USENIX ATC", "", "https://www.usenix.org/conference/atc{yy}/presentation/p{r}"),
    ("arXiv preprint", "", "https://arxiv.org/abs/{yy}{mm}.{r5}"),
    ("Apple Developer Documentation", "", "https://developer.apple.com/documentation/weatherkit"),
    ("Swift.org blog", "", "https://www.swift.org/blog/"),
]
TAGS = ["cache", "缓存", "location", "定位", "GCJ-02", "nowcasting", "临近预报", "SwiftUI", "MVVM",
        "offline", "离线", "alerts", "预警", "latency", "battery", "usability", "可用性", "API", "HTTP",
        "WeatherKit", "reproducibility", "survey", "问卷"]
BUCKETS = [  # lit's four default buckets first, each under its Chinese and its English name
    ("定位", "location"), ("数据获取", "data acquisition"), ("界面表达", "UI presentation"),
    ("异常与性能", "errors and performance"), ("缓存", "caching"), ("架构", "architecture"),
]
KINDS = ["principle", "engineering", "data"]
RATINGS = ["high", "medium", "low"]

CORE_COLUMNS = ["id", "title", "year", "stack", "data_source", "reusable_point", "limitation"]
WIDE_COLUMNS = ["authors", "venue", "doi", "url", "language", "tags", "buckets", "kind",
                "timeliness", "data_sufficiency", "reproducibility"]


def year_of(rng):
    """1995-2025, recent years more often (the larger of two uniform draws)."""
    a, b = rng.below(31), rng.below(31)
    return 1995 + max(a, b)


def upper_first(text):
    return text[:1].upper() + text[1:]


def title_of(rng):
    s_zh, s_en = rng.one(SUBJECTS)
    form = rng.below(8)
    if form == 0:
        text = f"基于{rng.one(METHODS_ZH)}的{s_zh}研究"
    elif form == 1:
        text = f"面向{rng.one(SETTINGS_ZH)}的{s_zh}：设计与实现"
    elif form == 2:
        text = f"{s_zh}综述"
    elif form == 3:
        text = f"{upper_first(s_en)} with {rng.one(METHODS_EN)}: {rng.one(QUALIFIERS)}"
    elif form == 4:
        text = f"Towards {s_en} for {rng.one(SETTINGS_EN)}"
    elif form == 5:
        text = f"{s_zh}（{s_en}）：{rng.one(QUALIFIERS)}"
    elif form == 6:
        text = f'What "{s_en}" means in practice, {rng.between(2, 12)} years on'
    else:
        text = f"{upper_first(s_en)}, revisited: {rng.between(3, 60)} apps, {rng.between(2, 9)} countries"
    if rng.per_mille(4):  # a subtitle pasted from a PDF, line break included
        text += "\n" + rng.one(SUBTITLES) + ": " + rng.one(SUBJECTS_EN)
    return text


def stack_of(rng):
    items = rng.some(STACK, rng.between(1, 4))
    joiner = rng.one(["; ", "; ", "; ", ", ", ", ", " + ", "、"])
    text = joiner.join(items)
    if rng.per_mille(10):
        text += " "
    return text


def source_of(rng):
    if rng.per_mille(150):
        text = rng.one(SOURCES_WITH_COMMAS)
    else:
        text = rng.one(SOURCES)
        if rng.per_mille(300):
            start = rng.between(1990, 2020)
            text += f" ({start}–{start + rng.between(1, 5)})"
    text = text.format(n=rng.between(20, 4000), k=rng.between(3, 90))
    if rng.per_mille(5):
        text = " " + text
    return text


class Slots(dict):
    """The values of a sentence template, each drawn when the template first names it."""

    def __init__(self, rng, year):
        super().__init__(y=year)
        self.rng = rng

    draws = {
        "s": lambda rng: rng.one(SUBJECTS_EN), "m": lambda rng: rng.one(METHODS_EN),
        "sz": lambda rng: rng.one(SUBJECTS_ZH), "mz": lambda rng: rng.one(METHODS_ZH),
        "tz": lambda rng: rng.one(SETTINGS_ZH), "n": lambda rng: rng.between(12, 6000),
        "k": lambda rng: rng.between(3, 90),
    }

    def __missing__(self, key):
        value = self.draws[key](self.rng)
        self[key] = value
        return value


def note_of(rng, english, chinese, year, empty_per_mille):
    if rng.per_mille(empty_per_mille):
        return ""
    count = rng.between(1, 3)
    templates = []  # different sentences, in Chinese or English
    while len(templates) < count:
        template = rng.one(chinese) if rng.per_mille(450) else rng.one(english)
        if template not in templates:
            templates.append(template)
    parts = [template.format_map(Slots(rng, year)) for template in templates]
    if rng.per_mille(60):
        parts.insert(rng.below(len(parts) + 1), rng.one(QUOTED))
    if rng.per_mille(50):  # a list typed into the cell: line breaks inside the field
        return "Notes:\n- " + "\n- ".join(parts)
    return " ".join(parts)


def wide_of(rng, number, title, year):
    """The bibliographic and classification columns of one work. Every DOI carries the row number,
    so no two works share one (lit import skips a work whose DOI it already has as a duplicate)."""
    chinese = any("\u4e00" <= c <= "\u9fff" for c in title)
    count = rng.between(1, 6)
    if chinese and rng.per_mille(850):
        names = [rng.one(FAMILY_ZH) + "".join(rng.one(GIVEN_ZH) for _ in range(rng.between(1, 2)))
                 for _ in range(count)]
    else:
        names = [f"{rng.one(FAMILY_EN)}, {rng.one(GIVEN_EN)}" for _ in range(count)]
    in_own_language = rng.per_mille(900)  # the other 10 %: English titles in Chinese venues and back
    venue, doi_form, url_form = rng.one(VENUES_ZH if chinese == in_own_language else VENUES_EN)
    slots = dict(y=year, yy=f"{year % 100:02d}", mm=f"{rng.between(1, 12):02d}", r=f"{number:06d}",
                 r5=f"{number % 100_000:05d}", v=3_500_000 + number, h=f"{number:08x}{rng.next() >> 32:08x}")
    doi = doi_form.format(**slots) if doi_form and rng.per_mille(850) else ""
    if doi and rng.per_mille(500):
        url = "https://doi.org/" + doi
    else:
        url = url_form.format(**slots)
    ratings = [("" if rng.per_mille(150) else rng.one(RATINGS)) for _ in range(3)]
    return [
        "; ".join(names),
        venue,
        doi,
        url,
        "zh" if chinese else "en",
        "; ".join(rng.some(TAGS, rng.between(0, 5))),
        "; ".join(pair[0 if chinese else 1] for pair in rng.some(BUCKETS, rng.between(1, 2))),
        "" if rng.per_mille(50) else rng.one(KINDS),
    ] + ratings


def row_of(rng, number, wide):
    year = year_of(rng)
    title = title_of(rng)
    shown_year = "" if rng.per_mille(10) else str(year)
    row = [
        str(number),
        title,
        shown_year,
        stack_of(rng),
        source_of(rng),
        note_of(rng, REUSE_EN, REUSE_ZH, year, 20),
        note_of(rng, LIMIT_EN, LIMIT_ZH, year, 40),
    ]
    if wide:
        row += wide_of(rng, number, title, year)
    return row


def main(argv=None):
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=100_000, help="data rows (default 100000)")
    parser.add_argument("--seed", type=int, default=7714, help="seed of the sequence (default 7714)")
    parser.add_argument("--out", default="matrix.csv", help="file to write (default matrix.csv)")
    parser.add_argument("--lf", action="store_true", help="end records with LF instead of CRLF")
    parser.add_argument("--bom", action="store_true", help="start with a UTF-8 byte-order mark")
    parser.add_argument("--wide", action="store_true", help="append the bibliographic and appraisal columns")
    options = parser.parse_args(argv)
    if options.rows < 0:
        parser.error("--rows must be 0 or more")

    rng = SplitMix64(options.seed)
    header = CORE_COLUMNS + (WIDE_COLUMNS if options.wide else [])
    tally = Tally()
    with open(options.out, "w", encoding="utf-8-sig" if options.bom else "utf-8", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n" if options.lf else "\r\n", quoting=csv.QUOTE_MINIMAL)
        writer.writerow(header)
        for number in range(1, options.rows + 1):
            row = row_of(rng, number, options.wide)
            tally.add(row)
            writer.writerow(row)
    digest = hashlib.sha256()
    with open(options.out, "rb") as handle:
        while block := handle.read(1 << 20):
            digest.update(block)
    size = os.path.getsize(options.out)
    print(f"gen_matrix: {options.out}: {options.rows} rows, {len(header)} columns, {size} bytes "
          f"({size / 2**20:.1f} MiB), sha256 {digest.hexdigest()}; {tally}", file=sys.stderr)


class Tally:
    """How many fields of each awkward sort the file has, for the summary line."""

    def __init__(self):
        self.quoted = self.commas = self.quotes = self.breaks = self.edges = self.empty = 0

    def add(self, row):
        for field in row:
            if not field:
                self.empty += 1
                continue
            comma, quote, line_break = "," in field, '"' in field, "\n" in field
            self.quoted += comma or quote or line_break
            self.commas += comma
            self.quotes += quote
            self.breaks += line_break
            self.edges += field[0] == " " or field[-1] == " "

    def __str__(self):
        return (f"{self.quoted} quoted fields ({self.commas} with commas, {self.quotes} with quotes, "
                f"{self.breaks} with line breaks), {self.edges} with an edge space, {self.empty} empty")


if __name__ == "__main__":
    main()
