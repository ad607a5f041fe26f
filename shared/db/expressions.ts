/**
 * Typed conditions and changes, compiled here to DynamoDB's expression strings: the domain states
 * what a write guards (`when.eq('status', 'draft')`) and what it changes (`{ add: { holds: 1 } }`),
 * never the strings (the linter refuses them in shared/domain). Attribute names are written as they
 * are stored; a dot walks into a map (`pricing.client_total`). Every name and value becomes a
 * placeholder, so reserved words (`status`, `ttl`) need no care.
 */

type Comparison = '=' | '<>' | '<' | '<=' | '>' | '>=';

/** A condition on the item a write touches (see `when`). */
export type Condition =
  | { readonly kind: 'exists' | 'absent'; readonly attribute: string }
  | { readonly kind: 'compare'; readonly op: Comparison; readonly attribute: string; readonly value: unknown }
  | {
      readonly kind: 'compare-attributes';
      readonly op: Comparison;
      readonly attribute: string;
      readonly other: string;
    }
  | { readonly kind: 'and' | 'or'; readonly parts: readonly Condition[] };

/** A set of strings or numbers stored as a DynamoDB set (`add` unions it, `delete` takes it away). */
type StoredSet = ReadonlySet<string> | ReadonlySet<number>;

/** What an update changes; clauses run as DynamoDB runs them (every right side reads the item as it was). */
export interface Changes {
  /** Attributes written with these values. */
  set?: Record<string, unknown>;
  /** Numbers added to (created at the value when absent), or sets unioned with. */
  add?: Record<string, number | StoredSet>;
  /** Attributes removed. */
  remove?: readonly string[];
  /** Elements taken out of stored sets. */
  delete?: Record<string, StoredSet>;
}

const compare =
  (op: Comparison) =>
  (attribute: string, value: unknown): Condition => ({ kind: 'compare', op, attribute, value });

/** Building blocks of conditions; `and`/`or` skip the parts given as undefined. */
export const when = {
  /** No item has this key yet (a marker, a sequence taken once). */
  itemAbsent: (): Condition => ({ kind: 'absent', attribute: 'pk' }),
  /** The item exists. */
  itemExists: (): Condition => ({ kind: 'exists', attribute: 'pk' }),
  has: (attribute: string): Condition => ({ kind: 'exists', attribute }),
  lacks: (attribute: string): Condition => ({ kind: 'absent', attribute }),
  eq: compare('='),
  ne: compare('<>'),
  lt: compare('<'),
  le: compare('<='),
  gt: compare('>'),
  ge: compare('>='),
  /** Two attributes of the item hold the same value. */
  sameAs: (attribute: string, other: string): Condition => ({
    kind: 'compare-attributes',
    op: '=',
    attribute,
    other,
  }),
  and: (...parts: Array<Condition | undefined>): Condition => ({
    kind: 'and',
    parts: parts.filter((part): part is Condition => part !== undefined),
  }),
  or: (...parts: Array<Condition | undefined>): Condition => ({
    kind: 'or',
    parts: parts.filter((part): part is Condition => part !== undefined),
  }),
};

/** The placeholders of one request's expressions; `prefix` keeps them apart from names already used. */
export class ExpressionNames {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private readonly byName = new Map<string, string>();
  private valueCount = 0;

  constructor(private readonly prefix = 'x') {}

  /** `#x0.#x1` for `pricing.client_total`: one placeholder per attribute name, reused. */
  path(attribute: string): string {
    return attribute
      .split('.')
      .map((part) => {
        let placeholder = this.byName.get(part);
        if (!placeholder) {
          placeholder = `#${this.prefix}${this.byName.size}`;
          this.byName.set(part, placeholder);
          this.names[placeholder] = part;
        }
        return placeholder;
      })
      .join('.');
  }

  value(value: unknown): string {
    const placeholder = `:${this.prefix}${this.valueCount++}`;
    this.values[placeholder] = value;
    return placeholder;
  }

  /** The attribute names and values to send, omitted when empty (DynamoDB refuses empty maps). */
  attributes(): {
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, unknown>;
  } {
    return {
      ...(Object.keys(this.names).length > 0 ? { ExpressionAttributeNames: this.names } : {}),
      ...(Object.keys(this.values).length > 0 ? { ExpressionAttributeValues: this.values } : {}),
    };
  }
}

/** The condition as an expression string, its names and values recorded in `names`. */
export function conditionExpression(condition: Condition, names: ExpressionNames): string {
  switch (condition.kind) {
    case 'exists':
      return `attribute_exists(${names.path(condition.attribute)})`;
    case 'absent':
      return `attribute_not_exists(${names.path(condition.attribute)})`;
    case 'compare':
      return `${names.path(condition.attribute)} ${condition.op} ${names.value(condition.value)}`;
    case 'compare-attributes':
      return `${names.path(condition.attribute)} ${condition.op} ${names.path(condition.other)}`;
    default: {
      if (condition.parts.length === 0) throw new Error(`an empty "${condition.kind}" condition`);
      const joiner = condition.kind === 'and' ? ' AND ' : ' OR ';
      // Parentheses keep an OR inside an AND (and the reverse) as written.
      return condition.parts
        .map((part) =>
          part.kind === 'and' || part.kind === 'or'
            ? `(${conditionExpression(part, names)})`
            : conditionExpression(part, names),
        )
        .join(joiner);
    }
  }
}

/** The changes as an update expression (`SET ... ADD ... REMOVE ... DELETE ...`). */
export function updateExpression(changes: Changes, names: ExpressionNames): string {
  const clauses: string[] = [];
  const set = Object.entries(changes.set ?? {});
  if (set.length > 0)
    clauses.push(
      `SET ${set.map(([name, value]) => `${names.path(name)} = ${names.value(value)}`).join(', ')}`,
    );
  const add = Object.entries(changes.add ?? {});
  if (add.length > 0)
    clauses.push(`ADD ${add.map(([name, value]) => `${names.path(name)} ${names.value(value)}`).join(', ')}`);
  if (changes.remove && changes.remove.length > 0)
    clauses.push(`REMOVE ${changes.remove.map((name) => names.path(name)).join(', ')}`);
  const remove = Object.entries(changes.delete ?? {});
  if (remove.length > 0)
    clauses.push(
      `DELETE ${remove.map(([name, value]) => `${names.path(name)} ${names.value(value)}`).join(', ')}`,
    );
  if (clauses.length === 0) throw new Error('an update that changes nothing');
  return clauses.join(' ');
}
