/**
 * A UAE telephone number as staff type it: a mobile (`05X XXX XXXX`, 9 national digits starting
 * with 5, as `mobile.ts` takes them) or a landline (`0A XXX XXXX`, 8 national digits whose area
 * code is 2 Abu Dhabi, 3 Al Ain, 4 Dubai, 6 Sharjah/Ajman/Umm Al Quwain, 7 Ras Al Khaimah or
 * 9 Fujairah), with `0`, `971`, `+971` or `00971` before it and spaces or dashes between digits.
 *
 * @example UAE_PHONE.test('+971 4 123 4567') // true
 */
export const UAE_PHONE = /^(?:\+971|00971|971|0)?[\s-]?(?:5\d(?:[\s-]?\d){7}|[234679](?:[\s-]?\d){7})$/;
