#!/usr/bin/env python3
"""Writes N records as RIS and as BibTeX (the same works), mixed Chinese and English, with authors,
keywords and multi-line abstracts: the input of Tests/Benchmarks/references.sh. Deterministic."""
import argparse
import random

WORDS_EN = "weather cache location forecast swift ios architecture latency energy offline map refresh".split()
WORDS_ZH = "天气 缓存 定位 预报 架构 离线 地图 刷新 能耗 延迟 应用 设计".split()
SURNAMES = "张 王 李 赵 刘 陈 杨 黄 周 吴".split()


def record(index, rng):
    chinese = index % 2 == 0
    words = WORDS_ZH if chinese else WORDS_EN
    title = ("" if chinese else " ").join(rng.choice(words) for _ in range(6)) + f" {index}"
    if chinese:
        authors = [rng.choice(SURNAMES) + rng.choice(WORDS_ZH) for _ in range(rng.randint(1, 4))]
    else:
        authors = [f"Author{rng.randint(1, 500)}, {chr(65 + rng.randint(0, 25))}." for _ in range(rng.randint(1, 4))]
    keywords = rng.sample(words, 4)
    abstract = [("" if chinese else " ").join(rng.choice(words) for _ in range(30)) for _ in range(3)]
    return {
        "title": title, "authors": authors, "journal": ("软件学报" if chinese else "Journal of Systems"),
        "year": 2000 + index % 25, "volume": index % 40 + 1, "issue": index % 12 + 1,
        "pages": f"{index % 90 + 1}-{index % 90 + 12}", "doi": f"10.1000/bench.{index}",
        "keywords": keywords, "abstract": abstract,
    }


def ris(work):
    lines = ["TY  - JOUR"] + [f"AU  - {a}" for a in work["authors"]]
    lines += [f"TI  - {work['title']}", f"T2  - {work['journal']}", f"PY  - {work['year']}",
              f"VL  - {work['volume']}", f"IS  - {work['issue']}"]
    start, end = work["pages"].split("-")
    lines += [f"SP  - {start}", f"EP  - {end}", f"DO  - {work['doi']}"]
    lines += [f"KW  - {k}" for k in work["keywords"]]
    lines += [f"AB  - {' '.join(work['abstract'])}", "ER  - ", ""]
    return "\n".join(lines)


def bibtex(work, index):
    fields = {
        "author": " and ".join(work["authors"]), "title": "{" + work["title"] + "}", "journal": work["journal"],
        "year": str(work["year"]), "volume": str(work["volume"]), "number": str(work["issue"]),
        "pages": work["pages"].replace("-", "--"), "doi": work["doi"], "keywords": ", ".join(work["keywords"]),
        "abstract": "\n  ".join(work["abstract"]),
    }
    body = ",\n".join(f"  {name} = {{{value}}}" for name, value in fields.items())
    return f"@article{{key{index},\n{body}\n}}\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=10000)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    rng = random.Random(7)
    works = [record(i, rng) for i in range(args.records)]
    with open(f"{args.out}/refs.ris", "w", encoding="utf-8") as out:
        out.write("\n".join(ris(w) for w in works))
    with open(f"{args.out}/refs.bib", "w", encoding="utf-8") as out:
        out.write("\n".join(bibtex(w, i) for i, w in enumerate(works)))


if __name__ == "__main__":
    main()
