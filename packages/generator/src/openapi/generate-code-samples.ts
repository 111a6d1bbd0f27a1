import type { ApiCodeSample } from '@docs/shared';
import { highlightCode } from '../markdown/highlight-code.js';
import type { CollectedOperation } from './collect-operations.js';
import type { NormalOperation } from './normalize-operation.js';
import type { Resolver } from './resolve-ref.js';
import { buildSampleRequest } from './samples/build-sample-request.js';
import { highlightSample } from './samples/highlight-sample.js';
import { SAMPLE_LANGUAGES } from './samples/sample-languages.js';
import type { SampleRequest } from './samples/sample-request.js';
import { ownValue } from '../text/own-value.js';

/** Names `x-codeSamples` use for our languages. */
const LANGUAGE_NAMES: Record<string, string> = {
  javascript: 'javascript', js: 'javascript', php: 'php', 'c#': 'csharp', csharp: 'csharp', curl: 'curl', shell: 'curl', bash: 'curl', sh: 'curl',
  python: 'python', py: 'python', go: 'go', golang: 'go', node: 'nodejs', 'node.js': 'nodejs', nodejs: 'nodejs', ruby: 'ruby', java: 'java',
  powershell: 'powershell', pwsh: 'powershell',
};

type Obj = Record<string, unknown>;

/** The generated source of each configured language's sample, cURL first (the default tab). */
export function writeCodeSamples(request: SampleRequest, languages: readonly string[]): { language: string; code: string }[] {
  return curlFirst(languages).flatMap((language) => {
    const writer = ownValue(SAMPLE_LANGUAGES, language);
    return writer ? [{ language, code: writer.write(request) }] : [];
  });
}

export interface CodeSamples {
  samples: ApiCodeSample[];
  /** Whether a sample written from the operation's request is shown (one `x-codeSamples` did not replace). */
  showsRequest: boolean;
  /** The address those samples call in place of a server the description does not name. */
  placeholderServer?: string;
}

/**
 * Code samples in every configured language, written from the request the operation's example values
 * make (`buildSampleRequest`), then highlighted. `x-codeSamples` in the description replace the
 * generated sample of their language, or add a tab.
 */
export function generateCodeSamples(
  document: Obj,
  collected: CollectedOperation,
  normal: NormalOperation,
  resolve: Resolver,
  languages: readonly string[],
): CodeSamples {
  // A webhook is a request the API sends, not one to copy: samples of calling it would mislead.
  if (collected.webhook) return { samples: [], showsRequest: false };
  const generated = new Map<string, string>();
  let placeholderServer: string | undefined;
  try {
    const request = buildSampleRequest(document, collected, normal, resolve);
    placeholderServer = request.placeholderServer;
    for (const { language, code } of writeCodeSamples(request, languages)) generated.set(language, code);
  } catch {
    // An operation whose request cannot be made out still gets its page, with custom samples only.
  }
  const custom = customSamples(collected.operation['x-codeSamples'] ?? collected.operation['x-code-samples']);
  const samples: ApiCodeSample[] = [];
  let showsRequest = false;
  for (const language of curlFirst(languages)) {
    const own = custom.find((sample) => sample.language === language);
    showsRequest ||= !own && generated.has(language);
    const code = own?.source ?? generated.get(language);
    const settings = ownValue(SAMPLE_LANGUAGES, language);
    if (code === undefined) continue;
    // What our writers wrote is read by its lexicon; a sample the description brings could be anything.
    const html = (!own && settings ? highlightSample(code, settings.lexicon) : undefined) ?? highlightCode(code, settings?.highlight ?? language);
    samples.push({ language, label: own?.label ?? settings?.label ?? language, html });
  }
  // The description's other samples follow as tabs of their own: those of languages not configured, and a
  // configured language's second and later ones (two JavaScript variants). Each tab needs a value of its own.
  const used = new Set(samples.map((sample) => sample.language));
  const firsts = new Set(languages.map((language) => custom.find((sample) => sample.language === language)));
  for (const extra of custom.filter((sample) => !firsts.has(sample))) {
    let value = extra.language;
    for (let n = 2; used.has(value); n++) value = `${extra.language}-${n}`;
    used.add(value);
    samples.push({ language: value, label: extra.label ?? extra.language, html: highlightCode(extra.source, extra.language) });
  }
  return { samples, showsRequest, ...(showsRequest && placeholderServer ? { placeholderServer } : {}) };
}

/** cURL runs anywhere and reads as the HTTP it sends: the first tab, whatever the config's order. */
function curlFirst(languages: readonly string[]): string[] {
  return languages.includes('curl') ? ['curl', ...languages.filter((language) => language !== 'curl')] : [...languages];
}

function customSamples(value: unknown): { language: string; label?: string; source: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: Obj) => {
    if (typeof entry?.['source'] !== 'string' || typeof entry['lang'] !== 'string') return [];
    const name = entry['lang'].toLowerCase();
    return [{ language: ownValue(LANGUAGE_NAMES, name) ?? name.replace(/[^a-z0-9]+/g, '-'), ...(typeof entry['label'] === 'string' ? { label: entry['label'] } : {}), source: entry['source'] }];
  });
}
