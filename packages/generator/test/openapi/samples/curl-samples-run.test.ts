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

/** A description, the server its samples call (the mock serves the paths below it at its own root), and its cases. */
async function samplesOf(spec: string) {
  const document = JSON.parse(await readFile(path.join(REPOSITORY, spec), 'utf8')) as Record<string, any>;
  const resolve = createResolver(document);
  // Each operation's cURL sample and the status its description documents for success (its first 2xx).
  const cases = collectOperations(document, resolve).map((collected) => {
    const request = buildSampleRequest(document, collected, normalizeOperation(document, collected, resolve), resolve);
    const [sample] = writeCodeSamples(request, ['curl']);
    const success = Object.keys(collected.operation['responses'] as object).filter((status) => /^2\d\d$/.test(status)).sort()[0];
    return [`${collected.method.toUpperCase()} ${collected.path}`, sample!.code, Number(success)] as const;
  });
  return { document, server: String(document['servers'][0].url), cases };
}
const described = await Promise.all(SPECS.map(async (spec) => ({ spec, ...(await samplesOf(spec)) })));

const curlInstalled = spawnSync('curl', ['--version']).status === 0;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** Starts Prism on `port`, mocking the description and validating every request against it. */
async function startMockServer(port: number, spec: string): Promise<ChildProcess> {
  const prism = spawn(PRISM, ['mock', '--host', '127.0.0.1', '--port', String(port), path.join(REPOSITORY, spec)], { stdio: ['ignore', 'pipe', 'pipe'] });
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

describe.runIf(curlInstalled).each(described)("this site's cURL samples of $spec, run against a mock server that validates each request", ({ spec, document, server, cases }) => {
  let prism: ChildProcess | undefined;
  let port = 0;
  let folder = '';
  beforeAll(async () => {
    port = await freePort();
    prism = await startMockServer(port, spec);
    // The files the samples upload, in the folder they run in.
    folder = await mkdtemp(path.join(tmpdir(), 'curl-samples-'));
    await writeFile(path.join(folder, 'consulting-agreement.pdf'), '%PDF-1.4\n%%EOF\n');
  }, 60_000);
  afterAll(async () => {
    prism?.kill();
    await rm(folder, { recursive: true, force: true });
  });

  it('cover every operation', () => expect(cases.length).toBe(Object.values(document['paths']).flatMap((item: any) => Object.keys(item)).length));

  it.each(cases)('%s gets its documented success status', async (_operation, sample, success) => {
    expect(sample.startsWith(`curl --request`)).toBe(true);
    expect(sample).toContain(server);
    const local = sample.split(server).join(`http://127.0.0.1:${port}`);
    // What the mock server objected to comes back in its `sl-violations` header.
    const { stdout } = await run('bash', ['-c', `${local} --silent --show-error --dump-header - --write-out '\\n%{http_code}'`], { cwd: folder });
    const status = Number(stdout.trim().split('\n').at(-1));
    const violations = /^sl-violations: (.*)$/im.exec(stdout)?.[1];
    expect({ status, violations }).toEqual({ status: success, violations: undefined });
  });
});
