/** Lower case without accents, so 'securite' finds 'sécurité' and 'TRIAL' finds 'trial'. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim();
}

/**
 * The FAQ search: an item matches when every word of the query appears in its question or its
 * answer. An empty query matches everything.
 */
export function filterFaq<T extends { question: string; answer: string }>(
  items: readonly T[],
  query: string,
): T[] {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = normalizeForSearch(`${item.question} ${item.answer}`);
    return words.every((word) => haystack.includes(word));
  });
}
