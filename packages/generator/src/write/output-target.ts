import path from 'node:path';

/**
 * Where an output file (a path relative to the output folder, `/`-separated) is written in `dir`.
 * Paths come from authors' slugs, file names and settings; one that would lead out of the folder (a
 * `..` that no check before stopped) is refused here, as the last guard before anything is written.
 */
export function outputTarget(dir: string, file: string): string {
  const target = path.join(dir, file);
  if (path.isAbsolute(file) || !target.startsWith(`${dir}${path.sep}`)) throw new Error(`refusing to write ${JSON.stringify(file)}: it is not inside the output folder`);
  return target;
}
