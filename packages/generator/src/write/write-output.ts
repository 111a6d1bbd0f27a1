import type { OutputFile } from '@docs/shared';
import { openOutputUpdate } from './open-output-update.js';

/**
 * Writes a whole site: into a staging folder beside `outDir` first, then into place, so a build that
 * fails leaves the previous output exactly as it was; files the output holds already stay as they
 * are. Replaces only what an earlier build wrote (the folder has the build's marker), an empty
 * folder, or, with `force`, any folder; never a file.
 */
export async function writeOutput(outDir: string, files: readonly OutputFile[], options: { force?: boolean } = {}): Promise<void> {
  const staging = await openOutputUpdate(outDir, options);
  try {
    await staging.write(files);
    await staging.commit();
  } catch (error) {
    await staging.discard();
    throw error;
  }
}
