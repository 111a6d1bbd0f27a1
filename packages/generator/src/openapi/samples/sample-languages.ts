import type { SampleLexicon } from './highlight-sample.js';
import type { SampleRequest } from './sample-request.js';
import { CSHARP_LEXICON, GO_LEXICON, JAVASCRIPT_LEXICON, JAVA_LEXICON, PHP_LEXICON, POWERSHELL_LEXICON, PYTHON_LEXICON, RUBY_LEXICON, SHELL_LEXICON } from './sample-lexicons.js';
import { writeCsharp } from './write-csharp.js';
import { writeCurl } from './write-curl.js';
import { writeGo } from './write-go.js';
import { writeJava } from './write-java.js';
import { writeBrowserFetch, writeNodeFetch } from './write-javascript.js';
import { writePhp } from './write-php.js';
import { writePowershell } from './write-powershell.js';
import { writePython } from './write-python.js';
import { writeRuby } from './write-ruby.js';

export interface SampleLanguage {
  /** Tab label. */
  label: string;
  /** highlight.js language of the sample, for samples the description brings (`x-codeSamples`). */
  highlight: string;
  write(request: SampleRequest): string;
  /** How what `write` writes reads, to highlight it without highlight.js. */
  lexicon: SampleLexicon;
}

/** Every language the generator writes samples in, by its key in the config. */
export const SAMPLE_LANGUAGES: Record<string, SampleLanguage> = {
  curl: { label: 'cURL', highlight: 'bash', write: writeCurl, lexicon: SHELL_LEXICON },
  javascript: { label: 'JavaScript', highlight: 'javascript', write: writeBrowserFetch, lexicon: JAVASCRIPT_LEXICON },
  nodejs: { label: 'Node.js', highlight: 'javascript', write: writeNodeFetch, lexicon: JAVASCRIPT_LEXICON },
  python: { label: 'Python', highlight: 'python', write: writePython, lexicon: PYTHON_LEXICON },
  php: { label: 'PHP', highlight: 'php', write: writePhp, lexicon: PHP_LEXICON },
  csharp: { label: 'C#', highlight: 'csharp', write: writeCsharp, lexicon: CSHARP_LEXICON },
  go: { label: 'Go', highlight: 'go', write: writeGo, lexicon: GO_LEXICON },
  ruby: { label: 'Ruby', highlight: 'ruby', write: writeRuby, lexicon: RUBY_LEXICON },
  java: { label: 'Java', highlight: 'java', write: writeJava, lexicon: JAVA_LEXICON },
  powershell: { label: 'PowerShell', highlight: 'powershell', write: writePowershell, lexicon: POWERSHELL_LEXICON },
};
