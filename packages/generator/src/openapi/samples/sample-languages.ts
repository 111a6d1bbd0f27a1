import type { SampleRequest } from './sample-request.js';
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
  /** highlight.js language of the sample. */
  highlight: string;
  write(request: SampleRequest): string;
}

/** Every language the generator writes samples in, by its key in the config. */
export const SAMPLE_LANGUAGES: Record<string, SampleLanguage> = {
  curl: { label: 'cURL', highlight: 'bash', write: writeCurl },
  javascript: { label: 'JavaScript', highlight: 'javascript', write: writeBrowserFetch },
  nodejs: { label: 'Node.js', highlight: 'javascript', write: writeNodeFetch },
  python: { label: 'Python', highlight: 'python', write: writePython },
  php: { label: 'PHP', highlight: 'php', write: writePhp },
  csharp: { label: 'C#', highlight: 'csharp', write: writeCsharp },
  go: { label: 'Go', highlight: 'go', write: writeGo },
  ruby: { label: 'Ruby', highlight: 'ruby', write: writeRuby },
  java: { label: 'Java', highlight: 'java', write: writeJava },
  powershell: { label: 'PowerShell', highlight: 'powershell', write: writePowershell },
};
