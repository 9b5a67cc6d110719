import type { EMIRATES } from '../../../../shared/contract/proposals/index.js';
import { NATIONALITIES } from '../../../../shared/domain/nationalities.js';
import { compactLabel, findApprox } from './approxMatch.js';
import { foldArabic, latinPart } from './text.js';

export type Emirate = (typeof EMIRATES)[number];

const EMIRATE_SPELLINGS: Array<[Emirate, readonly string[], readonly string[]]> = [
  ['Abu Dhabi', ['Abu Dhabi', 'Abudhabi', 'AUH'], ['ابوظبي', 'ابو ظبي']],
  ['Dubai', ['Dubai', 'DXB'], ['دبي']],
  ['Sharjah', ['Sharjah', 'Sharja', 'SHJ'], ['الشارقه']],
  ['Ajman', ['Ajman', 'AJM'], ['عجمان']],
  ['Umm Al Quwain', ['Umm Al Quwain', 'Umm Al-Quwain', 'Umm Al Qaiwain', 'UAQ'], ['ام القيوين']],
  ['Ras Al Khaimah', ['Ras Al Khaimah', 'Ras Al-Khaimah', 'RAK'], ['راس الخيمه']],
  ['Fujairah', ['Fujairah', 'Fujeirah', 'Fujaira'], ['الفجيره']],
];

/** The emirate named in `text`, in English (one misread letter allowed in long names) or Arabic. */
export function findEmirate(text: string): Emirate | undefined {
  const latin = latinPart(text);
  let best: { emirate: Emirate; start: number } | undefined;
  for (const [emirate, english] of EMIRATE_SPELLINGS) {
    for (const spelling of english) {
      const hit = spelling.length <= 3
        ? (new RegExp(`\\b${spelling}\\b`).exec(latin)?.index)
        : findApprox(latin, compactLabel(spelling))[0]?.start;
      if (hit !== undefined && (!best || hit < best.start)) best = { emirate, start: hit };
    }
  }
  if (best) return best.emirate;
  const folded = foldArabic(text);
  return EMIRATE_SPELLINGS.find(([, , arabic]) => arabic.some((spelling) => folded.includes(spelling)))?.[0];
}

/** The first nationality of the one list (the names UAE documents print) found in `text`, with its position. */
export function findNationality(text: string): { nationality: string; start: number; end: number } | undefined {
  let best: { nationality: string; start: number; end: number } | undefined;
  for (const nationality of NATIONALITIES) {
    for (const hit of findApprox(text, compactLabel(nationality))) {
      if (!best || hit.start < best.start) best = { nationality, start: hit.start, end: hit.end };
    }
  }
  return best;
}
