// Over 400 lines: every demo scene and motif is drawn by hand in SVG, sharing the palette and shape helpers here.
import sharp from "sharp";
import { type AvatarImage, type ProcessedImage, processImage, toAvatarJpeg } from "../../storage/images.ts";

/**
 * Demo pictures drawn locally as SVG scenes (no downloads, no bundled photos): gradients for sky, sea,
 * sand and mountains plus a simple motif per category. Each scene goes through the same `processImage`
 * an upload takes, so demo files look exactly like user uploads (WebP `full` + `card`, no metadata).
 */
export const sceneIds = [
  "coast",
  "tropical-beach",
  "mountain-lake",
  "desert",
  "city-dusk",
  "sailing",
  "infinity-pool",
  "spa",
  "rice-terraces",
  "balloons",
  "surf",
  "lanterns",
  "courtyard",
  "lemon-grove",
  "glasshouse",
  "cenote",
] as const;
export type SceneId = (typeof sceneIds)[number];

const W = 1600;
const H = 1000;

/** Small deterministic PRNG so the same scene renders the same on every seed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const vgrad = (id: string, stops: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((c, i) => `<stop offset="${stops.length === 1 ? 0 : i / (stops.length - 1)}" stop-color="${c}"/>`)
    .join("")}</linearGradient>`;

const glow = (id: string, color: string) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.9"/><stop offset="0.35" stop-color="${color}" stop-opacity="0.35"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

const sun = (cx: number, cy: number, r: number, color: string, glowId = "sunGlow") =>
  `<circle cx="${cx}" cy="${cy}" r="${r * 4}" fill="url(#${glowId})"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;

/** A ridge line through points, closed down to the bottom edge. */
function ridge(points: [number, number][], fill: string, opacity = 1): string {
  const d = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${x} ${y}`).join(" ");
  return `<path d="${d} L${W} ${H} L0 ${H} Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** A smooth hill line (cubic curves between points), closed down to the bottom edge. */
function hills(points: [number, number][], fill: string, opacity = 1): string {
  const [first, ...rest] = points;
  if (!first) return "";
  let d = `M${first[0]} ${first[1]}`;
  let prev = first;
  for (const p of rest) {
    const mx = (prev[0] + p[0]) / 2;
    d += ` C${mx} ${prev[1]} ${mx} ${p[1]} ${p[0]} ${p[1]}`;
    prev = p;
  }
  return `<path d="${d} L${W} ${H} L0 ${H} Z" fill="${fill}" opacity="${opacity}"/>`;
}

function leaf(x: number, y: number, angle: number, len: number, width: number, color: string): string {
  return `<path d="M0 0 Q${len * 0.45} ${-width} ${len} ${width * 0.5} Q${len * 0.5} ${width * 0.35} 0 0" fill="${color}" transform="translate(${x} ${y}) rotate(${angle})"/>`;
}

function palm(baseX: number, baseY: number, topX: number, topY: number, scale = 1, color = "#1f5f3a"): string {
  const trunk = `<path d="M${baseX} ${baseY} Q${baseX - 40 * scale} ${(baseY + topY) / 2} ${topX} ${topY}" stroke="#5b3a24" stroke-width="${26 * scale}" fill="none" stroke-linecap="round"/>`;
  const fronds = [-170, -140, -110, -60, -25, 10, 40]
    .map((a, i) => leaf(topX, topY, a, (230 + (i % 3) * 30) * scale, 48 * scale, i % 2 ? color : "#2d7a4b"))
    .join("");
  return trunk + fronds;
}

function waterLines(y0: number, y1: number, count: number, color: string, rnd: () => number, opacity = 0.35): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const y = y0 + rnd() * (y1 - y0);
    const x = rnd() * W;
    const len = 40 + rnd() * 160 * ((y - y0) / (y1 - y0) + 0.3);
    out += `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${len.toFixed(0)}" height="${(2 + ((y - y0) / (y1 - y0)) * 4).toFixed(1)}" rx="2" fill="${color}" opacity="${opacity}"/>`;
  }
  return out;
}

/** Glitter of the sun on the water: short bright strokes narrowing towards the horizon. */
function sunPath(cx: number, y0: number, y1: number, rnd: () => number): string {
  let out = "";
  for (let y = y0; y < y1; y += 9) {
    const spread = 20 + ((y - y0) / (y1 - y0)) * 90;
    const w = 20 + rnd() * spread;
    const x = cx - spread / 2 + rnd() * spread - w / 2;
    out += `<rect x="${x.toFixed(0)}" y="${y}" width="${w.toFixed(0)}" height="3" rx="1.5" fill="#fff3cf" opacity="0.55"/>`;
  }
  return out;
}

function balloon(cx: number, cy: number, r: number, color: string, stripe: string): string {
  const env = `M${cx - r} ${cy} C${cx - r} ${cy - 1.4 * r} ${cx + r} ${cy - 1.4 * r} ${cx + r} ${cy} C${cx + r} ${cy + 0.6 * r} ${cx + 0.35 * r} ${cy + 1.0 * r} ${cx + 0.22 * r} ${cy + 1.15 * r} L${cx - 0.22 * r} ${cy + 1.15 * r} C${cx - 0.35 * r} ${cy + 1.0 * r} ${cx - r} ${cy + 0.6 * r} ${cx - r} ${cy} Z`;
  const basketY = cy + 1.45 * r;
  return `<path d="${env}" fill="${color}"/>
<ellipse cx="${cx}" cy="${cy - 0.05 * r}" rx="${r * 0.38}" ry="${r * 1.02}" fill="${stripe}" opacity="0.85"/>
<line x1="${cx - 0.2 * r}" y1="${cy + 1.15 * r}" x2="${cx - 0.14 * r}" y2="${basketY}" stroke="#4a3426" stroke-width="2"/>
<line x1="${cx + 0.2 * r}" y1="${cy + 1.15 * r}" x2="${cx + 0.14 * r}" y2="${basketY}" stroke="#4a3426" stroke-width="2"/>
<rect x="${cx - 0.16 * r}" y="${basketY}" width="${0.32 * r}" height="${0.22 * r}" rx="3" fill="#6b4a31"/>`;
}

function coast(): string {
  const rnd = random(1);
  const cliffY = (x: number) => 380 + (x / 660) ** 1.6 * 330;
  let houses = "";
  const colors = ["#f6d7b0", "#f2b8a2", "#fff4e0", "#f9e79f", "#e8a87c", "#fcefe3"];
  for (let x = 20; x < 600; x += 46) {
    const top = cliffY(x + 20) + 18;
    for (let row = 0; row < 4; row++) {
      const y = top + row * 52 + rnd() * 8;
      if (y > 880) break;
      const c = colors[Math.floor(rnd() * colors.length)] ?? "#fff";
      houses += `<rect x="${x}" y="${y.toFixed(0)}" width="40" height="34" fill="${c}"/><rect x="${x + 8}" y="${(y + 10).toFixed(0)}" width="9" height="12" fill="#3d5a80" opacity="0.75"/><rect x="${x + 24}" y="${(y + 10).toFixed(0)}" width="9" height="12" fill="#3d5a80" opacity="0.75"/>`;
    }
  }
  const cliffPts = Array.from({ length: 34 }, (_, i) => {
    const x = i * 20;
    return `L${x} ${cliffY(x).toFixed(0)}`;
  }).join(" ");
  return `<defs>${vgrad("sky", ["#6fa8dc", "#b9d7ee", "#fbe0c0"])}${vgrad("sea", ["#3a86c4", "#13497a"])}${glow("sunGlow", "#fff2cc")}${vgrad("rock", ["#a67b5b", "#6e4e3a"])}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(1180, 430, 64, "#fff6dc")}
<rect y="560" width="${W}" height="${H - 560}" fill="url(#sea)"/>
${waterLines(570, 1000, 90, "#ffffff", rnd, 0.28)}
${sunPath(1180, 570, 900, rnd)}
<path d="M0 ${H} L0 380 ${cliffPts} L720 ${H} Z" fill="url(#rock)"/>
<path d="M0 380 ${cliffPts} L660 ${(cliffY(660) + 26).toFixed(0)} L0 420 Z" fill="#5f8f4e"/>
${houses}
<path d="M1000 600 Q1250 585 1600 575 L1600 600 Z" fill="#5d7f9c" opacity="0.55"/>`;
}

function tropicalBeach(): string {
  const rnd = random(2);
  return `<defs>${vgrad("sky", ["#38b6e8", "#9fdcf5", "#e9f8fd"])}${vgrad("sea", ["#15a3b8", "#4fd1c5", "#9be7dc"])}${vgrad("sand", ["#f6e2b8", "#e8c88f"])}${glow("sunGlow", "#fffbe6")}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(300, 200, 58, "#fffdf0")}
<path d="M900 560 Q1050 500 1200 540 Q1300 520 1380 560 Z" fill="#2f7a5c" opacity="0.6"/>
<rect y="555" width="${W}" height="220" fill="url(#sea)"/>
${waterLines(560, 760, 60, "#ffffff", rnd, 0.35)}
<path d="M0 760 Q200 730 400 755 T800 750 T1200 745 T1600 755 L1600 ${H} L0 ${H} Z" fill="url(#sand)"/>
<path d="M0 760 Q200 730 400 755 T800 750 T1200 745 T1600 755" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.8"/>
${palm(1260, 1000, 1080, 360, 1.1)}
${palm(1480, 1000, 1420, 470, 0.8, "#236b41")}
<ellipse cx="620" cy="880" rx="120" ry="14" fill="#d2ab70" opacity="0.6"/>
<path d="M520 870 Q620 760 720 870 Z" fill="#ef6f5e"/><line x1="620" y1="800" x2="620" y2="900" stroke="#5b3a24" stroke-width="6"/>`;
}

function mountainLake(): string {
  const rnd = random(3);
  let pines = "";
  for (let x = -20; x < W; x += 38 + rnd() * 30) {
    const h = 60 + rnd() * 90;
    const base = 715;
    pines += `<path d="M${x} ${base} L${x + h * 0.28} ${base - h} L${x + h * 0.56} ${base} Z" fill="#16213f"/>`;
  }
  return `<defs>${vgrad("sky", ["#27315f", "#7d5f9a", "#f2a27a", "#ffd6a5"])}${vgrad("lake", ["#f0b48a", "#6d5a8e", "#1e2a52"])}${glow("sunGlow", "#ffe3b3")}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(820, 600, 50, "#fff0d4")}
${ridge(
  [
    [0, 520],
    [180, 380],
    [330, 470],
    [520, 300],
    [700, 450],
    [880, 340],
    [1080, 480],
    [1250, 290],
    [1420, 430],
    [1600, 360],
  ],
  "#6a6f9e",
)}
<path d="M520 300 L470 350 L505 345 L540 370 L570 340 Z M1250 290 L1200 345 L1240 338 L1270 360 L1300 335 Z M180 380 L150 415 L185 410 L210 420 Z" fill="#f3f1ff" opacity="0.9"/>
${ridge(
  [
    [0, 600],
    [220, 470],
    [420, 580],
    [640, 500],
    [900, 610],
    [1120, 480],
    [1380, 590],
    [1600, 520],
  ],
  "#454b7a",
)}
<rect y="710" width="${W}" height="${H - 710}" fill="url(#lake)"/>
${waterLines(715, 1000, 80, "#ffe9d0", rnd, 0.3)}
${pines}`;
}

function desert(): string {
  return `<defs>${vgrad("sky", ["#e85d4a", "#f79c5b", "#ffd59a"])}${glow("sunGlow", "#fff1c9")}${vgrad("d1", ["#f0b56f", "#d98a45"])}${vgrad("d2", ["#e0954f", "#b8652e"])}${vgrad("d3", ["#c9743a", "#8f4520"])}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(820, 560, 120, "#fff4d6")}
${hills(
  [
    [0, 620],
    [400, 560],
    [800, 640],
    [1200, 570],
    [1600, 630],
  ],
  "url(#d1)",
)}
${hills(
  [
    [0, 760],
    [500, 660],
    [1000, 770],
    [1600, 680],
  ],
  "url(#d2)",
)}
${hills(
  [
    [0, 900],
    [600, 820],
    [1100, 930],
    [1600, 860],
  ],
  "url(#d3)",
)}
<path d="M1060 700 L1130 650 L1200 700 Z" fill="#4a2417"/><rect x="1120" y="680" width="20" height="20" fill="#ffcf7a"/>
<g fill="#3b1d12"><ellipse cx="430" cy="650" rx="34" ry="16"/><rect x="404" y="655" width="6" height="34"/><rect x="450" y="655" width="6" height="34"/><path d="M455 640 Q478 610 488 630 L482 636 Q474 625 462 650 Z"/><path d="M420 636 Q430 618 442 636 Z"/></g>
<g fill="#3b1d12"><ellipse cx="520" cy="640" rx="30" ry="14"/><rect x="498" y="645" width="6" height="30"/><rect x="536" y="645" width="6" height="30"/><path d="M542 632 Q562 604 572 622 L566 628 Q560 618 549 642 Z"/></g>`;
}

function cityDusk(): string {
  const rnd = random(5);
  let buildings = "";
  let x = -20;
  while (x < W) {
    const w = 60 + rnd() * 90;
    const h = 160 + rnd() * 300;
    const top = 760 - h;
    const shade = rnd() > 0.5 ? "#231f45" : "#2d2856";
    buildings += `<rect x="${x.toFixed(0)}" y="${top.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${shade}"/>`;
    for (let wy = top + 16; wy < 740; wy += 26) {
      for (let wx = x + 10; wx < x + w - 14; wx += 20) {
        if (rnd() > 0.55) {
          buildings += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="9" height="12" fill="#ffd98a" opacity="${(0.5 + rnd() * 0.5).toFixed(2)}"/>`;
        }
      }
    }
    x += w + 6;
  }
  return `<defs>${vgrad("sky", ["#1b1846", "#5b2a6e", "#e0628a", "#fbb277"])}${vgrad("water", ["#3a2a5c", "#120f2e"])}${glow("sunGlow", "#ffc48a")}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(1240, 640, 70, "#ffd5a0")}
<path d="M790 760 L800 200 L812 90 L824 200 L836 760 Z" fill="#1a1638"/>
<rect x="808" y="40" width="8" height="60" fill="#1a1638"/>
${buildings}
<rect y="760" width="${W}" height="${H - 760}" fill="url(#water)"/>
${waterLines(770, 1000, 120, "#ffd98a", rnd, 0.35)}`;
}

function sailing(): string {
  const rnd = random(6);
  return `<defs>${vgrad("sky", ["#7fb9ec", "#cfe6f7", "#fff1dc"])}${vgrad("sea", ["#1f6fb8", "#0b3a6e"])}${glow("sunGlow", "#fff6df")}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(1250, 380, 56, "#fffaf0")}
<path d="M0 610 Q160 560 330 600 Q420 585 520 610 Z" fill="#5a7f6a" opacity="0.7"/>
<rect y="605" width="${W}" height="${H - 605}" fill="url(#sea)"/>
${waterLines(610, 1000, 110, "#ffffff", rnd, 0.3)}
<line x1="760" y1="250" x2="760" y2="720" stroke="#33302c" stroke-width="8"/>
<path d="M770 260 L770 690 L1010 690 Z" fill="#fbfbf6"/>
<path d="M750 300 L750 690 L560 690 Z" fill="#eef0ea"/>
<path d="M520 710 L1060 710 L1000 780 L590 780 Z" fill="#1d2b44"/>
<path d="M520 710 L1060 710 L1054 722 L526 722 Z" fill="#c9a46a"/>
<path d="M590 790 Q800 810 1000 790" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.5"/>
<path d="M300 260 q20 -18 40 0 q20 -18 40 0" stroke="#344" stroke-width="5" fill="none"/>
<path d="M420 200 q14 -12 28 0 q14 -12 28 0" stroke="#344" stroke-width="4" fill="none"/>`;
}

function infinityPool(): string {
  const rnd = random(7);
  return `<defs>${vgrad("sky", ["#f7a27e", "#fcd3b0", "#fff0dc"])}${vgrad("sea", ["#4b8ec9", "#2d6aa3"])}${vgrad("pool", ["#5fe0e8", "#17aebf", "#0b8195"])}${glow("sunGlow", "#fff1d8")}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(520, 430, 60, "#fff6e6")}
<rect y="520" width="${W}" height="140" fill="url(#sea)"/>
${waterLines(525, 650, 40, "#ffffff", rnd, 0.25)}
<rect y="652" width="${W}" height="14" fill="#efe4d2"/>
<rect y="666" width="${W}" height="${H - 666}" fill="url(#pool)"/>
${waterLines(680, 1000, 70, "#e9ffff", rnd, 0.45)}
<g transform="translate(1080 620)"><path d="M0 0 Q130 -110 260 0 Z" fill="#f2efe6"/><path d="M0 0 Q130 -110 260 0" fill="none" stroke="#d9cfbd" stroke-width="4"/><line x1="130" y1="-50" x2="130" y2="60" stroke="#6d5240" stroke-width="7"/></g>
${leaf(1600, 90, 160, 420, 80, "#2b6e45")}${leaf(1600, 200, 190, 360, 70, "#3b8a58")}${leaf(0, 60, 20, 380, 70, "#2b6e45")}`;
}

function spa(): string {
  const rnd = random(8);
  let bamboo = "";
  for (const [x, w] of [
    [90, 30],
    [160, 24],
    [230, 34],
    [1420, 28],
    [1490, 34],
  ] as const) {
    bamboo += `<rect x="${x}" y="0" width="${w}" height="${H}" fill="#7fae6a"/>`;
    for (let y = 80 + rnd() * 60; y < H; y += 170) {
      bamboo += `<rect x="${x - 2}" y="${y.toFixed(0)}" width="${w + 4}" height="7" fill="#5d8d4d"/>`;
    }
  }
  return `<defs>${vgrad("bg", ["#eef3e6", "#d5e2cc", "#b9cdb0"])}${vgrad("water", ["#a8c9c2", "#6f9e98"])}${glow("sunGlow", "#ffffff")}</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${sun(800, 300, 110, "#fbfdf7")}
${bamboo}
<rect y="760" width="${W}" height="${H - 760}" fill="url(#water)"/>
<ellipse cx="800" cy="800" rx="330" ry="34" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.5"/>
<ellipse cx="800" cy="800" rx="450" ry="50" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.35"/>
<ellipse cx="800" cy="760" rx="200" ry="62" fill="#5f625d"/>
<ellipse cx="800" cy="668" rx="160" ry="52" fill="#7b7e77"/>
<ellipse cx="800" cy="590" rx="118" ry="42" fill="#989b93"/>
<ellipse cx="800" cy="526" rx="80" ry="32" fill="#b6b8b0"/>
<ellipse cx="800" cy="477" rx="50" ry="22" fill="#d1d3cb"/>
${leaf(560, 770, -40, 200, 46, "#4f8a4a")}${leaf(1040, 770, -140, 200, 46, "#5f9a55")}
<circle cx="1180" cy="730" r="26" fill="#fff7e0"/><rect x="1162" y="730" width="36" height="60" fill="#f4ead6"/><path d="M1180 690 Q1192 708 1180 716 Q1168 708 1180 690 Z" fill="#ffb347"/>`;
}

function riceTerraces(): string {
  let lines = "";
  for (let i = 0; i < 9; i++) {
    const y = 540 + i * 52;
    lines += `<path d="M0 ${y} C400 ${y - 60} 900 ${y + 50} 1600 ${y - 30}" stroke="#b9e27a" stroke-width="5" fill="none" opacity="0.7"/>`;
  }
  return `<defs>${vgrad("sky", ["#bfe3d6", "#e8f3e1", "#fbf5df"])}${vgrad("h1", ["#7fb36a", "#4e8a45"])}${vgrad("h2", ["#5ea152", "#2f6d34"])}${glow("sunGlow", "#fffbe8")}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(1200, 220, 60, "#fffef5")}
${hills(
  [
    [0, 420],
    [300, 340],
    [700, 430],
    [1100, 330],
    [1600, 410],
  ],
  "#9cc79a",
  0.7,
)}
${hills(
  [
    [0, 520],
    [500, 460],
    [1000, 540],
    [1600, 470],
  ],
  "url(#h1)",
)}
${lines}
${hills(
  [
    [0, 860],
    [500, 800],
    [1100, 880],
    [1600, 820],
  ],
  "url(#h2)",
)}
${palm(240, 1000, 200, 520, 0.9)}${palm(1380, 1000, 1430, 560, 0.8)}`;
}

function balloons(): string {
  return `<defs>${vgrad("sky", ["#6e9fd8", "#b8c9e6", "#ffd6a0", "#ffb27a"])}${glow("sunGlow", "#fff0c8")}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(260, 700, 70, "#fff3d4")}
${hills(
  [
    [0, 720],
    [300, 660],
    [650, 740],
    [1000, 650],
    [1350, 720],
    [1600, 680],
  ],
  "#d9a883",
)}
<g fill="#c48a63"><path d="M420 720 Q440 600 470 720 Z"/><path d="M480 730 Q505 630 530 730 Z"/><path d="M1120 700 Q1140 590 1165 700 Z"/><path d="M1180 705 Q1198 620 1220 705 Z"/></g>
${hills(
  [
    [0, 860],
    [400, 800],
    [900, 880],
    [1600, 810],
  ],
  "#a8704d",
)}
${balloon(560, 300, 95, "#e4572e", "#ffc914")}
${balloon(900, 200, 70, "#2a9d8f", "#e9f5db")}
${balloon(1200, 380, 110, "#f4a261", "#e76f51")}
${balloon(330, 160, 50, "#9b5de5", "#f15bb5")}
${balloon(1420, 150, 45, "#ffbe0b", "#fb5607")}
${balloon(760, 520, 40, "#3a86ff", "#ffffff")}`;
}

function surf(): string {
  const rnd = random(11);
  let crests = "";
  for (let i = 0; i < 5; i++) {
    const y = 600 + i * 55;
    crests += `<path d="M-20 ${y} Q200 ${y - 30} 420 ${y} T860 ${y} T1300 ${y} T1740 ${y}" stroke="#ffffff" stroke-width="${6 + i * 2}" fill="none" opacity="${0.4 + i * 0.1}"/>`;
  }
  const board = (x: number, angle: number, color: string, stripe: string) =>
    `<g transform="translate(${x} 720) rotate(${angle})"><ellipse cx="0" cy="0" rx="44" ry="190" fill="${color}"/><rect x="-5" y="-185" width="10" height="370" fill="${stripe}"/></g>`;
  return `<defs>${vgrad("sky", ["#8fd3f4", "#d7f0fa", "#fff3df"])}${vgrad("sea", ["#0b7285", "#16a3b8", "#5fd3e0"])}${vgrad("sand", ["#f7e3bd", "#e7c58e"])}${glow("sunGlow", "#fffbe9")}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(1320, 220, 56, "#fffef6")}
<rect y="520" width="${W}" height="330" fill="url(#sea)"/>
${waterLines(530, 840, 50, "#ffffff", rnd, 0.3)}
${crests}
<path d="M0 840 Q400 810 800 835 T1600 830 L1600 ${H} L0 ${H} Z" fill="url(#sand)"/>
${board(1080, -8, "#ff6b6b", "#ffe66d")}${board(1200, 4, "#4ecdc4", "#f7fff7")}${board(1320, 12, "#ffd166", "#ef476f")}`;
}

function lanterns(): string {
  const rnd = random(12);
  let stars = "";
  for (let i = 0; i < 90; i++) {
    stars += `<circle cx="${(rnd() * W).toFixed(0)}" cy="${(rnd() * 420).toFixed(0)}" r="${(1 + rnd() * 2).toFixed(1)}" fill="#fff" opacity="${(0.4 + rnd() * 0.6).toFixed(2)}"/>`;
  }
  let slats = "";
  for (let x = 0; x < W; x += 22) slats += `<rect x="${x}" y="560" width="4" height="${H - 560}" fill="#2a1c14"/>`;
  let lamps = "";
  for (let i = 0; i < 9; i++) {
    const x = 100 + i * 175;
    const y = 360 + Math.sin(i / 1.4) * 40;
    lamps += `<circle cx="${x}" cy="${y + 40}" r="90" fill="url(#lampGlow)"/><line x1="${x}" y1="${y - 10}" x2="${x}" y2="${y + 6}" stroke="#1b130d" stroke-width="3"/><ellipse cx="${x}" cy="${y + 40}" rx="30" ry="38" fill="${i % 2 ? "#f97316" : "#ef4444"}"/><rect x="${x - 16}" y="${y + 2}" width="32" height="6" fill="#1b130d"/><rect x="${x - 16}" y="${y + 74}" width="32" height="6" fill="#1b130d"/>`;
  }
  return `<defs>${vgrad("sky", ["#0b1026", "#1e2455", "#3b2f6e"])}${glow("moonGlow", "#fff6d0")}${glow("lampGlow", "#ffb347")}${vgrad("wood", ["#5b3b27", "#3a2518"])}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${stars}
<circle cx="1320" cy="170" r="240" fill="url(#moonGlow)" opacity="0.6"/><circle cx="1320" cy="170" r="62" fill="#fff8dc"/>
<path d="M0 520 L800 470 L1600 520 L1600 560 L0 560 Z" fill="#1a120c"/>
<rect y="560" width="${W}" height="${H - 560}" fill="url(#wood)"/>
${slats}
<rect x="300" y="640" width="260" height="200" fill="#ffcf87" opacity="0.85"/><rect x="1040" y="640" width="260" height="200" fill="#ffcf87" opacity="0.85"/>
<path d="M0 330 Q400 420 800 350 T1600 340" stroke="#1b130d" stroke-width="3" fill="none"/>
${lamps}`;
}

function courtyard(): string {
  let tiles = "";
  for (let y = 820; y < H; y += 40) {
    for (let x = ((y / 40) % 2) * 40; x < W; x += 80) {
      tiles += `<path d="M${x} ${y + 20} L${x + 20} ${y} L${x + 40} ${y + 20} L${x + 20} ${y + 40} Z" fill="#1f7a8c"/>`;
    }
  }
  const arch = (x: number, w: number, top: number) =>
    `<path d="M${x} 820 L${x} ${top + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${top + w / 2} L${x + w} 820 Z" fill="url(#shade)"/><path d="M${x - 14} 820 L${x - 14} ${top + w / 2} A${w / 2 + 14} ${w / 2 + 14} 0 0 1 ${x + w + 14} ${top + w / 2} L${x + w + 14} 820" fill="none" stroke="#f7e1c3" stroke-width="10"/>`;
  return `<defs>${vgrad("wall", ["#e9a87c", "#d98b5f"])}${vgrad("shade", ["#7a3b26", "#4d2417"])}${vgrad("water", ["#7fd6e0", "#2a9bb0"])}</defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<rect y="0" width="${W}" height="90" fill="#c4744b"/>
${arch(130, 260, 250)}${arch(670, 260, 200)}${arch(1210, 260, 250)}
<rect y="820" width="${W}" height="${H - 820}" fill="#f5ecdc"/>
${tiles}
<ellipse cx="800" cy="880" rx="230" ry="52" fill="#f5ecdc"/><ellipse cx="800" cy="872" rx="200" ry="40" fill="url(#water)"/>
<rect x="786" y="770" width="28" height="100" fill="#f5ecdc"/><ellipse cx="800" cy="770" rx="70" ry="16" fill="url(#water)"/>
<path d="M800 700 Q790 740 760 770 M800 700 Q810 740 840 770" stroke="#bfefff" stroke-width="5" fill="none"/>
<g><path d="M60 820 L80 740 L160 740 L180 820 Z" fill="#b5532e"/>${leaf(120, 740, -120, 150, 34, "#3f7d4a")}${leaf(120, 740, -60, 150, 34, "#2e6b3b")}${leaf(120, 740, -90, 170, 34, "#4c8f55")}</g>
<g><path d="M1420 820 L1440 740 L1520 740 L1540 820 Z" fill="#b5532e"/>${leaf(1480, 740, -120, 150, 34, "#3f7d4a")}${leaf(1480, 740, -60, 150, 34, "#2e6b3b")}${leaf(1480, 740, -90, 170, 34, "#4c8f55")}</g>`;
}

function lemonGrove(): string {
  const rnd = random(14);
  const tree = (x: number, y: number, r: number) => {
    let fruit = "";
    for (let i = 0; i < 14; i++) {
      const a = rnd() * Math.PI * 2;
      const d = rnd() * r * 0.8;
      fruit += `<ellipse cx="${(x + Math.cos(a) * d).toFixed(0)}" cy="${(y + Math.sin(a) * d * 0.8).toFixed(0)}" rx="13" ry="10" fill="#ffd60a"/>`;
    }
    return `<rect x="${x - 12}" y="${y}" width="24" height="${760 - y}" fill="#6b4a2f"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.8}" fill="#3f7d3a"/><ellipse cx="${x - r * 0.3}" cy="${y - r * 0.2}" rx="${r * 0.6}" ry="${r * 0.45}" fill="#4f9a45"/>${fruit}`;
  };
  let trees = "";
  for (const [x, y, r] of [
    [140, 430, 150],
    [470, 400, 170],
    [1150, 410, 165],
    [1470, 440, 150],
  ] as const) {
    trees += tree(x, y, r);
  }
  const bottle = (x: number, h: number) =>
    `<rect x="${x}" y="${760 - h}" width="34" height="${h}" rx="8" fill="#f7e26b" opacity="0.92"/><rect x="${x + 11}" y="${760 - h - 34}" width="12" height="36" fill="#f7e26b" opacity="0.92"/><rect x="${x + 9}" y="${760 - h - 42}" width="16" height="10" fill="#8c5a2b"/>`;
  return `<defs>${vgrad("sky", ["#8ecae6", "#cfe9f3", "#fff4d6"])}${vgrad("grass", ["#a7c957", "#6a994e"])}${vgrad("cloth", ["#ffffff", "#e8eef2"])}${glow("sunGlow", "#fff6da")}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun(820, 150, 52, "#fffbe9")}
${hills(
  [
    [0, 520],
    [400, 470],
    [800, 510],
    [1200, 460],
    [1600, 500],
  ],
  "#88b04b",
)}
<rect y="600" width="${W}" height="${H - 600}" fill="url(#grass)"/>
${trees}
<path d="M470 760 L1130 760 L1190 860 L410 860 Z" fill="url(#cloth)"/>
<path d="M470 760 L1130 760" stroke="#2a9d8f" stroke-width="6"/>
<rect x="430" y="860" width="18" height="140" fill="#7a5230"/><rect x="1152" y="860" width="18" height="140" fill="#7a5230"/>
${bottle(560, 120)}${bottle(610, 96)}
<ellipse cx="800" cy="790" rx="120" ry="26" fill="#e9c46a"/><ellipse cx="800" cy="782" rx="96" ry="16" fill="#f4a261"/>
<ellipse cx="1000" cy="800" rx="46" ry="30" fill="#ffd60a"/><ellipse cx="1058" cy="808" rx="40" ry="26" fill="#ffe14d"/><ellipse cx="960" cy="815" rx="34" ry="22" fill="#ffd60a"/>`;
}

function glasshouse(): string {
  const rnd = random(15);
  let panes = "";
  for (let x = 260; x <= 1340; x += 90)
    panes += `<line x1="${x}" y1="300" x2="${x}" y2="860" stroke="#e8f1f2" stroke-width="6"/>`;
  for (let y = 380; y <= 860; y += 80)
    panes += `<line x1="260" y1="${y}" x2="1340" y2="${y}" stroke="#e8f1f2" stroke-width="5"/>`;
  let plants = "";
  for (let i = 0; i < 26; i++) {
    const x = 280 + rnd() * 1040;
    const y = 700 + rnd() * 160;
    plants += leaf(x, y, -150 + rnd() * 120, 90 + rnd() * 120, 26 + rnd() * 20, i % 3 ? "#2d6a4f" : "#40916c");
  }
  let snow = "";
  for (let i = 0; i < 120; i++) {
    snow += `<circle cx="${(rnd() * W).toFixed(0)}" cy="${(rnd() * H).toFixed(0)}" r="${(2 + rnd() * 3).toFixed(1)}" fill="#ffffff" opacity="${(0.5 + rnd() * 0.5).toFixed(2)}"/>`;
  }
  return `<defs>${vgrad("sky", ["#5c6b8a", "#9aa9c4", "#dbe4ef"])}${vgrad("glass", ["#bfe3e0", "#8fcfc6"])}${glow("lampGlow", "#ffd98a")}</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<rect y="860" width="${W}" height="${H - 860}" fill="#f4f7fb"/>
<path d="M260 860 L260 300 Q800 60 1340 300 L1340 860 Z" fill="url(#glass)" opacity="0.9"/>
<path d="M260 300 Q800 60 1340 300" fill="none" stroke="#e8f1f2" stroke-width="10"/>
<path d="M800 120 L800 860" stroke="#e8f1f2" stroke-width="8"/>
${panes}
<circle cx="560" cy="520" r="120" fill="url(#lampGlow)"/><circle cx="1040" cy="520" r="120" fill="url(#lampGlow)"/>
<circle cx="560" cy="520" r="16" fill="#ffe8b0"/><circle cx="1040" cy="520" r="16" fill="#ffe8b0"/>
${plants}
<rect x="700" y="760" width="200" height="100" rx="10" fill="#6b4f3a"/><rect x="730" y="700" width="140" height="62" rx="8" fill="#8c6a4f"/>
${snow}`;
}

function cenote(): string {
  const rnd = random(16);
  let vines = "";
  for (let i = 0; i < 22; i++) {
    const x = rnd() * W;
    const len = 120 + rnd() * 320;
    vines += `<path d="M${x.toFixed(0)} 0 Q${(x + 20 - rnd() * 40).toFixed(0)} ${(len / 2).toFixed(0)} ${(x + 10).toFixed(0)} ${len.toFixed(0)}" stroke="#2d6a4f" stroke-width="${(3 + rnd() * 4).toFixed(1)}" fill="none"/>`;
  }
  return `<defs>${vgrad("rock", ["#3d3127", "#5a4636", "#2e241c"])}${vgrad("water", ["#48cae4", "#0096c7", "#023e8a"])}<radialGradient id="beam" cx="0.5" cy="0" r="1"><stop offset="0" stop-color="#fff7d6" stop-opacity="0.85"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#rock)"/>
<ellipse cx="800" cy="40" rx="340" ry="120" fill="#9be7ff"/>
<path d="M560 40 L380 980 L1220 980 L1040 40 Z" fill="url(#beam)" opacity="0.55"/>
${vines}
<ellipse cx="800" cy="840" rx="760" ry="170" fill="url(#water)"/>
${waterLines(720, 980, 50, "#caf0f8", rnd, 0.35)}
<path d="M0 700 Q160 640 300 700 L300 1000 L0 1000 Z" fill="#2e241c"/><path d="M1600 690 Q1440 630 1300 700 L1300 1000 L1600 1000 Z" fill="#2e241c"/>
<rect x="240" y="640" width="200" height="14" fill="#a47148"/><line x1="260" y1="654" x2="260" y2="760" stroke="#7f5539" stroke-width="10"/><line x1="420" y1="654" x2="420" y2="760" stroke="#7f5539" stroke-width="10"/>`;
}

const scenes: Record<SceneId, () => string> = {
  coast,
  "tropical-beach": tropicalBeach,
  "mountain-lake": mountainLake,
  desert,
  "city-dusk": cityDusk,
  sailing,
  "infinity-pool": infinityPool,
  spa,
  "rice-terraces": riceTerraces,
  balloons,
  surf,
  lanterns,
  courtyard,
  "lemon-grove": lemonGrove,
  glasshouse,
  cenote,
};

/** Light of the day laid over a scene, so one motif gives several different pictures. */
export const moods = ["day", "golden", "dusk", "night", "dawn"] as const;
export type Mood = (typeof moods)[number];
const moodWash: Record<Mood, { color: string; opacity: number } | null> = {
  day: null,
  golden: { color: "#ff9a3c", opacity: 0.3 },
  dusk: { color: "#6a3d9a", opacity: 0.4 },
  night: { color: "#14204a", opacity: 0.62 },
  dawn: { color: "#ff8fab", opacity: 0.28 },
};

/**
 * One demo picture: a scene, its light, whether it is mirrored, and the part of the canvas shown (zoom ≥ 1
 * around `focus`, fractions of the canvas; `portrait` frames it 4:5 as a creator's own photo would be).
 * Every listing image and portfolio item in the demo data is a different artwork (seed.test.ts checks).
 */
export type Artwork = {
  scene: SceneId;
  mood?: Mood;
  mirror?: boolean;
  zoom?: number;
  focus?: readonly [number, number];
  portrait?: boolean;
};

/** A stable identity for an artwork: two equal keys render the same picture. */
export function artworkKey(a: Artwork): string {
  const [fx, fy] = a.focus ?? [0.5, 0.5];
  return [a.scene, a.mood ?? "day", a.mirror ? "m" : "-", a.zoom ?? 1, fx, fy, a.portrait ? "p" : "l"].join("|");
}

/**
 * Scenes are drawn on a 1600×1000 canvas and rasterised at `width` (default 1280): sharp seeds faster
 * and the pictures are flat vector art, which gains nothing from more pixels.
 */
export function artworkSvg(a: Artwork, width = 1280): string {
  const zoom = Math.max(1, a.zoom ?? 1);
  const [fx, fy] = a.focus ?? [0.5, 0.5];
  const vh = H / zoom;
  const vw = a.portrait ? vh * 0.8 : W / zoom;
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  const x = clamp(fx * W - vw / 2, W - vw);
  const y = clamp(fy * H - vh / 2, H - vh);
  const height = Math.round((width * vh) / vw);
  const content = a.mirror
    ? `<g transform="translate(${W} 0) scale(-1 1)">${scenes[a.scene]()}</g>`
    : scenes[a.scene]();
  const wash = moodWash[a.mood ?? "day"];
  const overlay = wash
    ? `<rect width="${W}" height="${H}" fill="${wash.color}" opacity="${wash.opacity}" style="mix-blend-mode:multiply"/>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x.toFixed(1)} ${y.toFixed(1)} ${vw.toFixed(1)} ${vh.toFixed(1)}">${content}${overlay}</svg>`;
}

/** The plain scene (day light, whole canvas). */
export function sceneSvg(id: SceneId, width = 1280): string {
  return artworkSvg({ scene: id }, width);
}

/**
 * Renders an artwork to PNG (fast zlib level: the PNG is only an intermediate, re-encoded right after), 1024
 * px wide (800 for a 4:5 portrait): some sixty pictures are seeded on first start, and flat vector art gains
 * little from more pixels.
 */
export async function renderArtworkPng(a: Artwork): Promise<Buffer> {
  return sharp(Buffer.from(artworkSvg(a, a.portrait ? 800 : 1024)))
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export async function renderScenePng(id: SceneId): Promise<Buffer> {
  return renderArtworkPng({ scene: id });
}

/** Renders and processes the given artworks once each, keyed by {@link artworkKey}. */
export async function renderArtworks(list: readonly Artwork[]): Promise<Map<string, ProcessedImage>> {
  const unique = [...new Map(list.map((a) => [artworkKey(a), a])).values()];
  const processed = await Promise.all(unique.map(async (a) => processImage(await renderArtworkPng(a))));
  return new Map(unique.map((a, i) => [artworkKey(a), processed[i] as ProcessedImage]));
}

/** Renders and processes the given scenes once each (day light, whole canvas). */
export async function renderScenes(ids: readonly SceneId[] = sceneIds): Promise<Map<SceneId, ProcessedImage>> {
  const unique = [...new Set(ids)];
  const rendered = await renderArtworks(unique.map((scene) => ({ scene })));
  return new Map(unique.map((id) => [id, rendered.get(artworkKey({ scene: id })) as ProcessedImage]));
}

const avatarPalettes: [string, string][] = [
  ["#ff9a8b", "#ff6a88"],
  ["#4facfe", "#00c6fb"],
  ["#43e97b", "#38a89d"],
  ["#fa709a", "#fee140"],
  ["#a18cd1", "#6f86d6"],
  ["#f6d365", "#fda085"],
  ["#5ee7df", "#4a7fd4"],
  ["#e0865b", "#b24592"],
  ["#30cfd0", "#330867"],
  ["#f093fb", "#f5576c"],
];

export function initialsOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((p) => (p ?? "").charAt(0).toUpperCase())
    .join("")
    .slice(0, 2);
}

/** A gradient square with the person's initials; the UI crops avatars to a circle. */
export function avatarSvg(fullName: string, paletteIndex: number): string {
  const [from, to] = avatarPalettes[paletteIndex % avatarPalettes.length] ?? ["#888", "#444"];
  const initials = initialsOf(fullName).replace(/[<>&"']/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="330" cy="70" r="120" fill="#ffffff" opacity="0.12"/><circle cx="60" cy="360" r="90" fill="#ffffff" opacity="0.08"/>
<text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="150" fill="#ffffff">${initials}</text>
</svg>`;
}

/** An avatar exactly as an upload would be stored: through `toAvatarJpeg` (400×400 JPEG). */
export async function renderAvatar(fullName: string, paletteIndex: number): Promise<AvatarImage> {
  const png = await sharp(Buffer.from(avatarSvg(fullName, paletteIndex)))
    .png({ compressionLevel: 1 })
    .toBuffer();
  return toAvatarJpeg(png);
}
