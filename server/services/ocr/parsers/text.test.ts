import { describe, expect, it } from 'vitest';
import { arabicAfterLabel, cleanText, toLines } from './text.js';

describe('toLines', () => {
  it('drops bidi marks, folds Arabic-Indic digits and marks wide gaps', () => {
    const [line] = toLines('\u200FName:John Smith\u200E      \u0627\u0644\u0627\u0633\u0645 \u0661\u0662');
    expect(line).toBe('Name: John Smith \uE000 الاسم 12');
  });
});

describe('cleanText and arabicAfterLabel', () => {
  it('drops the debris OCR leaves after a value', () => {
    expect(cleanText('Civil Engineer : ; |')).toBe('Civil Engineer');
    expect(cleanText('Jose Reyes a')).toBe('Jose Reyes');
  });

  it('takes the Arabic name from the line that is all Arabic, not from the label beside the English name', () => {
    const lines = toLines('الاسم ص5 3000 :11208\nالاسم: جون سميث');
    expect(arabicAfterLabel(lines, 'الاسم')).toBe('جون سميث');
  });
});
