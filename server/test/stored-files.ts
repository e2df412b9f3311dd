import { readdir } from "node:fs/promises";
import path from "node:path";

/**
 * Every stored file of a test's disk storage (`<dataDir>/storage`), as keys relative to the storage root, sorted;
 * the `.meta.json` sidecars and the write journal are left out. With `prefix`, only the keys under it.
 *
 * Nothing is swallowed: the storage root is created with the test context, so a missing root is an error, and
 * keys are read from the root down rather than from the prefix's folder, so a "stores nothing" check cannot pass
 * because the files went somewhere else — compare the whole list before and after (`storedFiles(dataDir)`).
 */
export async function storedFiles(dataDir: string, prefix?: string): Promise<string[]> {
  const root = path.join(dataDir, "storage");
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const keys = entries
    .filter((e) => e.isFile() && !e.name.endsWith(".meta.json"))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .filter((key) => !key.startsWith("_journal/"))
    .sort();
  if (prefix === undefined) return keys;
  const folder = prefix.endsWith("/") ? prefix : `${prefix}/`;
  return keys.filter((key) => key.startsWith(folder));
}
