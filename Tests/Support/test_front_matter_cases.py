"""The front-matter cases lit's reader is tested on, checked with a real YAML parser (PyYAML):
/usr/bin/python3 -m unittest Tests/Support/test_front_matter_cases.py (Debian's python3-yaml)."""

import json
import os
import unittest

import yaml

CASES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "front-matter-cases.json")


class FrontMatterCases(unittest.TestCase):
    def test_every_case_reads_in_pyyaml_as_lit_expects(self):
        with open(CASES, encoding="utf-8") as file:
            cases = json.load(file)
        self.assertGreater(len(cases), 15)
        for case in cases:
            with self.subTest(yaml=case["yaml"]):
                loaded = yaml.safe_load(case["yaml"])
                self.assertEqual(loaded, {case["key"]: case["value"]})


if __name__ == "__main__":
    unittest.main()
