// The OpenAPI files of one side of a comparison, the working tree or a git revision: their parsed documents, their
// `$ref`s followed across files, and the line of a JSON pointer (through @redocly/openapi-core's locations).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Source, getLineColLocation } from '@redocly/openapi-core';
import yaml from 'js-yaml';

/** Reads repository files from the working tree under `root`; undefined when a file does not exist. */
export function workingTreeReader(root) {
  return (file) => {
    const absolute = path.join(root, file);
    return fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : undefined;
  };
}

/** Reads repository files as they are at git revision `rev`; undefined when a file does not exist there. */
export function gitReader(root, rev) {
  return (file) => {
    try {
      return execFileSync('git', ['show', `${rev}:${file}`], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 1 << 28,
      });
    } catch {
      return undefined;
    }
  };
}

/** `#/paths/~1companies/get` from keys, escaped as JSON pointers are. */
export function pointerOf(...keys) {
  return `#${keys.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')}`;
}

/** The keys of a JSON pointer, unescaped. */
function keysOf(pointer) {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter((key) => key !== '')
    .map((key) => decodeURIComponent(key).replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** A node of a document and where it is: `{ node, at: { file, pointer } }`. */
export class SpecFiles {
  /** @param {(file: string) => string | undefined} read repository-relative path → text */
  constructor(read) {
    this.read = read;
    /** @type {Map<string, { text: string, doc: any, source?: Source } | null>} */
    this.files = new Map();
  }

  /** @param {string} file */
  load(file) {
    if (!this.files.has(file)) {
      const text = this.read(file);
      this.files.set(file, text === undefined ? null : { text, doc: yaml.load(text) });
    }
    return this.files.get(file);
  }

  /** The parsed document of `file`, or undefined when it does not exist on this side. */
  doc(file) {
    return this.load(file)?.doc;
  }

  /** The node at `pointer` in `file`, following `$ref`s (to other files too) until a node without one. */
  resolve(node, at) {
    let current = { node, at };
    for (let hops = 0; current.node && typeof current.node.$ref === 'string' && hops < 32; hops++) {
      const [refFile, refPointer = ''] = current.node.$ref.split('#');
      const file = refFile ? path.posix.normalize(path.posix.join(path.posix.dirname(current.at.file), refFile)) : current.at.file;
      const target = keysOf(refPointer).reduce((value, key) => value?.[key], this.doc(file));
      current = { node: target, at: { file, pointer: `#${refPointer}` } };
    }
    return current;
  }

  /** The line of `pointer` in `file` (its key's line), or undefined when the pointer is not in the file. */
  line(file, pointer) {
    const loaded = this.load(file);
    if (!loaded) return undefined;
    loaded.source ??= new Source(file, loaded.text);
    try {
      return getLineColLocation({ source: loaded.source, pointer, reportOnKey: true }).start.line;
    } catch {
      return undefined;
    }
  }
}
