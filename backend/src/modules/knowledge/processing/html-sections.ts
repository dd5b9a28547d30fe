import { convert, FormatCallback } from 'html-to-text';
import { DocumentSection } from '../document-types';
import { sectionsAtHeadings } from './heading-sections';

// A control character cannot come out of html-to-text's text (it decodes entities into
// printable text), so a line starting with it is certainly one of our heading marks.
const HEADING_MARK = '\u0001';

const markHeading: FormatCallback = (elem, walk, builder) => {
  builder.openBlock({ leadingLineBreaks: 2 });
  builder.addLiteral(HEADING_MARK);
  walk(elem.children, builder);
  builder.closeBlock({ trailingLineBreaks: 2 });
};

/**
 * HTML (uploaded, or what mammoth makes of a DOCX) to sections at its h1–h6 headings, with
 * html-to-text doing the reading: scripts, styles and images are dropped, links keep only
 * their text, lists and tables stay readable.
 */
export function htmlSections(html: string): DocumentSection[] {
  const text = convert(html, {
    wordwrap: false,
    limits: { maxInputLength: 64 * 1024 * 1024 },
    formatters: { markHeading },
    selectors: [
      ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
        selector,
        format: 'markHeading',
      })),
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'nav', format: 'skip' },
    ],
  });
  return sectionsAtHeadings(text.split('\n'), (line) =>
    line.startsWith(HEADING_MARK) ? line.slice(HEADING_MARK.length) : null,
  );
}
