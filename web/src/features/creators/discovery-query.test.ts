import { describe, expect, it } from "vitest";
import { creatorSearchParams, pageCount, readDiscoveryQuery, writeDiscoveryQuery } from "./discovery-query.ts";

describe("discovery query in the URL", () => {
  it("reads defaults from an empty URL", () => {
    expect(readDiscoveryQuery(new URLSearchParams())).toEqual({
      q: "",
      region: "",
      completeOnly: false,
      savedOnly: false,
      page: 1,
    });
  });
  it("ignores an unknown region and a bad page", () => {
    const q = readDiscoveryQuery(new URLSearchParams("region=Mars&page=-2"));
    expect(q.region).toBe("");
    expect(q.page).toBe(1);
  });
  it("round-trips every part", () => {
    const query = { q: "lisbon", region: "Europe", completeOnly: true, savedOnly: true, page: 3 };
    const params = writeDiscoveryQuery(query);
    expect(params.toString()).toBe("q=lisbon&region=Europe&complete=1&saved=1&page=3");
    expect(readDiscoveryQuery(params)).toEqual(query);
  });
  it("builds the API query", () => {
    const params = creatorSearchParams({ q: " lis ", region: "Europe", completeOnly: true, savedOnly: false, page: 2 });
    expect(new URLSearchParams(params).toString()).toBe("q=lis&region=Europe&completeOnly=true&page=2&pageSize=12");
    expect(creatorSearchParams({ q: "", region: "Atlantis", completeOnly: false, savedOnly: false, page: 1 })).toEqual({
      pageSize: "12",
    });
  });
  it("counts pages", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});
