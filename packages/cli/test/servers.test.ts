import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../src/io.js';
import { runDev } from '../src/commands/dev-command.js';
import { runServe } from '../src/commands/serve-command.js';
import type { StopSignal } from '../src/commands/wait-for-stop.js';
import { docs, REPOSITORY, SITES } from './run-cli.js';

const BASIC = path.join(SITES, 'basic');

/** Runs a server command until `stop()`, capturing what it prints; `url()` waits for the address it announces. */
function startCommand(run: (io: CliIo, stopped: Promise<StopSignal | void>) => Promise<number>, cwd: string) {
  let err = '';
  let stop!: (signal?: StopSignal) => void;
  const stopped = new Promise<StopSignal | void>((resolve) => (stop = resolve));
  const exit = run({ out: () => {}, err: (text) => void (err += text), cwd, isTTY: false, color: false }, stopped);
  return {
    printed: () => err,
    exit,
    stop,
    async url(): Promise<string> {
      for (let i = 0; i < 600 && !/Serving .*?(http:\/\/\S+?)[,\s]/.test(err); i++) await new Promise((resolve) => setTimeout(resolve, 50));
      const found = /(http:\/\/[\d.]+:\d+)/.exec(err);
      if (!found) throw new Error(`no address announced:\n${err}`);
      return found[1]!;
    },
  };
}

describe('docs serve', () => {
  it('serves a finished build until stopped', async () => {
    const out = path.join(await mkdtemp(path.join(os.tmpdir(), 'serve-cli-')), 'build');
    expect((await docs(['build', '--out', out, '--no-cache'], BASIC)).code).toBe(0);
    const command = startCommand((io, stopped) => runServe(out, { port: '0' }, io, stopped), BASIC);
    const url = await command.url();
    const page = await fetch(`${url}/docs/guides/first`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('First guide');
    expect((await fetch(`${url}/missing`)).status).toBe(404);
    command.stop();
    expect(await command.exit).toBe(130);
    // Stopped by a service manager or a container, as it stops what it started: no failure.
    const managed = startCommand((io, stopped) => runServe(out, { port: '0' }, io, stopped), BASIC);
    await managed.url();
    managed.stop('SIGTERM');
    expect(await managed.exit).toBe(0);
  });

  it('caches the build\'s hashed assets for a year, and an author\'s file named like one only with revalidation, as docs dev does', async () => {
    const { cp, mkdir, readFile, readdir } = await import('node:fs/promises');
    const site = path.join(await mkdtemp(path.join(os.tmpdir(), 'serve-copied-')), 'site');
    await cp(BASIC, site, { recursive: true, filter: (source) => !source.includes('node_modules') && !source.includes(`${path.sep}build`) });
    const config = path.join(site, 'docs.config.ts');
    await writeFile(config, (await readFile(config, 'utf8')).replace("'../../../../../templates'", JSON.stringify(path.join(REPOSITORY, 'templates'))));
    await mkdir(path.join(site, 'static/assets'), { recursive: true });
    await writeFile(path.join(site, 'static/assets/jquery.datepicker.js'), 'window.picker = 1;\n');
    const out = path.join(site, 'out');
    expect((await docs(['build', '--out', out, '--no-cache'], site)).code).toBe(0);
    expect(JSON.parse(await readFile(path.join(out, '.docs-build'), 'utf8')).copiedLikeHashed).toEqual(['assets/jquery.datepicker.js']);
    const css = (await readdir(path.join(out, 'assets'))).find((file) => file.endsWith('.css'))!;
    const cacheControl = async (url: string, file: string) => (await fetch(`${url}/assets/${file}`)).headers.get('cache-control');
    const serve = startCommand((io, stopped) => runServe(out, { port: '0' }, io, stopped), site);
    const dev = startCommand((io, stopped) => runDev({ port: '0', cache: false }, io, stopped), site);
    try {
      for (const url of [await serve.url(), await dev.url()]) {
        expect(await cacheControl(url, 'jquery.datepicker.js'), url).toBe('public, max-age=0, must-revalidate');
        expect(await cacheControl(url, css), url).toBe('public, max-age=31536000, immutable');
      }
    } finally {
      serve.stop();
      dev.stop();
      await Promise.all([serve.exit, dev.exit]);
    }
  }, 60_000);

  it('says how to get a build when the folder has none', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'serve-empty-'));
    const { code, err } = await docs(['serve', empty], BASIC);
    expect(code).toBe(1);
    expect(err).toContain('holds no built site');
    expect(err).toContain('Run docs build first');
    const missing = await docs(['serve', path.join(empty, 'no-such-folder')], BASIC);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('no-such-folder does not exist.');
    const file = await docs(['serve', 'docs.config.ts'], BASIC);
    expect(file.code).toBe(1);
    expect(file.err).toContain('docs.config.ts is a file, not the folder of a build.');
  });

  it('stops at a config that is there but cannot be loaded, rather than serving another folder', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'serve-broken-config-'));
    await writeFile(path.join(site, 'docs.config.ts'), `export default { title: 'Broken', outDir: 'site' ;\n`);
    const { code, err } = await docs(['serve'], site);
    expect(code).toBe(1);
    expect(err).toContain('docs.config.ts');
    expect(err).toContain('ConfigLoadFailed');
    expect(err).not.toContain('holds no built site');
  }, 60_000);

  it('refuses a port that is not a number', async () => {
    const { code, err } = await docs(['serve', '--port', 'eighty'], BASIC);
    expect(code).toBe(1);
    expect(err).toContain('--port must be a number from 0 to 65535, not "eighty"');
    // Read as Number reads them, these were a random port and 8080.
    for (const port of ['', ' ', '0x1F90', '1e3']) {
      const odd = await docs(['serve', '--port', port], BASIC);
      expect(odd.code, port).toBe(1);
      expect(odd.err).toContain(`--port must be a number from 0 to 65535, not "${port}"`);
    }
  });
});

describe('docs dev', () => {
  it('builds, serves from memory and announces where, until stopped', async () => {
    // Without the build cache, which would otherwise be written among the fixtures.
    const command = startCommand((io, stopped) => runDev({ port: '0', cache: false }, io, stopped), BASIC);
    const url = await command.url();
    expect(command.printed()).toMatch(/✔ Built \d+ pages in \d+ ms/);
    const page = await fetch(`${url}/docs/guides/first`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/__docs/client.js');
    command.stop();
    expect(await command.exit).toBe(130);
  });

  it('started on content that does not build, says pages show the errors, not that a last good build is served', async () => {
    const site = await mkdtemp(path.join(os.tmpdir(), 'dev-broken-'));
    const { cp } = await import('node:fs/promises');
    await cp(BASIC, site, { recursive: true });
    await writeFile(path.join(site, 'content/docs/broken.md'), '---\ntitle: [unclosed\n---\n\nBroken.\n');
    const command = startCommand((io, stopped) => runDev({ port: '0', cache: false }, io, stopped), site);
    await command.url();
    expect(command.printed()).toContain('✖ Build failed; pages show these errors until it builds.');
    expect(command.printed()).not.toContain('last good build');
    command.stop();
    expect(await command.exit).toBe(130);
  });

  it('says it cannot listen on a host of another machine before it builds, and ends with 1 rather than waiting for good', async () => {
    // The address is in a documentation range no machine has (RFC 5737): listening on it fails at once.
    const command = startCommand((io, stopped) => runDev({ port: '0', host: '192.0.2.1', cache: false }, io, stopped), BASIC);
    expect(await command.exit).toBe(1);
    expect(command.printed()).toContain('✖ Cannot listen on 192.0.2.1:0 (EADDRNOTAVAIL); 192.0.2.1 is not an address of this machine');
    // Said before a first build, which on a large site takes a minute.
    expect(command.printed()).not.toContain('Built');
    expect(command.printed()).not.toMatch(/Internal error|at .*\.js:\d+/);
  });

  it('stops at once when asked to before its first build is done, with nothing said of the cut build', async () => {
    const command = startCommand((io, stopped) => runDev({ port: '0', cache: false }, io, stopped), BASIC);
    command.stop();
    expect(await command.exit).toBe(130);
    expect(command.printed()).toContain('✖ Stopped before the first build finished.');
    expect(command.printed()).not.toContain('Serving at');
  });

  it('ends with 1 when a folder or file given on the command line is not there, which no save can mend', async () => {
    const content = startCommand((io, stopped) => runDev({ port: '0', cache: false, content: 'nope' }, io, stopped), BASIC);
    expect(await content.exit).toBe(1);
    expect(content.printed()).toContain('Content folder nope does not exist');
    const spec = startCommand((io, stopped) => runDev({ port: '0', cache: false, spec: 'nope.json' }, io, stopped), BASIC);
    expect(await spec.exit).toBe(1);
    expect(spec.printed()).toContain('API description nope.json does not exist');
  });

  it('lists dev and serve in the help', async () => {
    const { out } = await docs(['--help'], BASIC);
    expect(out).toMatch(/dev \[options\]\s+serve the site from memory/);
    expect(out).toMatch(/serve \[options\] \[dir\]\s+serve a finished build/);
  });
});
