/**
 * A `LIKE … ESCAPE '\'` pattern that finds `text` anywhere, with `%`, `_` and `\` taken literally.
 *
 * @example likeContaining('50%_off') // '%50\%\_off%'
 */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
