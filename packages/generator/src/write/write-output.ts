import type { OutputFile } from '@docs/shared';
import { createStagingFolder } from './create-staging-folder.js';

/**
 * Writes a whole site into a staging folder beside `outDir`, then swaps it into place: a build that
 * fails or dies leaves the previous output exactly as it was. Replaces only what an earlier build wrote
 * (the folder has the build's marker), an empty folder, or, with `force`, any folder; never a file.
 */
export async function writeOutput(outDir: string, files: readonly OutputFile[], options: { force?: boolean } = {}): Promise<void> {
  const staging = await createStagingFolder(outDir, options);
  try {
    await staging.write(files);
    await staging.commit();
  } catch (error) {
    await staging.discard();
    throw error;
  }
}
