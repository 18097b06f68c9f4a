// The fenced code blocks of a Markdown page, for the checks that read samples (examples-schema, environments).

/** Fenced code blocks: `{ lang, meta, code, line }`, `line` being the 1-based line of the opening fence. */
export function codeBlocks(source) {
  const lines = source.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})([\w+-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, , fence, lang, meta] = open;
    let end = i + 1;
    while (end < lines.length && !new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(lines[end])) end++;
    blocks.push({ lang, meta, code: lines.slice(i + 1, end).join('\n'), line: i + 1, end: end + 1 });
    i = end;
  }
  return blocks;
}
