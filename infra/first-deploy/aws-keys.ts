import { APIGatewayClient, GetApiKeysCommand } from '@aws-sdk/client-api-gateway';

/**
 * The value of the stage's API Gateway key named `name` (the stack names them
 * `real-estate-<stage>-<partner>`), or undefined when the stage has no such key. The name query
 * matches prefixes, so the exact name is picked from its answers.
 */
export async function apiKeyValueNamed(name: string): Promise<string | undefined> {
  const client = new APIGatewayClient({});
  try {
    const answer = await client.send(
      new GetApiKeysCommand({ nameQuery: name, includeValues: true, limit: 500 }),
    );
    return answer.items?.find((key) => key.name === name)?.value;
  } finally {
    client.destroy();
  }
}
