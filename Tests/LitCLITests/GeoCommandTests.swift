import Testing

@Suite struct GeoCommandTests {
    @Test func convertsInEveryDirectionAndMeasures() async {
        let lit = LitInProcess()
        #expect(
            await lit.run(["geo", "convert", "--from", "wgs84", "--to", "gcj02", "39.915,116.404"]).out
                == "39.916404282,116.410244499\n")
        #expect(
            await lit.run(["geo", "convert", "--from", "bd09", "--to", "gcj02", "39.915,116.404"]).out
                == "39.908656740,116.397627291\n")
        #expect(
            await lit.run(["geo", "convert", "--from", "wgs84", "--to", "bd09", "39.7392,-104.9903"]).out
                == "39.739200000,-104.990300000\n")
        #expect(
            await lit.run([
                "geo", "distance", "31.17530398364597,121.531541859215", "39.91334545536069,116.38404722455657",
            ]).out == "1076959.8\n")
        #expect(await lit.run(["geo", "convert", "--from", "wgs84", "--to", "mars", "1,2"]).status == 64)
        #expect(await lit.run(["geo", "distance", "91,0", "0,0"]).status == 64)
    }
}

@Suite struct CityCommandTests {
    @Test func searchShowsHomonymsWithTheirRegions() async {
        let lit = LitInProcess()
        let found = await lit.run(["city", "search", "朝阳市", "--format", "csv", "--limit", "2"])
        #expect(found.status == 0)
        #expect(
            found.out.hasPrefix(
                "id,name,zh,country,region,population,location,timezone\r\n2038120,Chaoyang,朝阳市,CN,Liaoning,410005,")
        )
        #expect(await lit.run(["city", "search", "Atlantis-under-the-sea"]).status == 1)
    }
}

@Suite struct SavedCityCommandTests {
    @Test func citiesAreAddedOrderedAndRefreshedByThePolicy() async {
        let lit = await LitInProcess.initialised()
        #expect(await lit.run(["city", "add", "北京"]).status == 0)
        #expect(await lit.run(["city", "add", "上海"]).status == 0)
        #expect(await lit.run(["city", "add", "39.92,116.44", "--name", "北京", "--datum", "gcj02"]).status == 0)
        let ambiguous = await lit.run(["city", "rm", "北京"])
        #expect(ambiguous.status == 1 && ambiguous.err.contains("2 cities are named '北京': use an id"))
        #expect(await lit.run(["city", "move", "上海", "1"]).out == "上海 is now #1\n")
        let refreshed = await lit.run(["city", "refresh"])
        #expect(refreshed.out == "北京: refreshed\n")  // the current city, first added, was never fetched
        #expect(await lit.run(["city", "refresh"]).out.hasPrefix("nothing to refresh"))
        #expect(await lit.run(["city", "refresh", "--all"]).out.split(separator: "\n").count == 3)
        let list = await lit.run(["city", "list", "--format", "csv"])
        #expect(list.out.contains(",上海,\"31.22222,121.45806\",wgs84,Asia/Shanghai,"))
        #expect(await lit.run(["city", "move", "上海", "9"]).status == 64)
    }
}
