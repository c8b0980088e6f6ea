/**
 * Text that markdown would render as nothing but paragraphs, split into those paragraphs; null
 * when any character or line start could mean more (emphasis, code, links, headings, lists,
 * quotes, rules, breaks, entities, colour tags, indented code). Such text needs no renderer, so
 * the visitors' home keeps its first visit to one script (docs/performance.md, page speed) while
 * the announcements staff write plainly still read exactly as markdown would show them.
 */
const MAY_BE_MARKUP = /[\\`*_[\]#<>|~&=\r\t]/;
// A line that opens a list, a quote or a rule, or that is kept apart by leading or trailing
// spaces (indented code, hard breaks): markdown may read more into it than a paragraph.
const MAY_BE_BLOCK = /^(?:[-+]|\d+[.)]|\s)|\s$/;

export function plainParagraphs(text: string): string[] | null {
  if (MAY_BE_MARKUP.test(text)) return null;
  const paragraphs: string[] = [];
  let lines: string[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      if (lines.length > 0) paragraphs.push(lines.join('\n'));
      lines = [];
    } else if (MAY_BE_BLOCK.test(line)) {
      return null;
    } else {
      lines.push(line);
    }
  }
  if (lines.length > 0) paragraphs.push(lines.join('\n'));
  return paragraphs;
}
