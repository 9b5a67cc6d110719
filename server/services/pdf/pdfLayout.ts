import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * The drawing every BrokerDesk document shares (quote, policy schedule, comparison of quotes):
 * an A4 page (portrait, or landscape for wide tables) with the broker's header, section titles,
 * label/value blocks, tables and wrapped paragraphs, breaking onto a new page when one is full,
 * and "Page n of N" at the foot of every page.
 *
 * The standard PDF fonts encode only WinAnsi (Latin) text. Text is made safe on the way in:
 * typographic punctuation becomes its ASCII form, accented letters lose their accent when the
 * font lacks them, and what cannot be written at all (Arabic names, emoji) is left out; the
 * screens, not the PDF, are where such text is shown in full.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const BODY_SIZE = 9.5;
const LINE = 13;
const INK = rgb(0.13, 0.15, 0.2);
const MUTED = rgb(0.42, 0.45, 0.5);
const ACCENT = rgb(0.06, 0.36, 0.55);
const RULE = rgb(0.82, 0.85, 0.88);

const PUNCTUATION: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201C': '"', '\u201D': '"', '\u2013': '-', '\u2014': '-', '\u2026': '...', '\u00A0': ' ', '\u2022': '-',
};

export interface Column {
  label: string;
  /** Share of the text width. */
  width: number;
  align?: 'left' | 'right';
}

export interface TableOptions {
  boldLastRow?: boolean;
  /** Row labels in the first column, drawn bold. */
  boldFirstColumn?: boolean;
}

export interface PdfLayout {
  /** The broker header with the document's title and a line under it (reference, date). */
  header(title: string, subtitle: string): void;
  section(title: string): void;
  /** Label/value pairs in two columns; empty values show "-". */
  fields(pairs: Array<[string, string | null | undefined]>): void;
  /** A table whose header row is drawn again on each page it continues onto. */
  table(columns: Column[], rows: string[][], options?: TableOptions): void;
  paragraph(text: string, options?: { muted?: boolean }): void;
  save(): Promise<Uint8Array>;
}

export interface PdfMeta {
  title: string;
  subject: string;
  orientation?: 'portrait' | 'landscape';
}

export async function createPdfLayout(meta: PdfMeta): Promise<PdfLayout> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setSubject(meta.subject);
  doc.setAuthor('BrokerDesk');
  doc.setProducer('BrokerDesk');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const encodable = new Set(regular.getCharacterSet());
  const size: [number, number] = meta.orientation === 'landscape' ? [A4[1], A4[0]] : A4;
  const [pageWidth, pageHeight] = size;
  const width = pageWidth - 2 * MARGIN;
  let page: PDFPage = doc.addPage(size);
  let y = pageHeight - MARGIN;
  let pageTitle = meta.title;

  function safe(text: string): string {
    let out = '';
    for (const char of text.replace(/\r\n?/g, '\n')) {
      const code = char.codePointAt(0)!;
      if (char === '\n' || encodable.has(code)) out += char;
      else if (PUNCTUATION[char]) out += PUNCTUATION[char];
      else {
        const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
        if ([...base].every((c) => encodable.has(c.codePointAt(0)!))) out += base;
      }
    }
    return out.replace(/[ \t]{2,}/g, ' ').trim();
  }

  /** Lines of at most `maxWidth` points, broken at spaces (a very long word is cut). */
  function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
    const lines: string[] = [];
    for (const paragraph of safe(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= maxWidth) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > maxWidth && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > maxWidth) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  function text(value: string, x: number, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {}) {
    page.drawText(value, { x, y, font: options.font ?? regular, size: options.size ?? BODY_SIZE, color: options.color ?? INK });
  }

  function rule(gap = 6) {
    page.drawLine({ start: { x: MARGIN, y }, end: { x: pageWidth - MARGIN, y }, thickness: 0.6, color: RULE });
    y -= gap;
  }

  /** Room for `height` points, or a new page that repeats the document's title; true when a page was added. */
  function ensure(height: number): boolean {
    if (y - height >= MARGIN) return false;
    page = doc.addPage(size);
    y = pageHeight - MARGIN;
    text(`BrokerDesk - ${pageTitle} (continued)`, MARGIN, { size: 8, color: MUTED });
    y -= LINE + 4;
    return true;
  }

  /** "Page n of N" in the bottom margin, once every page exists. */
  function numberPages() {
    const pages = doc.getPages();
    pages.forEach((each, index) => {
      const label = `Page ${index + 1} of ${pages.length}`;
      each.drawText(label, { x: pageWidth - MARGIN - regular.widthOfTextAtSize(label, 8), y: MARGIN / 2, font: regular, size: 8, color: MUTED });
    });
  }

  return {
    header(title, subtitle) {
      pageTitle = safe(title);
      text('BrokerDesk', MARGIN, { font: bold, size: 18, color: ACCENT });
      const tag = 'Insurance Brokers - United Arab Emirates';
      text(tag, pageWidth - MARGIN - regular.widthOfTextAtSize(tag, 8), { size: 8, color: MUTED });
      y -= 26;
      text(pageTitle, MARGIN, { font: bold, size: 14 });
      y -= 15;
      text(safe(subtitle), MARGIN, { size: 9, color: MUTED });
      y -= 10;
      rule(16);
    },

    section(title) {
      ensure(3 * LINE);
      y -= 4;
      text(safe(title).toUpperCase(), MARGIN, { font: bold, size: 10, color: ACCENT });
      y -= 6;
      rule(LINE);
    },

    fields(pairs) {
      const half = width / 2;
      const labelWidth = 100;
      for (let index = 0; index < pairs.length; index += 2) {
        const row = pairs.slice(index, index + 2).map(([label, value]) => ({
          label: safe(label), lines: wrap(value?.trim() ? value : '-', regular, BODY_SIZE, half - labelWidth - 8),
        }));
        const height = Math.max(...row.map((cell) => cell.lines.length)) * LINE;
        ensure(height);
        const top = y;
        row.forEach((cell, column) => {
          y = top;
          const x = MARGIN + column * half;
          text(cell.label, x, { size: 8.5, color: MUTED });
          for (const line of cell.lines) {
            text(line, x + labelWidth);
            y -= LINE;
          }
        });
        y = top - height;
      }
      y -= 6;
    },

    table(columns, rows, options = {}) {
      const total = columns.reduce((sum, column) => sum + column.width, 0);
      const widths = columns.map((column) => (column.width / total) * width);
      const fontOf = (font: PDFFont, index: number) => (options.boldFirstColumn && index === 0 ? bold : font);
      const drawRow = (cells: string[], font: PDFFont, color = INK, onNewPage?: () => void) => {
        const wrapped = cells.map((cell, index) => wrap(cell, fontOf(font, index), BODY_SIZE, widths[index]! - 6));
        const height = Math.max(...wrapped.map((lines) => lines.length)) * LINE;
        if (ensure(height + 4)) onNewPage?.();
        const top = y;
        let x = MARGIN;
        wrapped.forEach((lines, index) => {
          y = top;
          const cellFont = fontOf(font, index);
          for (const line of lines) {
            const right = columns[index]!.align === 'right';
            text(line, right ? x + widths[index]! - 4 - cellFont.widthOfTextAtSize(line, BODY_SIZE) : x, { font: cellFont, color });
            y -= LINE;
          }
          x += widths[index]!;
        });
        y = top - height;
      };
      const drawHeader = () => {
        drawRow(columns.map((column) => column.label), bold, MUTED);
        rule(LINE - 2);
      };
      // The header never sits alone at the foot of a page.
      ensure(3 * LINE + 4);
      drawHeader();
      rows.forEach((row, index) => drawRow(row, options.boldLastRow && index === rows.length - 1 ? bold : regular, INK, drawHeader));
      y -= 8;
    },

    paragraph(value, options = {}) {
      for (const line of wrap(value, regular, options.muted ? 8.5 : BODY_SIZE, width)) {
        ensure(LINE);
        text(line, MARGIN, { size: options.muted ? 8.5 : BODY_SIZE, color: options.muted ? MUTED : INK });
        y -= LINE;
      }
      y -= 4;
    },

    save: () => {
      numberPages();
      return doc.save();
    },
  };
}
