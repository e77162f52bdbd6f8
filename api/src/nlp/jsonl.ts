import fs from 'node:fs';

/** The rows of a JSON Lines file (blank lines skipped); a bad line throws with its file and line number. */
export function readJsonl<T>(file: string): T[] {
  const rows: T[] = [];
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      try {
        rows.push(JSON.parse(line) as T);
      } catch (err) {
        throw new Error(`${file}:${i + 1}: ${(err as Error).message}`, { cause: err });
      }
    });
  return rows;
}
