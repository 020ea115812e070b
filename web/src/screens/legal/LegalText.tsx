import type { ReactNode } from 'react';

/**
 * The shop's legal texts (Markdown the shop writes: headings, paragraphs, bulleted and numbered
 * lists with one nested level, tables) as React elements: no HTML from the text reaches the page.
 */
type Block =
  | { type: 'heading'; level: 1 | 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: { text: string; children: string[] }[] }
  | { type: 'table'; head: string[]; rows: string[][] };

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

export function parseLegalMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i++;
      continue;
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1]!.length as 1 | 2 | 3, text: heading[2]!.trim() });
      i++;
      continue;
    }
    if (line.trim().startsWith('|')) {
      const table: string[] = [];
      while (i < lines.length && lines[i]!.trim().startsWith('|')) table.push(lines[i++]!);
      const [head = '', , ...rows] = table;
      blocks.push({ type: 'table', head: cells(head), rows: rows.map(cells) });
      continue;
    }
    const item = /^(\d+\.|-)\s+(.*)$/.exec(line);
    if (item) {
      const ordered = item[1] !== '-';
      const items: { text: string; children: string[] }[] = [];
      while (i < lines.length) {
        const top = /^(\d+\.|-)\s+(.*)$/.exec(lines[i]!);
        const nested = /^\s{2,}(?:\d+\.|-)\s+(.*)$/.exec(lines[i]!);
        if (top && (top[1] !== '-') === ordered) items.push({ text: top[2]!, children: [] });
        else if (nested && items.length) items.at(-1)!.children.push(nested[1]!);
        else break;
        i++;
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && lines[i]!.trim() && !/^(#{1,3}\s|\||\d+\.\s|-\s)/.test(lines[i]!.trim())) paragraph.push(lines[i++]!.trim());
    blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
  }
  return blocks;
}

/** `**bold**` inside a line. */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) => (part.startsWith('**') && part.endsWith('**') ? <strong key={i}>{part.slice(2, -2)}</strong> : part));
}

/** A legal document's body; `skipTitle` leaves out its first heading when the page shows the title itself. */
export function LegalText({ source, skipTitle = false }: { source: string; skipTitle?: boolean }) {
  const blocks = parseLegalMarkdown(source);
  const shown = skipTitle && blocks[0]?.type === 'heading' && blocks[0].level === 1 ? blocks.slice(1) : blocks;
  return (
    <div className="legal-text">
      {shown.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return block.level === 1 ? <h2 key={i}>{inline(block.text)}</h2> : block.level === 2 ? <h3 key={i}>{inline(block.text)}</h3> : <h4 key={i}>{inline(block.text)}</h4>;
          case 'paragraph':
            return <p key={i}>{inline(block.text)}</p>;
          case 'list': {
            const items = block.items.map((item, j) => (
              <li key={j}>
                {inline(item.text)}
                {item.children.length > 0 && (
                  <ul>
                    {item.children.map((child, k) => (
                      <li key={k}>{inline(child)}</li>
                    ))}
                  </ul>
                )}
              </li>
            ));
            return block.ordered ? <ol key={i}>{items}</ol> : <ul key={i}>{items}</ul>;
          }
          case 'table':
            return (
              <div key={i} className="legal-table">
                <table>
                  <thead>
                    <tr>
                      {block.head.map((cell, j) => (
                        <th key={j} scope="col">
                          {inline(cell)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, j) => (
                      <tr key={j}>
                        {row.map((cell, k) => (
                          <td key={k}>{inline(cell)}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </div>
  );
}
