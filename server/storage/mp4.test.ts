import { describe, expect, it } from "vitest";
import {
  mp4Box as box,
  ftypBox as ftyp,
  handlerBox,
  mp4,
  mp4WithHtml,
  mvhdBox,
  trackBox,
} from "../test/mp4-fixture.ts";
import { isWellFormedMp4, mp4StructureCheck } from "./mp4.ts";

/** A box with the 64-bit size form (size field 1, the real size after the type). */
const largeBox = (type: string, payload: Buffer, declared = BigInt(16 + payload.length)) => {
  const header = Buffer.alloc(16);
  header.writeUInt32BE(1, 0);
  header.write(type, 4, "latin1");
  header.writeBigUInt64BE(declared, 8);
  return Buffer.concat([header, payload]);
};
const video = trackBox("vide");
const sound = trackBox("soun");
/** The movie header and a video track: the least a `moov` holds here. */
const movie = Buffer.concat([mvhdBox, video]);
const mvhd = movie; // what most cases put in their moov
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
  ["the test fixture (ftyp, moov with mvhd and a video trak, mdat)", mp4(), true],
  ["an ftyp box followed by an HTML page (the 37-byte probe file, longer)", mp4WithHtml(), false],
  [
    "ftyp and <script> (37 bytes)",
    Buffer.concat([ftyp.subarray(0, 20), Buffer.from("<script>alert(1)</script>")]),
    false,
  ],
  ["a moov with a movie header only (no track)", Buffer.concat([ftyp, box("moov", mvhdBox), mdat]), false],
  ["a moov with a sound track only", Buffer.concat([ftyp, box("moov", Buffer.concat([mvhdBox, sound])), mdat]), false],
  ["a sound and a video track", Buffer.concat([ftyp, box("moov", Buffer.concat([mvhdBox, sound, video])), mdat]), true],
  [
    "a trak without its mdia",
    Buffer.concat([ftyp, box("moov", Buffer.concat([mvhdBox, box("trak", box("tkhd", Buffer.alloc(84)))])), mdat]),
    false,
  ],
  [
    "a video handler outside any trak",
    Buffer.concat([ftyp, box("moov", Buffer.concat([mvhdBox, handlerBox("vide")])), mdat]),
    false,
  ],
  [
    "a handler too short to name its type",
    Buffer.concat([
      ftyp,
      box("moov", Buffer.concat([mvhdBox, box("trak", box("mdia", box("hdlr", Buffer.alloc(8))))])),
      mdat,
    ]),
    false,
  ],
  [
    "an empty trak",
    Buffer.concat([ftyp, box("moov", Buffer.concat([mvhdBox, box("trak", Buffer.alloc(0)), video])), mdat]),
    false,
  ],
  [
    "a trak whose boxes overrun it",
    Buffer.concat([
      ftyp,
      box("moov", Buffer.concat([mvhdBox, box("trak", video.subarray(8), video.length - 4), Buffer.alloc(4)])),
      mdat,
    ]),
    false,
  ],
  [
    "only a second moov has the video track",
    Buffer.concat([ftyp, box("moov", mvhdBox), box("moov", movie), mdat]),
    false,
  ],
  ["text that is no video at all", Buffer.from("not a video at all, just text"), false],
  ["nothing", Buffer.alloc(0), false],
  ["ftyp only (no moov)", ftyp, false],
  ["ftyp and mdat (magic bytes, no movie header)", Buffer.concat([ftyp, mdat]), false],
  ["moov before ftyp", Buffer.concat([box("moov", mvhd), ftyp, mdat]), false],
  ["an empty moov", Buffer.concat([ftyp, box("moov", Buffer.alloc(0)), mdat]), false],
  ["moov after the media (not fast start)", Buffer.concat([ftyp, mdat, box("moov", mvhd)]), true],
  [
    "moov after media that runs to the end (size 0)",
    Buffer.concat([ftyp, box("mdat", mdat, 0), box("moov", mvhd)]),
    false,
  ],
  ["a last box that runs to the end (size 0)", Buffer.concat([ftyp, box("moov", mvhd), box("mdat", mdat, 0)]), true],
  ["a moov that runs to the end (size 0)", Buffer.concat([ftyp, box("moov", mvhd, 0)]), true],
  [
    "a box inside moov that runs to its end",
    Buffer.concat([ftyp, box("moov", Buffer.concat([video, box("mvhd", mvhdBox, 0)])), mdat]),
    true,
  ],
  [
    "a video trak that runs to the end of its moov",
    Buffer.concat([ftyp, box("moov", Buffer.concat([mvhdBox, box("trak", video.subarray(8), 0)])), mdat]),
    true,
  ],
  [
    "64-bit sizes",
    Buffer.concat([
      ftyp,
      largeBox("moov", Buffer.concat([largeBox("mvhd", mvhdBox), largeBox("trak", video.subarray(8))])),
      largeBox("mdat", mdat),
    ]),
    true,
  ],
  [
    "a 64-bit size of 0 (not 'to the end')",
    Buffer.concat([ftyp, box("moov", mvhd), largeBox("mdat", mdat, 0n)]),
    false,
  ],
  ["a 64-bit size past 2^53", Buffer.concat([ftyp, box("moov", mvhd), largeBox("mdat", mdat, 2n ** 60n)]), false],
  ["a box claiming more bytes than come", Buffer.concat([ftyp, box("moov", mvhd), box("mdat", mdat, 5000)]), false],
  ["a size smaller than its header", Buffer.concat([ftyp, box("moov", mvhd), box("mdat", mdat, 7)]), false],
  ["a type that is not text", Buffer.concat([ftyp, box("moov", mvhd), box("md\x01t", mdat)]), false],
  ["moov children not ending at its end", Buffer.concat([ftyp, box("moov", mvhd, 8 + mvhd.length + 4), mdat]), false],
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
