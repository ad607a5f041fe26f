import { type Lifecycle, partyText } from './lifecycle';

/**
 * A life cycle as Markdown, for its aggregate's README: its states, then one row per transition.
 * A unit test holds each README equal to this, so the table cannot drift from the code.
 */
export function lifecycleTable<S extends string, A extends string, Subject>(
  lifecycle: Lifecycle<S, A, Subject>,
): string {
  const states = lifecycle.states
    .map((state) => (state === lifecycle.initial ? `\`${state}\` (initial)` : `\`${state}\``))
    .join(', ');
  const rows = lifecycle.transitions.map((row) =>
    [
      row.from.map((state) => `\`${state}\``).join(', '),
      `\`${row.action}\``,
      row.to ? `\`${row.to}\`` : '—',
      row.by.map(partyText).join(' or '),
      row.guard?.rule ?? '',
    ].join(' | '),
  );
  return [
    `States: ${states}.`,
    '',
    '| from | action | to | who | guard |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`.replace(/ {2}\|$/, ' |')),
  ].join('\n');
}
