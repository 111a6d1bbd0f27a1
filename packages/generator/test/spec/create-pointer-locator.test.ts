import { describe, expect, it } from 'vitest';
import { createPointerLocator } from '../../src/spec/create-pointer-locator.js';

describe('createPointerLocator', () => {
  it('finds where a member is written in JSON, by its key or its array item', () => {
    const text = '{\n  "paths": {\n    "/a/b": {\n      "get": { "tags": ["x", "y"], "x": { "$ref": "#/nope" } }\n    }\n  }\n}\n';
    const locate = createPointerLocator(text, 'JSON');
    expect(locate('/paths/~1a~1b/get')).toEqual({ line: 4, column: 7 });
    expect(locate('/paths/~1a~1b/get/tags/1')).toEqual({ line: 4, column: 30 });
    expect(locate('/paths/~1a~1b/get/x/$ref')).toEqual({ line: 4, column: 43 });
    expect(locate('')).toEqual({ line: 1, column: 1 });
    expect(locate('/paths/~1c')).toBeUndefined();
  });

  it('finds where a member is written in YAML, numeric keys and flow style included', () => {
    const text = 'paths:\n  /a:\n    get:\n      responses:\n        200: { $ref: "#/nope" }\n      tags:\n        - x\n        - y\n';
    const locate = createPointerLocator(text, 'YAML');
    expect(locate('/paths/~1a/get/responses/200/$ref')).toEqual({ line: 5, column: 16 });
    expect(locate('/paths/~1a/get/tags/1')).toEqual({ line: 8, column: 11 });
    expect(locate('/paths/~1a/post')).toBeUndefined();
  });
});
