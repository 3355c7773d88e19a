#!/usr/bin/env python3
"""Peer for the import benchmark: Python's csv + sqlite3, one transaction, typed table."""
import csv
import sqlite3
import sys

csv_path, db_path = sys.argv[1], sys.argv[2]
connection = sqlite3.connect(db_path)
connection.execute(
    "CREATE TABLE matrix(id INTEGER PRIMARY KEY, title TEXT NOT NULL, year INTEGER, stack TEXT,"
    " data_source TEXT, reusable_point TEXT, limitation TEXT)")
with open(csv_path, newline="", encoding="utf-8-sig") as handle:
    rows = csv.reader(handle)
    next(rows)
    connection.executemany("INSERT INTO matrix VALUES (?,?,?,?,?,?,?)", rows)
connection.commit()
connection.close()
