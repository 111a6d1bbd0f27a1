import { describe, expect, it } from 'vitest';
import { toHtml } from 'hast-util-to-html';
import { highlightCode, highlightTree } from '../../src/markdown/highlight-code.js';

const html = (language: string, code: string) => toHtml({ type: 'root', children: highlightTree(language, code)! });

describe('token classes', () => {
  it('give each token one short class for its look, and no span to what has no look', () => {
    // `fetch(` is a title, the parentheses and the operator are punctuation: plain text.
    expect(html('javascript', "const r = await fetch('/x');")).toBe('<span class="k">const</span> r = <span class="k">await</span> <span class="f">fetch</span>(<span class="s">\'/x\'</span>);');
  });

  it('keep the look of nested scopes a reader sees: a keyword inside meta looks like meta, a string like a string', () => {
    const php = html('php', '<?php\necho "hi";');
    expect(php).toContain('<span class="m">&#x3C;?php</span>');
    expect(php).toContain('<span class="s">"hi"</span>');
    // A constant is a variable that looks like a number.
    expect(html('javascript', 'f(MAX_SIZE);')).toBe('<span class="f">f</span>(<span class="n">MAX_SIZE</span>);');
  });

  it('leave no highlight.js class behind, in any sample language', () => {
    const samples: Record<string, string> = {
      php: '<?php\n$client = new \\GuzzleHttp\\Client();\n$response = $client->request(\'POST\', \'https://x\', [\'json\' => [\'a\' => true]]);',
      csharp: 'using var client = new HttpClient();\nvar response = await client.PostAsync("https://x", null);',
      go: 'package main\n\nimport "net/http"\n\nfunc main() { http.Get("https://x") }',
      ruby: "require 'net/http'\nputs Net::HTTP.get(URI('https://x'))",
      java: 'HttpResponse<String> response = Unirest.post("https://x").asString();',
      powershell: '$headers = @{ "Authorization" = "Bearer KEY" }\nInvoke-RestMethod -Uri "https://x" -Headers $headers',
      python: 'import requests\nresponse = requests.post("https://x", json={"a": None})',
      bash: "curl --request POST --url 'https://x' # send",
    };
    for (const [language, code] of Object.entries(samples)) {
      const highlighted = highlightCode(code, language);
      expect(highlighted, language).not.toContain('hljs');
      expect(highlighted, language).toContain('<span class="');
      // The text is unchanged: only spans were added.
      expect(highlighted.replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<').replace(/&#x26;/g, '&'), language).toBe(code);
    }
  });
});
