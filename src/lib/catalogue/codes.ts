/** Product codes as they are compared: the build matching its copy to the API, the 404 page an old link. */

/** A product code in the form codes are compared in: letters and digits only, upper case. */
export function toCodeKey(code: string): string {
  return code
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .toUpperCase();
}
