// Every message of the page exists in every language, and every file parses cleanly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { FluentResource } from '@fluent/bundle';

const dir = new URL('../locales/', import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith('.ftl')).sort();

/** The message ids of a file, refusing junk (text Fluent could not read). */
function ids(file) {
  const source = readFileSync(new URL(file, dir), 'utf8');
  const resource = new FluentResource(source);
  const found = resource.body.map((m) => m.id);
  // The runtime parser skips junk silently: every non-comment, non-continuation line that
  // starts an entry must have become a message.
  const declared = source
    .split('\n')
    .filter((line) => /^[a-zA-Z][\w-]*\s*=/.test(line))
    .map((line) => line.split('=')[0].trim());
  assert.deepEqual(found, declared, `${file}: some entries did not parse`);
  return new Set(found);
}

test('the locales are English and French', () => {
  assert.deepEqual(files, ['en.ftl', 'fr.ftl']);
});

test('every message id is in every locale', () => {
  const byFile = Object.fromEntries(files.map((f) => [f, ids(f)]));
  const all = new Set(Object.values(byFile).flatMap((s) => [...s]));
  for (const [file, set] of Object.entries(byFile)) {
    const missing = [...all].filter((id) => !set.has(id));
    assert.deepEqual(missing, [], `${file} lacks these messages`);
  }
});

test('every message uses the same variables in every locale', () => {
  const vars = (file) => {
    const source = readFileSync(new URL(file, dir), 'utf8');
    const out = new Map();
    let current = null;
    for (const line of source.split('\n')) {
      const start = /^([a-zA-Z][\w-]*)\s*=/.exec(line);
      if (start) current = start[1];
      else if (!/^\s/.test(line)) current = null;
      if (!current) continue;
      const set = out.get(current) ?? new Set();
      for (const m of line.matchAll(/\{\s*\$([\w-]+)/g)) set.add(m[1]);
      out.set(current, set);
    }
    return out;
  };
  const [first, ...rest] = files.map((f) => [f, vars(f)]);
  for (const [file, map] of rest) {
    for (const [id, set] of first[1]) {
      assert.deepEqual(
        [...(map.get(id) ?? [])].sort(),
        [...set].sort(),
        `${id}: ${first[0]} and ${file} use different variables`,
      );
    }
  }
});
