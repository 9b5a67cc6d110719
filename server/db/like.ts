/**
 * A `LIKE … ESCAPE '\'` pattern that finds `text` anywhere, with `%`, `_` and `\` taken literally.
 *
 * @example likeContaining('50%_off') // '%50\%\_off%'
 */
export function likeContaining(text: string): string {
  return `%${literal(text)}%`;
}

/**
 * A `LIKE` pattern that finds values starting with `text`, taken literally.
 *
 * @example likeStartingWith('50_1') // '50\_1%'
 */
export function likeStartingWith(text: string): string {
  return `${literal(text)}%`;
}

function literal(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
