import { describe, expect, it } from 'vitest';
import { placeRefs } from '../../src/spec/description-places.js';
import { findRefs } from '../../src/spec/find-refs.js';
import { findValueRefs, resolveValueRefs } from '../../src/spec/resolve-value-refs.js';

const media = (extra: Record<string, unknown>) => ({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Track' }, ...extra } } });

function resolved(document: Record<string, unknown>) {
  return resolveValueRefs(document, findValueRefs(placeRefs(document, findRefs(document))));
}

describe('resolveValueRefs', () => {
  const document = {
    openapi: '3.1.0',
    paths: {
      '/tracks': {
        post: {
          requestBody: media({ examples: { reused: { value: { $ref: '#/components/schemas/Track/example' } }, named: { $ref: '#/components/examples/Playlist' } } }),
          responses: { '200': { description: 'ok', ...media({ example: { tracks: [{ $ref: '#/components/examples/Track/value' }] } }) } },
        },
      },
    },
    components: {
      schemas: { Track: { type: 'object', properties: { example: { $ref: '#/components/schemas/Title' } }, example: { title: 'Song' } }, Title: { type: 'string' } },
      examples: {
        Track: { value: { title: 'Tune', next: { $ref: '#/components/examples/Track/value' }, artist: { $ref: '#/components/examples/Artist/value' } } },
        Artist: { value: { name: 'Band' } },
        Playlist: { value: { name: 'Mix' } },
      },
    },
  };
  const before = structuredClone(document);
  const made = resolved(document) as any;

  it('puts what a $ref in an example names in its place, following $refs within it', () => {
    expect(made.paths['/tracks'].post.requestBody.content['application/json'].examples.reused.value).toEqual({ title: 'Song' });
    expect(made.paths['/tracks'].post.responses['200'].content['application/json'].example.tracks[0]).toMatchObject({ title: 'Tune', artist: { name: 'Band' } });
  });

  it('leaves a value that holds itself, and every Reference Object, as written', () => {
    expect(made.components.examples.Track.value.next).toEqual({ $ref: '#/components/examples/Track/value' });
    expect(made.paths['/tracks'].post.requestBody.content['application/json'].examples.named).toEqual({ $ref: '#/components/examples/Playlist' });
    expect(made.components.schemas.Track.properties.example).toEqual({ $ref: '#/components/schemas/Title' });
    expect(made.paths['/tracks'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Track' });
  });

  it('leaves the description as written, sharing what it did not change', () => {
    expect(document).toEqual(before);
    expect(made.components.schemas).toBe(document.components.schemas);
    expect(resolved(document)).toBe(made);
  });

  it("reads a $ref that names a schema as that schema's example, a schema being no example", () => {
    const searched = {
      openapi: '3.1.0',
      components: {
        schemas: { Results: { type: 'object', example: { total: 3 } }, Bare: { type: 'object' } },
        examples: { Search: { value: { $ref: '#/components/schemas/Results' } }, Empty: { value: { $ref: '#/components/schemas/Bare' } } },
      },
    };
    const made = resolved(searched) as any;
    expect(made.components.examples.Search.value).toEqual({ total: 3 });
    expect(made.components.examples.Empty.value).toEqual({ $ref: '#/components/schemas/Bare' });
  });

  it('leaves every $ref of a loop as written, whichever is met first', () => {
    const looped = {
      openapi: '3.1.0',
      components: {
        examples: {
          A: { value: { $ref: '#/components/examples/B/value' } },
          B: { value: { $ref: '#/components/examples/A/value' } },
          Reader: { value: { $ref: '#/components/examples/A/value' } },
        },
      },
    };
    const made = resolved(looped) as any;
    expect(made.components.examples.A.value).toEqual({ $ref: '#/components/examples/B/value' });
    expect(made.components.examples.B.value).toEqual({ $ref: '#/components/examples/A/value' });
    expect(made.components.examples.Reader.value).toEqual({ $ref: '#/components/examples/B/value' });
  });

  it('gives a $ref to a $ref the same value as that one, and reads a named example as its value', () => {
    const chained = {
      openapi: '3.1.0',
      components: {
        examples: {
          A: { value: { $ref: '#/components/examples/B/value', note: { $ref: '#/components/examples/C/value' } } },
          B: { value: { name: 'b', note: 'from B' } },
          C: { value: 'from C' },
          X: { value: { $ref: '#/components/examples/A/value' } },
          Named: { value: { $ref: '#/components/examples/B' } },
        },
        schemas: { Alias: { $ref: '#/components/schemas/Real' }, Real: { type: 'object', example: { real: true } } },
        parameters: { P: { name: 'p', in: 'query', example: { $ref: '#/components/schemas/Alias' } } },
      },
    };
    const made = resolved(chained) as any;
    expect(made.components.examples.A.value).toEqual({ name: 'b', note: 'from B' });
    expect(made.components.examples.X.value).toEqual(made.components.examples.A.value);
    expect(made.components.examples.Named.value).toEqual({ name: 'b', note: 'from B' });
    expect(made.components.parameters.P.example).toEqual({ real: true });
  });

  it('brings in no more than a bounded amount: values that each name the next twice stay as written past it', () => {
    const examples: Record<string, unknown> = { E30: { value: 'leaf' } };
    for (let level = 29; level >= 0; level--) examples[`E${level}`] = { value: { a: { $ref: `#/components/examples/E${level + 1}/value` }, b: { $ref: `#/components/examples/E${level + 1}/value` } } };
    const made = resolved({ openapi: '3.1.0', components: { examples } }) as any;
    // Written out, 2^30 leaves; as made, the deepest are brought in, and the $refs to the largest stay as written.
    expect(made.components.examples.E29.value).toEqual({ a: 'leaf', b: 'leaf' });
    expect(JSON.stringify(made.components.examples.E0.value)).toContain('"$ref"');
    expect(JSON.stringify(made).length).toBeLessThan(50_000_000);
  });

  it('leaves a $ref that names nothing, or another file, as written', () => {
    const other = { openapi: '3.1.0', components: { schemas: { A: { example: { $ref: '#/components/schemas/Nope' }, default: { $ref: 'other.json#/x' } } } } };
    expect(resolved(other)).toEqual(other);
  });
});
