import type { SampleRequest, SampleBody, SampleResponse } from '../../../src/openapi/samples/sample-request.js';
/**
 * `count` sample requests made from a seed: every kind of body and response, keys that are keywords or
 * built-ins in one of the languages, and values with quotes, escapes, interpolation and other scripts.
 */
export function randomSampleRequests(count: number, seed = 1): SampleRequest[] {
  let state = seed >>> 0;
  const next = () => ((state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const WORDS = ['title', 'Authorization', 'default', 'class', 'function', 'new', 'import', 'from', 'if', 'else', 'true', 'null', 'None', 'nil', 'self', 'this', 'print', 'string', 'int', 'var', 'let', 'const', 'await', 'async', 'return', 'Type', 'URL', 'JSON', 'X', 'id', '_id', '$ref', 'a b', 'a-b', 'é', '日本', 'end', 'do', 'begin', 'package', 'func', 'map', 'range', 'echo', 'array', 'list', 'dict', 'object', 'ordered', 'foreach', 'in', 'is', 'not', 'and', 'or', 'lambda', 'yield', 'static', 'public', 'void', 'typeof', 'constructor', 'prototype', '__proto__', 'Content-Type', 'count2', '2fa', 'a.b', 'a:b', '@type', '#tag', 'x_y', 'CamelCase', 'ALLCAPS', 'main', 'panic', 'open', 'puts', 'require', 'using', 'namespace', 'base', 'params', 'value', 'get', 'set', 'Get-Item', 'Write-Host', 'true_', 'False', 'NaN', 'undefined', 'Infinity', 'console', 'document', 'window', 'super', 'with', 'as', 'match', 'case', 'switch', 'Invoke-RestMethod'];
  const TEXTS = ['plain', "it's", 'say "hi"', 'back\\slash', 'line\nbreak', 'tab\there', '#{x}', '${x}', '$x', '@x', '`tick`', '<b>&amp;</b>', '\u2028', 'é日本🙂', '', ' ', "'\"'", 'a\rb', '\0', '%s', '{{x}}', '/* c */', '// c', '# c', '<?php', '?>', '"""', "'''", '@"x"@', "@'", 'end', '\\u0041', '\x7f'];
  const word = () => pick(WORDS);
  const text = () => (next() < 0.5 ? pick(TEXTS) : `${pick(TEXTS)}${word()}${pick(TEXTS)}`);
  const value = (depth: number): unknown => {
    const r = next();
    if (depth > 3 || r < 0.3) return text();
    if (r < 0.4) return Math.floor(next() * 2000) - 1000;
    if (r < 0.45) return next() < 0.8 ? next() * 100 : pick([1e21, -1.5e-7, 5e-324, 6.02e23]);
    if (r < 0.5) return pick([true, false, null]);
    if (r < 0.55) return [];
    if (r < 0.6) return {};
    if (r < 0.8) return Array.from({ length: 1 + Math.floor(next() * 4) }, () => value(depth + 1));
    return Object.fromEntries(Array.from({ length: 1 + Math.floor(next() * 5) }, () => [next() < 0.7 ? word() : text(), value(depth + 1)]));
  };
  const body = (): SampleBody | undefined => {
    const r = next();
    if (r < 0.2) return undefined;
    if (r < 0.6) return { kind: 'json', mediaType: pick(['application/json', 'application/merge-patch+json']), value: value(0) };
    if (r < 0.7) return { kind: 'form', fields: Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({ name: word(), value: text() })) };
    if (r < 0.85) return { kind: 'multipart', parts: Array.from({ length: 1 + Math.floor(next() * 3) }, () => (next() < 0.5 ? { name: word(), value: text() } : { name: word(), file: pick(['a.pdf', 'my file.png', "o'k.txt"]), ...(next() < 0.5 ? { contentType: 'image/png' } : {}) })) };
    if (r < 0.93) return { kind: 'file', mediaType: 'application/pdf', file: pick(['a.pdf', 'my file.pdf']) };
    return { kind: 'text', mediaType: 'text/plain', text: text() };
  };
  const response = (): SampleResponse => pick<SampleResponse>([{ kind: 'json' }, { kind: 'text' }, { kind: 'file', file: pick(['out.pdf', 'my out.bin']) }]);
  return Array.from({ length: count }, () => {
    const sent = body();
    return {
      method: pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE', 'QUERY']),
      url: `https://api.example.com/v1/${encodeURIComponent(word())}/${pick(['x', "it's", 'a"b', '{id}'])}${next() < 0.3 ? `?q=${encodeURIComponent(text())}&limit=2` : ''}`,
      headers: Array.from({ length: Math.floor(next() * 3) }, () => ({ name: pick(['Authorization', 'X-Api-Key', 'Idempotency-Key', 'Accept']), value: text() })),
      ...(sent ? { body: sent } : {}),
      response: response(),
    };
  });
}
