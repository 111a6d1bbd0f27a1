import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectOperations } from '../../../src/openapi/collect-operations.js';
import { writeCodeSamples } from '../../../src/openapi/generate-code-samples.js';
import { normalizeOperation } from '../../../src/openapi/normalize-operation.js';
import { createResolver } from '../../../src/openapi/resolve-ref.js';
import { buildSampleRequest } from '../../../src/openapi/samples/build-sample-request.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPOSITORY = path.resolve(HERE, '../../../../..');
/** This site's descriptions: the latest docs' and the frozen v1's. */
const SPECS = ['spec/openapi.json', 'spec/versions/v1/openapi.json'];
const PRISM = path.resolve(HERE, '../../../node_modules/.bin/prism');
const run = promisify(execFile);

const works = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/**
 * The languages whose samples run here, each when its tools are installed (CI installs them all): the
 * file a sample is saved as, and the command that runs it in its folder.
 */
const RUNNERS = [
  { language: 'curl', file: 'sample.sh', command: ['bash', 'sample.sh'], installed: works('curl', ['--version']) },
  { language: 'nodejs', file: 'sample.mjs', command: [process.execPath, 'sample.mjs'], installed: true },
  { language: 'python', file: 'sample.py', command: ['python3', 'sample.py'], installed: works('python3', ['-c', 'import requests']) },
  { language: 'php', file: 'sample.php', command: ['php', 'sample.php'], installed: works('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']) },
  { language: 'ruby', file: 'sample.rb', command: ['ruby', 'sample.rb'], installed: works('ruby', ['-e', 'require "net/http"; require "json"']) },
  { language: 'go', file: 'main.go', command: ['go', 'run', 'main.go'], installed: works('go', ['version']) },
] as const;
const LANGUAGES = RUNNERS.map((runner) => runner.language);

/** A description, the server its samples call (the mock serves the paths below it at its own root), and each operation's samples. */
async function samplesOf(spec: string) {
  const document = JSON.parse(await readFile(path.join(REPOSITORY, spec), 'utf8')) as Record<string, any>;
  const resolve = createResolver(document);
  // Each operation's samples and the status its description documents for success (its first 2xx); a
  // webhook is sent by the API, and has none.
  const operations = collectOperations(document, resolve).filter((collected) => !collected.webhook).map((collected) => {
    const request = buildSampleRequest(document, collected, normalizeOperation(document, collected, resolve), resolve);
    const samples = Object.fromEntries(writeCodeSamples(request, [...LANGUAGES]).map((sample) => [sample.language, sample.code]));
    const success = Object.keys(collected.operation['responses'] as object).filter((status) => /^2\d\d$/.test(status)).sort()[0];
    return { name: `${collected.method.toUpperCase()} ${collected.path}`, samples, success: Number(success) };
  });
  return { document, server: String(document['servers'][0].url), operations };
}
const described = await Promise.all(SPECS.map(async (spec) => ({ spec, ...(await samplesOf(spec)) })));

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** Starts Prism on `port`, mocking the description and answering a request it does not validate with an error status. */
async function startMockServer(port: number, spec: string): Promise<ChildProcess> {
  const prism = spawn(PRISM, ['mock', '--errors', '--host', '127.0.0.1', '--port', String(port), path.join(REPOSITORY, spec)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((ready, fail) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) ready();
    };
    prism.stdout!.on('data', listen);
    prism.stderr!.on('data', listen);
    prism.on('exit', (code) => fail(new Error(`Prism stopped (${code}) before listening:\n${output}`)));
  });
  return prism;
}

describe.each(described)("this site's samples of $spec, run against a mock server that validates each request", ({ spec, document, server, operations }) => {
  let prism: ChildProcess | undefined;
  let port = 0;
  let folder = '';
  beforeAll(async () => {
    port = await freePort();
    prism = await startMockServer(port, spec);
    folder = await mkdtemp(path.join(tmpdir(), 'samples-'));
  }, 60_000);
  afterAll(async () => {
    prism?.kill();
    await rm(folder, { recursive: true, force: true });
  });

  it('cover every operation, in every language', () => {
    expect(operations.length).toBe(Object.values(document['paths']).flatMap((item: any) => Object.keys(item)).length);
    for (const { samples } of operations) expect(Object.keys(samples).sort()).toEqual([...LANGUAGES].sort());
  });

  describe.each(RUNNERS.filter((runner) => runner.installed))('in $language', ({ language, file, command }) => {
    let here = '';
    beforeAll(async () => {
      // Each language in a folder of its own, with the file the upload samples send.
      here = await mkdtemp(path.join(folder, `${language}-`));
      await writeFile(path.join(here, 'consulting-agreement.pdf'), '%PDF-1.4\n%%EOF\n');
    });

    it.each(operations)('$name gets its documented success status', async ({ samples, success }) => {
      const sample = samples[language]!;
      expect(sample).toContain(server);
      let local = sample.split(server).join(`http://127.0.0.1:${port}`);
      if (language === 'curl') local += ` --silent --show-error --write-out '\\n%{http_code}'`;
      await writeFile(path.join(here, file), local);
      const { stdout } = await run(command[0], command.slice(1), { cwd: here, timeout: 120_000 });
      const lines = stdout.trim().split('\n');
      // The status the sample printed: cURL's last line, the others' first. Python's samples, and
      // Node's that save a file, print none: they fail on an error status, and ran.
      const printed = /^(\d{3})\b/.exec((language === 'curl' ? lines.at(-1) : lines[0]) ?? '')?.[1];
      if ((language === 'python' || language === 'nodejs') && printed === undefined) return;
      expect(Number(printed)).toBe(success);
    }, 120_000);
  });
});
