import { describe, expect, it } from "vitest";
import { mp4, mp4WithHtml } from "../test/creator-fixtures.ts";
import { isWellFormedMp4, mp4StructureCheck } from "./mp4.ts";

const box = (type: string, payload: Buffer, declared = 8 + payload.length) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(declared, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, payload]);
};
/** A box with the 64-bit size form (size field 1, the real size after the type). */
const largeBox = (type: string, payload: Buffer, declared = BigInt(16 + payload.length)) => {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write(type, 4, "latin1");
  header.writeBigUInt64BE(declared, 8);
  return Buffer.concat([header, payload]);
};
const ftyp = box("ftyp", Buffer.from("isom\0\0\x02\0isomiso2", "latin1"));
const mvhd = box("mvhd", Buffer.alloc(100));
const mdat = box("mdat", Buffer.alloc(64, 7));

/** The verdict when the bytes arrive `size` at a time (an upload's chunks). */
function streamed(data: Buffer, size: number): boolean {
  const check = mp4StructureCheck();
  for (let at = 0; at < data.length; at += size) {
    if (!check.push(data.subarray(at, at + size))) return false;
  }
  return check.end();
}

const cases: [string, Buffer, boolean][] = [
  ["the test fixture (ftyp, moov with mvhd, mdat)", mp4(), true],
  ["an MP4 header followed by an HTML page", mp4WithHtml(), false],
  ["text that is no video at all", Buffer.from("not a video at all, just text"), false],
  ["nothing", Buffer.alloc(0), false],
  ["ftyp only (no moov)", ftyp, false],
  ["ftyp and mdat (magic bytes, no movie header)", Buffer.concat([ftyp, mdat]), false],
  ["moov before ftyp", Buffer.concat([box("moov", mvhd), ftyp, mdat]), false],
  ["an empty moov", Buffer.concat([ftyp, box("moov", Buffer.alloc(0)), mdat]), false],
  ["moov at the end", Buffer.concat([ftyp, mdat, box("moov", mvhd)]), true],
  ["a last box that runs to the end (size 0)", Buffer.concat([ftyp, box("moov", mvhd), box("mdat", mdat, 0)]), true],
  ["a moov that runs to the end (size 0)", Buffer.concat([ftyp, box("moov", mvhd, 0)]), true],
  ["a box inside moov that runs to its end", Buffer.concat([ftyp, box("moov", box("mvhd", mvhd, 0)), mdat]), true],
  ["64-bit sizes", Buffer.concat([ftyp, largeBox("moov", largeBox("mvhd", mvhd)), largeBox("mdat", mdat)]), true],
  [
    "a 64-bit size of 0 (not 'to the end')",
    Buffer.concat([ftyp, box("moov", mvhd), largeBox("mdat", mdat, 0n)]),
    false,
  ],
  ["a 64-bit size past 2^53", Buffer.concat([ftyp, box("moov", mvhd), largeBox("mdat", mdat, 2n ** 60n)]), false],
  ["a box claiming more bytes than come", Buffer.concat([ftyp, box("moov", mvhd), box("mdat", mdat, 5000)]), false],
  ["a size smaller than its header", Buffer.concat([ftyp, box("moov", mvhd), box("mdat", mdat, 7)]), false],
  ["a type that is not text", Buffer.concat([ftyp, box("moov", mvhd), box("md\x01t", mdat)]), false],
  ["moov children not ending at its end", Buffer.concat([ftyp, box("moov", mvhd, 8 + 100 + 4), mdat]), false],
  [
    "moov with a few bytes left over",
    Buffer.concat([ftyp, box("moov", Buffer.concat([mvhd, Buffer.alloc(5)])), mdat]),
    false,
  ],
  ["a partial header at the end", Buffer.concat([mp4(), Buffer.from([0, 0, 0])]), false],
  ["trailing bytes after the last box", Buffer.concat([mp4(), Buffer.alloc(20, 1)]), false],
  ["a truncated file", mp4().subarray(0, mp4().length - 1), false],
];

describe("MP4 structure check", () => {
  it.each(cases)("%s → %s, whole and in chunks of 1, 3, 7 and 64 bytes", (_name, data, verdict) => {
    expect(isWellFormedMp4(data)).toBe(verdict);
    for (const size of [1, 3, 7, 64]) expect(streamed(data, size)).toBe(verdict);
  });

  it("fails at the first broken header, before the rest arrives", () => {
    const check = mp4StructureCheck();
    expect(check.push(ftyp)).toBe(true);
    // A JPEG's first bytes where the next box header should be: its "type" is not text.
    expect(check.push(Buffer.from("ffd8ffe000104a46494600", "hex"))).toBe(false);
    expect(check.push(box("moov", mvhd))).toBe(false); // broken stays broken
    expect(check.end()).toBe(false);
  });

  it("skips a large body by counting (a 6 GB mdat in 1 MB chunks of the same buffer)", () => {
    const check = mp4StructureCheck();
    const body = 6 * 1024 ** 3;
    expect(
      check.push(Buffer.concat([ftyp, box("moov", mvhd), largeBox("mdat", Buffer.alloc(0), BigInt(16 + body))])),
    ).toBe(true);
    const chunk = Buffer.alloc(1024 * 1024);
    for (let sent = 0; sent < body; sent += chunk.length) expect(check.push(chunk)).toBe(true);
    expect(check.end()).toBe(true);
  });
});
