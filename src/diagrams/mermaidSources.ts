/**
 * The built HTML has no trace of a Mermaid diagram's source: it holds the images drawn at build
 * time, or a placeholder for a diagram drawn in the browser. The sources come from the page's
 * Markdown file instead, in document order.
 */

/** The bodies of the ```mermaid fences of a Markdown/MDX source, skipping fences nested in other fences. */
export function mermaidSources(source: string): string[] {
  const out: string[] = [];
  const lines = source.split(/\r?\n/);
  let open: { marker: string; mermaid: boolean; body: string[] } | undefined;
  for (const line of lines) {
    const fence = /^\s*(`{3,}|~{3,})\s*([^\s`]*)/.exec(line);
    if (!open) {
      if (fence) open = { marker: fence[1]!, mermaid: fence[2] === 'mermaid', body: [] };
      continue;
    }
    const closing = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
    if (closing && closing[1]![0] === open.marker[0] && closing[1]!.length >= open.marker.length) {
      if (open.mermaid) out.push(dedent(open.body).join('\n'));
      open = undefined;
    } else {
      open.body.push(line);
    }
  }
  return out;
}

function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length);
  const min = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(min));
}
