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
                "id,name,zh,country,region,population,location,timezone\r\n2038120,Chaoyang,朝阳市,CN,Shenyang 沈阳,410005,")
        )
        #expect(await lit.run(["city", "search", "Atlantis-under-the-sea"]).status == 1)
    }
}
