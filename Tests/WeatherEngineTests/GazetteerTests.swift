import Foundation
import TestSupport
import Testing
import WeatherEngine

@Suite struct GazetteerTests {
    static let gazetteer = try! Gazetteer(path: LitProcess.repositoryRoot + "/Fixtures/cities.tsv")

    @Test func findsCitiesInChineseOrEnglishMostPopulousFirst() {
        #expect(Self.gazetteer.cities.count > 37_000)
        #expect(Self.gazetteer.search("北京").first?.id == 1_816_670)
        #expect(Self.gazetteer.search("北京市").first?.id == 1_816_670)
        #expect(Self.gazetteer.search("Chengdu").first?.id == 1_815_286)
        #expect(Self.gazetteer.search("chengd").first?.name == "Chengdu")
        #expect(Self.gazetteer.search("拉萨").first?.id == 1_280_737)
        #expect(Self.gazetteer.search("nowhere-at-all").isEmpty)
    }

    @Test func homonymsAreToldApartByRegionAndCountry() {
        let chaoyang = Self.gazetteer.search("朝阳", limit: 20).filter { $0.name == "Chaoyang" }
        #expect(chaoyang.count >= 3)
        #expect(Set(chaoyang.map(\.region)).count == chaoyang.count)
        let macau = Self.gazetteer.search("Macau", limit: 5)
        #expect(macau.first?.country == "MO")
        #expect(macau.contains { $0.country == "BR" })
    }

    @Test func aMalformedLineIsNamed() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("cities.tsv", "header\n1\tA\t\t1\t2\tCN\t01\tAsia/Shanghai\t5\tA\n2\tB\tonly three\n")
        #expect(throws: WeatherError.self) { try Gazetteer(path: path) }
        do { _ = try Gazetteer(path: path) } catch {
            #expect("\(error)".contains("cities.tsv: line 3: expected 10 tab-separated fields"))
        }
    }
}
