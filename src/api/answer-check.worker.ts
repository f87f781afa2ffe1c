// zod's settings are in place before any schema module runs.
import './zod-config';

import type { AnswerCheckReply, AnswerCheckRequest } from './answer-check';
import { answerText, decodeAnswer } from './decode-off-thread';
import { loadOperations, type OperationTag } from './generated/operations/routes';

type Schema = Parameters<typeof decodeAnswer>[1];

const schemas = new Map<string, Promise<Schema | undefined>>();

/** The operation's response schema, its area's module loaded (and its schemas built) once. */
const schemaOf = (tag: string, operationId: string): Promise<Schema | undefined> => {
  const key = `${tag} ${operationId}`;
  let schema = schemas.get(key);
  if (!schema) {
    const load = Object.hasOwn(loadOperations, tag)
      ? loadOperations[tag as OperationTag]
      : undefined;
    schema = load
      ? load().then((operations) =>
          operations.find((o) => o.operationId === operationId)?.loadResponseSchema?.(),
        )
      : Promise.resolve(undefined);
    // A load that failed is tried again with the next answer.
    schema.catch(() => schemas.delete(key));
    schemas.set(key, schema);
  }
  return schema;
};

const reply = (message: AnswerCheckReply) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<AnswerCheckRequest>) => {
  const { id, tag, operationId, body } = event.data;
  try {
    const schema = await schemaOf(tag, operationId);
    if (!body) return;
    if (!schema) reply({ id, failed: 'no response schema' });
    else reply({ id, decoded: decodeAnswer(answerText(body), schema) });
  } catch (error) {
    if (body) reply({ id, failed: String(error) });
  }
};
