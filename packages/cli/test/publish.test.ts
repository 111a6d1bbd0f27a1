import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { docs, SITES } from './run-cli.js';

const BASIC = path.join(SITES, 'basic');
let out: string;

beforeAll(async () => {
  out = path.join(await mkdtemp(path.join(os.tmpdir(), 'publish-cli-')), 'build');
  expect((await docs(['build', '--out', out, '--no-cache'], BASIC)).code).toBe(0);
}, 60_000);

/**
 * Runs `docs publish` (with a key in the environment) against a storage service played by `handle`, on
 * a port of this machine; `during` runs while it publishes.
 */
async function publishAgainst(handle: import('node:http').RequestListener, args: string[], during?: () => Promise<void>): Promise<{ code: number; err: string }> {
  const service = (await import('node:http')).createServer(handle);
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(service.address() as import('node:net').AddressInfo).port}`;
  const saved = { ...process.env };
  Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' });
  try {
    const publishing = docs(['publish', '--bucket', 'docs', '--endpoint', endpoint, ...args], BASIC);
    await during?.();
    return await publishing;
  } finally {
    process.env = saved;
    service.closeAllConnections();
    service.close();
  }
}

describe('docs publish', () => {
  it('asks for a bucket when neither the flags nor the config name one', async () => {
    const { code, err } = await docs(['publish', '--dir', out], BASIC);
    expect(code).toBe(1);
    expect(err).toContain('No bucket to publish to');
    expect(err).toContain('--bucket NAME, or set publish.bucket in docs.config.ts');
  });

  it('says how to get a build when the folder has none', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'publish-empty-'));
    const { code, err } = await docs(['publish', '--bucket', 'docs', '--dir', empty], BASIC);
    expect(code).toBe(1);
    expect(err).toContain('holds no site docs build made');
  });

  it('never prints the key an endpoint carries', async () => {
    const { code, err } = await docs(['publish', '--bucket', 'docs', '--dir', out, '--endpoint', 'http://AKIDKEY:SuperSecret@127.0.0.1:9'], BASIC);
    expect(code).toBe(1);
    expect(err).toContain('127.0.0.1:9');
    expect(err).not.toContain('SuperSecret');
    expect(err).not.toContain('AKIDKEY');
  });

  it('refuses, before sending anything, a bucket with a path in it, a prefix no URL reaches and an endpoint that is no http(s) URL, whose key it never prints', async () => {
    const cases: [string[], string][] = [
      [['--bucket', 's3://docs'], '"s3://docs" is no bucket name'],
      [['--bucket', 'docs/v2'], '"docs/v2" is no bucket name'],
      [['--bucket', 'docs', '--prefix', '../other'], '--prefix "../other" is no folder of the bucket a browser can reach'],
      [['--bucket', 'docs', '--prefix', 'v2//old'], '--prefix "v2//old" is no folder of the bucket a browser can reach'],
      [['--bucket', 'docs', '--prefix', 'docs?x'], '--prefix "docs?x" is no folder of the bucket a browser can reach'],
      [['--bucket', 'docs', '--prefix', '%2e%2e'], '--prefix "%2e%2e" is no folder of the bucket a browser can reach'],
      [['--bucket', 'docs', '--prefix', 'docs/v2 '], '--prefix "docs/v2 " is no folder of the bucket a browser can reach'],
      [['--bucket', 'docs', '--endpoint', 'https://account.r2.cloudflarestorage.com/docs'], 'names the bucket "docs" in its path'],
      [['--bucket', 'docs', '--endpoint', 'https://account.r2.cloudflarestorage.com/docs/v2'], 'names the bucket "docs" in its path'],
      [['--bucket', 'docs', '--endpoint', 'AKIDKEY:SuperSecret@127.0.0.1:9'], '--endpoint 127.0.0.1:9 is no http:// or https:// URL'],
    ];
    for (const [flags, message] of cases) {
      const { code, err } = await docs(['publish', '--dir', out, ...flags], BASIC);
      expect(code, flags.join(' ')).toBe(1);
      expect(err, flags.join(' ')).toContain(message);
      expect(err).not.toContain('SuperSecret');
      expect(err).not.toContain('AKIDKEY');
      expect(err).not.toContain('Publish to');
    }
  });

  it('says a --dir that is not there, or is a file, is so', async () => {
    const missing = await docs(['publish', '--bucket', 'docs', '--dir', 'no-such-build', '--endpoint', 'http://127.0.0.1:9'], BASIC);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('✖ no-such-build does not exist.');
    const file = await docs(['publish', '--bucket', 'docs', '--dir', 'docs.config.ts', '--endpoint', 'http://127.0.0.1:9'], BASIC);
    expect(file.err).toContain('✖ docs.config.ts is a file, not the folder of a build.');
  });

  it('publishes only a folder docs build finished: not another one with an index.html, nor one a build is changing', async () => {
    // A repository's own folder, with its secrets: never sent to a bucket.
    const repository = await mkdtemp(path.join(os.tmpdir(), 'publish-repository-'));
    await writeFile(path.join(repository, 'index.html'), '<p>a page of the project</p>');
    await writeFile(path.join(repository, '.env'), 'SECRET=1');
    const foreign = await docs(['publish', '--bucket', 'docs', '--dir', repository, '--endpoint', 'http://127.0.0.1:9'], BASIC);
    expect(foreign.code).toBe(1);
    expect(foreign.err).toContain('holds no site docs build made');
    // A build moving its files in has taken the list of files out of its marker.
    const marker = path.join(out, '.docs-build');
    const finished = await readFile(marker, 'utf8');
    await writeFile(marker, JSON.stringify({ ...(JSON.parse(finished) as object), files: null }));
    const changing = await docs(['publish', '--bucket', 'docs', '--dir', out, '--endpoint', 'http://127.0.0.1:9'], BASIC).finally(() => writeFile(marker, finished));
    expect(changing.code).toBe(1);
    expect(changing.err).toContain('is being changed by a build, or was left half changed by one that was stopped');
  });

  it('publishes nothing from a build folder that holds files the build did not write, or lacks some it wrote', async () => {
    const { cp, mkdir, rm } = await import('node:fs/promises');
    const copy = path.join(await mkdtemp(path.join(os.tmpdir(), 'publish-changed-')), 'build');
    await cp(out, copy, { recursive: true });
    // A secret and a repository dropped into the output folder after the build.
    await writeFile(path.join(copy, '.env'), 'AWS_SECRET_ACCESS_KEY=hunter2');
    await mkdir(path.join(copy, '.git'));
    await writeFile(path.join(copy, '.git', 'config'), '[remote "origin"]');
    const stray = await docs(['publish', '--bucket', 'docs', '--dir', copy, '--endpoint', 'http://127.0.0.1:9', '--delete'], BASIC);
    expect(stray.code).toBe(1);
    expect(stray.err).toContain('holds 2 files docs build did not write: .env, .git/config.');
    expect(stray.err).toContain('Nothing was published.');
    expect(stray.err).not.toContain('Publish to');
    // Pages deleted since the build: with --delete they would come off the live site.
    await rm(path.join(copy, '.env'));
    await rm(path.join(copy, '.git'), { recursive: true });
    await rm(path.join(copy, 'docs'), { recursive: true });
    const partial = await docs(['publish', '--bucket', 'docs', '--dir', copy, '--endpoint', 'http://127.0.0.1:9', '--delete'], BASIC);
    expect(partial.code).toBe(1);
    expect(partial.err).toMatch(/lacks \d+ files? docs build wrote: docs\//);
    expect(partial.err).not.toContain('Publish to');
  });

  it('says where to put credentials when there are none', async () => {
    const saved = { ...process.env };
    for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_PROFILE', 'AWS_SESSION_TOKEN']) delete process.env[name];
    process.env['AWS_CONFIG_FILE'] = process.env['AWS_SHARED_CREDENTIALS_FILE'] = path.join(out, 'none');
    try {
      const { code, err } = await docs(['publish', '--bucket', 'docs', '--dir', out, '--endpoint', 'http://127.0.0.1:9'], BASIC);
      expect(code).toBe(1);
      expect(err).toContain('No credentials for http://127.0.0.1:9 were found');
      expect(err).toContain('hint: Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
    } finally {
      process.env = saved;
    }
  }, 60_000);

  it('reports an unreachable endpoint in one clear message, without a stack trace, and exits 1', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' });
    const { code, err } = await docs(['publish', '--bucket', 'docs', '--dir', out, '--endpoint', 'http://127.0.0.1:9'], BASIC).finally(() => (process.env = saved));
    expect(code).toBe(1);
    expect(err).toContain('Publish to s3://docs/ at http://127.0.0.1:9 failed. Could not reach http://127.0.0.1:9');
    expect(err).toContain('the publish can be run again safely');
    expect(err).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('stops on SIGTERM, as a CI job is cancelled, even while the storage service does not answer, and exits 130', async () => {
    const started = Date.now();
    // A service that takes every request and never answers.
    const { code, err } = await publishAgainst(() => undefined, ['--dir', out], async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      process.emit('SIGTERM');
    });
    expect(code).toBe(130);
    expect(err).toContain('✖ Stopped.');
    expect(err).toContain('run docs publish again to finish');
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 60_000);

  /**
   * Publishes a copy of the build to a service that, before it answers a request with `answer` (a status
   * and an S3 error code), has a build rewrite the folder's marker. Listings find an empty bucket.
   */
  async function publishWhileABuildRuns(name: string, answer: { status: number; code: string; method?: string }) {
    const { cp } = await import('node:fs/promises');
    const copy = path.join(path.dirname(out), name);
    await cp(out, copy, { recursive: true });
    return publishAgainst((request, response) => {
      request.resume();
      if (answer.method && request.method !== answer.method) {
        response.writeHead(200, { 'Content-Type': 'application/xml' });
        return void response.end('<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>docs</Name><IsTruncated>false</IsTruncated><KeyCount>0</KeyCount></ListBucketResult>');
      }
      void writeFile(path.join(copy, '.docs-build'), '{"files":{}}\n').then(() => {
        response.writeHead(answer.status, { 'Content-Type': 'application/xml' });
        response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${answer.code}</Code><Message>Refused.</Message></Error>`);
      });
    }, ['--dir', copy, '--concurrency', '1']);
  }

  it('says the site folder changed, not that the storage service failed, when a build runs in it during the publish', async () => {
    // The first upload's digest refused, as a file the build rewrote under the upload would have it.
    const { code, err } = await publishWhileABuildRuns('changing', { status: 400, code: 'BadDigest', method: 'PUT' });
    expect(code).toBe(1);
    expect(err).toContain('changed while it was being published (a docs build ran in it)');
    expect(err).toContain('hint: Run docs publish again once the build has finished.');
    expect(err).not.toContain('The storage service failed');
  }, 60_000);

  it('says the storage service refused the key, not that the folder changed, when a build also ran in it meanwhile', async () => {
    const { code, err } = await publishWhileABuildRuns('changing-refused', { status: 403, code: 'InvalidAccessKeyId' });
    expect(code).toBe(1);
    expect(err).toContain('refused the credentials (InvalidAccessKeyId)');
    expect(err).toContain('also changed meanwhile (a docs build ran in it)');
    expect(err).not.toContain('stopped:');
  }, 60_000);

  it('stops, saying so, at an endpoint that answers like a website rather than a storage service, dry run or not', async () => {
    // The site's own address given as the endpoint: every request answered 200 with a page.
    for (const flags of [[], ['--dry-run']]) {
      const { code, err } = await publishAgainst((request, response) => {
        request.resume();
        response.writeHead(200, { 'Content-Type': 'text/html' });
        response.end('<!doctype html><title>Inkwell API</title><p>Welcome.</p>');
      }, ['--dir', out, ...flags]);
      expect(code, flags.join(' ')).toBe(1);
      expect(err, flags.join(' ')).toContain('with no S3 listing, as no S3 storage service does');
      expect(err).toContain("hint: Check --endpoint: it is the storage service's API address");
      expect(err).not.toContain('Published');
      expect(err).not.toContain('Dry run');
    }
  }, 60_000);

  it('takes the bucket, prefix and endpoint from the config when no flag names them', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'publish-config-'));
    await writeFile(
      path.join(site, 'docs.config.ts'),
      `export default { title: 'Configured', outDir: ${JSON.stringify(out)}, publish: { bucket: 'configured-docs', prefix: 'v2', endpoint: 'http://127.0.0.1:9' } };\n`,
    );
    const saved = { ...process.env };
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' });
    const { code, err } = await docs(['publish'], site).finally(() => (process.env = saved));
    expect(code).toBe(1);
    expect(err).toContain('Publish to s3://configured-docs/v2/ at http://127.0.0.1:9 failed.');
  }, 60_000);

  it('takes the endpoint the SDK\'s own variable names, addressed by path and named in its messages', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret', AWS_ENDPOINT_URL: 'http://localhost:9' });
    const { code, err } = await docs(['publish', '--bucket', 'docs', '--dir', out], BASIC).finally(() => (process.env = saved));
    expect(code).toBe(1);
    // Addressed as docs.localhost, the bucket's subdomain, it was not found at all (ENOTFOUND).
    expect(err).toContain('Publish to s3://docs/ at http://localhost:9 failed. Could not reach http://localhost:9 (ECONNREFUSED)');
  }, 60_000);

  it('prints the plan of a dry run, and with --quiet only its summary', async () => {
    const { createServer } = await import('node:http');
    // An empty bucket: its listing, and no list of what an earlier publish put there.
    const service = createServer((request, response) => {
      request.resume();
      if (request.method === 'GET' && request.url?.includes('list-type=2')) {
        response.writeHead(200, { 'Content-Type': 'application/xml' });
        response.end('<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>docs</Name><KeyCount>0</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated></ListBucketResult>');
      } else {
        response.writeHead(404, { 'Content-Type': 'application/xml' });
        response.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code></Error>');
      }
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(service.address() as import('node:net').AddressInfo).port}`;
    const saved = { ...process.env };
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'secret' });
    try {
      const planned = await docs(['publish', '--bucket', 'docs', '--endpoint', endpoint, '--dir', out, '--dry-run'], BASIC);
      expect(planned.code, planned.err).toBe(0);
      expect(planned.out).toContain('upload     index.html');
      expect(planned.err).toContain('✔ Dry run for s3://docs/');
      const quiet = await docs(['publish', '--bucket', 'docs', '--endpoint', endpoint, '--dir', out, '--dry-run', '--quiet'], BASIC);
      expect(quiet.code).toBe(0);
      expect(quiet.out).toBe('');
      expect(quiet.err).toContain('✔ Dry run for s3://docs/');
    } finally {
      process.env = saved;
      service.closeAllConnections();
      service.close();
    }
  }, 60_000);

  it('stops at a config that is there but cannot be loaded, rather than publishing without its bucket and prefix', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'publish-broken-config-'));
    await writeFile(path.join(site, 'docs.config.ts'), `export default { title: 'Broken', publish: { prefix: 'v2' } ;\n`);
    const { code, err } = await docs(['publish', '--bucket', 'docs', '--dir', out, '--delete', '--dry-run'], site);
    expect(code).toBe(1);
    expect(err).toContain('docs.config.ts');
    expect(err).toContain('ConfigLoadFailed');
    expect(err).not.toContain('upload');
  }, 60_000);

  it('refuses a concurrency that is not a small whole number', async () => {
    for (const value of ['0', '0x8', ' 8']) {
      const { code, err } = await docs(['publish', '--bucket', 'docs', '--dir', out, '--concurrency', value], BASIC);
      expect(code, value).toBe(1);
      expect(err).toContain('--concurrency must be a whole number from 1 to 64');
    }
  });
});
