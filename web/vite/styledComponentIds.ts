import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** `styled.tag` or `styled(`, the start of a styled component definition. */
const START = /\bstyled(?:\.([A-Za-z]\w*)|\()/g;

/** Index just past the `)` matching the `(` at `open`, or -1. */
function closingParen(code: string, open: number): number {
  let depth = 0;
  for (let i = open; i < code.length; i += 1) {
    const c = code[i];
    if (c === '(') depth += 1;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * Gives every styled component a stable `componentId` (file + position), as the styled-components
 * Babel/SWC plugin does. Without it the ids, and so the class names, come from a counter in the
 * order components are created, which differs between the prerender (Node) and the browser's chunks;
 * with it the prerendered HTML of the public pages hydrates with the same classes
 * (docs/adr/0090-public-pages-load-at-once.md). Runs after TypeScript is stripped, on the app's
 * own files only; a definition is `styled.tag` or `styled(Component)` directly followed by its
 * template or `.attrs(`.
 */
export function styledComponentIds(options: { srcDir: string }): Plugin {
  return {
    name: 'factlens:styled-component-ids',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.(ts|tsx)$/.test(file) || !file.startsWith(options.srcDir) || !code.includes('styled-components')) return null;
      const name = relative(options.srcDir, file).split('\\').join('/');
      let out = '';
      let last = 0;
      let count = 0;
      for (const match of code.matchAll(START)) {
        const at = match.index;
        if (at < last) continue;
        const end = match[1] !== undefined ? at + match[0].length : closingParen(code, at + match[0].length - 1);
        if (end < 0) continue;
        const rest = code.slice(end, end + 8);
        if (!rest.startsWith('`') && !rest.startsWith('.attrs(')) continue;
        count += 1;
        const hash = createHash('sha256').update(`${name}:${count}`).digest('hex').slice(0, 10);
        out += `${code.slice(last, end)}.withConfig({ componentId: "fl-${hash}" })`;
        last = end;
      }
      if (count === 0) return null;
      return { code: out + code.slice(last), map: null };
    },
  };
}
