/** Test helper: three-letter words in turn ("aaa baa caa …"), 17,576 distinct — a text of many words, not one repeated. */
export function manyWords(count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const n = i % 17_576;
    parts.push(String.fromCharCode(97 + (n % 26), 97 + (Math.floor(n / 26) % 26), 97 + Math.floor(n / 676)));
  }
  return parts.join(' ');
}
