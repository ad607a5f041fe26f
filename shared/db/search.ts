import { tableName } from '../config/env';
import { sortableId } from './keys';
import type { TransactItem } from './transactions';

/**
 * The search index: one small item per word of an entity's searchable fields, under
 * `SEARCH#<TYPE>#<first two letters>` with the word and the entity id as sort key. A search reads
 * only the range of words that start with its most selective word, so its cost follows the number
 * of matches, never the size of the table.
 */

/** At most this many words per entity (a transaction holds at most 100 items). */
const MAX_WORDS = 30;

/** Lower-case text of the searchable values, kept on each index item to check the other search words. */
export const searchTextOf = (values: unknown[]): string =>
  values
    .filter((value) => value !== null && value !== undefined && value !== '')
    .map((value) => String(value).normalize('NFKC').toLowerCase())
    .join(' | ');

/**
 * The words of the searchable values: every run of letters and digits, hyphenated and e-mail forms
 * whole as well as in parts ("al-harbi", "al", "harbi"), an e-mail's domain, and the digits of a
 * formatted phone.
 */
export function searchWords(values: unknown[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    if (value === null || value === undefined || value === '') continue;
    const text = String(value).normalize('NFKC').toLowerCase();
    const allDigits = text.replace(/\D/g, '');
    if (allDigits.length >= 3 && /^[\d\s+\-().]+$/.test(text)) words.add(allDigits);
    for (const chunk of text.split(/\s+/)) {
      if (chunk.length >= 2) words.add(chunk);
      const domain = chunk.split('@')[1];
      if (domain && domain.length >= 2) words.add(domain);
      for (const part of chunk.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 2) words.add(part);
      const digits = chunk.replace(/\D/g, '');
      if (digits.length >= 2 && digits !== chunk) words.add(digits);
    }
  }
  return [...words].filter((word) => word.length <= 100).slice(0, MAX_WORDS);
}

const partition = (type: string, word: string) => `SEARCH#${type}#${word.slice(0, 2)}`;

/** The transaction items that add an entity's words to the index. */
export function searchPuts(type: string, id: number, words: string[], text: string): TransactItem[] {
  return words.map((word) => ({
    Put: {
      TableName: tableName(),
      Item: { pk: partition(type, word), sk: `${word}#${sortableId(id)}`, id, search_text: text },
    },
  }));
}

/** The transaction items that remove an entity's words from the index. */
export function searchDeletes(type: string, id: number, words: string[]): TransactItem[] {
  return words.map((word) => ({
    Delete: { TableName: tableName(), Key: { pk: partition(type, word), sk: `${word}#${sortableId(id)}` } },
  }));
}

/**
 * How a search term is answered: the longest of its words (or of their digits) is looked up by
 * prefix; the others must appear in the entity's search text. Undefined when no word has 2 letters.
 */
export function searchPlan(
  type: string,
  term: string,
): { partition: string; prefix: string; others: string[] } | undefined {
  const words = term.normalize('NFKC').toLowerCase().split(/\s+/).filter(Boolean);
  const digits = term.replace(/\D/g, '');
  const candidates = [...words, ...(digits.length >= 3 && !words.includes(digits) ? [digits] : [])];
  const probe = candidates.filter((word) => word.length >= 2).sort((a, b) => b.length - a.length)[0];
  if (!probe) return undefined;
  const others = probe === digits ? [] : words.filter((word) => word !== probe);
  return { partition: partition(type, probe), prefix: probe, others };
}
