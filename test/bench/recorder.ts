import * as lib from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../shared/db/client';

/** One AWS call a handler made: a DynamoDB command or an S3 request (signed fetch). */
interface RecordedCall {
  kind: 'dynamodb' | 's3';
  name: string;
  input: Record<string, unknown>;
  start: number;
  end: number;
}

let recording: RecordedCall[] | undefined;

dynamo.middlewareStack.add(
  (next, context) => async (args) => {
    const started = performance.now();
    try {
      return await next(args);
    } finally {
      recording?.push({
        kind: 'dynamodb',
        name: context.commandName as string,
        input: structuredClone(args.input as Record<string, unknown>),
        start: started,
        end: performance.now(),
      });
    }
  },
  { step: 'initialize', name: 'benchRecorder' },
);

const realFetch = globalThis.fetch;
globalThis.fetch = async (url, init) => {
  const started = performance.now();
  try {
    return await realFetch(url, init);
  } finally {
    recording?.push({
      kind: 's3',
      name: String(init?.method ?? 'GET'),
      input: { url: String(url), init },
      start: started,
      end: performance.now(),
    });
  }
};

/** Runs `call`, returning the AWS calls it made (in order, with their timing). */
export async function record(call: () => Promise<unknown>): Promise<RecordedCall[]> {
  recording = [];
  try {
    await call();
    return recording;
  } finally {
    recording = undefined;
  }
}

/** Calls that overlapped in time ran concurrently: group them so the replay keeps that shape. */
function waves(calls: RecordedCall[]): RecordedCall[][] {
  const groups: RecordedCall[][] = [];
  let waveEnd = -1;
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    if (call.start >= waveEnd || groups.length === 0) groups.push([call]);
    else groups[groups.length - 1]?.push(call);
    waveEnd = Math.max(waveEnd, call.end);
  }
  return groups;
}

// The document client reports the low-level command names, with the input still in document form.
const documentCommands: Record<string, string> = {
  GetItemCommand: 'GetCommand',
  PutItemCommand: 'PutCommand',
  UpdateItemCommand: 'UpdateCommand',
  DeleteItemCommand: 'DeleteCommand',
  BatchGetItemCommand: 'BatchGetCommand',
  BatchWriteItemCommand: 'BatchWriteCommand',
  TransactWriteItemsCommand: 'TransactWriteCommand',
  TransactGetItemsCommand: 'TransactGetCommand',
};

let replays = 0;

/**
 * Adapts a recorded write so it can run again: optimistic-lock updates move to the next version,
 * creates conditional on absence go to a fresh key (same item, same size).
 */
function replayable(input: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(input);
  const fix = (operation: Record<string, unknown>) => {
    const values = operation.ExpressionAttributeValues as Record<string, number> | undefined;
    if (values && typeof values[':expected'] === 'number' && typeof values[':next'] === 'number') {
      values[':expected'] += 1;
      values[':next'] += 1;
    }
    const item = operation.Item as Record<string, unknown> | undefined;
    if (item && String(operation.ConditionExpression ?? '').includes('attribute_not_exists'))
      item.pk = `${item.pk}#replay-${replays}`;
  };
  fix(copy);
  for (const entry of (copy.TransactItems as Array<Record<string, Record<string, unknown>>> | undefined) ??
    []) {
    for (const operation of Object.values(entry)) fix(operation);
  }
  return copy;
}

/** Makes the recorded calls again, directly with the SDK (and fetch for S3), wave by wave. */
export async function replay(calls: RecordedCall[]): Promise<void> {
  replays++;
  for (const wave of waves(calls)) {
    await Promise.all(
      wave.map((call) => {
        if (call.kind === 's3') {
          const { url, init } = call.input as { url: string; init: RequestInit };
          return realFetch(url, init).then((response) => response.arrayBuffer());
        }
        const commands = lib as unknown as Record<string, new (input: unknown) => lib.ServiceOutputTypes>;
        const Command = commands[documentCommands[call.name] ?? call.name];
        if (!Command) throw new Error(`unknown command ${call.name}`);
        return dynamo.send(new Command(replayable(call.input)) as never);
      }),
    );
  }
}
